/**
 * /basic/spPartsReturnHeader/*: the generic grid, count, get and export (from the metadata, in the caller's data
 * scope), getDetail, getByOrder (an order's old parts and their returns), the form's choices (returnable old parts,
 * returnable application lines), add and update (draft), and one verb per command. The reports /rpt/partsReturn
 * (return lines with their header) and /rpt/partsNoReturn (old parts not returned), each exportable.
 */
import {
  bizOk,
  PARTS_NO_RETURN_REPORT,
  PARTS_NO_RETURN_SCREEN,
  PARTS_RETURN_KINDS,
  PARTS_RETURN_PERMISSIONS,
  PARTS_RETURN_REPORT,
  PARTS_RETURN_REPORT_SCREEN,
  PARTS_RTV_DESTINATIONS,
  partsReturnResource,
  type ScreenDef,
} from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type ReportCalls, type ReportList, reportRoutes } from '../../http/resource/report-routes.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { withRefLabels } from '../../http/resource/ref-labels.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { listNoReturn, listReturnLines, noReturnTotals } from './parts-return.report.ts';
import {
  addReturn,
  cancelReturn,
  inspectReturn,
  oldPartsOfOrder,
  receiveReturn,
  returnableApplyLines,
  returnableOldParts,
  returnDetail,
  returnScope,
  rtvReturn,
  shipReturn,
  updateReturn,
} from './parts-return.service.ts';
import { spPartsReturn, spPartsReturnLine } from './parts-return.table.ts';

const Id = z.coerce.number().int().positive();
const Version = z.number().int().min(0).optional();
const Text = (max: number) => z.string().trim().max(max);
const Line = z.object({
  partsId: Id.optional(),
  qty: z.number().int().min(1).max(9999).optional(),
  applyLineId: Id.nullish(),
  orderPartId: Id.nullish(),
  remark: Text(255).nullish(),
});
const Lines = z.array(Line).min(1).max(100);

const brief = (row: typeof spPartsReturn.$inferSelect) => ({ id: row.id, returnNo: row.returnNo, kind: row.kind, status: row.status, version: row.version });

export function partsReturnRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  const perm = PARTS_RETURN_PERMISSIONS;
  resourceRoutes(app, deps, partsReturnResource, { table: spPartsReturn, linesTable: spPartsReturnLine, hooks: { scope: returnScope } });
  const base = `/basic/${partsReturnResource.name}`;
  const tags = [partsReturnResource.name];
  const command = <B extends z.ZodRawShape>(verb: string, access: `basic_${string}`, body: B, run: (tx: Tx, auth: AuthContext, input: z.infer<z.ZodObject<B>>) => Promise<typeof spPartsReturn.$inferSelect>) =>
    r.post(`${base}/${verb}`, { config: { access, title: `parts return ${verb}` }, schema: { tags, body: z.object(body) } }, async (request) => {
      const auth = authOf(request);
      return bizOk(brief(await inTenant(auth, (tx) => run(tx, auth, request.body as z.infer<z.ZodObject<B>>))));
    });
  const read = <B extends z.ZodRawShape>(verb: string, body: B, run: (tx: Tx, auth: AuthContext, input: z.infer<z.ZodObject<B>>) => Promise<unknown>) =>
    r.post(`${base}/${verb}`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object(body) } }, async (request) => {
      const auth = authOf(request);
      return bizOk(await inTenant(auth, (tx) => run(tx, auth, request.body as z.infer<z.ZodObject<B>>)));
    });

  r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    const [detail] = await inTenant(auth, async (tx) => withRefLabels(tx, deps.resources, auth.tenantId, partsReturnResource, [await returnDetail(tx, auth, request.body.id)]));
    return bizOk(detail);
  });
  read('getByOrder', { orderId: Id }, (tx, auth, input) => oldPartsOfOrder(tx, auth, input.orderId));
  read('getReturnableOld', { warehouseId: Id.nullish(), returnId: Id.optional() }, (tx, auth, input) => returnableOldParts(tx, auth, input.warehouseId, input.returnId));
  read('getReturnableNew', { warehouseId: Id.nullish(), returnId: Id.optional() }, (tx, auth, input) => returnableApplyLines(tx, auth, input.warehouseId, input.returnId));
  command('add', perm.add, { kind: z.enum(PARTS_RETURN_KINDS), warehouseId: Id.nullish(), remark: Text(500).nullish(), lines: Lines }, (tx, auth, input) => addReturn(tx, auth, input));
  command('update', perm.edit, { id: Id, version: Version, remark: Text(500).nullish(), lines: Lines.optional() }, (tx, auth, { id, version, ...input }) => updateReturn(tx, auth, id, version, input));
  command('cancel', perm.edit, { id: Id, version: Version, reason: Text(500).optional() }, (tx, auth, input) => cancelReturn(tx, auth, input));
  command('ship', perm.ship, { id: Id, version: Version, carrier: Text(64).optional(), waybillNumber: Text(64).optional() }, (tx, auth, input) => shipReturn(tx, auth, input));
  command('receive', perm.receive, { id: Id, version: Version, lines: z.array(z.object({ id: Id, qty: z.number().int().positive().max(9999) })).max(100).optional() }, (tx, auth, input) => receiveReturn(tx, auth, input));
  command(
    'inspect',
    perm.inspect,
    { id: Id, version: Version, lines: z.array(z.object({ id: Id, result: z.enum(['accepted', 'rejected']), reason: Text(255).nullish() })).max(100) },
    (tx, auth, input) => inspectReturn(tx, auth, input),
  );
  command('rtv', perm.rtv, { id: Id, version: Version, destination: z.enum(PARTS_RTV_DESTINATIONS).optional(), carrier: Text(64).optional(), waybillNumber: Text(64).optional() }, (tx, auth, input) => rtvReturn(tx, auth, input));

  const report = (def: ScreenDef, list: ReportList, name: string, extra?: ReportCalls['extra']) =>
    reportRoutes(app, deps, { def, list, extra, urls: { list: `/rpt/${name}/getListPage`, export: `/rpt/${name}/getListByExcel` }, tag: name });
  report(PARTS_RETURN_REPORT_SCREEN, listReturnLines, PARTS_RETURN_REPORT.name);
  report(PARTS_NO_RETURN_SCREEN, listNoReturn, PARTS_NO_RETURN_REPORT.name, async (tx, viewer, query) => ({ totals: await noReturnTotals(tx, viewer, query) }));
}
