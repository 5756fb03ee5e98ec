/**
 * Parts returns in a real browser (issue 16): 王师傅 completes an order replacing a part marked for return to the
 * factory; the Chaoyang outlet puts the old part on a return and ships it; the north centre receives it, inspects it
 * (accepted) and sends it on to headquarters (RTV); the work order shows where its old part stands. The demo's overdue
 * old part is on the no-return list with its totals. The screens in Chinese and in English.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { basicApi, idByCode, login, logout, openMenu, useLanguage } from './helpers.ts';
import { newOrder } from './order-steps.ts';

const SHOTS = '/tmp/shots-parts-return';

/** A new order of the Chaoyang outlet completed by 王建国 with a replaced board marked for return. */
async function completedWithOldPart(request: APIRequestContext) {
  const admin = await basicApi(request);
  const outlet = await basicApi(request, 'outlet_chaoyang');
  const wang = await basicApi(request, 'engineer_wang');
  const order = await newOrder(request, { itemId: await idByCode(admin, 'basItem', 'KFR-35GW-A1') });
  await admin('soOrderDispatch/assignSite', { id: order.id, siteId: await idByCode(admin, 'snUser', 'ASC-BJ-CY') });
  await outlet('siteOrderDeal/accept', { id: order.id });
  const engineers: { records: { id: number }[] } = await outlet('snSiteEngineer/getListPage', { size: '100', filters: { jobNo: 'E1001' } });
  await outlet('siteOrderDeal/assign', { id: order.id, engineerId: engineers.records[0].id });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await wang('siteOrderDeal/book', { id: order.id, appointAt: `${tomorrow} 10:00` });
  await wang('soOrderHandle/checkIn', { id: order.id });
  await wang('soOrderHandle/complete', {
    id: order.id,
    faultSymptomId: await idByCode(admin, 'basFaultSymptom', 'FS-NOPOWER'),
    faultReasonId: await idByCode(admin, 'basFaultReason', 'FR-BOARD'),
    fixMethodId: await idByCode(admin, 'basFixMethod', 'FM-BOARD'),
    parts: [{ partsId: await idByCode(admin, 'basParts', 'P-MB-35GW'), quantity: 1, returnFlag: true }],
  });
  return order;
}

const detail = (page: Page) => page.getByTestId('return-detail');
const field = (page: Page, name: string) => detail(page).getByTestId(`return-field-${name}`);

/** The old-part return's detail from its screen, found by its number. */
async function openReturn(page: Page, returnNo: string, label = '返还单号') {
  await openMenu(page, 'parts', 'parts.returnOld');
  const grid = page.getByTestId('resource-partsReturn');
  await grid.locator('form .ant-form-item').filter({ hasText: label }).locator('input').fill(returnNo);
  await grid.getByRole('button', { name: /查\s*询|Search/ }).click();
  await grid.getByTestId('return-open').filter({ hasText: returnNo }).click();
  await expect(field(page, 'returnNo')).toHaveText(returnNo);
}

