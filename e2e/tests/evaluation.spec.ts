/**
 * The evaluation SMS in a real browser (issue 18): with the tenant's EVALUATION_SMS_DELAY at 0, headquarters finishes
 * an order on its detail; the job queue sends the evaluation SMS, which appears in 系统管理 › 短信发件箱; the operator
 * records the customer's reply there (no provider delivers replies here); the order's detail shows the rating, in
 * Chinese and in English on a phone. Screenshots in /tmp/shots-evaluation.
 */
import { expect, type Page, test } from '@playwright/test';
import { apiHeaders, basicApi, idByCode, login, openMenu, useLanguage } from './helpers.ts';

const SHOTS = '/tmp/shots-evaluation';

/** The order's evaluation card, reloaded until the job queue has sent the SMS (it polls every second). */
async function evaluationSent(page: Page, orderId: number, status: string) {
  await expect(async () => {
    await page.goto(`/workorder/order/detail/${orderId}`);
    await expect(page.getByTestId('order-evaluation-status')).toHaveText(status, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

test('a finished order is rated by the reply to its evaluation SMS', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const phone = `139${String(Date.now() % 100_000_000).padStart(8, '0')}`;

  // The tenant sends evaluation SMS at once (a built-in parameter of 系统管理 › 参数管理).
  const headers = await apiHeaders(request);
  const params = await (await request.get('/admin/param/page', { headers, params: { publicKey: 'EVALUATION_SMS_DELAY' } })).json();
  const param = params.data.records.find((p: { publicKey: string }) => p.publicKey === 'EVALUATION_SMS_DELAY');
  expect(param).toBeTruthy();
  expect((await request.put('/admin/param', { headers, data: { id: param.id, publicValue: '0' } })).ok()).toBe(true);

  // A consultation headquarters answered: it waits for headquarters' audit (1230).
  const admin = await basicApi(request);
  const order: { id: number; orderNo: string } = await admin('soOrder/add', {
    orderType: 'consult',
    source: 'phone',
    serviceTypeId: await idByCode(admin, 'basServiceType', 'CONSULT'),
    userType: '1',
    brand: '示范',
    categoryId: await idByCode(admin, 'basItemCategory', 'AC-SPLIT'),
    customerName: '评价端到端',
    phone,
    provinceId: await idByCode(admin, 'basArea', '110000'),
    cityId: await idByCode(admin, 'basArea', '110100'),
    districtId: await idByCode(admin, 'basArea', '110105'),
    address: '北京市朝阳区望京街 1 号',
    faultDesc: '遥控器怎么设置睡眠模式',
  });
  await admin('siteOrderDeal/simpleFinishOrder', { id: order.id, resultRemark: '已电话解答' });

  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, 'zh-CN');
  await login(page, 'admin');
  await page.goto(`/workorder/order/detail/${order.id}`);
  await expect(page.getByTestId('order-detail-no')).toHaveText(order.orderNo);
  await expect(page.getByTestId('order-evaluation')).toHaveCount(0);
  await page.getByTestId('order-action-doOrderFinish').click();
  await page.getByTestId('order-action-ok').click();
  await expect(page.getByTestId('order-evaluation')).toBeVisible();
  await evaluationSent(page, order.id, '已发送，待回复');

  // The outbox holds it; the operator records the customer's reply.
  await openMenu(page, 'system', 'system.sms');
  const grid = page.getByTestId('resource-sms');
  const sms = grid.locator('tr.ant-table-row').filter({ hasText: phone }).filter({ hasText: 'evaluation' });
  await expect(sms).toContainText(order.orderNo);
  await page.screenshot({ path: `${SHOTS}/outbox-zh.png` });
  await sms.getByTestId('sms-record-reply').click();
  const dialog = page.getByTestId('sms-reply-form');
  await expect(page.getByRole('dialog')).toContainText(order.orderNo);
  await page.getByTestId('sms-reply-ok').click();
  await expect(dialog).toContainText('请填写客户回复');
  await page.getByTestId('sms-reply-text').fill('很好 <b>谢谢</b>');
  await page.getByTestId('sms-reply-ok').click();
  await expect(dialog).toContainText('回复中没有1-5的评分');
  await page.getByRole('dialog').locator('label').filter({ hasText: '5 非常满意' }).click();
  await expect(page.getByTestId('sms-reply-text')).toHaveValue('5');
  await page.getByTestId('sms-reply-text').fill('5 师傅很专业 <b>谢谢</b>');
  await page.screenshot({ path: `${SHOTS}/reply-zh.png` });
  await page.getByTestId('sms-reply-ok').click();
  await expect(dialog).toHaveCount(0);
  // Answered: the same SMS takes no second reply.
  await sms.getByTestId('sms-record-reply').click();
  await expect(page.getByTestId('sms-reply-status')).toHaveText('已评价');
  await expect(page.getByTestId('sms-reply-ok')).toBeDisabled();
  await page.keyboard.press('Escape');

  // The order shows the rating, the typed markup as text.
  await page.goto(`/workorder/order/detail/${order.id}`);
  await expect(page.getByTestId('order-evaluation-status')).toHaveText('已评价');
  await expect(page.getByTestId('order-evaluation-satisfaction')).toHaveText('非常满意 (5)');
  await expect(page.getByTestId('order-evaluation-answer')).toHaveText('5 师傅很专业 <b>谢谢</b>');
  await page.getByTestId('order-evaluation').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/order-zh.png` });
  await context.close();

  // In English on a phone.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phoneContext.newPage();
  await useLanguage(small, 'en-US');
  await login(small, 'admin');
  await small.goto(`/workorder/order/detail/${order.id}`);
  await expect(small.getByTestId('order-evaluation-satisfaction')).toHaveText('Very satisfied (5)');
  await expect(small.getByTestId('order-evaluation-status')).toHaveText('Rated');
  await small.getByTestId('order-evaluation').scrollIntoViewIfNeeded();
  await small.screenshot({ path: `${SHOTS}/order-en-390.png` });
  await phoneContext.close();

  // Back to the default for the rest of the suite.
  expect((await request.put('/admin/param', { headers, data: { id: param.id, publicValue: param.publicValue } })).ok()).toBe(true);
});
