/**
 * The evaluation SMS's routes: the order detail's read (/basic/soEvaluation/getByOrder, in the order's scope), the
 * outbox screen's look-up and reply (getBySms, answer: an operator records what the customer replied), and the SMS
 * provider's reply callback (/intf/sms/reply: public, authenticated by the SMS_INBOUND_TOKEN bearer token, refused
 * while it is unset). The job that sends a due evaluation is registered here; its scheduling follows every finish.
 */
import { timingSafeEqual } from 'node:crypto';
import { bizOk, EVALUATION_LIMITS, EVALUATION_PERMISSIONS, ORDER_PERMISSIONS } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf, bearerToken, requestedTenant } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { onOrderMoved } from '../work-orders/index.ts';
import { answerEvaluation, EVALUATION_SMS_JOB, evaluationOfOrder, evaluationScope, rateIfAnswered, scheduleEvaluation, sendEvaluation, systemActor } from './evaluation.service.ts';
import { soEvaluation } from './evaluation.table.ts';

// Every finished order's evaluation is scheduled in the finish's transaction; a return visit done after the customer
// answered it rates the order.
onOrderMoved('doOrderFinish', async ({ tx, auth, after }) => {
  await scheduleEvaluation(tx, auth, after);
});
onOrderMoved('visit', async ({ tx, auth, after }) => {
  await rateIfAnswered(tx, auth, after);
});

const Id = z.coerce.number().int().positive();
const Reply = z.string().trim().min(1).max(EVALUATION_LIMITS.reply);
const Phone = z.string().trim().regex(/^\+?\d{5,20}$/);

/** The provider's token, compared in constant time; none configured refuses every call (the SMS reply, the robot caller's answer). */
export function providerAuthentic(expected: string | undefined, given: string | null): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function evaluationRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/basic/soEvaluation';
  const tags = ['soEvaluation'];

  deps.jobs.handle(EVALUATION_SMS_JOB, async (job) => {
    await deps.database.withTenant(job.tenantId, (tx) => sendEvaluation(tx, deps.sms, job.tenantId, Number(job.payload.evaluationId)));
  });

  r.post(`${base}/getByOrder`, { config: { access: ORDER_PERMISSIONS.view, read: true }, schema: { tags, body: z.object({ orderId: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await deps.database.withTenant(auth.tenantId, (tx) => evaluationOfOrder(tx, auth, request.body.orderId)));
  });

  // The outbox screen's dialog: which order an evaluation SMS asked about and whether it still waits for the answer.
  r.post(`${base}/getBySms`, { config: { access: EVALUATION_PERMISSIONS.answer, read: true }, schema: { tags, body: z.object({ smsId: Id }) } }, async (request) => {
    const auth = authOf(request);
    const row = await deps.database.withTenant(auth.tenantId, async (tx) => {
      const [found] = await tx
        .select({ id: soEvaluation.id, orderId: soEvaluation.orderId, orderNo: soEvaluation.orderNo, phone: soEvaluation.phone, status: soEvaluation.status, version: soEvaluation.version, satisfaction: soEvaluation.satisfaction, answer: soEvaluation.answer })
        .from(soEvaluation)
        .where(and(eq(soEvaluation.tenantId, auth.tenantId), eq(soEvaluation.smsId, request.body.smsId), evaluationScope(auth)));
      return found;
    });
    if (!row) throw new AppError('notFound');
    return bizOk(row);
  });

  r.post(
    `${base}/answer`,
    { config: { access: EVALUATION_PERMISSIONS.answer, title: 'evaluation SMS answer' }, schema: { tags, body: z.object({ smsId: Id, reply: Reply, version: z.number().int().min(0).optional() }) } },
    async (request) => {
      const auth = authOf(request);
      const { smsId, reply, version } = request.body;
      const saved = await deps.database.withTenant(auth.tenantId, (tx) => answerEvaluation(tx, auth, { smsId }, reply, version));
      return bizOk({ id: saved.id, status: saved.status, satisfaction: saved.satisfaction, score: saved.score, version: saved.version });
    },
  );

  // The provider's callback with a customer's reply: the tenant (TENANT-ID header), the number it came from, the text,
  // and, when the provider knows it, the id of the message it answers (the id this server posted with it).
  r.post(
    '/intf/sms/reply',
    {
      config: { access: 'public', title: 'SMS provider reply' },
      schema: { tags: ['sms'], summary: 'An SMS reply from the provider (bearer SMS_INBOUND_TOKEN, TENANT-ID header)', body: z.object({ phone: Phone, content: Reply, smsId: Id.optional() }) },
    },
    async (request) => {
      if (!providerAuthentic(deps.config.SMS_INBOUND_TOKEN, bearerToken(request))) throw new AppError('unauthorized');
      const tenantId = requestedTenant(request);
      if (!tenantId) throw new AppError('notFound');
      const { phone, content, smsId } = request.body;
      const actor = systemActor(tenantId);
      const saved = await deps.database.withTenant(tenantId, (tx) => answerEvaluation(tx, actor, smsId ? { smsId, phone } : { phone }, content, undefined, false));
      return bizOk({ id: saved.id, status: saved.status, satisfaction: saved.satisfaction });
    },
  );
}
