/**
 * Parts returns (issue 16): the 新件返还, 旧件返还 and 旧件未返核销 screens under 备件管理 with their buttons, the
 * 备件返还报表 (/rpt/partsReturn) under 报表中心, their grants to the demo roles, and demo returns in every status made
 * by the returns' own commands (the ledger is what the screens would produce): new-part returns drafted, shipped,
 * received in part and whole, cancelled; old-part returns drafted, shipped, received, inspected (one line rejected)
 * and sent on (RTV); and one outlet with an overdue old part on the no-return list.
 */
import { PARTS_NO_RETURN_REPORT, PARTS_RETURN_PERMISSIONS, PARTS_RETURN_REPORT, type PartsReturnPermission } from '@as/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../../http/access.ts';
import '../../modules/parts/index.ts';
import { addApply, approveApply, receiveApply as receiveApplication, shipApply, submitApply } from '../../modules/parts/parts-apply.service.ts';
import { addReturn, cancelReturn, inspectReturn, receiveReturn, rtvReturn, shipReturn } from '../../modules/parts/parts-return.service.ts';
import { actOn, createOrder, type OrderRow } from '../../modules/work-orders/order.service.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { authOfUser, tomorrowAt } from './orders-demo.ts';
import { reportCentreMenu } from './parts-plan.ts';

const SCREENS = [
  { key: 'parts.returnNew', name: '新件返还', path: '/parts/returnNew/index', icon: 'icon-form', sort: 56 },
  { key: 'parts.returnOld', name: '旧件返还', path: '/parts/returnOld/index', icon: 'icon-form', sort: 57 },
] as const;
const NO_RETURN = { key: 'parts.noReturn', name: '旧件未返核销', path: '/parts/noReturn/index', icon: 'icon-list', sort: 58 };
/** The return lines report (/rpt/partsReturn) under the report centre (报表中心). */
const REPORT = { key: 'report.partsReturn', name: '备件返还报表', path: '/report/partsReturn/index', icon: 'icon-file-text' };
const BUTTONS: Record<PartsReturnPermission, string> = { view: '查看', add: '新增', edit: '修改', ship: '发货', receive: '签收', inspect: '检验', rtv: '返厂', export: '导出' };
const buttonKey = (p: PartsReturnPermission) => `spPartsReturnHeader.${p}`;

/** The outlets return and ship; the centres and storekeepers receive, inspect and send on; headquarters all. */
const GRANTS: [string[], PartsReturnPermission[], boolean][] = [
  [['OUTLET_1', 'OUTLET_2'], ['view', 'add', 'edit', 'ship', 'export'], true],
  [['ENGINEER'], ['view'], false],
  [['CENTRE'], ['view', 'receive', 'inspect', 'rtv', 'export'], true],
  [['ROLE_ADMIN'], ['view', 'add', 'edit', 'ship', 'receive', 'inspect', 'rtv', 'export'], true],
  [['STOREKEEPER'], ['view', 'receive', 'inspect', 'rtv'], false],
];

/**
 * The screens and their buttons under the parts menu (the returns' buttons hang under both return screens), the no-return
 * list, and the return lines report under the report centre, granted to the roles that use them (the reports to those
 * who return, receive or oversee: outlets, centres, headquarters).
 */
