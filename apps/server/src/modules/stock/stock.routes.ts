/**
 * The stock module's routes: per document kind the generic grid, count, detail and export (read from the kind's
 * metadata, within the caller's warehouses), its own add and update (draft only) and one verb per transition; the
 * balance, a part's movement history, the ledger check and the locations a line chooses from.
 */
import {
  bizOk,
  type FieldDef,
  page,
  parseListQuery,
  resourcePermissions,
  STOCK_DOC_ACTION_NAMES,
  STOCK_DOC_GROUPS,
  STOCK_DOC_KINDS,
  STOCK_DOC_PERMISSIONS,
  STOCK_DOC_RESOURCES,
  type StockDocKind,
  stockDocKindAction,
  warehouseResource,
} from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { requestLang } from '../../http/lang.ts';
import { withRefLabels } from '../../http/resource/ref-labels.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { actionsFor, actOn, addDoc, getDoc, kindScope, updateDoc } from './document.service.ts';
import { importLines } from './document-lines.import.ts';
import { spStockDoc, spStockDocLine } from './document.table.ts';
import { checkLedger } from './ledger.service.ts';
import { BALANCE_SPEC, lastMoveOf, listBalances, listMoves, locationsOf, MOVE_SPEC } from './stock.repository.ts';

const Id = z.coerce.number().int().positive();
const Text = z.string().trim().max(64);
const CommandBody = z.object({
  id: Id,
  version: z.number().int().min(0).optional(),
  reason: z.string().max(500).optional(),
  carrier: Text.optional(),
  waybillNumber: Text.optional(),
  lines: z.array(z.object({ id: Id, qty: z.number().int().positive().max(9999999) })).max(500).optional(),
});

export const STOCK_PERMISSIONS = { balance: 'basic_parts_balance_view', moves: 'basic_sp_stock_move_view', checkLedger: 'basic_parts_balance_check' } as const;

/** What the balance's and the movements' rows refer to: named with the rows, as a document's references are (ref-labels.ts). */
const ref = (name: string, to: string): FieldDef => ({ name, type: 'ref', ref: to });
const BALANCE_REFS = { fields: [ref('locationId', 'basWarehouseLocation')] };
const MOVE_REFS = {
  fields: [
    ref('partsId', 'basParts'),
    ref('fromWarehouseId', 'basWarehouse'),
    ref('fromLocationId', 'basWarehouseLocation'),
    ref('toWarehouseId', 'basWarehouse'),
    ref('toLocationId', 'basWarehouseLocation'),
  ],
};

