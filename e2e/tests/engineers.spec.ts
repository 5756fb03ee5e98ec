/**
 * Engineers in a real browser (服务网络 › 工程师管理): an outlet manager adds an engineer with a login account, the
 * ID number shows masked in the grid, batch commands want a selection first; then the new engineer logs in and
 * sees only himself.
 */
import { expect, type Page, test } from '@playwright/test';
import { login, openMenu, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const grid = (page: Page) => page.getByTestId('resource-engineer');
const form = (page: Page) => page.getByTestId('engineer-form');
const formItem = (page: Page, label: string) => form(page).locator('.ant-form-item').filter({ has: page.locator(`label[title="${label}"]`) });
const row = (page: Page, text: string) => grid(page).locator('tr.ant-table-row').filter({ hasText: text });

async function choose(page: Page, label: string, option: string) {
  await formItem(page, label).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

test('an outlet adds an engineer with a login, who then logs in and sees only himself', async ({ page, browser }) => {
  const run = String(Date.now()).slice(-6);
  const jobNo = `E2E${run}`;
  const account = `e2e.engineer${run}`;

  await login(page, 'outlet_chaoyang');
  await openMenu(page, 'network', 'network.engineer');
  // The seeded engineer of this outlet, with the ID number masked.
  await expect(row(page, 'E1001')).toContainText('1101**********1234');
  await expect(row(page, 'E2001')).toHaveCount(0);

  // A batch command without a selection asks for one.
  await page.getByTestId('batch-depart').click();
  await expect(page.getByText('请先选择记录')).toBeVisible();

  await page.getByTestId('add').click();
  await formItem(page, '工号').locator('input').fill(jobNo);
  await formItem(page, '姓名').locator('input').fill('端到端工程师');
  await formItem(page, '登录账号').locator('input').fill(account);
  await formItem(page, '手机号码').locator('input').fill(`139${run}88`);
  await choose(page, '所属网点', '北京海淀网点');
  await choose(page, '工程师类型', '自有');
  await formItem(page, '身份证号').locator('input').fill('110108199205061237');
  await page.getByTestId('engineer-password').fill('e2e-secret');
  await page.getByRole('dialog').filter({ has: form(page) }).getByRole('button', { name: /保\s*存/ }).click();
  await expect(form(page)).toBeHidden();
  await expect(row(page, jobNo)).toContainText('1101**********1237');
  await expect(row(page, jobNo)).toContainText('北京海淀网点');
  await expect(row(page, jobNo)).toContainText('在职');

  // The engineer's own session: his record and nobody else's.
  const own = await browser.newPage();
  await useLanguage(own, 'zh-CN');
  await login(own, account, 'e2e-secret');
  await openMenu(own, 'network', 'network.engineer');
  await expect(row(own, jobNo)).toBeVisible();
  await expect(grid(own).locator('tr.ant-table-row')).toHaveCount(1);
  await expect(own.getByTestId('add')).toHaveCount(0);
  await own.close();
});
