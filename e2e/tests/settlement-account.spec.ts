/**
 * The outlet's account and assessment sheets in a real browser (issue 17): headquarters records a deposit for the
 * Chaoyang outlet on the balance view, and the outlet sees its own balance move; a sheet raised and issued by
 * headquarters is appealed by the outlet on the sheets screen and re-audited (upheld) by headquarters, each step in
 * the sheet's history. Screenshots in Chinese and English.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { basicApi, idByCode, login, openMenu, useLanguage } from './helpers.ts';

const SHOTS = '/tmp/shots-settlement-account';
const OUTLET = '北京朝阳网点';

async function signedIn(browser: Browser, username: string, lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, lang);
  await login(page, username);
  return page;
}

/** The outlet's row of the balance view, cells joined by '|'. */
async function balanceRow(page: Page) {
  const row = page.getByTestId('resource-siteAccount').getByRole('row').filter({ hasText: 'ASC-BJ-CY' });
  await expect(row).toBeVisible();
  return row;
}

test('headquarters records a deposit and the outlet sees its balance move', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const admin = await basicApi(request);
  const siteId = await idByCode(admin, 'snUser', 'ASC-BJ-CY');
  const before = await admin('sfSiteAccount/getBySite', { siteId });
  const docNo = `BZJ-E2E-${Date.now() % 1_000_000}`;

  const hq = await signedIn(browser, 'admin');
  await openMenu(hq, 'finance', 'finance.siteAccount');
  await hq.getByTestId('account-record').click();
  const form = hq.getByTestId('account-record-form');
  await form.locator('.ant-form-item').filter({ hasText: '网点' }).locator('.ant-select').click();
  await hq.keyboard.type(OUTLET);
  await hq.locator('.ant-select-item-option').filter({ hasText: OUTLET }).first().click();
  await hq.getByTestId('account-record-amount').fill('888.88');
  await hq.getByTestId('account-record-docno').fill(docNo);
  await hq.getByTestId('account-record-reason').fill('补缴保证金');
  await hq.screenshot({ path: `${SHOTS}/record-zh.png` });
  await hq.getByTestId('account-record-ok').click();
  await expect(form).toBeHidden();
  const expected = (Number(before.deposit) + 888.88).toFixed(2);
  await expect(await balanceRow(hq)).toContainText(expected);
  await hq.screenshot({ path: `${SHOTS}/balance-hq-zh.png` });

  const outlet = await signedIn(browser, 'outlet_chaoyang');
  await openMenu(outlet, 'finance', 'finance.siteAccount');
  const row = await balanceRow(outlet);
  await expect(row).toContainText(expected);
  await expect(row).toContainText((Number(before.available) + 888.88).toFixed(2));
  await expect(outlet.getByTestId('account-record')).toHaveCount(0);
  await outlet.screenshot({ path: `${SHOTS}/balance-outlet-zh.png` });
  await openMenu(outlet, 'finance', 'finance.siteFinflow');
  await expect(outlet.getByTestId('resource-siteFinflow').getByRole('row').filter({ hasText: docNo })).toContainText('888.88');
  await outlet.screenshot({ path: `${SHOTS}/flows-outlet-zh.png` });

  const english = await signedIn(browser, 'outlet_chaoyang', 'en-US');
  await openMenu(english, 'finance', 'finance.siteAccount');
  await expect(english.getByTestId('resource-siteAccount')).toContainText('Beginning balance');
  await expect(await balanceRow(english)).toContainText(expected);
  await english.screenshot({ path: `${SHOTS}/balance-outlet-en.png` });
});

test('a sheet issued by headquarters is appealed by the outlet and re-audited', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const admin = await basicApi(request);
  const siteId = await idByCode(admin, 'snUser', 'ASC-BJ-CY');
  const subjectId = await idByCode(admin, 'basCheckSubject', 'CK-COMPLAINT');
  const sheet = await admin('sfCheckBill/add', { siteId, subjectId, remark: 'E2E：客户投诉未预约上门' });
  await admin('sfCheckBill/audit', { id: sheet.id, version: 0 });

  const open = async (page: Page, billNo: string) => {
    await openMenu(page, 'finance', 'finance.checkBill');
    const grid = page.getByTestId('resource-checkBill');
    await grid.getByTestId('check-bill-open').filter({ hasText: billNo }).click();
    await expect(page.getByTestId('check-bill-detail')).toContainText(billNo);
  };

  const outlet = await signedIn(browser, 'outlet_chaoyang');
  await open(outlet, sheet.billNo);
  await expect(outlet.getByTestId('check-bill-status')).toHaveText('已下发');
  await outlet.getByTestId('check-bill-appeal').click();
  await outlet.getByTestId('check-bill-reason').fill('已电话预约，有通话记录');
  await outlet.getByTestId('check-bill-action-ok').click();
  await expect(outlet.getByTestId('check-bill-status')).toHaveText('申诉中');
  await outlet.screenshot({ path: `${SHOTS}/sheet-appealed-zh.png` });

  const hq = await signedIn(browser, 'admin');
  await open(hq, sheet.billNo);
  await hq.getByTestId('check-bill-uphold').click();
  await hq.getByTestId('check-bill-reason').fill('通话记录时间晚于上门，维持考核');
  await hq.getByTestId('check-bill-action-ok').click();
  await expect(hq.getByTestId('check-bill-status')).toHaveText('维持');
  await expect(hq.getByTestId('check-bill-detail')).toContainText('通话记录时间晚于上门');
  await hq.screenshot({ path: `${SHOTS}/sheet-upheld-zh.png` });

  const english = await signedIn(browser, 'admin', 'en-US');
  await open(english, sheet.billNo);
  await expect(english.getByTestId('check-bill-status')).toHaveText('Upheld');
  await english.screenshot({ path: `${SHOTS}/sheet-upheld-en.png` });
  await english.keyboard.press('Escape');
  await english.screenshot({ path: `${SHOTS}/sheets-en.png` });
});
