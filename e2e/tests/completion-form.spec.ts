/**
 * Completing an order says what it needs: the fault-tree fields the company configuration asks for are marked and
 * checked with the server's messages, a measure that replaces a part asks for parts, a refusal of the server lands
 * on the field it names (not in a toast), and the parts picker offers the appliance's BOM first. Any form of the
 * shared machinery puts the server's field errors on its fields the same way.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { basicApi, idByCode, login, openMenu, tomorrowDay, useLanguage } from './helpers.ts';
import { newOrder } from './order-steps.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

/** A new order for a 1.5 HP wall air conditioner (KFR-35GW-A1), given to engineer 王建国 at the Chaoyang outlet, checked in. */
async function onSiteWithWang(request: APIRequestContext) {
  const admin = await basicApi(request);
  const outlet = await basicApi(request, 'outlet_chaoyang');
  const wang = await basicApi(request, 'engineer_wang');
  const order = await newOrder(request, { itemId: await idByCode(admin, 'basItem', 'KFR-35GW-A1') });
  await admin('soOrderDispatch/assignSite', { id: order.id, siteId: await idByCode(admin, 'snUser', 'ASC-BJ-CY') });
  await outlet('siteOrderDeal/accept', { id: order.id });
  const engineers: { records: { id: number }[] } = await outlet('snSiteEngineer/getListPage', { size: '100', filters: { jobNo: 'E1001' } });
  await outlet('siteOrderDeal/assign', { id: order.id, engineerId: engineers.records[0].id });
  await wang('siteOrderDeal/book', { id: order.id, appointAt: `${tomorrowDay()} 10:00` });
  await wang('soOrderHandle/checkIn', { id: order.id });
  return { ...order, admin };
}

/** The form item of a label in the dialog. */
const item = (dialog: Locator, label: string) => dialog.locator('.ant-form-item').filter({ has: dialog.page().locator('label', { hasText: new RegExp(`^${label}$`) }) });
const isRequired = (dialog: Locator, label: string) => dialog.locator('label', { hasText: new RegExp(`^${label}$`) });
const toasts = (page: Page) => page.locator('.ant-message-notice');

async function pick(page: Page, dialog: Locator, testId: string, option: string) {
  await dialog.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

/** Opens the completion form from the order detail, once it can be sent. */
async function openCompletion(page: Page) {
  await page.getByTestId('order-action-complete').click();
  const dialog = page.getByTestId('order-action-form-complete');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('order-action-ok')).toBeEnabled();
  return dialog;
}

test('the completion form marks what completing needs, checks it, and shows the server\'s refusal beside the field', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { id, admin } = await onSiteWithWang(request);
  await login(page, 'engineer_wang');
  await page.goto(`/workorder/order/detail/${id}`);
  await expect(page.getByTestId('order-detail')).toBeVisible({ timeout: 45_000 });
  let dialog = await openCompletion(page);

  // The demo company asks for the whole fault tree: marked, and checked with the server's own messages.
  for (const label of ['故障现象', '故障原因', '维修措施']) await expect(isRequired(dialog, label)).toHaveClass(/ant-form-item-required/);
  await expect(isRequired(dialog, '处理结果')).not.toHaveClass(/ant-form-item-required/);
  await page.getByTestId('order-action-ok').click();
  await expect(item(dialog, '故障现象')).toContainText('请选择故障现象');
  await expect(item(dialog, '故障原因')).toContainText('请选择故障原因');
  await expect(item(dialog, '维修措施')).toContainText('请选择维修措施');

  // An air conditioner's own phenomena are offered; a measure that replaces a part asks for one.
  await pick(page, dialog, 'completion-symptom', '不制冷');
  await pick(page, dialog, 'completion-reason', '压缩机损坏');
  await pick(page, dialog, 'completion-method', '更换压缩机');
  await page.getByTestId('order-action-ok').click();
  await expect(dialog.getByTestId('completion-parts-errors')).toContainText('该维修措施需要填写更换的备件');

  // The parts picker: the wall unit's BOM first, tagged; the water heater's heating element is not in it.
  await dialog.getByTestId('completion-add-part').click();
  await dialog.getByTestId('completion-part-select').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first().getByTestId('completion-part-in-bom')).toHaveText('本机BOM');
  await expect(options.filter({ hasText: 'P-COMP-35' }).getByTestId('completion-part-in-bom')).toBeVisible();
  await page.keyboard.type('HEAT');
  await expect(options.filter({ hasText: 'P-HEAT-2K' })).toBeVisible();
  await expect(options.filter({ hasText: 'P-HEAT-2K' }).getByTestId('completion-part-in-bom')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toHaveCount(0);

  // The configuration changes while the engineer fills the form in: the server's refusal lands on the fields it
  // names, with no toast.
  await admin('basCompanyConfig/update', { faultReasonRequired: false, fixMethodRequired: false });
  try {
    dialog = await openCompletion(page);
    await expect(isRequired(dialog, '故障原因')).not.toHaveClass(/ant-form-item-required/);
    await pick(page, dialog, 'completion-symptom', '不制冷');
    await admin('basCompanyConfig/update', { faultReasonRequired: true, fixMethodRequired: true });
    await page.getByTestId('order-action-ok').click();
    await expect(item(dialog, '故障原因')).toContainText('请选择故障原因');
    await expect(item(dialog, '维修措施')).toContainText('请选择维修措施');
    await expect(item(dialog, '故障原因').locator('.ant-select')).toHaveClass(/ant-select-status-error/);
    // The toast waits one task for the form: by now it would have shown.
    await page.waitForTimeout(500);
    await expect(toasts(page)).toHaveCount(0);
    // Changing the field drops what the server said of it.
    await pick(page, dialog, 'completion-reason', '滤网脏堵');
    await expect(item(dialog, '故障原因')).not.toContainText('请选择故障原因');
  } finally {
    await admin('basCompanyConfig/update', { faultReasonRequired: true, fixMethodRequired: true });
  }
  expect((await admin('soOrder/getDetail', { id })).order.status).toBe(1040);
});

test('a resource form shows the server\'s field error beside the field, not in a toast', async ({ page }) => {
  await login(page);
  await openMenu(page, 'basic', 'basic.serviceType');
  await page.getByTestId('add').click();
  const form = page.getByTestId('resource-form');
  const code = form.locator('.ant-form-item').filter({ hasText: '编码' });
  // A code that exists: only the server knows.
  await code.locator('input').fill('INST-AC');
  await form.locator('.ant-form-item').filter({ hasText: '名称' }).locator('input').fill('重复编码');
  await form.locator('.ant-form-item').filter({ hasText: '工单类型' }).locator('.ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '维修' }).click();
  await page.getByRole('dialog').filter({ has: form }).getByRole('button', { name: /保\s*存/ }).click();
  await expect(code).toContainText('已存在');
  await page.waitForTimeout(500);
  await expect(toasts(page)).toHaveCount(0);
  await expect(form).toBeVisible();
});
