/**
 * Requests against an order that the approval workflow decides: work-order appeals (appeal.service.ts) and fee
 * applications (apply-money.service.ts) are two kinds of one machine. Each command is one transaction: the
 * request is read in the caller's data scope (the scope of its order) and locked, the kind's transition table
 * (packages/shared work-orders/order-request.ts) decides, one UPDATE guarded on the version moves it. Submitting
 * starts the kind's approval process; when the process ends (approved, rejected back to the applicant, cancelled)
 * the end handler moves the request in the deciding transaction, and an approval changes the order there too.
 */
import {
  applyRequestAction,
  OPEN_REQUEST_STATUSES,
  type ErrorCode,
  type FieldDef,
  REQUEST_EDITABLE,
  type RequestAction,
  type RequestActionDef,
  type RequestPermissionKey,
  type ResourceDef,
  validateRecord,
} from '@as/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgSequence } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import { approveDocument, cancelDocument, rejectDocument, startWorkflow, type WorkflowEnd } from '../workflow/index.ts';
import { checkPhotos, photosOf } from './completion.service.ts';
import { orderScope } from './order.repository.ts';
import { type OrderRow, orderForUpdate } from './order.service.ts';
import { soOrder } from './order.table.ts';
import type { RequestTable } from './order-request.table.ts';

export type RequestRow = RequestTable['$inferSelect'];
type RequestChanges = Partial<RequestTable['$inferInsert']>;

/** What the caller sends to add or correct a request. */
export interface RequestInput {
  orderId?: number;
  subjectId?: number | null;
  amount?: string | number | null;
  reason?: string;
  attachments?: number[];
}

/** One kind of request: its table, metadata, permissions, process and what it does to the order. */
export interface RequestKind {
  resource: ResourceDef;
  table: RequestTable;
  /** Request numbers: this prefix + yyMMdd + the sequence. */
  prefix: string;
  sequence: PgSequence;
  actions: Partial<Record<RequestAction, RequestActionDef>>;
  permissions: Partial<Record<RequestPermissionKey, `basic_${string}`>>;
  /** The workflow business type its processes run under. */
  businessType: string;
  /** The message when the order already has an open request of the kind (the kinds that allow only one). */
  openError?: ErrorCode;
  /**
   * The kind's rules for the request on this order (locked): the order may be asked about, the subject and the
   * amount fit. Returns the process the request goes through when submitted.
   */
  check(tx: Tx, auth: AuthContext, order: OrderRow, request: Pick<RequestRow, 'subjectId' | 'amount' | 'attachments'>, now: Date): Promise<{ definitionKey: string }>;
  /** The order's side of an approval, in the deciding transaction (the order locked). */
  approved(tx: Tx, auth: AuthContext, request: RequestRow, order: OrderRow): Promise<void>;
  /** The order's side of giving the request up, when the kind can be given up. */
  givenUp?(tx: Tx, auth: AuthContext, request: RequestRow, order: OrderRow): Promise<void>;
}

/** Who sees a request: whoever sees its order (an outlet its own orders', a centre its subtree's, headquarters all). */
export function requestScope(table: RequestTable) {
  return (viewer: Viewer): SQL | undefined => {
    const scope = orderScope(viewer);
    return scope && sql`${table.orderId} in (select ${soOrder.id} from ${soOrder} where ${and(eq(soOrder.tenantId, viewer.tenantId), scope)})`;
  };
}

const writableFields = (def: ResourceDef): FieldDef[] => def.fields.filter((f) => !f.readOnly);

/** The caller's fields, checked by the metadata (messages, types, ranges) and the attachments as files of the tenant. */
async function validInput(tx: Tx, auth: AuthContext, kind: RequestKind, input: RequestInput, mode: 'add' | 'update') {
  const { attachments, ...fields } = input;
  const { value, errors } = validateRecord({ ...kind.resource, readOnly: false, fields: writableFields(kind.resource) }, fields, mode);
  if (errors.length) throw new FieldErrors(errors);
  if (attachments) await checkPhotos(tx, auth.tenantId, attachments, 'attachments');
  return { ...(value as RequestChanges), ...(attachments ? { attachments } : {}) };
}

