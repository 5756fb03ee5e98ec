/**
 * The evaluation SMS (packages/shared care/evaluation.ts; docs/customer-care.md, Evaluation SMS). When an order
 * finishes, its evaluation is scheduled in the finish's transaction (the tenant's EVALUATION_SMS_DELAY minutes later)
 * with a job due then; the job sends it through the SMS adapter; the customer's reply, from the provider's callback or
 * recorded by an operator on the outbox screen, is its answer: the score and satisfaction stored and, when the order's
 * return visit allows it, the order rated (lifecycle action `rate`). Each step is one transaction, guarded on the
 * evaluation's version, with a history row.
 */
import {
  actionProblem,
  EVALUATION_ACTION_LABELS,
  EVALUATION_ACTIONS,
  EVALUATION_SCORES,
  EVALUATION_SMS_DELAY_MAX,
  EVALUATION_SMS_DELAY_MINUTES,
  EVALUATION_SMS_DELAY_PARAM,
  EVALUATION_SMS_TEMPLATE,
  EVALUATION_STATUS_LABELS,
  type EvaluationDto,
  evaluationScore,
  evaluationSmsText,
  orderStateOf,
} from '@as/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import { enqueue } from '../../platform/jobs/job-queue.ts';
import { enabledValue } from '../../platform/params/param.repository.ts';
import type { SmsSender } from '../../platform/sms/sms.adapter.ts';
import { documentCommands } from '../document.ts';
import { actOn, type OrderRow, orderForUpdate, orderScope, soOrder } from '../work-orders/index.ts';
import { soEvaluation, soEvaluationHistory } from './evaluation.table.ts';

type Evaluation = typeof soEvaluation.$inferSelect;

/** The job that sends one evaluation SMS when it is due (payload: evaluationId). */
export const EVALUATION_SMS_JOB = 'evaluationSms';

/** Who sees an evaluation: whoever sees its order (the order's data scope). */
export const evaluationScope = (viewer: Viewer): SQL | undefined => {
  const seen = orderScope(viewer);
  return seen && sql`exists (select 1 from ${soOrder} where ${soOrder.tenantId} = ${soEvaluation.tenantId} and ${soOrder.id} = ${soEvaluation.orderId} and ${seen})`;
};

const commands = documentCommands({
  table: soEvaluation,
  history: { table: soEvaluationHistory, key: 'evaluationId' },
  scope: evaluationScope,
  state: (row) => ({ status: row.status }),
  actions: EVALUATION_ACTIONS,
  changed: 'evaluationChanged',
  refused: (row, action) => new AppError('evaluationActionRefused', { status: EVALUATION_STATUS_LABELS[row.status], action: EVALUATION_ACTION_LABELS[action] }),
});

/**
 * The scheduler and the provider's callback act for nobody: every order of the tenant, recorded with no user (as the
 * automatic dispatch is).
 */
export function systemActor(tenantId: number): AuthContext {
  return {
    tokenId: 0,
    clientId: 'system',
    userId: null as unknown as number,
    username: 'system',
    tenantId,
    tenantLang: 'zh-CN',
    deptId: null,
    snUserId: null,
    roleIds: [],
    roleCodes: [],
    dataScope: 'all',
    permissions: new Set(),
    accessExpiresAt: new Date(8.64e15),
  };
}

/** The tenant's delay in minutes: its EVALUATION_SMS_DELAY parameter when enabled and a whole number in range, else the default. */
export async function evaluationDelayMinutes(tx: Tx, tenantId: number): Promise<number> {
  const raw = (await enabledValue(tx, tenantId, EVALUATION_SMS_DELAY_PARAM))?.trim();
  const minutes = raw && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(minutes) && minutes <= EVALUATION_SMS_DELAY_MAX ? minutes : EVALUATION_SMS_DELAY_MINUTES;
}

/**
 * Schedules a finished order's evaluation, in the finish's transaction: the row and the job that sends it when due.
 * An order without a mobile number to text gets none.
 */
export async function scheduleEvaluation(tx: Tx, auth: AuthContext, order: OrderRow, now = new Date()): Promise<Evaluation | null> {
  if (!/^1\d{10}$/.test(order.phone)) return null;
  const scheduledAt = new Date(now.getTime() + (await evaluationDelayMinutes(tx, auth.tenantId)) * 60_000);
  const [saved] = await tx
    .insert(soEvaluation)
    .values({ tenantId: auth.tenantId, orderId: order.id, orderNo: order.orderNo, phone: order.phone, scheduledAt, createdBy: auth.userId, updatedBy: auth.userId })
    .onConflictDoNothing()
    .returning();
  if (!saved) return null;
  await commands.history(tx, auth, null, saved, 'schedule');
  await enqueue(tx, { tenantId: auth.tenantId, type: EVALUATION_SMS_JOB, payload: { evaluationId: saved.id }, runAfter: scheduledAt });
  return saved;
}

