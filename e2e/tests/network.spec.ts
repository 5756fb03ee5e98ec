/**
 * Service network round trip: the North China centre creates an outlet (its organisation node comes with it), the
 * outlet's own user asks to change its data, the centre and then headquarters approve (the snUserChange process),
 * and the change shows in the outlet list.
 */
import { expect, type Page, test } from '@playwright/test';
import { apiHeaders, login, logout, openMenu, PASSWORD, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const run = Date.now().toString(36).slice(-5).toUpperCase();
const OUTLET = { code: `ASC-E2E-${run}`, name: `东城测试网点${run}`, renamed: `东城旗舰网点${run}`, phone: '010-6400-1234' };
const USER = `e2e_outlet_${run.toLowerCase()}`;

const dialog = (page: Page) => page.getByRole('dialog');
const save = (page: Page) => dialog(page).getByRole('button', { name: /保\s*存/ }).click();

/** Picks an option of the select labelled `label` in the dialog by typing part of its text. */
async function choose(page: Page, label: string, option: string) {
  await dialog(page).getByLabel(label, { exact: true }).click();
  await page.keyboard.type(option);
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
}


test('a centre creates an outlet, the outlet asks for a change, the centre and headquarters approve it and it applies', async ({ page, request }) => {
  // Three sign-ins and a dozen screens: more than the default minute on a busy machine.
  test.setTimeout(240_000);
  // The centre creates the outlet under itself.
  await login(page, 'centre_north');
  await openMenu(page, 'network', 'network.site');
  const sites = page.getByTestId('resource-site');
  await sites.getByTestId('add').click();
  await dialog(page).getByLabel('网点编码').fill(OUTLET.code);
  await dialog(page).getByLabel('网点名称').fill(OUTLET.name);
  await choose(page, '上级机构', '华北服务中心');
  await dialog(page).getByRole('tab', { name: '财务信息' }).click();
  // The credit limit is granted on the outlet's account: read only here.
  await expect(dialog(page).getByLabel('信用额度')).toBeDisabled();
  await dialog(page).getByRole('tab', { name: '地图位置' }).click();
  // The machine is offline: the map says its tiles cannot load, and a click still picks the point.
  await expect(page.getByTestId('map-picker')).toBeVisible();
  await page.getByTestId('map-picker').click({ position: { x: 200, y: 150 } });
  await expect(dialog(page).getByLabel('纬度')).not.toHaveValue('');
  await save(page);
  await expect(dialog(page)).toBeHidden();
  await expect(sites.getByRole('row').filter({ hasText: OUTLET.code })).toContainText(OUTLET.name);

  // The outlet's own user: a member of the outlet's organisation node (made through the user API).
  const headers = await apiHeaders(request);
  const depts = await (await request.get(`/admin/dept/getData?name=${encodeURIComponent(OUTLET.name)}`, { headers })).json();
  const roles = await (await request.get('/admin/role/list?roleCode=OUTLET_1', { headers })).json();
  const created = await request.post('/admin/user', {
    headers,
    data: { username: USER, password: PASSWORD, name: '测试网点经理', phone: '13912340000', deptId: depts.data[0].id, roleIds: [roles.data[0].id] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await logout(page);

  // The outlet asks to change its name and phone.
  await login(page, USER);
  await openMenu(page, 'network', 'network.siteChange');
  await page.getByTestId('change-submit').click();
  const form = page.getByTestId('change-form');
  await expect(form.getByLabel('网点名称')).toHaveValue(OUTLET.name);
  await form.getByLabel('网点名称').fill(OUTLET.renamed);
  await form.getByLabel('网点电话').fill(OUTLET.phone);
  await form.getByLabel('申请说明').fill('门店升级为旗舰店');
  await save(page);
  await expect(dialog(page)).toBeHidden();
  const changes = page.getByTestId('resource-siteChange');
  const mine = changes.getByRole('row').filter({ hasText: '门店升级为旗舰店' });
  await expect(mine).toContainText('待审核');
  await expect(mine).toContainText('网点名称, 网点电话');
  // An outlet cannot decide its own request.
  await expect(mine.getByTestId('change-approve')).toHaveCount(0);
  await logout(page);

  // The centre sees it with old and new values, and approves.
  await login(page, 'centre_north');
  await openMenu(page, 'network', 'network.siteChange');
  const pending = page.getByTestId('resource-siteChange').getByRole('row').filter({ hasText: '门店升级为旗舰店' });
  await pending.getByRole('button', { name: /变更明细/ }).click();
  await expect(page.getByTestId('change-details')).toContainText(OUTLET.name);
  await expect(page.getByTestId('change-details')).toContainText(OUTLET.renamed);
  await page.getByRole('button', { name: /知\s*道\s*了|确\s*定|OK/ }).last().click();
  await pending.getByTestId('change-approve').click();
  await page.getByRole('button', { name: /确\s*定|确\s*认/ }).last().click();
  // An outlet data change goes on to headquarters (the snUserChange process: centre, then headquarters).
  await page.getByTestId('menu-process').click();
  await page.getByTestId('process-tab-processed').click();
  await expect(page.getByRole('row').filter({ hasText: OUTLET.name })).toContainText('总部审核');
  await logout(page);

  // Headquarters approves, and the change applies.
  await login(page, 'admin');
  await openMenu(page, 'network', 'network.siteChange');
  const atHq = page.getByTestId('resource-siteChange').getByRole('row').filter({ hasText: '门店升级为旗舰店' });
  await expect(atHq).toContainText('待审核');
  await atHq.getByTestId('change-approve').click();
  await page.getByRole('button', { name: /确\s*定|确\s*认/ }).last().click();
  await expect(atHq).toContainText('已通过');

  // Applied: the outlet list shows the new name.
  await openMenu(page, 'network', 'network.site');
  await expect(page.getByTestId('resource-site').getByRole('row').filter({ hasText: OUTLET.code })).toContainText(OUTLET.renamed);
});
