/**
 * Demo work orders of tenant 1, one at each stage a dispatcher meets: new at headquarters, at the northern
 * centre, awaiting acceptance at 北京朝阳网点, with engineer 王建国 and an appointment, awaiting the network's
 * confirmation, finished. Each is created and moved by the demo users through the same commands the endpoints
 * run (createOrder, actOn), so their state, history and data scope are what the screens would have produced.
 */
import { dayIn, pickLang } from '@as/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../http/access.ts';
import '../../modules/work-orders/index.ts';
import { actOn, createOrder, type OrderRow } from '../../modules/work-orders/order.service.ts';
import { grantsOf } from '../../platform/users/user.repository.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';

type Step = [user: string, action: Parameters<typeof actOn>[3], input?: (ids: Ids) => Record<string, unknown> | Promise<Record<string, unknown>>];

interface Ids {
  centre: number;
  site: number;
  engineer: number;
  /** A fault tree's ids by the codes of phenomenon, cause and measure. */
  faultTree: (symptom: string, reason: string, method: string) => Promise<{ faultSymptomId: number; faultReasonId: number; fixMethodId: number }>;
}

/** The demo tenant's time zone (its default locale, seeded by rules.ts): the days its capacity and appointments count. */
const DEMO_TIME_ZONE = 'Asia/Shanghai';

/** A day counted from today in the demo tenant's time zone (YYYY-MM-DD), whatever the server's zone or hour. */
export const demoDay = (days: number): string => dayIn(new Date(Date.now() + days * 86_400_000), DEMO_TIME_ZONE);

/**
 * Tomorrow at the given hour in the demo tenant's days, as the appointment endpoints take it. Counted in the server's
 * zone, "tomorrow" was the tenant's today for part of each day, and the demo engineer's day overflowed his capacity.
 */
export const tomorrowAt = (hour: number): string => `${demoDay(1)} ${String(hour).padStart(2, '0')}:00`;

const DISPATCH_TO_OUTLET: Step[] = [
  ['admin', 'assignOrg', (ids) => ({ centreId: ids.centre })],
  ['centre_north', 'assignSite', (ids) => ({ siteId: ids.site })],
];
const WITH_ENGINEER: Step[] = [
  ...DISPATCH_TO_OUTLET,
  ['outlet_chaoyang', 'accept'],
  ['outlet_chaoyang', 'assign', (ids) => ({ engineerId: ids.engineer })],
  ['engineer_wang', 'book', () => ({ appointAt: tomorrowAt(10) })],
];
/** Completed by 王建国 with the fault tree's phenomenon, cause and measure (the company configuration asks for all three). */
const completed = (tree: [string, string, string], resultRemark: string): Step[] => [
  ...WITH_ENGINEER,
  ['engineer_wang', 'checkIn'],
  ['engineer_wang', 'complete', async (ids) => ({ ...(await ids.faultTree(...tree)), resultRemark, feeService: '60.00' })],
];

/** [customer, phone, district code, address, fault, product category, urgency, serial number, the steps after creation] */
const ORDERS: [string, string, string, string, string, string, string, string | null, Step[]][] = [
  ['吴刚', '13911110010', '110101', '北京市东城区东直门南大街 5 号', '洗衣机脱水时异响', 'WM-FRONT', '1', null, []],
  ['刘洋', '13911110004', '110108', '北京市海淀区中关村南大街 12 号 2 单元 901', '热水器不点火', 'WH-GAS', '2', null, [['admin', 'assignOrg', (ids) => ({ centreId: ids.centre })]]],
  ['王芳', '13911110002', '110105', '北京市朝阳区三里屯路 19 号院 6 号楼 1203', '空调不制冷', 'AC-SPLIT', '2', null, DISPATCH_TO_OUTLET],
  ['张伟', '13911110001', '110105', '北京市朝阳区望京西园三区 312 号楼 1 单元 502', '空调内机漏水', 'AC-SPLIT', '1', 'SN35GWA1202403150001', WITH_ENGINEER],
  ['李娜', '13911110003', '110105', '北京市朝阳区望京街 9 号 1 号楼 1701', '空调遥控无反应', 'AC-SPLIT', '1', null, completed(['FS-REMOTE', 'FR-BATTERY', 'FM-BATTERY'], '更换遥控器电池后恢复正常')],
  [
    '陈静',
    '13911110005',
    '110105',
    '北京市朝阳区酒仙桥路 4 号 5 号楼 302',
    '空调制热效果差',
    'AC-SPLIT',
    '3',
    null,
    [...completed(['FS-POORHEAT', 'FR-HFILTER', 'FM-HFILTER'], '清洗滤网后制热恢复正常'), ['outlet_chaoyang', 'networkConfirm'], ['centre_north', 'centreAudit'], ['admin', 'doOrderFinish']],
  ],
];

