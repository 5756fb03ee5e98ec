/**
 * The shared grid and the shell around it in a real browser: trees open level by level (departments down to a
 * second-level outlet, menus to their entries), a grid says it is loading until its first answer and an empty one
 * says how records arrive (or offers Add), the actions column stays in view on a wide grid, the work-order grid
 * opens with the columns a call centre needs, the bell lists the orders it counts, and an order's tab is named by
 * its number.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { basicApi, chooseLanguage, login, openMenu, useLanguage } from './helpers.ts';
import { newOrder } from './order-steps.ts';

const SHOTS = '/tmp/shots/h6';
const rowOf = (grid: Locator, text: string) => grid.locator('tr.ant-table-row').filter({ hasText: text });
const expand = (row: Locator) => row.locator('.ant-table-row-expand-icon').click();

test('department and menu management open their trees down to an outlet and a second-level entry', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await login(page);
  await openMenu(page, 'system', 'system.dept');
  const depts = page.getByTestId('resource-dept');
  await expand(rowOf(depts, '总部'));
  await expand(rowOf(depts, '华北服务中心'));
  await expand(rowOf(depts, '北京朝阳网点'));
  // A second-level outlet, under its first-level one.
  await expect(rowOf(depts, '北京海淀网点')).toBeVisible();
  // A leaf offers nothing to open.
  await expect(rowOf(depts, '北京海淀网点').locator('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/dept-tree-zh.png` });

  await openMenu(page, 'system', 'system.menu');
  const menus = page.getByTestId('resource-menu');
  await expand(rowOf(menus, '系统管理').first());
  await expect(rowOf(menus, '部门管理')).toBeVisible();
  await expand(rowOf(menus, '部门管理'));
  await expect(rowOf(menus, '部门新增')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/menu-tree-zh.png` });

  await chooseLanguage(page, 'English');
  await page.getByTestId('tab').filter({ hasText: 'Departments' }).click();
  await expand(rowOf(depts, '总部'));
  await expand(rowOf(depts, '华北服务中心'));
  await expect(rowOf(depts, '北京朝阳网点')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dept-tree-en.png` });
});

test('a grid shows it is loading until its first answer; an empty one says how records arrive or offers Add', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await login(page);
  // The customers' first answer is held back: the grid shows it is loading, not that there is nothing.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/basic/basCustProfile/getListPage', async (route) => {
    await held;
    await route.continue();
  });
  await openMenu(page, 'customer', 'customer.profile');
  const customers = page.getByTestId('resource-custProfile');
  await expect(customers.locator('.ant-spin-spinning')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(customers.getByText('暂无数据')).toHaveCount(0);
  await expect(customers.getByTestId('grid-empty')).toHaveCount(0);
  release();
  await expect(customers.locator('tr.ant-table-row').first()).toBeVisible();
  // One name column (surname and given name together), not two narrow ones.
  const titles = await customers.locator('thead th.ant-table-cell').allInnerTexts();
  expect(titles).toContain('姓名');
  expect(titles).not.toContain('姓');
  expect(titles).not.toContain('名');
  await expect(rowOf(customers, '13911110001')).toContainText('张 伟');
  await page.screenshot({ path: `${SHOTS}/customers-zh.png` });
  await page.unroute('**/basic/basCustProfile/getListPage');

  // Nothing sent yet (the demo has sent messages: an empty outbox is answered): the outbox says what puts messages there.
  await page.route('**/admin/sms/page**', (route) => route.fulfill({ json: { code: 0, msg: null, data: { records: [], total: 0, size: 20, current: 1, pages: 0 } } }));
  await openMenu(page, 'system', 'system.sms');
  const empty = page.getByTestId('grid-empty');
  await expect(empty).toContainText('系统发出的短信');
  await expect(empty.getByTestId('grid-empty-add')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/empty-sms-zh.png` });
  await page.unroute('**/admin/sms/page**');

  // A screen the user may add to offers Add in its empty state.
  await page.route('**/basic/basCustAsset/getListPage', (route) =>
    route.fulfill({ json: { type: 'success', msg: null, objx: { records: [], total: 0, size: 200, current: 1, pages: 0, searchCount: true } } }),
  );
  await openMenu(page, 'customer', 'customer.asset');
  const assets = page.getByTestId('resource-custAsset');
  await assets.getByTestId('grid-empty-add').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // A date-and-time field asks for both.
  await expect(page.getByRole('dialog').getByPlaceholder('请选择日期时间')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: /取\s*消/ }).click();
  await chooseLanguage(page, 'English');
  await expect(assets.getByTestId('grid-empty')).toContainText('Add');
  await page.screenshot({ path: `${SHOTS}/empty-asset-en.png` });
});

/** The button is whole on screen and nothing covers it (neither the viewport's edge nor a cell's clipping). */
async function expectWhollyShown(button: Locator) {
  await expect(button).toBeInViewport({ ratio: 1 });
  const hit = await button.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const cell = el.closest('td')!.getBoundingClientRect();
    const atRightEdge = document.elementFromPoint(box.right - 2, box.top + box.height / 2);
    return { inCell: box.left >= cell.left && box.right <= cell.right, reached: el.contains(atRightEdge) };
  });
  expect(hit).toEqual({ inCell: true, reached: true });
}

test('the actions column of a wide grid stays in view at 1366 px, in Spanish and in Chinese', async ({ page }) => {
  await useLanguage(page, 'es-ES');
  await login(page);
  await openMenu(page, 'network', 'network.engineer');
  const grid = page.getByTestId('resource-engineer');
  const first = grid.locator('tr.ant-table-row').first();
  await expectWhollyShown(first.getByTestId('engineer-change'));
  await expectWhollyShown(first.getByTestId('row-edit'));
  // One line of buttons: the row stays as low as its text.
  expect((await first.boundingBox())!.height).toBeLessThan(60);
  await page.screenshot({ path: `${SHOTS}/engineer-es.png` });

  await chooseLanguage(page, '简体中文');
  await expectWhollyShown(first.getByTestId('engineer-change'));
  await page.screenshot({ path: `${SHOTS}/engineer-zh.png` });
  await chooseLanguage(page, 'English');
  await expectWhollyShown(first.getByTestId('engineer-change'));
  await page.screenshot({ path: `${SHOTS}/engineer-en.png` });
});

test('the work-order grid opens with the columns a call centre needs; the others are chosen in the column settings', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await login(page);
  await openMenu(page, 'workorder', 'workorder.order');
  const grid = page.getByTestId('resource-order').first();
  const headers = grid.locator('thead th.ant-table-cell:not(.ant-table-selection-column)');
  await expect(grid.locator('thead')).toContainText('工单号');
  const titles = await headers.allInnerTexts();
  expect(titles.length).toBeLessThanOrEqual(13);
  expect(titles).toEqual(expect.arrayContaining(['工单号', '工单状态', '客户姓名', '联系电话', '操作']));
  expect(titles).not.toContain('序列号');

  await grid.getByTestId('column-settings').click();
  await page.getByTestId('column-serialNo').getByRole('checkbox').check();
  await page.getByTestId('columns-save').click();
  await expect(grid.locator('thead')).toContainText('序列号');
  await page.screenshot({ path: `${SHOTS}/orders-zh.png` });
});

/** A rule whose response clock warns at once: the repair orders reported under it count in the bell. */
async function remindAtOnce(request: APIRequestContext, run: string): Promise<number> {
  const rule = await (await basicApi(request))('basSla/add', {
    name: `E2E 铃铛 ${run}`,
    orderType: 'repair',
    priority: 998,
    enabled: true,
    lines: [{ stage: 'response', standardMinutes: 30, reminderMinutes: 0 }],
  });
  return rule.id;
}

test('the bell lists the orders it counts and opens them, each in a tab named by its number', async ({ page, request }) => {
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  const admin = await basicApi(request);
  const rule = await remindAtOnce(request, run);
  const first = await newOrder(request, { customerName: '铃铛测试' });
  const second = await newOrder(request, { customerName: '铃铛测试二' });
  // Whatever happens here, the rule and its orders leave the bell of the specs that follow as it was.
  try {
    await bellAndTabs(page, first, second);
  } finally {
    for (const order of [first, second]) await admin('siteOrderDeal/cancel', { id: order.id, reason: 'E2E 清理' });
    await admin('basSla/delete', { ids: [rule] });
  }
});

type Order = { id: number; orderNo: string };

async function bellAndTabs(page: Page, first: Order, second: Order) {
  await useLanguage(page, 'zh-CN');
  await login(page);

  await page.getByTestId('reminders').click();
  const panel = page.getByTestId('reminder-panel');
  await expect(panel).toContainText(first.orderNo);
  await page.screenshot({ path: `${SHOTS}/bell-zh.png` });
  await panel.getByText(first.orderNo).click();
  await expect(page.getByTestId('order-detail-no')).toHaveText(first.orderNo);
  await expect(page.getByTestId('tab').filter({ hasText: first.orderNo })).toBeVisible();

  await page.goto(`/workorder/order/detail/${second.id}`);
  await expect(page.getByTestId('order-detail-no')).toHaveText(second.orderNo);
  await expect(page.getByTestId('tab').filter({ hasText: first.orderNo })).toHaveCount(1);
  await expect(page.getByTestId('tab').filter({ hasText: second.orderNo })).toHaveCount(1);
  await expect(page).toHaveTitle(new RegExp(second.orderNo));
  await page.screenshot({ path: `${SHOTS}/order-tabs-zh.png` });

  await chooseLanguage(page, 'English');
  await page.getByTestId('reminders').click();
  await expect(page.getByTestId('reminder-panel')).toContainText(first.orderNo);
  await page.screenshot({ path: `${SHOTS}/bell-en.png` });
}
