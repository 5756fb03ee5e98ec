/**
 * Settlement statements in a real browser (issue 17): an order of the Chaoyang outlet finished with a completion
 * photo waits in the settlement pool; headquarters selects it and initiates settlement (its outlet, its finish date) and sends the
 * statement; the outlet confirms it; headquarters asks for the invoice; the outlet uploads it (number, amount, tax
 * rate, SAP fields); headquarters receives it and pays; the order is settled. Screens in Chinese and English.
 */
import { expect, type Page, test } from '@playwright/test';
import { basicApi, chooseLanguage, login, logout, openMenu, useLanguage } from './helpers.ts';
import { finishedWithPhoto } from './order-steps.ts';

const SHOTS = '/tmp/shots-settlement-statement';
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

  // The order is settled, at the amount priced from the settlement standard when headquarters finished it.
  const admin = await basicApi(request);
  const settled: { settle: string; feeTotal: string } = await admin('soOrder/getById', { id: order.id });
  expect(settled.settle).toBe('settled');
  const pricing: { items: { service: { source: string } }; total: string } = await admin('sfOrderPricing/getByOrder', { orderId: order.id });
  expect(pricing.items.service.source).toBe('standard');
  expect(pricing.total).toBe(settled.feeTotal);
  await closeAndLogout(page);

  // The payment moved the outlet's balance: its flow, named by the statement, as the outlet sees it in Spanish.
  await chooseLanguage(page, 'Español');
  await login(page, 'outlet_chaoyang');
  await openMenu(page, 'finance', 'finance.siteFinflow');
  // Newest first: the payment's flow (a penalty for its absolute amount, were the statement negative).
  const flow = page.getByTestId('resource-siteFinflow').getByRole('row').filter({ hasText: /ST\d{12}/ }).first();
  await expect(flow).toContainText(total.replace(/^-/, ''));
  await expect(flow).toContainText(total.startsWith('-') ? 'Penalización' : 'Liquidación');
  await page.screenshot({ path: `${SHOTS}/flows-es-ES.png`, fullPage: true });
});
