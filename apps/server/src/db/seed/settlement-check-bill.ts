/**
 * Assessment sheets (issue 17): the 考核单 screen under 财务中心 with its buttons, granted to the demo roles
 * (headquarters raises, imports, issues and re-audits; a centre raises, imports and issues for its region; an outlet sees and appeals
 * its own), the appeal's approval process (headquarters re-audits), and demo sheets of the Chaoyang and Haidian
 * outlets in every state, made by the sheets' own commands.
 */
import { CHECK_BILL_APPEAL_PROCESS, CHECK_BILL_PERMISSIONS, type CheckBillPermission } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { addBill, appealBill, closeBill, issueBill, reAuditBill } from '../../modules/settlement/check-bill.service.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { authOfUser } from './orders-demo.ts';

const SCREEN = { key: 'finance.checkBill', name: '考核单', path: '/finance/checkBill/index', icon: 'icon-audit' };
const BUTTONS: Record<CheckBillPermission, string> = { view: '查看', add: '新增', edit: '修改', audit: '下发', appeal: '申诉', reAudit: '复审', export: '导出', import: '导入' };
const buttonKey = (p: CheckBillPermission) => `sfCheckBill.${p}`;
/** The assessment items' view (the form's choice of item): whoever raises sheets lists them. */
const ITEMS_VIEW = 'checkSubject.view';

const GRANTS: [string[], CheckBillPermission[]][] = [
  // Headquarters may also appeal on an outlet's behalf (and then decides it in its re-audit step).
  [['ROLE_ADMIN'], ['view', 'add', 'edit', 'audit', 'appeal', 'reAudit', 'export', 'import']],
  [['CENTRE'], ['view', 'add', 'edit', 'audit', 'export', 'import']],
  [['OUTLET_1', 'OUTLET_2'], ['view', 'appeal']],
];

/** The finance centre's menu (财务中心), made by whichever settlement seed comes first. */
async function financeMenu(tx: Tx, tenantId: number): Promise<number> {
  const [found] = await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), eq(s.sysMenu.key, 'finance')));
  if (found) return found.id;
  const [made] = await tx.insert(s.sysMenu).values({ tenantId, parentId: -1, key: 'finance', name: '财务中心', path: '/finance', icon: 'icon-money-collect', sort: 80 }).returning({ id: s.sysMenu.id });
  return made.id;
}

/** The screen, its buttons and their grants; the appeal's process (headquarters re-audits). */
export async function seedCheckBillMenu(tx: Tx, tenantId: number) {
  const finance = await financeMenu(tx, tenantId);
  const [screen] = await tx.insert(s.sysMenu).values({ tenantId, parentId: finance, ...SCREEN, keepAlive: '1', sort: 50 }).returning({ id: s.sysMenu.id });
  const buttons = await tx
    .insert(s.sysMenu)
    .values(Object.entries(BUTTONS).map(([p, label], sort) => ({ tenantId, parentId: screen.id, key: buttonKey(p as CheckBillPermission), name: `${SCREEN.name}${label}`, type: '1' as const, permission: CHECK_BILL_PERMISSIONS[p as CheckBillPermission], sort })))
    .returning({ id: s.sysMenu.id, key: s.sysMenu.key });
  const menuOf = new Map(buttons.map((b) => [b.key, b.id]));
  const [items] = await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), eq(s.sysMenu.key, ITEMS_VIEW)));
  for (const [roles, granted] of GRANTS) {
    const roleRows = await tx.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, roles)));
    const menus = [finance, screen.id, ...granted.map((p) => menuOf.get(buttonKey(p))!), ...(items && granted.includes('add') ? [items.id] : [])];
    if (roleRows.length) await tx.insert(s.sysRoleMenu).values(roleRows.flatMap((role) => menus.map((menuId) => ({ tenantId, roleId: role.id, menuId })))).onConflictDoNothing();
  }
  const [tenant] = await tx.select({ lang: s.sysTenant.defaultLang }).from(s.sysTenant).where(eq(s.sysTenant.id, tenantId));
  const zh = tenant?.lang !== 'en-US';
  await tx.insert(s.wfDefinition).values({
    tenantId,
    key: CHECK_BILL_APPEAL_PROCESS,
    name: zh ? '考核单申诉' : 'Assessment sheet appeal',
    businessType: CHECK_BILL_APPEAL_PROCESS,
    manualStart: false,
    sort: 20,
    steps: [{ key: 'hqReview', name: zh ? '总部复审' : 'Headquarters re-audit', roleCodes: ['ROLE_ADMIN'], org: 'hq' }],
  });
}

/** Tenant 1's demo sheets: a draft, issued ones (a reward that stands, a penalty open to appeal), one under appeal, one upheld, one revoked, one cancelled. */
export async function seedCheckBills(tx: Tx, tenantId: number) {
  const admin = await authOfUser(tx, tenantId, 'admin');
  const outlet = await authOfUser(tx, tenantId, 'outlet_chaoyang');
  const subject = async (code: string) => (await tx.select({ id: s.basCheckSubject.id }).from(s.basCheckSubject).where(and(eq(s.basCheckSubject.tenantId, tenantId), eq(s.basCheckSubject.code, code))))[0].id;
  const site = async (code: string) => (await tx.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, tenantId), eq(s.snSite.code, code))))[0].id;
  const cy = await site('ASC-BJ-CY');
  const hd = await site('ASC-BJ-HD');
  const raise = (siteId: number, code: string, remark: string) => subject(code).then((subjectId) => addBill(tx, admin, { siteId, subjectId, remark }));
  await raise(cy, 'CK-LATE-RESP', '11月20日报修超时2小时响应');
  const praise = await raise(cy, 'CK-PRAISE', '客户来电表扬王师傅');
  await issueBill(tx, admin, praise.id);
  const complaint = await raise(cy, 'CK-COMPLAINT', '客户投诉上门未穿鞋套');
  await issueBill(tx, admin, complaint.id);
  const appealed = await raise(cy, 'CK-FALSE', '回访发现工单未实际上门');
  await issueBill(tx, admin, appealed.id);
  await appealBill(tx, outlet, appealed.id, undefined, '已上门，有现场照片为证');
  const upheld = await raise(cy, 'CK-LATE-DONE', '超时完工一天');
  await issueBill(tx, admin, upheld.id);
  await appealBill(tx, outlet, upheld.id, undefined, '客户改约导致延期');
  await reAuditBill(tx, admin, upheld.id, 'uphold', '改约无记录，维持考核');
  const revoked = await raise(hd, 'CK-COMPLAINT', '客户投诉服务态度');
  await issueBill(tx, admin, revoked.id);
  await appealBill(tx, await authOfUser(tx, tenantId, 'outlet_haidian'), revoked.id, undefined, '录音证明态度良好');
  await reAuditBill(tx, admin, revoked.id, 'revoke', '核实录音，撤销考核');
  const cancelled = await raise(hd, 'CK-LATE-RESP', '误录');
  await closeBill(tx, admin, 'cancel', cancelled.id, undefined, '重复录入');
}
