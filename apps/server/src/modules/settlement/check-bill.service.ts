/**
 * Assessment sheets' commands (packages/shared settlement/check-bill.ts; docs/settlement.md, Assessment sheets).
 * Each is one transaction: the sheet is read in the caller's data scope and locked, the shared table decides, an
 * UPDATE guarded on the version moves it, and a history row records who did what and why. The outlet's appeal runs
 * through the approval workflow: the sheet moves when its process ends. sheetsToSettle is what statements take.
 */
import {
  allowedCheckBillActions,
  appealDeadline,
  CHECK_BILL_ACTION_LABELS,
  CHECK_BILL_ACTIONS,
  CHECK_BILL_APPEAL_PROCESS,
  CHECK_BILL_PERMISSIONS,
  CHECK_BILL_STATUS_LABELS,
  checkBillImportResource,
  type CheckBillAction,
  type CheckBillType,
  dec,
  formatDateTime,
  mayAppeal,
  settledAmount,
} from '@as/shared';
import { and, asc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { basCheckSubject } from '../master-data/index.ts';
import { documentCommands, wholeTenant } from '../document.ts';
import { siteScope, snSite } from '../network/index.ts';
import type { Row } from '../../http/resource/resource.repository.ts';
import type { ImportTarget } from '../../platform/imports/import.service.ts';
import { orderScope, soOrder } from '../work-orders/index.ts';
import { approveDocument, cancelDocument, documentTurn, onWorkflowEnd, rejectDocument, startWorkflow, type WorkflowEnd } from '../workflow/index.ts';
import { sfCheckBill, sfCheckBillHistory, sfCheckBillNo } from './check-bill.table.ts';

type Bill = typeof sfCheckBill.$inferSelect;

/** Who sees a sheet: the outlet's organisations (an outlet its own, a centre its region's, headquarters all), or whoever raised it. */
export const checkBillScope = (viewer: Viewer): SQL | undefined => orgScope(viewer, { dept: sfCheckBill.deptId, owner: sfCheckBill.createdBy });

export interface BillInput {
  siteId?: number;
  orderId?: number | null;
  subjectId?: number;
  amount?: string | null;
  remark?: string | null;
}

const commands = documentCommands({
  table: sfCheckBill,
  history: { table: sfCheckBillHistory, key: 'billId' },
  scope: checkBillScope,
  state: (row) => ({ status: row.status }),
  actions: CHECK_BILL_ACTIONS,
  changed: 'checkBillChanged',
  refused: (row, action) => new AppError('checkBillActionRefused', { status: CHECK_BILL_STATUS_LABELS[row.status], action: CHECK_BILL_ACTION_LABELS[action] }),
});

/** The outlet, order and item a sheet names, checked: the outlet in the caller's scope, the order the outlet's, the item a usable leaf. */
async function resolve(tx: Tx, auth: AuthContext, input: Required<Pick<BillInput, 'siteId' | 'subjectId'>> & BillInput) {
  const errors: { field: string; code: 'notFound' | 'checkBillOrderOfOther' | 'checkBillSubjectUnusable' | 'checkBillRemarkRequired' | 'required' }[] = [];
  if (!input.remark?.trim()) errors.push({ field: 'remark', code: 'checkBillRemarkRequired' });
  const [site] = await tx
    .select({ id: snSite.id, deptId: snSite.deptId })
    .from(snSite)
    .where(and(eq(snSite.tenantId, auth.tenantId), eq(snSite.id, input.siteId), isNull(snSite.deletedAt), siteScope(auth)));
  if (!site) errors.push({ field: 'siteId', code: 'notFound' });
  let order: { id: number; orderNo: string } | null = null;
  if (input.orderId) {
    const [found] = await tx.select({ id: soOrder.id, orderNo: soOrder.orderNo, siteId: soOrder.siteId }).from(soOrder).where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, input.orderId), isNull(soOrder.deletedAt)));
    if (!found) errors.push({ field: 'orderId', code: 'notFound' });
    else if (site && found.siteId !== site.id) errors.push({ field: 'orderId', code: 'checkBillOrderOfOther' });
    else order = { id: found.id, orderNo: found.orderNo };
  }
  const [subject] = await tx
    .select({ id: basCheckSubject.id, subjectType: basCheckSubject.subjectType, amount: basCheckSubject.amount, appealDays: basCheckSubject.appealDays, enabled: basCheckSubject.enabled })
    .from(basCheckSubject)
    .where(and(eq(basCheckSubject.tenantId, auth.tenantId), eq(basCheckSubject.id, input.subjectId), isNull(basCheckSubject.deletedAt)));
  // A group of items (one with items under it) is no item to raise a sheet from.
  const children = subject
    ? await tx.select({ id: basCheckSubject.id }).from(basCheckSubject).where(and(eq(basCheckSubject.tenantId, auth.tenantId), eq(basCheckSubject.parentId, subject.id), isNull(basCheckSubject.deletedAt))).limit(1)
    : [];
  const amount = input.amount ?? subject?.amount;
  if (!subject) errors.push({ field: 'subjectId', code: 'notFound' });
  else if (!subject.enabled || children.length || !['penalty', 'reward'].includes(subject.subjectType)) errors.push({ field: 'subjectId', code: 'checkBillSubjectUnusable' });
  else if (!dec(amount).gt(0)) errors.push({ field: 'amount', code: 'required' });
  if (errors.length) throw new FieldErrors(errors);
  return { site: site!, order, subject: subject!, amount: amount as string };
}

