/**
 * Customers in a real browser (客户管理 › 客户档案): registering a customer warns of a profile already holding the
 * mobile number; the new customer gets an appliance (a serial code of the barcode library), whose warranty status
 * shows in its grid.
 */
import { expect, type Page, test } from '@playwright/test';
import { login, openMenu, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const form = (page: Page) => page.getByTestId('resource-form');
const formItem = (page: Page, label: string) => form(page).locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
const saveForm = (page: Page) => page.getByRole('dialog').filter({ has: form(page) }).getByRole('button', { name: /保\s*存/ }).click();

test('a customer is registered with an appliance and its warranty status shows', async ({ page }) => {
  // Unique per run, so the test passes again on the same database.
  const phone = `137${String(Date.now()).slice(-8)}`;
  // A serial code of the demo barcode library (the demo company checks them); the asset is deleted at the end, so it is free again.
  const serial = 'SNKFR35GWA125031000012';
  await login(page);
  await openMenu(page, 'customer', 'customer.profile');
  const grid = page.getByTestId('resource-custProfile');
  await expect(grid.locator('tr.ant-table-row').first()).toBeVisible();

  await grid.getByTestId('add').click();
  await formItem(page, '姓').locator('input').fill('测');
  await formItem(page, '名').locator('input').fill('试');
  // A number already on file: the form says whose it is before anything is saved.
  await formItem(page, '手机号码').locator('input').fill('13911110001');
  await expect(page.getByTestId('duplicates')).toContainText('张 伟');
  await formItem(page, '手机号码').locator('input').fill(phone);
  await expect(page.getByTestId('duplicates')).toBeHidden();
  await saveForm(page);
  await expect(form(page)).toBeHidden();

  await grid.locator('form .ant-form-item').filter({ hasText: '电话/姓名' }).locator('input').fill(phone);
  await grid.getByRole('button', { name: /查\s*询/ }).click();
  const row = grid.locator('tr.ant-table-row').filter({ hasText: phone });
  await expect(row).toHaveCount(1);
  await row.getByTestId('row-assets').click();

  const drawer = page.locator('.ant-drawer').filter({ hasText: '测 试 的资产' });
  await drawer.getByTestId('add').click();
  await formItem(page, '序列号').locator('input').fill(serial);
  await formItem(page, '机型').locator('.ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'KFR-35GW-A1' }).click();
  const today = new Date();
  const bought = `${today.getFullYear() - 1}-${String(today.getMonth() + 1).padStart(2, '0')}-01`;
  await formItem(page, '购买日期').locator('input').fill(bought);
  await formItem(page, '购买日期').locator('input').press('Tab');
  await saveForm(page);
  await expect(form(page)).toBeHidden();

  const asset = drawer.locator('tr.ant-table-row').filter({ hasText: serial });
  await expect(asset).toContainText('36 个月');
  await expect(asset.getByTestId('warranty-in')).toHaveText('保内');

  await asset.getByTestId('row-delete').click();
  await page.getByRole('dialog').filter({ hasText: '确定删除' }).getByRole('button', { name: /确\s*定/ }).click();
  await expect(asset).toBeHidden();
});
