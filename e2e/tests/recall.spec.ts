/**
 * Return visits in a real browser (issue 18, done-means): a finished order is sampled (by the setup when it finished,
 * else by hand on 客户关怀 › 任务抽样), 孙回访 screens it into the survey pool on 回访甄别池, assigns it to himself on
 * 回访调查池, calls with no answer (second follow-up), calls again successfully with the verdicts and the
 * satisfaction, and sees the rating and both calls on the order; the order in English too. Another call finds the
 * work not done and rejects the completion: the order, back with its outlet, lists what was not true. A third is
 * handed to the robot caller, whose answer, recorded from its list, waits imported on the line. From the site's root,
 * signed out. Screenshots in Chinese and English.
 */
import { expect, type Page, test } from '@playwright/test';
import { basicApi, login, openMenu, useLanguage } from './helpers.ts';
import { finishedWithPhoto } from './order-steps.ts';

const SHOTS = '/tmp/shots-recall';

/** Searches the pool's grid for the order's number. */
async function search(page: Page, orderNo: string) {
  // Both pools are open as tabs with the same grid: the visible one is this screen's.
  const input = page.locator('#search-recallLine_orderNo:visible');
  // A screen that has just opened may still settle its first load and reset the search form: search until it holds.
  await expect(async () => {
    await input.fill(orderNo);
    await input.press('Enter');
    await expect(input).toHaveValue(orderNo);
    await expect(rows(page)).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** The rows of the visible pool's grid (not those of another open tab, a dialog or a notification). */
const rows = (page: Page) => page.locator('[data-testid="resource-recallLine"]:visible .ant-table-row');

test('a finished order is sampled, screened, assigned, followed up with no answer then successfully; the order shows the rating', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const order = await finishedWithPhoto(request);
  const admin = await basicApi(request);
  const drawnAtFinish = ((await admin('soRecallLine/getByOrder', { orderId: order.id })) as unknown[]).length > 0;

  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'zh-CN');
  await login(page, 'visitor_sun');

  if (!drawnAtFinish) {
    // Not drawn by the setup's ratio when it finished: drawn by hand.
    await openMenu(page, 'care', 'care.recallSampling');
    await page.getByTestId('recall-sampling-order').click();
    await page.keyboard.type(order.orderNo);
    await page.locator('.ant-select-item-option').filter({ hasText: order.orderNo }).click();
    await page.getByTestId('recall-sampling-run').click();
    await expect(page.getByTestId('recall-sampling-result')).toContainText('抽中 1 单');
    await page.screenshot({ path: `${SHOTS}/sampling-zh.png` });
  }

  await openMenu(page, 'care', 'care.recallScreening');
  await search(page, order.orderNo);
  await expect(rows(page)).toContainText('待甄别');
  await page.screenshot({ path: `${SHOTS}/screening-zh.png` });
  await rows(page).locator('.ant-checkbox-input').check();
  await page.getByTestId('recall-screen').click();
  await expect(rows(page)).toHaveCount(0);

  await openMenu(page, 'care', 'care.recallSurvey');
  await search(page, order.orderNo);
  await rows(page).locator('.ant-checkbox-input').check();
  await page.getByTestId('recall-assign').click();
  await page.getByTestId('recall-assignee').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '孙回访' }).click();
  await page.getByTestId('recall-assign-ok').click();
  await expect(rows(page)).toContainText('孙回访');

  // The first call: nobody answers.
  await rows(page).getByTestId('recall-follow').click();
  const dialog = page.getByTestId('recall-follow-form');
  await expect(dialog.getByTestId('recall-facts')).toContainText(order.orderNo);
  await page.getByTestId('recall-follow-ok').click();
  await expect(dialog).toContainText('请选择呼叫结果');
  await dialog.getByTestId('recall-outcome').getByText('无人接听').click();
  await page.getByTestId('recall-remark').fill('响铃无人接听 <b>明天再拨</b>');
  await page.getByTestId('recall-follow-ok').click();
  await expect(dialog).toHaveCount(0);
  await expect(rows(page)).toHaveCount(0);

  // The second follow-up: answered, the verdicts and satisfaction recorded.
  await page.getByTestId('recall-survey-tabs').getByRole('tab', { name: '二次回访' }).click();
  await search(page, order.orderNo);
  await rows(page).getByTestId('recall-follow').click();
  await expect(page.getByTestId('recall-history')).toContainText('<b>明天再拨</b>');
  await dialog.getByTestId('recall-outcome').getByText('回访成功').click();
  const yesNo = dialog.locator('.ant-radio-group[data-testid^="recall-answer-"]');
  for (let i = 0; i < (await yesNo.count()); i++) await yesNo.nth(i).getByText('属实', { exact: true }).click();
  const scores = dialog.locator('input.ant-input-number-input');
  for (let i = 0; i < (await scores.count()); i++) await scores.nth(i).fill('5');
  await page.getByTestId('recall-satisfaction').click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^非常满意$/ }).click();
  await page.screenshot({ path: `${SHOTS}/follow-zh.png` });
  await page.getByTestId('recall-follow-ok').click();
  await expect(dialog).toHaveCount(0);
  await page.getByTestId('recall-survey-tabs').getByRole('tab', { name: '已完成' }).click();
  await search(page, order.orderNo);
  await expect(rows(page)).toContainText('非常满意');

  // The order shows its return visit: the rating and both calls.
  await page.goto(`/workorder/order/detail/${order.id}`);
  const visits = page.getByTestId('order-recalls');
  await expect(visits.getByTestId('order-recall-rating')).toHaveText('非常满意');
  await expect(visits.getByTestId('recall-history')).toContainText('无人接听');
  await expect(visits.getByTestId('recall-history')).toContainText('回访成功');
  await visits.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/order-zh.png`, fullPage: true });

  const en = await (await browser.newContext()).newPage();
  await useLanguage(en, 'en-US');
  await login(en, 'admin');
  await en.goto(`/workorder/order/detail/${order.id}`);
  await expect(en.getByTestId('order-recalls').getByTestId('order-recall-rating')).toHaveText('Very satisfied');
  await expect(en.getByTestId('order-recalls')).toContainText('No answer');
  await en.screenshot({ path: `${SHOTS}/order-en.png`, fullPage: true });
});

test('a call finding the work not done rejects the completion; the order shows what was not true', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const order = await finishedWithPhoto(request);
  const visitor = await basicApi(request, 'visitor_sun');
  // Drawn (by the setup when it finished, else by hand), screened and assigned to 孙回访 as the first test does on screen.
  if (!((await visitor('soRecallLine/getByOrder', { orderId: order.id })) as unknown[]).length) await visitor('soRecallHeader/createRecall', { orderIds: [order.id] });
  const [line] = (await visitor('soRecallLine/getByOrder', { orderId: order.id })) as { id: number; version: number }[];
  await visitor('soRecallLine/screen', { items: [{ id: line.id }] });
  const sun = ((await visitor('soRecallLine/assignees')) as { id: number; name: string }[]).find((u) => u.name === '孙回访');
  await visitor('soRecallLine/assign', { items: [{ id: line.id }], assigneeId: sun!.id });

  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'en-US');
  await login(page, 'visitor_sun');
  await openMenu(page, 'care', 'care.recallSurvey');
  await search(page, order.orderNo);
  await rows(page).getByTestId('recall-follow').click();
  const dialog = page.getByTestId('recall-follow-form');
  await dialog.getByTestId('recall-outcome').getByText('Successful').click();
  const yesNo = dialog.locator('.ant-radio-group[data-testid^="recall-answer-"]');
  await expect(dialog.getByTestId('recall-reject-completion')).toHaveCount(0);
  await yesNo.first().getByText('Unconfirmed', { exact: true }).click();
  for (let i = 1; i < (await yesNo.count()); i++) await yesNo.nth(i).getByText('Confirmed', { exact: true }).click();
  const scores = dialog.locator('input.ant-input-number-input');
  for (let i = 0; i < (await scores.count()); i++) await scores.nth(i).fill('1');
  await page.getByTestId('recall-satisfaction').click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^Dissatisfied$/ }).click();
  await dialog.getByTestId('recall-reject-completion').check();
  await page.getByTestId('recall-follow-ok').click();
  await expect(dialog).toContainText('Enter the reason');
  await page.getByTestId('recall-remark').fill('Still leaking <i>under</i> the door');
  await page.screenshot({ path: `${SHOTS}/reject-en.png` });
  await page.getByTestId('recall-follow-ok').click();
  await expect(dialog).toHaveCount(0);

  // The order is back with its outlet, the subject found not true listed (as text), in both languages.
  await page.goto(`/workorder/order/detail/${order.id}`);
  const rejected = page.getByTestId('order-recall-rejected');
  await expect(rejected).toContainText('A return visit rejected the completion');
  const questions = (await visitor('soRecallHistory/getSubjectByNotTrueReason', { lineId: line.id })) as { question: string }[];
  expect(questions).toHaveLength(1);
  await expect(rejected).toContainText(questions[0].question);
  await expect(page.getByTestId('order-recalls').getByTestId('recall-history')).toContainText('Still leaking <i>under</i> the door');
  await rejected.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/rejected-order-en.png`, fullPage: true });

  const zh = await (await browser.newContext()).newPage();
  await useLanguage(zh, 'zh-CN');
  await login(zh, 'outlet_chaoyang');
  await zh.goto(`/workorder/order/detail/${order.id}`);
  await expect(zh.getByTestId('order-recall-rejected')).toContainText('回访驳回了完工');
  await zh.screenshot({ path: `${SHOTS}/rejected-order-zh.png`, fullPage: true });
});

