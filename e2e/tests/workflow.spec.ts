/**
 * The approval workflow in a real browser: an outlet starts a request from My Process (opened by the level-one
 * group of order 9), the service centre sees it pending and approves, headquarters approves (a rejection without
 * a reason is refused with the spec's message first), and the initiator sees it ended.
 */
import { expect, type Page, test } from '@playwright/test';
import { login, logout, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const TITLE = `申请两架梯子 ${Date.now().toString(36)}`;

/** My Process through the sidebar group of order 9, on one of its tabs. */
async function myProcess(page: Page, tab: 'pending' | 'processed' | 'ended' | 'initiated') {
  await page.getByTestId('menu-process').click();
  await expect(page).toHaveURL(/\/activti\/process\/index$/);
  await page.getByTestId(`process-tab-${tab}`).click();
  return page.getByRole('row').filter({ hasText: TITLE });
}

async function approveFromPending(page: Page, nextStep: string) {
  const row = await myProcess(page, 'pending');
  await row.getByTestId('process-handle').click();
  await expect(page).toHaveURL(/\/activti\/detail\/\d+$/);
  await page.getByTestId('process-approve').click();
  await page.getByTestId('process-remark').fill('同意');
  await page.getByTestId('process-action-ok').click();
  await expect(page.getByTestId('process-current-step')).toHaveText(nextStep);
  await expect(page.getByTestId('process-approve')).toHaveCount(0);
}

test('a request goes from the outlet through the centre and headquarters, and the outlet sees it ended', async ({ page }) => {
  // Four sign-ins and a dozen screens: more than the default minute on a busy machine.
  test.setTimeout(240_000);
  await login(page, 'outlet_chaoyang');
  await page.getByTestId('menu-process').click();
  await page.getByTestId('start-process').click();
  await page.getByTestId('start-process-title').fill(TITLE);
  await page.getByTestId('start-process-remark').fill('朝阳网点高空作业需要两架梯子');
  await page.getByTestId('start-process-ok').click();
  await expect(page).toHaveURL(/\/activti\/detail\/\d+$/);
  await expect(page.getByTestId('process-detail-title')).toHaveText(TITLE);
  await expect(page.getByTestId('process-status')).toHaveText('审批中');
  await expect(page.getByTestId('process-current-step')).toHaveText('服务中心审核');
  await expect(page.getByTestId('process-cancel')).toBeVisible();
  await expect(page.getByTestId('process-approve')).toHaveCount(0);
  await logout(page);

  // The northern centre's manager has it pending and approves; it then waits for headquarters.
  await login(page, 'centre_north');
  await approveFromPending(page, '总部审核');
  await expect(await myProcess(page, 'processed')).toHaveCount(1);
  await logout(page);

  // Headquarters: a rejection needs its step and reason, then it approves and the process ends.
  await login(page, 'admin');
  const row = await myProcess(page, 'pending');
  await row.getByTestId('process-handle').click();
  await page.getByTestId('process-reject').click();
  await page.getByTestId('process-action-ok').click();
  await expect(page.getByRole('dialog')).toContainText('驳回流程需要选择驳回步骤并填写驳回原因');
  await page.getByRole('dialog').getByRole('button', { name: /取\s*消/ }).click();
  await page.getByTestId('process-approve').click();
  await page.getByTestId('process-action-ok').click();
  await expect(page.getByTestId('process-status')).toHaveText('已通过');
  await expect(page.getByTestId('process-history').getByTestId('process-history-item')).toHaveCount(3);
  await logout(page);

  // The initiator finds it among the ended ones, approved.
  await login(page, 'outlet_chaoyang');
  const ended = await myProcess(page, 'ended');
  await expect(ended.getByTestId('process-status')).toHaveText('已通过');
  await ended.getByTestId('process-open').click();
  await expect(page.getByTestId('process-current-step')).toHaveText('已通过');
  await expect(page.getByTestId('process-cancel')).toHaveCount(0);
});
