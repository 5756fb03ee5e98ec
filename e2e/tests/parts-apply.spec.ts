/**
 * Parts applications in a real browser (issue 16): 王师傅 applies on site for a part of the appliance's BOM and
 * submits; the north centre and headquarters approve it in My processes; the centre ships it with a waybill; the
 * outlet receives it while 王师傅 watches his order, which he is told of and which moves on to its second visit; the
 * part is on the outlet's shelf. The screen's texts in English, and the engineer's view on a phone.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { basicApi, idByCode, login, logout, openMenu, useLanguage } from './helpers.ts';
import { newOrder } from './order-steps.ts';
import { balanceOf } from './stock-steps.ts';

const SHOTS = '/tmp/shots-parts-apply';
const PART = 'P-MB-OUT';
const OUTLET_WAREHOUSE = '北京朝阳网点仓';

/** What the outlet's warehouse holds of the part, over its locations (the balance screen's rows "warehouse|on hand"). */
const heldAtOutlet = (rows: string[]) => rows.filter((row) => row.startsWith(`${OUTLET_WAREHOUSE}|`)).reduce((sum, row) => sum + Number(row.split('|')[1]), 0);

/** A new order for a 1.5 HP wall air conditioner (KFR-35GW-A1), with engineer 王建国 of the Chaoyang outlet, booked: on site (1040). */
async function onSiteWithWang(request: APIRequestContext) {
  const admin = await basicApi(request);
  const outlet = await basicApi(request, 'outlet_chaoyang');
  const wang = await basicApi(request, 'engineer_wang');
  const order = await newOrder(request, { itemId: await idByCode(admin, 'basItem', 'KFR-35GW-A1') });
  await admin('soOrderDispatch/assignSite', { id: order.id, siteId: await idByCode(admin, 'snUser', 'ASC-BJ-CY') });
  await outlet('siteOrderDeal/accept', { id: order.id });
  const engineers: { records: { id: number }[] } = await outlet('snSiteEngineer/getListPage', { size: '100', filters: { jobNo: 'E1001' } });
  await outlet('siteOrderDeal/assign', { id: order.id, engineerId: engineers.records[0].id });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await wang('siteOrderDeal/book', { id: order.id, appointAt: `${tomorrow} 10:00` });
  return order;
}

/** A page of its own for one user (his session, his realtime connection), signed in from the root address. */
async function signedIn(browser: Browser, username: string, lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await login(page, username);
  return page;
}

const detail = (page: Page) => page.getByTestId('apply-detail');
const field = (page: Page, name: string) => detail(page).getByTestId(`apply-field-${name}`);

/** The application's detail from the parts applications screen, found by its number. */
async function openApply(page: Page, applyNo: string) {
  await openMenu(page, 'parts', 'parts.apply');
  const grid = page.getByTestId('resource-partsApply');
  await grid.locator('form .ant-form-item').filter({ hasText: '申请单号' }).locator('input').fill(applyNo);
  await grid.getByRole('button', { name: /查\s*询/ }).click();
  await grid.getByTestId('apply-open').filter({ hasText: applyNo }).click();
  await expect(field(page, 'applyNo')).toHaveText(applyNo);
}

/** Approves the application's pending step in My processes; the process then stands at `next`. */
async function approveInMyProcesses(page: Page, applyNo: string, next: string) {
  await page.getByTestId('menu-process').click();
  await page.getByTestId('process-tab-pending').click();
  await page.getByRole('row').filter({ hasText: applyNo }).getByTestId('process-handle').click();
  await page.getByTestId('process-approve').click();
  await page.getByTestId('process-action-ok').click();
  await expect(page.getByTestId('process-current-step')).toHaveText(next);
}

