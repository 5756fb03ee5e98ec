/**
 * Call access in a real browser (工单业务 › 来电受理): a call comes in with the caller's number, their profile and
 * appliances show with the warranty, an order is taken for an appliance and appears in the history with its
 * warranty type; the form's required-field messages; and (issue 5) a customer registered with an appliance shows
 * its warranty status on the call and its service history on the customer screen.
 */
import { expect, type Page, test } from '@playwright/test';
import { login, openMenu, useLanguage } from './helpers.ts';
import { callFrom, choose, orderForAppliance, orderForm, orderItem } from './order-steps.ts';

// Several full page loads and orders each: more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const resourceForm = (page: Page) => page.getByTestId('resource-form');
const resourceItem = (page: Page, label: string) => resourceForm(page).locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
const saveResource = (page: Page) => page.getByRole('dialog').filter({ has: resourceForm(page) }).getByRole('button', { name: /保\s*存/ }).click();

test('a call comes in: the caller, appliances with warranty, an order taken for an appliance appears in the history', async ({ page }) => {
  await login(page);
  await callFrom(page, '13911110001');
  await expect(page.getByTestId('caller-phone').locator('input')).toHaveValue('13911110001');
  await expect(page.getByTestId('caller-profile')).toHaveCount(1);
  await expect(page.getByTestId('caller-profile')).toContainText('张 伟');
  const appliance = page.getByTestId('caller-assets').locator('tr.ant-table-row').filter({ hasText: 'SN35GWA1202403150001' });
  await expect(appliance.locator('[data-testid^="warranty-"]')).toHaveText(/保内|保外/);
  const warranty = (await appliance.locator('[data-testid^="warranty-"]').textContent())!;

  // The spec's messages for what is missing, a complaint's nature and object included.
  await page.getByTestId('order-variant').getByText('投诉').click();
  await orderItem(page, '品牌').locator('input').fill('');
  await page.getByTestId('order-submit').click();
  for (const message of ['品牌不能为空', '产品大类不能为空', '请选择服务类型', '投诉性质不能为空', '投诉对象不能为空']) await expect(orderForm(page)).toContainText(message);
  await page.getByTestId('order-variant').getByText('服务工单').click();

  const orderNo = await orderForAppliance(page, 'SN35GWA1202403150001');
  const line = page.getByTestId('order-history').locator('tr.ant-table-row').filter({ hasText: orderNo });
  await expect(line).toContainText('SN35GWA1202403150001');
  await expect(line).toContainText(warranty);
  // Enter searches another number; back to the caller, a second repair of the appliance is a repeat repair.
  await page.getByTestId('caller-phone').locator('input').fill('13911110002');
  await page.getByTestId('caller-phone').locator('input').press('Enter');
  await expect(page.getByTestId('caller-profile')).toContainText('王 芳');
  await page.getByTestId('caller-phone').locator('input').fill('13911110001');
  await page.getByTestId('caller-phone').locator('input').press('Enter');
  await expect(page.getByTestId('repeat-warning').first()).toContainText(orderNo);
  const repeat = await orderForAppliance(page, 'SN35GWA1202403150001');
  await expect(page.getByTestId('order-history').locator('tr.ant-table-row').filter({ hasText: repeat }).getByTestId('repeat-repair')).toBeVisible();
});

test('a customer registered with an appliance shows its warranty on the call and its service history', async ({ page }) => {
  const phone = `136${String(Date.now()).slice(-8)}`;
  // A serial code of the demo barcode library (the demo company checks them).
  const serial = 'SNKFR35GWA125031000011';
  await login(page);
  // An unknown caller: a profile is created from the call.
  await callFrom(page, phone);
  await expect(page.getByTestId('caller-profiles')).toContainText(phone);
  await page.getByTestId('create-profile').click();
  await expect(resourceItem(page, '手机号码').locator('input')).toHaveValue(phone);
  await resourceItem(page, '姓').locator('input').fill('来');
  await resourceItem(page, '名').locator('input').fill('电');
  await saveResource(page);
  await expect(page.getByTestId('caller-profile')).toContainText('来 电');

  // Its appliance is registered on the customer screen.
  await openMenu(page, 'customer', 'customer.profile');
  const grid = page.getByTestId('resource-custProfile');
  await grid.locator('form .ant-form-item').filter({ hasText: '电话/姓名' }).locator('input').fill(phone);
  await grid.getByRole('button', { name: /查\s*询/ }).click();
  const row = grid.locator('tr.ant-table-row').filter({ hasText: phone });
  await row.getByTestId('row-assets').click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '来 电 的资产' });
  await drawer.getByTestId('add').click();
  await resourceItem(page, '序列号').locator('input').fill(serial);
  await resourceItem(page, '机型').locator('.ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'KFR-35GW-A1' }).click();
  const today = new Date();
  await resourceItem(page, '购买日期').locator('input').fill(`${today.getFullYear() - 1}-${String(today.getMonth() + 1).padStart(2, '0')}-01`);
  await resourceItem(page, '购买日期').locator('input').press('Tab');
  await saveResource(page);
  await expect(drawer.locator('tr.ant-table-row').filter({ hasText: serial }).getByTestId('warranty-in')).toHaveText('保内');
  await drawer.locator('.ant-drawer-close').click();

  // The next call shows it in warranty; the order taken for it is in warranty.
  await callFrom(page, phone);
  await expect(page.getByTestId('caller-assets').locator('tr.ant-table-row').filter({ hasText: serial }).getByTestId('warranty-in')).toBeVisible();
  // The new profile has no address yet: province, city and district cascade down the area tree.
  const orderNo = await orderForAppliance(page, serial, async () => {
    await choose(page, '省', '北京市');
    await choose(page, '市', '北京市');
    await choose(page, '区县', '朝阳区');
    await orderItem(page, '详细地址').locator('input').fill('北京市朝阳区望京街 9 号');
  });
  await expect(page.getByTestId('order-history').locator('tr.ant-table-row').filter({ hasText: orderNo })).toContainText('保内');

  // The customer screen shows the profile's and the appliance's service history.
  await openMenu(page, 'customer', 'customer.profile');
  await grid.locator('form .ant-form-item').filter({ hasText: '电话/姓名' }).locator('input').fill(phone);
  await grid.getByRole('button', { name: /查\s*询/ }).click();
  await row.getByTestId('row-history').click();
  await expect(page.locator('.ant-drawer').filter({ hasText: '来 电 的服务历史' }).getByTestId('order-history')).toContainText(orderNo);
});
