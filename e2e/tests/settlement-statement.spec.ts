/**
 * Settlement statements in a real browser (issue 17): an order of the Chaoyang outlet finished with a completion
 * photo waits in the settlement pool; headquarters selects it and initiates settlement (its outlet, its finish date) and sends the
 * statement; the outlet confirms it; headquarters asks for the invoice; the outlet uploads it (number, amount, tax
 * rate, SAP fields); headquarters receives it and pays; the order is settled. Screens in Chinese and English.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { basicApi, chooseLanguage, idByCode, login, logout, openMenu, useLanguage } from './helpers.ts';
import { newOrder } from './order-steps.ts';

const SHOTS = '/tmp/shots-settlement-statement';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A new order of the Chaoyang outlet through headquarters' audit, completed by 王建国 with a photo: ready to settle. */
async function finishedWithPhoto(request: APIRequestContext) {
  const admin = await basicApi(request);
  const outlet = await basicApi(request, 'outlet_chaoyang');
  const wang = await basicApi(request, 'engineer_wang');
  const order = await newOrder(request);
  await admin('soOrderDispatch/assignSite', { id: order.id, siteId: await idByCode(admin, 'snUser', 'ASC-BJ-CY') });
  await outlet('siteOrderDeal/accept', { id: order.id });
  const engineers: { records: { id: number }[] } = await outlet('snSiteEngineer/getListPage', { size: '100', filters: { jobNo: 'E1001' } });
  await outlet('siteOrderDeal/assign', { id: order.id, engineerId: engineers.records[0].id });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await wang('siteOrderDeal/book', { id: order.id, appointAt: `${tomorrow} 10:00` });
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

const detail = (page: Page) => page.getByTestId('statement-detail');

/** The statement of the outlet in the statements grid, newest first, opened. */
async function openLatest(page: Page) {
  await openMenu(page, 'finance', 'finance.statement');
  await page.getByTestId('statement-open').first().click();
  await expect(detail(page).getByTestId('statement-status')).toBeVisible();
}

/** Closes the detail (its dialog covers the sidebar) and signs out. */
async function closeAndLogout(page: Page) {
  await detail(page).locator('.ant-modal-close').click();
  await expect(detail(page).getByTestId('statement-status')).toBeHidden();
  // The sign-out confirmation is answered in Chinese (helpers.ts).
  if ((await page.getByTestId('language').textContent())?.includes('English')) await chooseLanguage(page, '简体中文');
  await logout(page);
}

/** Clicks an action of the detail; confirms a plain one. */
async function act(page: Page, action: string) {
  await detail(page).getByTestId(`statement-${action}`).click();
  await page.locator('.ant-modal-confirm').getByRole('button').last().click();
}

test('headquarters settles an outlet; the outlet confirms and invoices; headquarters receives the invoice and pays', async ({ page, request }) => {
  test.setTimeout(240_000);
  const order = await finishedWithPhoto(request);
  await useLanguage(page, 'zh-CN');

  // Headquarters finds the order ready in the pool, selects it and initiates settlement for its outlet and finish date.
  await login(page, 'admin');
  await openMenu(page, 'finance', 'finance.settlePool');
  const filters = page.getByTestId('pool-filters');
  await filters.getByTestId('pool-order-no').fill(order.orderNo);
  await filters.getByTestId('pool-search').click();
  const row = page.getByTestId('pool-table').locator('tr.ant-table-row').filter({ hasText: order.orderNo });
  await expect(row.getByTestId('pool-ready')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pool-zh-CN.png`, fullPage: true });
  await row.locator('.ant-checkbox-input').check();
  await page.getByTestId('pool-initiate').click();
  await page.getByTestId('pool-initiate-ok').click();
  await expect(row).toBeHidden();

  // The statement: generated with the order's line; sent to the outlet.
  await openLatest(page);
  await expect(detail(page).getByTestId('statement-lines')).toContainText(order.orderNo);
  await expect(detail(page).getByTestId('statement-status')).toHaveText('已生成');
  await page.screenshot({ path: `${SHOTS}/statement-zh-CN.png`, fullPage: true });
  await act(page, 'send');
  await expect(detail(page).getByTestId('statement-status')).toHaveText('待确认');
  await closeAndLogout(page);

  // The outlet confirms, in English.
  await chooseLanguage(page, 'English');
  await login(page, 'outlet_chaoyang');
  await openLatest(page);
  await expect(detail(page).getByTestId('statement-actions')).toContainText('Raise objection');
  await page.screenshot({ path: `${SHOTS}/to-confirm-en-US.png`, fullPage: true });
  await act(page, 'confirm');
  await expect(detail(page).getByTestId('statement-status')).toHaveText('Confirmed');
  await closeAndLogout(page);

  // Headquarters asks for the invoice.
  await chooseLanguage(page, '简体中文');
  await login(page, 'admin');
  await openLatest(page);
  await act(page, 'askInvoice');
  await expect(detail(page).getByTestId('statement-status')).toHaveText('待开票');
  await closeAndLogout(page);

  // The outlet uploads its invoice for the total.
  await chooseLanguage(page, 'English');
  await login(page, 'outlet_chaoyang');
  await openLatest(page);
  const total = (await detail(page).getByTestId('statement-total').textContent()) ?? '';
  await detail(page).getByTestId('statement-invoice').click();
  const form = page.getByTestId('statement-action-form');
  await form.getByTestId('invoice-invoiceNo').fill('INV-E2E-0001');
  await expect(form.getByTestId('invoice-invoiceAmount')).toHaveValue(total);
  await form.getByTestId('invoice-vbeln').fill('90001234');
  await form.getByTestId('invoice-kunnr').fill('C-CY-01');
  await page.screenshot({ path: `${SHOTS}/invoice-en-US.png`, fullPage: true });
  await page.getByTestId('statement-action-ok').click();
  await expect(detail(page).getByTestId('statement-status')).toHaveText('Invoiced');
  await expect(detail(page).getByTestId('statement-invoice-no')).toHaveText('INV-E2E-0001');
  await closeAndLogout(page);

  // Headquarters receives the invoice and pays.
  await chooseLanguage(page, '简体中文');
  await login(page, 'admin');
  await openLatest(page);
  await act(page, 'receiveInvoice');
  await expect(detail(page).getByTestId('statement-status')).toHaveText('已收票');
  await act(page, 'pay');
  await expect(detail(page).getByTestId('statement-status')).toHaveText('已结算');
  await expect(detail(page).getByTestId('statement-history')).toContainText('付款');
  await page.screenshot({ path: `${SHOTS}/settled-zh-CN.png`, fullPage: true });

  // The order is settled.
  const admin = await basicApi(request);
  const settled: { settle: string } = await admin('soOrder/getById', { id: order.id });
  expect(settled.settle).toBe('settled');
});
