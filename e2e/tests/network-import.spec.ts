/**
 * The outlet list's Export and Import buttons in a real browser: the North China centre exports its outlets (the file
 * waits on the export-task screen), then imports outlets from the template — a file with a wrong row writes nothing
 * and names the row and field; the corrected file adds the outlets, which the list then shows.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login, openMenu, PASSWORD, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const run = Date.now().toString(36).slice(-5).toUpperCase();
const grid = (page: Page) => page.getByTestId('resource-site');
const row = (page: Page, code: string) => grid(page).locator('tr.ant-table-row').filter({ hasText: code });

const downloaded = async (page: Page, click: () => Promise<unknown>) => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), content: Buffer.concat(chunks) };
};

/** The North China centre's organisation node (the superior of its outlets), read as headquarters. */
async function northCentreId(request: APIRequestContext) {
  const token = await request.post('/auth/oauth/token?grant_type=password&scope=server', {
    headers: { authorization: `Basic ${Buffer.from('test:test').toString('base64')}`, 'TENANT-ID': '1' },
    form: { username: 'admin', password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await token.json()).access_token}`, 'TENANT-ID': '1' };
  const list = await request.post('/basic/snUser/getListPage', { headers, data: { filters: { code: 'ASC-BJ-CY' } } });
  return (await list.json()).objx.records[0].superiorDeptId as number;
}

test('a centre exports its outlets and imports new ones from the template, all or nothing', async ({ page, request }) => {
  test.setTimeout(180_000);
  const north = await northCentreId(request);
  await login(page, 'centre_north');
  await openMenu(page, 'network', 'network.site');
  await expect(row(page, 'ASC-BJ-CY')).toBeVisible();

  // Export: the notice comes when the file is ready; the file holds the centre's outlets only.
  await grid(page).getByTestId('export').click();
  await expect(page.locator('.ant-notification')).toContainText(/site-\d+\.xlsx 已生成/);
  await openMenu(page, 'system', 'system.exportTask');
  const task = page.getByTestId('resource-exportTask').locator('tr.ant-table-row').first();
  const file = await downloaded(page, async () => {
    await task.getByTestId('export-download').click();
    await page.getByRole('dialog').filter({ hasText: '确定下载' }).getByRole('button', { name: /确\s*定/ }).click();
  });
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.load(file.content as unknown as ArrayBuffer);
  const codes = exported.worksheets[0].getColumn(1).values.slice(2);
  expect(codes).toEqual(expect.arrayContaining(['ASC-BJ-CY', 'ASC-BJ-HD']));
  expect(codes.some((c) => String(c).startsWith('ASC-SH'))).toBe(false);

  // Import: the template filled with a good row and a wrong one; nothing is written, the wrong row is named.
  await page.getByTestId('tab').filter({ hasText: '网点管理' }).click();
  await grid(page).getByTestId('import').click();
  const template = await downloaded(page, () => page.getByTestId('import-template').click());
  const fill = async (rows: Record<string, unknown>[]) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const keys = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    for (const values of rows) sheet.addRow(keys.map((k) => values[k] ?? null));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const upload = async (buffer: Buffer) => {
    await page.getByTestId('import-dialog').locator('input[type=file]').setInputFiles({ name: 'outlets.xlsx', mimeType: 'application/octet-stream', buffer });
    await page.getByTestId('import-submit').click();
  };
  const good = { code: `ASC-IMP-${run}`, name: `导入网点${run}`, siteKind: '网点', superiorDeptId: north, siteFloorLevel: 1 };
  await upload(await fill([good, { ...good, code: `ASC-BAD-${run}`, siteFloorLevel: 3 }]));
  await expect(page.getByTestId('import-result')).toContainText('共 2 行，导入成功 0 行，失败 2 行');
  await expect(page.getByTestId('import-result')).toContainText('存在错误行，已按要求未导入任何数据。');
  await expect(page.getByTestId('import-rejected').locator('tr.ant-table-row')).toHaveText([/^4\s*网点级别不能大于2$/]);

  // The corrected file adds the outlet, and the list shows it.
  await upload(await fill([good]));
  await expect(page.getByTestId('import-result')).toContainText('共 1 行，导入成功 1 行，失败 0 行');
  await page.getByRole('dialog').getByRole('button', { name: '关 闭', exact: true }).click();
  await expect(row(page, good.code)).toContainText(good.name);
});
