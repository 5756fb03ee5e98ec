/**
 * One-click help commands (soCase): ask about an order, and run one action of the case's transition table
 * (packages/shared work-orders/help-case.ts). Each command is one transaction: the case is read in the caller's
 * data scope and locked, the table and the caller's part (asker or support) decide, one UPDATE guarded on the
 * version moves it, and the thread gets the message. Whoever waits on the other side hears of it over the
 * WebSocket once the transaction has committed.
 */
import { applyHelpCaseAction, FINAL_STATUSES, HELP_CASE_ACTIONS, type HelpCaseAction, type HelpCaseActionDef, type HelpMessageKind, mayActOnCase, type OrderStatus } from '@as/shared';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { checkPhotos, photosOf } from './completion.service.ts';
import { soCase, soCaseMessage, soCaseNo } from './help-case.table.ts';
import { orderScope } from './order.repository.ts';
import { soOrder } from './order.table.ts';

type Case = typeof soCase.$inferSelect;

/** Who sees a case: its asker, and whoever sees its order (support of the organisations the order reached, headquarters). */
export function caseScope(viewer: Viewer): SQL | undefined {
  const ofOrder = orderScope(viewer);
  if (!ofOrder) return undefined;
  return sql`(${soCase.askedBy} = ${viewer.userId} or exists (select 1 from ${soOrder} where ${soOrder.tenantId} = ${soCase.tenantId} and ${soOrder.id} = ${soCase.orderId} and ${ofOrder}))`;
}

export interface AskInput {
  orderId: number;
  question: string;
  urgency: string;
  photos: number[];
}

export interface CaseCommand {
  id: number;
  version?: number;
  message?: string;
  photos?: number[];
}

/** The realtime event of a case's move (the web tells the other side and refreshes its lists). */
export const HELP_CASE_EVENT = 'soCase';
export interface HelpCaseNotice {
  caseId: number;
  caseNo: string;
  orderNo: string;
  action: HelpCaseAction;
  status: Case['status'];
  by: string;
}

const nameOf = async (tx: Tx, userId: number) => (await tx.select({ name: sysUser.name }).from(sysUser).where(eq(sysUser.id, userId)))[0]?.name ?? '';

async function addMessage(tx: Tx, auth: AuthContext, caseId: number, kind: HelpMessageKind, body: string, photos: number[]) {
  await tx.insert(soCaseMessage).values({ tenantId: auth.tenantId, caseId, kind, body, photos, userId: auth.userId });
}

/** A new case on an open order the caller sees; it waits in support's queue. */
export async function askForHelp(tx: Tx, auth: AuthContext, input: AskInput): Promise<Case> {
  const [order] = await tx
    .select({ id: soOrder.id, orderNo: soOrder.orderNo, status: soOrder.status })
    .from(soOrder)
    .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, input.orderId), isNull(soOrder.deletedAt), orderScope(auth)));
  if (!order) throw new FieldErrors([{ field: 'orderId', code: 'notFound' }]);
  if (FINAL_STATUSES.includes(order.status as OrderStatus)) throw new AppError('helpCaseOrderClosed');
  await checkPhotos(tx, auth.tenantId, input.photos);
  const now = new Date().toISOString();
  const [created] = await tx
    .insert(soCase)
    .values({
      tenantId: auth.tenantId,
      caseNo: sql`'HC' || to_char(now(), 'YYMMDD') || lpad(nextval(${soCaseNo.seqName})::text, 6, '0')`,
      urgency: input.urgency,
      orderId: order.id,
      orderNo: order.orderNo,
      question: input.question,
      photos: input.photos,
      askedBy: auth.userId,
      askerName: await nameOf(tx, auth.userId),
      waitingSince: now,
      createdBy: auth.userId,
      updatedBy: auth.userId,
    })
    .returning();
  await addMessage(tx, auth, created.id, 'question', input.question, input.photos);
  return created;
}

/** What an action writes besides the state. */
async function effects(tx: Tx, auth: AuthContext, action: HelpCaseAction, now: string): Promise<Partial<typeof soCase.$inferInsert>> {
  switch (action) {
    case 'take':
      return { takenBy: auth.userId, takerName: await nameOf(tx, auth.userId) };
    // Whoever answers holds the case: a follow-up goes back to them.
    case 'reply':
      return { takenBy: auth.userId, takerName: await nameOf(tx, auth.userId), answeredAt: now, waitingSince: null };
    case 'followUp':
      return { waitingSince: now };
    case 'close':
      return { closedAt: now, closedBy: auth.userId, waitingSince: null };
  }
}

