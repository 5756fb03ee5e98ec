/** Sign-in, the navigation guard, tabs, lock, language and theme: spec section 2 in a real browser. */
import { expect, test } from '@playwright/test';
import { chooseLanguage, expectTabs, login, openMenu, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

test('a wrong password shows the 426 text and stays on the login page', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('username').fill('admin');
  await page.getByTestId('password').fill('wrong-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('用户名不存在或密码错误');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fwel%2Findex$/);
});

test('empty fields are refused before any request', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('请输入用户名').last()).toBeVisible();
  await expect(page.getByText('请输入密码').last()).toBeVisible();
});

test('the root address leads a visitor to the login page and, signed in, to the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByTestId('username').fill('admin');
  await page.getByTestId('password').fill('123456');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('welcome')).toBeVisible();
  await expect(page.getByTestId('tab')).toHaveText(['首页']);
});

test('the guard sends a visitor to the login page and back where they were going', async ({ page }) => {
  await page.goto('/admin/dict/index');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fdict%2Findex$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login/);
  await login(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/wel\/index$/);
});

test('tabs open, close, close others, close all, and survive a reload', async ({ page }) => {
  await login(page);
  await openMenu(page, 'basic', 'basic.serviceType');
  await openMenu(page, 'basic', 'basic.area');
  await openMenu(page, 'system', 'system.doc');
  await expectTabs(page, ['首页', '服务类型', '区域管理', '接口文档']);
  await expect(page).toHaveTitle('接口文档 - 售后服务管理系统');
  await page.reload();
  await expect(page.getByTestId('tab')).toHaveCount(4);
  await expect(page).toHaveURL(/\/admin\/document\/index$/);
  // The reloaded page has mounted (its frame is there) before its tab is closed, so nothing reopens the tab.
  await expect(page.locator('iframe[src="/document"]')).toBeAttached();

  // Closing the active tab activates the previous one.
  await page.locator('.ant-tabs-tab-active .ant-tabs-tab-remove').click();
  await expect(page).toHaveURL(/\/basic\/area\/index$/);
  await expectTabs(page, ['首页', '服务类型', '区域管理']);

  await page.getByTestId('tab').filter({ hasText: '服务类型' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).filter({ visible: true }).click();
  await expectTabs(page, ['服务类型']);
  // The only tab cannot be closed.
  await expect(page.locator('.ant-tabs-tab-remove')).toHaveCount(0);

  await page.getByTestId('tabs-more').click();
  await page.getByRole('menuitem', { name: '关闭全部' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expectTabs(page, ['首页']);
});

test('lock needs a password, refuses a wrong one and unlocks with the right one', async ({ page }) => {
  await login(page);
  await page.getByTestId('lock').click();
  await expect(page.getByText('设置锁屏密码')).toBeVisible();
  await page.getByRole('button', { name: '确 认' }).or(page.getByRole('button', { name: '确认' })).click();
  await expect(page.getByText('锁屏密码不能为空')).toBeVisible();
  await page.getByTestId('lock-password').fill('s3cret');
  await page.getByTestId('lock-password').press('Enter');
  await expect(page).toHaveURL(/\/lock$/);
  // A locked session stays on the lock screen, even after a reload or typing another address.
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/lock$/);
  await page.getByTestId('unlock-password').fill('nope');
  await page.getByTestId('unlock-password').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('锁屏密码错误');
  await page.getByTestId('unlock-password').fill('s3cret');
  await page.getByTestId('unlock').click();
  await expect(page).toHaveURL(/\/wel\/index$/);
});

test('the language choice applies everywhere and survives a reload', async ({ page }) => {
  await login(page);
  await chooseLanguage(page, 'English');
  await expect(page.getByTestId('menu-system')).toContainText('System');
  await page.reload();
  await expect(page.getByTestId('menu-system')).toContainText('System');
  await expect(page.getByTestId('tab').first()).toHaveText('Home');
  await chooseLanguage(page, 'Español');
  await expect(page.getByTestId('menu-system')).toContainText('Sistema');
});

test('a theme switch recolours the shell and is remembered', async ({ page }) => {
  await login(page);
  const sidebar = page.getByRole('navigation', { name: 'menu', exact: true });
  await expect(sidebar).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.getByTestId('settings').click();
  await page.getByTestId('themes').getByText('星空').click();
  await expect(sidebar).toHaveCSS('background-color', 'rgb(20, 33, 61)');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(sidebar).toHaveCSS('background-color', 'rgb(20, 33, 61)');
});

test('an expired session asks to log in again and goes to the login page', async ({ page }) => {
  await login(page);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('as-session') ?? '{}'));
  const revoked = await page.request.delete('/auth/token/logout', { headers: { Authorization: `Bearer ${session.accessToken}`, 'TENANT-ID': '1' } });
  expect(revoked.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('登录状态已过期，请重新登录')).toBeVisible();
  await page.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('log out asks first, then ends the session', async ({ page }) => {
  await login(page);
  await page.getByTestId('sidebar-logout').click();
  await expect(page.getByText('是否退出系统, 是否继续?')).toBeVisible();
  await page.getByRole('button', { name: /确\s*认/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/login/);
});
