/**
 * Security as a browser sees it: names that look like markup are shown as text on the map dispatch board (Leaflet
 * parses string content as HTML), and every page carries a content security policy that forbids inline script, under
 * which the main screens run without a single violation. Screenshots of the board go to /tmp/shots/.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { basicApi, idByCode, login, openMenu, useLanguage } from './helpers.ts';
import { newOrder } from './order-steps.ts';

const SHOTS = '/tmp/shots';
const XSS = '<img src=x onerror=alert(2)>';

test.describe.configure({ timeout: 180_000 });

/** Dialogs the page opened and content security policy violations it reported, from its first script on. */
function watch(page: Page) {
  const dialogs: string[] = [];
  const violations: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return { dialogs, violations };
}

/** A waiting order near the Chaoyang outlet whose customer name is markup. */
const xssOrder = async (request: APIRequestContext) =>
  newOrder(request, { customerName: XSS, categoryId: await idByCode(await basicApi(request), 'basItemCategory', 'AC'), lat: '39.990000', lng: '116.470000' });

/** Points at a marker of the board (no other tooltip open) and expects its tooltip to read `text`, as text (no element parsed from it); then leaves it. */
async function expectTooltip(page: Page, marker: string, text: string) {
  const tooltip = page.locator('.leaflet-tooltip');
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);
  // The marker's own pointer event: at the zoom the board fits, a neighbour may lie over the marker's centre.
  await page.getByTestId('dispatch-map').locator(marker).dispatchEvent('mouseover');
  await expect(tooltip).toHaveText(text);
  await expect(tooltip.locator('img')).toHaveCount(0);
  await page.getByTestId('dispatch-map').locator(marker).dispatchEvent('mouseout');
}

test('the web app is served with a content security policy that forbids inline script', async ({ page }) => {
  const response = await page.goto('/');
  const csp = Object.fromEntries(
    (response!.headers()['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
});

test('headquarters hovers an order and an outlet named as markup on the map board: text, no script', async ({ page, request }) => {
  const admin = await basicApi(request);
  const order = await xssOrder(request);
  const chaoyang = await idByCode(admin, 'snUser', 'ASC-BJ-CY');
  const { superiorDeptId } = await admin('snUser/getById', { id: chaoyang });
  const outlet = await admin('snUser/add', { code: 'XSS-OUTLET', name: XSS, siteKind: 'outlet', siteFloorLevel: 1, superiorDeptId, lat: '39.985000', lng: '116.455000' });
  try {
    const seen = watch(page);
    await useLanguage(page, 'zh-CN');
    await login(page, 'admin');
    await openMenu(page, 'workorder', 'workorder.map');
    await expectTooltip(page, `path.dispatch-order-${order.id}`, `${order.orderNo} ${XSS}`);
    await expectTooltip(page, `path.dispatch-place-${outlet.id}`, `${XSS} (0/0)`);
    await page.screenshot({ path: `${SHOTS}/map-board-xss-zh-CN.png` });
    await page.getByTestId('dispatch-map').locator(`path.dispatch-order-${order.id}`).dispatchEvent('click');
    await expect(page.getByTestId('focused-order')).toContainText(XSS);
    await expect(page.getByTestId('recommendation').getByText(XSS)).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(seen.dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
  } finally {
    // Suspended, the outlet leaves the board and the recommendations of the specs that follow.
    await admin('snUser/update', { id: outlet.id, operatingState: 'suspended' });
  }
});

test('an outlet hovers its accepted order named as markup on the map board: text, no script (en-US)', async ({ page, request }) => {
  const admin = await basicApi(request);
  const order = await xssOrder(request);
  await admin('soOrderDispatch/assignSite', { id: order.id, siteId: await idByCode(admin, 'snUser', 'ASC-BJ-CY') });
  await (await basicApi(request, 'outlet_chaoyang'))('siteOrderDeal/accept', { id: order.id });

  const seen = watch(page);
  await useLanguage(page, 'en-US');
  await login(page, 'outlet_chaoyang');
  await openMenu(page, 'workorder', 'workorder.map');
  await expectTooltip(page, `path.dispatch-order-${order.id}`, `${order.orderNo} ${XSS}`);
  await page.screenshot({ path: `${SHOTS}/map-board-xss-en-US.png` });
  await page.getByTestId('dispatch-map').locator(`path.dispatch-order-${order.id}`).dispatchEvent('click');
  await expect(page.getByTestId('focused-order')).toContainText(XSS);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(seen.dialogs).toEqual([]);
  expect(seen.violations).toEqual([]);
});

test('the main screens and the interface document run under the policy without a violation', async ({ page, request }) => {
  const order = await xssOrder(request);
  const seen = watch(page);
  await useLanguage(page, 'zh-CN');
  await login(page, 'admin');
  await expect(page.getByTestId('welcome')).toBeVisible();
  await openMenu(page, 'workorder', 'workorder.map');
  await expect(page.getByTestId('dispatch-map').locator('path.dispatch-place').first()).toBeVisible();
  await openMenu(page, 'basic', 'basic.serviceType');
  await expect(page.getByTestId('resource-serviceType').locator('tr.ant-table-row').first()).toBeVisible();
  await page.goto(`/workorder/order/detail/${order.id}`);
  await expect(page.getByTestId('order-detail')).toContainText(XSS, { timeout: 45_000 });
  await openMenu(page, 'system', 'system.doc');
  // Swagger UI inside the shell's frame: its scripts ran when the operations are listed.
  await expect(page.frameLocator('iframe[src="/document"]').locator('.opblock').first()).toBeVisible({ timeout: 30_000 });
  expect(seen.violations).toEqual([]);
  expect(seen.dialogs).toEqual([]);
});