export async function seedPartsReturnMenu(tx: Tx, tenantId: number) {
  const [parts] = await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), eq(s.sysMenu.key, 'parts')));
  const screenIds: number[] = [];
  const buttonIds = new Map<PartsReturnPermission, number[]>();
  for (const screen of SCREENS) {
    const [row] = await tx.insert(s.sysMenu).values({ tenantId, parentId: parts.id, key: screen.key, name: screen.name, path: screen.path, icon: screen.icon, keepAlive: '1', sort: screen.sort }).returning({ id: s.sysMenu.id });
    screenIds.push(row.id);
    const buttons = await tx
      .insert(s.sysMenu)
      .values(
        Object.entries(BUTTONS).map(([p, label], sort) => ({
          tenantId,
          parentId: row.id,
          key: `${screen.key}.${buttonKey(p as PartsReturnPermission)}`,
          name: `${screen.name}${label}`,
          type: '1' as const,
          permission: PARTS_RETURN_PERMISSIONS[p as PartsReturnPermission],
          sort,
        })),
      )
      .returning({ id: s.sysMenu.id, permission: s.sysMenu.permission });
    for (const b of buttons) {
      const p = (Object.keys(PARTS_RETURN_PERMISSIONS) as PartsReturnPermission[]).find((k) => PARTS_RETURN_PERMISSIONS[k] === b.permission)!;
      buttonIds.set(p, [...(buttonIds.get(p) ?? []), b.id]);
    }
  }
  const [noReturn] = await tx.insert(s.sysMenu).values({ tenantId, parentId: parts.id, key: NO_RETURN.key, name: NO_RETURN.name, path: NO_RETURN.path, icon: NO_RETURN.icon, keepAlive: '1', sort: NO_RETURN.sort }).returning({ id: s.sysMenu.id });
  const noReturnButtons = await tx
    .insert(s.sysMenu)
    .values([
      { tenantId, parentId: noReturn.id, key: 'partsNoReturn.view', name: `${NO_RETURN.name}查看`, type: '1' as const, permission: `${PARTS_NO_RETURN_REPORT.permission}_view`, sort: 0 },
      { tenantId, parentId: noReturn.id, key: 'partsNoReturn.export', name: `${NO_RETURN.name}导出`, type: '1' as const, permission: `${PARTS_NO_RETURN_REPORT.permission}_export`, sort: 1 },
    ])
    .returning({ id: s.sysMenu.id });
  const centre = await reportCentreMenu(tx, tenantId);
  const [report] = await tx.insert(s.sysMenu).values({ tenantId, parentId: centre, ...REPORT, keepAlive: '1', sort: 20 }).returning({ id: s.sysMenu.id });
  const returnReportButtons = await tx
    .insert(s.sysMenu)
    .values(
      (['view', 'export'] as const).map((p, sort) => ({ tenantId, parentId: report.id, key: `partsReturnReport.${p}`, name: `${REPORT.name}${p === 'view' ? '查看' : '导出'}`, type: '1' as const, permission: `${PARTS_RETURN_REPORT.permission}_${p}`, sort })),
    )
    .returning({ id: s.sysMenu.id });
  const reports = [noReturn.id, ...noReturnButtons.map((b) => b.id), centre, report.id, ...returnReportButtons.map((b) => b.id)];
  for (const [roles, granted, seesReports] of GRANTS) {
    const roleRows = await tx.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, roles)));
    const menus = [parts.id, ...screenIds, ...granted.flatMap((p) => buttonIds.get(p) ?? []), ...(seesReports ? reports : [])];
    if (roleRows.length) await tx.insert(s.sysRoleMenu).values(roleRows.flatMap((role) => menus.map((menuId) => ({ tenantId, roleId: role.id, menuId })))).onConflictDoNothing();
  }
}

/**
 * Tenant 1's demo returns, after its applications (seedPartsApplications): the Chaoyang outlet sends back new parts
 * its received application brought (drafted, shipped, received in part, received, cancelled), and old parts of three
 * orders its engineer completes here with parts marked for return: one return drafted, one shipped, one received, one
 * inspected (a line rejected) and one sent on to headquarters; one order completed twenty days ago whose old part was
 * never returned is on the no-return list. The orders are for the customers of the applications' demo orders.
 */
