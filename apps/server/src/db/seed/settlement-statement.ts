/**
 * Statements (issue 17): the settlement pool (结算池) and statements (结算单) screens under 财务中心 with their buttons,
 * granted to the demo roles: headquarters does everything, a centre initiates and audits for its region, an outlet
 * confirms, objects and invoices its own.
 */
import { STATEMENT_PERMISSIONS, type StatementPermission } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';

const POOL = { key: 'finance.settlePool', name: '结算池', path: '/finance/settlePool/index', icon: 'icon-inbox' };
const STATEMENTS = { key: 'finance.statement', name: '结算单', path: '/finance/statement/index', icon: 'icon-file-done' };
const BUTTONS: Record<StatementPermission, string> = { view: '查看', add: '发起结算', audit: '审核', confirm: '确认与开票', pay: '付款', export: '导出' };
const buttonKey = (p: StatementPermission) => `sfBatchSettle.${p}`;

const GRANTS: [string[], StatementPermission[]][] = [
  [['ROLE_ADMIN'], ['view', 'add', 'audit', 'confirm', 'pay', 'export']],
  [['CENTRE'], ['view', 'add', 'audit', 'export']],
  [['OUTLET_1', 'OUTLET_2'], ['view', 'confirm', 'export']],
];

/** The finance centre's menu (财务中心), made by whichever settlement seed comes first. */
export async function financeMenu(tx: Tx, tenantId: number): Promise<number> {
  const [found] = await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), eq(s.sysMenu.key, 'finance')));
  if (found) return found.id;
  const [made] = await tx.insert(s.sysMenu).values({ tenantId, parentId: -1, key: 'finance', name: '财务中心', path: '/finance', icon: 'icon-money-collect', sort: 80 }).returning({ id: s.sysMenu.id });
  return made.id;
}

/** The two screens and the statement buttons, granted to the roles that use them (the pool is headquarters' and the centres'). */
export async function seedStatementMenu(tx: Tx, tenantId: number) {
  const finance = await financeMenu(tx, tenantId);
  const [pool] = await tx.insert(s.sysMenu).values({ tenantId, parentId: finance, ...POOL, keepAlive: '1', sort: 40 }).returning({ id: s.sysMenu.id });
  const [screen] = await tx.insert(s.sysMenu).values({ tenantId, parentId: finance, ...STATEMENTS, keepAlive: '1', sort: 41 }).returning({ id: s.sysMenu.id });
  const buttons = await tx
    .insert(s.sysMenu)
    .values(
      Object.entries(BUTTONS).map(([p, label], sort) => ({ tenantId, parentId: screen.id, key: buttonKey(p as StatementPermission), name: `${STATEMENTS.name}${label}`, type: '1' as const, permission: STATEMENT_PERMISSIONS[p as StatementPermission], sort })),
    )
    .returning({ id: s.sysMenu.id, key: s.sysMenu.key });
  const menuOf = new Map(buttons.map((b) => [b.key, b.id]));
  for (const [roles, granted] of GRANTS) {
    const roleRows = await tx.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, roles)));
    const menus = [finance, screen.id, ...(granted.includes('add') ? [pool.id] : []), ...granted.map((p) => menuOf.get(buttonKey(p))!)];
    if (roleRows.length) await tx.insert(s.sysRoleMenu).values(roleRows.flatMap((role) => menus.map((menuId) => ({ tenantId, roleId: role.id, menuId })))).onConflictDoNothing();
  }
}
