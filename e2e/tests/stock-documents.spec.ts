/**
 * Stock documents in a real browser (issue 15), each by the roles that own it: a storekeeper's inventory count
 * posted by headquarters, an outlet's stock request granted by its centre and carried on as a transfer, rejection
 * and cancellation (a cancelled stock-out gives its reservation back), a transfer received in two parts, and the
 * screens in Spanish. Drafts whose lines need a location are made through the API; their steps are on the screens.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { basicApi, type BasicApi, idByCode, login, logout, openMenu, useLanguage } from './helpers.ts';
import {
  actionButtons,
  actionForm,
  balanceOf,
  cellUnder,
  choose,
  closeDetail,
  confirmed,
  detail,
  detailLines,
  form,
  formItem,
  openDoc,
  option,
  receive,
  ship,
  withReason,
} from './stock-steps.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/stock-documents-${name}.png` });
const saveForm = (page: Page) => page.getByRole('dialog').filter({ has: form(page) }).getByRole('button', { name: /保\s*存/ });
/** What one warehouse's row of the balance says ("warehouse|value" rows); `none` when it has no row. */
const valueAt = (rows: string[], warehouse: string, none = Number.NaN) => Number(rows.find((r) => r.startsWith(`${warehouse}|`))?.split('|')[1] ?? none);

/**
 * Adds a document on its screen: its type, its warehouses (form label and warehouse code) and its lines (part code,
 * and the quantity where the kind has one; locations are left at none); answers its number, its detail open.
 */
async function addDoc(page: Page, menu: string, key: string, type: string, warehouses: [string, string][], lines: [string, number?][]) {
  await openMenu(page, 'parts', menu);
  const grid = page.getByTestId(`resource-${key}`);
  await grid.getByTestId('add').click();
  await formItem(page, '单据类型').locator('.ant-select').click();
  await option(page, type).click();
  for (const [label, code] of warehouses) await choose(page, formItem(page, label).locator('.ant-select'), code);
  const table = form(page).locator('.ant-table');
  for (const [i, [part, qty]] of lines.entries()) {
    await form(page).getByRole('button', { name: /新\s*增/ }).click();
    const line = table.locator('.ant-table-tbody tr.ant-table-row').nth(i);
    await choose(page, (await cellUnder(table, line, '备件')).locator('.ant-select'), part);
    if (qty !== undefined) await (await cellUnder(table, line, '数量')).locator('input').fill(String(qty));
  }
  await saveForm(page).click();
  await expect(form(page)).toBeHidden();
  // The newest document heads the grid.
  const first = grid.locator('tr.ant-table-row').first();
  await expect(first).toContainText('草稿');
  const docNo = (await first.locator('td').first().textContent())?.trim() ?? '';
  await first.getByTestId('row-detail').click();
  await expect(detail(page).getByTestId('doc-docNo')).toHaveText(docNo);
  return docNo;
}

/** A demo user's API, the ids it names by code, and where a warehouse holds a part (its balance row's location). */
async function prepare(request: APIRequestContext, username: string) {
  const call = await basicApi(request, username);
  const warehouse = (code: string) => idByCode(call, 'basWarehouse', code);
  const part = (code: string) => idByCode(call, 'basParts', code);
  const shelf = async (warehouseId: number, partsCode: string) => {
    const { records } = await call('partsBalance/getListPage', { current: '1', size: '50', filters: { warehouseId: String(warehouseId), partsCode } });
    return Number(records.find((r: { partsCode: string; locationId: number }) => r.partsCode === partsCode && r.locationId).locationId);
  };
  return { call, warehouse, part, shelf };
}
const docNoOf = async (call: BasicApi, path: string, body: object) => ((await call(path, body)) as { docNo: string }).docNo;

/** The detail's history, newest step last. */
const historyRows = (page: Page, title = '处理记录') => detail(page).locator('.ant-card').filter({ hasText: title }).locator('tr.ant-table-row');