/** Headquarters or a centre raises a sheet (a draft) against an outlet, or one of its orders, from an assessment item. */
export async function addBill(tx: Tx, auth: AuthContext, input: BillInput & { siteId: number; subjectId: number }) {
  const { site, order, subject, amount } = await resolve(tx, auth, input);
  const [saved] = await tx
    .insert(sfCheckBill)
    .values({
      tenantId: auth.tenantId,
      billNo: sql`'KH' || to_char(now(), 'YYMMDD') || lpad(nextval(${sfCheckBillNo.seqName})::text, 6, '0')`,
      siteId: site.id,
      deptId: site.deptId,
      orderId: order?.id ?? null,
      orderNo: order?.orderNo ?? null,
      subjectId: subject.id,
      subjectType: subject.subjectType as CheckBillType,
      amount,
      appealDays: subject.appealDays,
      remark: input.remark!.trim(),
      createdBy: auth.userId,
      updatedBy: auth.userId,
    })
    .returning();
  await commands.history(tx, auth, null, saved, 'create', saved.remark);
  return saved;
}

/** Headquarters or a centre raises a sheet from a work order's screen: the order in the caller's scope, against the outlet that holds it. */
export async function addBillByOrder(tx: Tx, auth: AuthContext, input: Omit<BillInput, 'siteId' | 'orderId'> & { orderId: number; subjectId: number }) {
  const [order] = await tx
    .select({ id: soOrder.id, siteId: soOrder.siteId })
    .from(soOrder)
    .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, input.orderId), isNull(soOrder.deletedAt), orderScope(auth)));
  if (!order) throw new AppError('notFound');
  if (!order.siteId) throw new FieldErrors([{ field: 'orderId', code: 'checkBillOrderNoSite' }]);
  return addBill(tx, auth, { ...input, siteId: order.siteId });
}

/** A spreadsheet row as a sheet's input: the order named by its number (the import's column) instead of its id. */
async function importedInput(tx: Tx, auth: AuthContext, value: Row) {
  let orderId: number | null = null;
  if (value.orderNo) {
    const [order] = await tx.select({ id: soOrder.id }).from(soOrder).where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.orderNo, String(value.orderNo)), isNull(soOrder.deletedAt)));
    if (!order) throw new FieldErrors([{ field: 'orderNo', code: 'notFound' }]);
    orderId = order.id;
  }
  return { siteId: Number(value.siteId), subjectId: Number(value.subjectId), orderId, amount: (value.amount as string | null | undefined) ?? null, remark: String(value.remark ?? '') };
}

/**
 * Sheets from a spreadsheet (the import's check and target): each row checked and raised as a draft by the add's
 * own rules (the outlet in the caller's scope, the order the outlet's, a usable item, the remark), its problems
 * named by the file's columns.
 */
export async function checkImportedBill(tx: Tx, auth: AuthContext, value: Row) {
  try {
    await resolve(tx, auth, await importedInput(tx, auth, value));
  } catch (e) {
    if (e instanceof FieldErrors) throw new FieldErrors(e.errors.map((error) => (error.field === 'orderId' ? { ...error, field: 'orderNo' } : error)));
    throw e;
  }
}

export const checkBillImportTarget = (auth: AuthContext): ImportTarget => ({
  def: checkBillImportResource,
  duplicates: async () => [],
  insert: async (tx, _tenantId, _userId, value) => addBill(tx, auth, await importedInput(tx, auth, value)),
});

/** A draft's outlet, order, item, amount or remark changed. */
export async function updateBill(tx: Tx, auth: AuthContext, id: number, version: number | undefined, input: BillInput) {
  const row = await commands.forUpdate(tx, auth, id);
  commands.next(row, 'update', version);
  const merged = { siteId: input.siteId ?? row.siteId, subjectId: input.subjectId ?? row.subjectId, orderId: input.orderId === undefined ? row.orderId : input.orderId, remark: input.remark ?? row.remark };
  const amount = input.amount ?? (input.subjectId && input.subjectId !== row.subjectId ? null : row.amount);
  const { site, order, subject, amount: priced } = await resolve(tx, auth, { ...merged, amount });
  const saved = await commands.save(tx, auth, row, {
    siteId: site.id,
    deptId: site.deptId,
    orderId: order?.id ?? null,
    orderNo: order?.orderNo ?? null,
    subjectId: subject.id,
    subjectType: subject.subjectType as CheckBillType,
    amount: priced,
    appealDays: subject.appealDays,
    remark: merged.remark.trim(),
  });
  await commands.history(tx, auth, row, saved, 'update');
  return saved;
}

