/**
 * The statement as a PDF in a real browser (issue 17): headquarters settles an order of the Chaoyang outlet; the
 * outlet (in English) and headquarters (in Chinese) each open the statement and print it: the browser saves
 * `<statement no>.pdf`, a PDF file. The files are kept beside the screenshots to be looked at as pages.
 */
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { basicApi, chooseLanguage, idByCode, login, logout, openMenu, useLanguage } from './helpers.ts';
import { finishedWithPhoto } from './order-steps.ts';

const SHOTS = '/tmp/shots-settlement-statement-pdf';
const detail = (page: Page) => page.getByTestId('statement-detail');

/** Opens the statement from the statements grid and saves its PDF: the file's name and first bytes. */
async function printStatement(page: Page, statementNo: string, orderNo: string, lang: string) {
  await openMenu(page, 'finance', 'finance.statement');
  await page.getByTestId('statement-open').first().click();
  await expect(detail(page).getByTestId('statement-status')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(statementNo);
  await expect(detail(page).getByTestId('statement-lines')).toContainText(orderNo);
  await page.screenshot({ path: `${SHOTS}/detail-${lang}.png`, fullPage: true });
  const saved = page.waitForEvent('download');
  await detail(page).getByTestId('statement-pdf').click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`${statementNo}.pdf`);
  const file = `${SHOTS}/${statementNo}-${lang}.pdf`;
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await detail(page).locator('.ant-modal-close').click();
  await expect(detail(page).getByTestId('statement-status')).toBeHidden();
}

test('the outlet and headquarters print a statement as a PDF in their language', async ({ page, request }) => {
  test.setTimeout(180_000);
  const order = await finishedWithPhoto(request);
  const admin = await basicApi(request);
  const today = new Date().toISOString().slice(0, 10);
  const siteId = await idByCode(admin, 'snUser', 'ASC-BJ-CY');
  const batch: { statements: number; batchNo: string } = await admin('sfBatchSettle/batchSettle', { periodStart: today, periodEnd: today, siteIds: [siteId] });
  expect(batch.statements).toBe(1);
  const found: { records: { statementNo: string }[] } = await admin('sfBatchSettle/getListPage', { current: '1', size: '10', filters: { batchNo: batch.batchNo } });
  const { statementNo } = found.records[0];

  await useLanguage(page, 'en-US');
  await login(page, 'outlet_chaoyang');
  await printStatement(page, statementNo, order.orderNo, 'en-US');
  // The sign-out confirmation is answered in Chinese (helpers.ts).
  await chooseLanguage(page, '简体中文');
  await logout(page);

  await login(page, 'admin');
  await printStatement(page, statementNo, order.orderNo, 'zh-CN');
});
