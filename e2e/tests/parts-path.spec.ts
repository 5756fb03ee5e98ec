/**
 * The parts chain end to end in a real browser (issue 16), every role signing in from the site's root: 王师傅's
 * order needs the appliance's indoor board; he applies for it and submits; the north centre and headquarters approve
 * it in My processes; the centre ships it under its serial barcode; the outlet receives it while 王师傅 watches his
 * order, and he is told; he books the second visit and completes the order, the replaced part's barcode checked
 * against what was shipped (another is refused) and the old part marked for return; the outlet puts the old part on
 * a return and ships it; the centre receives it, inspects it (accepted) and sends it on to headquarters. The order's
 * parts in English and in Spanish.
 */
import { type Browser, expect, test } from '@playwright/test';
import { basicApi, chooseLanguage, login, logout, openMenu, tomorrowDay, useLanguage } from './helpers.ts';
import { bookedWithWang, fillCompletion, libraryBarcode } from './order-steps.ts';
import { applyDetail, applyField, approveInMyProcesses, openApply, openReturn, purchasedSerials, returnDetail, returnField } from './stock-steps.ts';

const SHOTS = '/tmp/shots-parts-path';
const PART = 'P-MB-35GW';

/** A page of its own for one user (his session, his realtime connection), signed in from the root address. */
async function signedIn(browser: Browser, username: string) {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'zh-CN');
  await login(page, username);
  return page;
}

