/**
 * Demo data for an empty database: two tenants, the default OAuth client, tenant 1's organisation tree
 * (headquarters, 2 service centres, 4 outlets on two levels, engineers), one user per role of spec section 6,
 * menus with their buttons, dictionaries and parameters. Every demo password is 123456.
 */
import argon2 from 'argon2';
import type { DataScope, DeptKind } from '@as/shared';
import { count, eq } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import * as s from '../schema.ts';
import { sha256 } from '../../platform/auth/crypto.ts';
import { seedCustomers } from './customers.ts';
import { seedCompanySetup } from './company-setup.ts';
import { seedDictsAndParams } from './dicts.ts';
import { seedEngineers } from './engineers.ts';
import { seedMasterData } from './master-data.ts';
import { seedPartsApplications, seedPartsApplyMenu } from './parts.ts';
import { seedPartsReturnMenu, seedPartsReturns } from './parts-returns.ts';
import { seedPartsPlanMenu, seedPartsPlans } from './parts-plan.ts';
import { grantStockMenus, seedStock } from './stock.ts';
import { seedWorkflowDefinitions } from './workflow.ts';
import { seedWorkOrderRoles } from './work-orders.ts';
import { seedDemoOrders } from './orders-demo.ts';
import { MENU_SEED, type MenuSeed } from './menus.ts';
import { seedRules } from './rules.ts';
import { seedPricing, seedPricingMenu } from './settlement-pricing.ts';
import { seedNetwork, seedNetworkRequests } from './network.ts';
import { seedAccountMenu, seedAccounts } from './settlement-account.ts';
import { seedCheckBillMenu, seedCheckBills } from './settlement-check-bill.ts';
import { seedStatementMenu } from './settlement-statement.ts';
import { seedKnowledge, seedKnowledgeMenu } from './knowledge.ts';
import { seedDashboardMenu } from './reports.ts';
import { seedPicCheckMenu, seedPicChecks } from './pic-check.ts';
import { seedSupervisionMenu, seedSupervisions } from './supervision.ts';
import { seedComplaintMenu, seedComplaints } from './complaints.ts';
import { seedPushDemo } from './push.ts';
import { seedQualityMenu, seedQualityReports } from './quality.ts';
import { seedRecallMenu, seedRecalls } from './recall.ts';
import { seedEvaluations, seedRecallReportMenu } from './recall-report.ts';
import { seedReportCentreMenu } from './report-centre.ts';
import { seedBillSlipMenu, seedBillSlips } from './settlement-bill-slip.ts';

export const DEMO_PASSWORD = '123456';

interface RoleSeed {
  code: string;
  name: string;
  dataScope: DataScope;
  /** Menu keys granted, with all their buttons; '*' for every menu. */
  menus: string[] | '*';
}

export const ROLE_SEED: RoleSeed[] = [
  { code: 'ROLE_ADMIN', name: '总部管理员', dataScope: 'all', menus: '*' },
  // A centre and a primary outlet export (outlets, engineers): they download the files from their export tasks.
  { code: 'CENTRE', name: '服务中心', dataScope: 'dept_and_below', menus: ['top.platform', 'system', 'system.user', 'user.view', 'system.dept', 'dept.view', 'system.exportTask'] },
  { code: 'OUTLET_1', name: '一级网点', dataScope: 'dept_and_below', menus: ['top.platform', 'system', 'system.user', 'user.view', 'system.exportTask'] },
  { code: 'OUTLET_2', name: '二级网点', dataScope: 'dept', menus: ['top.platform'] },
  { code: 'ENGINEER', name: '工程师', dataScope: 'self', menus: ['top.platform'] },
  { code: 'CUSTOMER', name: '客户', dataScope: 'self', menus: [] },
  { code: 'QUALITY_INSPECTOR', name: '质检员', dataScope: 'all', menus: ['top.platform'] },
  { code: 'RETURN_VISITOR', name: '回访员', dataScope: 'all', menus: ['top.platform'] },
  { code: 'SUPERVISOR', name: '督导', dataScope: 'all', menus: ['top.platform', 'system', 'system.log', 'log.view'] },
  { code: 'STOREKEEPER', name: '库管员', dataScope: 'dept', menus: ['top.platform'] },
];