test('an outlet returns an old part of a completed order; the centre receives, inspects and sends it on', async ({ page, request }) => {
  test.setTimeout(180_000);
  const order = await completedWithOldPart(request);
  await useLanguage(page, 'zh-CN');

  // The outlet puts the old part on a return and ships it.
  await login(page, 'outlet_chaoyang');
  await openMenu(page, 'parts', 'parts.returnOld');
  await page.getByTestId('resource-partsReturn').getByTestId('add').click();
  const form = page.getByTestId('return-form');
  const choice = form.getByTestId('return-old-choices').locator('tr.ant-table-row').filter({ hasText: order.orderNo });
  await expect(choice).toContainText('P-MB-35GW');
  await choice.locator('.ant-checkbox-input').check();
  await page.screenshot({ path: `${SHOTS}/old-form-zh-CN.png` });
  await page.getByTestId('return-save').click();
  const row = page.getByTestId('resource-partsReturn').locator('tr.ant-table-row').first();
  await expect(row).toContainText('草稿');
  const returnNo = (await row.getByTestId('return-open').textContent())!.trim();
  expect(returnNo).toMatch(/^RO\d{12}$/);
  await row.getByTestId('return-open').click();
  await expect(detail(page).getByTestId('return-actions').getByRole('button')).toHaveText([/修\s*改/, /发\s*货/, '取消返还单']);
  await detail(page).getByTestId('return-ship').click();
  await page.getByTestId('return-action-form').getByTestId('return-carrier').fill('顺丰速运');
  await page.getByTestId('return-action-form').getByTestId('return-waybill').fill('SF4000000001');
  await page.getByTestId('return-action-ok').click();
  await expect(field(page, 'status')).toHaveText('已发货');
  await expect(detail(page).getByTestId('return-actions')).toHaveCount(0);
  await detail(page).locator('.ant-modal-close').click();
  await logout(page);

  // The centre receives it, inspects it (accepted) and sends it on to headquarters.
  await login(page, 'centre_north');
  await openReturn(page, returnNo);
  await detail(page).getByTestId('return-receive').click();
  await page.getByRole('dialog').filter({ hasText: returnNo }).getByRole('button', { name: /确\s*定/ }).last().click();
  await expect(field(page, 'status')).toHaveText('已签收');
  await detail(page).getByTestId('return-inspect').click();
  await page.getByTestId('return-verdict-0').getByText('合格', { exact: true }).click();
  await page.screenshot({ path: `${SHOTS}/inspect-zh-CN.png` });
  await page.getByTestId('return-action-ok').click();
  await expect(field(page, 'status')).toHaveText('已检验');
  await expect(detail(page).getByTestId('return-lines').locator('tr.ant-table-row')).toContainText([/P-MB-35GW.*合格/]);
  await detail(page).getByTestId('return-rtv').click();
  await page.getByTestId('return-action-form').getByTestId('return-carrier').fill('德邦物流');
  await page.getByTestId('return-action-form').getByTestId('return-waybill').fill('DB4000000002');
  await page.getByTestId('return-action-ok').click();
  await expect(field(page, 'status')).toHaveText('已返厂');
  await expect(detail(page).getByTestId('return-history-item')).toHaveCount(5);
  await page.screenshot({ path: `${SHOTS}/rtv-detail-zh-CN.png` });
  await detail(page).locator('.ant-modal-close').click();

  // The work order shows its old part and where it stands.
  await page.goto(`/workorder/order/detail/${order.id}`);
  const section = page.getByTestId('order-old-parts');
  await expect(section.locator('tr.ant-table-row')).toContainText([new RegExp(`P-MB-35GW.*${returnNo}.*已返厂.*合格`)]);
  await page.screenshot({ path: `${SHOTS}/order-old-parts-zh-CN.png`, fullPage: true });
});

test("the demo's overdue old part is on the no-return list, with its totals", async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await login(page);
  await openMenu(page, 'parts', 'parts.noReturn');
  const grid = page.getByTestId('resource-partsNoReturn');
  await expect(grid.locator('tr.ant-table-row').filter({ hasText: 'P-MB-OUT' }).first()).toContainText('北京朝阳网点');
  await expect(page.getByTestId('no-return-totals')).toContainText('合计');
  await page.screenshot({ path: `${SHOTS}/no-return-zh-CN.png` });
});

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-US'));

  test('the return screens and the no-return list', async ({ page }) => {
    await login(page, 'centre_north');
    await openMenu(page, 'parts', 'parts.returnOld');
    await expect(page.getByTestId('return-tabs').getByRole('tab')).toHaveText(['All', 'Draft', 'Shipped', 'Received', 'Inspected', 'Returned to vendor', 'Cancelled']);
    await page.getByTestId('return-tabs').getByRole('tab', { name: 'Inspected' }).click();
    await page.getByTestId('resource-partsReturn').getByTestId('return-open').first().click();
    await expect(detail(page).getByTestId('return-lines')).toContainText('Rejected');
    await page.screenshot({ path: `${SHOTS}/old-detail-en-US.png` });
    await detail(page).locator('.ant-modal-close').click();
    await openMenu(page, 'parts', 'parts.returnNew');
    await expect(page.getByTestId('return-tabs').filter({ visible: true }).getByRole('tab')).toHaveText(['All', 'Draft', 'Shipped', 'Received', 'Cancelled']);
    await expect(page.getByTestId('resource-partsReturn').filter({ visible: true }).getByTestId('return-open').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/new-grid-en-US.png` });
    await openMenu(page, 'parts', 'parts.noReturn');
    await expect(page.getByTestId('no-return-totals')).toContainText('Total:');
    await page.screenshot({ path: `${SHOTS}/no-return-en-US.png` });
  });
});
