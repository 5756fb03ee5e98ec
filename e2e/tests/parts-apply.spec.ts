/**
 * The parts applications screen in a real browser (issue 16), in English: its tabs and columns, the demo
 * application shipped in part with its detail and receipt dialog, and the engineer's view on a phone. The whole path
 * (application, approval, shipment, receipt) is walked in parts-path.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { foldMenu, login, openMenu, useLanguage } from './helpers.ts';
import { applyDetail as detail, applyField as field } from './stock-steps.ts';

const SHOTS = '/tmp/shots-parts-apply';

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-US'));

  test("the parts applications screen, an application's detail and the engineer's phone", async ({ page }) => {
    test.setTimeout(90_000);
    await login(page, 'engineer_wang');
    await openMenu(page, 'parts', 'parts.apply');
    await expect(page.getByTestId('apply-tabs').getByRole('tab')).toHaveText(['All', 'Draft', 'Applied', 'Audited', 'Rejected', 'Shipped', 'Received', 'Settled', 'Cancelled']);
    const grid = page.getByTestId('resource-partsApply');
    await expect(grid.locator('.ant-card-head')).toHaveText('Parts applications');
    for (const title of ['Application no.', 'Status', 'Delivery', 'Order no.', 'Type', 'Urgency', 'Amount', 'Waybill no.', 'Applied at']) await expect(grid.locator('thead')).toContainText(title);

    // The demo application shipped in part: the engineer may receive what is in transit.
    await page.getByTestId('apply-tabs').getByRole('tab', { name: 'Shipped' }).click();
    await grid.locator('tr.ant-table-row').filter({ hasText: 'SF2000000001' }).getByTestId('apply-open').click();
    await expect(field(page, 'status')).toHaveText('Shipped');
    await expect(field(page, 'delivery')).toHaveText('Partly delivered');
    await expect(field(page, 'partOrderStat')).toHaveText('Shipped');
    await expect(detail(page).getByTestId('apply-actions').getByRole('button')).toHaveText(['Receive']);
    await expect(detail(page)).toContainText('Supplying warehouse');
    for (const title of ['Part code', 'Part name', 'Asked', 'Reserved', 'Shipped', 'Received', 'To purchase', 'Unit price', 'Amount']) await expect(detail(page).getByTestId('apply-lines').locator('thead')).toContainText(title);
    await expect(detail(page).getByTestId('apply-history')).toContainText('Shipped: 顺丰速运 SF2000000001');
    await detail(page).getByTestId('apply-receive').click();
    const receipt = page.getByTestId('apply-action-form');
    await expect(receipt).toContainText('Receive now');
    await expect(receipt).toContainText('Lower what has not arrived');
    await page.getByRole('button', { name: 'Cancel' }).last().click();
    await expect(receipt).toHaveCount(0);
    await detail(page).locator('.ant-modal-close').click();

    // On a phone (the menu folded away): the form, the detail and the receipt fit the screen's width; tables scroll
    // inside their cards, the status tabs that do not fit are under the tabs' "more".
    await page.getByTestId('apply-tabs').getByRole('tab', { name: 'Draft' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await foldMenu(page);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await grid.getByTestId('row-edit').first().click();
    const form = page.getByTestId('apply-form');
    await expect(form).toContainText('Fault it fixes');
    await expect(form.getByTestId('apply-form-type')).toContainText('Credit');
    expect(await fits()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/form-phone-en-US.png` });
    await page.getByRole('button', { name: 'Cancel' }).last().click();
    await expect(form).toHaveCount(0);

    await page.getByTestId('apply-tabs').locator('.ant-tabs-nav-more').click();
    await page.locator('.ant-tabs-dropdown-menu-item').filter({ hasText: 'Shipped' }).click();
    await grid.locator('tr.ant-table-row').filter({ hasText: 'SF2000000001' }).getByTestId('apply-open').click();
    await expect(field(page, 'status')).toHaveText('Shipped');
    expect(await fits()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/detail-phone-en-US.png` });
    await detail(page).getByTestId('apply-receive').click();
    await expect(receipt.getByTestId('apply-qty-0')).toBeVisible();
    expect(await fits()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/receive-phone-en-US.png` });
  });
});