test.describe('in Chinese', () => {
  // Two or three users sign in in turn: about half a minute on an idle machine, up to a minute on a busy one.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

  test('a storekeeper counts the east centre, headquarters posts the variance: the balance holds what was counted, the movements the gain and the loss', async ({ page }) => {
    await login(page, 'storekeeper_zhou');
    const board = valueAt(await balanceOf(page, 'P-MB-35GW', '可用'), '华东中心仓');
    const heater = valueAt(await balanceOf(page, 'P-MB-WH', '可用'), '华东中心仓');
    expect(board).toBeGreaterThan(0);
    expect(heater).toBeGreaterThan(0);

    // No lines chosen: the count freezes every part the warehouse holds, each with its book quantity.
    const docNo = await addDoc(page, 'parts.count', 'spPartsInv', '盘点', [['盘点仓库', 'WH-SC-E']], []);
    const lines = detail(page).getByTestId('doc-lines');
    await expect(detailLines(page)).toHaveCount(2);
    await expect(await cellUnder(lines, detailLines(page).filter({ hasText: 'P-MB-35GW' }), '账面数')).toHaveText(String(board));
    await expect(await cellUnder(lines, detailLines(page).filter({ hasText: 'P-MB-WH' }), '账面数')).toHaveText(String(heater));
    await expect(await cellUnder(lines, detailLines(page).first(), '实盘数')).toHaveText('');
    await closeDetail(page);

    // The counts, entered on the draft: two boards more than the book, one heater board less.
    const grid = page.getByTestId('resource-spPartsInv');
    await grid.locator('tr.ant-table-row').first().getByTestId('row-edit').click();
    const table = form(page).locator('.ant-table');
    const formLine = (part: string) => table.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: part });
    await expect(table.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
    await (await cellUnder(table, formLine('P-MB-35GW'), '实盘数')).locator('input').fill(String(board + 2));
    await (await cellUnder(table, formLine('P-MB-WH'), '实盘数')).locator('input').fill(String(heater - 1));
    await saveForm(page).click();
    await expect(form(page)).toBeHidden();
    await grid.locator('tr.ant-table-row').first().getByTestId('row-detail').click();
    await expect(await cellUnder(lines, detailLines(page).filter({ hasText: 'P-MB-35GW' }), '实盘数')).toHaveText(String(board + 2));
    await confirmed(page, 'submit', docNo, '待审核');
    await closeDetail(page);
    await logout(page);

    await login(page);
    await openDoc(page, 'parts.count', 'spPartsInv', docNo);
    await expect(actionButtons(page)).toHaveText([/驳\s*回/, /取\s*消/, /审核通过/]);
    await confirmed(page, 'approve', docNo, '已过账');
    await expect(actionButtons(page)).toHaveCount(0);
    await shot(page, 'count-posted');
    await closeDetail(page);
    expect(valueAt(await balanceOf(page, 'P-MB-35GW'), '华东中心仓')).toBe(board + 2);
    expect(valueAt(await balanceOf(page, 'P-MB-WH'), '华东中心仓')).toBe(heater - 1);

    // The variance is two movements of the count, the newest of the warehouse.
    await openMenu(page, 'parts', 'parts.stockMove');
    const moves = page.getByTestId('resource-spStockMove');
    await choose(page, moves.locator('form .ant-form-item').filter({ hasText: '仓库' }).locator('.ant-select'), 'WH-SC-E');
    await moves.getByRole('button', { name: /查\s*询/ }).click();
    const rows = moves.locator('tr.ant-table-row');
    await expect(rows.first()).toContainText('WH-SC-E');
    const newest = await Promise.all(
      [0, 1].map(async (i) => {
        const row = rows.nth(i);
        const cells = await Promise.all(['类型', '备件', '数量', '单据类型'].map(async (title) => (await (await cellUnder(moves, row, title)).textContent())?.trim()));
        return cells.join('|');
      }),
    );
    expect(newest.sort()).toEqual(['盘亏|电热水器电脑板 (P-MB-WH)|1|库存盘点', '盘盈|空调内机主板 (P-MB-35GW)|2|库存盘点']);
  });

  test('an outlet asks its centre for a part, the centre grants it and ships the transfer it made, the outlet receives it', async ({ page }) => {
    await login(page, 'outlet_chaoyang');
    const held = valueAt(await balanceOf(page, 'P-MB-OUT'), '北京朝阳网点仓', 0);
    const docNo = await addDoc(page, 'parts.stockRequest', 'spStockRequest', '要货申请', [['申请仓库', 'WH-ASC-BJ-CY']], [['P-MB-OUT', 2]]);
    // The supplier is the centre above the outlet, found by the server.
    await expect(detail(page).getByTestId('doc-fromWarehouseId')).toContainText('WH-SC-N');
    await confirmed(page, 'submit', docNo, '待审核');
    // The outlet may withdraw its request, not decide on it.
    await expect(actionButtons(page)).toHaveText([/取\s*消/]);
    await closeDetail(page);
    await logout(page);

    await login(page, 'centre_north');
    await openDoc(page, 'parts.stockRequest', 'spStockRequest', docNo);
    await confirmed(page, 'approve', docNo, '已批准');
    // The request names the transfer it became by its number; the transfer names the request back.
    await expect(detail(page).getByTestId('doc-linkedDocId')).toHaveText(/^DB\d+$/);
    const transferNo = (await detail(page).getByTestId('doc-linkedDocId').textContent())?.trim() ?? '';
    await shot(page, 'request-approved');
    await closeDetail(page);
    await openDoc(page, 'parts.transfer', 'spWhtowhHead', transferNo);
    await expect(detail(page).getByTestId('doc-linkedDocId')).toHaveText(docNo);
    await expect(detail(page).getByTestId('doc-status')).toHaveText('待审核');
    await expect(detailLines(page)).toHaveCount(1);
    await expect(detailLines(page)).toContainText('P-MB-OUT');
    await ship(page, 'SF-E2E-REQ', 2);
    await logout(page);

    await login(page, 'outlet_chaoyang');
    await receive(page, transferNo, 2);
    expect(valueAt(await balanceOf(page, 'P-MB-OUT'), '北京朝阳网点仓')).toBe(held + 2);
  });

  test('a stock-in rejected with its reason, a draft cancelled, and a stock-out cancelled after submission gives its reservation back', async ({ page, request }) => {
    const keeper = await prepare(request, 'storekeeper_zhou');
    const east = await keeper.warehouse('WH-SC-E');
    const heater = await keeper.part('P-MB-WH');
    // A second stock-in draft (the form is shown with the first) and a stock-out from the heater boards' shelf.
    const draftIn = await docNoOf(keeper.call, 'spPartsInHeader/add', { docType: 'return', toWarehouseId: east, lines: [{ partsId: heater, qty: 1 }] });
    const issue = await docNoOf(keeper.call, 'spPartsOutHeader/add', { docType: 'issue', fromWarehouseId: east, lines: [{ partsId: heater, qty: 1, fromLocationId: await keeper.shelf(east, 'P-MB-WH') }] });

    await login(page, 'storekeeper_zhou');
    const purchase = await addDoc(page, 'parts.stockIn', 'spPartsInHeader', '采购入库', [['入库仓库', 'WH-SC-E']], [['P-MB-RF', 3]]);
    await confirmed(page, 'submit', purchase, '待审核');
    await closeDetail(page);

    await openDoc(page, 'parts.stockIn', 'spPartsInHeader', draftIn);
    await expect(actionButtons(page)).toHaveText([/提\s*交/, /取\s*消/]);
    await withReason(page, 'cancel', '重复录入', '已取消');
    await expect(actionButtons(page)).toHaveCount(0);
    await expect(historyRows(page).last()).toContainText('重复录入');
    await closeDetail(page);

    const reserved = valueAt(await balanceOf(page, 'P-MB-WH', '已预留'), '华东中心仓');
    await openDoc(page, 'parts.stockOut', 'spPartsOutHeader', issue);
    await confirmed(page, 'submit', issue, '待审核');
    await closeDetail(page);
    expect(valueAt(await balanceOf(page, 'P-MB-WH', '已预留'), '华东中心仓')).toBe(reserved + 1);
    await openDoc(page, 'parts.stockOut', 'spPartsOutHeader', issue);
    await withReason(page, 'cancel', '维修取消，不再领用', '已取消');
    await closeDetail(page);
    expect(valueAt(await balanceOf(page, 'P-MB-WH', '已预留'), '华东中心仓')).toBe(reserved);
    await logout(page);

    await login(page);
    await openDoc(page, 'parts.stockIn', 'spPartsInHeader', purchase);
    await withReason(page, 'reject', '单价未填，请补充', '已驳回');
    await expect(detail(page).getByTestId('doc-auditRemark')).toHaveText('单价未填，请补充');
    await expect(historyRows(page).last()).toContainText(/驳\s*回/);
    await expect(historyRows(page).last()).toContainText('单价未填，请补充');
    // A rejected document goes back to whoever edits it.
    await expect(actionButtons(page)).toHaveText([/提\s*交/, /取\s*消/]);
    await shot(page, 'rejected');
  });

  test('a transfer of 5 is received as 3 and then the rest; receiving more than is left is refused on the field', async ({ page, request }) => {
    const hq = await prepare(request, 'admin');
    const from = await hq.warehouse('WH-HQ');
    const transfer = await docNoOf(hq.call, 'spWhtowhHead/add', {
      docType: 'transfer',
      fromWarehouseId: from,
      toWarehouseId: await hq.warehouse('WH-SC-N'),
      lines: [{ partsId: await hq.part('P-MB-35GW'), qty: 5, fromLocationId: await hq.shelf(from, 'P-MB-35GW') }],
    });

    await login(page);
    await openDoc(page, 'parts.transfer', 'spWhtowhHead', transfer);
    await confirmed(page, 'submit', transfer, '待审核');
    await ship(page, 'SF-E2E-PART', 5);
    await logout(page);

    await login(page, 'centre_north');
    await openDoc(page, 'parts.transfer', 'spWhtowhHead', transfer);
    const difference = detailLines(page).locator('td').last();
    await detail(page).getByTestId('doc-receive').click();
    await page.getByTestId('receive-qty-0').fill('3');
    await page.getByTestId('stock-action-ok').click();
    await expect(actionForm(page)).toBeHidden();
    await expect(detail(page).getByTestId('doc-receipt')).toHaveText('部分入库');
    await expect(detail(page).getByTestId('doc-status')).toHaveText('入库中');
    await expect(difference).toHaveText('2');
    await expect(actionButtons(page)).toHaveText([/入\s*库/]);

    // More than is still to come: the server's message stands under the quantity, nothing is received.
    await detail(page).getByTestId('doc-receive').click();
    await expect(page.getByTestId('receive-qty-0')).toHaveValue('2');
    await page.getByTestId('receive-qty-0').fill('6');
    await page.getByTestId('stock-action-ok').click();
    const refusal = actionForm(page).locator('.ant-form-item-explain-error');
    await expect(refusal).toHaveText('不能超过待入库数量2');
    await shot(page, 'receive-over');
    await page.getByTestId('receive-qty-0').fill('2');
    await expect(refusal).toBeHidden();
    await page.getByTestId('stock-action-ok').click();
    await expect(actionForm(page)).toBeHidden();
    await expect(detail(page).getByTestId('doc-receipt')).toHaveText('全部入库');
    await expect(difference).toHaveText('0');
    await expect(actionButtons(page)).toHaveCount(0);
    await closeDetail(page);
    // What arrived has no shelf yet (location none): its own row.
    expect(await balanceOf(page, 'P-MB-35GW')).toContain('华北中心仓|5');
  });
});