interface DeptSeed {
  code: string;
  name: string;
  kind: DeptKind;
  parent?: string;
  phone?: string;
  address?: string;
  /** Outlets only: 1 primary, 2 secondary. */
  siteLevel?: 1 | 2;
}

const DEPT_SEED: DeptSeed[] = [
  { code: 'HQ', name: '总部', kind: 'hq', phone: '400-800-1234', address: '北京市朝阳区建国路 88 号' },
  { code: 'SC-N', name: '华北服务中心', kind: 'centre', parent: 'HQ', phone: '010-6500-1000', address: '北京市东城区东直门南大街 5 号' },
  { code: 'SC-E', name: '华东服务中心', kind: 'centre', parent: 'HQ', phone: '021-5000-2000', address: '上海市黄浦区中山东一路 12 号' },
  { code: 'ASC-BJ-CY', name: '北京朝阳网点', kind: 'outlet', parent: 'SC-N', siteLevel: 1, phone: '010-8455-0001', address: '北京市朝阳区望京街 10 号' },
  { code: 'ASC-BJ-HD', name: '北京海淀网点', kind: 'outlet', parent: 'ASC-BJ-CY', siteLevel: 2, phone: '010-6255-0002', address: '北京市海淀区中关村大街 27 号' },
  { code: 'ASC-SH-PD', name: '上海浦东网点', kind: 'outlet', parent: 'SC-E', siteLevel: 1, phone: '021-5888-0003', address: '上海市浦东新区张杨路 500 号' },
  { code: 'ASC-SH-MH', name: '上海闵行网点', kind: 'outlet', parent: 'ASC-SH-PD', siteLevel: 2, phone: '021-6412-0004', address: '上海市闵行区莘庄镇都市路 88 号' },
];

interface UserSeed {
  username: string;
  /** Home tenant code; T1 when absent. */
  home?: string;
  name: string;
  phone: string;
  dept: string;
  roles: string[];
  /** Other tenants (by code) the user may switch to, with the role there. */
  alsoIn?: { tenant: string; dept: string; role: string }[];
  /** A call-centre seat (accountOf400, psdOf400, agentPhoneNum): the shell shows the softphone panel. */
  seat?: { accountOf400: string; psdOf400: string; agentPhoneNum: string };
}

export const USER_SEED: UserSeed[] = [
  { username: 'admin', name: '总部管理员', phone: '13800000001', dept: 'HQ', roles: ['ROLE_ADMIN'], alsoIn: [{ tenant: 'T2', dept: 'T2-HQ', role: 'ROLE_ADMIN' }] },
  { username: 'centre_north', name: '华北中心主管', phone: '13800000002', dept: 'SC-N', roles: ['CENTRE'] },
  { username: 'outlet_chaoyang', name: '朝阳网点经理', phone: '13800000003', dept: 'ASC-BJ-CY', roles: ['OUTLET_1'] },
  { username: 'outlet_haidian', name: '海淀网点经理', phone: '13800000004', dept: 'ASC-BJ-HD', roles: ['OUTLET_2'] },
  { username: 'engineer_wang', name: '王师傅', phone: '13800000005', dept: 'ASC-BJ-CY', roles: ['ENGINEER'] },
  { username: 'engineer_liu', name: '刘师傅', phone: '13800000006', dept: 'ASC-SH-PD', roles: ['ENGINEER'] },
  { username: 'customer_li', name: '李女士', phone: '13800000007', dept: 'HQ', roles: ['CUSTOMER'] },
  { username: 'inspector_zhao', name: '赵质检', phone: '13800000008', dept: 'HQ', roles: ['QUALITY_INSPECTOR'] },
  { username: 'visitor_sun', name: '孙回访', phone: '13800000009', dept: 'HQ', roles: ['RETURN_VISITOR'], seat: { accountOf400: 'hq-400', psdOf400: 'demo-seat', agentPhoneNum: '8001' } },
  { username: 'supervisor_qian', name: '钱督导', phone: '13800000010', dept: 'SC-N', roles: ['SUPERVISOR'] },
  { username: 'storekeeper_zhou', name: '周库管', phone: '13800000011', dept: 'SC-E', roles: ['STOREKEEPER'] },
  // The eastern centre's manager (last, so the users before keep their ids): its outlets' parts applications start
  // their approval with this centre's review.
  { username: 'centre_east', name: '华东中心主管', phone: '13800000012', dept: 'SC-E', roles: ['CENTRE'] },
];

