/**
 * A statement's commands (packages/shared settlement/statement.ts; docs/settlement.md "Statements"). Each is one
 * transaction: the statement is read in the caller's data scope and locked, the shared table decides, an UPDATE
 * guarded on the version moves it, and a history row records who did what and why. Paying settles its orders
 * through the work orders' own `settle` action.
 */
import {
  allowedStatementActions,
  dec,
  STATEMENT_ACTION_LABELS,
  STATEMENT_ACTIONS,
  STATEMENT_PERMISSIONS,
  STATEMENT_STATUS_LABELS,
  type StatementAction,
  type StatementInvoice,
} from '@as/shared';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { fileUrl } from '../../platform/files/file.service.ts';
import { sysFile } from '../../platform/files/file.table.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { documentCommands } from '../document.ts';
import { snSite } from '../network/index.ts';
import { actOn, orderForUpdate } from '../work-orders/index.ts';
import { refillStatement } from './batch-settle.service.ts';
import { sfStatement, sfStatementHistory, sfStatementLine } from './statement.table.ts';

export type Statement = typeof sfStatement.$inferSelect;

/** Who sees a statement: its outlet's organisation (an outlet its own, a centre its region's, headquarters all). */
export const statementScope = (viewer: Viewer): SQL | undefined => orgScope(viewer, { dept: sfStatement.deptId, owner: sfStatement.createdBy });

/** A statement the caller may see, scoped as the lines' export needs it. */
export const lineScope = (viewer: Viewer): SQL | undefined => {
  const where = statementScope(viewer);
  return where ? sqlIn(where) : undefined;
};


const sqlIn = (where: SQL) => sql`${sfStatementLine.statementId} in (select ${sfStatement.id} from ${sfStatement} where ${sfStatement.tenantId} = ${sfStatementLine.tenantId} and ${where})`;

/** What happens when a statement is paid besides its orders (the outlet's account flow, once that module plugs it in). */
export type PaidHook = (ctx: { tx: Tx; auth: AuthContext; statement: Statement }) => Promise<void>;
const paidHooks: PaidHook[] = [];
export const onStatementPaid = (hook: PaidHook) => {
  paidHooks.push(hook);
};

/** A finished order's completion taken back (a return visit's rejectCompletion): refused once a live statement holds it. */
export async function refuseIfOnStatement(tx: Tx, tenantId: number, order: { id: number; orderNo: string }) {
  const [held] = await tx
    .select({ statementNo: sfStatement.statementNo })
    .from(sfStatementLine)
    .innerJoin(sfStatement, and(eq(sfStatement.tenantId, sfStatementLine.tenantId), eq(sfStatement.id, sfStatementLine.statementId)))
    .where(and(eq(sfStatementLine.tenantId, tenantId), eq(sfStatementLine.kind, 'order'), eq(sfStatementLine.sourceId, order.id), eq(sfStatementLine.live, true)))
    .limit(1);
  if (held) throw new AppError('orderOnStatement', { orderNo: order.orderNo, statementNo: held.statementNo });
}

export interface StatementCommand {
  id: number;
  version?: number;
  reason?: string;
  invoice?: StatementInvoice;
}

const commands = documentCommands({
  table: sfStatement,
  history: { table: sfStatementHistory, key: 'statementId' },
  scope: statementScope,
  state: (row) => ({ status: row.status }),
  actions: STATEMENT_ACTIONS,
  changed: 'statementChanged',
  refused: (row, action) => new AppError('statementActionRefused', { status: STATEMENT_STATUS_LABELS[row.status], action: STATEMENT_ACTION_LABELS[action] }),
});

const reasonOf = (input: StatementCommand) => {
  const reason = input.reason?.trim() ?? '';
  if (!reason) throw new FieldErrors([{ field: 'reason', code: 'required' }]);
  return reason;
};

/** The invoice's image is a file of the tenant. */
async function checkImage(tx: Tx, tenantId: number, fileId: number | null | undefined) {
  if (!fileId) return;
  const [found] = await tx.select({ id: sysFile.id }).from(sysFile).where(and(eq(sysFile.tenantId, tenantId), eq(sysFile.id, fileId), isNull(sysFile.deletedAt)));
  if (!found) throw new FieldErrors([{ field: 'invoice.invoiceImage', code: 'notFound' }]);
}

/** Settles the statement's orders (their settle dimension to settled) through the work orders' own action, in id order. */
async function settleOrders(tx: Tx, auth: AuthContext, statement: Statement) {
  const orders = await tx
    .select({ id: sfStatementLine.sourceId })
    .from(sfStatementLine)
    .where(and(eq(sfStatementLine.tenantId, auth.tenantId), eq(sfStatementLine.statementId, statement.id), eq(sfStatementLine.kind, 'order'), eq(sfStatementLine.live, true)))
    .orderBy(asc(sfStatementLine.sourceId));
  // Headquarters pays every order of the statement, whoever holds it: the statement's scope was checked.
  const payer: AuthContext = { ...auth, dataScope: 'all' };
  for (const { id } of orders) {
    const order = await orderForUpdate(tx, payer, id);
    await actOn(tx, payer, order, 'settle', { id, reason: statement.statementNo }, { permission: STATEMENT_PERMISSIONS.pay });
  }
  return orders.length;
}

