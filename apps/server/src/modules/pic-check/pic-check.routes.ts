/**
 * /basic/picCheck/*: the queue's grid, count, get and export (generic, in the caller's data scope), getDetail (the
 * order's photos, history and the caller's actions), allocation (fill the queue), pass, reject, batchPass, the
 * outlet's resubmit, batchAssign (headquarters gives reviews to an inspector) and getInspectors (whom to). Each body is zod-validated, each verb checked for its permission, each command one
 * transaction; whoever should hear of a rejection or a resubmission is told over the WebSocket after it commits.
 */
import { bizOk, PIC_CHECK_EVENT, PIC_CHECK_LIMITS, PIC_CHECK_PERMISSIONS, PIC_CHECK_SOURCES, type PicCheckAction, picCheckResource } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { actOnCheck, allocate, assignedToViewer, batchAssign, batchPass, checkDetail, inspectors, type PicCheckCommand, picCheckScope } from './pic-check.service.ts';
import { soPicCheck } from './pic-check.table.ts';

const Id = z.coerce.number().int().positive();
const Version = z.number().int().min(0).optional();
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const brief = (row: typeof soPicCheck.$inferSelect) => ({ id: row.id, orderNo: row.orderNo, status: row.status, version: row.version });

export function picCheckRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  const perm = PIC_CHECK_PERMISSIONS;
  resourceRoutes(app, deps, picCheckResource, { table: soPicCheck, hooks: { scope: picCheckScope, first: assignedToViewer } });
  const base = `/basic/${picCheckResource.name}`;
  const tags = [picCheckResource.name];

  r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => checkDetail(tx, auth, request.body.id)));
  });
  const Allocation = z.object({
    source: z.enum(PIC_CHECK_SOURCES),
    percent: z.number().int().min(1).max(100).optional(),
    siteId: Id.optional(),
    finishedFrom: Day.optional(),
    finishedTo: Day.optional(),
  });
  r.post(`${base}/allocation`, { config: { access: perm.allocate, title: 'picture review allocation' }, schema: { tags, body: Allocation } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => allocate(tx, auth, request.body)));
  });
  const command = <B extends z.ZodRawShape>(action: PicCheckAction, access: `basic_${string}`, body: B) =>
    r.post(`${base}/${action}`, { config: { access, title: `picture review ${action}` }, schema: { tags, body: z.object({ id: Id, version: Version, ...body }) } }, async (request) => {
      const auth = authOf(request);
      const { saved, notify, notice } = await inTenant(auth, (tx) => actOnCheck(tx, auth, action, request.body as PicCheckCommand));
      for (const userId of notify) await deps.events.publish({ tenantId: auth.tenantId, userId, type: PIC_CHECK_EVENT, data: notice });
      return bizOk(brief(saved));
    });
  command('pass', perm.review, {});
  command('reject', perm.review, { reason: z.string().trim().min(1).max(PIC_CHECK_LIMITS.reason) });
  command('resubmit', perm.resubmit, { photos: z.array(Id).min(1).max(PIC_CHECK_LIMITS.photos) });
  r.post(`${base}/batchPass`, { config: { access: perm.review, title: 'picture review batchPass' }, schema: { tags, body: z.object({ ids: z.array(Id).min(1).max(100) }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk((await inTenant(auth, (tx) => batchPass(tx, auth, request.body.ids))).map(brief));
  });
  const Assignment = z.object({ ids: z.array(Id).min(1).max(PIC_CHECK_LIMITS.batch), assigneeId: Id });
  r.post(`${base}/batchAssign`, { config: { access: perm.assign, title: 'picture review batchAssign' }, schema: { tags, body: Assignment } }, async (request) => {
    const auth = authOf(request);
    return bizOk((await inTenant(auth, (tx) => batchAssign(tx, auth, request.body.ids, request.body.assigneeId))).map(brief));
  });
  r.post(`${base}/getInspectors`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({}).nullish() } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => inspectors(tx, auth.tenantId)));
  });
}
