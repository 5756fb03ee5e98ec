/**
 * Complaints' commands (packages/shared care/complaint.ts; docs/customer-care.md, Complaints). Each is one
 * transaction through the shared document commands: the complaint is read in the caller's data scope and locked, the
 * shared table decides, an UPDATE guarded on the version moves it, and a history row records who did what.
 * Registering one reads the order it is about in the caller's scope, copies its customer and phone, and takes its
 * deadlines from the SLA rules (the rule a complaint of the order's urgency matches: its response clock is the time to
 * acceptance, its completion clock the time to resolution). Registering, escalating, resolving and closing one queue
 * the push rules' complaint events in the same transaction (they run once it commits).
 */
import {
  COMPLAINT_ACTION_LABELS,
  COMPLAINT_ACTIONS,
  COMPLAINT_OPEN,
  COMPLAINT_STATUS_LABELS,
  type ComplaintAction,
  type ComplaintEscalation,
  complaintActionsFor,
  type FieldError,
  pickSlaRule,
} from '@as/shared';
import { and, asc, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { itemsOfType } from '../../platform/dicts/dict.repository.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { documentCommands } from '../document.ts';
import { basSla, basSlaLine } from '../master-data/index.ts';
import { queueComplaintPush } from '../rules/index.ts';
import { snSite } from '../network/index.ts';
import { checkPhotos, orderScope, photosOf, soOrder } from '../work-orders/index.ts';
import { soComplaint, soComplaintHistory, soComplaintNo } from './complaint.table.ts';

/** Who sees a complaint: the organisations over its order's (an outlet its own orders', a centre its region's, headquarters all), or whoever registered it. */
export const complaintScope = (viewer: Viewer): SQL | undefined => orgScope(viewer, { dept: soComplaint.deptId, owner: soComplaint.createdBy });

const commands = documentCommands({
  table: soComplaint,
  history: { table: soComplaintHistory, key: 'complaintId' },
  scope: complaintScope,
  state: (row) => ({ status: row.status }),
  actions: COMPLAINT_ACTIONS,
  changed: 'complaintChanged',
  refused: (row, action) => new AppError('complaintActionRefused', { status: COMPLAINT_STATUS_LABELS[row.status], action: COMPLAINT_ACTION_LABELS[action] }),
});

export interface ComplaintInput {
  orderId?: number | null;
  complaintNature?: string | null;
  complaintObject?: string | null;
  content: string;
  attachments?: number[];
}

const MINUTE = 60_000;

/** The SLA rule a complaint about an order of this urgency matches, and its deadlines from `at` (none when no rule has the clock). */
async function complaintSla(tx: Tx, tenantId: number, urgency: string, at: Date) {
  const rules = await tx
    .select({ id: basSla.id, orderType: basSla.orderType, urgency: basSla.urgency, priority: basSla.priority, enabled: basSla.enabled })
    .from(basSla)
    .where(and(eq(basSla.tenantId, tenantId), eq(basSla.enabled, true), isNull(basSla.deletedAt)));
  const rule = pickSlaRule(rules, { orderType: 'complaint', urgency });
  if (!rule) return { slaId: null, responseDueAt: null, responseRemindAt: null, resolveDueAt: null, resolveRemindAt: null };
  const lines = await tx.select().from(basSlaLine).where(and(eq(basSlaLine.tenantId, tenantId), eq(basSlaLine.parentId, rule.id)));
  const clock = (stage: string) => {
    const line = lines.find((l) => l.stage === stage);
    return line ? { due: new Date(at.getTime() + line.standardMinutes * MINUTE), remind: new Date(at.getTime() + line.reminderMinutes * MINUTE) } : null;
  };
  const response = clock('response');
  const resolve = clock('completion');
  return { slaId: rule.id, responseDueAt: response?.due ?? null, responseRemindAt: response?.remind ?? null, resolveDueAt: resolve?.due ?? null, resolveRemindAt: resolve?.remind ?? null };
}

/** A dictionary value checked against the tenant's dictionary. */
async function dictChecked(tx: Tx, tenantId: number, type: string, value: string | null | undefined, field: string, required: FieldError['code'], errors: FieldError[]) {
  if (!value) {
    errors.push({ field, code: required });
    return;
  }
  if (!(await itemsOfType(tx, tenantId, type)).some((item) => item.value === value)) errors.push({ field, code: 'notAnOption' });
}

/** Registers a complaint about an order the caller may see: registered, with the order's customer and the SLA deadlines. */
export async function registerComplaint(tx: Tx, auth: AuthContext, input: ComplaintInput) {
  const errors: FieldError[] = [];
  if (!input.orderId) errors.push({ field: 'orderId', code: 'complaintOrderRequired' });
  await dictChecked(tx, auth.tenantId, 'complaint_nature', input.complaintNature, 'complaintNature', 'complaintNatureRequired', errors);
  await dictChecked(tx, auth.tenantId, 'complaint_object', input.complaintObject, 'complaintObject', 'complaintObjectRequired', errors);
  if (errors.length) throw new FieldErrors(errors);
  const [order] = await tx
    .select()
    .from(soOrder)
    .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, input.orderId!), isNull(soOrder.deletedAt), orderScope(auth)));
  if (!order) throw new FieldErrors([{ field: 'orderId', code: 'notFound' }]);
  await checkPhotos(tx, auth.tenantId, input.attachments ?? [], 'attachments');
  const now = new Date();
  const sla = await complaintSla(tx, auth.tenantId, order.urgency, now);
  const [saved] = await tx
    .insert(soComplaint)
    .values({
      tenantId: auth.tenantId,
      complaintNo: sql`'TS' || to_char(now(), 'YYMMDD') || lpad(nextval(${soComplaintNo.seqName})::text, 6, '0')`,
      orderId: order.id,
      orderNo: order.orderNo,
      customerName: order.customerName,
      phone: order.phone,
      siteId: order.siteId,
      // An order of no organisation yet (none over it): headquarters and the registrar see the complaint, as they see the order.
      deptId: order.scopeDeptId ?? -1,
      complaintNature: input.complaintNature!,
      complaintObject: input.complaintObject!,
      content: input.content.trim(),
      attachments: input.attachments ?? [],
      ...sla,
      createdAt: now,
      createdBy: auth.userId,
      updatedBy: auth.userId,
    })
    .returning();
  await commands.history(tx, auth, null, saved, 'create', saved.content);
  await queueComplaintPush(tx, auth, 'create', { id: saved.id, orderId: order.id });
  return saved;
}