/** A demo user of the tenant as the session would see them. */
export async function authOfUser(tx: Tx, tenantId: number, username: string): Promise<AuthContext> {
  const [user] = await tx
    .select({ id: s.sysUser.id, deptId: s.sysUserTenant.deptId, snUserId: s.sysUserTenant.snUserId })
    .from(s.sysUser)
    .innerJoin(s.sysUserTenant, and(eq(s.sysUserTenant.userId, s.sysUser.id), eq(s.sysUserTenant.tenantId, tenantId)))
    .where(eq(s.sysUser.username, username));
  const grants = await grantsOf(tx, tenantId, user.id);
  return {
    tokenId: 0,
    clientId: 'seed',
    userId: user.id,
    username,
    tenantId,
    tenantLang: pickLang('zh-CN'),
    deptId: user.deptId,
    snUserId: user.snUserId,
    roleIds: grants.roleIds,
    roleCodes: grants.roleCodes,
    dataScope: grants.dataScope,
    permissions: new Set(grants.permissions),
    accessExpiresAt: new Date(Date.now() + 3_600_000),
  };
}

/** The id of the one row a query finds. */
const idOf = async (rows: Promise<{ id: number }[]>) => (await rows)[0].id;

export async function seedDemoOrders(tx: Tx, tenantId: number) {
  const users = new Map<string, AuthContext>();
  const as = async (username: string) => users.get(username) ?? users.set(username, await authOfUser(tx, tenantId, username)).get(username)!;
  const ids: Ids = {
    centre: await idOf(tx.select({ id: s.sysDept.id }).from(s.sysDept).where(and(eq(s.sysDept.tenantId, tenantId), eq(s.sysDept.code, 'SC-N')))),
    site: await idOf(tx.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, tenantId), eq(s.snSite.code, 'ASC-BJ-CY')))),
    engineer: await idOf(tx.select({ id: s.snSiteEngineer.id }).from(s.snSiteEngineer).where(and(eq(s.snSiteEngineer.tenantId, tenantId), eq(s.snSiteEngineer.jobNo, 'E1001')))),
    faultTree: async (symptom, reason, method) => ({
      faultSymptomId: await idOf(tx.select({ id: s.basFaultSymptom.id }).from(s.basFaultSymptom).where(and(eq(s.basFaultSymptom.tenantId, tenantId), eq(s.basFaultSymptom.code, symptom)))),
      faultReasonId: await idOf(tx.select({ id: s.basFaultReason.id }).from(s.basFaultReason).where(and(eq(s.basFaultReason.tenantId, tenantId), eq(s.basFaultReason.code, reason)))),
      fixMethodId: await idOf(tx.select({ id: s.basFixMethod.id }).from(s.basFixMethod).where(and(eq(s.basFixMethod.tenantId, tenantId), eq(s.basFixMethod.code, method)))),
    }),
  };
  const area = (code: string) => idOf(tx.select({ id: s.basArea.id }).from(s.basArea).where(and(eq(s.basArea.tenantId, tenantId), eq(s.basArea.code, code))));
  const serviceTypeId = await idOf(tx.select({ id: s.basServiceType.id }).from(s.basServiceType).where(and(eq(s.basServiceType.tenantId, tenantId), eq(s.basServiceType.code, 'RPR-HOME'))));
  const categoryOf = (code: string) => idOf(tx.select({ id: s.basItemCategory.id }).from(s.basItemCategory).where(and(eq(s.basItemCategory.tenantId, tenantId), eq(s.basItemCategory.code, code))));
  for (const [customerName, phone, district, address, faultDesc, category, urgency, serialNo, steps] of ORDERS) {
    let order: OrderRow = await createOrder(tx, await as('admin'), {
      orderType: 'repair',
      source: 'phone',
      serviceTypeId,
      userType: '1',
      urgency,
      brand: '示范',
      categoryId: await categoryOf(category),
      ...(serialNo ? { serialNo } : {}),
      customerName,
      phone,
      provinceId: await area(district.slice(0, 2).padEnd(6, '0')),
      cityId: await area(district.slice(0, 4).padEnd(6, '0')),
      districtId: await area(district),
      address,
      faultDesc,
    });
    for (const [username, action, input] of steps) order = await actOn(tx, await as(username), order, action, { id: order.id, ...(await input?.(ids)) });
  }
}
