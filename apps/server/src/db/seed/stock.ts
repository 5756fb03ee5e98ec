/**
 * Parts management (issue 15): its menu with the buttons carrying the stock permissions, their grants to the demo
 * roles, a warehouse for every outlet, demo stock at headquarters, the centres and the outlets (posted through the
 * ledger, so the check is clean), and one stock document in each status (made by the documents' own commands).
 */
import { ITEM_BARCODE_SEARCH, NETWORK_INVENTORY, STOCK_DOC_GROUPS, STOCK_DOC_PERMISSIONS, type StockDocKind, stockDocKindAction } from '@as/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import type { AuthContext } from '../../http/access.ts';
import { actOn, addDoc, updateDoc } from '../../modules/stock/document.service.ts';
import { postMoves } from '../../modules/stock/ledger.service.ts';
import type { MenuSeed } from './menus.ts';
import { authOfUser } from './orders-demo.ts';

const SCREENS: [StockDocKind, string, string, string][] = [
  ['in', 'parts.stockIn', '备件入库', 'icon-download'],
  ['out', 'parts.stockOut', '备件出库', 'icon-upload'],
  ['transfer', 'parts.transfer', '备件调拨', 'icon-swap'],
  ['count', 'parts.count', '库存盘点', 'icon-audit'],
  ['request', 'parts.stockRequest', '要货申请', 'icon-shopping-cart'],
];
const BUTTONS = { view: '查看', add: '新增', edit: '修改', export: '导出', audit: '审核', ship: '出库', receive: '入库' } as const;

/** A kind's buttons: its reads and writes, and one per permission its commands ask for. */
function docButtons(kind: StockDocKind, label: string): MenuSeed[] {
  const perms = { ...STOCK_DOC_PERMISSIONS(kind), export: `${STOCK_DOC_GROUPS[kind].permission}_export` } as const;
  const used = new Set<keyof typeof BUTTONS>(['view', 'add', 'edit', 'export']);
  for (const action of ['submit', 'reject', 'cancel', 'approve', 'ship', 'receive'] as const) {
    const def = stockDocKindAction(kind, action);
    if (def) used.add(def.permission);
  }
  return [...used].map((b) => ({ key: `${STOCK_DOC_GROUPS[kind].name}.${b}`, name: `${label}${BUTTONS[b]}`, type: '1', permission: perms[b] }));
}

export const STOCK_MENU: MenuSeed = {
  key: 'parts',
  name: '备件管理',
  path: '/parts',
  icon: 'icon-tool',
  children: [
    ...SCREENS.map(([kind, key, name, icon]): MenuSeed => ({ key, name, path: `/${key.replace('.', '/')}/index`, icon, keepAlive: '1', children: docButtons(kind, name) })),
    // Old-part write-offs: stock-outs of type scrapOld, under the stock-out permissions.
    {
      key: 'parts.scrapOld',
      name: '旧件报废',
      path: '/parts/scrapOld/index',
      icon: 'icon-delete',
      keepAlive: '1',
      children: (['view', 'add', 'edit', 'export', 'audit'] as const).map((b) => ({ key: `scrapOld.${b}`, name: `旧件报废${BUTTONS[b]}`, type: '1', permission: `${STOCK_DOC_GROUPS.out.permission}_${b}` })),
    },
    {
      key: 'parts.balance',
      name: '库存余额',
      path: '/parts/balance/index',
      icon: 'icon-database',
      keepAlive: '1',
      children: [
        { key: 'partsBalance.view', name: '库存余额查看', type: '1', permission: 'basic_parts_balance_view' },
        { key: 'partsBalance.check', name: '库存账核对', type: '1', permission: 'basic_parts_balance_check' },
      ],
    },
    { key: 'parts.stockMove', name: '出入库流水', path: '/parts/stockMove/index', icon: 'icon-file-text', keepAlive: '1', children: [{ key: 'spStockMove.view', name: '出入库流水查看', type: '1', permission: 'basic_sp_stock_move_view' }] },
    {
      key: 'parts.networkInventory',
      name: '网点库存',
      path: '/parts/networkInventory/index',
      icon: 'icon-cluster',
      keepAlive: '1',
      children: [
        { key: 'networkInventory.view', name: '网点库存查看', type: '1', permission: `${NETWORK_INVENTORY.permission}_view` },
        { key: 'networkInventory.export', name: '网点库存导出', type: '1', permission: `${NETWORK_INVENTORY.permission}_export` },
      ],
    },
    {
      key: 'parts.itemBarcodeSearch',
      name: '条码追踪',
      path: '/parts/itemBarcodeSearch/index',
      icon: 'icon-environment',
      keepAlive: '1',
      children: [
        { key: 'itemBarcodeSearch.view', name: '条码追踪查看', type: '1', permission: `${ITEM_BARCODE_SEARCH.permission}_view` },
        { key: 'itemBarcodeSearch.export', name: '条码追踪导出', type: '1', permission: `${ITEM_BARCODE_SEARCH.permission}_export` },
      ],
    },
  ],
};

