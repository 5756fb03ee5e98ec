/**
 * Steps on stock documents shared by the end-to-end specs, on the Chinese screens: the document form, a document
 * found by its number, its actions, a transfer shipped and received, the balance screen's rows, serial items bought
 * in through the API; and the parts documents on top of the ledger: a parts application or return found by its
 * number, an application approved in My processes.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { type BasicApi, idByCode, openMenu } from './helpers.ts';

export const form = (page: Page) => page.getByTestId('resource-form');
export const formItem = (page: Page, label: string) => form(page).locator('.ant-form-item').filter({ hasText: label });
export const option = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });
export const detail = (page: Page) => page.getByTestId('stock-doc-detail');
export const actionForm = (page: Page) => page.getByTestId('stock-action-form');
export const actionButtons = (page: Page) => detail(page).getByTestId('doc-actions').getByRole('button');
/** The detail's lines, one row each. */
export const detailLines = (page: Page) => detail(page).getByTestId('doc-lines').locator('tr.ant-table-row');

/** Chooses in a searchable select by typing what the option says. */
export async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await select.locator('input').fill(text);
  await option(page, text).first().click();
}

/** The cell of `row` under the column of `table` headed `title` (found by its header, not its place). */
export async function cellUnder(table: Locator, row: Locator, title: string) {
  const titles = (await table.locator('thead th').allTextContents()).map((s) => s.trim());
  const at = titles.indexOf(title);
  expect(at, `column ${title} of ${titles.join(', ')}`).toBeGreaterThanOrEqual(0);
  return row.locator('td').nth(at);
}

/** Opens a document screen (menu item, resource key), finds the document by its number and opens its detail. */
export async function openDoc(page: Page, menu: string, key: string, docNo: string) {
  await openMenu(page, 'parts', menu);
  const grid = page.getByTestId(`resource-${key}`);
  await grid.locator(`#search-${key}_docNo`).fill(docNo);
  await grid.getByRole('button', { name: /查\s*询/ }).click();
  await expect(grid.locator('tr.ant-table-row')).toHaveCount(1);
  await grid.getByTestId('row-detail').click();
  await expect(detail(page).getByTestId('doc-docNo')).toHaveText(docNo);
}

/** An action that asks only to be confirmed (submit, approve); the document is then in `status`. */
export async function confirmed(page: Page, action: 'submit' | 'approve', docNo: string, status: string) {
  await detail(page).getByTestId(`doc-${action}`).click();
  await page.getByRole('dialog').filter({ hasText: docNo }).getByRole('button', { name: /确\s*定/ }).last().click();
  await expect(detail(page).getByTestId('doc-status')).toHaveText(status);
}

/** An action that asks for a reason (reject, cancel); the document is then in `status`. */
export async function withReason(page: Page, action: 'reject' | 'cancel', reason: string, status: string) {
  await detail(page).getByTestId(`doc-${action}`).click();
  await actionForm(page).locator('textarea').fill(reason);
  await page.getByTestId('stock-action-ok').click();
  await expect(actionForm(page)).toBeHidden();
  await expect(detail(page).getByTestId('doc-status')).toHaveText(status);
}

/** Closes the detail by its close button (Escape misses it once a confirmation has taken the focus away). */
export async function closeDetail(page: Page) {
  await detail(page).locator('.ant-modal-close').click();
  // The test id sits on the dialog's root, which has no box of its own: gone, not hidden, is what shows it closed.
  await expect(detail(page)).toHaveCount(0);
}

/** Ships the open transfer with a waybill: it is outbound, and all of `qty` is still to arrive; the detail is closed. */
export async function ship(page: Page, waybill: string, qty: number) {
  await detail(page).getByTestId('doc-ship').click();
  await actionForm(page).locator('.ant-form-item').filter({ hasText: '承运商' }).locator('input').fill('顺丰');
  await actionForm(page).locator('.ant-form-item').filter({ hasText: '运单号' }).locator('input').fill(waybill);
  await page.getByTestId('stock-action-ok').click();
  await expect(detail(page).getByTestId('doc-status')).toHaveText('已出库');
  await expect(detail(page).getByTestId('doc-waybillNumber')).toHaveText(waybill);
  // Shipped and nothing received yet: the whole quantity is the difference.
  await expect(detailLines(page).locator('td').last()).toHaveText(String(qty));
  await closeDetail(page);
}

