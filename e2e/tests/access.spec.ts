/** Administration round trip of issue 3: a role granting one menu, a user holding it, and what that user then sees. */
import { expect, type Page, test } from '@playwright/test';
import { login, openMenu, PASSWORD, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const ROLE = { name: '岗位维护员', code: 'E2E_POST_ONLY' };
const USER = { username: 'e2e_post_keeper', name: '岗位维护', phone: '13912345678' };

const dialog = (page: Page) => page.getByRole('dialog');
const save = (page: Page) => dialog(page).getByRole('button', { name: /保\s*存/ }).click();

test('a role granting only 岗位管理 gives its user that menu and nothing else; a bad mobile number is refused', async ({ page }) => {
  await login(page);

  // The role, and its one menu (with the menu's own buttons).
  await openMenu(page, 'system', 'system.role');
  const roles = page.getByTestId('resource-role');
  await roles.getByTestId('add').click();
  await dialog(page).getByLabel('角色名称').fill(ROLE.name);
  await dialog(page).getByLabel('角色标识').fill(ROLE.code);
  await save(page);
  const roleRow = roles.getByRole('row').filter({ hasText: ROLE.code });
  await roleRow.getByTestId('role-permissions').click();
  const tree = page.getByTestId('permission-tree');
  await tree.locator('.ant-tree-treenode', { has: page.getByTestId('grant-system.post') }).locator('.ant-tree-checkbox').click();
  await expect(tree.locator('.ant-tree-checkbox-checked')).toHaveCount(2); // 系统管理 and 岗位管理 (its buttons are folded)
  await page.getByTestId('permissions-save').click();
  await expect(tree).toBeHidden();

  // The user: the mobile check answers before any request, then the user is saved with the role.
  await openMenu(page, 'system', 'system.user');
  const users = page.getByTestId('resource-user');
  await users.getByTestId('add').click();
  await page.getByTestId('user-username').fill(USER.username);
  await page.getByTestId('user-password').fill(PASSWORD);
  await dialog(page).getByLabel('姓名').fill(USER.name);
  await dialog(page).getByLabel('手机号码').fill('1391234');
  await save(page);
  await expect(dialog(page).getByText('手机号码长度不为11位')).toBeVisible();
  await dialog(page).getByLabel('手机号码').fill('12912345678');
  await expect(dialog(page).getByText('手机号码格式不正确')).toBeVisible();
  await dialog(page).getByLabel('手机号码').fill(USER.phone);
  await page.getByTestId('user-roles').click();
  await page.keyboard.type(ROLE.name);
  await page.locator('.ant-select-item-option', { hasText: ROLE.name }).click();
  await save(page);
  await expect(dialog(page)).toBeHidden();
  await expect(users.getByRole('row').filter({ hasText: USER.username })).toContainText(ROLE.name);

  // Signed in as the new user: one group holding one item.
  await page.getByTestId('sidebar-logout').click();
  await page.getByRole('button', { name: /确\s*认/ }).click();
  await expect(page).toHaveURL(/\/login/);
  await login(page, USER.username, PASSWORD);
  const sidebar = page.getByRole('navigation', { name: 'menu' });
  await expect(sidebar.locator('[data-testid^="menu-"]')).toHaveText(['系统管理']);
  await page.getByTestId('menu-system').click();
  await expect(page.getByTestId('menu-panel-system').locator('[data-testid^="menu-"]')).toHaveText(['岗位管理']);
  await page.getByTestId('menu-system.post').click();
  await expect(page.getByTestId('resource-post').getByTestId('add')).toBeVisible();
});