/** Locked first, the scope checked on the locked row (as orderForUpdate does, for the same reason). */
async function requestForUpdate(tx: Tx, auth: AuthContext, kind: RequestKind, id: number): Promise<RequestRow> {
  const t = kind.table;
  const mine = and(eq(t.tenantId, auth.tenantId), eq(t.id, id), isNull(t.deletedAt));
  const [row] = await tx.select().from(t).where(mine).for('update');
  const scope = requestScope(t)(auth);
  if (!row || (scope && !(await tx.select({ id: t.id }).from(t).where(and(mine, scope))).length)) throw new AppError('notFound');
  return row;
}

/** One guarded move: same id, tenant and version as read, or someone else acted first. */
async function save(tx: Tx, auth: Pick<AuthContext, 'tenantId' | 'userId'>, kind: RequestKind, row: RequestRow, changes: RequestChanges) {
  const t = kind.table;
  const [saved] = await tx
    .update(t)
    .set({ ...changes, version: row.version + 1, updatedBy: auth.userId, updatedAt: new Date() })
    .where(and(eq(t.tenantId, auth.tenantId), eq(t.id, row.id), eq(t.version, row.version)))
    .returning();
  if (!saved) throw new AppError('requestChanged');
  return saved;
}

/** The state after the action, or the refusal. */
function next(kind: RequestKind, row: RequestRow, action: RequestAction) {
  const moved = applyRequestAction(kind.actions, { status: row.status }, action);
  if (!moved) throw new AppError('requestActionRefused');
  return moved;
}

/** The applicant's own commands (correct, submit, cancel, give up) are theirs alone. */
function assertApplicant(auth: AuthContext, row: RequestRow) {
  if (row.createdBy !== auth.userId) throw new AppError('requestNotYours');
}

/** Files a request on an order the caller sees; saved, to be submitted. */
export async function addRequest(tx: Tx, auth: AuthContext, kind: RequestKind, input: RequestInput) {
  const value = await validInput(tx, auth, kind, input, 'add');
  const order = await orderForUpdate(tx, auth, Number(value.orderId));
  await kind.check(tx, auth, order, { subjectId: value.subjectId ?? null, amount: value.amount ?? null, attachments: value.attachments ?? [] }, new Date());
  const t = kind.table;
  if (kind.openError) {
    // One open request of the kind per order: the order's lock orders two filings, the unique index backs it.
    const [open] = await tx
      .select({ billNo: t.billNo })
      .from(t)
      .where(and(eq(t.tenantId, auth.tenantId), eq(t.orderId, order.id), inArray(t.status, [...OPEN_REQUEST_STATUSES]), isNull(t.deletedAt)));
    if (open) throw new AppError(kind.openError, { billNo: open.billNo });
  }
  const [row] = await tx
      .insert(t)
      .values({
        ...value,
        tenantId: auth.tenantId,
        orderId: order.id,
        orderNo: order.orderNo,
        reason: String(value.reason),
        billNo: sql`${kind.prefix} || to_char(now(), 'YYMMDD') || lpad(nextval(${kind.sequence.seqName})::text, 6, '0')`,
        applicantName: auth.username,
        createdBy: auth.userId,
        updatedBy: auth.userId,
      })
      .returning();
  return row;
}

/** Corrects a request before review or after a rejection. */
export async function updateRequest(tx: Tx, auth: AuthContext, kind: RequestKind, id: number, version: number | undefined, input: RequestInput) {
  const row = await requestForUpdate(tx, auth, kind, id);
  if (version !== undefined && version !== row.version) throw new AppError('requestChanged');
  assertApplicant(auth, row);
  if (!REQUEST_EDITABLE.includes(row.status)) throw new AppError('requestNotEditable');
  const { orderId: _fixed, ...fields } = input;
  const value = await validInput(tx, auth, kind, fields, 'update');
  const order = await orderForUpdate(tx, auth, row.orderId);
  await kind.check(tx, auth, order, { ...row, ...value }, new Date());
  return save(tx, auth, kind, row, value);
}

/** Submits the request: its process starts (the centre's step when the kind asks for it, then headquarters). */
export async function submitRequest(tx: Tx, auth: AuthContext, kind: RequestKind, id: number, version?: number) {
  const row = await requestForUpdate(tx, auth, kind, id);
  if (version !== undefined && version !== row.version) throw new AppError('requestChanged');
  assertApplicant(auth, row);
  const moved = next(kind, row, 'submit');
  const order = await orderForUpdate(tx, auth, row.orderId);
  const { definitionKey } = await kind.check(tx, auth, order, row, new Date());
  const saved = await save(tx, auth, kind, row, { ...moved, submittedAt: new Date().toISOString(), decidedAt: null, deciderName: null, decisionRemark: null });
  await startWorkflow(tx, auth, { definitionKey, businessType: kind.businessType, businessId: row.id, title: `${row.billNo} ${row.orderNo}`, remark: row.reason, deptId: order.scopeDeptId });
  return saved;
}

