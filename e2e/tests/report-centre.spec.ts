/**
 * The report centre's work-order reports in a real browser (issue 19): headquarters opens the order detail report
 * from the menu, sees the total row, searches one order (the total row follows), exports; opens the item barcode
 * search, which asks for a barcode first, finds a library serial and says 'barcode not found' for an unknown one; the
 * Chaoyang outlet sees both in Chinese, its own orders only.
 */
import { expect as base, test } from '@playwright/test';
import { login, openMenu, useLanguage } from './helpers.ts';

const SHOTS = '/tmp/shots-report-centre';
// The reports read every order of the caller's scope with its names: on a busy machine a page takes a while.
const expect = base.configure({ timeout: 30_000 });
const SERIAL = 'JSQ2513G25010042';

test.describe.configure({ timeout: 240_000 });

test('order detail and item barcode search in English, filtered and exported', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await login(page);
  await openMenu(page, 'report', 'report.orderDetail');
  const report = page.getByTestId('resource-orderDetailReport');
  await expect(report).toContainText('Order detail report');
  const rows = report.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('order-detail-totals')).toContainText(/Total: \d+ orders, fees [\d.]+, average turnaround/);
  await page.screenshot({ path: `${SHOTS}/en-order-detail.png` });

  // One order by its number: one row, and the total row counts it alone.
  const orderNo = (await rows.first().locator('td').filter({ hasText: /^SO\d+$/ }).first().textContent())!.trim();
  await report.locator('#search-orderDetailReport_orderNo').fill(orderNo);
  await report.getByRole('button', { name: 'Search' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(orderNo);
  await expect(page.getByTestId('order-detail-totals')).toContainText('Total: 1 orders');
  await report.getByTestId('export').click();
  await expect(page.locator('.ant-message')).toContainText('export task list');

  await openMenu(page, 'report', 'report.barcodeTrace');
  const trace = page.getByTestId('resource-barcodeTraceReport');
  await expect(trace).toContainText('Type a barcode to search');
  await trace.locator('#search-barcodeTraceReport_barcode').fill(SERIAL);
  await trace.getByRole('button', { name: 'Search' }).click();
  const found = trace.locator('tbody tr.ant-table-row');
  await expect(found.filter({ hasText: 'Barcode library' })).toHaveCount(1);
  await expect(found.first()).toContainText('L2501-G');
  await page.screenshot({ path: `${SHOTS}/en-barcode.png` });
  await trace.getByTestId('export').click();
  await expect(page.locator('.ant-message')).toContainText('export task list');
  await trace.locator('#search-barcodeTraceReport_barcode').fill('NO-SUCH-SERIAL');
  await trace.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('barcode not found').first()).toBeVisible();
});

test('the Chaoyang outlet sees its own orders in Chinese', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await login(page, 'outlet_chaoyang');
  await openMenu(page, 'report', 'report.orderDetail');
  const report = page.getByTestId('resource-orderDetailReport');
  await expect(report).toContainText('工单明细报表');
  const rows = report.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: '朝阳' })).toHaveCount(0);
  await expect(page.getByTestId('order-detail-totals')).toContainText('合计');
  await page.screenshot({ path: `${SHOTS}/zh-order-detail.png` });
  await openMenu(page, 'report', 'report.barcodeTrace');
  const trace = page.getByTestId('resource-barcodeTraceReport');
  await trace.locator('#search-barcodeTraceReport_barcode').fill(SERIAL);
  await trace.getByRole('button', { name: /查\s*询|搜\s*索/ }).click();
  await expect(trace.locator('tbody tr.ant-table-row').filter({ hasText: '条码库' })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/zh-barcode.png` });
});