async function seedMenus(tx: Tx, tenantId: number, menus: MenuSeed[], parentId = -1, ids = new Map<string, number>(), everyone: string[] = [], forAll = false) {
  for (const [index, m] of menus.entries()) {
    const [row] = await tx
      .insert(s.sysMenu)
      .values({ tenantId, parentId, key: m.key, name: m.name, path: m.path ?? '', icon: m.icon ?? '', type: m.type ?? '0', permission: m.permission ?? null, keepAlive: m.keepAlive ?? '0', sort: m.sort ?? index * 10 })
      .returning({ id: s.sysMenu.id });
    ids.set(m.key, row.id);
    if (forAll || m.everyone) everyone.push(m.key);
    if (m.children) await seedMenus(tx, tenantId, m.children, row.id, ids, everyone, forAll || m.everyone);
  }
  return { ids, everyone };
}

/** Menu keys a role gets: the named ones plus every button below a named screen, and the menus everyone has. */
function expandMenus(keys: string[] | '*', all: Map<string, number>, everyone: string[]): number[] {
  if (keys === '*') return [...all.values()];
  return [...new Set([...keys, ...everyone])].map((k) => all.get(k)).filter((id): id is number => id !== undefined);
}

async function seedTenant(tx: Tx, tenantId: number, opts: { depts: DeptSeed[]; roles: RoleSeed[]; lang: 'zh' | 'en' }) {
  const { ids: menuIds, everyone } = await seedMenus(tx, tenantId, MENU_SEED);
  const roleIds = new Map<string, number>();
  for (const role of opts.roles) {
    const [row] = await tx.insert(s.sysRole).values({ tenantId, code: role.code, name: role.name, dataScope: role.dataScope }).returning({ id: s.sysRole.id });
    roleIds.set(role.code, row.id);
    const granted = expandMenus(role.menus, menuIds, everyone);
    if (granted.length) await tx.insert(s.sysRoleMenu).values(granted.map((menuId) => ({ tenantId, roleId: row.id, menuId })));
  }
  const deptIds = new Map<string, number>();
  const siteIds = new Map<string, number>();
  for (const [sort, d] of opts.depts.entries()) {
    const [row] = await tx
      .insert(s.sysDept)
      .values({ tenantId, code: d.code, name: d.name, kind: d.kind, parentId: d.parent ? (deptIds.get(d.parent) ?? -1) : -1, phone: d.phone ?? '', address: d.address ?? '', sort })
      .returning({ id: s.sysDept.id });
    deptIds.set(d.code, row.id);
    if (d.siteLevel) {
      const [site] = await tx
        .insert(s.snSite)
        .values({ tenantId, deptId: row.id, code: d.code, name: d.name, siteFloorLevel: d.siteLevel, phone: d.phone ?? '', address: d.address ?? '' })
        .returning({ id: s.snSite.id });
      siteIds.set(d.code, site.id);
    }
  }
  await seedDictsAndParams(tx, tenantId);
  await tx.insert(s.basServiceType).values(
    (
      [
        ['INST-AC', '空调安装', 'install'],
        ['INST-WH', '热水器安装', 'install'],
        ['RPR-HOME', '上门维修', 'repair'],
        ['RPR-SHOP', '送修', 'workshop'],
        ['CONSULT', '使用咨询', 'consult'],
        ['CMPL', '服务投诉', 'complaint'],
        ['EXCH', '换机', 'exchange'],
        ['RETN', '退机', 'return'],
      ] as const
    ).map(([code, name, orderType], sort) => ({ tenantId, code, name, orderType, sort })),
  );
  await seedAreas(tx, tenantId, AREA_SEED);
  for (const [priority, [name, orderType, urgency, clocks]] of SLA_SEED.entries()) {
    const [rule] = await tx.insert(s.basSla).values({ tenantId, name, orderType, urgency, priority: SLA_SEED.length - priority }).returning({ id: s.basSla.id });
    await tx.insert(s.basSlaLine).values(clocks.map(([stage, standardMinutes, reminderMinutes], lineNo) => ({ tenantId, parentId: rule.id, lineNo, stage, standardMinutes, reminderMinutes })));
  }
  await seedMasterData(tx, tenantId, opts.lang, deptIds);
  await seedRules(tx, tenantId, opts.lang);
  await seedCustomers(tx, tenantId, opts.lang, deptIds);
  await seedCompanySetup(tx, tenantId, opts.lang);
  await seedNetwork(tx, tenantId, roleIds, deptIds, siteIds);
  await seedWorkflowDefinitions(tx, tenantId, opts.lang);
  await seedWorkOrderRoles(tx, tenantId, roleIds);
  await grantStockMenus(tx, tenantId);
  await seedPartsApplyMenu(tx, tenantId);
  await seedStatementMenu(tx, tenantId);
  await seedPricingMenu(tx, tenantId);
  await seedPricing(tx, tenantId);
  await seedPartsReturnMenu(tx, tenantId);
  await seedAccountMenu(tx, tenantId);
  await seedCheckBillMenu(tx, tenantId);
  await seedBillSlipMenu(tx, tenantId);
  await seedPartsPlanMenu(tx, tenantId);
  await seedKnowledgeMenu(tx, tenantId);
  await seedDashboardMenu(tx, tenantId);
  await seedPicCheckMenu(tx, tenantId);
  await seedSupervisionMenu(tx, tenantId);
  await seedComplaintMenu(tx, tenantId);
  await seedQualityMenu(tx, tenantId);
  await seedRecallMenu(tx, tenantId);
  await seedRecallReportMenu(tx, tenantId);
  await seedReportCentreMenu(tx, tenantId);
  await tx.insert(s.sysPost).values([
    { tenantId, code: 'MANAGER', name: '经理', sort: 1 },
    { tenantId, code: 'DISPATCHER', name: '调度员', sort: 2 },
    { tenantId, code: 'TECHNICIAN', name: '维修技师', sort: 3 },
    { tenantId, code: 'CLERK', name: '文员', sort: 4 },
  ]);
  return { roleIds, deptIds, siteIds };
}