/** A draft issued to its outlet: the appeal period starts now. */
export async function issueBill(tx: Tx, auth: AuthContext, id: number, version?: number) {
  const row = await commands.forUpdate(tx, auth, id);
  const moved = commands.next(row, 'issue', version);
  const now = new Date();
  const saved = await commands.save(tx, auth, row, { ...moved, issuedAt: now, appealDeadline: appealDeadline(now, row.appealDays) });
  await commands.history(tx, auth, row, saved, 'issue');
  return saved;
}

/** A draft cancelled, or an issued sheet stopped by headquarters, with a reason. */
export async function closeBill(tx: Tx, auth: AuthContext, action: 'cancel' | 'stopCheck', id: number, version: number | undefined, reason: string) {
  const row = await commands.forUpdate(tx, auth, id);
  const moved = commands.next(row, action, version);
  const saved = await commands.save(tx, auth, row, { ...moved, reAuditRemark: action === 'stopCheck' ? reason : row.reAuditRemark });
  await commands.history(tx, auth, row, saved, action, reason);
  return saved;
}

/** The outlet appeals an issued sheet within its appeal days: the sheet goes under appeal and headquarters' re-audit starts. */
export async function appealBill(tx: Tx, auth: AuthContext, id: number, version: number | undefined, reason: string) {
  const row = await commands.forUpdate(tx, auth, id);
  const moved = commands.next(row, 'appeal', version);
  if (!row.issuedAt || !mayAppeal(row.issuedAt, row.appealDays, new Date())) throw new AppError('checkBillAppealClosed', { deadline: formatDateTime(row.appealDeadline ?? row.issuedAt ?? new Date()) ?? '' });
  const saved = await commands.save(tx, auth, row, { ...moved, appealReason: reason });
  await startWorkflow(tx, auth, { definitionKey: CHECK_BILL_APPEAL_PROCESS, businessType: CHECK_BILL_APPEAL_PROCESS, businessId: row.id, title: `${row.billNo} ${row.amount}`, remark: reason, deptId: row.deptId });
  await commands.history(tx, auth, row, saved, 'appeal', reason);
  return saved;
}

/**
 * Headquarters re-audits an appeal, deciding its process's step: uphold (the appeal refused, the sheet stands) or
 * revoke (the appeal accepted). The sheet moves when the process ends (onCheckBillAppealEnd).
 */
export async function reAuditBill(tx: Tx, auth: AuthContext, id: number, result: 'uphold' | 'revoke', remark: string) {
  const row = await commands.forUpdate(tx, auth, id);
  commands.next(row, result);
  if (result === 'revoke') await approveDocument(tx, auth, CHECK_BILL_APPEAL_PROCESS, row.id, remark);
  else await rejectDocument(tx, auth, CHECK_BILL_APPEAL_PROCESS, row.id, remark);
  return commands.forUpdate(tx, auth, id, wholeTenant);
}

/** The outlet withdraws its appeal (its process cancelled): the sheet is issued again. */
export async function withdrawAppeal(tx: Tx, auth: AuthContext, id: number, reason: string) {
  const row = await commands.forUpdate(tx, auth, id);
  commands.next(row, 'withdraw');
  await cancelDocument(tx, auth, CHECK_BILL_APPEAL_PROCESS, row.id, reason);
  return commands.forUpdate(tx, auth, id, wholeTenant);
}

/** The appeal's process ended: approved revokes the sheet, rejected upholds it, cancelled (withdrawn) issues it again. */
export async function onCheckBillAppealEnd({ tx, auth, instance, outcome, reason }: WorkflowEnd) {
  const row = await commands.forUpdate(tx, auth, instance.businessId as number, wholeTenant);
  const action: CheckBillAction = outcome === 'approved' ? 'revoke' : outcome === 'rejected' ? 'uphold' : 'withdraw';
  const moved = commands.next(row, action);
  const saved = await commands.save(tx, auth, row, { ...moved, reAuditRemark: action === 'withdraw' ? row.reAuditRemark : reason || null });
  await commands.history(tx, auth, row, saved, action, reason);
}