export async function seedPartsReturns(tx: Tx, tenantId: number) {
  const users = new Map<string, AuthContext>();
  const as = async (username: string) => users.get(username) ?? users.set(username, await authOfUser(tx, tenantId, username)).get(username)!;
  const one = async (rows: Promise<{ id: number }[]>) => (await rows)[0].id;
  const byCode = {
    part: (code: string) => one(tx.select({ id: s.basParts.id }).from(s.basParts).where(and(eq(s.basParts.tenantId, tenantId), eq(s.basParts.code, code)))),
    dept: (code: string) => one(tx.select({ id: s.sysDept.id }).from(s.sysDept).where(and(eq(s.sysDept.tenantId, tenantId), eq(s.sysDept.code, code)))),
    site: (code: string) => one(tx.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, tenantId), eq(s.snSite.code, code)))),
    area: (code: string) => one(tx.select({ id: s.basArea.id }).from(s.basArea).where(and(eq(s.basArea.tenantId, tenantId), eq(s.basArea.code, code)))),
    serviceType: (code: string) => one(tx.select({ id: s.basServiceType.id }).from(s.basServiceType).where(and(eq(s.basServiceType.tenantId, tenantId), eq(s.basServiceType.code, code)))),
    category: (code: string) => one(tx.select({ id: s.basItemCategory.id }).from(s.basItemCategory).where(and(eq(s.basItemCategory.tenantId, tenantId), eq(s.basItemCategory.code, code)))),
  };
  const treeId = (table: typeof s.basFaultSymptom | typeof s.basFaultReason | typeof s.basFixMethod, code: string) => one(tx.select({ id: table.id }).from(table).where(and(eq(table.tenantId, tenantId), eq(table.code, code))));
  const engineerId = await one(tx.select({ id: s.snSiteEngineer.id }).from(s.snSiteEngineer).where(and(eq(s.snSiteEngineer.tenantId, tenantId), eq(s.snSiteEngineer.jobNo, 'E1001'))));
  const board = await byCode.part('P-MB-35GW');
  const outBoard = await byCode.part('P-MB-OUT');
  const tree = { faultSymptomId: await treeId(s.basFaultSymptom, 'FS-REMOTE'), faultReasonId: await treeId(s.basFaultReason, 'FR-BATTERY'), fixMethodId: await treeId(s.basFixMethod, 'FM-BATTERY') };

  // New parts: the received application's lines (2 × 1 part arrived at Chaoyang).
  const [received] = await tx
    .select({ id: s.spPartsApply.id })
    .from(s.spPartsApply)
    .where(and(eq(s.spPartsApply.tenantId, tenantId), eq(s.spPartsApply.status, 'received')))
    .orderBy(s.spPartsApply.id)
    .limit(1);
  // Old parts: orders of 王师傅 completed with the replaced parts marked for return (no application: the outlet's own stock is not consumed),
  // for the customers of the applications' demo orders (no new customer profiles).
  const completed = async (customerName: string, phone: string, parts: { partsId: number; quantity: number; barcode?: string }[]) => {
    let order: OrderRow = await createOrder(tx, await as('admin'), {
      orderType: 'repair',
      source: 'phone',
      serviceTypeId: await byCode.serviceType('RPR-HOME'),
      userType: '1',
      urgency: '2',
      brand: '示范',
      categoryId: await byCode.category('AC-SPLIT'),
      customerName,
      phone,
      provinceId: await byCode.area('110000'),
      cityId: await byCode.area('110100'),
      districtId: await byCode.area('110105'),
      address: '北京市朝阳区望京街 30 号',
      faultDesc: '空调主板故障',
    });
    const steps: [string, Parameters<typeof actOn>[3], Record<string, unknown>][] = [
      ['admin', 'assignOrg', { centreId: await byCode.dept('SC-N') }],
      ['centre_north', 'assignSite', { siteId: await byCode.site('ASC-BJ-CY') }],
      ['outlet_chaoyang', 'accept', {}],
      ['outlet_chaoyang', 'assign', { engineerId }],
      ['engineer_wang', 'book', { appointAt: tomorrowAt(10) }],
      ['engineer_wang', 'checkIn', {}],
      ['engineer_wang', 'complete', { ...tree, resultRemark: '更换主板后恢复正常', feeService: '60.00', parts: parts.map((p) => ({ ...p, returnFlag: true })) }],
    ];
    for (const [username, action, input] of steps) order = await actOn(tx, await as(username), order, action, { id: order.id, ...input });
    return (await tx.select({ id: s.soOrderPart.id }).from(s.soOrderPart).where(and(eq(s.soOrderPart.tenantId, tenantId), eq(s.soOrderPart.orderId, order.id)))).map((p) => ({ orderId: order.id, orderPartId: p.id }));
  };
  const outlet = await as('outlet_chaoyang');
  const centre = await as('centre_north');

  if (received) {
    const lines = await tx.select({ id: s.spPartsApplyLine.id, partsId: s.spPartsApplyLine.partsId }).from(s.spPartsApplyLine).where(eq(s.spPartsApplyLine.parentId, received.id));
    // A draft returning a part the application brought (its order may still use it: nothing moves until it ships).
    await addReturn(tx, outlet, { kind: 'new', lines: [{ partsId: lines[0].partsId, qty: 1, applyLineId: lines[0].id }], remark: '客户改约，备件可能不用' });
    const dropped = await addReturn(tx, outlet, { kind: 'new', lines: [{ partsId: board, qty: 1 }] });
    await cancelReturn(tx, outlet, { id: dropped.id, reason: '备件需留作库存' });
  }
  // The outlet's own stock of outdoor boards, bought through an application of its own (the ledger's tests keep
  // location 0 of the central warehouses free of the indoor board, where returns arrive).
  const stocked = await addApply(tx, outlet, { lines: [{ partsId: outBoard, qty: 4 }], remark: '网点备货' });
  await submitApply(tx, outlet, stocked.id);
  await approveApply(tx, centre, stocked.id);
  await approveApply(tx, await as('admin'), stocked.id);
  await shipApply(tx, centre, { id: stocked.id, carrier: '顺丰速运', waybillNumber: 'SF3000000000' });
  await receiveApplication(tx, outlet, { id: stocked.id });
  // From that stock: received whole at the northern centre, shipped (in transit), and received in part.
  const whole = await addReturn(tx, outlet, { kind: 'new', lines: [{ partsId: outBoard, qty: 1 }], remark: '库存积压，退回分中心' });
  await shipReturn(tx, outlet, { id: whole.id, carrier: '顺丰速运', waybillNumber: 'SF3000000001' });
  await receiveReturn(tx, centre, { id: whole.id });
  const shipped = await addReturn(tx, outlet, { kind: 'new', lines: [{ partsId: outBoard, qty: 1 }] });
  await shipReturn(tx, outlet, { id: shipped.id, carrier: '中通快递', waybillNumber: 'ZT3000000002' });
  const partial = await addReturn(tx, outlet, { kind: 'new', lines: [{ partsId: outBoard, qty: 2 }] });
  await shipReturn(tx, outlet, { id: partial.id, carrier: '中通快递', waybillNumber: 'ZT3000000003' });
  const [partialLine] = await tx.select({ id: s.spPartsReturnLine.id }).from(s.spPartsReturnLine).where(eq(s.spPartsReturnLine.parentId, partial.id));
  await receiveReturn(tx, centre, { id: partial.id, lines: [{ id: partialLine.id, qty: 1 }] });

  // Old parts.
  const o1 = await completed('周敏', '13911110021', [{ partsId: board, quantity: 1 }]);
  const o2 = await completed('郑凯', '13911110022', [{ partsId: board, quantity: 1 }]);
  const o3 = await completed('冯磊', '13911110023', [
    { partsId: board, quantity: 1 },
    { partsId: outBoard, quantity: 1 },
  ]);
  const o4 = await completed('褚红', '13911110024', [{ partsId: outBoard, quantity: 1 }]);
  const o5 = await completed('卫东', '13911110025', [{ partsId: board, quantity: 1 }]);
  const overdue = await completed('周敏', '13911110021', [{ partsId: outBoard, quantity: 1 }]);
  await completed('郑凯', '13911110022', [{ partsId: board, quantity: 1 }]);
  // The demo's history: these orders were completed twenty days ago (past the 15-day return period); the old part of 周敏's second order never came back.
  const past = [...o3, ...o4, ...overdue].map((p) => p.orderId);
  await tx.update(s.soOrder).set({ completedAt: sql`now() - interval '20 days'` }).where(and(eq(s.soOrder.tenantId, tenantId), inArray(s.soOrder.id, past)));

  const old = (parts: { orderPartId: number }[]) => addReturn(tx, outlet, { kind: 'old', lines: parts.map((p) => ({ orderPartId: p.orderPartId })) });
  await old(o1); // draft
  const r2 = await old(o2);
  await shipReturn(tx, outlet, { id: r2.id, carrier: '顺丰速运', waybillNumber: 'SF3000000011' });
  const r3 = await old(o5);
  await shipReturn(tx, outlet, { id: r3.id, carrier: '顺丰速运', waybillNumber: 'SF3000000012' });
  await receiveReturn(tx, centre, { id: r3.id });
  // Returned late, inspected: one part accepted, one rejected (it stays on the no-return list).
  const r4 = await old(o3);
  await shipReturn(tx, outlet, { id: r4.id, carrier: '顺丰速运', waybillNumber: 'SF3000000013' });
  await receiveReturn(tx, centre, { id: r4.id });
  const r4Lines = await tx.select({ id: s.spPartsReturnLine.id, partsId: s.spPartsReturnLine.partsId }).from(s.spPartsReturnLine).where(eq(s.spPartsReturnLine.parentId, r4.id));
  await inspectReturn(tx, centre, {
    id: r4.id,
    lines: r4Lines.map((l) => (l.partsId === outBoard ? { id: l.id, result: 'accepted' } : { id: l.id, result: 'rejected', reason: '旧件与发货条码不符' })),
  });
  // Inspected and sent on to headquarters.
  const r5 = await old(o4);
  await shipReturn(tx, outlet, { id: r5.id, carrier: '顺丰速运', waybillNumber: 'SF3000000014' });
  await receiveReturn(tx, centre, { id: r5.id });
  const [r5Line] = await tx.select({ id: s.spPartsReturnLine.id }).from(s.spPartsReturnLine).where(eq(s.spPartsReturnLine.parentId, r5.id));
  await inspectReturn(tx, centre, { id: r5.id, lines: [{ id: r5Line.id, result: 'accepted' }] });
  await rtvReturn(tx, centre, { id: r5.id, destination: 'hq', carrier: '德邦物流', waybillNumber: 'DB3000000015' });
}