test('an order needs a part: applied, approved, shipped under its barcode, received, fitted at completion, its old part returned and inspected', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  await useLanguage(page, 'zh-CN');
  // The centre holds one indoor board under a serial barcode of the library (the demo company checks barcodes at
  // completion); another serial of the library is what a careless engineer might type.
  const [serial, other] = [await libraryBarcode(request, 5), await libraryBarcode(request, 6)];
  await purchasedSerials(await basicApi(request), 'WH-SC-N', PART, [serial]);
  const order = await bookedWithWang(request);

  // 王师傅 on his order: the part picker offers the appliance's BOM first; he applies and submits.
  const wang = await signedIn(browser, 'engineer_wang');
  await wang.goto(`/workorder/order/detail/${order.id}`);
  const applications = wang.getByTestId('order-parts-applications');
  await applications.getByTestId('order-apply-parts').click();
  const form = wang.getByTestId('apply-form');
  await form.getByTestId('apply-part-select').click();
  await wang.keyboard.type(PART);
  const option = wang.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: PART });
  await expect(option.getByTestId('apply-part-in-bom')).toHaveText('本机BOM');
  await option.click();
  await form.getByTestId('apply-fault').fill('内机不通电');
  await wang.getByTestId('apply-save').click();
  await expect(applyField(wang, 'status')).toHaveText('草稿');
  const applyNo = (await applyField(wang, 'applyNo').textContent())!;
  await applyDetail(wang).getByTestId('apply-submit').click();
  await wang.getByRole('dialog').filter({ hasText: applyNo }).getByRole('button', { name: /确\s*定/ }).last().click();
  await expect(applyField(wang, 'status')).toHaveText('已申请');
  await applyDetail(wang).locator('.ant-modal-close').click();
  await expect(wang.getByTestId('order-status')).toHaveText('待订件');

  // The north centre, then headquarters, approve it in My processes.
  await login(page, 'centre_north');
  await approveInMyProcesses(page, applyNo, '总部审核');
  await logout(page);
  await login(page, 'admin');
  await approveInMyProcesses(page, applyNo, '已通过');
  await logout(page);

  // The centre ships it: a serial part goes under the barcode of the item scanned.
  await login(page, 'centre_north');
  await openApply(page, applyNo);
  await expect(applyField(page, 'partOrderStat')).toHaveText('已批准');
  await applyDetail(page).getByTestId('apply-ship').click();
  const ship = page.getByTestId('apply-action-form');
  await ship.getByTestId('apply-carrier').fill('顺丰速运');
  await ship.getByTestId('apply-waybill').fill('SF3000000002');
  await expect(ship).toContainText('有条码的备件逐件发货');
  await ship.getByTestId('apply-barcodes-0').click();
  await page.keyboard.type(serial);
  await page.keyboard.press('Enter');
  await expect(ship.getByTestId('apply-barcodes-0')).toContainText(serial);
  await page.screenshot({ path: `${SHOTS}/ship-serial-zh-CN.png` });
  await page.getByTestId('apply-action-ok').click();
  await expect(applyField(page, 'status')).toHaveText('已发货');
  await expect(applyField(page, 'delivery')).toHaveText('全部发货');
  await expect(applyDetail(page).getByTestId('apply-lines').locator('tr.ant-table-row')).toContainText([new RegExp(`${PART}.*${serial}`)]);
  await expect(applyDetail(page).getByTestId('apply-history')).toContainText(`${PART} × 1（${serial}）`);
  await applyDetail(page).locator('.ant-modal-close').click();
  await logout(page);

  // The outlet receives it while 王师傅 watches his order: he is told, and his order waits for its second visit.
  await login(page, 'outlet_chaoyang');
  await openApply(page, applyNo);
  await applyDetail(page).getByTestId('apply-receive').click();
  await expect(page.getByTestId('apply-action-form').getByTestId('apply-qty-0')).toHaveValue('1');
  await page.getByTestId('apply-action-ok').click();
  await expect(applyField(page, 'status')).toHaveText('已签收');
  await expect(wang.locator('.ant-notification-notice')).toContainText(`工单 ${order.orderNo} 的备件申请 ${applyNo} 已全部签收`);
  await expect(wang.getByTestId('order-status')).toHaveText('待二次预约');
  await wang.locator('.ant-notification-notice-close').click();
  await expect(wang.locator('.ant-notification-notice')).toHaveCount(0);
  await applyDetail(page).locator('.ant-modal-close').click();

  // 王师傅 books the second visit, checks in and completes: the board he fitted must be the one shipped to him.
  const day = tomorrowDay();
  await wang.getByTestId('order-action-book').click();
  await wang.getByTestId('order-appoint-at').click();
  await wang.keyboard.type(`${day} 14:00`);
  await wang.keyboard.press('Enter');
  await expect(wang.getByTestId('order-action-form-book')).toHaveCount(0);
  await wang.getByTestId('order-action-checkIn').click();
  await wang.getByTestId('order-action-ok').click();
  await expect(wang.getByTestId('order-dim-checkedIn')).toBeVisible();
  await wang.getByTestId('order-action-complete').click();
  const completion = wang.getByTestId('order-action-form-complete');
  await fillCompletion(wang, completion, other, '端到端');
  await completion.getByTestId('completion-part-row').locator('.ant-checkbox-input').check();
  await wang.getByTestId('order-action-ok').click();
  await expect(completion).toContainText(`须为本工单备件申请发出的条码：${serial}`);
  await wang.screenshot({ path: `${SHOTS}/completion-barcode-zh-CN.png` });
  await completion.getByTestId('completion-barcode').fill(serial);
  await wang.getByTestId('order-action-ok').click();
  await expect(completion).toHaveCount(0);
  await expect(wang.getByTestId('order-status')).toHaveText('待确认');
  await wang.context().close();
  // The board left the outlet's shelf with the repair, under its barcode.
  expect(await (await basicApi(request))('spStockMove/getBarcodeWhere', { barcode: serial })).toMatchObject({ moveType: 'consume', warehouseId: null });

  // The outlet puts the old board on a return and ships it.
  await openMenu(page, 'parts', 'parts.returnOld');
  await page.getByTestId('resource-partsReturn').getByTestId('add').click();
  const choice = page.getByTestId('return-form').getByTestId('return-old-choices').locator('tr.ant-table-row').filter({ hasText: order.orderNo });
  await expect(choice).toContainText(PART);
  await choice.locator('.ant-checkbox-input').check();
  await page.getByTestId('return-save').click();
  const row = page.getByTestId('resource-partsReturn').locator('tr.ant-table-row').first();
  await expect(row).toContainText('草稿');
  const returnNo = (await row.getByTestId('return-open').textContent())!.trim();
  expect(returnNo).toMatch(/^RO\d{12}$/);
  await row.getByTestId('return-open').click();
  await returnDetail(page).getByTestId('return-ship').click();
  await page.getByTestId('return-action-form').getByTestId('return-carrier').fill('顺丰速运');
  await page.getByTestId('return-action-form').getByTestId('return-waybill').fill('SF4000000003');
  await page.getByTestId('return-action-ok').click();
  await expect(returnField(page, 'status')).toHaveText('已发货');
  await returnDetail(page).locator('.ant-modal-close').click();
  await logout(page);

  // The centre receives it, inspects it (accepted) and sends it on to headquarters.
  await login(page, 'centre_north');
  await openReturn(page, returnNo);
  await returnDetail(page).getByTestId('return-receive').click();
  await page.getByRole('dialog').filter({ hasText: returnNo }).getByRole('button', { name: /确\s*定/ }).last().click();
  await expect(returnField(page, 'status')).toHaveText('已签收');
  await returnDetail(page).getByTestId('return-inspect').click();
  await page.getByTestId('return-verdict-0').getByText('合格', { exact: true }).click();
  await page.getByTestId('return-action-ok').click();
  await expect(returnField(page, 'status')).toHaveText('已检验');
  await expect(returnDetail(page).getByTestId('return-lines').locator('tr.ant-table-row')).toContainText([new RegExp(`${PART}.*合格`)]);
  await returnDetail(page).getByTestId('return-rtv').click();
  await page.getByTestId('return-action-form').getByTestId('return-carrier').fill('德邦物流');
  await page.getByTestId('return-action-form').getByTestId('return-waybill').fill('DB4000000004');
  await page.getByTestId('return-action-ok').click();
  await expect(returnField(page, 'status')).toHaveText('已返厂');
  await expect(returnDetail(page).getByTestId('return-history-item')).toHaveCount(5);
  await returnDetail(page).locator('.ant-modal-close').click();

  // The work order shows its application and where its old part stands, in Chinese, English and Spanish.
  await page.goto(`/workorder/order/detail/${order.id}`);
  const oldParts = page.getByTestId('order-old-parts');
  await expect(oldParts.locator('tr.ant-table-row')).toContainText([new RegExp(`${PART}.*${returnNo}.*已返厂.*合格`)]);
  await page.screenshot({ path: `${SHOTS}/order-parts-zh-CN.png`, fullPage: true });
  for (const [language, texts] of [
    ['English', { oldParts: 'Old parts to return', received: 'Received', barcodes: 'Barcodes', shipped: `Shipped: 顺丰速运 SF3000000002`, moved: `${PART} × 1 (${serial})` }],
    ['Español', { oldParts: 'Piezas usadas que devolver', received: 'Recibida', barcodes: 'Códigos', shipped: `Enviada: 顺丰速运 SF3000000002`, moved: `${PART} × 1 (${serial})` }],
  ] as const) {
    await chooseLanguage(page, language);
    await expect(oldParts).toContainText(texts.oldParts);
    await page.getByTestId('order-parts-applications').getByTestId('order-apply-open').filter({ hasText: applyNo }).click();
    await expect(applyField(page, 'status')).toHaveText(texts.received);
    await expect(applyDetail(page).getByTestId('apply-lines').locator('thead')).toContainText(texts.barcodes);
    await expect(applyDetail(page).getByTestId('apply-history')).toContainText(texts.shipped);
    await expect(applyDetail(page).getByTestId('apply-history')).toContainText(texts.moved);
    await page.screenshot({ path: `${SHOTS}/apply-detail-${language}.png` });
    await applyDetail(page).locator('.ant-modal-close').click();
  }
});
