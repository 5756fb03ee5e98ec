/**
 * The knowledge base and bulletins in a real browser (issue 18): headquarters writes an article on 知识文档 › 知识库
 * (its text with a heading, a list and typed markup), publishes it, and an engineer finds it by a Chinese word and by
 * an English one and reads it, the markup shown as text; headquarters publishes a bulletin to everybody, the
 * engineer's home page lists it as unread, reading it takes it off the list and headquarters sees one reader; an
 * order's one-click help and completion form offer the articles of its product and fault. Screenshots in Chinese and
 * English.
 */
import { type Browser, expect, test } from '@playwright/test';
import { basicApi, login, openMenu, useLanguage } from './helpers.ts';
import { bookedWithWang } from './order-steps.ts';

const SHOTS = '/tmp/shots-knowledge';

async function signedIn(browser: Browser, username: string, lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await login(page, username);
  return page;
}

test('headquarters publishes an article and an engineer finds and reads it', async ({ browser }) => {
  test.setTimeout(180_000);
  const mark = `${Date.now() % 1_000_000}`;
  const title = `滚筒洗衣机门封条更换 ${mark}`;

  const hq = await signedIn(browser, 'admin');
  await openMenu(hq, 'knowledge', 'knowledge.base');
  await hq.getByTestId('knowledge-tabs').getByRole('tab', { name: '管理' }).click();
  await hq.getByTestId('resource-knowledge').getByTestId('add').click();
  const form = hq.getByTestId('knowledge-form');
  await hq.getByTestId('knowledge-save').click();
  await expect(form).toContainText('请填写标题');
  await hq.getByTestId('knowledge-title').fill(title);
  await form.locator('.ant-form-item').filter({ hasText: '知识类型' }).locator('.ant-select').click();
  await hq.locator('.ant-select-item-option').filter({ hasText: '维修手册' }).first().click();
  await hq.getByTestId('knowledge-keywords').fill('door seal gasket junta');
  await hq.getByTestId('knowledge-body').fill('## 更换步骤\n- 拆下卡箍\n- 装入新门封条\n注意 <b>不要</b> 划伤内桶。');
  await hq.screenshot({ path: `${SHOTS}/editor-zh.png` });
  await hq.getByTestId('knowledge-save').click();
  await expect(form).toHaveCount(0);
  await hq.getByTestId('resource-knowledge').getByTestId('knowledge-open').filter({ hasText: title }).click();
  const detail = hq.getByTestId('knowledge-detail');
  await expect(detail.getByTestId('knowledge-status')).toHaveText('草稿');
  await detail.getByTestId('knowledge-publish').click();
  await expect(detail.getByTestId('knowledge-status')).toHaveText('已发布');
  await expect(detail.getByTestId('knowledge-history')).toContainText('发布');
  await hq.screenshot({ path: `${SHOTS}/detail-zh.png` });

  for (const [lang, words, tab, heading] of [
    ['zh-CN', '门封条', '查阅', '更换步骤'],
    ['en-US', 'gasket', 'Browse', '更换步骤'],
  ] as const) {
    const wang = await signedIn(browser, 'engineer_wang', lang);
    await openMenu(wang, 'knowledge', 'knowledge.base');
    await expect(wang.getByTestId('knowledge-tabs').getByRole('tab')).toHaveText([tab]);
    await wang.getByTestId('knowledge-search').locator('input').fill(`${words} ${mark}`);
    await wang.getByTestId('knowledge-search').locator('input').press('Enter');
    await expect(wang.getByTestId('knowledge-result')).toHaveCount(1);
    await wang.getByTestId('knowledge-result-open').click();
    const reader = wang.getByTestId('article-reader');
    await expect(reader.getByRole('heading', { name: heading })).toBeVisible();
    await expect(reader.getByRole('listitem')).toHaveText(['拆下卡箍', '装入新门封条']);
    // Typed markup is text: the angle brackets show, nothing turns bold.
    await expect(reader.getByTestId('article-body')).toContainText('注意 <b>不要</b> 划伤内桶。');
    await expect(reader.locator('b')).toHaveCount(0);
    await wang.screenshot({ path: `${SHOTS}/reader-${lang}.png` });
    await wang.context().close();
  }
});

