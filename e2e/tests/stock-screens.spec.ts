/**
 * The stock reports in a real browser (issue 15): headquarters and then a centre open the network inventory (every
 * outlet, or the centre's region only, by outlet and by part), a demo serial item is found by its barcode with every
 * place it has been, and a shipped transfer's delivery note opens on its own page, ready to print.
 */
import { expect, type Page, test } from '@playwright/test';
import { basicApi, login, logout, openMenu, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const rowsOf = (page: Page, key: string) => page.getByTestId(`resource-${key}`).locator('tr.ant-table-row');

/** The network inventory's outlets (the first column of the by-outlet view), each once. */
async function outletsShown(page: Page) {
  await expect(rowsOf(page, 'networkInventory').first()).toBeVisible();
  return [...new Set((await rowsOf(page, 'networkInventory').locator('td:first-child').allTextContents()).map((s) => s.trim()))].sort();
}

test('headquarters sees every outlet, a centre its region, by outlet and by part', async ({ page }) => {
  await login(page);
  await openMenu(page, 'parts', 'parts.networkInventory');
  expect(await outletsShown(page)).toEqual(['上海浦东网点仓', '上海闵行网点仓', '北京朝阳网点仓', '北京海淀网点仓'].sort());
  // Below the safety stock stands out.
  await expect(rowsOf(page, 'networkInventory').filter({ hasText: 'P-COMP-35' })).toContainText('低于安全库存');

  // By part: the compressor on its way to Chaoyang is in transit there, held by no outlet yet.
  await page.getByTestId('network-by-part').click();
  const compressor = rowsOf(page, 'networkInventoryParts').filter({ hasText: 'P-COMP-35' });
  await expect(compressor).toHaveCount(1);
  const cells = (await compressor.locator('td').allTextContents()).map((s) => s.trim());
  expect(cells.slice(0, 7)).toEqual(['P-COMP-35', '变频压缩机', '0', '0', '0', '0', '1']);
  await page.getByTestId('resource-networkInventoryParts').getByTestId('export').click();
  await expect(page.locator('.ant-message')).toContainText('导出');
  await logout(page);

  await login(page, 'centre_north');
  await openMenu(page, 'parts', 'parts.networkInventory');
  expect(await outletsShown(page)).toEqual(['北京朝阳网点仓', '北京海淀网点仓']);
  await page.getByTestId('network-by-part').click();
  await expect(rowsOf(page, 'networkInventoryParts').filter({ hasText: 'P-COMP-35' })).toHaveCount(1);
  await expect(rowsOf(page, 'networkInventoryParts').filter({ hasText: 'P-MB-WH' })).toHaveCount(0);
});

test('a scanned barcode tells where the item is and every place it has been', async ({ page }) => {
  await login(page);
  await openMenu(page, 'parts', 'parts.itemBarcodeSearch');
  // A scanner types the code and Enter.
  await page.getByTestId('item-barcode').fill('SN-COMP35-0001');
  await page.getByTestId('item-barcode').press('Enter');
  const rows = rowsOf(page, 'itemBarcodeSearch');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('北京朝阳网点仓');
  await expect(rows).toContainText('在途');
  await rows.getByTestId('item-history').click();
  const steps = page.getByTestId('item-history-drawer').locator('tr.ant-table-row');
  await expect(steps).toHaveCount(6);
  await expect(steps.first()).toContainText('采购入库');
  await expect(steps.first()).toContainText('总部中心仓 · A-02-01 · 可用');
  await expect(steps.last()).toContainText('华北中心仓 · N-01-01 · 已预留');
  await expect(steps.last()).toContainText('北京朝阳网点仓 · 在途');
  await expect(steps.last()).toContainText('JD3000000001');
  await page.keyboard.press('Escape');

  // An item that left the stock says so; a barcode nobody has finds nothing.
  await page.getByTestId('item-barcode').fill('SN-COMP35-0004');
  await page.getByTestId('item-barcode').press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('已出库');
  await page.getByTestId('item-barcode').fill('NO-SUCH-ITEM');
  await page.getByTestId('item-barcode').press('Enter');
  await expect(page.getByTestId('grid-empty')).toBeVisible();
});

test("a shipped transfer's delivery note opens on its own page and prints", async ({ page, request }) => {
  const call = await basicApi(request);
  const { records } = await call('spWhtowhHead/getListPage', { current: '1', size: '200' });
  const shipped = records.find((r: { waybillNumber: string }) => r.waybillNumber === 'JD3000000001');

  await login(page);
  await openMenu(page, 'parts', 'parts.transfer');
  const grid = page.getByTestId('resource-spWhtowhHead');
  await grid.locator('#search-spWhtowhHead_docNo').fill(shipped.docNo);
  await grid.getByRole('button', { name: /查\s*询/ }).click();
  await expect(grid.locator('tr.ant-table-row')).toHaveCount(1);
  await grid.getByTestId('row-detail').click();
  const [note] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('stock-doc-detail').getByTestId('doc-print').click()]);
  await expect(note).toHaveURL(new RegExp(`/print/stock/transfer/${shipped.id}$`));

  // No frame around the sheet: the note and its print button only.
  const sheet = note.getByTestId('delivery-note');
  await expect(sheet).toBeVisible();
  await expect(note.getByTestId('menu-parts')).toHaveCount(0);
  await expect(sheet).toContainText('送货单');
  await expect(note.getByTestId('note-docNo')).toHaveText(shipped.docNo);
  await expect(note.getByTestId('note-carrier')).toHaveText('京东物流');
  await expect(note.getByTestId('note-waybill')).toHaveText('JD3000000001');
  await expect(sheet).toContainText('华北中心仓 (WH-SC-N)');
  await expect(sheet).toContainText('北京市朝阳区望京街 10 号');
  await expect(note.getByTestId('note-lines').locator('tbody tr')).toHaveText([/P-COMP-35.*变频压缩机.*1.*N-01-01.*SN-COMP35-0001/]);
  await expect(note.getByTestId('note-total')).toHaveText('1');
  for (const who of ['shipper', 'carrierSign', 'receiver']) await expect(note.getByTestId(`note-sign-${who}`)).toBeVisible();

  // The print button prints the page (the browser's dialog is stood in for).
  await note.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await note.getByTestId('note-print').click();
  expect(await note.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});
