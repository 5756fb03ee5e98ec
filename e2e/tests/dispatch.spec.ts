/**
 * Dispatch in a real browser: headquarters assigns a new order from the assignment centre (派单中心) to the outlet
 * the recommendation ranks first, with its reasons; the outlet, once it accepted, gives it to its engineer; the map
 * dispatch board (地图派单) shows the waiting orders and the outlets as markers (offline: without tiles) and
 * assigns from a clicked marker. Screenshots in zh-CN and en-US go to /tmp/shots-dispatch/.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { basicApi, idByCode, login, openMenu, useLanguage } from './helpers.ts';
import { newOrder } from './order-steps.ts';

const SHOTS = '/tmp/shots-dispatch';

// Two sessions and several full page loads each: more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** A new repair order in Beijing Chaoyang near the outlet, at headquarters, for any air conditioner. */
const orderNear = async (request: APIRequestContext, customerName: string) =>
  newOrder(request, { customerName, categoryId: await idByCode(await basicApi(request), 'basItemCategory', 'AC'), lat: '39.990000', lng: '116.470000' });

const orderRow = (page: Page, orderNo: string) => page.getByTestId('waiting-orders').locator('tr.ant-table-row').filter({ hasText: orderNo });

test('headquarters assigns from the assignment centre with the recommendation; the outlet gives it to its engineer', async ({ page, request, browser }) => {
  const order = await orderNear(request, '派单测试');
  await useLanguage(page, 'zh-CN');
  await login(page, 'admin');
  await openMenu(page, 'workorder', 'workorder.assign');
  await expect(orderRow(page, order.orderNo)).toBeVisible();

  // Spec section 5: select records first before batch assign.
  await page.getByTestId('batch-assign').click();
  await expect(page.getByText('请先选择记录')).toBeVisible();

  await orderRow(page, order.orderNo).getByText(order.orderNo).click();
  const best = page.getByTestId('recommendation').locator('tr.ant-table-row').first();
  await expect(best).toContainText('北京朝阳网点');
  await expect(best).toContainText('派工规则第1位');
  await expect(best).toContainText(/距离 \d+\.\d km/);
  await page.screenshot({ path: `${SHOTS}/assign-hq-zh-CN.png` });
  await best.click();
  await page.getByTestId('batch-assign').click();
  await expect(page.getByText('已派出 1 单给 北京朝阳网点')).toBeVisible();
  await expect(orderRow(page, order.orderNo)).toHaveCount(0);

  // The outlet accepts it; in its assignment centre the engineer is recommended.
  await (await basicApi(request, 'outlet_chaoyang'))('siteOrderDeal/accept', { id: order.id });
  const own = await browser.newPage();
  await useLanguage(own, 'en-US');
  await login(own, 'outlet_chaoyang');
  await openMenu(own, 'workorder', 'workorder.assign');
  await orderRow(own, order.orderNo).getByText(order.orderNo).click();
  const wang = own.getByTestId('recommendation').locator('tr.ant-table-row').first();
  await expect(wang).toContainText('王建国');
  await expect(wang).toContainText(/Load \d+\/8/);
  await expect(wang).toContainText('Skill: Senior');
  await own.screenshot({ path: `${SHOTS}/assign-outlet-en-US.png` });
  await wang.click();
  await own.getByTestId('batch-assign').click();
  await expect(own.getByText('1 order(s) assigned to 王建国')).toBeVisible();
  await expect(orderRow(own, order.orderNo)).toHaveCount(0);
  await own.close();
});

test('a centre reassigns an accepted order to another ASC after confirming, with the reason', async ({ page, request }) => {
  const order = await orderNear(request, '改派测试');
  const admin = await basicApi(request);
  await admin('soOrderDispatch/assignSite', { id: order.id, siteId: await idByCode(admin, 'snUser', 'ASC-BJ-CY') });
  await (await basicApi(request, 'outlet_chaoyang'))('siteOrderDeal/accept', { id: order.id });

  await useLanguage(page, 'zh-CN');
  await login(page, 'centre_north');
  await openMenu(page, 'workorder', 'workorder.assign');
  await page.getByTestId('board-mode').getByText('改派').click();
  await orderRow(page, order.orderNo).getByText(order.orderNo).click();
  const haidian = page.getByTestId('recommendation').locator('tr.ant-table-row').first();
  await expect(haidian).toContainText('北京海淀网点');
  await haidian.click();
  await page.getByTestId('reassign').click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText(`确认将工单 ${order.orderNo} 改派到其他网点「北京海淀网点」？`);
  await page.getByTestId('reassign-reason').fill('客户要求海淀网点上门');
  await page.screenshot({ path: `${SHOTS}/reassign-centre-zh-CN.png` });
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText(`工单 ${order.orderNo} 已改派给 北京海淀网点`)).toBeVisible();
  await expect(orderRow(page, order.orderNo)).toContainText('网点待接单');
});

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`the map board shows waiting orders and outlets as markers and assigns from one (${lang})`, async ({ page, request }) => {
    const order = await orderNear(request, `地图${lang}`);
    await useLanguage(page, lang);
    await login(page, 'admin');
    await openMenu(page, 'workorder', 'workorder.map');
    const map = page.getByTestId('dispatch-map');
    await expect(map.locator('path.dispatch-order').first()).toBeVisible();
    // The four demo outlets have coordinates.
    await expect(map.locator('path.dispatch-place')).toHaveCount(4);
    // Offline: the background cannot load, and the board says so.
    await expect(page.getByTestId('map-tiles-offline')).toBeVisible();
    await map.locator(`path.dispatch-order-${order.id}`).dispatchEvent('click');
    await expect(page.getByTestId('focused-order')).toContainText(order.orderNo);
    await expect(page.getByTestId('candidate-ASC-BJ-CY')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/map-hq-${lang}.png` });
    await page.getByTestId('assign-ASC-BJ-CY').click();
    await expect(page.getByText(lang === 'zh-CN' ? '已派出 1 单给 北京朝阳网点' : '1 order(s) assigned to 北京朝阳网点')).toBeVisible();
    await expect(page.getByTestId('focused-order')).toHaveCount(0);
  });
}
