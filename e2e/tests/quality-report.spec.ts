/**
 * Quality and accident reports and good-comment applications in a real browser (issue 18): the Chaoyang outlet, in
 * English, writes an accident report on 工单业务 › 事故报告 (the form refuses it without the facts), submits it;
 * headquarters' open screen hears of it over the WebSocket, and headquarters confirms it, which the outlet hears of;
 * the history shows the steps. The outlet claims a reward for a praised order on 好评申请 and headquarters approves a
 * part of it, which becomes the order's reward fee. Screenshots in Chinese and English.
 */
import { type Browser, expect, test } from '@playwright/test';
import { basicApi, login, openMenu, useLanguage } from './helpers.ts';

const SHOTS = '/tmp/shots-quality';

async function signedIn(browser: Browser, username: string, lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await login(page, username);
  return page;
}

test('an outlet writes and submits an accident report, headquarters hears of it and confirms it', async ({ browser }) => {
  test.setTimeout(180_000);
  const mark = `${Date.now() % 1_000_000}`;
  const facts = `Heater leaked and flooded the flat below ${mark}`;

  const hq = await signedIn(browser, 'admin');
  await openMenu(hq, 'workorder', 'workorder.accidentReport');
  const hqGrid = hq.getByTestId('resource-accidentReport');
  await expect(hqGrid).toBeVisible();

  const outlet = await signedIn(browser, 'outlet_chaoyang', 'en-US');
  await openMenu(outlet, 'workorder', 'workorder.accidentReport');
  const grid = outlet.getByTestId('resource-accidentReport');
  await grid.getByTestId('add').click();
  const form = outlet.getByTestId('quality-form');
  await outlet.getByTestId('quality-save').click();
  await expect(form).toContainText('Enter the facts');
  await form.locator('.ant-form-item').filter({ hasText: 'Product' }).locator('.ant-select').click();
  await outlet.locator('.ant-select-item-option').first().click();
  await outlet.getByTestId('quality-severity').click();
  await outlet.locator('.ant-select-item-option').filter({ hasText: 'Major' }).click();
  await outlet.getByTestId('quality-injury').click();
  await outlet.getByTestId('quality-facts').fill(facts);
  await outlet.getByTestId('quality-damage').fill('ceiling and floor of the flat below');
  await outlet.screenshot({ path: `${SHOTS}/form-en.png` });
  await outlet.getByTestId('quality-save').click();
  await expect(form).toHaveCount(0);

  const row = grid.getByRole('row').filter({ hasText: 'Draft' }).first();
  await expect(row).toBeVisible();
  await row.getByTestId('quality-open').click();
  const detail = outlet.getByTestId('quality-detail');
  await expect(detail.getByTestId('quality-facts-text')).toHaveText(facts);
  await expect(detail.getByTestId('quality-status')).toHaveText('Draft');
  await detail.getByTestId('quality-submit').click();
  await expect(detail.getByTestId('quality-status')).toHaveText('Submitted');
  const reportNo = (await outlet.getByTestId('quality-detail').locator('.ant-modal-title').textContent())?.split(' ').pop() ?? '';
  expect(reportNo).toMatch(/^SG\d{12}$/);
  await outlet.screenshot({ path: `${SHOTS}/submitted-en.png` });

  // Headquarters' open screen hears of the submission, and its grid shows it.
  await expect(hq.locator('.ant-notification')).toContainText(`${reportNo} 已提交`);
  const hqRow = hqGrid.getByRole('row').filter({ hasText: reportNo });
  await expect(hqRow).toContainText('已提交');
  await hq.screenshot({ path: `${SHOTS}/notified-zh.png` });
  await hqRow.getByTestId('quality-open').click();
  const hqDetail = hq.getByTestId('quality-detail');
  await expect(hqDetail).toContainText(facts);
  await expect(hqDetail).toContainText('有人受伤');
  await hqDetail.getByTestId('quality-confirm').click();
  await expect(hqDetail.getByTestId('quality-status')).toHaveText('已确认');
  await expect(hqDetail.getByTestId('quality-history').locator('tbody tr.ant-table-row')).toHaveCount(3);
  await hq.screenshot({ path: `${SHOTS}/confirmed-zh.png` });

  // The outlet hears of the confirmation.
  await expect(outlet.locator('.ant-notification')).toContainText(`${reportNo} was confirmed by headquarters`);
});

test('an outlet claims a reward for a praised order and headquarters approves part of it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const mark = `${Date.now() % 1_000_000}`;
  // An order of the outlet that a reward can go to and no claim holds yet.
  const api = await basicApi(request, 'outlet_chaoyang');
  const claims: { orderNo: string; status: string }[] = (await api('wkGoodCommentApply/getListPage', { current: '1', size: '200' })).records;
  const held = new Set(claims.filter((c) => c.status !== 'rejected').map((c) => c.orderNo));
  const orders: { orderNo: string; status: number; settle: string }[] = (await api('soOrder/getListPage', { current: '1', size: '200' })).records;
  const order = orders.find((o) => !held.has(o.orderNo) && o.status !== 1260 && o.settle !== 'settled');
  expect(order).toBeTruthy();

  const outlet = await signedIn(browser, 'outlet_chaoyang', 'en-US');
  await openMenu(outlet, 'workorder', 'workorder.goodCommentApply');
  const grid = outlet.getByTestId('resource-goodCommentApply');
  await grid.getByTestId('add').click();
  await outlet.getByTestId('good-comment-order').click();
  await outlet.keyboard.type(order!.orderNo);
  await outlet.locator('.ant-select-item-option').filter({ hasText: order!.orderNo }).first().click();
  await outlet.getByTestId('good-comment-praise').fill(`Five stars and a thank-you letter ${mark}`);
  await outlet.getByTestId('good-comment-amount').fill('12.345');
  await outlet.getByTestId('good-comment-save').click();
  await expect(outlet.getByTestId('good-comment-form')).toContainText('at most two decimals');
  await outlet.getByTestId('good-comment-amount').fill('50');
  await outlet.getByTestId('good-comment-save').click();
  await expect(outlet.getByTestId('good-comment-form')).toHaveCount(0);
  const mine = grid.getByRole('row').filter({ hasText: order!.orderNo });
  await expect(mine).toContainText('Pending');

  const hq = await signedIn(browser, 'admin');
  await openMenu(hq, 'workorder', 'workorder.goodCommentApply');
  const hqRow = hq.getByTestId('resource-goodCommentApply').getByRole('row').filter({ hasText: order!.orderNo });
  await hqRow.getByTestId('good-comment-open').click();
  const detail = hq.getByTestId('good-comment-detail');
  await expect(detail).toContainText(mark);
  await detail.getByTestId('good-comment-approve').click();
  await hq.getByTestId('good-comment-granted').fill('60');
  await hq.getByTestId('good-comment-approve-ok').click();
  await expect(hq.getByTestId('good-comment-approve-form')).toContainText('50.00');
  await hq.getByTestId('good-comment-granted').fill('40');
  await hq.getByTestId('good-comment-approve-ok').click();
  await expect(detail.getByTestId('good-comment-status')).toHaveText('已通过');
  await expect(detail.getByTestId('good-comment-granted-value')).toHaveText('40.00');
  await hq.screenshot({ path: `${SHOTS}/good-comment-approved-zh.png` });
  await expect(outlet.locator('.ant-notification')).toContainText('was approved');
});
