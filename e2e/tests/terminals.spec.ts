/** Terminal management (OAuth clients) and the tenant's period on the tenant screen, in a real browser. */
import { expect, type Page, test } from '@playwright/test';
import { login, openMenu, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

/** A suffix for the names a test creates: the test may run again on the same database. */
const unique = () => Date.now().toString(36);
const form = (page: Page) => page.getByTestId('resource-form');
/** An input of the add / edit form by its label (not getByLabel: the search form may share the id). */
const input = (page: Page, label: string) => form(page).locator('.ant-form-item').filter({ hasText: label }).locator('input').first();
const saveForm = (page: Page) => page.getByRole('dialog').filter({ has: form(page) }).getByRole('button', { name: /保\s*存/ }).click();

test('a terminal is added with its secret, which the grid never shows, signs in, and is deleted', async ({ page, request }) => {
  const clientId = `pigx_${unique()}`;
  await login(page);
  await openMenu(page, 'system', 'system.client');
  const grid = page.getByTestId('resource-client');
  await expect(grid.getByRole('row').filter({ hasText: 'pig' }).first()).toBeVisible();

  // Without a secret the server says so beside the field.
  await grid.getByTestId('add').click();
  await input(page, '终端编号').fill(clientId);
  await input(page, '会话结束状态码').fill('401');
  await saveForm(page);
  await expect(form(page)).toContainText('请输入密钥');
  await input(page, '密钥').fill('s3cret-value');
  await saveForm(page);
  const row = grid.getByRole('row').filter({ hasText: clientId });
  await expect(row).toContainText('401');
  await expect(grid).not.toContainText('s3cret-value');

  // The new client signs in with its secret.
  const token = await request.post('/auth/oauth/token?grant_type=password&scope=server', {
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:s3cret-value`).toString('base64')}`, 'TENANT-ID': '1' },
    form: { username: 'admin', password: '123456' },
  });
  expect(token.ok()).toBe(true);

  await row.getByTestId('row-delete').click();
  await page.getByRole('dialog').filter({ hasText: '确定删除所选记录吗？' }).getByRole('button', { name: /确\s*定/ }).click();
  await expect(grid.getByRole('row').filter({ hasText: clientId })).toHaveCount(0);
});

test('the tenant screen shows and edits the tenant\'s period', async ({ page }) => {
  await login(page);
  await openMenu(page, 'system', 'system.tenant');
  const grid = page.getByTestId('resource-tenant');
  await expect(grid.getByRole('columnheader', { name: '到期时间' })).toBeVisible();
  const row = grid.getByRole('row').filter({ hasText: 'Second Brand Appliances' });
  await row.getByTestId('row-edit').click();
  await expect(form(page).locator('.ant-form-item').filter({ hasText: '生效时间' })).toBeVisible();
  await expect(form(page).locator('.ant-form-item').filter({ hasText: '到期时间' })).toBeVisible();
});