async function myName(tx: Tx, auth: AuthContext) {
  const [me] = await tx.select({ name: sysUser.name }).from(sysUser).where(eq(sysUser.id, auth.userId));
  return me?.name ?? null;
}

export interface CommandInput {
  id: number;
  version?: number;
  /** The escalation's reason, the resolution, the note, the customer's words. */
  text?: string;
  escalatedTo?: ComplaintEscalation;
}

/**
 * One command on a complaint. accept: the caller becomes its handler; escalate: to the centre or headquarters, with
 * the reason; resolve: the resolution, the caller its handler; confirm / reopen: the customer's answer after the
 * call back (satisfied, or not: accepted again); close; note: the outlet's handling note, the state unchanged.
 */
export async function actOnComplaint(tx: Tx, auth: AuthContext, action: ComplaintAction, input: CommandInput) {
  const row = await commands.forUpdate(tx, auth, input.id);
  const moved = commands.next(row, action, input.version);
  const text = input.text?.trim() ?? '';
  const now = new Date();
  const changes: Partial<typeof soComplaint.$inferInsert> = { ...moved };
  if (action === 'accept') Object.assign(changes, { handlerId: auth.userId, handlerName: await myName(tx, auth), acceptedAt: row.acceptedAt ?? now });
  if (action === 'escalate') Object.assign(changes, { escalatedTo: input.escalatedTo, escalateReason: text, escalatedAt: now });
  if (action === 'resolve') Object.assign(changes, { handlerId: auth.userId, handlerName: await myName(tx, auth), resolution: text, resolvedAt: now });
  if (action === 'confirm') Object.assign(changes, { satisfied: true, confirmedAt: now });
  // Not satisfied: open again, the resolution kept for the record (the history has it) until the next one.
  if (action === 'reopen') Object.assign(changes, { satisfied: false, resolvedAt: null });
  if (action === 'close') Object.assign(changes, { closedAt: now });
  const saved = await commands.save(tx, auth, row, changes);
  const remark = action === 'escalate' ? `${input.escalatedTo}: ${text}` : text;
  await commands.history(tx, auth, row, saved, action, remark);
  await queueComplaintPush(tx, auth, action, { id: saved.id, orderId: saved.orderId });
  return saved;
}

