/**
 * The parts returns and plan screens on a phone (issue 16: 390 px, the menu folded away): the outlet's old-part
 * return grid, form, detail and shipping dialog; the centre's receipt of new parts, inspection (the reason of a
 * rejection under its verdict) and RTV; the plan's grid, detail (each line's quantity in view) and computing dialog.
 * Each fits the screen's width (tables scroll inside their cards); nothing is saved. In English and Chinese.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { foldMenu, login, openMenu, useLanguage } from './helpers.ts';

const SHOTS = '/tmp/shots-parts-phone';

/** The page is no wider than the screen. */
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The element is wholly on the screen, left to right. */
async function inView(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function toPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await foldMenu(page);
  expect(await fits(page)).toBe(true);
}

/** Opens a menu item on the phone: the menu unfolded for it, folded again after. */
async function phoneMenu(page: Page, group: string, item: string) {
  await page.getByTestId('collapse').click();
  await openMenu(page, group, item);
  if (await page.getByTestId(`menu-${group}`).isVisible()) await foldMenu(page);
  await expect(page.getByTestId(`menu-${group}`)).toBeHidden();
  expect(await fits(page)).toBe(true);
}

/** A status tab, or its entry under the tabs' "more" when it does not fit. */
async function tab(page: Page, testId: string, name: string) {
  // Once the grid shows its rows the tabs are laid out (those that do not fit moved under "more").
  await expect(grid(page).locator('tr.ant-table-row').first()).toBeVisible();
  const tabs = page.getByTestId(testId).filter({ visible: true });
  const shown = tabs.getByRole('tab', { name, exact: true });
  // The layout may still move a tab in or out of "more" as the screen settles: tried again until one click lands.
  await expect(async () => {
    if (await shown.isVisible()) return shown.click({ timeout: 2000 });
    await tabs.locator('.ant-tabs-nav-more').click({ timeout: 2000 });
    await page.locator('.ant-tabs-dropdown-menu-item').filter({ hasText: name }).click({ timeout: 2000 });
  }).toPass();
  // The grid has loaded the tab's rows before one is clicked (else the click lands on a row being replaced).
  await expect(tabs.locator('.ant-tabs-tab-active')).toHaveText(name);
  await expect(grid(page).locator('.ant-spin-spinning')).toHaveCount(0);
}

/** The returns grid of the screen shown (the other kind's stays open in its tab, hidden). */
const grid = (page: Page) => page.getByTestId('resource-partsReturn').filter({ visible: true });
const dialog = (page: Page) => page.getByTestId('return-action-form');
const cancelDialog = (page: Page) => page.locator('.ant-modal').filter({ has: dialog(page) }).getByRole('button', { name: /取\s*消/ }).click();
const detail = (page: Page) => page.getByTestId('return-detail');
const closeDetail = (page: Page) => detail(page).locator('.ant-modal-close').click();

test('an outlet returns old parts on a phone: grid, form, detail and shipping fit the screen', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await login(page, 'outlet_chaoyang');
  await openMenu(page, 'parts', 'parts.returnOld');
  await toPhone(page);
  await expect(grid(page)).toContainText('Old-part returns');
  await page.screenshot({ path: `${SHOTS}/en-old-grid.png` });

  // The form: each old part with its order and deadline in the first columns, the overdue ones tagged.
  await grid(page).getByTestId('add').click();
  const choices = page.getByTestId('return-old-choices');
  await expect(choices.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(choices).toContainText('Overdue');
  await inView(page, choices.getByText('Overdue').first());
  expect(await fits(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/en-old-form.png` });
  await page.locator('.ant-modal').filter({ has: page.getByTestId('return-form') }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('return-form')).toHaveCount(0);

  await tab(page, 'return-tabs', 'Draft');
  await grid(page).getByTestId('return-open').first().click();
  await expect(detail(page).getByTestId('return-update')).toHaveText('Edit');
  expect(await fits(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/en-old-detail.png` });
  await detail(page).getByTestId('return-ship').click();
  await inView(page, dialog(page).getByTestId('return-waybill'));
  await page.screenshot({ path: `${SHOTS}/en-old-ship.png` });
});

test('a centre receives, inspects and sends on returns, and plans parts, on a phone', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await login(page, 'centre_north');
  await openMenu(page, 'parts', 'parts.returnNew');
  await toPhone(page);

  // New parts: the receipt's quantity is in view.
  await tab(page, 'return-tabs', '已发货');
  await grid(page).getByTestId('return-open').first().click();
  await detail(page).getByTestId('return-receive').click();
  await inView(page, dialog(page).getByTestId('return-qty-0'));
  expect(await fits(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/zh-new-receive.png` });
  await cancelDialog(page);
  await closeDetail(page);

  // Old parts: a rejection asks for its reason right under the verdict, on the screen.
  await phoneMenu(page, 'parts', 'parts.returnOld');
  await tab(page, 'return-tabs', '已签收');
  await grid(page).getByTestId('return-open').first().click();
  await detail(page).getByTestId('return-inspect').click();
  await dialog(page).getByTestId('return-verdict-0').getByText('不合格').click();
  await inView(page, dialog(page).getByTestId('return-reject-reason-0'));
  expect(await fits(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/zh-old-inspect.png` });
  await cancelDialog(page);
  await closeDetail(page);

  await tab(page, 'return-tabs', '已检验');
  await grid(page).getByTestId('return-open').first().click();
  await detail(page).getByTestId('return-rtv').click();
  await inView(page, dialog(page).getByTestId('return-waybill'));
  await page.screenshot({ path: `${SHOTS}/zh-old-rtv.png` });
  await cancelDialog(page);
  await closeDetail(page);

  // The plan: each line's part over its name, its quantity in view.
  await phoneMenu(page, 'parts', 'parts.plan');
  await page.screenshot({ path: `${SHOTS}/zh-plan-grid.png` });
  await page.getByTestId('plan-open').filter({ visible: true }).first().click();
  const qty = page.getByTestId('plan-detail').getByTestId('plan-line-qty').first();
  await expect(qty).toBeVisible({ timeout: 60_000 });
  await inView(page, qty);
  expect(await fits(page)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/zh-plan-detail.png` });
});
