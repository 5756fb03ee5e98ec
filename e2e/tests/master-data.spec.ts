/**
 * A master-data screen in a real browser (service types, 基础数据 › 服务类型): one complete round trip — create,
 * filter, sort, edit, export through the export-task screen, import with a rejected row, delete — and column
 * settings that survive a reload.
 */
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login, openMenu, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const grid = (page: Page) => page.getByTestId('resource-serviceType');
const form = (page: Page) => page.getByTestId('resource-form');
const formItem = (page: Page, label: string) => form(page).locator('.ant-form-item').filter({ hasText: label });
const saveForm = (page: Page) => page.getByRole('dialog').filter({ has: form(page) }).getByRole('button', { name: /保\s*存/ }).click();
const confirmDialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text }).getByRole('button', { name: /确\s*定/ }).click();
const searchInput = (page: Page, label: string) => grid(page).locator('form .ant-form-item').filter({ hasText: label }).locator('input');
const row = (page: Page, code: string) => grid(page).locator('tr.ant-table-row').filter({ hasText: code });

/** The grid's header titles, left to right (the selection column has none). */
const headers = (page: Page) => grid(page).locator('thead th.ant-table-cell:not(.ant-table-selection-column)');

/** The texts of one column, top to bottom. */
async function columnTexts(page: Page, title: string): Promise<string[]> {
  const titles = (await headers(page).allInnerTexts()).map((s) => s.trim());
  const index = titles.indexOf(title);
  expect(index, `column ${title} in ${titles.join(', ')}`).toBeGreaterThanOrEqual(0);
  return grid(page).locator(`tr.ant-table-row td:not(.ant-table-selection-column):nth-child(${index + 2})`).allInnerTexts();
}

const sheetRows = async (buffer: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
};

const downloaded = async (page: Page, click: () => Promise<unknown>) => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), content: Buffer.concat(chunks) };
};