/** The receiving side finds the transfer by its number and receives all of it: nothing is left missing. */
export async function receive(page: Page, docNo: string, qty: number) {
  await openDoc(page, 'parts.transfer', 'spWhtowhHead', docNo);
  await expect(actionButtons(page)).toHaveText([/入\s*库/]);
  await detail(page).getByTestId('doc-receive').click();
  await expect(page.getByTestId('receive-qty-0')).toHaveValue(String(qty));
  await page.getByTestId('stock-action-ok').click();
  await expect(detail(page).getByTestId('doc-status')).toHaveText('入库中');
  await expect(detail(page).getByTestId('doc-receipt')).toHaveText('全部入库');
  await expect(detailLines(page).locator('td').last()).toHaveText('0');
  await expect(actionButtons(page)).toHaveCount(0);
  await closeDetail(page);
}

/** The balance screen's rows of the part, as "warehouse|<column>" (on hand unless another column is named). */
export async function balanceOf(page: Page, part: string, column = '现存') {
  await openMenu(page, 'parts', 'parts.balance');
  const balance = page.getByTestId('resource-partsBalance');
  await balance.locator('form .ant-form-item').filter({ hasText: '备件编码' }).locator('input').fill(part);
  await balance.getByRole('button', { name: /查\s*询/ }).click();
  // Rows of the part, or none (nothing of it in the caller's warehouses).
  await expect(balance.locator('tr.ant-table-row').filter({ hasText: part }).first().or(balance.getByTestId('grid-empty'))).toBeVisible();
  const titles = (await balance.locator('thead th').allTextContents()).map((s) => s.trim());
  const [warehouse, value] = [titles.indexOf('仓库'), titles.indexOf(column)];
  expect(value, column).toBeGreaterThanOrEqual(0);
  const cells = await balance.locator('tr.ant-table-row').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
  return cells.map((row) => `${row[warehouse]}|${row[value]}`);
}

/** Serial-numbered items of a part bought into a warehouse (a purchase stock-in through the API, one line each). */
export async function purchasedSerials(call: BasicApi, warehouse: string, part: string, barcodes: string[]) {
  const partsId = await idByCode(call, 'basParts', part);
  const doc: { id: number } = await call('spPartsInHeader/add', { docType: 'purchase', toWarehouseId: await idByCode(call, 'basWarehouse', warehouse), lines: barcodes.map((barcode) => ({ partsId, qty: 1, barcode })) });
  await call('spPartsInHeader/submit', { id: doc.id });
  await call('spPartsInHeader/approve', { id: doc.id });
  const { lines }: { lines: { id: number }[] } = await call('spPartsInHeader/getDetail', { id: doc.id });
  await call('spPartsInHeader/receive', { id: doc.id, lines: lines.map((l) => ({ id: l.id, qty: 1 })) });
}

export const applyDetail = (page: Page) => page.getByTestId('apply-detail');
export const applyField = (page: Page, name: string) => applyDetail(page).getByTestId(`apply-field-${name}`);

/** The application's detail from the parts applications screen, found by its number. */
export async function openApply(page: Page, applyNo: string) {
  await openMenu(page, 'parts', 'parts.apply');
  const grid = page.getByTestId('resource-partsApply');
  await grid.locator('form .ant-form-item').filter({ hasText: '申请单号' }).locator('input').fill(applyNo);
  await grid.getByRole('button', { name: /查\s*询/ }).click();
  await grid.getByTestId('apply-open').filter({ hasText: applyNo }).click();
  await expect(applyField(page, 'applyNo')).toHaveText(applyNo);
}

/** Approves the application's pending step in My processes; the process then stands at `next`. */
export async function approveInMyProcesses(page: Page, applyNo: string, next: string) {
  await page.getByTestId('menu-process').click();
  await page.getByTestId('process-tab-pending').click();
  await page.getByRole('row').filter({ hasText: applyNo }).getByTestId('process-handle').click();
  await page.getByTestId('process-approve').click();
  await page.getByTestId('process-action-ok').click();
  await expect(page.getByTestId('process-current-step')).toHaveText(next);
}

export const returnDetail = (page: Page) => page.getByTestId('return-detail');
export const returnField = (page: Page, name: string) => returnDetail(page).getByTestId(`return-field-${name}`);

/** The old-part return's detail from its screen, found by its number. */
export async function openReturn(page: Page, returnNo: string) {
  await openMenu(page, 'parts', 'parts.returnOld');
  const grid = page.getByTestId('resource-partsReturn');
  await grid.locator('form .ant-form-item').filter({ hasText: '返还单号' }).locator('input').fill(returnNo);
  await grid.getByRole('button', { name: /查\s*询/ }).click();
  await grid.getByTestId('return-open').filter({ hasText: returnNo }).click();
  await expect(returnField(page, 'returnNo')).toHaveText(returnNo);
}
