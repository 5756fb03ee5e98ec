/** The user screen says when an account is shared with another tenant (docs/accounts.md): its profile is read-only there. */
import { expect, test } from '@playwright/test';
import { login, openMenu, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

test('a shared account shows why its profile cannot be edited here, offers no password reset, and keeps its roles editable', async ({ page }) => {
  await login(page);
  await openMenu(page, 'system', 'system.user');
  const users = page.getByTestId('resource-user');
  // The demo admin belongs to tenants 1 and 2; centre_north to tenant 1 alone.
  const shared = users.getByRole('row').filter({ hasText: '总部管理员' });
  const alone = users.getByRole('row').filter({ hasText: 'centre_north' });
  await expect(shared.getByTestId('user-reset-password')).toHaveCount(0);
  await expect(alone.getByTestId('user-reset-password')).toBeVisible();

  await shared.getByTestId('row-edit').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('user-shared-hint')).toContainText('该账号同时属于其他租户');
  await expect(dialog.getByLabel('姓名')).toBeDisabled();
  await expect(dialog.getByLabel('邮箱')).toBeDisabled();
  await expect(dialog.getByTestId('user-roles')).not.toHaveClass(/disabled/);
  // Saving sends only the membership: the server accepts it.
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();

  await alone.getByTestId('row-edit').click();
  await expect(dialog.getByTestId('user-shared-hint')).toHaveCount(0);
  await expect(dialog.getByLabel('姓名')).toBeEnabled();
});
