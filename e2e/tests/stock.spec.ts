/**
 * Parts management in a real browser (issue 15): headquarters transfers a part to the north centre through the
 * transfer screen (created, submitted, shipped), the centre receives it and sends part of it on to an outlet, which
 * receives it; the balance screen shows the part leave and arrive at each step.
 */
import { expect, type Page, test } from '@playwright/test';
import { login, logout, openMenu, useLanguage } from './helpers.ts';
import { actionButtons, balanceOf, choose, detail, form, formItem, receive, ship } from './stock-steps.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const PART = 'P-MB-WH';
/** Where headquarters keeps the part (demo stock). */
const SHELF = 'A-02-01';
const grid = (page: Page) => page.getByTestId('resource-spWhtowhHead');

/** Creates a transfer of the part on the transfer screen and submits it; answers its number, its detail left open. */
async function submitTransfer(page: Page, from: string, to: string, qty: number, location?: string) {
  await openMenu(page, 'parts', 'parts.transfer');
  // The tab may still hold an earlier search.
  await grid(page).getByRole('button', { name: /重\s*置/ }).click();
  await page.getByTestId('add').click();
  // A transfer has one document type: it is chosen already.
  await expect(formItem(page, '单据类型').locator('.ant-select')).toContainText('调拨');
  await choose(page, formItem(page, '出库仓库').locator('.ant-select'), from);
  await choose(page, formItem(page, '入库仓库').locator('.ant-select'), to);
  await form(page).getByRole('button', { name: /新\s*增/ }).click();
  // What the server writes on a line (the quantity received) is no input of the form.
  await expect(form(page).locator('thead')).toContainText('数量');
  await expect(form(page).locator('thead')).not.toContainText('已入库');
  const line = form(page).locator('.ant-table-tbody tr.ant-table-row').first();
  await choose(page, line.locator('td').nth(0).locator('.ant-select'), PART);
  await line.locator('td').nth(1).locator('input').fill(String(qty));
  // The location the part leaves is one of the warehouse's own, by code; none unless chosen.
  const shelf = line.locator('td').nth(2).locator('.ant-select');
  await expect(shelf).toContainText('无');
  if (location) await choose(page, shelf, location);
  await page.getByRole('dialog').filter({ has: form(page) }).getByRole('button', { name: /保\s*存/ }).click();
  await expect(form(page)).toBeHidden();

  // The newest document heads the grid: its detail offers what a draft allows.
  const first = grid(page).locator('tr.ant-table-row').first();
  await expect(first).toContainText('草稿');
  const docNo = (await first.locator('td').first().textContent())?.trim() ?? '';
  await first.getByTestId('row-detail').click();
  await expect(detail(page).getByTestId('doc-docNo')).toHaveText(docNo);
  if (location) await expect(detail(page).getByTestId('doc-lines')).toContainText(location);
  await expect(actionButtons(page)).toHaveText([/提\s*交/, /取\s*消/]);
  await detail(page).getByTestId('doc-submit').click();
  await page.getByRole('dialog').filter({ hasText: docNo }).getByRole('button', { name: /确\s*定/ }).last().click();
  await expect(detail(page).getByTestId('doc-status')).toHaveText('待审核');
  return docNo;
}

test('a part travels HQ -> north centre -> Chaoyang outlet by transfers made, shipped and received on the screens', async ({ page }) => {
  // Three users in turn, each signing in where a user starts.
  test.setTimeout(120_000);

  await login(page);
  const before = await balanceOf(page, PART);
  expect(before).toContain('总部中心仓|30');
  // Nothing of it on hand at the centre (its old parts waiting for write-off are defective, not on hand: a row of 0).
  expect(before.filter((r) => r.startsWith('华北中心仓') && r !== '华北中心仓|0')).toEqual([]);
  const first = await submitTransfer(page, 'WH-HQ', 'WH-SC-N', 4, SHELF);
  await ship(page, 'SF-E2E-1', 4);
  expect(await balanceOf(page, PART)).toContain('总部中心仓|26');
  await logout(page);

  await login(page, 'centre_north');
  await receive(page, first, 4);
  expect(await balanceOf(page, PART)).toContain('华北中心仓|4');
  // Onward to the outlet, from what arrived (no shelf yet: location 0).
  const second = await submitTransfer(page, 'WH-SC-N', 'WH-ASC-BJ-CY', 3);
  await ship(page, 'SF-E2E-2', 3);
  expect(await balanceOf(page, PART)).toContain('华北中心仓|1');
  await logout(page);

  await login(page, 'outlet_chaoyang');
  await receive(page, second, 3);
  expect(await balanceOf(page, PART)).toContain('北京朝阳网点仓|3');
});
