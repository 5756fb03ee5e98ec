/**
 * Old-part write-off in a real browser (issue 16): the northern centre's manager writes off an old part on the
 * 旧件报废 screen (a stock-out of that type alone), may not approve it himself, and headquarters approves: the
 * document is posted and the centre's defective stock (the balance's 旧件 column) is one less.
 */
import { expect, type Page, test } from '@playwright/test';
import { login, logout, openMenu, useLanguage } from './helpers.ts';
import { actionButtons, balanceOf, cellUnder, choose, closeDetail, confirmed, detail, form, formItem, openDoc } from './stock-steps.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/parts-writeoff-${name}.png` });
/** What a warehouse's rows of the balance add up to in one column ("warehouse|value" rows). */
const sumAt = (rows: string[], warehouse: string) => rows.filter((r) => r.startsWith(`${warehouse}|`)).reduce((sum, r) => sum + Number(r.split('|')[1] || 0), 0);

test.describe('in Chinese', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

  test('the centre writes off an old part, headquarters approves it, and the defective stock is one less', async ({ page }) => {
    await login(page, 'centre_north');
    const before = sumAt(await balanceOf(page, 'P-MB-WH', '旧件'), '华北中心仓');
    expect(before).toBeGreaterThan(0);

    // The screen lists write-offs only (the demo's two), and its form makes one: the type is given.
    await openMenu(page, 'parts', 'parts.scrapOld');
    const grid = page.getByTestId('resource-spPartsOutHeader');
    await expect(grid.locator('tr.ant-table-row')).toHaveCount(2);
    await expect(grid.locator('tr.ant-table-row').first()).toContainText('旧件报废');
    await grid.getByTestId('add').click();
    await expect(formItem(page, '单据类型')).toContainText('旧件报废');
    await choose(page, formItem(page, '出库仓库').locator('.ant-select'), 'WH-SC-N');
    const table = form(page).locator('.ant-table');
    await form(page).getByRole('button', { name: /新\s*增/ }).click();
    const line = table.locator('.ant-table-tbody tr.ant-table-row').first();
    await choose(page, (await cellUnder(table, line, '备件')).locator('.ant-select'), 'P-MB-WH');
    await (await cellUnder(table, line, '数量')).locator('input').fill('1');
    await page.getByRole('dialog').filter({ has: form(page) }).getByRole('button', { name: /保\s*存/ }).click();
    await expect(form(page)).toBeHidden();
    const first = grid.locator('tr.ant-table-row').first();
    await expect(first).toContainText('草稿');
    const docNo = (await first.locator('td').first().textContent())?.trim() ?? '';
    await first.getByTestId('row-detail').click();
    await confirmed(page, 'submit', docNo, '待审核');
    // Its maker is offered no approval; nothing is reserved or taken yet.
    await expect(actionButtons(page)).toHaveText([/驳\s*回/, /取\s*消/]);
    await shot(page, 'waiting');
    await closeDetail(page);
    expect(sumAt(await balanceOf(page, 'P-MB-WH', '旧件'), '华北中心仓')).toBe(before);
    await logout(page);

    await login(page);
    await openDoc(page, 'parts.scrapOld', 'spPartsOutHeader', docNo);
    await expect(actionButtons(page)).toHaveText([/驳\s*回/, /取\s*消/, /审核通过/]);
    await confirmed(page, 'approve', docNo, '已过账');
    await expect(actionButtons(page)).toHaveCount(0);
    await expect(detail(page).getByTestId('doc-docType')).toHaveText('旧件报废');
    await shot(page, 'posted');
    await closeDetail(page);
    expect(sumAt(await balanceOf(page, 'P-MB-WH', '旧件'), '华北中心仓')).toBe(before - 1);
  });
});