/** Runs one action on a statement: the state, the version and the input checked, its effect, its history row. */
export async function actOnStatement(tx: Tx, auth: AuthContext, action: StatementAction, input: StatementCommand): Promise<Statement> {
  if (!auth.permissions.has(STATEMENT_PERMISSIONS[STATEMENT_ACTIONS[action].permission])) throw new AppError('noPermission');
  const row = await commands.forUpdate(tx, auth, input.id);
  commands.fresh(row, input.version);
  const moved = commands.next(row, action);
  const now = new Date().toISOString();
  const status = moved.status;
  let remark = '';
  let detail: Record<string, unknown> = {};
  let changes: Partial<typeof sfStatement.$inferInsert> = { status };
  switch (action) {
    case 'send':
      changes.sentAt = now;
      break;
    case 'confirm':
      changes.confirmedAt = now;
      break;
    case 'object':
      remark = reasonOf(input);
      changes.objectionReason = remark;
      break;
    case 'regenerate': {
      await refillStatement(tx, auth.tenantId, row);
      changes.objectionReason = null;
      detail = { before: row.totalAmount };
      break;
    }
    case 'invoice': {
      const invoice = input.invoice;
      if (!invoice) throw new FieldErrors([{ field: 'invoice', code: 'required' }]);
      await checkImage(tx, auth.tenantId, invoice.invoiceImage);
      changes = { ...changes, ...invoice, invoicedAt: now };
      detail = { invoiceNo: invoice.invoiceNo, invoiceAmount: invoice.invoiceAmount, taxRate: invoice.taxRate };
      break;
    }
    case 'returnInvoice':
      remark = reasonOf(input);
      break;
    case 'receiveInvoice':
      // The invoice must be for the statement's total, to the cent.
      if (!dec(row.invoiceAmount).equals(dec(row.totalAmount))) throw new AppError('statementInvoiceMismatch', { amount: row.invoiceAmount ?? '0.00', total: row.totalAmount });
      changes.receivedAt = now;
      break;
    case 'pay':
      detail = { orders: await settleOrders(tx, auth, row), totalAmount: row.totalAmount };
      changes.paidAt = now;
      break;
    case 'cancel':
      remark = reasonOf(input);
      // Its orders, sheets, fees and parts go back to the pool.
      await tx.update(sfStatementLine).set({ live: false }).where(and(eq(sfStatementLine.tenantId, auth.tenantId), eq(sfStatementLine.statementId, row.id)));
      break;
    case 'askInvoice':
      break;
  }
  const saved = await commands.save(tx, auth, row, changes);
  if (action === 'regenerate') detail = { ...detail, after: saved.totalAmount };
  await commands.history(tx, auth, row, saved, action, remark, { detail });
  if (action === 'pay') for (const hook of paidHooks) await hook({ tx, auth, statement: saved });
  return saved;
}

/** The actions the caller may take now (the detail's buttons): those the state allows, under a permission the caller holds. */
export const actionsFor = (auth: AuthContext, row: Statement): StatementAction[] =>
  allowedStatementActions({ status: row.status }).filter((a) => auth.permissions.has(STATEMENT_PERMISSIONS[STATEMENT_ACTIONS[a].permission]));

/** The statement with its outlet, lines, invoice image, history, and the actions the caller may take. */
export async function statementDetail(tx: Tx, auth: AuthContext, id: number) {
  const [found] = await tx
    .select({ row: sfStatement, siteName: snSite.name, siteCode: snSite.code })
    .from(sfStatement)
    .leftJoin(snSite, and(eq(snSite.tenantId, sfStatement.tenantId), eq(snSite.id, sfStatement.siteId)))
    .where(and(eq(sfStatement.tenantId, auth.tenantId), eq(sfStatement.id, id), isNull(sfStatement.deletedAt), statementScope(auth)));
  if (!found) throw new AppError('notFound');
  const { row } = found;
  const lines = await tx
    .select({
      id: sfStatementLine.id,
      kind: sfStatementLine.kind,
      sourceId: sfStatementLine.sourceId,
      sourceNo: sfStatementLine.sourceNo,
      orderId: sfStatementLine.orderId,
      orderNo: sfStatementLine.orderNo,
      amount: sfStatementLine.amount,
      remark: sfStatementLine.remark,
      live: sfStatementLine.live,
    })
    .from(sfStatementLine)
    .where(and(eq(sfStatementLine.tenantId, auth.tenantId), eq(sfStatementLine.statementId, id)))
    .orderBy(asc(sfStatementLine.kind), asc(sfStatementLine.id));
  const steps = await tx
    .select({
      id: sfStatementHistory.id,
      action: sfStatementHistory.action,
      fromStatus: sfStatementHistory.fromStatus,
      toStatus: sfStatementHistory.toStatus,
      userName: sysUser.name,
      remark: sfStatementHistory.remark,
      detail: sfStatementHistory.detail,
      createdAt: sfStatementHistory.createdAt,
    })
    .from(sfStatementHistory)
    .leftJoin(sysUser, eq(sysUser.id, sfStatementHistory.userId))
    .where(and(eq(sfStatementHistory.tenantId, auth.tenantId), eq(sfStatementHistory.statementId, id)))
    .orderBy(asc(sfStatementHistory.id));
  const [image] = row.invoiceImage
    ? await tx.select().from(sysFile).where(and(eq(sysFile.tenantId, auth.tenantId), eq(sysFile.id, row.invoiceImage)))
    : [];
  return {
    ...row,
    siteName: found.siteName,
    siteCode: found.siteCode,
    invoiceImageUrl: image ? fileUrl(image) : null,
    lines,
    history: steps,
    actions: actionsFor(auth, row),
  };
}
