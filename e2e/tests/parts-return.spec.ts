/**
 * Parts returns in a real browser (issue 16): the demo's overdue old part is on the no-return list with its totals;
 * the return screens in English. An old part's return of a completed order (shipped, received, inspected, sent on) is
 * walked in parts-path.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { login, openMenu, useLanguage } from './helpers.ts';
import { returnDetail as detail } from './stock-steps.ts';

const SHOTS = '/tmp/shots-parts-return';

test("the demo's overdue old part is on the no-return list, with its totals", async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await login(page);
  await openMenu(page, 'parts', 'parts.noReturn');
  const grid = page.getByTestId('resource-partsNoReturn');
  await expect(grid.locator('tr.ant-table-row').filter({ hasText: 'P-MB-OUT' }).first()).toContainText('北京朝阳网点');
  await expect(page.getByTestId('no-return-totals')).toContainText('合计');
  await page.screenshot({ path: `${SHOTS}/no-return-zh-CN.png` });
});

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-US'));

  test('the return screens and the no-return list', async ({ page }) => {
    await login(page, 'centre_north');
    await openMenu(page, 'parts', 'parts.returnOld');
    await expect(page.getByTestId('return-tabs').getByRole('tab')).toHaveText(['All', 'Draft', 'Shipped', 'Received', 'Inspected', 'Returned to vendor', 'Cancelled']);
    await page.getByTestId('return-tabs').getByRole('tab', { name: 'Inspected' }).click();
    await page.getByTestId('resource-partsReturn').getByTestId('return-open').first().click();
    await expect(detail(page).getByTestId('return-lines')).toContainText('Rejected');
    await page.screenshot({ path: `${SHOTS}/old-detail-en-US.png` });
    await detail(page).locator('.ant-modal-close').click();
    await openMenu(page, 'parts', 'parts.returnNew');
    await expect(page.getByTestId('return-tabs').filter({ visible: true }).getByRole('tab')).toHaveText(['All', 'Draft', 'Shipped', 'Received', 'Cancelled']);
    await expect(page.getByTestId('resource-partsReturn').filter({ visible: true }).getByTestId('return-open').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/new-grid-en-US.png` });
    await openMenu(page, 'parts', 'parts.noReturn');
    await expect(page.getByTestId('no-return-totals')).toContainText('Total:');
    await page.screenshot({ path: `${SHOTS}/no-return-en-US.png` });
  });
});
