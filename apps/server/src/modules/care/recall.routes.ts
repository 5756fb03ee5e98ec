/**
 * Return visits over HTTP (spec section 7's names): /basic/soRecallLine (the pools' generic grid, count, get and
 * export; getDetail, getByOrder, assignees; screen, drop, assign, successfulRecall, failRecall, rejectCompletion, batchRecall),
 * /basic/soRecallHeader (createRecall: task sampling; selectCountByStat; getWaitRecallListPage: the caller's own
 * work list), /basic/soRecallHistory (the dialing records: grid, count, get, export; getSubjectByNotTrueReason;
 * submitRobot), /basic/soRecallRobot (the robot caller's requests: grid, count, get, export; answer), /intf/recall/robot
 * (the robot provider's answer) and /basic/soRecallAssessment
 * (the follow-up assessments). Each body is zod-validated, each verb checked for its permission, each command one
 * transaction (a batch: all or none); an assigned return visitor is told over the WebSocket after it commits.
 */
import {
  bizOk,
  RECALL_EVENT,
  RECALL_LIMITS,
  RECALL_OUTCOMES,
  RECALL_PERMISSIONS,
  RECALL_SATISFACTION,
  RECALL_VERDICTS,
  type RecallNotice,
  recallAssessmentResource,
  recallHistoryResource,
  recallImportResource,
  recallLineResource,
  recallRobotResource,
} from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf, bearerToken, requestedTenant } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { importRoutes, resourceRoutes } from '../../http/resource/resource.routes.ts';
import { providerAuthentic } from './evaluation.routes.ts';
import { systemActor } from './evaluation.service.ts';
import {
  answerRobot,
  assignLines,
  checkImportedResult,
  type ImportedResult,
  type CallInput,
  countByStatus,
  type Moved,
  notTrueSubjects,
  recallAssessmentScope,
  recallDetail,
  recallHistoryScope,
  recallImportTarget,
  recallScope,
  recallsOfOrder,
  recordCalls,
  returnVisitors,
  robotScope,
  sampleOrders,
  screenLines,
  submitRobot,
  waitingFor,
} from './recall.service.ts';
import { soRecallAssessment, soRecallHistory, soRecallLine, soRecallRobot } from './recall.table.ts';
import { ROBOT_DELIVER_JOB, robotCaller, robotDeliverJob, robotGiveUp } from './robot.adapter.ts';

const Id = z.coerce.number().int().positive();
const Version = z.number().int().min(0).optional();
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), 'invalid date');
const Item = z.object({ id: Id, version: Version });
const Items = z.array(Item).min(1).max(RECALL_LIMITS.batch);
const Remark = z.string().trim().max(RECALL_LIMITS.remark).optional();
const Answer = z.object({
  lineNo: z.number().int().min(0).max(100),
  verdict: z.enum(RECALL_VERDICTS).optional(),
  score: z.number().int().min(0).max(100).optional(),
  text: z.string().max(RECALL_LIMITS.text).optional(),
});
const Call = {
  phone: z.string().trim().regex(/^[+\d][\d\s-]{2,31}$/).optional(),
  answers: z.array(Answer).max(30).optional(),
  satisfaction: z.enum(RECALL_SATISFACTION).optional(),
  remark: Remark,
};
const Failed = z.enum(RECALL_OUTCOMES.filter((o) => o !== 'success') as [string, ...string[]]);

const brief = (row: typeof soRecallLine.$inferSelect) => ({ id: row.id, orderNo: row.orderNo, status: row.status, callCount: row.callCount, version: row.version });

