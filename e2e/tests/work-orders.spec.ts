/**
 * A work order's whole path in a real browser: headquarters finds a new order in the processing grid by phone,
 * opens it and dispatches it to the northern centre; the centre gives it to 北京朝阳网点; the outlet accepts it and
 * assigns 王建国; the engineer books, checks in and completes it (simple completion); the outlet confirms, the
 * centre and headquarters audit it until it is Finished, with every step in its history.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { login, PASSWORD, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const PHONE = `139${String(Date.now()).slice(-8)}`;

async function api(request: APIRequestContext) {
  const token = await request.post('/auth/oauth/token?grant_type=password&scope=server', {
    headers: { authorization: `Basic ${Buffer.from('test:test').toString('base64')}`, 'TENANT-ID': '1' },
    form: { username: 'admin', password: PASSWORD },
  });
  expect(token.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await token.json()).access_token}`, 'TENANT-ID': '1' };
  return async (path: string, data: object) => {
    const res = await request.post(`/basic/${path}`, { headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).objx;
  };
}

/** Creates the order as the call-centre would (the endpoint is the same). */
async function createOrder(request: APIRequestContext) {
  const call = await api(request);
  const idOf = async (resource: string, code: string) => (await call(`${resource}/getListPage`, { filters: { code } })).records[0].id as number;
  return call('soOrder/add', {
    orderType: 'repair',
    source: 'phone',
    serviceTypeId: await idOf('basServiceType', 'RPR-HOME'),
    userType: '1',
    urgency: '2',
    brand: '示范',
    categoryId: await idOf('basItemCategory', 'AC-SPLIT'),
    customerName: '端到端',
    phone: PHONE,
    provinceId: await idOf('basArea', '110000'),
    cityId: await idOf('basArea', '110100'),
    districtId: await idOf('basArea', '110105'),
    address: '北京市朝阳区望京街 1 号',
    faultDesc: '空调不制冷',
  }) as Promise<{ id: number; orderNo: string }>;
}

async function logout(page: Page) {
  await page.getByTestId('sidebar-logout').click();
  await page.getByRole('button', { name: /确\s*认/ }).click();
  await expect(page).toHaveURL(/\/login/);
}

const status = (page: Page) => page.getByTestId('order-detail').getByTestId('order-status');

/** Runs an action from the detail: its button, the dialog's inputs, OK; the dialog closes when it ran. */
async function act(page: Page, action: string, fill?: () => Promise<void>) {
  await page.getByTestId(`order-action-${action}`).click();
  await expect(page.getByTestId(`order-action-form-${action}`)).toBeVisible();
  await fill?.();
  await page.getByTestId('order-action-ok').click();
  await expect(page.getByTestId(`order-action-form-${action}`)).toHaveCount(0);
}

/** Picks the option of an antd select in the open dialog. */
async function pick(page: Page, select: string, option: string) {
  await page.getByRole('dialog').locator(select).click();
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
}

async function openAs(page: Page, user: string, id: number) {
  await login(page, user);
  await page.goto(`/workorder/order/detail/${id}`);
  await expect(page.getByTestId('order-detail')).toBeVisible();
}