test('follow-ups handed to the robot caller; its answer recorded from its list lands on the line', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const order = await finishedWithPhoto(request);
  const visitor = await basicApi(request, 'visitor_sun');
  if (!((await visitor('soRecallLine/getByOrder', { orderId: order.id })) as unknown[]).length) await visitor('soRecallHeader/createRecall', { orderIds: [order.id] });
  const [line] = (await visitor('soRecallLine/getByOrder', { orderId: order.id })) as { id: number }[];
  await visitor('soRecallLine/screen', { items: [{ id: line.id }] });

  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'zh-CN');
  await login(page, 'visitor_sun');
  await openMenu(page, 'care', 'care.recallSurvey');
  await search(page, order.orderNo);
  await rows(page).locator('.ant-checkbox-input').check();
  await page.getByTestId('recall-submit-robot').click();
  await expect(page.getByText('已提交 1 个回访给机器人外呼')).toBeVisible();

  await page.getByTestId('recall-robot-open').click();
  const robot = page.getByTestId('recall-robot');
  const request1 = robot.locator('.ant-table-row').filter({ hasText: order.orderNo });
  await expect(request1).toContainText('已记录（发件箱）');
  await page.screenshot({ path: `${SHOTS}/robot-zh.png` });
  await request1.getByTestId('recall-robot-answer').click();
  const form = page.getByTestId('recall-robot-answer-form');
  await form.getByTestId('recall-robot-outcome').getByText('回访成功').click();
  await page.getByTestId('recall-robot-satisfaction').click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^满意$/ }).click();
  await page.getByTestId('recall-robot-answer-ok').click();
  await expect(form).toHaveCount(0);
  await expect(request1).toContainText('已应答');
  await page.keyboard.press('Escape');
  await expect(robot).toHaveCount(0);

  // The line waits, imported, for the return visitor to confirm the robot's result.
  await page.getByTestId('recall-survey-tabs').getByRole('tab', { name: '已导入' }).click();
  await search(page, order.orderNo);
  await expect(rows(page)).toContainText('满意');
});
