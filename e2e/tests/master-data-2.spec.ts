/**
 * Basic-data screens of issue 4, second part, in a real browser: a column dragged at its header edge (or moved by
 * the arrow keys) keeps its width after a reload; a push rule makes the round trip (create, filter, edit, delete);
 * an ordering rule asks to select the manufacturer; a return-visit setup is edited with its questions.
 */
import { expect, type Page, test } from '@playwright/test';
import { login, openMenu as openMenuItem, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

/** Opens a screen from the menu, then moves the pointer off the menu panel (it stays open while hovered, over the toolbar). */
const openMenu = async (page: Page, group: string, item: string) => {
  await openMenuItem(page, group, item);
  await page.mouse.move(700, 20);
};
const grid = (page: Page, key = 'pushRule') => page.getByTestId(`resource-${key}`);
const form = (page: Page) => page.getByTestId('resource-form');
const formItem = (page: Page, label: string) => form(page).locator('.ant-form-item').filter({ hasText: label });
const saveForm = (page: Page) => page.getByRole('dialog').filter({ has: form(page) }).getByRole('button', { name: /保\s*存/ }).click();
const row = (page: Page, code: string) => grid(page).locator('tr.ant-table-row').filter({ hasText: code });
const choose = async (page: Page, label: string, option: string) => {
  await formItem(page, label).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click();
};
const saved = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/basic/tableSetting/save') && r.ok());
const widthOf = async (page: Page, field: string) => Math.round((await grid(page).locator(`th[data-resize-field=${field}]`).boundingBox())!.width);

test('a column dragged at its header edge, or moved by the arrow keys, keeps its width after a reload', async ({ page }) => {
  await login(page);
  await openMenu(page, 'basic', 'basic.pushRule');
  await expect(row(page, 'PR-APPOINT-SMS')).toBeVisible();
  const before = await widthOf(page, 'name');

  // Drag the right edge of 规则名称 60px to the left: the column narrows and the grid does not sort by it.
  const handle = grid(page).getByTestId('resize-name');
  const box = (await handle.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 30, y, { steps: 3 });
  const dragged = saved(page);
  await page.mouse.move(box.x + box.width / 2 - 60, y, { steps: 3 });
  await page.mouse.up();
  await dragged;
  await expect.poll(() => widthOf(page, 'name')).toBe(before - 60);
  await expect(grid(page).locator('th[data-resize-field=name]')).not.toHaveAttribute('aria-sort');

  // The same edge from the keyboard: two steps of 10px to the right, each saved.
  await handle.focus();
  for (let i = 0; i < 2; i++) {
    const stepped = saved(page);
    await page.keyboard.press('ArrowRight');
    await stepped;
  }
  await expect.poll(() => widthOf(page, 'name')).toBe(before - 40);
  await expect(handle).toHaveAttribute('aria-valuenow', String(before - 40));

  await page.reload();
  await page.getByTestId('tab').filter({ hasText: '推送规则' }).click();
  await expect(row(page, 'PR-APPOINT-SMS')).toBeVisible();
  expect(await widthOf(page, 'name')).toBe(before - 40);
  // Narrower than its content, the name is cut with an ellipsis rather than widening the column again.
  const index = await grid(page).locator('thead th').evaluateAll((ths) => ths.findIndex((th) => th.getAttribute('data-resize-field') === 'name'));
  const cut = await row(page, 'PR-APPOINT-SMS').locator('td').nth(index).evaluate((td) => td.scrollWidth > td.clientWidth && getComputedStyle(td).textOverflow === 'ellipsis');
  expect(cut).toBe(true);

  // Back to the screen's own widths, for whoever comes next.
  await page.getByTestId('column-settings').click();
  await page.getByTestId('columns-reset').click();
  await page.getByTestId('columns-save').click();
  await expect.poll(() => widthOf(page, 'name')).toBe(before);
});

test('a push rule makes the round trip: created, found, edited, deleted', async ({ page }) => {
  await login(page);
  await openMenu(page, 'basic', 'basic.pushRule');
  await expect(row(page, 'PR-APPOINT-SMS')).toBeVisible();

  // Create, first with a placeholder the sender cannot fill: refused beside the template.
  await page.getByTestId('add').click();
  await formItem(page, '规则编码').locator('input').fill('E2E-PR');
  await formItem(page, '规则名称').locator('input').fill('端到端取消通知');
  await choose(page, '触发事件', '工单取消');
  await choose(page, '推送对象', '客户');
  await choose(page, '推送渠道', '短信');
  await formItem(page, '消息模板').locator('textarea').fill('您的工单{orderId}已取消。');
  await saveForm(page);
  await expect(formItem(page, '消息模板')).toContainText('含有未知的占位符 {orderId}');
  await formItem(page, '消息模板').locator('textarea').fill('您的工单{orderNo}已取消。');
  await saveForm(page);
  await expect(form(page)).toBeHidden();
  await expect(row(page, 'E2E-PR')).toContainText('工单取消');

  // Filter by code and event.
  await grid(page).locator('form .ant-form-item').filter({ hasText: '规则编码' }).locator('input').fill('E2E');
  await grid(page).getByRole('button', { name: /查\s*询/ }).click();
  await expect(grid(page).locator('tr.ant-table-row')).toHaveCount(1);
  await expect(row(page, 'E2E-PR')).toContainText('短信');

  // Edit.
  await row(page, 'E2E-PR').getByTestId('row-edit').click();
  await expect(formItem(page, '规则名称').locator('input')).toHaveValue('端到端取消通知');
  await formItem(page, '规则名称').locator('input').fill('端到端取消通知（改）');
  await saveForm(page);
  await expect(form(page)).toBeHidden();
  await expect(row(page, 'E2E-PR')).toContainText('端到端取消通知（改）');

  // Delete.
  await row(page, 'E2E-PR').getByTestId('row-delete').click();
  await page.getByRole('dialog').filter({ hasText: '确定删除' }).getByRole('button', { name: /确\s*定/ }).click();
  await expect(row(page, 'E2E-PR')).toHaveCount(0);
  await grid(page).getByRole('button', { name: /重\s*置/ }).click();
  await expect(row(page, 'PR-APPOINT-SMS')).toBeVisible();
});

test('an ordering rule asks to select the manufacturer', async ({ page }) => {
  await login(page);
  await openMenu(page, 'basic', 'basic.partsOrderRule');
  await expect(grid(page, 'partsOrderRule').locator('tr.ant-table-row').first()).toBeVisible();
  await page.getByTestId('add').click();
  await choose(page, '网点级别', '二级网点');
  await saveForm(page);
  await expect(formItem(page, '厂家')).toContainText('请选择厂家');
});

test('a return-visit setup opens for editing with its questions', async ({ page }) => {
  await login(page);
  await openMenu(page, 'basic', 'basic.recallSetting');
  await grid(page, 'recallSetting').locator('tr.ant-table-row').filter({ hasText: 'RV-REPAIR' }).getByTestId('row-edit').click();
  await expect(formItem(page, '设置名称').locator('input')).toHaveValue('上门维修回访');
  const questions = form(page).locator('tr.ant-table-row');
  await expect(questions).toHaveCount(4);
  await expect(questions.nth(2).locator('input').first()).toHaveValue('对本次服务的总体满意度');
});
