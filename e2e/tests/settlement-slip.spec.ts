/**
 * Billing slips in a real browser (issue 17): a statement of the Chaoyang outlet paid (through the API); headquarters
 * posts it on 结算单据 (the outlet's bank data filled in as the payee's, the actual amount shown as the handling fee is
 * typed) and approves the slip; the outlet confirms the money's arrival in English. Screens in Chinese and English.
 */
import { expect, type Page, test } from '@playwright/test';
import { basicApi, chooseLanguage, idByCode, login, logout, openMenu, useLanguage } from './helpers.ts';
import { finishedWithPhoto } from './order-steps.ts';

const SHOTS = '/tmp/shots-settlement-slip';
const detail = (page: Page) => page.getByTestId('bill-slip-detail');

test('headquarters posts a paid statement on a billing slip and approves it; the outlet confirms the arrival', async ({ page, request }) => {
  test.setTimeout(240_000);
  const admin = await basicApi(request);
  const outlet = await basicApi(request, 'outlet_chaoyang');
  const today = new Date().toISOString().slice(0, 10);
  const site = await idByCode(admin, 'snUser', 'ASC-BJ-CY');
  /** A new finished order settled in a batch of its own and paid: the statement. */
  const paidStatement = async (): Promise<{ id: number; statementNo: string; totalAmount: string }> => {
    await finishedWithPhoto(request);
    const { batchNo } = await admin('sfBatchSettle/batchSettle', { periodStart: today, periodEnd: today, siteIds: [site] });
    const { records } = await admin('sfBatchSettle/getListPage', { size: '10', filters: { batchNo } });
    const { id, totalAmount } = records[0];
    await admin('sfBatchSettle/send', { id });
    await outlet('sfBatchSettle/confirm', { id });
    await admin('sfBatchSettle/askInvoice', { id });
    await outlet('sfBatchSettle/invoice', { id, invoice: { invoiceNo: `INV-SLIP-${id}`, invoiceAmount: totalAmount, taxRate: '6' } });
    await admin('sfBatchSettle/receiveInvoice', { id });
    await admin('sfBatchSettle/pay', { id });
    return records[0];
  };
  // The outlet's first statement also takes the demo's standing sheets and overdue old parts, which may outweigh its
  // order: a slip records money paid, so the next statement (its order alone) is the one to post.
  let statement = await paidStatement();
  if (Number(statement.totalAmount) <= 0) statement = await paidStatement();
  const actual = (Number(statement.totalAmount) - 3.5).toFixed(2);

  // Headquarters posts the paid statement: the payee is the outlet's bank account.
  await useLanguage(page, 'zh-CN');
  await login(page, 'admin');
  await openMenu(page, 'finance', 'finance.billSlip');
  await page.getByTestId('add').click();
  const form = page.getByTestId('bill-slip-form');
  await form.locator('.ant-form-item').filter({ hasText: '已付款结算单' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: statement.statementNo }).click();
  await expect(form.getByTestId('bill-slip-payeeAccount')).toHaveValue('0200123409000123456');
  await form.locator('.ant-form-item').filter({ hasText: '入账账户' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '服务工时费' }).click();
  await form.getByTestId('bill-slip-handlingFee').fill('3.50');
  await expect(form.getByTestId('bill-slip-amounts')).toContainText(actual);
  await form.getByTestId('bill-slip-payerName').fill('示范电器有限公司');
  await form.getByTestId('bill-slip-payerBank').fill('招商银行杭州钱塘支行');
  await form.getByTestId('bill-slip-payerAccount').fill('571908765432101');
  await form.getByTestId('bill-slip-amounts').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/form-zh-CN.png`, fullPage: true });
  await page.getByTestId('bill-slip-save').click();
  await expect(form).toBeHidden();

  // Pending approval; headquarters approves it.
  await page.getByTestId('bill-slip-open').first().click();
  await expect(detail(page).getByTestId('bill-slip-status').first()).toHaveText('待审批');
  await expect(detail(page).getByTestId('bill-slip-actual')).toHaveText(actual);
  await detail(page).getByTestId('bill-slip-approve').click();
  await page.getByTestId('bill-slip-reason').fill('同意入账');
  await page.getByTestId('bill-slip-action-ok').click();
  await expect(detail(page).getByTestId('bill-slip-status').first()).toHaveText('已审批');
  await page.screenshot({ path: `${SHOTS}/approved-zh-CN.png`, fullPage: true });
  await detail(page).locator('.ant-modal-close').click();
  await logout(page);

  // The outlet confirms the money arrived, in English (chosen in the top bar once signed in).
  await login(page, 'outlet_chaoyang');
  await chooseLanguage(page, 'English');
  await expect(page.getByTestId('menu-finance')).toContainText('Finance centre');
  await openMenu(page, 'finance', 'finance.billSlip');
  await expect(page.getByTestId('bill-slip-open').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/grid-en-US.png`, fullPage: true });
  await page.getByTestId('bill-slip-open').first().click();
  await expect(detail(page).getByTestId('bill-slip-payee')).toContainText('0200123409000123456');
  await detail(page).getByTestId('bill-slip-arrive').click();
  await page.getByTestId('bill-slip-action-ok').click();
  await expect(detail(page).getByTestId('bill-slip-status').first()).toHaveText('Arrived');
  await expect(detail(page).getByTestId('bill-slip-actions')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/arrived-en-US.png`, fullPage: true });

  // One flow for the paid statement: the slip posted nothing.
  const flows: { records: { kind: string; amount: string }[] } = await admin('sfSiteFinflow/getListPage', { size: '50', filters: { docNo: statement.statementNo } });
  expect(flows.records.map((f) => [f.kind, f.amount])).toEqual([['settle', statement.totalAmount]]);
});
