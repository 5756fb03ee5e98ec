/**
 * Pricing in a real browser (issue 17): headquarters types a cost formula, sees a bad one checked as it types and
 * refused on save with the message, saves a good one as version 2 (tried on sample amounts first); the demo order
 * finished by headquarters shows its fee breakdown: the standard's service fee, the coefficients, each item's source
 * and the settlement amount. Screens in Chinese and English.
 */
import { expect, test } from '@playwright/test';
import { basicApi, login, openMenu, useLanguage } from './helpers.ts';

const SHOTS = '/tmp/shots-settlement-pricing';

test('headquarters saves a cost formula: a bad one is refused with its message, a good one becomes the version in force', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await login(page);
  await openMenu(page, 'finance', 'finance.costFormula');
  const screen = page.getByTestId('cost-formula-page');
  await expect(screen.getByText('当前生效：版本 1')).toBeVisible();
  const input = page.getByTestId('formula-input');
  await expect(input).toHaveValue('service * coefficient + remote + bonus + reward - penalty + adhoc - discount');

  // Checked as it is typed, in the viewer's language, and refused by the server with the same message.
  await input.fill('service * fee');
  await expect(page.getByTestId('formula-check')).toHaveText(/未知的费用项“fee”/);
  await page.getByTestId('formula-save').click();
  await expect(page.locator('.ant-message')).toContainText('未知的费用项“fee”');
  await input.fill('service * coefficient + (remote');
  await expect(page.getByTestId('formula-check')).toContainText('语法错误');

  // A good one, tried on the sample amounts (80 × 1.15 + 30 + 5 + 0 − 10 + 0 − 2.5 + 8 = 122.5), then saved.
  await input.fill('service * coefficient + remote + bonus + reward - penalty + adhoc - discount + 8');
  await expect(page.getByTestId('formula-check')).toContainText('公式有效');
  await expect(page.getByTestId('formula-result')).toContainText('122.50');
  await page.getByTestId('formula-save').click();
  await expect(page.locator('.ant-message')).toContainText('已保存为版本 2');
  await expect(screen.getByText('当前生效：版本 2')).toBeVisible();
  await expect(screen.locator('.ant-table-row')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/formula-zh-CN.png`, fullPage: true });
});

test('the finished demo order shows where each amount came from', async ({ page, request }) => {
  const admin = await basicApi(request);
  const { records }: { records: { id: number; customerName: string; status: number }[] } = await admin('soOrder/getListPage', { current: '1', size: '200' });
  const finished = records.find((o) => o.status === 1250 && o.customerName === '陈静');
  expect(finished).toBeTruthy();
  const pricing = await admin('sfOrderPricing/getByOrder', { orderId: finished!.id });
  // RPR-HOME for an AC-SPLIT air conditioner (90.00), the outlet's five stars (1.1) and extra urgency (1.2).
  expect(pricing).toMatchObject({ standardFee: '90.00', noStandard: false });

  await useLanguage(page, 'en-US');
  await login(page);
  await page.goto(`/workorder/order/detail/${finished!.id}`);
  const section = page.getByTestId('order-pricing');
  await expect(section).toBeVisible();
  await expect(section.getByTestId('pricing-service')).toHaveText('90.00');
  await expect(section.getByTestId('pricing-coefficient')).toHaveText('1.3200');
  await expect(section.getByTestId('pricing-total')).toHaveText(pricing.total);
  await expect(section.locator('.ant-table-row').first()).toContainText('settlement standard');
  await expect(section).toContainText('Standard #');
  await expect(section.getByTestId('pricing-formula')).toContainText('Formula version 1');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${SHOTS}/breakdown-en-US.png` });

  // Headquarters overrides the service fee with a reason: shown as overridden, the reason beside it.
  await section.getByTestId('pricing-override').click();
  await page.getByTestId('override-amount').fill('100.00');
  await page.getByTestId('override-reason').fill('Mountain village, second visit');
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(section.getByTestId('pricing-service')).toHaveText('100.00');
  await expect(section).toContainText('Overridden');
  await expect(section).toContainText('Mountain village, second visit');
  await expect(page.getByTestId('order-history')).toContainText('Service fee overridden');
  await section.screenshot({ path: `${SHOTS}/overridden-en-US.png` });
});
