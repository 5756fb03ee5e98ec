/**
 * Whose turn it is (issue 14, items 4-7): the order's header says where it is and who must act, the step it waits
 * for is the one highlighted button, the rare ones wait under "more" (by keyboard too); an engineer is offered no
 * dispatch and his screens ask nothing he may not ask; a call from an unknown number registers the caller.
 */
import { expect, type Page, type Response, test } from '@playwright/test';
import { basicApi, idByCode, login, logout, openMenu, useLanguage } from './helpers.ts';
import { callFrom, choose, newOrder, orderItem } from './order-steps.ts';

// Several sign-ins and full page loads: more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const waiting = (page: Page) => page.getByTestId('order-waiting');
const button = (page: Page, action: string) => page.getByTestId('order-actions').getByTestId(`order-action-${action}`);

async function openOrder(page: Page, id: number) {
  await page.goto(`/workorder/order/detail/${id}`);
  // A full page load: the app starts, then the detail's chunk and the order (slow on a busy machine).
  await expect(page.getByTestId('order-detail')).toBeVisible({ timeout: 45_000 });
}

test('the outlet sees the order wait for it, 接单 highlighted; the engineer sees his own step and no dispatch, without a refused call', async ({ page, request }) => {
  const admin = await basicApi(request);
  const order = await newOrder(request, { phone: `137${String(Date.now()).slice(-8)}` });
  const centres: { id: number; code: string }[] = await admin.get('/admin/dept/getData?kind=centre');
  await admin('soOrderDispatch/assignOrg', { id: order.id, centreId: centres.find((d) => d.code === 'SC-N')!.id });

  // Dispatched to the centre, the order is still 新建, and says it waits for the centre.
  await login(page);
  await openOrder(page, order.id);
  await expect(page.getByTestId('order-status')).toHaveText('新建');
  await expect(waiting(page)).toHaveText('待 华北服务中心 派单到网点');
  await admin('soOrderDispatch/assignSite', { id: order.id, siteId: await idByCode(admin, 'snUser', 'ASC-BJ-CY') });
  await logout(page);

  await login(page, 'outlet_chaoyang');
  await openOrder(page, order.id);
  await expect(waiting(page)).toHaveText('待 北京朝阳网点 (ASC-BJ-CY) 接单');
  // The awaited step first and highlighted; dispatching on to a subordinate outlet is there, not highlighted.
  await expect(page.getByTestId('order-actions').locator('.ant-btn-primary')).toHaveText(['接 单']);
  await expect(button(page, 'accept')).toHaveClass(/ant-btn-primary/);
  await expect(button(page, 'assignSite')).not.toHaveClass(/ant-btn-primary/);
  // Suspending is rare: under "more", opened and chosen from the keyboard.
  await expect(page.getByTestId('order-action-suspend')).toHaveCount(0);
  await page.getByTestId('order-actions-more').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-action-suspend')).toBeVisible();
  await expect(page.getByTestId('order-action-suspend')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-action-form-suspend')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('order-action-form-suspend')).toHaveCount(0);

  await button(page, 'accept').click();
  await page.getByTestId('order-action-ok').click();
  await expect(waiting(page)).toHaveText('待 北京朝阳网点 (ASC-BJ-CY) 派工');
  await expect(button(page, 'assign')).toHaveClass(/ant-btn-primary/);
  const engineers: { records: { id: number }[] } = await (await basicApi(request, 'outlet_chaoyang'))('snSiteEngineer/getListPage', { size: '100', filters: { jobNo: 'E1001' } });
  await (await basicApi(request, 'outlet_chaoyang'))('siteOrderDeal/assign', { id: order.id, engineerId: engineers.records[0].id });
  await logout(page);

  // The engineer: the grid, then his order; nothing he may not call is asked.
  const refused: string[] = [];
  const watch = (response: Response) => {
    if (response.status() === 403) refused.push(response.url());
  };
  page.on('response', watch);
  await login(page, 'engineer_wang');
  await openMenu(page, 'workorder', 'workorder.order');
  await expect(page.getByTestId('order-no').first()).toBeVisible({ timeout: 45_000 });
  await openOrder(page, order.id);
  await expect(waiting(page)).toHaveText(/^待 王建国 .*预约上门$/);
  await expect(button(page, 'book')).toHaveClass(/ant-btn-primary/);
  await expect(page.getByTestId('order-action-assign')).toHaveCount(0);
  await page.getByTestId('order-actions-more').click();
  await expect(page.getByTestId('order-action-backOrder')).toBeVisible();
  await expect(page.getByTestId('order-action-assign')).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The holder tag says to whom the order is assigned.
  await expect(page.getByTestId('order-dim-holder')).toHaveText('承接方: 工程师');
  page.off('response', watch);
  expect(refused).toEqual([]);
});

test('a call from an unknown number: no empty cards, no coordinates asked, the order registered with its caller in 客户档案', async ({ page }) => {
  const phone = `135${String(Date.now()).slice(-8)}`;
  await login(page);
  await callFrom(page, phone);
  await expect(page.getByTestId('caller-profiles')).toContainText(`号码 ${phone} 没有客户档案`);
  await expect(page.getByTestId('caller-assets')).toHaveCount(0);
  await expect(page.getByTestId('order-history')).toHaveCount(0);
  for (const label of ['纬度', '经度', '外部单号', '关联工单']) await expect(orderItem(page, label)).toHaveCount(0);

  await choose(page, '工单类型', '维修');
  await choose(page, '服务类型', /.+/);
  await choose(page, '用户类型', '普通用户');
  await orderItem(page, '品牌').locator('input').fill('示范');
  await orderItem(page, '产品品类').locator('.ant-select').click();
  await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: '壁挂式空调' }).first().click();
  await orderItem(page, '客户姓名').locator('input').fill('新来电');
  await choose(page, '省', '北京市');
  await choose(page, '市', '北京市');
  await choose(page, '区县', '朝阳区');
  await orderItem(page, '详细地址').locator('input').fill('北京市朝阳区酒仙桥路 10 号');
  await orderItem(page, '故障描述').locator('textarea').fill('空调不制冷');
  await page.getByTestId('order-submit').click();

  const created = page.getByTestId('order-created');
  await expect(created).toHaveClass(/ant-alert-success/);
  await expect(created).toContainText(/工单 SO\d{12} 已创建/);
  const orderNo = (await created.textContent())!.match(/SO\d{12}/)![0];
  // The caller is now a customer, picked for the next order.
  await expect(page.getByTestId('caller-profile')).toContainText('新来电');
  await created.getByTestId('order-created-link').click();
  await expect(page.getByTestId('order-detail-no')).toHaveText(orderNo, { timeout: 45_000 });

  await openMenu(page, 'customer', 'customer.profile');
  const grid = page.getByTestId('resource-custProfile');
  await grid.locator('form .ant-form-item').filter({ hasText: '电话/姓名' }).locator('input').fill(phone);
  await grid.getByRole('button', { name: /查\s*询/ }).click();
  await expect(grid.locator('tr.ant-table-row').filter({ hasText: phone })).toContainText('新来电');
});