test('a bulletin to everybody reaches an engineer\'s home page and is counted once read', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `配件到货通知 ${Date.now() % 1_000_000}`;
  const hq = await signedIn(browser, 'admin');
  await openMenu(hq, 'knowledge', 'knowledge.bulletin');
  await hq.getByTestId('resource-bulletin').getByTestId('add').click();
  await hq.getByTestId('bulletin-title').fill(title);
  await hq.getByTestId('bulletin-body').fill('本周到货：\n- 压缩机 20 台\n- 主板 50 块');
  await hq.getByTestId('bulletin-save').click();
  await expect(hq.getByTestId('bulletin-form')).toHaveCount(0);

  const wang = await signedIn(browser, 'engineer_wang');
  const board = wang.getByTestId('bulletin-board');
  await expect(board).toBeVisible();
  await expect(board.getByTestId('bulletin-item').filter({ hasText: title })).toHaveCount(0);

  await hq.getByTestId('resource-bulletin').getByTestId('bulletin-open').filter({ hasText: title }).click();
  const detail = hq.getByTestId('bulletin-detail');
  await detail.getByTestId('bulletin-publish').click();
  await expect(detail.getByTestId('bulletin-status')).toHaveText('已发布');
  await expect(detail.getByTestId('bulletin-readers')).toHaveText('0');

  // Published: the engineer's open home page hears of it over the WebSocket and lists it as unread.
  await expect(board.getByTestId('bulletin-item').filter({ hasText: title })).toBeVisible();
  await wang.screenshot({ path: `${SHOTS}/home-unread-zh.png` });
  await board.getByTestId('bulletin-item').filter({ hasText: title }).click();
  await expect(wang.getByTestId('bulletin-reader')).toContainText('压缩机 20 台');
  await wang.getByTestId('bulletin-reader').getByRole('button', { name: /close|关闭/i }).click();
  await expect(board.getByTestId('bulletin-item').filter({ hasText: title })).toHaveCount(0);

  await hq.getByTestId('bulletin-detail').getByRole('button', { name: /close|关闭/i }).click();
  await hq.getByTestId('resource-bulletin').getByTestId('bulletin-open').filter({ hasText: title }).click();
  await expect(hq.getByTestId('bulletin-detail').getByTestId('bulletin-readers')).toHaveText('1');
  await hq.screenshot({ path: `${SHOTS}/bulletin-detail-zh.png` });

  const english = await signedIn(browser, 'engineer_wang', 'en-US');
  await english.getByTestId('bulletin-toggle').click();
  await expect(english.getByTestId('bulletin-board')).toContainText(title);
  await english.screenshot({ path: `${SHOTS}/home-en.png` });
});

test('an order\'s one-click help and completion form offer the articles of its product and fault', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const order = await bookedWithWang(request);
  const wang = await basicApi(request, 'engineer_wang');
  await wang('soOrderHandle/checkIn', { id: order.id });
  const page = await signedIn(browser, 'engineer_wang');
  await page.goto(`/workorder/order/detail/${order.id}`);
  await expect(page.getByTestId('order-detail')).toBeVisible({ timeout: 45_000 });

  // Asking for help on a wall air conditioner: the articles of its category and the one above (空调).
  await page.getByTestId('order-help-cases').getByTestId('help-ask').click();
  const ask = page.getByTestId('help-ask-form');
  await expect(ask.getByTestId('related-article').first()).toHaveText('壁挂式空调安装规范');
  await expect(ask.getByTestId('related-article')).toContainText(['空调室内机漏水的排查与处理']);
  await page.screenshot({ path: `${SHOTS}/help-related-zh.png` });
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);

  // Completing: choosing the phenomenon 室内机漏水 puts its article first, which opens over the form.
  await page.getByTestId('order-action-complete').click();
  const dialog = page.getByTestId('order-action-form-complete');
  await dialog.getByTestId('completion-symptom').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '室内机漏水' }).first().click();
  await expect(dialog.getByTestId('related-article').first()).toHaveText('空调室内机漏水的排查与处理');
  await expect(dialog.getByTestId('related-article')).not.toContainText(['变频空调常见故障代码 E1、E5、F0 速查']);
  await dialog.getByTestId('related-article').first().click();
  const reader = page.getByTestId('article-reader');
  await expect(reader.getByRole('heading', { name: '排查步骤' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/completion-related-zh.png` });
});