test('a service type makes the round trip: created, found, sorted, edited, exported, imported beside, deleted', async ({ page }) => {
  await login(page);
  await openMenu(page, 'basic', 'basic.serviceType');
  await expect(row(page, 'INST-AC')).toBeVisible();

  // Create.
  await page.getByTestId('add').click();
  await formItem(page, '编码').locator('input').fill('E2E-RT');
  await formItem(page, '名称').locator('input').fill('端到端往返');
  await formItem(page, '工单类型').locator('.ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '维修' }).click();
  await formItem(page, '排序').locator('input').fill('90');
  await saveForm(page);
  await expect(form(page)).toBeHidden();
  await expect(row(page, 'E2E-RT')).toContainText('端到端往返');

  // Filter.
  await searchInput(page, '编码').fill('E2E');
  await grid(page).getByRole('button', { name: /查\s*询/ }).click();
  await expect(grid(page).locator('tr.ant-table-row')).toHaveCount(1);
  await expect(row(page, 'E2E-RT')).toBeVisible();
  await grid(page).getByRole('button', { name: /重\s*置/ }).click();
  await expect(grid(page).locator('tr.ant-table-row')).not.toHaveCount(1);

  // Sort by code, up then down (the server sorts; the grid asks again).
  const sorted = (codes: string[]) => [...codes].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  const before = await columnTexts(page, '编码');
  await grid(page).getByRole('columnheader', { name: '编码' }).click();
  await expect.poll(() => columnTexts(page, '编码')).toEqual(sorted(before));
  await grid(page).getByRole('columnheader', { name: '编码' }).click();
  await expect.poll(() => columnTexts(page, '编码')).toEqual(sorted(before).reverse());

  // Edit.
  await row(page, 'E2E-RT').getByTestId('row-edit').click();
  // The dialog fills in the record after it opens: type only over the record's value.
  await expect(formItem(page, '名称').locator('input')).toHaveValue('端到端往返');
  await formItem(page, '名称').locator('input').fill('端到端往返（改）');
  await saveForm(page);
  await expect(row(page, 'E2E-RT')).toContainText('端到端往返（改）');

  // Export the filtered list: the notice comes over the WebSocket; the file waits on the export-task screen.
  await searchInput(page, '编码').fill('E2E-RT');
  await grid(page).getByRole('button', { name: /查\s*询/ }).click();
  await expect(grid(page).locator('tr.ant-table-row')).toHaveCount(1);
  await page.getByTestId('export').click();
  await expect(page.locator('.ant-notification')).toContainText(/serviceType-\d+\.xlsx 已生成/);
  await openMenu(page, 'system', 'system.exportTask');
  const tasks = page.getByTestId('resource-exportTask');
  const task = tasks.locator('tr.ant-table-row').first();
  await expect(task.getByTestId('export-status')).toHaveText('待下载');
  const file = await downloaded(page, async () => {
    await task.getByTestId('export-download').click();
    await confirmDialog(page, '确定下载');
  });
  expect(file.name).toMatch(/^serviceType-\d+\.xlsx$/);
  expect(await sheetRows(file.content)).toEqual([
    ['编码', '名称', '工单类型', '启用', '排序'],
    ['E2E-RT', '端到端往返（改）', '维修', '是', 90],
  ]);
  await expect(task.getByTestId('export-status')).toHaveText('已下载');

  // Import: the template, filled with one good and one bad row; the bad one comes back with its reason.
  await page.getByTestId('tab').filter({ hasText: '服务类型' }).click();
  await page.getByTestId('import').click();
  const template = await downloaded(page, () => page.getByTestId('import-template').click());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template.content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const keys = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  expect(keys).toEqual(expect.arrayContaining(['code', 'name', 'orderType', 'sort']));
  const line = (values: Record<string, unknown>) => keys.map((k) => values[k] ?? null);
  sheet.addRow(line({ code: 'E2E-IMP-1', name: '导入一', orderType: '安装', sort: 91 }));
  sheet.addRow(line({ code: 'E2E-IMP-2', name: '', orderType: '安装', sort: 92 }));
  const filled = Buffer.from(await workbook.xlsx.writeBuffer());
  await page.getByTestId('import-dialog').locator('input[type=file]').setInputFiles({ name: 'service-types.xlsx', mimeType: 'application/octet-stream', buffer: filled });
  await page.getByTestId('import-submit').click();
  await expect(page.getByTestId('import-result')).toContainText('共 2 行，导入成功 1 行，失败 1 行');
  await expect(page.getByTestId('import-rejected').locator('tr.ant-table-row')).toHaveText([/^4\s*名称不能为空$/]);
  const result = await downloaded(page, () => page.getByTestId('import-result-file').click());
  const resultRows = await sheetRows(result.content);
  expect(resultRows.at(-1)).toEqual(expect.arrayContaining(['E2E-IMP-2', 4, '名称不能为空']));
  await page.getByRole('dialog').getByRole('button', { name: '关 闭', exact: true }).click();

  // Delete: nothing selected is refused with the spec's message; the two new rows go together.
  await grid(page).getByRole('button', { name: /重\s*置/ }).click();
  await expect(row(page, 'E2E-IMP-1')).toContainText('导入一');
  await page.getByTestId('batch-delete').click();
  await expect(page.getByText('请先选择记录')).toBeVisible();
  await row(page, 'E2E-RT').locator('.ant-checkbox-input').check();
  await row(page, 'E2E-IMP-1').locator('.ant-checkbox-input').check();
  await page.getByTestId('batch-delete').click();
  await confirmDialog(page, '确定删除所选记录吗？');
  await expect(row(page, 'E2E-RT')).toHaveCount(0);
  await expect(row(page, 'E2E-IMP-1')).toHaveCount(0);
  await expect(row(page, 'INST-AC')).toBeVisible();
});

test('column settings (shown, order, width) are saved for the user and come back after a reload', async ({ page }) => {
  await login(page);
  await openMenu(page, 'basic', 'basic.serviceType');
  await expect(headers(page)).toHaveText(['编码', '名称', '工单类型', '启用', '排序', '操作']);

  await page.getByTestId('column-settings').click();
  const panel = page.getByTestId('columns-panel');
  await panel.getByTestId('column-orderType').getByRole('checkbox').uncheck();
  await panel.getByTestId('column-sort').getByRole('button', { name: '排序上移' }).click();
  await panel.getByTestId('column-name').getByRole('spinbutton').fill('320');
  await page.getByTestId('columns-save').click();
  await expect(panel).toBeHidden();
  await expect(headers(page)).toHaveText(['编码', '名称', '排序', '启用', '操作']);

  await page.reload();
  await expect(page.getByTestId('tab').filter({ hasText: '服务类型' })).toBeVisible();
  await page.getByTestId('tab').filter({ hasText: '服务类型' }).click();
  await expect(headers(page)).toHaveText(['编码', '名称', '排序', '启用', '操作']);
  const name = grid(page).getByRole('columnheader', { name: '名称' });
  expect(Math.round((await name.boundingBox())!.width)).toBe(320);

  // Back to the screen's own columns, for whoever comes next.
  await page.getByTestId('column-settings').click();
  await page.getByTestId('columns-reset').click();
  await page.getByTestId('columns-save').click();
  await expect(headers(page)).toHaveText(['编码', '名称', '工单类型', '启用', '排序', '操作']);
});
