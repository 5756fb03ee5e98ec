/**
 * Billing slips (issue 17): the 结算单据 screen under 财务中心 with its buttons, granted to the demo roles
 * (headquarters makes, approves and closes slips; a centre sees its region's; an outlet sees its own and confirms the
 * money's arrival), and the slips' approval process (headquarters approves).
 */
import { BILL_SLIP_PERMISSIONS, BILL_SLIP_PROCESS, type BillSlipPermission } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { financeMenu } from './settlement-statement.ts';

const SCREEN = { key: 'finance.billSlip', name: '结算单据', path: '/finance/billSlip/index', icon: 'icon-account-book' };
const BUTTONS: Record<BillSlipPermission, string> = { view: '查看', add: '入账', edit: '修改', approve: '审批', arrive: '确认到账', export: '导出' };
const buttonKey = (p: BillSlipPermission) => `sfBillSlip.${p}`;

const GRANTS: [string[], BillSlipPermission[]][] = [
  [['ROLE_ADMIN'], ['view', 'add', 'edit', 'approve', 'arrive', 'export']],
  [['CENTRE'], ['view', 'export']],
  [['OUTLET_1', 'OUTLET_2'], ['view', 'arrive']],
];

/** The screen, its buttons and their grants; the approval process (one step: headquarters). */
export async function seedBillSlipMenu(tx: Tx, tenantId: number) {
  const finance = await financeMenu(tx, tenantId);
  const [screen] = await tx.insert(s.sysMenu).values({ tenantId, parentId: finance, ...SCREEN, keepAlive: '1', sort: 42 }).returning({ id: s.sysMenu.id });
  const buttons = await tx
    .insert(s.sysMenu)
    .values(Object.entries(BUTTONS).map(([p, label], sort) => ({ tenantId, parentId: screen.id, key: buttonKey(p as BillSlipPermission), name: `${SCREEN.name}${label}`, type: '1' as const, permission: BILL_SLIP_PERMISSIONS[p as BillSlipPermission], sort })))
    .returning({ id: s.sysMenu.id, key: s.sysMenu.key });
  const menuOf = new Map(buttons.map((b) => [b.key, b.id]));
  for (const [roles, granted] of GRANTS) {
    const roleRows = await tx.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, roles)));
    const menus = [finance, screen.id, ...granted.map((p) => menuOf.get(buttonKey(p))!)];
    if (roleRows.length) await tx.insert(s.sysRoleMenu).values(roleRows.flatMap((role) => menus.map((menuId) => ({ tenantId, roleId: role.id, menuId })))).onConflictDoNothing();
  }
  const [tenant] = await tx.select({ lang: s.sysTenant.defaultLang }).from(s.sysTenant).where(eq(s.sysTenant.id, tenantId));
  const zh = tenant?.lang !== 'en-US';
  await tx.insert(s.wfDefinition).values({
    tenantId,
    key: BILL_SLIP_PROCESS,
    name: zh ? '结算单据审批' : 'Billing slip approval',
    businessType: BILL_SLIP_PROCESS,
    manualStart: false,
    sort: 21,
    steps: [{ key: 'hqFinance', name: zh ? '总部财务审批' : 'Headquarters finance approval', roleCodes: ['ROLE_ADMIN'], org: 'hq' }],
  });
}