/** The visible text has no untranslated key (stock.…, entity.…). */
async function expectNoRawKeys(scope: Locator) {
  await expect(scope).not.toContainText(/\b(stock|entity|menu|common|crud|dict)\.[A-Za-z]/);
}

test('the transfer and balance screens in Spanish', async ({ page }) => {
  await useLanguage(page, 'es-ES');
  await login(page);
  await openMenu(page, 'parts', 'parts.transfer');
  const grid = page.getByTestId('resource-spWhtowhHead');
  await expect(grid.locator('.ant-card-head-title')).toHaveText('Traspasos');
  const tabs = page.locator('.ant-tabs').filter({ hasText: 'Borrador' }).getByRole('tab');
  await expect(tabs).toHaveText(['Todos', 'Borrador', 'Pendiente de auditoría', 'Rechazado', 'Cancelado', 'Despachado', 'En entrada']);
  await tabs.filter({ hasText: 'Borrador' }).click();
  const first = grid.locator('tr.ant-table-row').first();
  await expect(first).toContainText('Borrador');
  await expect(grid.getByRole('button', { name: 'Buscar' })).toBeVisible();
  await first.getByTestId('row-detail').click();
  await expect(detail(page).getByTestId('doc-status')).toHaveText('Borrador');
  await expect(detail(page).getByTestId('doc-docType')).toHaveText('Traspaso');
  await expect(actionButtons(page)).toHaveText(['Enviar', 'Cancelar']);
  await expect(detail(page)).toContainText('Historial');
  await expect(historyRows(page, 'Historial').first()).toContainText('Creado');
  await expectNoRawKeys(detail(page));
  await shot(page, 'es-transfer');
  await closeDetail(page);
  await expectNoRawKeys(grid);

  await openMenu(page, 'parts', 'parts.balance');
  const balance = page.getByTestId('resource-partsBalance');
  await expect(balance.locator('.ant-card-head-title')).toHaveText('Existencias');
  for (const title of ['Almacén', 'Ubicación', 'Código de repuesto', 'En existencia', 'Disponible', 'Reservado', 'En tránsito', 'Stock de seguridad']) {
    await expect(balance.locator('thead th').filter({ hasText: new RegExp(`^${title}$`) })).toHaveCount(1);
  }
  await expect(balance.getByText('Bajo el stock de seguridad').first()).toBeVisible();
  await expectNoRawKeys(balance);
  await shot(page, 'es-balance');
});
