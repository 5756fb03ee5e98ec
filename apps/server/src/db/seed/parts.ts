/**
 * Parts applications (issue 16): the 备件申请 screen under 备件管理 with its buttons, their grants to the demo roles,
 * and demo applications in every status on demo work orders of the Chaoyang outlet (made by the applications' and
 * orders' own commands, so the ledger, the orders and the approval processes are what the screens would produce).
 */
import { PARTS_APPLY_PERMISSIONS, type PartsApplyPermission } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../http/access.ts';
import { addApply, approveApply, cancelApply, receiveApply, rejectApply, shipApply, submitApply } from '../../modules/parts/parts-apply.service.ts';
import '../../modules/parts/index.ts';
import { actOn, createOrder, type OrderRow } from '../../modules/work-orders/order.service.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { authOfUser, tomorrowAt } from './orders-demo.ts';

const SCREEN = { key: 'parts.apply', name: '备件申请', path: '/parts/apply/index', icon: 'icon-form' };
const BUTTONS: Record<PartsApplyPermission, string> = { view: '查看', add: '新增', edit: '修改', audit: '审核', ship: '发货', receive: '签收', export: '导出' };
const buttonKey = (p: PartsApplyPermission) => `spPartsApplyHeader.${p}`;

/** The outlets and engineers apply and receive; centres and headquarters approve and ship; storekeepers ship and receive. */
const GRANTS: [string[], PartsApplyPermission[]][] = [
  [['ENGINEER', 'OUTLET_1', 'OUTLET_2'], ['view', 'add', 'edit', 'receive']],
  [['CENTRE'], ['view', 'audit', 'ship', 'export']],
  [['ROLE_ADMIN'], ['view', 'add', 'edit', 'audit', 'ship', 'receive', 'export']],
  [['STOREKEEPER'], ['view', 'ship', 'receive']],
];

/** The screen and its buttons under the parts menu, granted to the roles that use them. */
export async function seedPartsApplyMenu(tx: Tx, tenantId: number) {
  const [parts] = await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), eq(s.sysMenu.key, 'parts')));
  const [screen] = await tx.insert(s.sysMenu).values({ tenantId, parentId: parts.id, ...SCREEN, keepAlive: '1', sort: 55 }).returning({ id: s.sysMenu.id });
  const buttons = await tx
    .insert(s.sysMenu)
    .values(Object.entries(BUTTONS).map(([p, label], sort) => ({ tenantId, parentId: screen.id, key: buttonKey(p as PartsApplyPermission), name: `${SCREEN.name}${label}`, type: '1' as const, permission: PARTS_APPLY_PERMISSIONS[p as PartsApplyPermission], sort })))
    .returning({ id: s.sysMenu.id, key: s.sysMenu.key });
  const menuOf = new Map(buttons.map((b) => [b.key, b.id]));
  for (const [roles, granted] of GRANTS) {
    const roleRows = await tx.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, roles)));
    const menus = [parts.id, screen.id, ...granted.map((p) => menuOf.get(buttonKey(p))!)];
    if (roleRows.length) await tx.insert(s.sysRoleMenu).values(roleRows.flatMap((role) => menus.map((menuId) => ({ tenantId, roleId: role.id, menuId })))).onConflictDoNothing();
  }
}

/**
 * Tenant 1's demo applications, after its orders and stock: on five new orders of 王师傅 at the Chaoyang outlet, one
 * applied (order 1050), one audited (1060, reserved at the northern centre), one shipped in part (1080, waiting for
 * parts), one received (1090), one rejected (back to repair) with a draft asking again; and the outlet's own
 * application for its stock, cancelled.
 */
export async function seedPartsApplications(tx: Tx, tenantId: number) {
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
  const engineerId = await one(tx.select({ id: s.snSiteEngineer.id }).from(s.snSiteEngineer).where(and(eq(s.snSiteEngineer.tenantId, tenantId), eq(s.snSiteEngineer.jobNo, 'E1001'))));
  const board = await byCode.part('P-MB-35GW');
  const outBoard = await byCode.part('P-MB-OUT');
  const steps: [string, Parameters<typeof actOn>[3], Record<string, unknown>][] = [
    ['admin', 'assignOrg', { centreId: await byCode.dept('SC-N') }],
    ['centre_north', 'assignSite', { siteId: await byCode.site('ASC-BJ-CY') }],
    ['outlet_chaoyang', 'accept', {}],
    ['outlet_chaoyang', 'assign', { engineerId }],
    ['engineer_wang', 'book', { appointAt: tomorrowAt(10) }],
  ];
  const onSite = async (customerName: string, phone: string, faultDesc: string) => {
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
      address: '北京市朝阳区望京街 20 号',
      faultDesc,
    });
    for (const [username, action, input] of steps) order = await actOn(tx, await as(username), order, action, { id: order.id, ...input });
    return order;
  };
  const apply = async (order: OrderRow | null, username: string, lines: { partsId: number; qty: number; fault?: string }[]) => addApply(tx, await as(username), { orderId: order?.id, lines });
  const submitted = async (order: OrderRow, fault: string) => {
    const row = await apply(order, 'engineer_wang', [
      { partsId: board, qty: 1, fault },
      { partsId: outBoard, qty: 1, fault },
    ]);
    await submitApply(tx, await as('engineer_wang'), row.id);
    return row;
  };
  const approved = async (order: OrderRow, fault: string) => {
    const row = await submitted(order, fault);
    await approveApply(tx, await as('centre_north'), row.id);
    await approveApply(tx, await as('admin'), row.id);
    return row;
  };
  const linesOf = (applyId: number) => tx.select({ id: s.spPartsApplyLine.id, partsId: s.spPartsApplyLine.partsId }).from(s.spPartsApplyLine).where(eq(s.spPartsApplyLine.parentId, applyId));

  await submitted(await onSite('周敏', '13911110021', '空调开机后显示E1'), '开机显示E1');
  await approved(await onSite('郑凯', '13911110022', '空调外机不启动'), '外机不启动');
  const partial = await approved(await onSite('冯磊', '13911110023', '空调频繁停机'), '频繁停机');
  const [first] = (await linesOf(partial.id)).filter((l) => l.partsId === board);
  await shipApply(tx, await as('centre_north'), { id: partial.id, carrier: '顺丰速运', waybillNumber: 'SF2000000001', lines: [{ id: first.id, qty: 1 }] });
  const received = await approved(await onSite('褚红', '13911110024', '空调无法开机'), '无法开机');
  await shipApply(tx, await as('centre_north'), { id: received.id, carrier: '顺丰速运', waybillNumber: 'SF2000000002' });
  await receiveApply(tx, await as('engineer_wang'), { id: received.id });
  const again = await onSite('卫东', '13911110025', '空调噪音大');
  const rejected = await submitted(again, '噪音大');
  await rejectApply(tx, await as('centre_north'), rejected.id, '请先检查风扇电机');
  await apply(again, 'engineer_wang', [{ partsId: board, qty: 1, fault: '噪音大，风扇正常' }]);
  // The outlet's own order for its stock, withdrawn while under approval.
  const own = await apply(null, 'outlet_chaoyang', [{ partsId: board, qty: 3 }]);
  await submitApply(tx, await as('outlet_chaoyang'), own.id);
  await cancelApply(tx, await as('outlet_chaoyang'), own.id, undefined, '库存已够用');
}
