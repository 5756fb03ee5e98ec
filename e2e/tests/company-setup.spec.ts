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

test('the serial code generator makes a batch whose codes appear in the barcode library', async ({ page }) => {
  await login(page);
  await openMenu(page, 'basic', 'basic.barcodeGenerate');
  await page.getByTestId('generate').click();
  const form = page.getByTestId('generate-form');
  await form.locator('.ant-form-item').filter({ hasText: '产品型号' }).locator('.ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'KFR-72LW-B2' }).click();
  await form.locator('.ant-form-item').filter({ hasText: '数量' }).locator('input').fill('5');
  await form.locator('.ant-form-item').filter({ hasText: '前缀' }).locator('input').fill('E2E');
  await expect(page.getByTestId('generate-example')).toContainText(/E2EKFR72LWB2\d{6}00001/);
  await page.getByRole('dialog').filter({ has: form }).getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ant-message')).toContainText('已生成 5 个序列号');
  const batch = page.getByTestId('resource-barcodeGenerate').locator('tr.ant-table-row').filter({ hasText: 'E2EKFR72LWB2' }).first();
  await expect(batch).toContainText('5');
  // The batch number (GB + yyMMdd + a running number), wherever its column sits in the row.
  const batchNo = (await batch.textContent())?.match(/GB\d{9}/)?.[0];
  expect(batchNo).toBeDefined();

  await openMenu(page, 'basic', 'basic.itemBarcode');
  const library = page.getByTestId('resource-itemBarcode');
  await library.locator('form .ant-form-item').filter({ hasText: '批次号' }).locator('input').fill(batchNo ?? '');
  await library.getByRole('button', { name: /查\s*询/ }).click();
  await expect(library.locator('tr.ant-table-row')).toHaveCount(5);
  await expect(library.locator('tr.ant-table-row').first()).toContainText('系统生成');
});

test('parameter configuration lists the business parameters of the system parameters, and one added there is a system parameter too', async ({ page }) => {
  await login(page);
  await openMenu(page, 'basic', 'basic.paramConfig');
  const grid = page.getByTestId('resource-paramConfig');
  await expect(grid.locator('.ant-table')).toBeVisible();
  await expect(grid).not.toContainText('REGISTER_USER');
  const key = `DISPATCH_CUTOFF_${Date.now()}`;
  await page.getByTestId('add').click();
  const form = page.getByTestId('resource-form');
  await form.locator('.ant-form-item').filter({ hasText: '参数名称' }).locator('input').fill('派单截止时间');
  await form.locator('.ant-form-item').filter({ hasText: '参数键' }).locator('input').fill(key);
  await form.locator('.ant-form-item').filter({ hasText: '参数值' }).locator('textarea').fill('16:00');
  await page.getByRole('dialog').filter({ has: form }).getByRole('button', { name: /保\s*存/ }).click();
  await expect(grid.locator('tr.ant-table-row').filter({ hasText: key })).toContainText('16:00');

  await openMenu(page, 'system', 'system.param');
  await expect(page.getByTestId('resource-param').locator('tr.ant-table-row').filter({ hasText: key })).toBeVisible();
  await expect(page.getByTestId('resource-param')).toContainText('REGISTER_USER');
});
