/**
 * Picture review in a real browser (issue 18): 赵质检 queues finished orders on 工单业务 › 图片审核, opens the order's
 * review, sees its photo large and rejects it (R) with a reason; the order is held in the settlement pool; the
 * Chaoyang outlet, in English, is told, adds a photo and resubmits; the inspector passes it (P) and the hold clears.
 * Screenshots in Chinese and English.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { basicApi, idByCode, login, openMenu, useLanguage } from './helpers.ts';
import { finishedWithPhoto } from './order-steps.ts';

const SHOTS = '/tmp/shots-pic-review';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function signedIn(browser: Browser, username: string, lang: 'zh-CN' | 'en-US') {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, lang);
  await login(page, username);
  return page;
}

/** Opens the review of one order from the queue's tab, searching its number. */
async function openReview(page: Page, tab: string, orderNo: string) {
  await page.getByTestId('pic-check-tabs').getByRole('tab', { name: tab }).click();
  await page.locator('#search-picCheck_orderNo').fill(orderNo);
  await page.locator('#search-picCheck_orderNo').press('Enter');
  await page.getByTestId('pic-check-open').filter({ hasText: orderNo }).click();
  return page.getByTestId('pic-check-review');
}

test('the inspector rejects an order\'s photos, the outlet resubmits, the inspector passes; the pool holds it meanwhile', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const order = await finishedWithPhoto(request);
  const admin = await basicApi(request);
  const site = await idByCode(admin, 'snUser', 'ASC-BJ-CY');
  const holds = async () => {
    const pool: { records: { id: number; holdReasons: string[] }[] } = await admin('sfBatchSettle/getPoolPage', { current: 1, size: 500, siteIds: [site], orderNo: order.orderNo });
    return pool.records.find((r) => r.id === order.id)?.holdReasons;
  };
  expect(await holds()).toEqual([]);

  const zhao = await signedIn(browser, 'inspector_zhao', 'zh-CN');
  await openMenu(zhao, 'workorder', 'workorder.picCheck');
  await zhao.getByTestId('pic-check-allocate').click();
  await zhao.getByTestId('pic-check-source').getByText('抽检').click();
  await zhao.getByRole('spinbutton', { name: '抽检比例（%）' }).fill('100');
  await zhao.getByTestId('pic-check-allocation-ok').click();
  await expect(zhao.getByTestId('pic-check-allocation-form')).toHaveCount(0);

  let review = await openReview(zhao, '待审核', order.orderNo);
  await expect(review.getByTestId('pic-check-status')).toHaveText('待审核');
  await expect(review.getByTestId('pic-check-photo')).toBeVisible();
  await zhao.screenshot({ path: `${SHOTS}/review-zh.png` });
  await zhao.keyboard.press('r');
  const reject = zhao.getByTestId('pic-check-reject-form');
  await zhao.getByTestId('pic-check-reject-ok').click();
  await expect(reject).toContainText('请填写驳回原因');
  await zhao.getByTestId('pic-check-reason-input').fill('看不清机身铭牌，请补拍 <b>铭牌</b>');
  await zhao.getByTestId('pic-check-reject-ok').click();
  await expect(review.getByTestId('pic-check-status')).toHaveText('已驳回');
  await expect(review.getByTestId('pic-check-reason')).toContainText('<b>铭牌</b>');
  await expect(review.getByTestId('pic-check-history')).toContainText('驳回');
  expect(await holds()).toEqual(['picRejected']);

  const outlet = await signedIn(browser, 'outlet_chaoyang', 'en-US');
  await openMenu(outlet, 'workorder', 'workorder.picCheck');
  const outletReview = await openReview(outlet, 'Rejected', order.orderNo);
  await expect(outletReview.getByTestId('pic-check-status')).toHaveText('Rejected');
  await expect(outletReview.getByTestId('pic-check-pass')).toHaveCount(0);
  await outletReview.getByTestId('pic-check-resubmit').click();
  await outlet.getByTestId('pic-check-add-photo').click();
  await outlet.getByTestId('upload-dialog').locator('input[type=file]').setInputFiles({ name: 'nameplate.png', mimeType: 'image/png', buffer: PNG });
  await outlet.getByTestId('upload-ok').click();
  await outlet.screenshot({ path: `${SHOTS}/resubmit-en.png` });
  await outlet.getByTestId('pic-check-resubmit-ok').click();
  await expect(outletReview.getByTestId('pic-check-status')).toHaveText('Resubmitted');
  expect(await holds()).toEqual(['picRejected']);

  await zhao.reload();
  review = await openReview(zhao, '已重新提交', order.orderNo);
  await expect(review.locator('img[alt="nameplate.png"]')).toHaveCount(1);
  await zhao.keyboard.press('p');
  await expect(review.getByTestId('pic-check-status')).toHaveText('已通过');
  await zhao.screenshot({ path: `${SHOTS}/passed-zh.png` });
  expect(await holds()).toEqual([]);
});

test('headquarters assigns a chosen review to the inspector, whose "Assigned to me" shows it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const order = await finishedWithPhoto(request);
  const admin = await basicApi(request);
  await admin('picCheck/allocation', { source: 'outlet', siteId: await idByCode(admin, 'snUser', 'ASC-BJ-CY') });

  const hq = await signedIn(browser, 'admin', 'zh-CN');
  await openMenu(hq, 'workorder', 'workorder.picCheck');
  await hq.getByTestId('pic-check-tabs').getByRole('tab', { name: '待审核' }).click();
  await hq.locator('#search-picCheck_orderNo').fill(order.orderNo);
  await hq.locator('#search-picCheck_orderNo').press('Enter');
  const row = hq.locator('.ant-table-row').filter({ hasText: order.orderNo });
  await row.locator('.ant-checkbox-input').check();
  await hq.getByTestId('pic-check-assign').click();
  const form = hq.getByTestId('pic-check-assign-form');
  await hq.getByTestId('pic-check-assign-ok').click();
  await expect(form).toContainText('请选择质检员');
  await form.getByTestId('pic-check-assignee').click();
  await hq.locator('.ant-select-item-option').filter({ hasText: 'inspector_zhao' }).click();
  await hq.screenshot({ path: `${SHOTS}/assign-zh.png` });
  await hq.getByTestId('pic-check-assign-ok').click();
  await expect(form).toHaveCount(0);
  await expect(row).toContainText('赵质检');

  const zhao = await signedIn(browser, 'inspector_zhao', 'en-US');
  await openMenu(zhao, 'workorder', 'workorder.picCheck');
  await zhao.getByTestId('pic-check-mine').click();
  const mine = zhao.locator('.ant-table-row');
  await expect(mine.filter({ hasText: order.orderNo })).toHaveCount(1);
  await expect(mine.first()).toContainText('赵质检');
  await zhao.screenshot({ path: `${SHOTS}/mine-en.png` });
  await zhao.setViewportSize({ width: 390, height: 844 });
  await zhao.screenshot({ path: `${SHOTS}/mine-en-390.png` });
});
