/**
 * Billing slips (issue 17): the 结算单据 screen under 财务中心 with its buttons, granted to the demo roles
 * (headquarters makes, approves and closes slips; a centre sees its region's; an outlet sees its own and confirms the
 * money's arrival), the slips' approval process (headquarters approves), and demo slips in several states.
 */
import { BILL_SLIP_PERMISSIONS, BILL_SLIP_PROCESS, type BillSlipPermission, type StatementAction } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { batchSettle } from '../../modules/settlement/batch-settle.service.ts';
import { addSlip, arriveSlip, decideSlip } from '../../modules/settlement/bill-slip.service.ts';
import { addBill, issueBill } from '../../modules/settlement/check-bill.service.ts';
import { actOnStatement } from '../../modules/settlement/statement.service.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { authOfUser } from './orders-demo.ts';
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

/** Today in the server's time zone (a statement's period is in whole local days). */
function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Tenant 1's demo slips, for the Minhang outlet (no other demo data settles there): four customer-praise rewards, each
 * issued (no appeal days: it stands at once), settled on a statement of its own and paid by the statements' own
 * commands (headquarters confirms and invoices for the outlet, which has no login); their slips arrived, approved,
 * pending approval (in headquarters' My processes) and rejected.
 */
export async function seedBillSlips(tx: Tx, tenantId: number) {
  const admin = await authOfUser(tx, tenantId, 'admin');
  const idOf = async (rows: Promise<{ id: number }[]>) => (await rows)[0].id;
  const siteId = await idOf(tx.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, tenantId), eq(s.snSite.code, 'ASC-SH-MH'))));
  const subjectId = await idOf(tx.select({ id: s.basCheckSubject.id }).from(s.basCheckSubject).where(and(eq(s.basCheckSubject.tenantId, tenantId), eq(s.basCheckSubject.code, 'CK-PRAISE'))));
  const postingSubjectId = await idOf(tx.select({ id: s.basFinSubject.id }).from(s.basFinSubject).where(and(eq(s.basFinSubject.tenantId, tenantId), eq(s.basFinSubject.code, 'FIN-LABOUR'))));
  const day = today();
  const payer = { payerName: '示范电器有限公司', payerBank: '招商银行杭州钱塘支行', payerAccount: '571908765432101' };
  const paidStatement = async (remark: string) => {
    const sheet = await addBill(tx, admin, { siteId, subjectId, remark });
    await issueBill(tx, admin, sheet.id);
    const { batchNo } = await batchSettle(tx, admin, { periodStart: day, periodEnd: day, siteIds: [siteId] });
    const [statement] = await tx.select().from(s.sfStatement).where(and(eq(s.sfStatement.tenantId, tenantId), eq(s.sfStatement.batchNo, batchNo)));
    const steps: [StatementAction, Record<string, unknown>][] = [
      ['send', {}],
      ['confirm', {}],
      ['askInvoice', {}],
      ['invoice', { invoice: { invoiceNo: `MH-${statement.statementNo}`, invoiceAmount: statement.totalAmount, taxRate: '6.00' } }],
      ['receiveInvoice', {}],
      ['pay', {}],
    ];
    for (const [action, input] of steps) await actOnStatement(tx, admin, action, { id: statement.id, ...input });
    return statement.id;
  };
  const slipOf = async (remark: string, handlingFee: string) => addSlip(tx, admin, await paidStatement(remark), { postingSubjectId, handlingFee, estimatedArrivalDate: day, remark: '网银转账', ...payer });
  const arrived = await slipOf('客户来电表扬闵行网点安装规范', '1.50');
  await decideSlip(tx, admin, arrived.id, undefined, 'approve', '同意');
  await arriveSlip(tx, admin, arrived.id, undefined, day);
  const approved = await slipOf('客户表扬师傅准时上门', '1.50');
  await decideSlip(tx, admin, approved.id, undefined, 'approve', '同意');
  await slipOf('客户表扬维修后回访耐心', '0.00');
  const rejected = await slipOf('客户表扬现场清洁', '5.00');
  await decideSlip(tx, admin, rejected.id, undefined, 'reject', '手续费与银行回单不符');
}