/** What stands and is due by a statement's period end, for these outlets: reward positive, penalty negative (H6's SheetToSettle). */
export async function sheetsToSettle(tx: Tx, tenantId: number, siteIds: number[], periodEnd: string) {
  if (!siteIds.length) return [];
  const end = new Date(periodEnd.length === 10 ? `${periodEnd}T23:59:59.999` : periodEnd);
  const rows = await tx
    .select({ id: sfCheckBill.id, billNo: sfCheckBill.billNo, siteId: sfCheckBill.siteId, subjectType: sfCheckBill.subjectType, amount: sfCheckBill.amount, remark: sfCheckBill.remark })
    .from(sfCheckBill)
    .where(
      and(
        eq(sfCheckBill.tenantId, tenantId),
        isNull(sfCheckBill.deletedAt),
        inArray(sfCheckBill.siteId, siteIds),
        or(and(eq(sfCheckBill.status, 'upheld'), lt(sfCheckBill.updatedAt, end)), and(eq(sfCheckBill.status, 'issued'), lt(sfCheckBill.appealDeadline, end))),
      ),
    )
    .orderBy(asc(sfCheckBill.id));
  return rows.map((r) => ({ id: r.id, billNo: r.billNo, siteId: r.siteId, amount: settledAmount(r.subjectType, r.amount), remark: r.remark }));
}

/** A statement took these sheets (in its transaction): each moves to settled, naming the statement. */
export async function settleSheets(tx: Tx, auth: Pick<AuthContext, 'tenantId' | 'userId'>, ids: number[], statementId: number) {
  for (const id of ids) {
    const [row] = await tx.select().from(sfCheckBill).where(and(eq(sfCheckBill.tenantId, auth.tenantId), eq(sfCheckBill.id, id))).for('update');
    if (!row) throw new AppError('notFound');
    const saved = await commands.save(tx, auth, row, { ...commands.next(row, 'settle'), statementId });
    await commands.history(tx, auth, row, saved, 'settle', '', { detail: { statementId } });
  }
}

/** The sheet, its history and the actions the caller may take now (the detail's buttons). */
export async function billDetail(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx
    .select({ bill: sfCheckBill, siteName: snSite.name, siteCode: snSite.code, subjectName: basCheckSubject.name, subjectCode: basCheckSubject.code })
    .from(sfCheckBill)
    .leftJoin(snSite, and(eq(snSite.tenantId, sfCheckBill.tenantId), eq(snSite.id, sfCheckBill.siteId)))
    .leftJoin(basCheckSubject, and(eq(basCheckSubject.tenantId, sfCheckBill.tenantId), eq(basCheckSubject.id, sfCheckBill.subjectId)))
    .where(and(eq(sfCheckBill.tenantId, auth.tenantId), eq(sfCheckBill.id, id), isNull(sfCheckBill.deletedAt), checkBillScope(auth)));
  if (!row) throw new AppError('notFound');
  const steps = await tx
    .select({
      id: sfCheckBillHistory.id,
      action: sfCheckBillHistory.action,
      fromStatus: sfCheckBillHistory.fromStatus,
      toStatus: sfCheckBillHistory.toStatus,
      userName: sysUser.name,
      remark: sfCheckBillHistory.remark,
      createdAt: sfCheckBillHistory.createdAt,
    })
    .from(sfCheckBillHistory)
    .leftJoin(sysUser, eq(sysUser.id, sfCheckBillHistory.userId))
    .where(and(eq(sfCheckBillHistory.tenantId, auth.tenantId), eq(sfCheckBillHistory.billId, id)))
    .orderBy(asc(sfCheckBillHistory.id));
  return { ...row.bill, siteName: row.siteName, siteCode: row.siteCode, subjectName: row.subjectName, subjectCode: row.subjectCode, history: steps, actions: await actionsFor(tx, auth, row.bill) };
}

/** The buttons: allowed by the state, under a permission the caller holds; re-audit only for the process's approver, withdraw only for its initiator, appeal while the period is open. */
async function actionsFor(tx: Tx, auth: AuthContext, row: Bill): Promise<CheckBillAction[]> {
  const allowed = allowedCheckBillActions({ status: row.status }).filter((a) => !('system' in CHECK_BILL_ACTIONS[a]) && auth.permissions.has(CHECK_BILL_PERMISSIONS[CHECK_BILL_ACTIONS[a].permission]));
  if (!allowed.length) return [];
  const turn = row.status === 'appealing' ? await documentTurn(tx, auth, CHECK_BILL_APPEAL_PROCESS, row.id) : { decides: false, withdraws: false };
  return allowed.filter((a) => {
    if (a === 'uphold' || a === 'revoke') return turn.decides;
    if (a === 'withdraw') return turn.withdraws;
    if (a === 'appeal') return row.issuedAt !== null && mayAppeal(row.issuedAt, row.appealDays, new Date());
    return true;
  });
}

// Registered on import, so an appeal decided outside the app's routes (the demo seed) moves the sheet too.
onWorkflowEnd(CHECK_BILL_APPEAL_PROCESS, onCheckBillAppealEnd);
