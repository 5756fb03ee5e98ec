/**
 * Steps on work orders shared by the end-to-end specs: an order registered through the API, a call taken on the
 * call-access screen, the completion form filled in, an order taken through headquarters' audit with a photo.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { basicApi, idByCode, tomorrowDay } from './helpers.ts';

/** A new repair order for a split air conditioner in Beijing Chaoyang (the Chaoyang outlet's area), registered at headquarters through the API; `fields` override. */
export async function newOrder(request: APIRequestContext, fields: Record<string, unknown> = {}) {
  const admin = await basicApi(request);
  const order: { id: number; orderNo: string } = await admin('soOrder/add', {
    orderType: 'repair',
    source: 'phone',
    serviceTypeId: await idByCode(admin, 'basServiceType', 'RPR-HOME'),
    userType: '1',
    brand: '示范',
    categoryId: await idByCode(admin, 'basItemCategory', 'AC-SPLIT'),
    customerName: '端到端',
    phone: '13912345678',
    provinceId: await idByCode(admin, 'basArea', '110000'),
    cityId: await idByCode(admin, 'basArea', '110100'),
    districtId: await idByCode(admin, 'basArea', '110105'),
    address: '北京市朝阳区望京街 1 号',
    faultDesc: '空调不制冷',
    ...fields,
  });
  return order;
}

/** A new order for a 1.5 HP wall air conditioner (KFR-35GW-A1) at the Chaoyang outlet with engineer 王建国, booked: on site (1040). */
export async function bookedWithWang(request: APIRequestContext) {
  const admin = await basicApi(request);
  const outlet = await basicApi(request, 'outlet_chaoyang');
  const wang = await basicApi(request, 'engineer_wang');
  const order = await newOrder(request, { itemId: await idByCode(admin, 'basItem', 'KFR-35GW-A1') });
  await admin('soOrderDispatch/assignSite', { id: order.id, siteId: await idByCode(admin, 'snUser', 'ASC-BJ-CY') });
  await outlet('siteOrderDeal/accept', { id: order.id });
  const engineers: { records: { id: number }[] } = await outlet('snSiteEngineer/getListPage', { size: '100', filters: { jobNo: 'E1001' } });
  await outlet('siteOrderDeal/assign', { id: order.id, engineerId: engineers.records[0].id });
  await wang('siteOrderDeal/book', { id: order.id, appointAt: `${tomorrowDay()} 10:00` });
  return order;
}

/** A call comes in: the call-access screen opens with the caller's number (a fresh page load: the app starts, then the lookup). */
export async function callFrom(page: Page, phone: string) {
  await page.goto(`/workorder/orderaccess/access/index?callMobile1=${phone}&index=1`);
  await expect(page.getByTestId('caller-profiles')).not.toHaveClass(/ant-card-loading/, { timeout: 45_000 });
}