export function stockRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);

  for (const kind of STOCK_DOC_KINDS) docRoutes(kind);

  function docRoutes(kind: StockDocKind) {
    const def = STOCK_DOC_RESOURCES[kind];
    const perm = STOCK_DOC_PERMISSIONS(kind);
    resourceRoutes(app, deps, def, { table: spStockDoc, linesTable: spStockDocLine, hooks: { scope: kindScope(kind) } });
    const base = `/basic/${STOCK_DOC_GROUPS[kind].name}`;
    const tags = [def.name];
    r.post(`${base}/add`, { config: { access: perm.add, title: `${def.name} add` }, schema: { tags, body: z.record(z.string(), z.unknown()) } }, async (request) => {
      const auth = authOf(request);
      return bizOk(await inTenant(auth, (tx) => addDoc(tx, auth, kind, request.body)));
    });
    r.post(
      `${base}/update`,
      { config: { access: perm.edit, title: `${def.name} update` }, schema: { tags, body: z.looseObject({ id: Id, version: z.number().int().min(0).optional() }) } },
      async (request) => {
        const auth = authOf(request);
        const { id, version, ...fields } = request.body;
        return bizOk(await inTenant(auth, (tx) => updateDoc(tx, auth, kind, id, version, fields)));
      },
    );
    // The detail: header, lines (with what is still missing of a shipment) and history, naming what they refer to, and what the caller may do.
    r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
      const auth = authOf(request);
      const [doc] = await inTenant(auth, async (tx) => {
        const found = await getDoc(tx, auth, kind, request.body.id);
        return withRefLabels(tx, deps.resources, auth.tenantId, def, [{ ...found, actions: await actionsFor(tx, auth, found) }]);
      });
      return bizOk(doc);
    });
    // A spreadsheet's lines for the form (nothing written): the file, and the warehouse whose location codes it uses.
    r.post(`${base}/importLines`, { config: { access: perm.edit, read: true }, schema: { tags } }, async (request) => {
      const auth = authOf(request);
      const part = await request.file();
      if (!part) throw new AppError('fileMissing');
      const buffer = await part.toBuffer();
      if (buffer.subarray(0, 4).toString('binary') !== 'PK\x03\x04') throw new AppError('fileFormat');
      const raw = (part.fields.warehouseId as { value?: string } | undefined)?.value;
      const warehouseId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
      return bizOk(await inTenant(auth, (tx) => importLines(tx, auth.tenantId, kind, buffer, warehouseId, requestLang(request))));
    });
    for (const action of STOCK_DOC_ACTION_NAMES) {
      const actionDef = stockDocKindAction(kind, action);
      if (!actionDef) continue;
      r.post(`${base}/${action}`, { config: { access: perm[actionDef.permission], title: `${def.name} ${action}` }, schema: { tags, body: CommandBody } }, async (request) => {
        const auth = authOf(request);
        return bizOk(await inTenant(auth, (tx) => actOn(tx, auth, kind, action, request.body)));
      });
    }
  }

  /** What each slot of the caller's warehouses holds; on hand = available + reserved; flagged below the part's safety stock. */
  r.post('/basic/partsBalance/getListPage', { config: { access: STOCK_PERMISSIONS.balance, read: true }, schema: { tags: ['partsBalance'], body: z.record(z.string(), z.unknown()).nullish() } }, async (request) => {
    const auth = authOf(request);
    const query = parseListQuery(request.body, BALANCE_SPEC);
    const result = await inTenant(auth, async (tx) => {
      const found = await listBalances(tx, auth, query);
      return { ...found, records: await withRefLabels(tx, deps.resources, auth.tenantId, BALANCE_REFS, found.records as Record<string, unknown>[]) };
    });
    return bizOk(page(result.records, result.total, query.current, query.size, query.searchCount));
  });

  /** A part's movements in the caller's warehouses, newest first. */
  r.post('/basic/spStockMove/getListPage', { config: { access: STOCK_PERMISSIONS.moves, read: true }, schema: { tags: ['spStockMove'], body: z.record(z.string(), z.unknown()).nullish() } }, async (request) => {
    const auth = authOf(request);
    const query = parseListQuery(request.body, MOVE_SPEC);
    const result = await inTenant(auth, async (tx) => {
      const found = await listMoves(tx, auth, query);
      return { ...found, records: await withRefLabels(tx, deps.resources, auth.tenantId, MOVE_REFS, found.records) };
    });
    return bizOk(page(result.records, result.total, query.current, query.size, query.searchCount));
  });

  /**
   * Where a serial-numbered item is now (the item barcode search): its last movement's destination, or none when it
   * left the stock; every place it has been is its movement list (spStockMove/getListPage filtered by barcode).
   */
  r.post(
    '/basic/spStockMove/getBarcodeWhere',
    { config: { access: STOCK_PERMISSIONS.moves, read: true }, schema: { tags: ['spStockMove'], body: z.object({ barcode: z.string().trim().min(1).max(64) }) } },
    async (request) => {
      const auth = authOf(request);
      const last = await inTenant(auth, (tx) => lastMoveOf(tx, auth, request.body.barcode));
      if (!last) throw new AppError('notFound');
      return bizOk({
        barcode: last.barcode,
        partsId: last.partsId,
        warehouseId: last.toWarehouseId,
        locationId: last.toLocationId,
        bucket: last.toBucket,
        moveType: last.moveType,
        docType: last.docType,
        docId: last.docId,
        at: last.createdAt,
      });
    },
  );

  /** The enabled locations of one of the caller's warehouses (none of another's): what a document's line chooses from. */
  r.post(
    '/basic/basWarehouseLocation/getList',
    { config: { access: resourcePermissions(warehouseResource).view, read: true }, schema: { tags: ['basWarehouseLocation'], body: z.object({ warehouseId: Id }) } },
    async (request) => {
      const auth = authOf(request);
      return bizOk(await inTenant(auth, (tx) => locationsOf(tx, auth, request.body.warehouseId)));
    },
  );

  /** The ledger check of the caller's tenant: every slot whose balance differs from its movements. */
  r.post('/basic/partsBalance/checkLedger', { config: { access: STOCK_PERMISSIONS.checkLedger, read: true }, schema: { tags: ['partsBalance'] } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => checkLedger(tx, auth.tenantId)));
  });
}
