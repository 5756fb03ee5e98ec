/**
 * SLA warnings in a real browser (工单业务 › 工单预警): with a rule whose response clock warns at once and runs out
 * after a minute, a new repair order shows in the top bar's reminder badge and on the warning screen, first due
 * soon and then overdue, with its SLA records.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { basicApi, login, openMenu, useLanguage } from './helpers.ts';
import { newOrder } from './order-steps.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const run = Date.now().toString(36).slice(-5).toUpperCase();

/** A repair order under a rule of its own: the response clock warns at once and is overdue a minute later. */
async function orderAtRisk(request: APIRequestContext): Promise<string> {
  await (await basicApi(request))('basSla/add', {
    name: `E2E 即时预警 ${run}`,
    orderType: 'repair',
    priority: 999,
    enabled: true,
    lines: [{ stage: 'response', standardMinutes: 1, reminderMinutes: 0 }],
  });
  return (await newOrder(request, { customerName: '预警测试', address: '朝阳区望京街 1 号' })).orderNo;
}

const grid = (page: Page) => page.getByTestId('resource-slaWarning');
const row = (page: Page, text: string) => grid(page).locator('tr.ant-table-row').filter({ hasText: text });

test('an order at risk shows in the badge and on the warning screen, due soon and then overdue', async ({ page, request }) => {
  test.setTimeout(180_000);
  const orderNo = await orderAtRisk(request);

  await login(page);
  await expect(page.locator('.ant-badge').filter({ has: page.getByTestId('reminders') }).locator('.ant-badge-count')).toBeVisible();
  await openMenu(page, 'workorder', 'workorder.warning');
  // The first list waits for the server on a busy machine.
  await expect(row(page, orderNo)).toContainText('响应', { timeout: 30_000 });
  await expect(row(page, orderNo)).toContainText('即将超时');
  await expect(row(page, orderNo)).toContainText('剩余');

  // Filtered by order number.
  const search = page.locator('form[id="search-slaWarning"]');
  await search.getByLabel('工单号').fill(orderNo);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  await expect(row(page, orderNo)).toHaveCount(1);

  // A minute after the report the response clock is overdue.
  await expect(async () => {
    await grid(page).getByRole('button', { name: '刷新' }).click();
    await expect(row(page, orderNo)).toContainText('已超时', { timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  await expect(row(page, orderNo)).toContainText('超时');

  await row(page, orderNo).getByTestId('show-sla').click();
  const records = page.getByTestId('sla-records');
  await expect(records).toContainText(`适用规则：E2E 即时预警 ${run}`);
  await expect(records.getByTestId('sla-state-overdue')).toBeVisible();
});
