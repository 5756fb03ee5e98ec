/**
 * The completion form in a real browser: an order moved through the API to the engineer's check-in (1040) is
 * completed by 王建国 with the fault tree, a replaced part whose barcode is checked when it is left, fees the
 * server computes (the remote fee by the outlet's rule) and the customer's payment; the detail then shows the
 * total the server stored.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { login, PASSWORD, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

async function api(request: APIRequestContext, username: string) {
  const token = await request.post('/auth/oauth/token?grant_type=password&scope=server', {
    headers: { authorization: `Basic ${Buffer.from('test:test').toString('base64')}`, 'TENANT-ID': '1' },
    form: { username, password: PASSWORD },
  });
  expect(token.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await token.json()).access_token}`, 'TENANT-ID': '1' };
  const call = async (path: string, data: object) => {
    const res = await request.post(`/basic/${path}`, { headers, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()).objx;
  };
  return Object.assign(call, { get: async (path: string) => (await (await request.get(path, { headers })).json()).data });
}

/** A new order taken by the Chaoyang outlet's engineer Wang, booked for tomorrow and checked in; and a barcode of the library. */
async function checkedInOrder(request: APIRequestContext) {
  const admin = await api(request, 'admin');
  const idOf = async (resource: string, filters: Record<string, string>) => (await admin(`${resource}/getListPage`, { filters })).records[0].id as number;
  const order = (await admin('soOrder/add', {
    orderType: 'repair',
    source: 'phone',
    serviceTypeId: await idOf('basServiceType', { code: 'RPR-HOME' }),
    userType: '1',
    brand: '示范',
    categoryId: await idOf('basItemCategory', { code: 'AC-SPLIT' }),
    customerName: '完工测试',
    phone: `138${String(Date.now()).slice(-8)}`,
    provinceId: await idOf('basArea', { code: '110000' }),
    cityId: await idOf('basArea', { code: '110100' }),
    districtId: await idOf('basArea', { code: '110105' }),
    address: '北京市朝阳区望京街 3 号',
    faultDesc: '不通电',
  })) as { id: number; orderNo: string };
  const { id } = order;
  const centres = (await admin.get('/admin/dept/getData?kind=centre')) as { id: number; name: string }[];
  await admin('soOrderDispatch/assignOrg', { id, centreId: centres.find((c) => c.name === '华北服务中心')?.id });
  await (await api(request, 'centre_north'))('soOrderDispatch/assignSite', { id, siteId: await idOf('snUser', { code: 'ASC-BJ-CY' }) });
  const outlet = await api(request, 'outlet_chaoyang');
  await outlet('siteOrderDeal/accept', { id });
  await outlet('siteOrderDeal/assign', { id, engineerId: await idOf('snSiteEngineer', { jobNo: 'E1001' }) });
  const wang = await api(request, 'engineer_wang');
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await wang('siteOrderDeal/book', { id, appointAt: `${tomorrow} 10:00` });
  await wang('soOrderHandle/checkIn', { id });
  const barcodes = (await admin('basItemBarcode/getListPage', { size: '20' })).records as { serialNo: string }[];
  return { ...order, barcode: barcodes[barcodes.length - 1].serialNo };
}

/** Picks the option of an antd select in the open dialog. */
async function pick(page: Page, testId: string, option: string) {
  await page.getByRole('dialog').getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

test('an engineer completes an order with the fault tree, a part, fees and the payment; the detail shows the stored total', async ({ page, request }) => {
  test.setTimeout(240_000);
  const order = await checkedInOrder(request);
  await login(page, 'engineer_wang');
  await page.goto(`/workorder/order/detail/${order.id}`);
  await expect(page.getByTestId('order-detail-no')).toHaveText(order.orderNo);

  await page.getByTestId('order-action-complete').click();
  const dialog = page.getByTestId('order-action-form-complete');
  await expect(dialog).toBeVisible();

  // The fault tree cascades: the cause waits for the phenomenon, the measure for the cause.
  await expect(dialog.getByTestId('completion-reason')).toHaveClass(/disabled/);
  await pick(page, 'completion-symptom', '不通电');
  await pick(page, 'completion-reason', '主板故障');
  await pick(page, 'completion-method', '更换主板');

  await dialog.getByTestId('completion-remark').fill('更换主板后通电正常');

  // A part from the catalogue: its factory price fills in; a barcode the library does not know is refused when left.
  await dialog.getByTestId('completion-add-part').click();
  await dialog.getByTestId('completion-part-select').click();
  await page.keyboard.type('P-MB');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'P-MB-35GW' }).click();
  await expect(dialog.locator('#parts_0_factoryPrice')).toHaveValue('150.00');
  await dialog.getByTestId('completion-barcode').fill('NOT-A-BARCODE');
  await dialog.getByTestId('completion-old-barcode').click();
  await expect(dialog).toContainText('条码不存在');
  await dialog.getByTestId('completion-barcode').fill(order.barcode);
  await dialog.getByTestId('completion-old-barcode').fill('OLD-0001');
  await expect(dialog).not.toContainText('条码不存在');

  // Fees: 45.5 km with the outlet's base of 30 km at 1.50 per km is 23.25; with a service fee of 80 and 3.25 off, 100.00.
  await dialog.locator('#remoteKm').fill('45.5');
  await dialog.locator('#feeService').fill('80');
  await dialog.locator('#feeDiscount').fill('3.25');
  await expect(dialog.getByTestId('completion-fee-remote')).toContainText('23.25');
  await expect(dialog.getByTestId('completion-fee-total')).toContainText('100.00');
  // Decimal control: a third decimal is not taken.
  await dialog.locator('#feeBonus').fill('1.999');
  await expect(dialog.locator('#feeBonus')).toHaveValue('1.99');
  await dialog.locator('#feeBonus').fill('');

  await pick(page, 'completion-pay-method', '微信');
  await pick(page, 'completion-pay-status', '已支付');
  await dialog.getByTestId('completion-payer').fill('完工测试');
  await page.screenshot({ path: '/tmp/shots-onsite/e2e-completion-zh-CN.png', fullPage: true });

  await page.getByTestId('order-action-ok').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('order-detail').getByTestId('order-status')).toHaveText('待确认');
  await expect(page.getByTestId('order-field-feeTotal')).toContainText('100.00');
  await expect(page.getByTestId('order-field-feeRemote')).toContainText('23.25');
  await expect(page.getByTestId('order-field-resultRemark')).toHaveText('更换主板后通电正常');
  await expect(page.getByTestId('order-history')).toContainText('完工');

  // What the server stored, to the cent, with the part and the payment.
  const wang = await api(request, 'engineer_wang');
  const detail = await wang('soOrder/getDetail', { id: order.id });
  expect(detail.order).toMatchObject({ remoteKm: '45.5', feeService: '80.00', feeRemote: '23.25', feeDiscount: '3.25', feeTotal: '100.00', payMethod: 'wechat', payStatus: 'paid', payer: '完工测试' });
  expect((await wang('soOrderHandle/getResult', { id: order.id })).parts).toMatchObject([{ code: 'P-MB-35GW', barcode: order.barcode, oldBarcode: 'OLD-0001', quantity: 1, factoryPrice: '150.00' }]);
  expect(detail.history.map((h: { action: string }) => h.action).slice(-2)).toEqual(['complete', 'pay']);
});
