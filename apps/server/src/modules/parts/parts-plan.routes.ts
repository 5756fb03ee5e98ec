/**
 * /basic/spPartsPlanHeader/*: the generic grid, count, get and export (from the metadata, in the caller's data
 * scope), getDetail, getWarehouses (those the caller may plan for), add (computes the plan), update (the planner's
 * quantities), confirm (orders them) and cancel. Each body is zod-validated, each verb checked for its permission and
 * run in one transaction.
 */
import { bizOk, PARTS_PLAN_MAX_PERIOD, PARTS_PLAN_PERMISSIONS, partsPlanResource } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { withRefLabels } from '../../http/resource/ref-labels.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { addPlan, cancelPlan, confirmPlan, planDetail, planScope, planWarehouses, updatePlan } from './parts-plan.service.ts';
import { spPartsPlan, spPartsPlanLine } from './parts-plan.table.ts';

const Id = z.coerce.number().int().positive();
const Version = z.number().int().min(0).optional();

/** What a command answers: where the plan stands now. */
const brief = (row: typeof spPartsPlan.$inferSelect) => ({ id: row.id, planNo: row.planNo, status: row.status, docKind: row.docKind, docId: row.docId, docNo: row.docNo, version: row.version });

export function partsPlanRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  const perm = PARTS_PLAN_PERMISSIONS;
  resourceRoutes(app, deps, partsPlanResource, { table: spPartsPlan, linesTable: spPartsPlanLine, hooks: { scope: planScope } });
  const base = `/basic/${partsPlanResource.name}`;
  const tags = [partsPlanResource.name];
  const command = <B extends z.ZodRawShape>(verb: string, access: `basic_${string}`, body: B, run: (tx: Tx, auth: AuthContext, input: z.infer<z.ZodObject<B>>) => Promise<typeof spPartsPlan.$inferSelect>) =>
    r.post(`${base}/${verb}`, { config: { access, title: `parts plan ${verb}` }, schema: { tags, body: z.object(body) } }, async (request) => {
      const auth = authOf(request);
      return bizOk(brief(await inTenant(auth, (tx) => run(tx, auth, request.body as z.infer<z.ZodObject<B>>))));
    });

  r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    const [detail] = await inTenant(auth, async (tx) => withRefLabels(tx, deps.resources, auth.tenantId, partsPlanResource, [await planDetail(tx, auth, request.body.id)]));
    return bizOk(detail);
  });
  r.post(`${base}/getWarehouses`, { config: { access: perm.add, read: true }, schema: { tags } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => planWarehouses(tx, auth)));
  });
  command('add', perm.add, { warehouseId: Id, periodDays: z.number().int().min(1).max(PARTS_PLAN_MAX_PERIOD), remark: z.string().trim().max(500).nullish() }, (tx, auth, input) => addPlan(tx, auth, input));
  command(
    'update',
    perm.edit,
    { id: Id, version: Version, remark: z.string().trim().max(500).nullish(), lines: z.array(z.object({ id: Id, qty: z.number().int().min(0).max(999999) })).max(2000).optional() },
    (tx, auth, input) => updatePlan(tx, auth, input),
  );
  command('confirm', perm.confirm, { id: Id, version: Version }, (tx, auth, input) => confirmPlan(tx, auth, input));
  command('cancel', perm.edit, { id: Id, version: Version, reason: z.string().max(500).optional() }, (tx, auth, input) => cancelPlan(tx, auth, input));
}