/** SLA rules: [name, order type, urgency, [stage, standard minutes, reminder minutes][]]; the first match wins. */
const SLA_SEED: [string, string | null, string | null, [string, number, number][]][] = [
  ['特急维修', 'repair', '3', [['response', 15, 10], ['appointment', 60, 45], ['arrival', 240, 180], ['completion', 1440, 1200]]],
  ['普通维修', 'repair', null, [['response', 30, 20], ['appointment', 120, 90], ['arrival', 1440, 1200], ['completion', 4320, 3600]]],
  ['安装', 'install', null, [['response', 60, 45], ['appointment', 240, 180], ['arrival', 2880, 2400]]],
  ['默认', null, null, [['response', 120, 90], ['completion', 10080, 8640]]],
];

type AreaSeed = [code: string, name: string, postalCode: string | null, children?: AreaSeed[]];

const AREA_SEED: AreaSeed[] = [
  ['110000', '北京市', '100000', [['110100', '北京市', '100000', [['110105', '朝阳区', '100020'], ['110108', '海淀区', '100080'], ['110101', '东城区', '100010']]]]],
  ['310000', '上海市', '200000', [['310100', '上海市', '200000', [['310115', '浦东新区', '200120'], ['310112', '闵行区', '201100'], ['310101', '黄浦区', '200001']]]]],
  ['440000', '广东省', null, [['440100', '广州市', '510000', [['440106', '天河区', '510630']]], ['440300', '深圳市', '518000', [['440305', '南山区', '518051']]]]],
];

async function seedAreas(tx: Tx, tenantId: number, areas: AreaSeed[], parentId = -1, level = 1) {
  for (const [sort, [code, name, postalCode, children]] of areas.entries()) {
    const [row] = await tx.insert(s.basArea).values({ tenantId, parentId, code, name, postalCode, level: String(level), sort }).returning({ id: s.basArea.id });
    if (children) await seedAreas(tx, tenantId, children, row.id, level + 1);
  }
}

export async function isEmpty(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ n: count() }).from(s.sysTenant);
  return row.n === 0;
}

