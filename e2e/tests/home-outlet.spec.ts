/**
 * The outlet's home and the engineer's day (issue 19): signed in as the Chaoyang outlet, the home page shows its open
 * orders by step and its figures as the server counts them, and a step and SLA due today open their orders; signed in as
 * 王建国, his day lists the order he is on site for, whose number opens it.
 */
import { expect, test } from '@playwright/test';
import { apiHeaders, basicApi, login, useLanguage } from './helpers.ts';
import { bookedWithWang } from './order-steps.ts';

const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('an outlet sees its open orders by step and its figures, and a step opens its orders', async ({ page, request }) => {
  const order = await bookedWithWang(request);
  await (await basicApi(request, 'engineer_wang'))('soOrderHandle/checkIn', { id: order.id });
  const res = await request.post('/rpt/rptIndexCollection/siteIndexMsg', {
    headers: await apiHeaders(request, 'outlet_chaoyang'),
    data: { from: day(new Date(Date.now() - 6 * 86_400_000)), to: day(new Date()) },
  });
  expect(res.ok()).toBe(true);
  const home = (await res.json()).objx as { now: { open: number; overdue: number }; byStatus: { status: number; count: number }[]; figures: { finished: number } };
  const onSite = home.byStatus.filter((s) => s.status === 1040 || s.status === 1100).reduce((n, s) => n + s.count, 0);
  expect(onSite).toBeGreaterThan(0);

  await login(page, 'outlet_chaoyang');
  const panel = page.getByTestId('site-home');
  await expect(panel).toContainText('网点运营 · 北京朝阳网点');
  await expect(panel.getByTestId('site-open')).toContainText(String(home.now.open));
  await expect(panel.getByTestId('site-overdue')).toContainText(String(home.now.overdue));
  await expect(panel.getByTestId('site-finished')).toContainText(String(home.figures.finished));
  await expect(panel.getByTestId('site-step-onsite')).toContainText(String(onSite));
  await expect(panel.getByTestId('site-rank-slaCompliance')).toContainText(/第 \d+ 名，共 \d+ 个网点|暂无排名/);
  // The open orders open the work-order list's figure link for the outlet's organisation.
  await expect(panel.getByTestId('site-link-open')).toHaveAttribute('href', /kpi=open&deptTree=\d+/);
  // No headquarters dashboard for an outlet: its own home instead.
  await expect(page.getByTestId('dashboard')).toHaveCount(0);

  await expect(panel.getByTestId('site-turnaroundP90')).toBeVisible();

  await panel.getByTestId('site-step-onsite').click();
  await expect(page).toHaveURL(/\/workorder\/order\/index\?tabIndex=onsite/);
  await expect(page.getByRole('tab', { name: /待上门/, selected: true })).toBeVisible();
  await expect(page.getByTestId('order-no').filter({ hasText: order.orderNo })).toBeVisible();

  // SLA due today opens the orders behind it as the other figures do.
  await page.goBack();
  await panel.getByTestId('site-link-slaDueToday').click();
  await expect(page).toHaveURL(/kpi=slaDueToday&deptTree=\d+/);
  await expect(page.getByText('看板工单：今日 SLA 到期')).toBeVisible();
});

test('an engineer sees his day in English and opens an order from it', async ({ page, request }) => {
  const order = await bookedWithWang(request);
  await (await basicApi(request, 'engineer_wang'))('soOrderHandle/checkIn', { id: order.id });
  const res = await request.post('/rpt/rptIndexCollection/engineerDay', { headers: await apiHeaders(request, 'engineer_wang') });
  expect(res.ok()).toBe(true);
  const mine = (await res.json()).objx as { appointments: unknown[]; onSite: unknown[]; toComplete: unknown[] };

  await useLanguage(page, 'en-US');
  await login(page, 'engineer_wang');
  const dayPanel = page.getByTestId('engineer-day');
  await expect(dayPanel).toContainText('My day');
  await expect(dayPanel.getByTestId('day-count-onSite')).toContainText(String(mine.onSite.length));
  await expect(dayPanel.getByTestId('day-count-toComplete')).toContainText(String(mine.toComplete.length));
  await expect(dayPanel.getByTestId('day-count-appointments')).toContainText(String(mine.appointments.length));
  const row = dayPanel.getByTestId('day-onSite').locator('tr', { hasText: order.orderNo });
  await expect(row).toContainText('北京市朝阳区望京街 1 号');
  await expect(row).toContainText('端到端');
  await expect(page.getByTestId('dashboard')).toHaveCount(0);

  await row.getByTestId('day-order-link').click();
  await expect(page).toHaveURL(new RegExp(`/workorder/order/detail/${order.id}`));
  await expect(page.getByText(order.orderNo).first()).toBeVisible();
});
