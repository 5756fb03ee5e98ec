/**
 * /basic/wkQualityReport/* and /basic/wkAccidentReport/* (one family per kind, on one table and service), and
 * /basic/wkGoodCommentApply/*: the generic grid, count, get and export (from the metadata, in the caller's data
 * scope), getDetail (names, files, history and the caller's actions), and the commands. Each body is zod-validated,
 * each verb checked for its permission and run in one transaction; once it commits, the other side is told over the
 * WebSocket.
 */
import {
  bizOk,
  GOOD_COMMENT_ACTION_NAMES,
  GOOD_COMMENT_EVENT,
  GOOD_COMMENT_LIMITS,
  GOOD_COMMENT_PERMISSIONS,
  goodCommentResource,
  MAX_CENTS,
  parseScaled,
  QUALITY_REPORT_EVENT,
  QUALITY_REPORT_KINDS,
  QUALITY_REPORT_LIMITS,
  QUALITY_REPORT_PERMISSIONS,
  QUALITY_REPORT_RESOURCES,
  QUALITY_SEVERITIES,
  type QualityReportKind,
} from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { withRefLabels } from '../../http/resource/ref-labels.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { addGoodComment, checkGoodComment, goodCommentDetail, goodCommentScope } from './good-comment.service.ts';
import { wkGoodCommentApply } from './good-comment.table.ts';
import { addQualityReport, answerQualityReport, qualityReportDetail, qualityReportScope, submitQualityReport, updateQualityReport } from './quality-report.service.ts';
import { wkQualityReport } from './quality-report.table.ts';

const Id = z.coerce.number().int().positive();
const Version = z.number().int().min(0).optional();
/** Money as text or as typed: at most 2 decimals, above 0. */
const Money = z.union([z.string().max(32), z.number()]).refine((v) => {
  const scaled = parseScaled(v);
  return scaled !== null && scaled > 0 && scaled <= MAX_CENTS;
}, 'formatError');
const Files = (max: number) => z.array(Id).max(max).optional();

const ReportBody = {
  itemId: Id.nullish(),
  serialNo: z.string().trim().max(QUALITY_REPORT_LIMITS.serial).nullish(),
  orderNo: z.string().trim().max(32).nullish(),
  facts: z.string().trim().min(1).max(QUALITY_REPORT_LIMITS.facts),
  severity: z.enum(QUALITY_SEVERITIES),
  injury: z.boolean().nullish(),
  damage: z.string().trim().max(QUALITY_REPORT_LIMITS.damage).nullish(),
  attachments: Files(QUALITY_REPORT_LIMITS.attachments),
};

interface Told {
  saved: { id: number; status: string; version: number };
  notice: object;
  tell: number[];
}

