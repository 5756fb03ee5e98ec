/**
 * A work order's whole path in a real browser, by the users of each role: a call comes in from 张伟 and headquarters
 * takes a repair order for his air conditioner on the call-access screen; it finds the order in the processing grid
 * and dispatches it to the northern centre; the centre gives it to 北京朝阳网点; the outlet accepts it and assigns
 * 王建国; the engineer books, checks in and completes it with the fault tree, a replaced part, fees and the
 * customer's payment; the outlet confirms, the centre and headquarters audit it until it is Finished, with every
 * step in its history and the fees stored to the cent.
 */
import { expect, type Page, test } from '@playwright/test';
import { basicApi, login, logout, tomorrowDay, useLanguage } from './helpers.ts';
import { callFrom, fillCompletion, libraryBarcode, newOrder, orderForAppliance } from './order-steps.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const PHONE = '13911110001';
const SERIAL = 'SN35GWA1202403150001';

const status = (page: Page) => page.getByTestId('order-detail').getByTestId('order-status');

/** Runs an action from the detail: its button, the dialog's inputs, OK; the dialog closes when it ran. */
async function act(page: Page, action: string, fill?: () => Promise<void>) {
  await page.getByTestId(`order-action-${action}`).click();
  await expect(page.getByTestId(`order-action-form-${action}`)).toBeVisible();
  await fill?.();
  await page.getByTestId('order-action-ok').click();
  await expect(page.getByTestId(`order-action-form-${action}`)).toHaveCount(0);
}

/** Picks the option of an antd select in the open dialog. */
async function pick(page: Page, select: string, option: string) {
  await page.getByRole('dialog').locator(select).click();
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
}

async function openAs(page: Page, user: string, id: number) {
  await login(page, user);
  await page.goto(`/workorder/order/detail/${id}`);
  // A full page load: the app starts, then the detail's chunk and the order (slow on a busy machine).
  await expect(page.getByTestId('order-detail')).toBeVisible({ timeout: 45_000 });
}

test('a call becomes an order that goes through the centre, the outlet and the engineer, completed with parts and fees, to Finished', async ({ page, request }) => {
  // Six sign-ins and a dozen actions: more than the default minute on a busy machine.
  test.setTimeout(600_000);
  const barcode = await libraryBarcode(request, 0);

  // The call: the caller's appliance, an order taken for it.
  await login(page, 'admin');
  await callFrom(page, PHONE);
  const orderNo = await orderForAppliance(page, SERIAL);

  // Headquarters finds it in the grid by its number, in the "new" tab with its count.
  await page.goto('/workorder/order/index?tabIndex=1');
  await expect(page.getByTestId('order-tab-new')).toBeVisible();
  await expect(page.locator('.ant-tabs-tab[data-node-key="new"]')).toHaveClass(/ant-tabs-tab-active/);
  await page.locator('#search-order_orderNo').fill(orderNo);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('order-status')).toHaveText('新建');
  await row.getByTestId('order-no').click();
  await expect(page).toHaveURL(/\/workorder\/order\/detail\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByTestId('order-detail-no')).toHaveText(orderNo);
  await expect(status(page)).toHaveText('新建');
  await expect(page.getByTestId('order-field-phone')).toHaveText(PHONE);
  await expect(page.getByTestId('order-field-serialNo')).toHaveText(SERIAL);
  // Dispatch to the northern centre: a centre is required, then the centre holds it.
  await page.getByTestId('order-action-assignOrg').click();
  await page.getByTestId('order-action-ok').click();
  await expect(page.getByRole('dialog')).toContainText('请选择服务中心');
  await pick(page, '[data-testid="order-centre"]', '华北服务中心');
  await page.getByTestId('order-action-ok').click();
  await expect(page.getByTestId('order-dim-holder')).toContainText('服务中心');
  await expect(page.getByTestId('order-field-centreId')).toHaveText('华北服务中心');
  await logout(page);

  await openAs(page, 'centre_north', id);
  await act(page, 'assignSite', () => pick(page, '#siteId', '北京朝阳网点'));
  await expect(status(page)).toHaveText('网点待接单');
  await logout(page);

  // The outlet confirms the acceptance, then assigns its engineer.
  await openAs(page, 'outlet_chaoyang', id);
  await page.getByTestId('order-action-accept').click();
  await expect(page.getByTestId('order-action-confirm')).toHaveText('确认接单吗？');
  await page.getByTestId('order-action-ok').click();
  await expect(status(page)).toHaveText('待首次预约');
  await act(page, 'assign', () => pick(page, '[data-testid="order-engineer"]', '王建国'));
  await expect(page.getByTestId('order-dim-holder')).toContainText('工程师');
  await logout(page);

  // The engineer books tomorrow, checks in and completes it simply.
  await openAs(page, 'engineer_wang', id);
  const day = tomorrowDay();
  // Enter in the date field takes the typed time and saves the dialog.
  await page.getByTestId('order-action-book').click();
  await page.getByTestId('order-appoint-at').click();
  await page.keyboard.type(`${day} 14:00`);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-action-form-book')).toHaveCount(0);
  await expect(status(page)).toHaveText('待检测');
  await expect(page.getByTestId('order-field-appointAt')).toHaveText(`${day} 14:00:00`);
  await act(page, 'checkIn');
  await expect(page.getByTestId('order-dim-checkedIn')).toBeVisible();
  await page.getByTestId('order-action-complete').click();
  const dialog = page.getByTestId('order-action-form-complete');
  await expect(dialog).toBeVisible();
  await fillCompletion(page, dialog, barcode, '张伟');
  await page.getByTestId('order-action-ok').click();
  await expect(dialog).toHaveCount(0);
  await expect(status(page)).toHaveText('待确认');
  await expect(page.getByTestId('order-field-feeTotal')).toContainText('100.00');
  await expect(page.getByTestId('order-field-feeRemote')).toContainText('23.25');
  await expect(page.getByTestId('order-field-resultRemark')).toHaveText('更换主板后通电正常');
  await logout(page);

  // The audits: the outlet's confirmation, the centre's, headquarters' closes it.
  await openAs(page, 'outlet_chaoyang', id);
  await act(page, 'networkConfirm');
  await expect(status(page)).toHaveText('待审核确认');
  await logout(page);
  await openAs(page, 'centre_north', id);
  await act(page, 'centreAudit');
  await expect(page.getByTestId('order-dim-audit')).toContainText('待总部审核');
  await logout(page);
  await openAs(page, 'admin', id);
  await act(page, 'doOrderFinish');
  await expect(status(page)).toHaveText('已完成');
  await expect(page.getByTestId('order-actions').getByRole('button', { name: /总部审核完成/ })).toHaveCount(0);

  const history = page.getByTestId('order-history').getByTestId('order-history-action');
  await expect(history).toHaveText(['新建工单', '派单到服务中心', '派单到网点', '接单', '派工', '预约', '上门签到', '完工', '支付', '网点确认', '中心审核', '总部审核完成']);
  await expect(page.getByTestId('order-history')).toContainText('工程师: 王建国');

  // What the server stored, to the cent, with the part and the payment.
  const admin = await basicApi(request);
  const stored = (await admin('soOrder/getDetail', { id })).order;
  expect(stored).toMatchObject({ remoteKm: '45.5', feeRemote: '23.25', feeDiscount: '3.25', payMethod: 'wechat', payStatus: 'paid', payer: '张伟' });
  // Headquarters' finish priced it (docs/settlement.md, Pricing): the typed service fee gave way to the standard's, the total to the formula's.
  const priced = await admin('sfOrderPricing/getByOrder', { orderId: id });
  expect(priced.items.service.source).toBe('standard');
  expect(stored).toMatchObject({ feeService: priced.items.service.value, feeTotal: priced.total });
  expect((await admin('soOrderHandle/getResult', { id })).parts).toMatchObject([{ code: 'P-MB-35GW', barcode, oldBarcode: 'OLD-0001', quantity: 1, factoryPrice: '150.00' }]);

  // The finished tab lists it.
  await page.goto('/workorder/order/index?tabIndex=finished');
  await page.locator('#search-order_orderNo').fill(orderNo);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('row').filter({ hasText: orderNo }).getByTestId('order-status')).toHaveText('已完成');
});