const MESSAGE_KIND: Record<Exclude<HelpCaseAction, 'take'>, HelpMessageKind> = { reply: 'reply', followUp: 'followUp', close: 'close' };

/** Runs one action of the case's table; returns the case as saved and who should hear of it. */
export async function actOnCase(tx: Tx, auth: AuthContext, action: HelpCaseAction, input: CaseCommand): Promise<{ saved: Case; notify: number[]; notice: HelpCaseNotice }> {
  const def: HelpCaseActionDef = HELP_CASE_ACTIONS[action];
  const [found] = await tx
    .select()
    .from(soCase)
    .where(and(eq(soCase.tenantId, auth.tenantId), eq(soCase.id, input.id), isNull(soCase.deletedAt), caseScope(auth)))
    .for('update');
  if (!found) throw new AppError('notFound');
  if (input.version !== undefined && input.version !== found.version) throw new AppError('helpCaseChanged');
  if (!mayActOnCase(action, auth, found.askedBy)) throw new AppError(def.actor === 'asker' ? 'helpCaseNotAsker' : 'noPermission');
  const next = applyHelpCaseAction({ status: found.status }, action);
  if (!next) throw new AppError('helpCaseActionRefused');
  const message = input.message?.trim() ?? '';
  if (def.message === 'required' && !message) throw new FieldErrors([{ field: 'message', code: 'required' }]);
  const photos = def.message === 'none' ? [] : (input.photos ?? []);
  await checkPhotos(tx, auth.tenantId, photos);
  const now = new Date().toISOString();
  const [saved] = await tx
    .update(soCase)
    .set({ ...next, ...(await effects(tx, auth, action, now)), version: found.version + 1, updatedBy: auth.userId, updatedAt: new Date(now) })
    .where(and(eq(soCase.tenantId, auth.tenantId), eq(soCase.id, found.id), eq(soCase.version, found.version)))
    .returning();
  if (!saved) throw new AppError('helpCaseChanged');
  if (action !== 'take') await addMessage(tx, auth, saved.id, MESSAGE_KIND[action], message, photos);
  // The other side: support's moves reach the asker; the asker's reach whoever took the case.
  const other = auth.userId === saved.askedBy ? saved.takenBy : saved.askedBy;
  const notice: HelpCaseNotice = { caseId: saved.id, caseNo: saved.caseNo, orderNo: saved.orderNo, action, status: saved.status, by: await nameOf(tx, auth.userId) };
  return { saved, notify: other === null || other === auth.userId ? [] : [other], notice };
}

/** Tells the other side of a case what just happened (after the command committed). */
export async function announce(events: EventBus, tenantId: number, notice: HelpCaseNotice, notify: number[]) {
  for (const userId of notify) await events.publish({ tenantId, userId, type: HELP_CASE_EVENT, data: notice });
}

/** A case's thread, oldest first, with who wrote each message and its photos. */
export async function threadOf(tx: Tx, auth: AuthContext, id: number) {
  const [found] = await tx
    .select({ id: soCase.id })
    .from(soCase)
    .where(and(eq(soCase.tenantId, auth.tenantId), eq(soCase.id, id), isNull(soCase.deletedAt), caseScope(auth)));
  if (!found) throw new AppError('notFound');
  const messages = await tx
    .select({ id: soCaseMessage.id, kind: soCaseMessage.kind, body: soCaseMessage.body, photos: soCaseMessage.photos, userId: soCaseMessage.userId, userName: sysUser.name, createdAt: soCaseMessage.createdAt })
    .from(soCaseMessage)
    .leftJoin(sysUser, eq(sysUser.id, soCaseMessage.userId))
    .where(and(eq(soCaseMessage.tenantId, auth.tenantId), eq(soCaseMessage.caseId, found.id)))
    .orderBy(asc(soCaseMessage.id));
  return Promise.all(messages.map(async (m) => ({ ...m, photos: await photosOf(tx, auth.tenantId, m.photos) })));
}