/** Approves the current step of the request's process (the request changes when its last step approves). */
export async function approveRequest(tx: Tx, auth: AuthContext, kind: RequestKind, id: number, remark?: string) {
  const row = await requestForUpdate(tx, auth, kind, id);
  next(kind, row, 'approve');
  await approveDocument(tx, auth, kind.businessType, row.id, remark);
  return requestForUpdate(tx, auth, kind, id);
}

/** Rejects the request back to the applicant, with the reason. */
export async function rejectRequest(tx: Tx, auth: AuthContext, kind: RequestKind, id: number, reason: string | undefined) {
  const row = await requestForUpdate(tx, auth, kind, id);
  next(kind, row, 'reject');
  if (!reason?.trim()) throw new FieldErrors([{ field: 'reason', code: 'rejectNeedsRemark' }]);
  await rejectDocument(tx, auth, kind.businessType, row.id, reason.trim());
  return requestForUpdate(tx, auth, kind, id);
}

/** The applicant withdraws the request: before submission at once, under approval by cancelling its process. */
export async function cancelRequest(tx: Tx, auth: AuthContext, kind: RequestKind, id: number, version: number | undefined, reason: string | undefined) {
  const row = await requestForUpdate(tx, auth, kind, id);
  if (version !== undefined && version !== row.version) throw new AppError('requestChanged');
  assertApplicant(auth, row);
  const moved = next(kind, row, 'cancel');
  const why = reason?.trim() ?? '';
  if (!why) throw new FieldErrors([{ field: 'reason', code: 'rejectNeedsRemark' }]);
  if (row.status === 'review') {
    await cancelDocument(tx, auth, kind.businessType, row.id, why);
    return requestForUpdate(tx, auth, kind, id);
  }
  return save(tx, auth, kind, row, { ...moved, decisionRemark: why });
}

/** The applicant gives the request up (an appeal: the order's settlement is suspended). */
export async function giveUpRequest(tx: Tx, auth: AuthContext, kind: RequestKind, id: number, version?: number) {
  const row = await requestForUpdate(tx, auth, kind, id);
  if (version !== undefined && version !== row.version) throw new AppError('requestChanged');
  assertApplicant(auth, row);
  const moved = next(kind, row, 'giveUp');
  const saved = await save(tx, auth, kind, row, { ...moved, decidedAt: new Date().toISOString() });
  await kind.givenUp?.(tx, auth, saved, await orderForUpdate(tx, auth, row.orderId));
  return saved;
}

/** The request with its attachments as the screen shows them. */
export async function requestDetail(tx: Tx, auth: AuthContext, kind: RequestKind, id: number) {
  const t = kind.table;
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.tenantId, auth.tenantId), eq(t.id, id), isNull(t.deletedAt), requestScope(t)(auth)));
  if (!row) throw new AppError('notFound');
  return { ...row, files: await photosOf(tx, auth.tenantId, row.attachments) };
}

/** When a request's process ends, inside the deciding transaction: the request moves, and an approval reaches the order. */
export function onRequestProcessEnd(kind: RequestKind) {
  return async ({ tx, auth, instance, outcome, reason }: WorkflowEnd) => {
    const t = kind.table;
    const [row] = await tx
      .select()
      .from(t)
      .where(and(eq(t.tenantId, auth.tenantId), eq(t.id, instance.businessId as number)))
      .for('update');
    if (!row) throw new AppError('notFound');
    const action: RequestAction = outcome === 'approved' ? 'approve' : outcome === 'rejected' ? 'reject' : 'cancel';
    const moved = next(kind, row, action);
    const saved = await save(tx, auth, kind, row, { ...moved, decidedAt: new Date().toISOString(), deciderName: auth.username, decisionRemark: reason || null });
    if (outcome === 'approved') await kind.approved(tx, auth, saved, await orderForUpdate(tx, auth, row.orderId));
  };
}