test('a new order is edited from its detail: the history names the changed fields, and an edit of a stale order is refused', async ({ page, request }) => {
  const order = await newOrder(request);
  await openAs(page, 'admin', order.id);
  const dialog = page.getByRole('dialog');

  await page.getByTestId('order-edit').click();
  await expect(dialog.locator('#address')).toHaveValue('北京市朝阳区望京街 1 号');
  await dialog.locator('#address').fill('北京市朝阳区望京街 2 号');
  await dialog.locator('#remark').fill('客户搬家，改到新地址');
  await dialog.getByTestId('order-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('order-field-address')).toHaveText('北京市朝阳区望京街 2 号');
  await expect(page.getByTestId('order-field-remark')).toHaveText('客户搬家，改到新地址');
  const edited = page.getByTestId('order-history-item').filter({ hasText: '修改工单' });
  await expect(edited).toContainText('修改了: 详细地址、备注');

  // Someone else changes the order while the form is open: saving it is refused with the reason, nothing changes.
  await page.getByTestId('order-edit').click();
  await dialog.locator('#address').fill('北京市朝阳区望京街 3 号');
  const call = await basicApi(request);
  const { order: current } = await call('soOrder/getDetail', { id: order.id });
  await call('soOrder/update', { id: order.id, version: current.version, remark: '电话里改了备注' });
  await dialog.getByTestId('order-submit').click();
  await expect(page.getByText('工单刚被他人处理，请刷新后重试')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.locator('.ant-modal-close').click();
  await page.getByTestId('order-detail').getByRole('button', { name: '刷新' }).click();
  await expect(page.getByTestId('order-field-remark')).toHaveText('电话里改了备注');
  await expect(page.getByTestId('order-field-address')).toHaveText('北京市朝阳区望京街 2 号');

  // Once it has left the editable statuses (here: cancelled), the button goes.
  await call('siteOrderDeal/cancel', { id: order.id, reason: '客户取消' });
  await page.getByTestId('order-detail').getByRole('button', { name: '刷新' }).click();
  await expect(status(page)).toHaveText('已取消');
  await expect(page.getByTestId('order-edit')).toHaveCount(0);
});