const buttonsOf = (key: string) => STOCK_MENU.children!.find((m) => m.key === key)!.children!.map((b) => b.key);
const DOC_SCREENS = [...SCREENS.map(([, key]) => key), 'parts.scrapOld'];

/** What the documents' forms and grids name (warehouses, parts): read, to choose them (the master-data screens stay off the menu). */
const REFERENCED = ['warehouse.view', 'parts.view'];

/** Where the serial-numbered items of one's warehouses are: every stock role looks them up. */
const ITEM_SEARCH = ['parts.itemBarcodeSearch', 'itemBarcodeSearch.view'];

/**
 * Centres and storekeepers run the documents of their warehouses; outlets ask for parts (the centre grants them),
 * receive what comes and see their stock; a centre sees (and exports) what its region's outlets hold.
 */
const GRANTS: [string[], string[]][] = [
  [['CENTRE', 'STOREKEEPER'], ['parts', ...DOC_SCREENS, ...DOC_SCREENS.flatMap(buttonsOf), 'parts.balance', 'partsBalance.view', 'parts.stockMove', 'spStockMove.view', ...ITEM_SEARCH, ...REFERENCED]],
  [['CENTRE'], ['parts.networkInventory', ...buttonsOf('parts.networkInventory'), 'itemBarcodeSearch.export']],
  [
    ['OUTLET_1', 'OUTLET_2'],
    ['parts', 'parts.stockRequest', ...buttonsOf('parts.stockRequest').filter((k) => !k.endsWith('.audit')), 'parts.transfer', 'spWhtowhHead.view', 'spWhtowhHead.receive', 'parts.balance', 'partsBalance.view', 'parts.stockMove', 'spStockMove.view', ...ITEM_SEARCH, ...REFERENCED],
  ],
];

export async function grantStockMenus(tx: Tx, tenantId: number) {
  for (const [roles, keys] of GRANTS) {
    const menus = await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), inArray(s.sysMenu.key, keys)));
    const roleRows = await tx.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, roles)));
    if (roleRows.length && menus.length) await tx.insert(s.sysRoleMenu).values(roleRows.flatMap((role) => menus.map((m) => ({ tenantId, roleId: role.id, menuId: m.id }))));
  }
}

/** [warehouse code, location code or null, part code, quantity]: kept off location 0 of the central warehouses, which the ledger's tests use. */
const STOCK: [string, string | null, string, number][] = [
  ['WH-HQ', 'A-01-01', 'P-MB-35GW', 60],
  ['WH-HQ', 'A-01-02', 'P-MB-OUT', 40],
  ['WH-HQ', 'A-02-01', 'P-MB-WH', 30],
  ['WH-HQ', 'B-01-01', 'P-MB-RF', 5],
  ['WH-SC-N', 'N-01-01', 'P-MB-35GW', 20],
  ['WH-SC-N', 'N-01-02', 'P-MB-OUT', 12],
  ['WH-SC-E', 'E-01-01', 'P-MB-35GW', 15],
  ['WH-SC-E', 'E-01-02', 'P-MB-WH', 4],
  ['WH-ASC-BJ-CY', 'CY-01', 'P-MB-35GW', 6],
  ['WH-ASC-BJ-HD', null, 'P-MB-35GW', 2],
  ['WH-ASC-SH-PD', null, 'P-MB-WH', 3],
  ['WH-ASC-SH-MH', null, 'P-MB-WH', 1],
];