/** The complaint, its order's state and outlet, its files, its history and the actions the caller may take now. */
export async function complaintDetail(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx
    .select({ complaint: soComplaint, siteName: snSite.name, orderStatus: soOrder.status, registrarName: sysUser.name })
    .from(soComplaint)
    .leftJoin(snSite, and(eq(snSite.tenantId, soComplaint.tenantId), eq(snSite.id, soComplaint.siteId)))
    .leftJoin(soOrder, and(eq(soOrder.tenantId, soComplaint.tenantId), eq(soOrder.id, soComplaint.orderId)))
    .leftJoin(sysUser, eq(sysUser.id, soComplaint.createdBy))
    .where(and(eq(soComplaint.tenantId, auth.tenantId), eq(soComplaint.id, id), isNull(soComplaint.deletedAt), complaintScope(auth)));
  if (!row) throw new AppError('notFound');
  const steps = await tx
    .select({
      id: soComplaintHistory.id,
      action: soComplaintHistory.action,
      fromStatus: soComplaintHistory.fromStatus,
      toStatus: soComplaintHistory.toStatus,
      userName: sysUser.name,
      remark: soComplaintHistory.remark,
      createdAt: soComplaintHistory.createdAt,
    })
    .from(soComplaintHistory)
    .leftJoin(sysUser, eq(sysUser.id, soComplaintHistory.userId))
    .where(and(eq(soComplaintHistory.tenantId, auth.tenantId), eq(soComplaintHistory.complaintId, id)))
    .orderBy(asc(soComplaintHistory.id));
  const { tenantId: _tenant, deletedAt: _deleted, ...complaint } = row.complaint;
  return {
    ...complaint,
    siteName: row.siteName,
    orderStatus: row.orderStatus,
    registrarName: row.registrarName,
    attachments: await photosOf(tx, auth.tenantId, complaint.attachments),
    history: steps,
    actions: complaintActionsFor({ status: complaint.status }, (p) => auth.permissions.has(p)),
  };
}

/** An order's complaints the caller may see (the order's detail lists them), newest first. */
export async function complaintsOfOrder(tx: Tx, auth: AuthContext, orderId: number) {
  return tx
    .select({
      id: soComplaint.id,
      complaintNo: soComplaint.complaintNo,
      status: soComplaint.status,
      complaintNature: soComplaint.complaintNature,
      complaintObject: soComplaint.complaintObject,
      responseDueAt: soComplaint.responseDueAt,
      resolveDueAt: soComplaint.resolveDueAt,
      resolvedAt: soComplaint.resolvedAt,
      handlerName: soComplaint.handlerName,
      createdAt: soComplaint.createdAt,
    })
    .from(soComplaint)
    .where(and(eq(soComplaint.tenantId, auth.tenantId), eq(soComplaint.orderId, orderId), isNull(soComplaint.deletedAt), complaintScope(auth)))
    .orderBy(desc(soComplaint.id));
}

/**
 * The reminder badge's complaintOrderSum: the caller's open complaints (in its scope) whose reminder time has passed —
 * near or past the resolution deadline, or, while nobody accepted them, the response deadline.
 */
export async function complaintReminderCount(tx: Tx, auth: AuthContext, now = new Date()) {
  const at = now.toISOString();
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(soComplaint)
    .where(
      and(
        eq(soComplaint.tenantId, auth.tenantId),
        isNull(soComplaint.deletedAt),
        inArray(soComplaint.status, [...COMPLAINT_OPEN]),
        or(
          lte(sql`coalesce(${soComplaint.resolveRemindAt}, ${soComplaint.resolveDueAt})`, at),
          and(eq(soComplaint.status, 'registered'), lte(sql`coalesce(${soComplaint.responseRemindAt}, ${soComplaint.responseDueAt})`, at)),
        ),
        complaintScope(auth),
      ),
    );
  return row?.count ?? 0;
}
