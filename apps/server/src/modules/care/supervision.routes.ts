/**
 * /basic/soSupervision/*: the generic grid, count, get and export (from the metadata, in the caller's data scope),
 * getDetail (target names, files, history and the caller's actions), add (the supervisor opens one), reply (the
 * target's outlet), close and unable (the supervisor). Each body is zod-validated, each verb checked for its
 * permission and run in one transaction; once it commits, the other side is told over the WebSocket.
 */
import { bizOk, SUPERVISION_EVENT, SUPERVISION_LIMITS, SUPERVISION_PERMISSIONS, SUPERVISION_TARGETS, supervisionResource } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { withRefLabels } from '../../http/resource/ref-labels.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { finishSupervision, type Moved, openSupervision, replySupervision, supervisionDetail, supervisionScope } from './supervision.service.ts';
import { soSupervision } from './supervision.table.ts';

const Id = z.coerce.number().int().positive();
const Version = z.number().int().min(0).optional();
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), 'invalid date');
const Files = z.array(Id).max(SUPERVISION_LIMITS.attachments).optional();

export function supervisionRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  const perm = SUPERVISION_PERMISSIONS;
  resourceRoutes(app, deps, supervisionResource, { table: soSupervision, hooks: { scope: supervisionScope } });
  const base = `/basic/${supervisionResource.name}`;
  const tags = [supervisionResource.name];
  const command = <B extends z.ZodRawShape>(verb: string, access: `basic_${string}`, body: B, run: (tx: Tx, auth: AuthContext, input: z.infer<z.ZodObject<B>>) => Promise<Moved>) =>
    r.post(`${base}/${verb}`, { config: { access, title: `supervision order ${verb}` }, schema: { tags, body: z.object(body) } }, async (request) => {
      const auth = authOf(request);
      const { saved, notice, tell } = await inTenant(auth, (tx) => run(tx, auth, request.body as z.infer<z.ZodObject<B>>));
      for (const userId of tell) await deps.events.publish({ tenantId: auth.tenantId, userId, type: SUPERVISION_EVENT, data: notice });
      return bizOk({ id: saved.id, supervisionNo: saved.supervisionNo, status: saved.status, version: saved.version });
    });

  r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    const [detail] = await inTenant(auth, async (tx) => withRefLabels(tx, deps.resources, auth.tenantId, supervisionResource, [await supervisionDetail(tx, auth, request.body.id)]));
    return bizOk(detail);
  });
  command(
    'add',
    perm.add,
    {
      targetType: z.enum(SUPERVISION_TARGETS),
      siteId: Id.nullish(),
      engineerId: Id.nullish(),
      orderId: Id.nullish(),
      reason: z.string().trim().min(1).max(SUPERVISION_LIMITS.reason),
      dueDate: Day,
      attachments: Files,
    },
    (tx, auth, input) => openSupervision(tx, auth, input),
  );
  command('reply', perm.reply, { id: Id, version: Version, content: z.string().trim().min(1).max(SUPERVISION_LIMITS.reply), attachments: Files }, (tx, auth, { id, version, ...input }) => replySupervision(tx, auth, id, version, input));
  command('close', perm.handle, { id: Id, version: Version, remark: z.string().trim().max(SUPERVISION_LIMITS.remark).optional() }, (tx, auth, input) => finishSupervision(tx, auth, 'close', input.id, input.version, input.remark));
  command('unable', perm.handle, { id: Id, version: Version, remark: z.string().trim().min(1).max(SUPERVISION_LIMITS.remark) }, (tx, auth, input) => finishSupervision(tx, auth, 'unable', input.id, input.version, input.remark));
}
