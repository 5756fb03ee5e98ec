/**
 * /basic/basBulletin/*: headquarters' grid, count, get and export (from the metadata), getDetail (history, receivers
 * and readers counted, the caller's actions), add and update (a draft), publish (its receivers told over the
 * WebSocket after the commit, or by the job registered here when its validity begins), revoke; for every signed-in
 * user mine (their bulletins in force, unread ones on the home page) and read (opening one records the receipt).
 */
import { BULLETIN_AUDIENCES, BULLETIN_EVENT, BULLETIN_LIMITS, BULLETIN_PERMISSIONS, bizOk, bulletinResource } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { addBulletin, announceStarted, BULLETIN_START_JOB, type BulletinTelling, bulletinDetail, moveBulletin, myBulletins, readBulletin, updateBulletin } from './bulletin.service.ts';
import { basBulletin } from './bulletin.table.ts';

const Id = z.coerce.number().int().positive();
const Version = z.number().int().min(0).optional();
const Moment = z.string().trim().refine((v) => !Number.isNaN(new Date(v).getTime()), 'invalid date');
const Bulletin = {
  title: z.string().trim().min(1).max(BULLETIN_LIMITS.title),
  body: z.string().trim().min(1).max(BULLETIN_LIMITS.body),
  attachments: z.array(Id).max(BULLETIN_LIMITS.attachments).optional(),
  audience: z.enum(BULLETIN_AUDIENCES),
  deptIds: z.array(Id).max(BULLETIN_LIMITS.audience).optional(),
  roleIds: z.array(Id).max(BULLETIN_LIMITS.audience).optional(),
  validFrom: Moment,
  validTo: Moment.nullish(),
};

export function bulletinRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  const perm = BULLETIN_PERMISSIONS;
  resourceRoutes(app, deps, bulletinResource, { table: basBulletin });
  const base = `/basic/${bulletinResource.name}`;
  const tags = [bulletinResource.name];
  const brief = (row: typeof basBulletin.$inferSelect) => ({ id: row.id, bulletinNo: row.bulletinNo, status: row.status, version: row.version });
  /** After the commit: the bulletin's receivers hear of it. */
  const announce = async (tenantId: number, { notice, tell }: BulletinTelling) => {
    if (tell === 'tenant') await deps.events.publish({ tenantId, type: BULLETIN_EVENT, data: notice });
    else for (const userId of tell) await deps.events.publish({ tenantId, userId, type: BULLETIN_EVENT, data: notice });
  };

  deps.jobs.handle(BULLETIN_START_JOB, async (job) => {
    const telling = await deps.database.withTenant(job.tenantId, (tx) => announceStarted(tx, job.tenantId, Number(job.payload.bulletinId)));
    if (telling) await announce(job.tenantId, telling);
  });

  r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => bulletinDetail(tx, auth, request.body.id)));
  });
  r.post(`${base}/add`, { config: { access: perm.add, title: 'bulletin add' }, schema: { tags, body: z.object(Bulletin) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(brief(await inTenant(auth, (tx) => addBulletin(tx, auth, request.body))));
  });
  r.post(`${base}/update`, { config: { access: perm.edit, title: 'bulletin update' }, schema: { tags, body: z.object({ id: Id, version: Version, ...Bulletin }) } }, async (request) => {
    const auth = authOf(request);
    const { id, version, ...input } = request.body;
    return bizOk(brief(await inTenant(auth, (tx) => updateBulletin(tx, auth, id, version, input))));
  });
  const move = (verb: 'publish' | 'revoke', body: z.ZodObject<{ id: typeof Id; version: typeof Version; reason?: z.ZodString }>) =>
    r.post(`${base}/${verb}`, { config: { access: perm.publish, title: `bulletin ${verb}` }, schema: { tags, body } }, async (request) => {
      const auth = authOf(request);
      const { id, version, reason } = request.body as { id: number; version?: number; reason?: string };
      const { saved, telling } = await inTenant(auth, (tx) => moveBulletin(tx, auth, verb, id, version, reason));
      if (telling) await announce(auth.tenantId, telling);
      return bizOk(brief(saved));
    });
  move('publish', z.object({ id: Id, version: Version }));
  move('revoke', z.object({ id: Id, version: Version, reason: z.string().trim().min(1).max(500) }));
  r.post(`${base}/mine`, { config: { access: 'user', read: true }, schema: { tags, body: z.object({ unread: z.boolean().optional(), current: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(100).default(10) }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => myBulletins(tx, auth, request.body)));
  });
  r.post(`${base}/read`, { config: { access: 'user', title: 'bulletin read' }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => readBulletin(tx, auth, request.body.id)));
  });
}
