/**
 * The stock module's routes: per document kind the generic grid, count, detail and export (read from the kind's
 * metadata, within the caller's warehouses), its own add and update (draft only) and one verb per transition; the
 * balance, a part's movement history and the ledger check.
 */
import { bizOk, page, parseListQuery, STOCK_DOC_ACTION_NAMES, STOCK_DOC_GROUPS, STOCK_DOC_KINDS, STOCK_DOC_PERMISSIONS, STOCK_DOC_RESOURCES, type StockDocKind, stockDocAction } from '@as/shared';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { requestLang } from '../../http/lang.ts';
import { containsPattern } from '../../http/resource/resource.repository.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { basParts, basWarehouse } from '../master-data/index.ts';
import { actOn, addDoc, getDoc, kindScope, updateDoc, warehouseScope } from './document.service.ts';
import { importLines } from './document-lines.import.ts';
import { spStockDoc, spStockDocLine } from './document.table.ts';
import { checkLedger } from './ledger.service.ts';
import { spStockBalance, spStockMove } from './stock.table.ts';

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

const BALANCE_SPEC = { filterable: ['warehouseId', 'warehouseType', 'locationId', 'partsId', 'partsCode', 'partsName', 'belowSafety'], sortable: ['id', 'warehouseId', 'partsCode', 'available', 'reserved', 'transit', 'onHand'] };
const MOVE_SPEC = { filterable: ['partsId', 'warehouseId', 'barcode', 'moveType', 'createdAt', 'docId'], sortable: ['id'] };