export function recallRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  const perm = RECALL_PERMISSIONS;
  resourceRoutes(app, deps, recallLineResource, { table: soRecallLine, hooks: { scope: recallScope } });
  resourceRoutes(app, deps, recallHistoryResource, { table: soRecallHistory, hooks: { scope: recallHistoryScope } });
  importRoutes(app, deps, recallImportResource, recallImportTarget, { check: (tx, auth, value) => checkImportedResult(tx, auth, value as unknown as ImportedResult), allOrNothing: 'always' });
  resourceRoutes(app, deps, recallAssessmentResource, { table: soRecallAssessment, hooks: { scope: recallAssessmentScope } });
  const line = `/basic/${recallLineResource.name}`;
  const header = '/basic/soRecallHeader';
  const tags = [recallLineResource.name];

  const command = <B extends z.ZodRawShape>(path: string, verb: string, access: `basic_${string}`, body: B, run: (tx: Tx, auth: AuthContext, input: z.infer<z.ZodObject<B>>) => Promise<Moved>, notice?: RecallNotice['action']) =>
    r.post(`${path}/${verb}`, { config: { access, title: `return visit ${verb}` }, schema: { tags, body: z.object(body) } }, async (request) => {
      const auth = authOf(request);
      const { saved, tell } = await inTenant(auth, (tx) => run(tx, auth, request.body as z.infer<z.ZodObject<B>>));
      if (notice) for (const userId of tell) await deps.events.publish({ tenantId: auth.tenantId, userId, type: RECALL_EVENT, data: { count: saved.length, action: notice } satisfies RecallNotice });
      return bizOk(saved.map(brief));
    });

  r.post(`${line}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => recallDetail(tx, auth, request.body.id)));
  });
  r.post(`${line}/getByOrder`, { config: { access: 'basic_so_order_view', read: true }, schema: { tags, body: z.object({ orderId: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => recallsOfOrder(tx, auth, request.body.orderId)));
  });
  r.post(`${line}/assignees`, { config: { access: perm.assign, read: true }, schema: { tags } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => returnVisitors(tx, auth.tenantId)));
  });

  command(line, 'screen', perm.screen, { items: Items }, (tx, auth, { items }) => screenLines(tx, auth, 'screen', items));
  command(line, 'drop', perm.screen, { items: Items, reason: z.string().trim().min(1).max(RECALL_LIMITS.reason) }, (tx, auth, { items, reason }) => screenLines(tx, auth, 'drop', items, reason));
  command(line, 'assign', perm.assign, { items: Items, assigneeId: Id }, (tx, auth, { items, assigneeId }) => assignLines(tx, auth, items, assigneeId), 'assign');
  command(line, 'successfulRecall', perm.follow, { id: Id, version: Version, ...Call }, (tx, auth, { id, version, ...input }) => recordCalls(tx, auth, [{ id, version }], { ...input, outcome: 'success' }));
  command(line, 'failRecall', perm.follow, { id: Id, version: Version, outcome: Failed, phone: Call.phone, remark: Remark }, (tx, auth, { id, version, ...input }) =>
    recordCalls(tx, auth, [{ id, version }], input as CallInput),
  );
  // A successful call that found the work not done: the completion taken back, the reason required.
  command(line, 'rejectCompletion', perm.follow, { id: Id, version: Version, ...Call, remark: z.string().trim().min(1).max(RECALL_LIMITS.remark) }, (tx, auth, { id, version, ...input }) =>
    recordCalls(tx, auth, [{ id, version }], { ...input, outcome: 'success', rejectCompletion: true }),
  );
  // Read on the order's detail, like getByOrder: whoever sees the order's visits sees what they found not true.
  r.post(`/basic/${recallHistoryResource.name}/getSubjectByNotTrueReason`, { config: { access: 'basic_so_order_view', read: true }, schema: { tags, body: z.object({ lineId: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => notTrueSubjects(tx, auth, request.body.lineId)));
  });
  // The robot caller: open follow-ups handed to it, its requests (the adapter's outbox), their answers — recorded by a
  // return visitor from the list, or sent back by the provider.
  const caller = robotCaller(deps.config);
  deps.jobs.handle(ROBOT_DELIVER_JOB, robotDeliverJob(deps.database, deps.config), robotGiveUp(deps.database));
  resourceRoutes(app, deps, recallRobotResource, { table: soRecallRobot, hooks: { scope: robotScope } });
  command(`/basic/${recallHistoryResource.name}`, 'submitRobot', perm.follow, { items: Items }, (tx, auth, { items }) => submitRobot(tx, auth, caller, items));
  const RobotResult = { id: Id, outcome: z.enum(RECALL_OUTCOMES), satisfaction: z.enum(RECALL_SATISFACTION).optional() };
  const answered = (result: Awaited<ReturnType<typeof answerRobot>>) => ({ id: result.request.id, status: result.request.status, line: brief(result.line) });
  r.post(`/basic/${recallRobotResource.name}/answer`, { config: { access: perm.follow, title: 'robot call answer' }, schema: { tags, body: z.object(RobotResult) } }, async (request) => {
    const auth = authOf(request);
    const { id, ...answer } = request.body;
    return bizOk(answered(await inTenant(auth, (tx) => answerRobot(tx, auth, id, answer))));
  });
  r.post(
    '/intf/recall/robot',
    {
      config: { access: 'public', title: 'robot call answer from its provider' },
      schema: { tags, summary: "The robot caller's answer (bearer RECALL_ROBOT_INBOUND_TOKEN, TENANT-ID header)", body: z.object(RobotResult) },
    },
    async (request) => {
      if (!providerAuthentic(deps.config.RECALL_ROBOT_INBOUND_TOKEN, bearerToken(request))) throw new AppError('unauthorized');
      const tenantId = requestedTenant(request);
      if (!tenantId) throw new AppError('notFound');
      const { id, ...answer } = request.body;
      return bizOk(answered(await deps.database.withTenant(tenantId, (tx) => answerRobot(tx, systemActor(tenantId), id, answer, false))));
    },
  );
  // Batch follow-up: one result (either outcome) for many lines, all or none.
  command(line, 'batchRecall', perm.follow, { items: Items, outcome: z.enum(RECALL_OUTCOMES), ...Call }, (tx, auth, { items, ...input }) => recordCalls(tx, auth, items, input));

  r.post(
    `${header}/createRecall`,
    {
      config: { access: perm.sample, title: 'return visit sampling' },
      schema: { tags, body: z.object({ finishedFrom: Day.optional(), finishedTo: Day.optional(), siteId: Id.optional(), orderIds: z.array(Id).min(1).max(RECALL_LIMITS.batch).optional() }) },
    },
    async (request) => {
      const auth = authOf(request);
      return bizOk(await inTenant(auth, (tx) => sampleOrders(tx, auth, request.body)));
    },
  );
  r.post(`${header}/selectCountByStat`, { config: { access: perm.view, read: true }, schema: { tags } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => countByStatus(tx, auth)));
  });
  r.post(
    `${header}/getWaitRecallListPage`,
    { config: { access: perm.follow, read: true }, schema: { tags, body: z.object({ current: z.number().int().min(1).default(1), size: z.number().int().min(1).max(100).default(20) }).nullish() } },
    async (request) => {
      const auth = authOf(request);
      const current = request.body?.current ?? 1;
      const size = request.body?.size ?? 20;
      const { total, rows } = await inTenant(auth, (tx) => waitingFor(tx, auth, current, size));
      return bizOk({ records: rows, total, current, size, pages: Math.ceil(total / size) });
    },
  );
}
