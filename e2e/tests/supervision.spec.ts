/**
 * Supervision orders in a real browser (issue 18): the supervisor (钱督导) opens one on 客户关怀 › 督办单 against the
 * Chaoyang outlet; the outlet, in English, sees it, replies, and the supervisor's open screen hears of the reply over
 * the WebSocket; the supervisor closes it and its history shows the three steps. The demo's overdue order is
 * highlighted in the grid. Screenshots in Chinese and English.
 */
import { type Browser, expect, test } from '@playwright/test';
import { login, openMenu, useLanguage } from './helpers.ts';

const SHOTS = '/tmp/shots-supervision';
const OUTLET = '北京朝阳网点';

async function signedIn(browser: Browser, username: string, lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await login(page, username);
  return page;
}

test('the supervisor opens a supervision order, the outlet replies, the supervisor closes it', async ({ browser }) => {
  test.setTimeout(180_000);
  const mark = `${Date.now() % 1_000_000}`;
  const reason = `朝阳网点预约超时 ${mark}`;
  const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

  const qian = await signedIn(browser, 'supervisor_qian');
  await openMenu(qian, 'care', 'care.supervision');
  const grid = qian.getByTestId('resource-supervision');
  // The demo's overdue order (Haidian, past its due date, still pending) is highlighted.
  await expect(grid.getByTestId('supervision-overdue').first()).toBeVisible();
  await grid.getByTestId('add').click();
  const form = qian.getByTestId('supervision-form');
  await qian.getByTestId('supervision-save').click();
  await expect(form).toContainText('请选择督办对象');
  // Against an engineer: the outlet's engineers are offered (his outlet answers for him); this one is against the outlet.
  await qian.getByTestId('supervision-target').getByText('工程师').click();
  await qian.getByTestId('supervision-engineer').click();
  await expect(qian.locator('.ant-select-item-option').filter({ hasText: '王建国 (E1001)' })).toBeVisible();
  await qian.keyboard.press('Escape');
  await qian.getByTestId('supervision-target').getByText('网点').click();
  await form.locator('.ant-form-item').filter({ hasText: '网点' }).locator('.ant-select').first().click();
  await qian.keyboard.type(OUTLET);
  await qian.locator('.ant-select-item-option').filter({ hasText: OUTLET }).first().click();
  await form.locator('.ant-form-item').filter({ hasText: '督办日期' }).locator('input').fill(due);
  await form.locator('.ant-form-item').filter({ hasText: '督办日期' }).locator('input').press('Enter');
  await qian.getByTestId('supervision-reason').fill(reason);
  await qian.screenshot({ path: `${SHOTS}/form-zh.png` });
  await qian.getByTestId('supervision-save').click();
  await expect(form).toHaveCount(0);
  const mine = grid.getByRole('row').filter({ hasText: mark });
  await expect(mine).toContainText('待督办');
  await qian.screenshot({ path: `${SHOTS}/grid-zh.png` });

  const outlet = await signedIn(browser, 'outlet_chaoyang', 'en-US');
  await openMenu(outlet, 'care', 'care.supervision');
  const theirs = outlet.getByTestId('resource-supervision').getByRole('row').filter({ hasText: mark });
  await expect(theirs).toContainText('Pending supervision');
  await theirs.getByTestId('supervision-open').click();
  const detail = outlet.getByTestId('supervision-detail');
  await expect(detail.getByTestId('supervision-status')).toHaveText('Pending supervision');
  await detail.getByTestId('supervision-reply').click();
  await outlet.getByTestId('supervision-action-ok').click();
  await expect(outlet.getByTestId('supervision-action-form')).toContainText('Enter the reply');
  await outlet.getByTestId('supervision-text').fill('Two more engineers on appointments from Monday.');
  await outlet.getByTestId('supervision-action-ok').click();
  await expect(detail.getByTestId('supervision-status')).toHaveText('Processed');
  await expect(detail).toContainText('朝阳网点经理');
  await outlet.screenshot({ path: `${SHOTS}/reply-en.png` });

  // The supervisor's open screen hears of the reply.
  await expect(qian.locator('.ant-notification')).toContainText('已回复');
  await expect(mine).toContainText('已处理');
  await mine.getByTestId('supervision-open').click();
  const hqDetail = qian.getByTestId('supervision-detail');
  await expect(hqDetail).toContainText('Two more engineers on appointments from Monday.');
  await hqDetail.getByTestId('supervision-close').click();
  await expect(hqDetail.getByTestId('supervision-status')).toHaveText('已关闭');
  await expect(hqDetail.getByTestId('supervision-history').locator('tbody tr.ant-table-row')).toHaveCount(3);
  await qian.screenshot({ path: `${SHOTS}/closed-zh.png` });

  // The outlet hears of the closing.
  await expect(outlet.locator('.ant-notification')).toContainText('is closed');
});
