/**
 * Parts plans in a real browser (issue 16): the northern centre's planner computes a plan for the centre's warehouse
 * over 90 days, sees the numbers behind a suggestion, changes a quantity and saves it, confirms, and opens the stock
 * request the plan made (named by its number, in audit at headquarters). The screens in Chinese and English; the
 * parts applications and returns reports under the report centre.
 */
import { expect, type Page, test } from '@playwright/test';
import { basicApi, login, openMenu, useLanguage } from './helpers.ts';

const SHOTS = '/tmp/shots-parts-plan';

// A plan reads every part with a safety stock: on a busy machine computing and reading one takes a while.
test.describe.configure({ timeout: 180_000 });
const WAREHOUSE = '华北中心仓';

const detail = (page: Page) => page.getByTestId('plan-detail');

async function computePlan(page: Page) {
  await openMenu(page, 'parts', 'parts.plan');
  const grid = page.getByTestId('resource-partsPlan');
  await grid.getByTestId('add').click();
  await page.getByTestId('plan-warehouse').click();
  await page.locator('.ant-select-item-option').filter({ hasText: WAREHOUSE }).click();
  await page.getByTestId('plan-compute').click();
  // The modal's root has no box of its own: its content shows once the computed plan is read (a plan of every part
  // with a safety stock: slow on a busy machine).
  await expect(detail(page).getByTestId('plan-status')).toBeVisible({ timeout: 60_000 });
}

test('a planner computes a parts plan, edits a quantity, confirms, and opens the stock request it made', async ({ page, request }) => {
  await useLanguage(page, 'zh-CN');
  await login(page, 'centre_north');
  await computePlan(page);
  await expect(detail(page).getByTestId('plan-status')).toHaveText('草稿');
  const lines = detail(page).getByTestId('plan-lines');
  const first = lines.locator('tbody tr.ant-table-row').filter({ has: page.getByTestId('plan-line-qty') }).first();
  await expect(first).toBeVisible();
  const suggested = Number(await first.getByTestId('plan-line-suggested').textContent());
  const input = first.getByTestId('plan-line-qty');
  await expect(input).toHaveValue(String(suggested));
  await page.screenshot({ path: `${SHOTS}/zh-plan-detail.png` });

  // The planner orders one more than suggested, saves, and confirms.
  await input.fill(String(suggested + 1));
  await expect(detail(page).getByTestId('plan-confirm')).toBeDisabled();
  await detail(page).getByTestId('plan-update').click();
  await expect(detail(page).getByTestId('plan-update')).toBeDisabled({ timeout: 30_000 });
  await expect(input).toHaveValue(String(suggested + 1));
  await expect(detail(page).getByTestId('plan-confirm')).toBeEnabled();
  await detail(page).getByTestId('plan-confirm').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(detail(page).getByTestId('plan-status')).toHaveText('已下单', { timeout: 30_000 });
  await expect(detail(page).getByTestId('plan-actions')).toHaveCount(0);
  const docNo = (await detail(page).getByTestId('plan-doc').textContent())!.trim();
  expect(docNo).toMatch(/^SQ\d+/);
  await expect(detail(page).getByTestId('plan-line-qty')).toHaveCount(0);

  // The request it made opens from the plan: submitted to headquarters with the quantity kept.
  await detail(page).getByTestId('plan-doc').click();
  const doc = page.getByTestId('stock-doc-detail');
  await expect(doc).toContainText(docNo, { timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/zh-plan-request.png` });
  const admin = await basicApi(request);
  const found: { records: { docNo: string; status: string; remark: string | null }[] } = await admin('spStockRequest/getListPage', { filters: { docNo }, size: '10' });
  expect(found.records[0]).toMatchObject({ docNo, status: 'audit' });
});

test('the parts plan and the parts applications and returns reports in English', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await login(page, 'centre_north');
  await computePlan(page);
  await expect(detail(page).getByTestId('plan-status')).toHaveText('Draft');
  await expect(detail(page)).toContainText('Suggested = daily demand × lead time');
  await page.screenshot({ path: `${SHOTS}/en-plan-detail.png` });
  await detail(page).getByTestId('plan-cancel').click();
  await page.getByTestId('plan-cancel-reason').fill('Duplicate');
  await page.getByTestId('plan-cancel-ok').click();
  await expect(detail(page).getByTestId('plan-status')).toHaveText('Cancelled', { timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('resource-partsPlan')).toContainText('Ordered');
  await page.screenshot({ path: `${SHOTS}/en-plan-grid.png` });

  await openMenu(page, 'report', 'report.partsApply');
  const report = page.getByTestId('resource-partsApplyReport');
  await expect(report).toContainText('Parts applications report');
  await expect(report.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/en-apply-report.png` });

  // The returns report: a row per return line; searched by part, the new parts' lines show no inspection; exported
  // through the export tasks.
  await openMenu(page, 'report', 'report.partsReturn');
  const returns = page.getByTestId('resource-partsReturnReport');
  await expect(returns).toContainText('Parts returns report');
  await returns.locator('#search-partsReturnReport_partsCode').fill('P-MB-OUT');
  await returns.getByRole('button', { name: 'Search' }).click();
  const rows = returns.locator('tbody tr.ant-table-row');
  await expect(rows.filter({ hasNotText: 'P-MB-OUT' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'New-part return' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Old-part return' }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/en-return-report.png` });
  await returns.getByTestId('export').click();
  await expect(page.locator('.ant-message')).toContainText('export task list');
});
