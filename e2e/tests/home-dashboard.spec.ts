/**
 * The headquarters dashboard (issue 19): signed in as headquarters from the site's root, the home page's finished
 * and open orders move by exactly one when headquarters finishes an order on its detail; a figure opens the
 * work-order list of exactly the orders behind it (as many as the figure says, the new one among them), and the way
 * back to all orders. Screenshots of the panel in Chinese and English in /tmp/shots-home-dashboard.
 */
import { expect, type Page, test } from '@playwright/test';
import { basicApi, idByCode, login, useLanguage } from './helpers.ts';

const SHOTS = '/tmp/shots-home-dashboard';

/** A figure of the panel as a number (antd writes thousands with a separator). */
async function figure(page: Page, key: string): Promise<number> {
  const value = page.getByTestId(`kpi-${key}`).locator('.ant-statistic-content-value');
  await expect(value).toHaveText(/^[\d,]+$/);
  return Number((await value.textContent())?.replace(/,/g, ''));
}

test('finishing an order moves the home figures by one, and a figure opens the orders behind it', async ({ browser, page, request }) => {
  test.setTimeout(240_000);
  // A consultation headquarters answered on the phone: open, waiting for headquarters to finish it (1230).
  const admin = await basicApi(request);
  const order: { id: number; orderNo: string } = await admin('soOrder/add', {
    orderType: 'consult',
    source: 'phone',
    serviceTypeId: await idByCode(admin, 'basServiceType', 'CONSULT'),
    userType: '1',
    brand: '示范',
    categoryId: await idByCode(admin, 'basItemCategory', 'AC-SPLIT'),
    customerName: '看板端到端',
    phone: '13912340019',
    provinceId: await idByCode(admin, 'basArea', '110000'),
    cityId: await idByCode(admin, 'basArea', '110100'),
    districtId: await idByCode(admin, 'basArea', '110105'),
    address: '北京市朝阳区望京街 1 号',
    faultDesc: '遥控器怎么设置睡眠模式',
  });
  await admin('siteOrderDeal/simpleFinishOrder', { id: order.id, resultRemark: '已电话解答' });

  await useLanguage(page, 'zh-CN');
  await login(page, 'admin');
  const panel = page.getByTestId('dashboard');
  await expect(panel).toContainText('运营指标');
  const finished = await figure(page, 'finished');
  const open = await figure(page, 'open');
  await expect(panel.getByTestId('kpi-satisfaction')).toContainText('满意度');
  await page.screenshot({ path: `${SHOTS}/dashboard-zh.png`, fullPage: true });

  // Headquarters finishes it on its detail.
  await page.goto(`/workorder/order/detail/${order.id}`);
  await expect(page.getByTestId('order-detail-no')).toHaveText(order.orderNo, { timeout: 30_000 });
  await page.getByTestId('order-action-doOrderFinish').click();
  await page.getByTestId('order-action-ok').click();
  await expect(page.getByTestId('order-action-doOrderFinish')).toHaveCount(0);

  // Home again: one more finished, one fewer open.
  await page.goto('/');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => figure(page, 'finished')).toBe(finished + 1);
  expect(await figure(page, 'open')).toBe(open - 1);

  // The finished figure opens exactly those orders, the new one first (newest first).
  await panel.getByTestId('kpi-link-finished').click();
  await expect(page).toHaveURL(/\/workorder\/order\/index\?kpi=finished%2C\d{4}-\d{2}-\d{2}%2C\d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('orders-behind')).toContainText('看板工单：完工');
  const grid = page.getByTestId('resource-order');
  // (the grid waits for its dictionaries: a busy machine takes its time)
  await expect(grid.getByTestId('order-no').filter({ hasText: order.orderNo })).toBeVisible({ timeout: 30_000 });
  await expect(grid.locator('.ant-pagination-total-text')).toHaveText(`共 ${finished + 1} 条`);
  await page.getByTestId('orders-behind-all').click();
  await expect(page.getByTestId('orders-behind')).toHaveCount(0);
  await expect(page.getByTestId('order-tab-all')).toBeVisible();

  // Signed in again in English: the open figure lists the open orders, the finished one no longer among them.
  const english = await browser.newPage();
  await useLanguage(english, 'en-US');
  await login(english, 'admin');
  const home = english.getByTestId('dashboard');
  await expect(home).toContainText('Service figures');
  await expect(home.getByTestId('kpi-recallSuccessRate')).toContainText('Return-visit success');
  await english.screenshot({ path: `${SHOTS}/dashboard-en.png` });
  const openNow = await figure(english, 'open');
  await home.getByTestId('kpi-link-open').click();
  await expect(english).toHaveURL(/\/workorder\/order\/index\?kpi=open$/);
  await expect(english.getByTestId('orders-behind')).toContainText('Dashboard orders: Open');
  const openGrid = english.getByTestId('resource-order');
  await expect(openGrid.locator('.ant-pagination-total-text')).toHaveText(`${openNow} in total`, { timeout: 30_000 });
  await expect(openGrid.getByTestId('order-no').filter({ hasText: order.orderNo })).toHaveCount(0);
  await english.screenshot({ path: `${SHOTS}/orders-behind-en.png` });
  await english.close();
});