/** Tenant 1's demo stock and documents, after its users exist (the documents are the headquarters admin's). */
export async function seedStock(tx: Tx, tenantId: number, adminUserId: number) {
  const depts = new Map((await tx.select({ id: s.sysDept.id, code: s.sysDept.code, name: s.sysDept.name, kind: s.sysDept.kind }).from(s.sysDept).where(eq(s.sysDept.tenantId, tenantId))).map((d) => [d.code, d]));
  const existing = await tx.select({ deptId: s.basWarehouse.deptId }).from(s.basWarehouse).where(and(eq(s.basWarehouse.tenantId, tenantId), isNull(s.basWarehouse.deletedAt)));
  const withWarehouse = new Set(existing.map((w) => w.deptId));
  // Every outlet keeps its own stock (warehouse type ASC).
  for (const dept of depts.values()) {
    if (dept.kind !== 'outlet' || withWarehouse.has(dept.id)) continue;
    await tx.insert(s.basWarehouse).values({ tenantId, code: `WH-${dept.code}`, name: `${dept.name}仓`, warehouseType: 'asc', deptId: dept.id });
  }
  const warehouses = new Map((await tx.select({ id: s.basWarehouse.id, code: s.basWarehouse.code }).from(s.basWarehouse).where(eq(s.basWarehouse.tenantId, tenantId))).map((w) => [w.code, w.id]));
  const locations = new Map(
    (await tx.select({ id: s.basWarehouseLocation.id, parentId: s.basWarehouseLocation.parentId, code: s.basWarehouseLocation.code }).from(s.basWarehouseLocation).where(eq(s.basWarehouseLocation.tenantId, tenantId))).map((l) => [
      `${l.parentId}:${l.code}`,
      l.id,
    ]),
  );
  const parts = new Map((await tx.select({ id: s.basParts.id, code: s.basParts.code }).from(s.basParts).where(eq(s.basParts.tenantId, tenantId))).map((p) => [p.code, p.id]));
  const wh = (code: string) => warehouses.get(code)!;
  const loc = (warehouse: string, code: string | null) => (code ? locations.get(`${wh(warehouse)}:${code}`)! : 0);
  await postMoves(
    tx,
    tenantId,
    adminUserId,
    STOCK.map(([warehouse, location, part, qty]) => ({ moveType: 'purchaseIn', partsId: parts.get(part)!, qty, from: null, to: { warehouseId: wh(warehouse), locationId: loc(warehouse, location), bucket: 'available' } })),
  );

  const auth = { tenantId, userId: adminUserId, deptId: depts.get('HQ')?.id ?? null, dataScope: 'all' } as AuthContext;
  const board = parts.get('P-MB-35GW')!;
  const outBoard = parts.get('P-MB-OUT')!;
  const transfer = (qty: number, remark: string) =>
    addDoc(tx, auth, 'transfer', { docType: 'transfer', fromWarehouseId: wh('WH-HQ'), toWarehouseId: wh('WH-SC-N'), remark, lines: [{ partsId: outBoard, qty, fromLocationId: loc('WH-HQ', 'A-01-02'), toLocationId: loc('WH-SC-N', 'N-01-02') }] });
  const act = (kind: StockDocKind, doc: { id: number }, action: Parameters<typeof actOn>[3], extra: Record<string, unknown> = {}) => actOn(tx, auth, kind, action, { id: doc.id, ...extra });

  // Transfers: one in each status, the last two received partly and fully (of a part the ledger's tests leave alone in transit).
  await transfer(2, '草稿');
  await act('transfer', await transfer(2, '待审核'), 'submit');
  const rejected = await transfer(2, '驳回');
  await act('transfer', rejected, 'submit');
  await act('transfer', rejected, 'reject', { reason: '数量有误' });
  const cancelled = await transfer(2, '取消');
  await act('transfer', cancelled, 'cancel', { reason: '不再需要' });
  const shipped = await transfer(3, '在途');
  await act('transfer', shipped, 'submit');
  await act('transfer', shipped, 'ship', { carrier: '顺丰速运', waybillNumber: 'SF1000000001' });
  for (const [qty, received] of [
    [4, 2],
    [2, 2],
  ]) {
    const doc = await transfer(qty, '已入库');
    await act('transfer', doc, 'submit');
    await act('transfer', doc, 'ship', { carrier: '顺丰速运', waybillNumber: `SF10000000${qty}${received}` });
    await act('transfer', doc, 'receive', { lines: [{ id: doc.lines[0].id, qty: received }] });
  }
  // A purchase receipt awaiting its goods, a draft one, an issue shipped.
  const purchase = await addDoc(tx, auth, 'in', { docType: 'purchase', toWarehouseId: wh('WH-HQ'), lines: [{ partsId: outBoard, qty: 10, toLocationId: loc('WH-HQ', 'A-01-02'), unitCost: '150.0000' }] });
  await act('in', purchase, 'submit');
  await act('in', purchase, 'approve');
  await addDoc(tx, auth, 'in', { docType: 'return', toWarehouseId: wh('WH-SC-E'), lines: [{ partsId: board, qty: 1, toLocationId: loc('WH-SC-E', 'E-01-01') }] });
  const issue = await addDoc(tx, auth, 'out', { docType: 'issue', fromWarehouseId: wh('WH-SC-N'), lines: [{ partsId: outBoard, qty: 1, fromLocationId: loc('WH-SC-N', 'N-01-02') }] });
  await act('out', issue, 'submit');
  await act('out', issue, 'ship', { carrier: '自提', waybillNumber: '' });
  // A count made by the eastern centre's storekeeper, posted by headquarters (not by whoever counted) with a loss of one.
  const counter = await authOfUser(tx, tenantId, 'storekeeper_zhou');
  const count = await addDoc(tx, counter, 'count', { docType: 'count', fromWarehouseId: wh('WH-SC-E'), lines: [{ partsId: parts.get('P-MB-WH')!, fromLocationId: loc('WH-SC-E', 'E-01-02') }] });
  const counted = await actOnCount(tx, counter, count.id, count.lines.map((l) => ({ ...l, countedQty: Number(l.bookQty) - 1 })));
  await actOn(tx, counter, 'count', 'submit', { id: counted.id });
  await act('count', counted, 'approve');
  // The Chaoyang outlet asks its centre: one request waiting, one approved (now a transfer reserving at the centre).
  const request = (qty: number) => addDoc(tx, auth, 'request', { docType: 'request', toWarehouseId: wh('WH-ASC-BJ-CY'), lines: [{ partsId: board, qty, toLocationId: loc('WH-ASC-BJ-CY', 'CY-01') }] });
  await act('request', await request(2), 'submit');
  const granted = await request(3);
  await act('request', granted, 'submit');
  await act('request', granted, 'approve');

  // Serial-numbered compressors, followed one by one (the item barcode search): four received at headquarters, two
  // sent on to the north centre, one of those on its way to the Chaoyang outlet, one issued for a repair.
  const compressor = parts.get('P-COMP-35')!;
  const serials = ['SN-COMP35-0001', 'SN-COMP35-0002', 'SN-COMP35-0003', 'SN-COMP35-0004'];
  const shelf = loc('WH-HQ', 'A-02-01');
  // Registered in the barcode library (tenant 1 checks a replaced part's barcode there at completion), under the model
  // whose BOM holds the compressor: a repair may fit any of them once the parts chain has shipped it.
  const [model] = await tx
    .select({ itemId: s.basPartsBom.itemId })
    .from(s.basPartsBomLine)
    .innerJoin(s.basPartsBom, and(eq(s.basPartsBom.tenantId, s.basPartsBomLine.tenantId), eq(s.basPartsBom.id, s.basPartsBomLine.parentId)))
    .where(and(eq(s.basPartsBomLine.tenantId, tenantId), eq(s.basPartsBomLine.partsId, compressor)))
    .limit(1);
  if (model) await tx.insert(s.basItemBarcode).values(serials.map((serialNo) => ({ tenantId, serialNo, itemId: model.itemId, source: 'imported', remark: '压缩机序列号' })));
  const receipt = await addDoc(tx, auth, 'in', { docType: 'purchase', toWarehouseId: wh('WH-HQ'), lines: serials.map((barcode) => ({ partsId: compressor, qty: 1, barcode, toLocationId: shelf, unitCost: '480.0000' })) });
  await act('in', receipt, 'submit');
  await act('in', receipt, 'approve');
  await act('in', receipt, 'receive', { lines: receipt.lines.map((l) => ({ id: l.id, qty: 1 })) });
  const toCentre = await addDoc(tx, auth, 'transfer', {
    docType: 'transfer',
    fromWarehouseId: wh('WH-HQ'),
    toWarehouseId: wh('WH-SC-N'),
    remark: '压缩机补库',
    lines: serials.slice(0, 2).map((barcode) => ({ partsId: compressor, qty: 1, barcode, fromLocationId: shelf, toLocationId: loc('WH-SC-N', 'N-01-01') })),
  });
  await act('transfer', toCentre, 'submit');
  await act('transfer', toCentre, 'ship', { carrier: '顺丰速运', waybillNumber: 'SF2000000001' });
  await act('transfer', toCentre, 'receive', { lines: toCentre.lines.map((l) => ({ id: l.id, qty: 1 })) });
  const toOutlet = await addDoc(tx, auth, 'transfer', {
    docType: 'transfer',
    fromWarehouseId: wh('WH-SC-N'),
    toWarehouseId: wh('WH-ASC-BJ-CY'),
    remark: '朝阳网点压缩机',
    lines: [{ partsId: compressor, qty: 1, barcode: serials[0], fromLocationId: loc('WH-SC-N', 'N-01-01'), toLocationId: loc('WH-ASC-BJ-CY', 'CY-01') }],
  });
  await act('transfer', toOutlet, 'submit');
  await act('transfer', toOutlet, 'ship', { carrier: '京东物流', waybillNumber: 'JD3000000001' });
  const repair = await addDoc(tx, auth, 'out', { docType: 'issue', fromWarehouseId: wh('WH-HQ'), remark: '维修领用', lines: [{ partsId: compressor, qty: 1, barcode: serials[3], fromLocationId: shelf }] });
  await act('out', repair, 'submit');
  await act('out', repair, 'ship', { carrier: '自提', waybillNumber: 'ZT0001' });

  // Old parts at the northern centre (as an accepted old-part return leaves them: its defective stock, no location),
  // posted here directly; the centre writes off what is not worth returning: one write-off posted by headquarters,
  // one waiting for approval (the centre's manager made both and may not approve them).
  // (Water-heater boards and outdoor boards: the indoor board at location 0 of the central warehouses is the ledger tests'.)
  const heater = parts.get('P-MB-WH')!;
  await postMoves(tx, tenantId, adminUserId, [
    { moveType: 'oldPartIn', partsId: heater, qty: 3, from: null, to: { warehouseId: wh('WH-SC-N'), locationId: 0, bucket: 'defective' }, docType: 'seed' },
    { moveType: 'oldPartIn', partsId: outBoard, qty: 2, from: null, to: { warehouseId: wh('WH-SC-N'), locationId: 0, bucket: 'defective' }, docType: 'seed' },
  ]);
  const centre = await authOfUser(tx, tenantId, 'centre_north');
  const writeOff = await addDoc(tx, centre, 'out', { docType: 'scrapOld', fromWarehouseId: wh('WH-SC-N'), remark: '旧件受潮锈蚀，无返厂价值', lines: [{ partsId: heater, qty: 1 }] });
  await actOn(tx, centre, 'out', 'submit', { id: writeOff.id });
  await act('out', writeOff, 'approve', { reason: '同意报废' });
  const waiting = await addDoc(tx, centre, 'out', { docType: 'scrapOld', fromWarehouseId: wh('WH-SC-N'), remark: '外机主板旧件烧毁', lines: [{ partsId: outBoard, qty: 1 }] });
  await actOn(tx, centre, 'out', 'submit', { id: waiting.id });
}

/** Enters a count's quantities (an update of its lines while it is a draft). */
async function actOnCount(tx: Tx, auth: AuthContext, id: number, lines: Record<string, unknown>[]) {
  return updateDoc(tx, auth, 'count', id, undefined, { lines: lines.map(({ partsId, fromLocationId, countedQty }) => ({ partsId, fromLocationId, countedQty })) });
}
