/**
 * Work-order appeals and fee applications in a real browser: the outlet appeals an order whose settlement
 * headquarters rejected, headquarters approves it on the appeal screen and the order is back to be settled; an
 * engineer's fee application, approved by the centre and headquarters, shows on the order with its ad hoc fee.
 */
import { expect, test } from '@playwright/test';
import { basicApi, idByCode, login, logout, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const byPhone = async (call: Awaited<ReturnType<typeof basicApi>>, phone: string) =>
  // The demo's own order: the oldest of the phone (other specs call from the same numbers).
  (await call('soOrder/getListPage', { current: '1', size: '10', sort: 'orderNo', order: 'asc', filters: { phone } })).records[0] as { id: number; orderNo: string };

test('an outlet appeals a rejected settlement; headquarters approves it; the order is back to be settled', async ({ page, request }) => {
  const admin = await basicApi(request);
  // The demo's finished order (陈静): headquarters rejects its settlement.
  const order = await byPhone(admin, '13911110005');
  await admin('soOrderHandle/rejectSettle', { id: order.id, reason: '照片不清晰' });

  await login(page, 'outlet_chaoyang');
  await page.goto('/workorder/appeal/index');
  await page.getByTestId('add').first().click();
  await page.getByTestId('request-order').click();
  await page.keyboard.type(order.orderNo);
  await page.locator('.ant-select-item-option').filter({ hasText: order.orderNo }).click();
  await page.getByTestId('request-form').getByTestId('request-reason').fill('照片已补充，请重新结算');
  await page.getByTestId('request-save').click();
  const row = page.locator('.ant-table-row').filter({ hasText: order.orderNo });
  await expect(row).toContainText('待提交');
  await row.getByTestId('request-submit').click();
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await expect(row).toContainText('审批中');
  await logout(page);

  await login(page, 'admin');
  await page.goto('/workorder/appeal/index');
  const pending = page.locator('.ant-table-row').filter({ hasText: order.orderNo });
  await pending.getByTestId('request-approve').click();
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await expect(pending).toContainText('已通过');
  const { order: after } = await admin('soOrder/getDetail', { id: order.id });
  expect(after.settle).toBe('toSettle');
});

test('an engineer\'s fee application, approved by the centre and headquarters, shows on the order with its ad hoc fee', async ({ page, request }) => {
  const admin = await basicApi(request);
  const wang = await basicApi(request, 'engineer_wang');
  const centre = await basicApi(request, 'centre_north');
  // The demo order (张伟) engineer Wang has booked.
  const order = await byPhone(admin, '13911110001');
  const subjectId = await idByCode(admin, 'sfSpecialFeeSubject', 'SF-BRACKET');
  const applied = await wang('soApplyMoney/add', { orderId: order.id, subjectId, amount: '80.00', reason: '加装支架' });
  await wang('soApplyMoney/submit', { id: applied.id });
  await centre('soApplyMoney/approve', { id: applied.id });
  await admin('soApplyMoney/approve', { id: applied.id });

  await login(page, 'engineer_wang');
  await page.goto(`/workorder/order/detail/${order.id}`);
  const section = page.getByTestId('order-fee-applications');
  await expect(section).toContainText(applied.billNo);
  await expect(section.getByTestId('order-fee-status')).toHaveText('已通过');
  const { order: after } = await admin('soOrder/getDetail', { id: order.id });
  expect(after.feeAdhoc).toBe('80.00');
});
