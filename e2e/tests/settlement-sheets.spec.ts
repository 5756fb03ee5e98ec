/**
 * Assessment sheets from Excel and from an order, and the fee breakdown for the outlet, in a real browser (issue 17):
 * headquarters imports sheets on the sheets screen from the template: a file with a wrong row writes nothing and
 * names the row and its reason, the corrected file raises the draft, which the grid then lists; the northern centre
 * raises a sheet from a Chaoyang order's detail (the outlet and the order shown, not chosen); the Chaoyang outlet
 * reads the order's fee breakdown, without the override. Screenshots in Chinese and English.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { basicApi, idByCode, login, openMenu, useLanguage } from './helpers.ts';

const SHOTS = '/tmp/shots-settlement-sheets';
const run = Date.now().toString(36).slice(-5).toUpperCase();

async function signedIn(browser: Browser, username: string, lang: 'zh-CN' | 'en-US') {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, lang);
  await login(page, username);
  return page;
}

const downloaded = async (page: Page, click: () => Promise<unknown>) => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

test('headquarters imports sheets from the template: a wrong row writes nothing, the corrected file raises the draft', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, 'admin', 'zh-CN');
  await openMenu(page, 'finance', 'finance.checkBill');
  const grid = page.getByTestId('resource-checkBill');
  await grid.getByTestId('import').click();
  const template = await downloaded(page, () => page.getByTestId('import-template').click());
  const fill = async (rows: Record<string, unknown>[]) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const keys = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(keys).toEqual(['siteId', 'subjectId', 'orderNo', 'amount', 'remark']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['网点', '考核项目', '工单号', '金额', '考核备注']);
    for (const values of rows) sheet.addRow(keys.map((k) => values[k] ?? null));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const upload = async (buffer: Buffer) => {
    await page.getByTestId('import-dialog').locator('input[type=file]').setInputFiles({ name: 'sheets.xlsx', mimeType: 'application/octet-stream', buffer });
    await page.getByTestId('import-submit').click();
  };
  const good = { siteId: 'ASC-BJ-CY', subjectId: 'CK-COMPLAINT', amount: '120', remark: `导入考核${run}` };

  await upload(await fill([good, { ...good, siteId: 'ASC-NOWHERE' }]));
  const result = page.getByTestId('import-result');
  await expect(result).toContainText('共 2 行，导入成功 0 行，失败 2 行');
  await expect(result).toContainText('存在错误行，已按要求未导入任何数据。');
  await expect(page.getByTestId('import-rejected').locator('tr.ant-table-row')).toHaveText([/^4\s*网点中没有“ASC-NOWHERE”，请填写已有的编码或名称$/]);
  await page.screenshot({ path: `${SHOTS}/import-rejected-zh-CN.png` });

  await upload(await fill([good]));
  await expect(result).toContainText('共 1 行，导入成功 1 行，失败 0 行');
  await page.getByRole('dialog').getByRole('button', { name: '关 闭', exact: true }).click();
  const row = grid.locator('tr.ant-table-row').filter({ hasText: good.remark });
  await expect(row).toContainText('草稿');
  await expect(row).toContainText('120.00');
  await page.screenshot({ path: `${SHOTS}/imported-zh-CN.png` });
});

test('the centre raises a sheet from an order’s detail; the outlet reads the order’s fee breakdown, read-only', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const admin = await basicApi(request);
  const chaoyang = await idByCode(admin, 'snUser', 'ASC-BJ-CY');
  const { records }: { records: { id: number; orderNo: string; siteId: number; status: number }[] } = await admin('soOrder/getListPage', { current: '1', size: '200' });
  const order = records.find((o) => o.siteId === chaoyang && o.status === 1250);
  expect(order).toBeTruthy();
  const pricing = await admin('sfOrderPricing/getByOrder', { orderId: order!.id });

  const centre = await signedIn(browser, 'centre_north', 'en-US');
  await centre.goto(`/workorder/order/detail/${order!.id}`);
  await centre.getByTestId('order-raise-sheet').click();
  const form = centre.getByTestId('check-bill-form');
  await expect(form.getByTestId('check-bill-site')).toHaveText('北京朝阳网点 (ASC-BJ-CY)');
  await expect(form.getByTestId('check-bill-order-no')).toHaveText(order!.orderNo);
  await centre.getByTestId('check-bill-save').click();
  await expect(form).toContainText('Fill in the assessment remark');
  await form.locator('.ant-form-item').filter({ hasText: 'Assessment item' }).locator('.ant-select').click();
  await centre.keyboard.type('CK-LATE-RESP');
  await centre.locator('.ant-select-item-option').filter({ hasText: 'CK-LATE-RESP' }).first().click();
  await centre.getByTestId('check-bill-remark').fill(`Late by two hours ${run}`);
  await centre.screenshot({ path: `${SHOTS}/raise-on-order-en-US.png` });
  await centre.getByTestId('check-bill-save').click();
  await expect(centre.locator('.ant-message')).toContainText(/Assessment sheet KH\d+ raised as a draft/);
  await expect(form).toBeHidden();
  const { records: sheets }: { records: { orderNo: string; status: string; remark: string }[] } = await admin('sfCheckBill/getListPage', { filters: { orderNo: order!.orderNo } });
  expect(sheets.find((s) => s.remark === `Late by two hours ${run}`)).toMatchObject({ status: 'draft', orderNo: order!.orderNo });

  const outlet = await signedIn(browser, 'outlet_chaoyang', 'zh-CN');
  await outlet.goto(`/workorder/order/detail/${order!.id}`);
  const section = outlet.getByTestId('order-pricing');
  await expect(section).toBeVisible();
  await expect(section.getByTestId('pricing-total')).toHaveText(pricing.total);
  await expect(section.getByTestId('pricing-override')).toHaveCount(0);
  await expect(section.getByTestId('pricing-reprice')).toHaveCount(0);
  await expect(outlet.getByTestId('order-raise-sheet')).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await outlet.screenshot({ path: `${SHOTS}/breakdown-outlet-zh-CN.png` });
});