export function qualityRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  /** A command: validated, permitted, one transaction, then the other side told. */
  const command = <B extends z.ZodRawShape>(base: string, verb: string, access: `basic_${string}`, event: string, body: B, run: (tx: Tx, auth: AuthContext, input: z.infer<z.ZodObject<B>>) => Promise<Told>, answer: (saved: Told['saved']) => object) =>
    r.post(`${base}/${verb}`, { config: { access, title: `${base} ${verb}` }, schema: { tags: [base.split('/')[2]], body: z.object(body) } }, async (request) => {
      const auth = authOf(request);
      const { saved, notice, tell } = await inTenant(auth, (tx) => run(tx, auth, request.body as z.infer<z.ZodObject<B>>));
      for (const userId of tell) await deps.events.publish({ tenantId: auth.tenantId, userId, type: event, data: notice });
      return bizOk(answer(saved));
    });

  for (const kind of QUALITY_REPORT_KINDS) reportRoutes(kind);

  function reportRoutes(kind: QualityReportKind) {
    const resource = QUALITY_REPORT_RESOURCES[kind];
    const perm = QUALITY_REPORT_PERMISSIONS[kind];
    resourceRoutes(app, deps, resource, { table: wkQualityReport, hooks: { scope: qualityReportScope(kind) } });
    const base = `/basic/${resource.name}`;
    const answer = (saved: Told['saved']) => {
      const row = saved as Told['saved'] & { reportNo: string };
      return { id: row.id, reportNo: row.reportNo, status: row.status, version: row.version };
    };
    const reportCommand = <B extends z.ZodRawShape>(verb: string, access: `basic_${string}`, body: B, run: (tx: Tx, auth: AuthContext, input: z.infer<z.ZodObject<B>>) => Promise<Told>) => command(base, verb, access, QUALITY_REPORT_EVENT, body, run, answer);
    r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags: [resource.name], body: z.object({ id: Id }) } }, async (request) => {
      const auth = authOf(request);
      const [detail] = await inTenant(auth, async (tx) => withRefLabels(tx, deps.resources, auth.tenantId, resource, [await qualityReportDetail(tx, auth, kind, request.body.id)]));
      return bizOk(detail);
    });
    reportCommand('add', perm.add, ReportBody, (tx, auth, input) => addQualityReport(tx, auth, kind, input));
    reportCommand('update', perm.add, { id: Id, version: Version, ...ReportBody }, (tx, auth, { id, version, ...input }) => updateQualityReport(tx, auth, kind, id, version, input));
    reportCommand('submit', perm.add, { id: Id, version: Version }, (tx, auth, input) => submitQualityReport(tx, auth, kind, input.id, input.version));
    reportCommand('confirm', perm.confirm, { id: Id, version: Version, remark: z.string().trim().max(QUALITY_REPORT_LIMITS.reason).optional() }, (tx, auth, input) =>
      answerQualityReport(tx, auth, kind, 'confirm', input.id, input.version, input.remark),
    );
    reportCommand('return', perm.confirm, { id: Id, version: Version, reason: z.string().trim().min(1).max(QUALITY_REPORT_LIMITS.reason) }, (tx, auth, input) =>
      answerQualityReport(tx, auth, kind, 'return', input.id, input.version, input.reason),
    );
  }

  // Good-comment applications.
  const gc = GOOD_COMMENT_PERMISSIONS;
  resourceRoutes(app, deps, goodCommentResource, { table: wkGoodCommentApply, hooks: { scope: goodCommentScope } });
  const gcBase = `/basic/${goodCommentResource.name}`;
  const gcAnswer = (saved: Told['saved']) => {
    const row = saved as Told['saved'] & { applyNo: string; amountGranted: string | null };
    return { id: row.id, applyNo: row.applyNo, status: row.status, version: row.version, amountGranted: row.amountGranted };
  };
  r.post(`${gcBase}/getDetail`, { config: { access: gc.view, read: true }, schema: { tags: [goodCommentResource.name], body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    const [detail] = await inTenant(auth, async (tx) => withRefLabels(tx, deps.resources, auth.tenantId, goodCommentResource, [await goodCommentDetail(tx, auth, request.body.id)]));
    return bizOk(detail);
  });
  command(
    gcBase,
    'add',
    gc.add,
    GOOD_COMMENT_EVENT,
    { orderNo: z.string().trim().min(1).max(32), praise: z.string().trim().min(1).max(GOOD_COMMENT_LIMITS.praise), amountClaimed: Money, attachments: Files(GOOD_COMMENT_LIMITS.attachments) },
    (tx, auth, input) => addGoodComment(tx, auth, { ...input, amountClaimed: String(input.amountClaimed) }),
    gcAnswer,
  );
  command(
    gcBase,
    'check',
    gc.check,
    GOOD_COMMENT_EVENT,
    {
      id: Id,
      version: Version,
      action: z.enum(GOOD_COMMENT_ACTION_NAMES as [string, ...string[]]).transform((a) => a as (typeof GOOD_COMMENT_ACTION_NAMES)[number]),
      amountGranted: Money.nullish(),
      remark: z.string().trim().max(GOOD_COMMENT_LIMITS.remark).nullish(),
    },
    (tx, auth, input) => checkGoodComment(tx, auth, { ...input, amountGranted: input.amountGranted == null ? null : String(input.amountGranted) }),
    gcAnswer,
  );
}
