/**
 * /basic/spPartsReturnHeader/*: the generic grid, count, get and export (from the metadata, in the caller's data
 * scope), getDetail, getByOrder (an order's old parts and their returns), the form's choices (returnable old parts,
 * returnable application lines), add and update (draft), and one verb per command. The reports /rpt/partsReturn
 * (return lines with their header) and /rpt/partsNoReturn (old parts not returned), each exportable.
 */
import {
  bizOk,
  type ListQuery,
  page,
  PARTS_NO_RETURN_REPORT,
  PARTS_NO_RETURN_SCREEN,
  PARTS_RETURN_KINDS,
  PARTS_RETURN_PERMISSIONS,
  PARTS_RETURN_REPORT,
  PARTS_RETURN_REPORT_SCREEN,
  PARTS_RTV_DESTINATIONS,
  parseListQuery,
  partsReturnResource,
  permissionsOf,
  reportSpecOf,
  type ScreenDef,
} from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type Access, type AuthContext, authOf } from '../../http/access.ts';
import { requestLang } from '../../http/lang.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import { withRefLabels } from '../../http/resource/ref-labels.ts';
import type { Row } from '../../http/resource/resource.repository.ts';
import { Columns, resourceRoutes } from '../../http/resource/resource.routes.ts';
import { pagedExportSource, requestExport } from '../../platform/exports/export.service.ts';
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

type List = (tx: Tx, viewer: Viewer, query: ListQuery) => Promise<{ records: Row[]; total: number }>;
const ListBody = z.record(z.string(), z.unknown()).nullish();

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

  /** A report's list (its screen's filters and sorts only) and its export, which reads the same list in the background. */
  function report(def: ScreenDef, list: List, name: string, extra?: (tx: Tx, viewer: Viewer, query: ListQuery) => Promise<Record<string, unknown>>) {
    const access = permissionsOf(def.permission) as { view: Access; export: Access };
    const spec = reportSpecOf(def);
    deps.exportSources.set(def.key, pagedExportSource(def.fields, list));
    r.post(`/rpt/${name}/getListPage`, { config: { access: access.view, read: true }, schema: { tags: [name], body: ListBody } }, async (request) => {
      const auth = authOf(request);
      const query = parseListQuery(request.body, spec);
      const { records, total, more } = await inTenant(auth, async (tx) => ({ ...(await list(tx, auth, query)), more: extra ? await extra(tx, auth, query) : {} }));
      return bizOk({ ...page(records, total, query.current, query.size, query.searchCount), ...more });
    });
    r.post(`/rpt/${name}/getListByExcel`, { config: { access: access.export, title: `${def.key} export` }, schema: { tags: [name], body: z.looseObject({ columns: Columns }) } }, async (request) => {
      const auth = authOf(request);
      const { columns, ...rest } = request.body;
      const query = parseListQuery(rest, spec);
      await inTenant(auth, (tx) => list(tx, auth, { ...query, current: 1, size: 1, searchCount: false }));
      return bizOk({ id: await requestExport(deps, auth, def.key, def.key, query, columns, requestLang(request)) });
    });
  }
  report(PARTS_RETURN_REPORT_SCREEN, listReturnLines, PARTS_RETURN_REPORT.name);
  report(PARTS_NO_RETURN_SCREEN, listNoReturn, PARTS_NO_RETURN_REPORT.name, async (tx, viewer, query) => ({ totals: await noReturnTotals(tx, viewer, query) }));
}
