/**
 * Parts management in a real browser (issue 15): headquarters transfers a part to the north centre through the
 * transfer screen (created, submitted, shipped), the centre receives it, and the balance screen shows it arrive.
 */
import { expect, type Page, test } from '@playwright/test';
import { basicApi, idByCode, login, logout, openMenu, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const PART = 'P-MB-WH';
const form = (page: Page) => page.getByTestId('resource-form');
const formItem = (page: Page, label: string) => form(page).locator('.ant-form-item').filter({ hasText: label });
const option = (page: Page, text: string) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });
const detail = (page: Page) => page.getByTestId('stock-doc-detail');
const actionForm = (page: Page) => page.getByTestId('stock-action-form');

/** Chooses in a searchable select by typing what the option says. */
async function choose(page: Page, select: ReturnType<Page['locator']>, text: string) {
  await select.click();
  await select.locator('input').fill(text);
  await option(page, text).first().click();
}

/** The balance screen's rows of the part, as "warehouse|on hand" (columns: 仓库 … 现存). */
async function balanceOf(page: Page, part: string) {
  const grid = page.getByTestId('resource-partsBalance');
  await grid.locator('form .ant-form-item').filter({ hasText: '备件编码' }).locator('input').fill(part);
  await grid.getByRole('button', { name: /查\s*询/ }).click();
  await expect(grid.locator('tr.ant-table-row').first()).toContainText(part);
  const rows = grid.locator('tr.ant-table-row');
  return (await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')))).map((cells) => `${cells[0]}|${cells[4]}`);
}

test('a transfer from headquarters to the north centre: created, submitted and shipped at HQ, received by the centre, seen in the balance', async ({ page, request }) => {
  const call = await basicApi(request);
  const hq = await idByCode(call, 'basWarehouse', 'WH-HQ');
  const { records } = await call('partsBalance/getListPage', { current: '1', size: '50', filters: { warehouseId: String(hq), partsCode: PART } });
  const location = String(records[0].locationId);

  await login(page);
  await openMenu(page, 'parts', 'parts.balance');
  expect(await balanceOf(page, PART)).toContain('总部中心仓|30');
  expect((await balanceOf(page, PART)).some((r) => r.startsWith('华北中心仓'))).toBe(false);

  // Created through the form: the type, both warehouses, one line of the part from its shelf.
  await openMenu(page, 'parts', 'parts.transfer');
  await page.getByTestId('add').click();
  await formItem(page, '单据类型').locator('.ant-select').click();
  await option(page, '调拨').click();
  await choose(page, formItem(page, '出库仓库').locator('.ant-select'), 'WH-HQ');
  await choose(page, formItem(page, '入库仓库').locator('.ant-select'), 'WH-SC-N');
  await form(page).getByRole('button', { name: /新\s*增/ }).click();
  const line = form(page).locator('.ant-table-tbody tr.ant-table-row').first();
  await choose(page, line.locator('td').nth(0).locator('.ant-select'), PART);
  await line.locator('td').nth(1).locator('input').fill('4');
  await line.locator('td').nth(2).locator('input').fill(location);
  await page.getByRole('dialog').filter({ has: form(page) }).getByRole('button', { name: /保\s*存/ }).click();
  await expect(form(page)).toBeHidden();

  // The newest document heads the grid: its detail offers what a draft allows.
  const grid = page.getByTestId('resource-spWhtowhHead');
  const first = grid.locator('tr.ant-table-row').first();
  await expect(first).toContainText('草稿');
  const docNo = (await first.locator('td').first().textContent())?.trim() ?? '';
  await first.getByTestId('row-detail').click();
  await expect(detail(page).getByTestId('doc-docNo')).toHaveText(docNo);
  await expect(detail(page).getByTestId('doc-actions').getByRole('button')).toHaveText([/提\s*交/, /取\s*消/]);
  await detail(page).getByTestId('doc-submit').click();
  await page.getByRole('dialog').filter({ hasText: docNo }).getByRole('button', { name: /确\s*定/ }).last().click();
  await expect(detail(page).getByTestId('doc-status')).toHaveText('待审核');

  await detail(page).getByTestId('doc-ship').click();
  await actionForm(page).locator('.ant-form-item').filter({ hasText: '承运商' }).locator('input').fill('顺丰');
  await actionForm(page).locator('.ant-form-item').filter({ hasText: '运单号' }).locator('input').fill('SF-E2E-1');
  await page.getByTestId('stock-action-ok').click();
  await expect(detail(page).getByTestId('doc-status')).toHaveText('已出库');
  await expect(detail(page).getByTestId('doc-waybillNumber')).toHaveText('SF-E2E-1');
  await expect(detail(page).getByTestId('doc-lines')).toContainText('4');
  await page.keyboard.press('Escape');
  await expect(detail(page)).toBeHidden();
  await openMenu(page, 'parts', 'parts.balance');
  expect(await balanceOf(page, PART)).toContain('总部中心仓|26');
  await logout(page);

  // The centre receives it: what was shipped arrives in full, the difference is none.
  await login(page, 'centre_north');
  await openMenu(page, 'parts', 'parts.transfer');
  await grid.locator('#search-spWhtowhHead_docNo').fill(docNo);
  await grid.getByRole('button', { name: /查\s*询/ }).click();
  await expect(grid.locator('tr.ant-table-row')).toHaveCount(1);
  await grid.getByTestId('row-detail').click();
  await expect(detail(page).getByTestId('doc-actions').getByRole('button')).toHaveText([/入\s*库/]);
  await detail(page).getByTestId('doc-receive').click();
  await expect(page.getByTestId('receive-qty-0')).toHaveValue('4');
  await page.getByTestId('stock-action-ok').click();
  await expect(detail(page).getByTestId('doc-status')).toHaveText('入库中');
  await expect(detail(page).getByTestId('doc-receipt')).toHaveText('全部入库');
  await expect(detail(page).getByTestId('doc-lines').locator('tr.ant-table-row td').last()).toHaveText('0');
  await page.keyboard.press('Escape');
  await expect(detail(page)).toBeHidden();

  await openMenu(page, 'parts', 'parts.balance');
  expect(await balanceOf(page, PART)).toContain('华北中心仓|4');
});
