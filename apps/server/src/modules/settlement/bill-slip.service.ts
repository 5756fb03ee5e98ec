/**
 * Billing slips' commands (packages/shared settlement/bill-slip.ts; docs/settlement.md, Bill posting and billing
 * slips). A slip records a paid statement's transfer and goes through the approval process `sfBillSlip`; it moves no
 * money (paying the statement posted it on the outlet's account). Each command is one transaction: the slip is read
 * in the caller's data scope and locked, the shared table decides, an UPDATE guarded on the version moves it, and a
 * history row records who did what and why.
 */
import {
  allowedBillSlipActions,
  BILL_SLIP_ACTION_LABELS,
  BILL_SLIP_ACTIONS,
  BILL_SLIP_PERMISSIONS,
  BILL_SLIP_PROCESS,
  BILL_SLIP_STATUS_LABELS,
  type BillSlipAction,
  dec,
  type FieldError,
  STATEMENT_STATUS_LABELS,
  slipActualAmount,
  slipProblems,
} from '@as/shared';
import { and, asc, eq, gt, isNull, ne, notExists, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { fileUrl } from '../../platform/files/file.service.ts';
import { sysFile } from '../../platform/files/file.table.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { basFinSubject } from '../master-data/index.ts';
import { documentCommands, wholeTenant } from '../document.ts';
import { snSite } from '../network/index.ts';
import { approveDocument, cancelDocument, documentTurn, onWorkflowEnd, rejectDocument, startWorkflow, type WorkflowEnd } from '../workflow/index.ts';
import { sfBillSlip, sfBillSlipHistory, sfBillSlipNo } from './bill-slip.table.ts';
import { statementScope } from './statement.service.ts';
import { sfStatement } from './statement.table.ts';

type Slip = typeof sfBillSlip.$inferSelect;

/** Who sees a slip: its outlet's organisation (an outlet its own, a centre its region's, headquarters all), or whoever made it. */
export const billSlipScope = (viewer: Viewer): SQL | undefined => orgScope(viewer, { dept: sfBillSlip.deptId, owner: sfBillSlip.createdBy });

/** What the maker fills in; the amount, outlet and bill number come from the statement. */
export interface SlipInput {
  postingSubjectId?: number;
  yearMonth?: string | null;
  handlingFee?: string | null;
  paymentDate?: string | null;
  estimatedArrivalDate?: string | null;
  payeeName?: string | null;
  payeeBank?: string | null;
  payeeAccount?: string | null;
  payerName?: string;
  payerBank?: string;
  payerAccount?: string;
  image?: number | null;
  remark?: string | null;
}

const commands = documentCommands({
  table: sfBillSlip,
  history: { table: sfBillSlipHistory, key: 'slipId' },
  scope: billSlipScope,
  state: (row) => ({ status: row.status }),
  actions: BILL_SLIP_ACTIONS,
  changed: 'billSlipChanged',
  refused: (row, action) => new AppError('billSlipActionRefused', { status: BILL_SLIP_STATUS_LABELS[row.status], action: BILL_SLIP_ACTION_LABELS[action] }),
});

/** A statement's billing slip (not cancelled), when there is one the caller sees: what the statement's detail links. */
export async function slipOfStatement(tx: Tx, auth: AuthContext, statementId: number) {
  const [slip] = await tx
    .select({ id: sfBillSlip.id, slipNo: sfBillSlip.slipNo, status: sfBillSlip.status })
    .from(sfBillSlip)
    .where(and(eq(sfBillSlip.tenantId, auth.tenantId), eq(sfBillSlip.statementId, statementId), ne(sfBillSlip.status, 'cancelled'), isNull(sfBillSlip.deletedAt), billSlipScope(auth)));
  return slip ?? null;
}

/** Its process: headquarters approves (the definition's step); the outlet's organisation places it. */
const startApproval = (tx: Tx, auth: AuthContext, slip: Slip) =>
  startWorkflow(tx, auth, { definitionKey: BILL_SLIP_PROCESS, businessType: BILL_SLIP_PROCESS, businessId: slip.id, title: `${slip.slipNo} ${slip.billNo} ${slip.actualAmount}`, remark: slip.remark ?? '', deptId: slip.deptId });

/** The fields as they will stand, checked together: a usable posting account, the tenant's image, the bank data, the fee and dates. */
async function checked(tx: Tx, tenantId: number, slip: Required<Omit<SlipInput, 'image' | 'remark' | 'estimatedArrivalDate'>> & SlipInput & { amount: string }) {
  const errors: FieldError[] = [];
  const [subject] = await tx
    .select({ id: basFinSubject.id })
    .from(basFinSubject)
    .where(and(eq(basFinSubject.tenantId, tenantId), eq(basFinSubject.id, slip.postingSubjectId), eq(basFinSubject.enabled, true), isNull(basFinSubject.deletedAt)));
  if (!subject) errors.push({ field: 'postingSubjectId', code: 'notFound' });
  if (slip.image) {
    const [file] = await tx.select({ id: sysFile.id }).from(sysFile).where(and(eq(sysFile.tenantId, tenantId), eq(sysFile.id, slip.image), isNull(sysFile.deletedAt)));
    if (!file) errors.push({ field: 'image', code: 'notFound' });
  }
  for (const field of ['payeeName', 'payeeBank', 'payeeAccount', 'payerName', 'payerBank', 'payerAccount'] as const) if (!slip[field]?.trim()) errors.push({ field, code: 'required' });
  errors.push(...slipProblems({ amount: slip.amount, handlingFee: slip.handlingFee ?? '0', paymentDate: slip.paymentDate!, estimatedArrivalDate: slip.estimatedArrivalDate }));
  if (errors.length) throw new FieldErrors(errors);
}

const trimmed = (value: string | null | undefined) => value?.trim() || null;

/** The paid statements in the caller's scope that paid the outlet something and have no live slip yet: what a slip may be made for. */
export async function postableStatements(tx: Tx, auth: AuthContext) {
  const live = tx
    .select({ id: sfBillSlip.id })
    .from(sfBillSlip)
    .where(and(eq(sfBillSlip.tenantId, sfStatement.tenantId), eq(sfBillSlip.statementId, sfStatement.id), ne(sfBillSlip.status, 'cancelled'), isNull(sfBillSlip.deletedAt)));
  return tx
    .select({
      id: sfStatement.id,
      statementNo: sfStatement.statementNo,
      siteId: sfStatement.siteId,
      siteCode: snSite.code,
      siteName: snSite.name,
      totalAmount: sfStatement.totalAmount,
      periodEnd: sfStatement.periodEnd,
      paidAt: sfStatement.paidAt,
      payeeName: snSite.name,
      payeeBank: snSite.bankName,
      payeeAccount: snSite.bankAccount,
    })
    .from(sfStatement)
    .leftJoin(snSite, and(eq(snSite.tenantId, sfStatement.tenantId), eq(snSite.id, sfStatement.siteId)))
    .where(and(eq(sfStatement.tenantId, auth.tenantId), eq(sfStatement.status, 'settled'), gt(sfStatement.totalAmount, '0'), isNull(sfStatement.deletedAt), notExists(live), statementScope(auth)))
    .orderBy(asc(sfStatement.id));
}

/**
 * Headquarters records how a paid statement's money went out: a slip pending approval, its process started. The
 * statement is locked first, so two slips for it cannot both be made; the outlet's bank data is the payee's unless given.
 */
export async function addSlip(tx: Tx, auth: AuthContext, statementId: number, input: SlipInput & { postingSubjectId: number; payerName: string; payerBank: string; payerAccount: string }) {
  const mine = and(eq(sfStatement.tenantId, auth.tenantId), eq(sfStatement.id, statementId), isNull(sfStatement.deletedAt));
  const [statement] = await tx.select().from(sfStatement).where(mine).for('update');
  const scope = statementScope(auth);
  if (!statement || (scope && !(await tx.select({ id: sfStatement.id }).from(sfStatement).where(and(mine, scope))).length)) throw new FieldErrors([{ field: 'statementId', code: 'notFound' }]);
  if (statement.status !== 'settled') throw new AppError('billSlipStatementUnpaid', { statementNo: statement.statementNo, status: STATEMENT_STATUS_LABELS[statement.status] });
  if (!dec(statement.totalAmount).gt(0)) throw new AppError('billSlipNothingPaid', { statementNo: statement.statementNo, total: statement.totalAmount });
  const [taken] = await tx
    .select({ slipNo: sfBillSlip.slipNo })
    .from(sfBillSlip)
    .where(and(eq(sfBillSlip.tenantId, auth.tenantId), eq(sfBillSlip.statementId, statement.id), ne(sfBillSlip.status, 'cancelled'), isNull(sfBillSlip.deletedAt)));
  if (taken) throw new AppError('billSlipStatementTaken', { statementNo: statement.statementNo, slipNo: taken.slipNo });
  const [site] = await tx.select({ name: snSite.name, bankName: snSite.bankName, bankAccount: snSite.bankAccount }).from(snSite).where(and(eq(snSite.tenantId, auth.tenantId), eq(snSite.id, statement.siteId)));
  const slip = {
    ...input,
    yearMonth: input.yearMonth || statement.periodEnd.slice(0, 7),
    handlingFee: input.handlingFee || '0.00',
    paymentDate: input.paymentDate || (statement.paidAt ?? '').slice(0, 10),
    payeeName: trimmed(input.payeeName) ?? site?.name ?? '',
    payeeBank: trimmed(input.payeeBank) ?? site?.bankName ?? '',
    payeeAccount: trimmed(input.payeeAccount) ?? site?.bankAccount ?? '',
    amount: statement.totalAmount,
  };
  await checked(tx, auth.tenantId, slip);
  const handlingFee = dec(slip.handlingFee).toFixed(2);
  const [saved] = await tx
    .insert(sfBillSlip)
    .values({
      tenantId: auth.tenantId,
      slipNo: sql`'RZ' || to_char(now(), 'YYMMDD') || lpad(nextval(${sfBillSlipNo.seqName})::text, 6, '0')`,
      statementId: statement.id,
      billNo: statement.statementNo,
      siteId: statement.siteId,
      deptId: statement.deptId,
      postingSubjectId: slip.postingSubjectId,
      yearMonth: slip.yearMonth,
      amount: statement.totalAmount,
      handlingFee,
      actualAmount: slipActualAmount(statement.totalAmount, handlingFee),
      paymentDate: slip.paymentDate,
      estimatedArrivalDate: slip.estimatedArrivalDate || null,
      payeeName: slip.payeeName,
      payeeBank: slip.payeeBank,
      payeeAccount: slip.payeeAccount,
      payerName: slip.payerName.trim(),
      payerBank: slip.payerBank.trim(),
      payerAccount: slip.payerAccount.trim(),
      image: slip.image ?? null,
      remark: trimmed(slip.remark),
      createdBy: auth.userId,
      updatedBy: auth.userId,
    })
    .returning();
  await commands.history(tx, auth, null, saved, 'create', saved.remark ?? '', { detail: { amount: saved.amount, handlingFee: saved.handlingFee, actualAmount: saved.actualAmount } });
  await startApproval(tx, auth, saved);
  return saved;
}

/** A rejected slip corrected (its statement and amount stay). */
export async function updateSlip(tx: Tx, auth: AuthContext, id: number, version: number | undefined, input: SlipInput) {
  const row = await commands.forUpdate(tx, auth, id);
  commands.next(row, 'update', version);
  const merged = {
    postingSubjectId: input.postingSubjectId ?? row.postingSubjectId,
    yearMonth: input.yearMonth || row.yearMonth,
    handlingFee: dec(input.handlingFee ?? row.handlingFee).toFixed(2),
    paymentDate: input.paymentDate || row.paymentDate,
    estimatedArrivalDate: input.estimatedArrivalDate === undefined ? row.estimatedArrivalDate : input.estimatedArrivalDate || null,
    payeeName: trimmed(input.payeeName) ?? row.payeeName,
    payeeBank: trimmed(input.payeeBank) ?? row.payeeBank,
    payeeAccount: trimmed(input.payeeAccount) ?? row.payeeAccount,
    payerName: trimmed(input.payerName) ?? row.payerName,
    payerBank: trimmed(input.payerBank) ?? row.payerBank,
    payerAccount: trimmed(input.payerAccount) ?? row.payerAccount,
    image: input.image === undefined ? row.image : input.image,
    remark: input.remark === undefined ? row.remark : trimmed(input.remark),
  };
  await checked(tx, auth.tenantId, { ...merged, amount: row.amount });
  const saved = await commands.save(tx, auth, row, { ...merged, actualAmount: slipActualAmount(row.amount, merged.handlingFee) });
  await commands.history(tx, auth, row, saved, 'update', '', { detail: { handlingFee: saved.handlingFee, actualAmount: saved.actualAmount } });
  return saved;
}

/** A rejected slip submitted again: pending approval, a new process. */
export async function submitSlip(tx: Tx, auth: AuthContext, id: number, version?: number) {
  const row = await commands.forUpdate(tx, auth, id);
  const saved = await commands.save(tx, auth, row, { ...commands.next(row, 'submit', version), approvalRemark: null });
  await commands.history(tx, auth, row, saved, 'submit');
  await startApproval(tx, auth, saved);
  return saved;
}

/** A rejected slip cancelled, with a reason: its statement may have another. */
export async function cancelSlip(tx: Tx, auth: AuthContext, id: number, version: number | undefined, reason: string) {
  const row = await commands.forUpdate(tx, auth, id);
  const saved = await commands.save(tx, auth, row, commands.next(row, 'cancel', version));
  await commands.history(tx, auth, row, saved, 'cancel', reason);
  return saved;
}

/** The money arrived on the given day (not before the payment): the slip is closed. */
export async function arriveSlip(tx: Tx, auth: AuthContext, id: number, version: number | undefined, actualArrivalDate: string) {
  const row = await commands.forUpdate(tx, auth, id);
  const moved = commands.next(row, 'arrive', version);
  const problems = slipProblems({ amount: row.amount, handlingFee: row.handlingFee, paymentDate: row.paymentDate, actualArrivalDate });
  if (problems.length) throw new FieldErrors(problems);
  const saved = await commands.save(tx, auth, row, { ...moved, actualArrivalDate });
  await commands.history(tx, auth, row, saved, 'arrive', '', { detail: { actualArrivalDate } });
  return saved;
}

/**
 * The approver decides the slip's process step: approve or reject (with a reason). The slip moves when the process
 * ends (onBillSlipEnd); the same happens when the step is decided from My processes.
 */
export async function decideSlip(tx: Tx, auth: AuthContext, id: number, version: number | undefined, result: 'approve' | 'reject', remark: string) {
  const row = await commands.forUpdate(tx, auth, id);
  commands.next(row, result, version);
  if (result === 'approve') await approveDocument(tx, auth, BILL_SLIP_PROCESS, row.id, remark);
  else await rejectDocument(tx, auth, BILL_SLIP_PROCESS, row.id, remark);
  return commands.forUpdate(tx, auth, id, wholeTenant);
}

/** The maker withdraws the slip from approval (its process cancelled): rejected, to correct or cancel. */
export async function withdrawSlip(tx: Tx, auth: AuthContext, id: number, version: number | undefined, reason: string) {
  const row = await commands.forUpdate(tx, auth, id);
  commands.next(row, 'withdraw', version);
  await cancelDocument(tx, auth, BILL_SLIP_PROCESS, row.id, reason);
  return commands.forUpdate(tx, auth, id, wholeTenant);
}

/** The process ended: approved approves the slip, rejected rejects it, cancelled (withdrawn) returns it rejected. */
export async function onBillSlipEnd({ tx, auth, instance, outcome, reason }: WorkflowEnd) {
  const row = await commands.forUpdate(tx, auth, instance.businessId as number, wholeTenant);
  const action: BillSlipAction = outcome === 'approved' ? 'approve' : outcome === 'rejected' ? 'reject' : 'withdraw';
  const saved = await commands.save(tx, auth, row, { ...commands.next(row, action), approvalRemark: reason || null });
  await commands.history(tx, auth, row, saved, action, reason);
}

/** The slip with its outlet, posting account, statement, image, history, and the actions the caller may take now. */
export async function slipDetail(tx: Tx, auth: AuthContext, id: number) {
  const [found] = await tx
    .select({ slip: sfBillSlip, siteName: snSite.name, siteCode: snSite.code, subjectCode: basFinSubject.code, subjectName: basFinSubject.name })
    .from(sfBillSlip)
    .leftJoin(snSite, and(eq(snSite.tenantId, sfBillSlip.tenantId), eq(snSite.id, sfBillSlip.siteId)))
    .leftJoin(basFinSubject, and(eq(basFinSubject.tenantId, sfBillSlip.tenantId), eq(basFinSubject.id, sfBillSlip.postingSubjectId)))
    .where(and(eq(sfBillSlip.tenantId, auth.tenantId), eq(sfBillSlip.id, id), isNull(sfBillSlip.deletedAt), billSlipScope(auth)));
  if (!found) throw new AppError('notFound');
  const steps = await tx
    .select({
      id: sfBillSlipHistory.id,
      action: sfBillSlipHistory.action,
      fromStatus: sfBillSlipHistory.fromStatus,
      toStatus: sfBillSlipHistory.toStatus,
      userName: sysUser.name,
      remark: sfBillSlipHistory.remark,
      createdAt: sfBillSlipHistory.createdAt,
    })
    .from(sfBillSlipHistory)
    .leftJoin(sysUser, eq(sysUser.id, sfBillSlipHistory.userId))
    .where(and(eq(sfBillSlipHistory.tenantId, auth.tenantId), eq(sfBillSlipHistory.slipId, id)))
    .orderBy(asc(sfBillSlipHistory.id));
  const { slip } = found;
  const [image] = slip.image ? await tx.select().from(sysFile).where(and(eq(sysFile.tenantId, auth.tenantId), eq(sysFile.id, slip.image))) : [];
  return {
    ...slip,
    siteName: found.siteName,
    siteCode: found.siteCode,
    subjectCode: found.subjectCode,
    subjectName: found.subjectName,
    imageUrl: image ? fileUrl(image) : null,
    history: steps,
    actions: await actionsFor(tx, auth, slip),
  };
}

/** The buttons: allowed by the state, under a permission the caller holds; approve and reject only for the step's approver, withdraw only for the process's initiator. */
async function actionsFor(tx: Tx, auth: AuthContext, row: Slip): Promise<BillSlipAction[]> {
  const allowed = allowedBillSlipActions({ status: row.status }).filter((a) => auth.permissions.has(BILL_SLIP_PERMISSIONS[BILL_SLIP_ACTIONS[a].permission]));
  if (!allowed.length) return [];
  const turn = row.status === 'pendingApproval' ? await documentTurn(tx, auth, BILL_SLIP_PROCESS, row.id) : { decides: false, withdraws: false };
  return allowed.filter((a) => {
    if (a === 'approve' || a === 'reject') return turn.decides;
    if (a === 'withdraw') return turn.withdraws;
    return true;
  });
}

// Registered on import, so a slip decided from My processes (or by the demo seed) moves too.
onWorkflowEnd(BILL_SLIP_PROCESS, onBillSlipEnd);