const one = (values: string[] | undefined) => values?.[0];
const num = (values: string[] | undefined) => (one(values) === undefined ? undefined : Number(one(values)));

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
    // The detail: header, lines (with what is still missing of a shipment) and history.
    r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
      const auth = authOf(request);
      return bizOk(await inTenant(auth, (tx) => getDoc(tx, auth, kind, request.body.id)));
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
      const actionDef = stockDocAction(kind, action);
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
    const f = query.filters;
    const seen = warehouseScope(auth);
    const onHand = sql<number>`(${spStockBalance.available} + ${spStockBalance.reserved})`;
    const below = sql<boolean>`${onHand} < ${basParts.safetyStock}`;
    const where = and(
      eq(spStockBalance.tenantId, auth.tenantId),
      seen && sql`${spStockBalance.warehouseId} in ${seen}`,
      num(f.warehouseId) !== undefined ? eq(spStockBalance.warehouseId, num(f.warehouseId)!) : undefined,
      // The network inventory: what the outlets (type asc) hold, for headquarters and centres.
      f.warehouseType?.length ? inArray(basWarehouse.warehouseType, f.warehouseType) : undefined,
      num(f.locationId) !== undefined ? eq(spStockBalance.locationId, num(f.locationId)!) : undefined,
      num(f.partsId) !== undefined ? eq(spStockBalance.partsId, num(f.partsId)!) : undefined,
      one(f.partsCode) ? ilike(basParts.code, containsPattern(one(f.partsCode)!)) : undefined,
      one(f.partsName) ? ilike(basParts.name, containsPattern(one(f.partsName)!)) : undefined,
      one(f.belowSafety) === 'true' ? below : undefined,
    );
    const columns: Record<string, SQL | PgColumn> = {
      id: spStockBalance.id,
      warehouseId: spStockBalance.warehouseId,
      partsCode: sql`${basParts.code}`,
      available: spStockBalance.available,
      reserved: spStockBalance.reserved,
      transit: spStockBalance.transit,
      onHand,
    };
    const sorted = (field: string | null, order: 'asc' | 'desc') => (field ? [order === 'desc' ? desc(columns[field]) : asc(columns[field])] : []);
    const result = await inTenant(auth, async (tx) => {
      const from = () =>
        tx
          .select({
            id: spStockBalance.id,
            warehouseId: spStockBalance.warehouseId,
            warehouseName: basWarehouse.name,
            locationId: spStockBalance.locationId,
            partsId: spStockBalance.partsId,
            partsCode: basParts.code,
            partsName: basParts.name,
            available: spStockBalance.available,
            reserved: spStockBalance.reserved,
            transit: spStockBalance.transit,
            onHand,
            safetyStock: basParts.safetyStock,
            belowSafety: below,
          })
          .from(spStockBalance)
          .innerJoin(basParts, and(eq(basParts.tenantId, spStockBalance.tenantId), eq(basParts.id, spStockBalance.partsId)))
          .innerJoin(basWarehouse, and(eq(basWarehouse.tenantId, spStockBalance.tenantId), eq(basWarehouse.id, spStockBalance.warehouseId)));
      const records = await from()
        .where(where)
        .orderBy(...sorted(query.sort, query.order), spStockBalance.warehouseId, spStockBalance.partsId, spStockBalance.locationId)
        .limit(query.size)
        .offset((query.current - 1) * query.size);
      const [{ total }] = query.searchCount
        ? await tx
            .select({ total: sql<number>`count(*)` })
            .from(spStockBalance)
            .innerJoin(basParts, and(eq(basParts.tenantId, spStockBalance.tenantId), eq(basParts.id, spStockBalance.partsId)))
            .innerJoin(basWarehouse, and(eq(basWarehouse.tenantId, spStockBalance.tenantId), eq(basWarehouse.id, spStockBalance.warehouseId)))
            .where(where)
        : [{ total: 0 }];
      return { records, total: Number(total) };
    });
    return bizOk(page(result.records, result.total, query.current, query.size, query.searchCount));
  });

  /** A part's movements in the caller's warehouses, newest first. */
  r.post('/basic/spStockMove/getListPage', { config: { access: STOCK_PERMISSIONS.moves, read: true }, schema: { tags: ['spStockMove'], body: z.record(z.string(), z.unknown()).nullish() } }, async (request) => {
    const auth = authOf(request);
    const query = parseListQuery(request.body, MOVE_SPEC);
    const f = query.filters;
    const seen = warehouseScope(auth);
    const warehouse = num(f.warehouseId);
    const [fromDate, toDate] = f.createdAt ?? [];
    const where = and(
      eq(spStockMove.tenantId, auth.tenantId),
      seen && or(sql`${spStockMove.fromWarehouseId} in ${seen}`, sql`${spStockMove.toWarehouseId} in ${seen}`),
      num(f.partsId) !== undefined ? eq(spStockMove.partsId, num(f.partsId)!) : undefined,
      warehouse !== undefined ? or(eq(spStockMove.fromWarehouseId, warehouse), eq(spStockMove.toWarehouseId, warehouse)) : undefined,
      one(f.barcode) ? eq(spStockMove.barcode, one(f.barcode)!) : undefined,
      one(f.moveType) ? eq(spStockMove.moveType, one(f.moveType)!) : undefined,
      num(f.docId) !== undefined ? eq(spStockMove.docId, num(f.docId)!) : undefined,
      fromDate ? gte(spStockMove.createdAt, new Date(fromDate)) : undefined,
      toDate ? lte(spStockMove.createdAt, new Date(toDate)) : undefined,
    ) as SQL;
    const result = await inTenant(auth, async (tx) => {
      const records = await tx
        .select()
        .from(spStockMove)
        .where(where)
        .orderBy(desc(spStockMove.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size);
      const [{ total }] = query.searchCount ? await tx.select({ total: sql<number>`count(*)` }).from(spStockMove).where(where) : [{ total: 0 }];
      return { records, total: Number(total) };
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
      const seen = warehouseScope(auth);
      const [last] = await inTenant(auth, (tx) =>
        tx
          .select()
          .from(spStockMove)
          .where(and(eq(spStockMove.tenantId, auth.tenantId), eq(spStockMove.barcode, request.body.barcode), seen && or(sql`${spStockMove.fromWarehouseId} in ${seen}`, sql`${spStockMove.toWarehouseId} in ${seen}`)))
          .orderBy(desc(spStockMove.id))
          .limit(1),
      );
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

  /** The ledger check of the caller's tenant: every slot whose balance differs from its movements. */
  r.post('/basic/partsBalance/checkLedger', { config: { access: STOCK_PERMISSIONS.checkLedger, read: true }, schema: { tags: ['partsBalance'] } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => checkLedger(tx, auth.tenantId)));
  });
}
