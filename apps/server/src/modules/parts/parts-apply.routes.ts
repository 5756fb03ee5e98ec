/**
 * /basic/spPartsApplyHeader/*: the generic grid, count, get and export (from the metadata, in the caller's data
 * scope), getDetail, getByOrder, add and update (draft or rejected), and one verb per command. Each body is
 * zod-validated, each verb checked for its permission and run in one transaction.
 */
import { bizOk, PARTS_APPLY_EVENT, PARTS_APPLY_PERMISSIONS, PARTS_URGENCIES, partsApplyResource } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { withRefLabels } from '../../http/resource/ref-labels.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import {
  addApply,
  applicationsOfOrder,
  applyDetail,
  applyScope,
  approveApply,
  cancelApply,
  rejectApply,
  receiveApply,
  shipApply,
  submitApply,
  updateApply,
} from './parts-apply.service.ts';
import { spPartsApply, spPartsApplyLine } from './parts-apply.table.ts';

const Id = z.coerce.number().int().positive();
const Version = z.number().int().min(0).optional();
const Reason = z.string().max(500).optional();
const Line = z.object({
  partsId: Id,
  qty: z.number().int().min(1).max(9999),
  faultSymptomId: Id.nullish(),
  fault: z.string().trim().max(255).nullish(),
  remark: z.string().trim().max(255).nullish(),
});
const Fields = {
  // The type an outlet may choose; a work order in warranty makes it free when submitted.
  applyType: z.enum(['sales', 'credit']).optional(),
  urgency: z.enum(PARTS_URGENCIES).optional(),
  remark: z.string().trim().max(500).nullish(),
};
const Quantity = z.object({ id: Id, qty: z.number().int().positive().max(9999) });
const Quantities = z.array(Quantity).max(100).optional();
/** A shipment's lines: a serial-numbered part's with one barcode per unit. */
const Shipped = z.array(Quantity.extend({ barcodes: z.array(z.string().trim().min(1).max(64)).max(9999).optional() })).max(100).optional();

/** What a command answers: where the application stands now. */
const brief = (row: typeof spPartsApply.$inferSelect) => ({ id: row.id, applyNo: row.applyNo, status: row.status, delivery: row.delivery, version: row.version });

export function partsApplyRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  const perm = PARTS_APPLY_PERMISSIONS;
  resourceRoutes(app, deps, partsApplyResource, { table: spPartsApply, linesTable: spPartsApplyLine, hooks: { scope: applyScope } });
  const base = `/basic/${partsApplyResource.name}`;
  const tags = [partsApplyResource.name];
  const command = <B extends z.ZodRawShape>(verb: string, access: `basic_${string}`, body: B, run: (tx: Tx, auth: AuthContext, input: z.infer<z.ZodObject<B>>) => Promise<typeof spPartsApply.$inferSelect>) =>
    r.post(`${base}/${verb}`, { config: { access, title: `parts application ${verb}` }, schema: { tags, body: z.object(body) } }, async (request) => {
      const auth = authOf(request);
      return bizOk(brief(await inTenant(auth, (tx) => run(tx, auth, request.body as z.infer<z.ZodObject<B>>))));
    });

  r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    const [detail] = await inTenant(auth, async (tx) => withRefLabels(tx, deps.resources, auth.tenantId, partsApplyResource, [await applyDetail(tx, auth, request.body.id)]));
    return bizOk(detail);
  });
  r.post(`${base}/getByOrder`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ orderId: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => applicationsOfOrder(tx, auth, request.body.orderId)));
  });
  command('add', perm.add, { orderId: Id.nullish(), warehouseId: Id.nullish(), ...Fields, lines: z.array(Line).min(1).max(100) }, (tx, auth, input) => addApply(tx, auth, input));
  command('update', perm.edit, { id: Id, version: Version, ...Fields, lines: z.array(Line).min(1).max(100).optional() }, (tx, auth, { id, version, ...input }) => updateApply(tx, auth, id, version, input));
  command('submit', perm.edit, { id: Id, version: Version }, (tx, auth, input) => submitApply(tx, auth, input.id, input.version));
  command('approve', perm.audit, { id: Id, remark: Reason }, (tx, auth, input) => approveApply(tx, auth, input.id, input.remark));
  command('reject', perm.audit, { id: Id, reason: Reason }, (tx, auth, input) => rejectApply(tx, auth, input.id, input.reason));
  command('cancel', perm.edit, { id: Id, version: Version, reason: Reason }, (tx, auth, input) => cancelApply(tx, auth, input.id, input.version, input.reason));
  command('ship', perm.ship, { id: Id, version: Version, carrier: z.string().max(64).optional(), waybillNumber: z.string().max(64).optional(), lines: Shipped }, (tx, auth, input) => shipApply(tx, auth, input));
  r.post(`${base}/receive`, { config: { access: perm.receive, title: 'parts application receive' }, schema: { tags, body: z.object({ id: Id, version: Version, lines: Quantities }) } }, async (request) => {
    const auth = authOf(request);
    const { saved, notice } = await inTenant(auth, (tx) => receiveApply(tx, auth, request.body));
    if (notice) await deps.events.publish({ tenantId: auth.tenantId, userId: notice.userId, type: PARTS_APPLY_EVENT, data: notice });
    return bizOk(brief(saved));
  });
}
