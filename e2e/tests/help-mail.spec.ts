/**
 * One-click help and repair by mail in a real browser (工单业务 › 一键求助, 寄修工单): engineer 王建国 asks for help on
 * one of his orders from its detail, headquarters takes and answers the case in its queue, the engineer reads the
 * answer on the order and closes the case as solved; an order goes through repair by mail, both legs tracked, to
 * the customer's signature.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { basicApi, idByCode, login, logout, openMenu, tomorrowDay, useLanguage } from './helpers.ts';
import { newOrder } from './order-steps.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

/** A new order of the Chaoyang outlet given to engineer 王建国, appointed and checked in on site. */
async function onSiteWithWang(request: APIRequestContext) {
  const admin = await basicApi(request);
  const outlet = await basicApi(request, 'outlet_chaoyang');
  const wang = await basicApi(request, 'engineer_wang');
  const order = await newOrder(request);
  await admin('soOrderDispatch/assignSite', { id: order.id, siteId: await idByCode(admin, 'snUser', 'ASC-BJ-CY') });
  await outlet('siteOrderDeal/accept', { id: order.id });
  const engineers: { records: { id: number; jobNo: string }[] } = await outlet('snSiteEngineer/getListPage', { size: '100', filters: { jobNo: 'E1001' } });
  await outlet('siteOrderDeal/assign', { id: order.id, engineerId: engineers.records[0].id });
  await wang('siteOrderDeal/book', { id: order.id, appointAt: `${tomorrowDay()} 10:00` });
  await wang('soOrderHandle/checkIn', { id: order.id });
  return { ...order, wang };
}

/** Sends the open message dialog of a help case. */
async function sendMessage(page: Page, action: string, text: string) {
  await expect(page.getByTestId(`help-${action}-form`)).toBeVisible();
  await page.getByTestId('help-message').fill(text);
  await page.getByTestId('help-message-ok').click();
  await expect(page.getByTestId(`help-${action}-form`)).toHaveCount(0);
}

test('an engineer asks for help on his order, headquarters answers, the engineer reads it and closes the case', async ({ page, request }) => {
  test.setTimeout(180_000);
  const order = await onSiteWithWang(request);
  const question = `压缩机启动后立即停机，已更换启动电容 ${order.orderNo}`;

  await login(page, 'engineer_wang');
  await page.goto(`/workorder/order/detail/${order.id}`);
  const cases = page.getByTestId('order-help-cases');
  await cases.getByTestId('help-ask').click();
  // The question is required; then it is sent with its urgency.
  await page.getByTestId('help-ask-ok').click();
  await expect(page.getByTestId('help-ask-form')).toContainText('请描述遇到的问题');
  await page.getByTestId('help-question').fill(question);
  await page.getByTestId('help-ask-ok').click();
  await expect(page.getByTestId('help-ask-form')).toHaveCount(0);
  await expect(cases.getByTestId('order-help-case')).toHaveCount(1);
  await expect(cases).toContainText('待受理');
  await logout(page);

  // Headquarters' queue: the case is waiting; take it, then answer it.
  await login(page, 'admin');
  await openMenu(page, 'workorder', 'workorder.help');
  const queue = page.getByTestId('resource-helpCase');
  const row = queue.locator('tr', { hasText: order.orderNo });
  await expect(row.getByTestId('help-waited')).toBeVisible();
  await row.getByTestId('help-take').click();
  await expect(row).toContainText('处理中');
  await row.getByTestId('help-reply').click();
  await sendMessage(page, 'reply', '检查过载保护器是否发烫，必要时更换');
  // Answered: no longer waiting in the queue.
  await expect(queue.locator('tr', { hasText: order.orderNo })).toHaveCount(0);
  await logout(page);

  // The engineer reads the answer on the order and closes the case as solved.
  await login(page, 'engineer_wang');
  await page.goto(`/workorder/order/detail/${order.id}`);
  await expect(cases).toContainText('已答复');
  await cases.getByTestId('order-help-case').click();
  const thread = page.getByTestId('help-thread');
  await expect(thread.getByTestId('help-message-body')).toHaveText([question, '检查过载保护器是否发烫，必要时更换']);
  await thread.getByTestId('help-close').click();
  await sendMessage(page, 'close', '已更换过载保护器，问题解决');
  await expect(thread).toContainText('已关闭');
  await expect(thread.getByTestId('help-close')).toHaveCount(0);
});

/** Runs a row's next step on the repair-by-mail screen from the tab it waits in; `fill` for the tracking fields. */
async function mailStep(page: Page, orderNo: string, tab: string, step: string, fill?: [string, string]) {
  await page.getByTestId(`mail-tab-${tab}`).click();
  const row = page.getByTestId('resource-orderMail').locator('tr', { hasText: orderNo });
  await row.getByTestId(`mail-${step}`).click();
  const form = page.getByTestId(`order-action-form-${step}`);
  await expect(form).toBeVisible();
  if (fill) {
    await page.getByTestId('order-action-ok').click();
    await expect(form).toContainText('请填写物流单号');
    await page.getByTestId('order-logistics').fill(fill[0]);
    await page.getByTestId('order-tracking-no').fill(fill[1]);
  }
  await page.getByTestId('order-action-ok').click();
  await expect(form).toHaveCount(0);
  await expect(row).toHaveCount(0);
}

test('an order goes through repair by mail with both legs tracked to the customer signature', async ({ page, request }) => {
  test.setTimeout(180_000);
  const order = await onSiteWithWang(request);
  await order.wang('soOrderDispatch/creatInternalOrder', { id: order.id });

  await login(page, 'engineer_wang');
  await openMenu(page, 'workorder', 'workorder.mail');
  await mailStep(page, order.orderNo, 'toSend', 'sendToCentre', ['顺丰速运', 'SF1001001001']);
  await logout(page);

  await login(page, 'centre_north');
  await openMenu(page, 'workorder', 'workorder.mail');
  await mailStep(page, order.orderNo, 'sent', 'receiveAtCentre');
  await mailStep(page, order.orderNo, 'received', 'repairAtCentre');
  await mailStep(page, order.orderNo, 'repaired', 'deliverFromCentre', ['京东物流', 'JD2002002002']);
  await mailStep(page, order.orderNo, 'delivering', 'customerSign');
  await page.getByTestId('mail-tab-signed').click();
  await expect(page.getByTestId('resource-orderMail').locator('tr', { hasText: order.orderNo })).toContainText('SF1001001001');

  // The order's detail shows both legs and the signature.
  await page.goto(`/workorder/order/detail/${order.id}`);
  const logistics = page.getByTestId('order-group-mail');
  await expect(logistics.getByTestId('order-field-sendTrackingNo')).toHaveText('SF1001001001');
  await expect(logistics.getByTestId('order-field-returnTrackingNo')).toHaveText('JD2002002002');
  await expect(logistics.getByTestId('order-field-customerSignedAt')).not.toBeEmpty();
});