test('an order goes from headquarters through the centre, the outlet and the engineer to Finished', async ({ page, request }) => {
  // Six sign-ins and a dozen actions: more than the default minute on a busy machine.
  test.setTimeout(600_000);
  const order = await createOrder(request);

  // Headquarters finds it in the grid by phone, in the "new" tab with its count.
  await login(page, 'admin');
  await page.goto('/workorder/order/index?tabIndex=1');
  await expect(page.getByTestId('order-tab-new')).toBeVisible();
  await expect(page.locator('.ant-tabs-tab[data-node-key="new"]')).toHaveClass(/ant-tabs-tab-active/);
  await page.locator('#search-order_phone').fill(PHONE);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row').filter({ hasText: PHONE });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('order-status')).toHaveText('新建');
  await row.getByTestId('order-no').click();
  await expect(page).toHaveURL(new RegExp(`/workorder/order/detail/${order.id}$`));
  await expect(page.getByTestId('order-detail-no')).toHaveText(order.orderNo);
  await expect(status(page)).toHaveText('新建');
  await expect(page.getByTestId('order-field-phone')).toHaveText(PHONE);

  // Dispatch to the northern centre: a centre is required, then the centre holds it.
  await page.getByTestId('order-action-assignOrg').click();
  await page.getByTestId('order-action-ok').click();
  await expect(page.getByRole('dialog')).toContainText('请选择服务中心');
  await pick(page, '[data-testid="order-centre"]', '华北服务中心');
  await page.getByTestId('order-action-ok').click();
  await expect(page.getByTestId('order-dim-holder')).toContainText('服务中心');
  await expect(page.getByTestId('order-field-centreId')).toHaveText('华北服务中心');
  await logout(page);

  await openAs(page, 'centre_north', order.id);
  await act(page, 'assignSite', () => pick(page, '#siteId', '北京朝阳网点'));
  await expect(status(page)).toHaveText('网点待接单');
  await logout(page);

  // The outlet confirms the acceptance, then assigns its engineer.
  await openAs(page, 'outlet_chaoyang', order.id);
  await page.getByTestId('order-action-accept').click();
  await expect(page.getByTestId('order-action-confirm')).toHaveText('确认接单吗？');
  await page.getByTestId('order-action-ok').click();
  await expect(status(page)).toHaveText('待首次预约');
  await act(page, 'assign', () => pick(page, '[data-testid="order-engineer"]', '王建国'));
  await expect(page.getByTestId('order-dim-holder')).toContainText('工程师');
  await logout(page);

  // The engineer books tomorrow, checks in and completes it simply.
  await openAs(page, 'engineer_wang', order.id);
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  // Enter in the date field takes the typed time and saves the dialog.
  await page.getByTestId('order-action-book').click();
  await page.getByTestId('order-appoint-at').click();
  await page.keyboard.type(`${day} 14:00`);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-action-form-book')).toHaveCount(0);
  await expect(status(page)).toHaveText('待检测');
  await expect(page.getByTestId('order-field-appointAt')).toHaveText(`${day} 14:00:00`);
  await act(page, 'checkIn');
  await expect(page.getByTestId('order-dim-checkedIn')).toBeVisible();
  await act(page, 'simpleFinishOrder', () => page.getByTestId('order-action-reason').fill('更换遥控器电池后正常'));
  await expect(status(page)).toHaveText('待确认');
  await logout(page);

  // The audits: the outlet's confirmation, the centre's, headquarters' closes it.
  await openAs(page, 'outlet_chaoyang', order.id);
  await act(page, 'networkConfirm');
  await expect(status(page)).toHaveText('待审核确认');
  await logout(page);
  await openAs(page, 'centre_north', order.id);
  await act(page, 'centreAudit');
  await expect(page.getByTestId('order-dim-audit')).toContainText('待总部审核');
  await logout(page);
  await openAs(page, 'admin', order.id);
  await act(page, 'doOrderFinish');
  await expect(status(page)).toHaveText('已完成');
  await expect(page.getByTestId('order-actions').getByRole('button', { name: /总部审核完成/ })).toHaveCount(0);

  const history = page.getByTestId('order-history').getByTestId('order-history-action');
  await expect(history).toHaveText(['新建工单', '派单到服务中心', '派单到网点', '接单', '派工', '预约', '上门签到', '简易完工', '网点确认', '中心审核', '总部审核完成']);
  await expect(page.getByTestId('order-history')).toContainText('更换遥控器电池后正常');
  await expect(page.getByTestId('order-history')).toContainText('工程师: 王建国');

  // The finished tab lists it.
  await page.goto('/workorder/order/index?tabIndex=finished');
  await page.locator('#search-order_phone').fill(PHONE);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('row').filter({ hasText: PHONE }).getByTestId('order-status')).toHaveText('已完成');
});