export async function seedDemo(database: Database): Promise<void> {
  const hash = await argon2.hash(DEMO_PASSWORD);
  await database.db.transaction(async (tx) => {
    await tx.insert(s.sysOauthClient).values([
      { clientId: 'pig', secretHash: sha256('pig'), grantTypes: 'password,refresh_token,mobile', encFlag: true, aesKey: 'pigxpigxpigxpigx', aesMode: 'CBC' },
      { clientId: 'test', secretHash: sha256('test'), grantTypes: 'password,refresh_token,mobile', encFlag: false },
    ]);
    const tenants = await tx
      .insert(s.sysTenant)
      .values([
        { name: '示范电器有限公司', code: 'T1', shortName: '示范电器', defaultLang: 'zh-CN' },
        { name: 'Second Brand Appliances', code: 'T2', shortName: 'Second Brand', defaultLang: 'en-US' },
      ])
      .returning({ id: s.sysTenant.id, code: s.sysTenant.code });
    const tenantIds = new Map(tenants.map((t) => [t.code, t.id]));
    const t1 = await seedTenant(tx, tenantIds.get('T1')!, { depts: DEPT_SEED, roles: ROLE_SEED, lang: 'zh' });
    const t2 = await seedTenant(tx, tenantIds.get('T2')!, {
      depts: [{ code: 'T2-HQ', name: 'Second Brand HQ', kind: 'hq', phone: '+34 910 000 000', address: 'Calle Mayor 1, Madrid' }],
      roles: ROLE_SEED.filter((r) => r.code === 'ROLE_ADMIN'),
      lang: 'en',
    });
    const byTenant = new Map([
      ['T1', t1],
      ['T2', t2],
    ]);
    const users: UserSeed[] = [...USER_SEED, { username: 'admin2', name: 'Second Brand admin', phone: '13900000001', dept: 'T2-HQ', roles: ['ROLE_ADMIN'], home: 'T2' }];
    for (const u of users) {
      const [row] = await tx.insert(s.sysUser).values({ username: u.username, name: u.name, phone: u.phone, passwordHash: hash, ...u.seat }).returning({ id: s.sysUser.id });
      const homeCode = u.home ?? 'T1';
      const memberships = [{ tenant: homeCode, dept: u.dept, roles: u.roles }, ...(u.alsoIn ?? []).map((a) => ({ tenant: a.tenant, dept: a.dept, roles: [a.role] }))];
      for (const m of memberships) {
        const ids = byTenant.get(m.tenant)!;
        const tenantId = tenantIds.get(m.tenant)!;
        await tx.insert(s.sysUserTenant).values({ tenantId, userId: row.id, deptId: ids.deptIds.get(m.dept) ?? null, snUserId: ids.siteIds.get(m.dept) ?? null });
        await tx.insert(s.sysUserRole).values(m.roles.map((code) => ({ tenantId, userId: row.id, roleId: ids.roleIds.get(code)! })));
      }
    }
    await seedNetworkRequests(tx, tenantIds.get('T1')!);
    await seedEngineers(tx, tenantIds.get('T1')!, hash);
    await seedDemoOrders(tx, tenantIds.get('T1')!);
    await seedStock(tx, tenantIds.get('T1')!, (await tx.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, 'admin')))[0].id);
    await seedPartsApplications(tx, tenantIds.get('T1')!);
    await seedPartsReturns(tx, tenantIds.get('T1')!);
    await seedAccounts(tx, tenantIds.get('T1')!);
    await seedCheckBills(tx, tenantIds.get('T1')!);
    await seedBillSlips(tx, tenantIds.get('T1')!);
    await seedPartsPlans(tx, tenantIds.get('T1')!);
    await seedKnowledge(tx, tenantIds.get('T1')!);
    await seedPicChecks(tx, tenantIds.get('T1')!);
    await seedSupervisions(tx, tenantIds.get('T1')!);
    await seedComplaints(tx, tenantIds.get('T1')!);
    await seedPushDemo(tx, tenantIds.get('T1')!);
    await seedQualityReports(tx, tenantIds.get('T1')!);
    await seedRecalls(tx, tenantIds.get('T1')!);
    await seedEvaluations(tx, tenantIds.get('T1')!);
  });
}