test('an engineer applies for a BOM part on site; it is approved in My processes, shipped, received; the order goes on to its second visit', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'zh-CN');
  const order = await onSiteWithWang(request);

  // 王师傅 on his order: the parts picker offers the appliance's BOM first.
  const wang = await signedIn(browser, 'engineer_wang');
  await wang.goto(`/workorder/order/detail/${order.id}`);
  const section = wang.getByTestId('order-parts-applications');
  await expect(section).toContainText('本工单还没有备件申请');
  await section.getByTestId('order-apply-parts').click();
  const form = wang.getByTestId('apply-form');
  await expect(form).toContainText(`工单: ${order.orderNo}`);
  await form.getByTestId('apply-part-select').click();
  await wang.keyboard.type(PART);
  const option = wang.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: PART });
  await expect(option.getByTestId('apply-part-in-bom')).toHaveText('本机BOM');
  await option.click();
  await form.getByTestId('apply-fault').fill('外机不启动');
  await wang.getByTestId('apply-save').click();

  // The new draft opens: 王师傅 submits it, and the order waits for its parts.
  await expect(field(wang, 'status')).toHaveText('草稿');
  const applyNo = (await field(wang, 'applyNo').textContent())!;
  await detail(wang).getByTestId('apply-submit').click();
  await wang.getByRole('dialog').filter({ hasText: applyNo }).getByRole('button', { name: /确\s*定/ }).last().click();
  await expect(field(wang, 'status')).toHaveText('已申请');
  await expect(detail(wang).getByTestId('apply-actions').getByRole('button')).toHaveText([/取\s*消/]);
  await detail(wang).locator('.ant-modal-close').click();
  await expect(wang.getByTestId('order-status')).toHaveText('待订件');
  await expect(section.locator('tr.ant-table-row')).toContainText([applyNo]);

  // The north centre, then headquarters, approve it in My processes.
  await login(page, 'centre_north');
  await approveInMyProcesses(page, applyNo, '总部审核');
  await logout(page);
  await login(page, 'admin');
  await approveInMyProcesses(page, applyNo, '已通过');
  await logout(page);

  // The centre ships what it reserved, with a waybill.
  await login(page, 'centre_north');
  await openApply(page, applyNo);
  await expect(field(page, 'status')).toHaveText('已审核');
  // Audited, the application is the outlet's parts order (spec PartOrderNo, PartOrderStat).
  await expect(field(page, 'partOrderNo')).toHaveText(applyNo);
  await expect(field(page, 'partOrderStat')).toHaveText('已批准');
  await detail(page).getByTestId('apply-ship').click();
  const ship = page.getByTestId('apply-action-form');
  await ship.getByTestId('apply-carrier').fill('顺丰速运');
  await ship.getByTestId('apply-waybill').fill('SF3000000001');
  await expect(ship.getByTestId('apply-qty-0')).toHaveValue('1');
  await page.getByTestId('apply-action-ok').click();
  await expect(field(page, 'status')).toHaveText('已发货');
  await expect(field(page, 'delivery')).toHaveText('全部发货');
  await detail(page).locator('.ant-modal-close').click();
  await logout(page);

  // The outlet receives it while 王师傅 watches his order: he is told, and his order moves on.
  await login(page, 'outlet_chaoyang');
  const held = heldAtOutlet(await balanceOf(page, PART));
  await openApply(page, applyNo);
  await detail(page).getByTestId('apply-receive').click();
  await expect(page.getByTestId('apply-action-form').getByTestId('apply-qty-0')).toHaveValue('1');
  await page.getByTestId('apply-action-ok').click();
  await expect(field(page, 'status')).toHaveText('已签收');
  await expect(detail(page).getByTestId('apply-lines').locator('tr.ant-table-row')).toContainText([/P-MB-OUT.*空调外机主板\s*1\s*1\s*1\s*1\s*0\s*210\.00\s*210\.00/]);

  await expect(wang.locator('.ant-notification-notice')).toContainText(`工单 ${order.orderNo} 的备件申请 ${applyNo} 已全部签收`);
  await expect(wang.getByTestId('order-status')).toHaveText('待二次预约');
  await expect(wang.getByTestId('order-dim-parts')).toHaveText('备件: 备件已签收');
  await expect(section.locator('tr.ant-table-row').filter({ hasText: applyNo })).toContainText('已签收');
  await wang.screenshot({ path: `${SHOTS}/received-notice-zh-CN.png` });

  // The part is on the outlet's shelf.
  await detail(page).locator('.ant-modal-close').click();
  expect(heldAtOutlet(await balanceOf(page, PART))).toBe(held + 1);
  await wang.context().close();
});

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'en-US'));

  test("the parts applications screen, an application's detail and the engineer's phone", async ({ page }) => {
    test.setTimeout(90_000);
    await login(page, 'engineer_wang');
    await openMenu(page, 'parts', 'parts.apply');
    await expect(page.getByTestId('apply-tabs').getByRole('tab')).toHaveText(['All', 'Draft', 'Applied', 'Audited', 'Rejected', 'Shipped', 'Received', 'Settled', 'Cancelled']);
    const grid = page.getByTestId('resource-partsApply');
    await expect(grid.locator('.ant-card-head')).toHaveText('Parts applications');
    for (const title of ['Application no.', 'Status', 'Delivery', 'Order no.', 'Type', 'Urgency', 'Amount', 'Waybill no.', 'Applied at']) await expect(grid.locator('thead')).toContainText(title);

    // The demo application shipped in part: the engineer may receive what is in transit.
    await page.getByTestId('apply-tabs').getByRole('tab', { name: 'Shipped' }).click();
    await grid.locator('tr.ant-table-row').filter({ hasText: 'SF2000000001' }).getByTestId('apply-open').click();
    await expect(field(page, 'status')).toHaveText('Shipped');
    await expect(field(page, 'delivery')).toHaveText('Partly delivered');
    await expect(field(page, 'partOrderStat')).toHaveText('Shipped');
    await expect(detail(page).getByTestId('apply-actions').getByRole('button')).toHaveText(['Receive']);
    await expect(detail(page)).toContainText('Supplying warehouse');
    for (const title of ['Part code', 'Part name', 'Asked', 'Reserved', 'Shipped', 'Received', 'To purchase', 'Unit price', 'Amount']) await expect(detail(page).getByTestId('apply-lines').locator('thead')).toContainText(title);
    await expect(detail(page).getByTestId('apply-history')).toContainText('Shipped: 顺丰速运 SF2000000001');
    await detail(page).getByTestId('apply-receive').click();
    const receipt = page.getByTestId('apply-action-form');
    await expect(receipt).toContainText('Receive now');
    await expect(receipt).toContainText('Lower what has not arrived');
    await page.getByRole('button', { name: 'Cancel' }).last().click();
    await expect(receipt).toHaveCount(0);
    await detail(page).locator('.ant-modal-close').click();

    // On a phone (the menu folded away): the form, the detail and the receipt fit the screen's width; tables scroll
    // inside their cards, the status tabs that do not fit are under the tabs' "more".
    await page.getByTestId('apply-tabs').getByRole('tab', { name: 'Draft' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Collapse menu' }).first().click();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await grid.getByTestId('row-edit').first().click();
    const form = page.getByTestId('apply-form');
    await expect(form).toContainText('Fault it fixes');
    await expect(form.getByTestId('apply-form-type')).toContainText('Credit');
    expect(await fits()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/form-phone-en-US.png` });
    await page.getByRole('button', { name: 'Cancel' }).last().click();
    await expect(form).toHaveCount(0);

    await page.getByTestId('apply-tabs').locator('.ant-tabs-nav-more').click();
    await page.locator('.ant-tabs-dropdown-menu-item').filter({ hasText: 'Shipped' }).click();
    await grid.locator('tr.ant-table-row').filter({ hasText: 'SF2000000001' }).getByTestId('apply-open').click();
    await expect(field(page, 'status')).toHaveText('Shipped');
    expect(await fits()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/detail-phone-en-US.png` });
    await detail(page).getByTestId('apply-receive').click();
    await expect(receipt.getByTestId('apply-qty-0')).toBeVisible();
    expect(await fits()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/receive-phone-en-US.png` });
  });
});
