/**
 * Push rules at work in a real browser (issue 18): headquarters enables a rule that tells the service centre of each
 * new order by site message; the northern centre takes a call and creates an order on the call-access screen; the
 * order's creation sends the demo's customer SMS (in the SMS outbox) and the centre's site message, which arrives in
 * the top bar's message bell over the WebSocket; the centre reads it on the messages page (its text shown as text,
 * typed markup included) and follows it to the order; headquarters finds both sends in the push log beside the rules.
 */
import { expect, test } from '@playwright/test';
import { apiHeaders, basicApi, login, useLanguage } from './helpers.ts';
import { callFrom, orderForAppliance } from './order-steps.ts';

const SHOTS = '/tmp/shots-push';
const PHONE = '13911110001';
const SERIAL = 'SN35GWA1202403150001';

test('a rule on order creation: the order made in the browser, its SMS in the outbox and its site message in the bell', async ({ page, request }) => {
  test.setTimeout(300_000);
  const admin = await basicApi(request);
  const mark = `${Date.now() % 1_000_000}`;
  const name = `新单通知中心 ${mark}`;
  await admin('basPushRule/add', { code: `E2E-${mark}`, name, event: 'order_created', target: 'centre', channel: 'in_app', template: '新工单{orderNo}：{customerName}，{address} <b>请跟进</b>' });
  const centreHeaders = await apiHeaders(request, 'centre_north');
  const unread = async () => (await (await request.get('/admin/siteMessage/unread', { headers: centreHeaders })).json()).data.unread as number;
  const before = await unread();

  await useLanguage(page, 'zh-CN');
  await login(page, 'centre_north');
  await callFrom(page, PHONE);
  const orderNo = await orderForAppliance(page, SERIAL);

  // The site message arrives over the WebSocket: a notification and the bell's count, without a reload.
  await expect(page.locator('.ant-notification-notice').filter({ hasText: name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('site-message-count')).toContainText(String(before + 1));
  await page.screenshot({ path: `${SHOTS}/bell-zh.png` });

  await page.getByTestId('site-messages').click();
  await expect(page).toHaveURL(/\/messages\/index$/);
  const message = page.getByTestId('site-message').filter({ hasText: orderNo });
  await expect(message).toHaveCount(1);
  await expect(message.getByTestId('site-message-title')).toHaveText(name);
  // The template's markup is text, never markup.
  await expect(message).toContainText('<b>请跟进</b>');
  await expect(message.locator('b')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/messages-zh.png` });
  await message.getByTestId('site-message-title').click();
  await expect(page).toHaveURL(/\/workorder\/order\/detail\/\d+$/);
  await expect(page.getByTestId('order-detail-no')).toHaveText(orderNo, { timeout: 45_000 });
  expect(await unread()).toBe(before);

  // The customer's SMS (the demo's enabled creation rule) is in the outbox.
  const sms: { records: { content: string; template: string }[] } = await admin.get(`/admin/sms/page?phone=${PHONE}&size=50`);
  expect(sms.records.find((r) => r.content.includes(orderNo))).toMatchObject({ template: 'PR-CREATED-SMS' });

  // Headquarters sees both in the push log, beside the rules.
  const hq = await page.context().browser()!.newPage();
  await useLanguage(hq, 'zh-CN');
  await login(hq, 'admin');
  await hq.goto('/basic/pushLog/index');
  const rows = hq.getByRole('row').filter({ hasText: orderNo });
  // The customer's SMS, and a site message to each of the centre's users (its head among them).
  await expect(rows.filter({ hasText: PHONE })).toContainText('已发送', { timeout: 45_000 });
  await expect(rows.filter({ hasText: '华北中心主管' })).toContainText('站内消息');
  await hq.screenshot({ path: `${SHOTS}/push-log-zh.png` });
});
