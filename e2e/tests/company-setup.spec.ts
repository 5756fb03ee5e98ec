/**
 * Company setup screens in a real browser: the company configuration form (基础数据 › 公司配置) saves a change that
 * survives a reload, and refuses a template with a placeholder it does not offer beside the field.
 */
import { expect, type Page, test } from '@playwright/test';
import { login, openMenu, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const configForm = (page: Page) => page.getByTestId('company-config');
const configItem = (page: Page, label: string) => configForm(page).locator('.ant-form-item').filter({ hasText: label });

test('the company configuration is edited as a form: a change is saved and a bad template is refused beside its field', async ({ page }) => {
  await login(page);
  await openMenu(page, 'basic', 'basic.companyConfig');
  const changes = configItem(page, '最多改约次数').locator('input');
  await expect(changes).toHaveValue('3');
  await changes.fill('4');
  const review = configItem(page, '客户档案人工审核').getByRole('switch');
  await expect(review).toBeChecked();
  await review.click();
  await page.getByTestId('company-config-save').click();
  await expect(page.locator('.ant-message')).toContainText('操作成功');

  await page.reload();
  await expect(configItem(page, '最多改约次数').locator('input')).toHaveValue('4');
  await expect(configItem(page, '客户档案人工审核').getByRole('switch')).not.toBeChecked();

  const template = configItem(page, '派单短信模板').locator('textarea');
  await template.fill('您的工单{orderNo}已派单，密码{password}');
  await page.getByTestId('company-config-save').click();
  await expect(configItem(page, '派单短信模板')).toContainText('含有未知的占位符 {password}');
  await page.reload();
  await expect(configItem(page, '派单短信模板').locator('textarea')).not.toHaveValue(/password/);
});