export const orderForm = (page: Page) => page.getByTestId('order-form');
/** A field of the call's order form by its label. */
export const orderItem = (page: Page, label: string) => orderForm(page).locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
export async function choose(page: Page, label: string, option: string | RegExp) {
  await orderItem(page, label).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** Takes a repair order on the call for the appliance of this row, with the first service type (and what `fill` adds); its order number. */
export async function orderForAppliance(page: Page, serial: string, fill?: () => Promise<void>) {
  await page.getByTestId('caller-assets').locator('tr.ant-table-row').filter({ hasText: serial }).getByTestId('asset-order').click();
  await expect(orderItem(page, '序列号').locator('input')).toHaveValue(serial);
  await fill?.();
  await choose(page, '工单类型', '维修');
  await choose(page, '服务类型', /.+/);
  await orderItem(page, '故障描述').locator('textarea').fill('不制冷，来电报修');
  await page.getByTestId('order-submit').click();
  const created = page.getByTestId('order-created');
  await expect(created).toContainText(/工单 SO\d{12} 已创建/);
  return (await created.textContent())!.match(/SO\d{12}/)![0];
}

/** Picks the option of an antd select (by its test id) in the open dialog. */
async function pick(page: Page, testId: string, option: string) {
  await page.getByRole('dialog').getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

/**
 * Fills the open completion form as 王建国 would for the demo air conditioner that does not power on: the fault
 * tree (cascading), the main board replaced with a library barcode (an unknown one is refused when left), fees
 * the server computes (45.5 km against the outlet's 30 km base at 1.50 per km is 23.25; service 80, 3.25 off:
 * 100.00), decimal control, and the customer's WeChat payment.
 */
export async function fillCompletion(page: Page, dialog: Locator, barcode: string, payer: string) {
  await expect(dialog.getByTestId('completion-reason')).toHaveClass(/disabled/);
  await pick(page, 'completion-symptom', '不通电');
  await pick(page, 'completion-reason', '主板故障');
  await pick(page, 'completion-method', '更换主板');
  await dialog.getByTestId('completion-remark').fill('更换主板后通电正常');

  await dialog.getByTestId('completion-add-part').click();
  await dialog.getByTestId('completion-part-select').click();
  await page.keyboard.type('P-MB');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'P-MB-35GW' }).click();
  await expect(dialog.locator('#parts_0_factoryPrice')).toHaveValue('150.00');
  await dialog.getByTestId('completion-barcode').fill('NOT-A-BARCODE');
  await dialog.getByTestId('completion-old-barcode').click();
  await expect(dialog).toContainText('条码不存在');
  await dialog.getByTestId('completion-barcode').fill(barcode);
  await dialog.getByTestId('completion-old-barcode').fill('OLD-0001');
  await expect(dialog).not.toContainText('条码不存在');

  await dialog.locator('#remoteKm').fill('45.5');
  await dialog.locator('#feeService').fill('80');
  await dialog.locator('#feeDiscount').fill('3.25');
  await expect(dialog.getByTestId('completion-fee-remote')).toContainText('23.25');
  await expect(dialog.getByTestId('completion-fee-total')).toContainText('100.00');
  await dialog.locator('#feeBonus').fill('1.999');
  await expect(dialog.locator('#feeBonus')).toHaveValue('1.99');
  await dialog.locator('#feeBonus').fill('');

  await pick(page, 'completion-pay-method', '微信');
  await pick(page, 'completion-pay-status', '已支付');
  await dialog.getByTestId('completion-payer').fill(payer);
}

/** A serial code of the demo barcode library no other spec uses as a replaced part (uniqueness is checked). */
export async function libraryBarcode(request: APIRequestContext, fromEnd: number) {
  const { records }: { records: { serialNo: string }[] } = await (await basicApi(request))('basItemBarcode/getListPage', { size: '20' });
  return records[records.length - 1 - fromEnd].serialNo;
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A new order of the Chaoyang outlet through headquarters' audit, completed by 王建国 with a photo: ready to settle. */
export async function finishedWithPhoto(request: APIRequestContext) {
  const admin = await basicApi(request);
  const outlet = await basicApi(request, 'outlet_chaoyang');
  const wang = await basicApi(request, 'engineer_wang');
  const order = await newOrder(request);
  await admin('soOrderDispatch/assignSite', { id: order.id, siteId: await idByCode(admin, 'snUser', 'ASC-BJ-CY') });
  await outlet('siteOrderDeal/accept', { id: order.id });
  const engineers: { records: { id: number }[] } = await outlet('snSiteEngineer/getListPage', { size: '100', filters: { jobNo: 'E1001' } });
  await outlet('siteOrderDeal/assign', { id: order.id, engineerId: engineers.records[0].id });
  await wang('siteOrderDeal/book', { id: order.id, appointAt: `${tomorrowDay()} 10:00` });
  await wang('soOrderHandle/checkIn', { id: order.id });
  const uploaded = await request.post('/admin/sys-file/upload', { headers: wang.headers, multipart: { file: { name: '完工.png', mimeType: 'image/png', buffer: PNG } } });
  expect(uploaded.ok()).toBe(true);
  const photo = (await uploaded.json()).data.id as number;
  await wang('soOrderHandle/complete', {
    id: order.id,
    faultSymptomId: await idByCode(admin, 'basFaultSymptom', 'FS-NOPOWER'),
    faultReasonId: await idByCode(admin, 'basFaultReason', 'FR-SOCKET'),
    fixMethodId: await idByCode(admin, 'basFixMethod', 'FM-SOCKET'),
    photos: [photo],
  });
  await outlet('soOrderHandle/networkConfirm', { id: order.id });
  // The outlet's centre audits first when the order passed through one.
  // (headquarters' direct dispatch to the outlet still names the outlet's centre, whose audit comes first).
  const centre = await basicApi(request, 'centre_north');
  await centre('soOrderHandle/centreAudit', { id: order.id });
  await admin('soOrderDispatch/doOrderFinish', { id: order.id });
  return order;
}