/**
 * The job: sends a scheduled evaluation through the SMS adapter and records the outbox message. One that is no longer
 * scheduled (already sent by an earlier attempt) is left alone.
 */
export async function sendEvaluation(tx: Tx, sms: SmsSender, tenantId: number, id: number): Promise<Evaluation | null> {
  const actor = systemActor(tenantId);
  const row = await commands.forUpdate(tx, actor, id);
  if (row.status !== 'scheduled') return null;
  const moved = commands.next(row, 'send', undefined);
  const smsId = await sms.send(tx, { tenantId, phone: row.phone, template: EVALUATION_SMS_TEMPLATE, content: evaluationSmsText(row.orderNo) });
  const saved = await commands.save(tx, actor, row, { ...moved, smsId, sentAt: new Date() });
  await commands.history(tx, actor, row, saved, 'send');
  return saved;
}

/** Which evaluation a reply answers: by id or outbox message (the operator), or by the phone it came from (the provider). */
export type ReplyTarget = { id: number } | { smsId: number; phone?: string } | { phone: string };

async function targetId(tx: Tx, auth: AuthContext, target: ReplyTarget): Promise<number> {
  if ('id' in target) return target.id;
  const where =
    'smsId' in target
      ? and(eq(soEvaluation.tenantId, auth.tenantId), eq(soEvaluation.smsId, target.smsId), target.phone ? eq(soEvaluation.phone, target.phone) : undefined)
      : // The latest evaluation sent to this number that waits for its answer.
        and(eq(soEvaluation.tenantId, auth.tenantId), eq(soEvaluation.phone, target.phone), eq(soEvaluation.status, 'sent'));
  const [found] = await tx.select({ id: soEvaluation.id }).from(soEvaluation).where(where).orderBy(desc(soEvaluation.sentAt), desc(soEvaluation.id)).limit(1);
  if (!found) throw new AppError('notFound');
  return found.id;
}

/**
 * Records the customer's reply: its score (1–5) as the satisfaction, and the order rated when its return visit is at
 * "visited" (before that the rating stands on the evaluation, shown with the order). `byUser` false: the provider's
 * callback, recorded with no user.
 */
export async function answerEvaluation(tx: Tx, auth: AuthContext, target: ReplyTarget, reply: string, version?: number, byUser = true): Promise<Evaluation> {
  const score = evaluationScore(reply);
  if (score === null) throw new FieldErrors([{ field: 'reply', code: 'evaluationReplyInvalid' }]);
  const actor = byUser ? auth : systemActor(auth.tenantId);
  const row = await commands.forUpdate(tx, actor, await targetId(tx, actor, target));
  const moved = commands.next(row, 'answer', version);
  const satisfaction = EVALUATION_SCORES[score];
  const saved = await commands.save(tx, actor, row, { ...moved, answer: reply.trim(), score, satisfaction, answeredAt: new Date() });
  await commands.history(tx, actor, row, saved, 'answer', reply.trim());
  const order = await orderForUpdate(tx, actor, row.orderId);
  if (!actionProblem(orderStateOf(order), 'rate')) {
    await actOn(tx, actor, order, 'rate', { id: order.id }, byUser ? { permission: 'basic_so_evaluation_answer' } : { system: true });
  }
  return saved;
}

/**
 * When an order's return visit is done (visited) and its customer has already answered the evaluation SMS, the order
 * is rated in the same transaction: the rating came first, the return visit second.
 */
export async function rateIfAnswered(tx: Tx, auth: AuthContext, order: OrderRow): Promise<void> {
  const [answered] = await tx
    .select({ id: soEvaluation.id })
    .from(soEvaluation)
    .where(and(eq(soEvaluation.tenantId, auth.tenantId), eq(soEvaluation.orderId, order.id), eq(soEvaluation.status, 'answered')));
  if (answered && !actionProblem(orderStateOf(order), 'rate')) await actOn(tx, auth, order, 'rate', { id: order.id }, { system: true });
}

/** An order's evaluation as the order detail shows it (null: none scheduled), in the caller's scope of the order. */
export async function evaluationOfOrder(tx: Tx, auth: AuthContext, orderId: number): Promise<EvaluationDto | null> {
  const [order] = await tx.select({ id: soOrder.id }).from(soOrder).where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, orderId), sql`${soOrder.deletedAt} is null`, orderScope(auth)));
  if (!order) throw new AppError('notFound');
  const [row] = await tx.select().from(soEvaluation).where(and(eq(soEvaluation.tenantId, auth.tenantId), eq(soEvaluation.orderId, orderId)));
  if (!row) return null;
  return {
    id: row.id,
    orderId: row.orderId,
    orderNo: row.orderNo,
    phone: row.phone,
    status: row.status,
    smsId: row.smsId,
    scheduledAt: row.scheduledAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answer: row.answer,
    score: row.score,
    satisfaction: row.satisfaction,
    version: row.version,
  };
}
