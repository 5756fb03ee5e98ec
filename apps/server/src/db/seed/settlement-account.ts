/**
 * The outlet's account (issue 17): the 账户余额 (balance view) and 资金流水 (flows) screens under 财务中心 with their
 * buttons, granted to the demo roles (headquarters records and checks, a centre sees its region's, an outlet its
 * own), and demo flows posted by postFlows: deposits and credit grants for the Beijing and Shanghai outlets, a
 * payment received, and a parts order on credit occupying, then partly used.
 */
import { ACCOUNT_PERMISSIONS } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { postFlows } from '../../modules/settlement/index.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';

const BALANCE = { key: 'finance.siteAccount', name: '账户余额', path: '/finance/siteAccount/index', icon: 'icon-wallet' };
const FLOWS = { key: 'finance.siteFinflow', name: '资金流水', path: '/finance/siteFinflow/index', icon: 'icon-unordered-list' };
type AccountPermission = keyof typeof ACCOUNT_PERMISSIONS;
const BUTTONS: Record<AccountPermission, string> = { view: '查看', record: '登记', export: '导出', check: '核对' };
const buttonKey = (p: AccountPermission) => `sfSiteFinflow.${p}`;

const GRANTS: [string[], AccountPermission[]][] = [
  [['ROLE_ADMIN'], ['view', 'record', 'export', 'check']],
  [['CENTRE'], ['view', 'export']],
  [['OUTLET_1', 'OUTLET_2'], ['view', 'export']],
];

/** The finance centre's menu (财务中心), made by whichever settlement seed comes first. */
async function financeMenu(tx: Tx, tenantId: number): Promise<number> {
  const [found] = await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), eq(s.sysMenu.key, 'finance')));
  if (found) return found.id;
  const [made] = await tx.insert(s.sysMenu).values({ tenantId, parentId: -1, key: 'finance', name: '财务中心', path: '/finance', icon: 'icon-money-collect', sort: 80 }).returning({ id: s.sysMenu.id });
  return made.id;
}

/** The two screens (the record button on the balance view, the rest on both), granted to the roles that use them. */
export async function seedAccountMenu(tx: Tx, tenantId: number) {
  const finance = await financeMenu(tx, tenantId);
  const [balance] = await tx.insert(s.sysMenu).values({ tenantId, parentId: finance, ...BALANCE, keepAlive: '1', sort: 60 }).returning({ id: s.sysMenu.id });
  const [flows] = await tx.insert(s.sysMenu).values({ tenantId, parentId: finance, ...FLOWS, keepAlive: '1', sort: 61 }).returning({ id: s.sysMenu.id });
  const buttons = await tx
    .insert(s.sysMenu)
    .values(
      Object.entries(BUTTONS).map(([p, label], sort) => ({ tenantId, parentId: balance.id, key: buttonKey(p as AccountPermission), name: `${BALANCE.name}${label}`, type: '1' as const, permission: ACCOUNT_PERMISSIONS[p as AccountPermission], sort })),
    )
    .returning({ id: s.sysMenu.id, key: s.sysMenu.key });
  const menuOf = new Map(buttons.map((b) => [b.key, b.id]));
  for (const [roles, granted] of GRANTS) {
    const roleRows = await tx.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, roles)));
    const menus = [finance, balance.id, flows.id, ...granted.map((p) => menuOf.get(buttonKey(p))!)];
    if (roleRows.length) await tx.insert(s.sysRoleMenu).values(roleRows.flatMap((role) => menus.map((menuId) => ({ tenantId, roleId: role.id, menuId })))).onConflictDoNothing();
  }
}

/** Tenant 1's demo flows, posted as headquarters (admin) would record them. */
export async function seedAccounts(tx: Tx, tenantId: number) {
  const [admin] = await tx.select({ id: s.sysUser.id, username: s.sysUser.username }).from(s.sysUser).where(eq(s.sysUser.username, 'admin'));
  const poster = { tenantId, userId: admin.id, username: admin.username };
  const sites = new Map(
    (await tx.select({ id: s.snSite.id, code: s.snSite.code }).from(s.snSite).where(and(eq(s.snSite.tenantId, tenantId), inArray(s.snSite.code, ['ASC-BJ-CY', 'ASC-BJ-HD', 'ASC-SH-PD', 'ASC-SH-MH'])))).map((r) => [r.code, r.id]),
  );
  const manual = (reason: string, docNo: string) => ({ docType: 'manual', docNo, reason });
  const cy = sites.get('ASC-BJ-CY')!;
  const hd = sites.get('ASC-BJ-HD')!;
  await postFlows(tx, poster, [
    { siteId: cy, kind: 'deposit', amount: '20000.00', ...manual('2026年度保证金', 'BZJ-2026-001') },
    { siteId: hd, kind: 'deposit', amount: '10000.00', ...manual('2026年度保证金', 'BZJ-2026-002') },
    { siteId: sites.get('ASC-SH-PD')!, kind: 'deposit', amount: '15000.00', ...manual('2026年度保证金', 'BZJ-2026-003') },
    { siteId: sites.get('ASC-SH-MH')!, kind: 'deposit', amount: '8000.00', ...manual('2026年度保证金', 'BZJ-2026-004') },
  ]);
  await postFlows(tx, poster, [
    { siteId: cy, kind: 'credit', amount: '50000.00', ...manual('年度授信', 'SX-2026-001') },
    { siteId: hd, kind: 'credit', amount: '20000.00', ...manual('年度授信', 'SX-2026-002') },
    { siteId: sites.get('ASC-SH-PD')!, kind: 'credit', amount: '60000.00', ...manual('年度授信', 'SX-2026-003') },
    { siteId: sites.get('ASC-SH-MH')!, kind: 'credit', amount: '10000.00', ...manual('年度授信', 'SX-2026-004') },
  ]);
  await postFlows(tx, poster, [{ siteId: cy, kind: 'payment', amount: '3600.50', ...manual('备件货款回款', 'HK-2026-0101') }]);
  // A parts order on credit: occupied when submitted, then received (its occupation turned into use).
  const order = { docType: 'demo', docNo: 'SA-DEMO-CREDIT' };
  await postFlows(tx, poster, [{ siteId: cy, kind: 'occupy', amount: '1280.00', ...order, reason: '信用订货占用' }]);
  await postFlows(tx, poster, [
    { siteId: cy, kind: 'release', amount: '1280.00', ...order, reason: '签收' },
    { siteId: cy, kind: 'use', amount: '1280.00', ...order, reason: '签收' },
  ]);
  await postFlows(tx, poster, [{ siteId: hd, kind: 'occupy', amount: '560.00', ...order, docNo: 'SA-DEMO-CREDIT-2', reason: '信用订货占用' }]);
}
