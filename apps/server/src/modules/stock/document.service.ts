/**
 * Stock documents' commands (packages/shared stock/documents.ts; docs/stock-ledger.md "Documents"): add and update
 * while editable, and one command per transition. Each is one transaction: the document is read in the caller's
 * data scope and locked, the kind's table decides, an UPDATE guarded on the version moves it, its ledger effect is
 * posted through postMoves (a shortage rolls everything back), and a history row records who did what and why.
 */
import {
  allowedStockDocActions,
  applyStockDocAction,
  type FieldError,
  needsOtherApprover,
  receiptOf,
  type ResourceDef,
  STOCK_DOC_ACTION_LABELS,
  STOCK_DOC_EDITABLE,
  STOCK_DOC_PERMISSIONS,
  STOCK_DOC_RESOURCES,
  STOCK_DOC_STATUS_LABELS,
  type StockDocAction,
  type StockDocKind,
  stockDocAction,
  type StockSlot,
  validateLines,
  validateRecord,
} from '@as/shared';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { basParts, basWarehouse, basWarehouseLocation } from '../master-data/index.ts';
import { spStockDoc, spStockDocHistory, spStockDocLine, spStockDocNo } from './document.table.ts';
import { type PostedMove, postMoves } from './ledger.service.ts';
import { spStockBalance } from './stock.table.ts';
import { warehouseScope } from './warehouse-scope.ts';
import { supplierOf } from './supplier.ts';

type Doc = typeof spStockDoc.$inferSelect;
type Line = typeof spStockDocLine.$inferSelect;
type Row = Record<string, unknown>;

/** A document is seen by whoever sees the warehouse it leaves or the one it arrives at. */
export const docScope = (viewer: Viewer): SQL | undefined => {
  const seen = warehouseScope(viewer);
  return seen && or(sql`${spStockDoc.fromWarehouseId} in ${seen}`, sql`${spStockDoc.toWarehouseId} in ${seen}`);
};

export const kindScope = (kind: StockDocKind) => (viewer: Viewer) => and(eq(spStockDoc.docKind, kind), docScope(viewer));

const PREFIX: Record<StockDocKind, string> = { in: 'RK', out: 'CK', transfer: 'DB', count: 'PD', request: 'SQ' };

/**
 * Which side of a document acts: the warehouse stock leaves decides on it (submits, audits, ships), the one it
 * arrives at receives; a stock-in is all the receiving side's, a request is the asking outlet's until its supplier
 * decides.
 */
export function actingSide(kind: StockDocKind, action: StockDocAction | 'edit'): 'fromWarehouseId' | 'toWarehouseId' {
  if (action === 'receive' || kind === 'in') return 'toWarehouseId';
  if (kind === 'request') return action === 'approve' || action === 'reject' ? 'fromWarehouseId' : 'toWarehouseId';
  return 'fromWarehouseId';
}

/** Which of a document's two warehouses the caller acts for: those of its own scope. */
async function sidesOf(tx: Tx, auth: AuthContext, doc: Doc): Promise<Set<number>> {
  const ends = [doc.fromWarehouseId, doc.toWarehouseId].filter((id): id is number => id !== null);
  const seen = warehouseScope(auth);
  if (!seen) return new Set(ends);
  if (!ends.length) return new Set();
  const own = await tx.select({ id: basWarehouse.id }).from(basWarehouse).where(and(eq(basWarehouse.tenantId, auth.tenantId), inArray(basWarehouse.id, ends), sql`${basWarehouse.id} in ${seen}`));
  return new Set(own.map((w) => w.id));
}

const onActingSide = (doc: Doc, sides: Set<number>, action: StockDocAction | 'edit') => sides.has(doc[actingSide(doc.docKind, action)] ?? -1);

/** Seeing a document (either side) is not acting on it: the caller must see the acting side's warehouse. */
async function assertActingSide(tx: Tx, auth: AuthContext, doc: Doc, action: StockDocAction | 'edit') {
  if (!onActingSide(doc, await sidesOf(tx, auth, doc), action)) throw new AppError('noPermission');
}

/** The actions the caller may take now (the detail's buttons): the state allows them, the caller holds their permission and acts for their side. */
export async function actionsFor(tx: Tx, auth: AuthContext, doc: Doc): Promise<StockDocAction[]> {
  const perms = STOCK_DOC_PERMISSIONS(doc.docKind);
  const sides = await sidesOf(tx, auth, doc);
  return allowedStockDocActions(doc.docKind, { status: doc.status, receipt: doc.receipt }, doc.docType).filter(
    (a) => auth.permissions.has(perms[stockDocAction(doc.docKind, a, doc.docType)!.permission]) && onActingSide(doc, sides, a) && !ownApproval(auth, doc, a),
  );
}

/**
 * Four eyes: whoever made a count (and entered what was counted) does not also post its variance, nor does the maker
 * of an old-part write-off approve it.
 */
const ownApproval = (auth: AuthContext, doc: Doc, action: StockDocAction) => needsOtherApprover(doc.docKind, doc.docType) && action === 'approve' && doc.createdBy === auth.userId;

/** A refusal naming the document's state and the action in the caller's language. */
const refused = (doc: Doc, action: StockDocAction) => new AppError('stockDocActionRefused', { status: STOCK_DOC_STATUS_LABELS[doc.status], action: STOCK_DOC_ACTION_LABELS[action] });

async function docForUpdate(tx: Tx, auth: AuthContext, kind: StockDocKind, id: number): Promise<Doc> {
  const [doc] = await tx
    .select()
    .from(spStockDoc)
    .where(and(eq(spStockDoc.tenantId, auth.tenantId), eq(spStockDoc.id, id), isNull(spStockDoc.deletedAt), kindScope(kind)(auth)))
    .for('update');
  if (!doc) throw new AppError('notFound');
  return doc;
}

const linesOf = (tx: Tx, tenantId: number, docId: number): Promise<Line[]> =>
  tx.select().from(spStockDocLine).where(and(eq(spStockDocLine.tenantId, tenantId), eq(spStockDocLine.parentId, docId))).orderBy(asc(spStockDocLine.lineNo));

async function history(tx: Tx, auth: AuthContext, before: Doc | null, after: Doc, action: string, remark = '', detail: Record<string, unknown> = {}) {
  await tx.insert(spStockDocHistory).values({ tenantId: auth.tenantId, docId: after.id, action, fromStatus: before?.status ?? null, toStatus: after.status, userId: auth.userId, remark, detail });
}

/** One guarded move: same id, tenant and version as read, or someone else acted first. */
async function save(tx: Tx, auth: AuthContext, doc: Doc, changes: Partial<typeof spStockDoc.$inferInsert>) {
  const [saved] = await tx
    .update(spStockDoc)
    .set({ ...changes, version: doc.version + 1, updatedBy: auth.userId, updatedAt: new Date() })
    .where(and(eq(spStockDoc.tenantId, auth.tenantId), eq(spStockDoc.id, doc.id), eq(spStockDoc.version, doc.version)))
    .returning();
  if (!saved) throw new AppError('stockDocChanged');
  return saved;
}

/** The form's part of a kind's resource: what a client may write. */
function writable(def: ResourceDef): ResourceDef {
  return { ...def, fields: def.fields.filter((f) => !f.readOnly), lines: def.lines && { ...def.lines, fields: def.lines.fields.filter((f) => !f.readOnly) } };
}

/** The line columns the server writes, which a screen may send back as it read them. */
const SERVER_LINE_KEYS = ['id', 'tenantId', 'parentId', 'lineNo', 'receivedQty', 'bookQty', 'difference', 'refLabels'];

/** The caller's header and lines, checked: fields, the warehouses (seen by the caller, one of each side), parts and locations. */
async function validInput(tx: Tx, auth: AuthContext, kind: StockDocKind, input: Row, current: Doc | null) {
  const mode = current ? 'update' : 'add';
  const def = writable(STOCK_DOC_RESOURCES[kind]);
  const { lines: rawLines, ...fields } = input;
  const header = validateRecord(def, fields, mode);
  const errors: FieldError[] = [...header.errors];
  let lines: Row[] | undefined;
  if (mode === 'add' || rawLines !== undefined) {
    const cleaned = Array.isArray(rawLines) ? rawLines.map((l) => (l && typeof l === 'object' ? Object.fromEntries(Object.entries(l).filter(([k]) => !SERVER_LINE_KEYS.includes(k))) : l)) : (rawLines ?? []);
    const checked = validateLines(def.lines!, cleaned);
    errors.push(...checked.errors);
    lines = checked.value;
  }
  if (errors.length) throw new FieldErrors(errors);
  const value = header.value;
  const ends = { fromWarehouseId: current?.fromWarehouseId, toWarehouseId: current?.toWarehouseId, ...value };
  if (ends.fromWarehouseId != null && Number(ends.fromWarehouseId) === Number(ends.toWarehouseId)) throw new FieldErrors([{ field: 'toWarehouseId', code: 'stockSameWarehouse' }]);
  // The side a kind acts on must be a warehouse the caller sees; a transfer may send to any of the tenant's.
  const own = actingSide(kind, 'edit');
  for (const field of ['fromWarehouseId', 'toWarehouseId'] as const) {
    if (value[field] == null) continue;
    const seen = field === own ? warehouseScope(auth) : undefined;
    const [wh] = await tx
      .select({ id: basWarehouse.id })
      .from(basWarehouse)
      .where(and(eq(basWarehouse.tenantId, auth.tenantId), eq(basWarehouse.id, Number(value[field])), isNull(basWarehouse.deletedAt), eq(basWarehouse.enabled, true), seen && sql`${basWarehouse.id} in ${seen}`));
    if (!wh) throw new FieldErrors([{ field, code: 'notFound' }]);
  }
  if (lines?.length) {
    const parts = new Set(
      (await tx.select({ id: basParts.id }).from(basParts).where(and(eq(basParts.tenantId, auth.tenantId), isNull(basParts.deletedAt), inArray(basParts.id, lines.map((l) => Number(l.partsId)))))).map((p) => p.id),
    );
    const problems: FieldError[] = lines.flatMap((l, i): FieldError[] => [
      ...(parts.has(Number(l.partsId)) ? [] : [{ field: `lines[${i}].partsId`, code: 'notFound' as const }]),
      ...(l.barcode && Number(l.qty) !== 1 ? [{ field: `lines[${i}].qty`, code: 'stockSerialOne' as const }] : []),
    ]);
    if (problems.length) throw new FieldErrors(problems);
  }
  return { value, lines };
}

/** Locations named by lines belong to the warehouse on their side. */
async function assertLocations(tx: Tx, tenantId: number, doc: Doc, lines: Row[]) {
  const problems: FieldError[] = [];
  for (const [i, line] of lines.entries()) {
    for (const [field, warehouseId] of [
      ['fromLocationId', doc.fromWarehouseId],
      ['toLocationId', doc.toWarehouseId],
    ] as const) {
      const location = Number(line[field] ?? 0);
      if (!location) continue;
      const [found] = await tx
        .select({ id: basWarehouseLocation.id })
        .from(basWarehouseLocation)
        .where(and(eq(basWarehouseLocation.tenantId, tenantId), eq(basWarehouseLocation.id, location), eq(basWarehouseLocation.parentId, warehouseId ?? -1)));
      if (!found) problems.push({ field: `lines[${i}].${field}`, code: 'notFound' });
    }
  }
  if (problems.length) throw new FieldErrors(problems);
}



/** What a count freezes: the book (available) of each line's part and location when the count is made. */
async function withBook(tx: Tx, tenantId: number, warehouseId: number, lines: Row[] | undefined): Promise<Row[]> {
  const book = await tx
    .select({ partsId: spStockBalance.partsId, locationId: spStockBalance.locationId, available: spStockBalance.available })
    .from(spStockBalance)
    .where(and(eq(spStockBalance.tenantId, tenantId), eq(spStockBalance.warehouseId, warehouseId)))
    .orderBy(asc(spStockBalance.partsId), asc(spStockBalance.locationId));
  const at = new Map(book.map((b) => [`${b.partsId}:${b.locationId}`, b.available]));
  // No lines chosen: every part the warehouse holds.
  const chosen = lines?.length ? lines : book.filter((b) => b.available > 0).map((b) => ({ partsId: b.partsId, fromLocationId: b.locationId }));
  return chosen.map((l) => ({ ...l, bookQty: at.get(`${l.partsId}:${l.fromLocationId ?? 0}`) ?? 0 }));
}

async function writeLines(tx: Tx, tenantId: number, docId: number, lines: Row[]) {
  await tx.delete(spStockDocLine).where(and(eq(spStockDocLine.tenantId, tenantId), eq(spStockDocLine.parentId, docId)));
  if (!lines.length) return;
  await tx.insert(spStockDocLine).values(
    lines.map((l, i) => ({
      tenantId,
      parentId: docId,
      lineNo: i + 1,
      partsId: Number(l.partsId),
      qty: Number(l.qty ?? 0),
      fromLocationId: Number(l.fromLocationId ?? 0),
      toLocationId: Number(l.toLocationId ?? 0),
      bookQty: l.bookQty == null ? null : Number(l.bookQty),
      countedQty: l.countedQty == null ? null : Number(l.countedQty),
      unitCost: l.unitCost == null ? null : String(l.unitCost),
      barcode: (l.barcode as string | undefined) || null,
      remark: (l.remark as string | undefined) ?? null,
    })),
  );
}

async function insertDoc(tx: Tx, auth: AuthContext, kind: StockDocKind, value: Partial<typeof spStockDoc.$inferInsert>) {
  const [doc] = await tx
    .insert(spStockDoc)
    .values({
      ...value,
      tenantId: auth.tenantId,
      docKind: kind,
      docType: value.docType ?? kind,
      docNo: sql`${PREFIX[kind]} || to_char(now(), 'YYMMDD') || lpad(nextval(${spStockDocNo.seqName})::text, 6, '0')`,
      createdBy: auth.userId,
      updatedBy: auth.userId,
    })
    .returning();
  return doc;
}

export async function addDoc(tx: Tx, auth: AuthContext, kind: StockDocKind, input: Row) {
  const { value, lines = [] } = await validInput(tx, auth, kind, input, null);
  if (kind === 'request') value.fromWarehouseId = await supplierOf(tx, auth.tenantId, Number(value.toWarehouseId));
  const doc = await insertDoc(tx, auth, kind, value as Partial<typeof spStockDoc.$inferInsert>);
  await assertLocations(tx, auth.tenantId, doc, lines);
  await writeLines(tx, auth.tenantId, doc.id, kind === 'count' ? await withBook(tx, auth.tenantId, Number(doc.fromWarehouseId), lines) : lines);
  await history(tx, auth, null, doc, 'create');
  return getDoc(tx, auth, kind, doc.id);
}

export async function updateDoc(tx: Tx, auth: AuthContext, kind: StockDocKind, id: number, version: number | undefined, input: Row) {
  const doc = await docForUpdate(tx, auth, kind, id);
  if (version !== undefined && version !== doc.version) throw new AppError('stockDocChanged');
  if (!STOCK_DOC_EDITABLE.includes(doc.status)) throw new AppError('stockDocNotEditable', { status: STOCK_DOC_STATUS_LABELS[doc.status] });
  await assertActingSide(tx, auth, doc, 'edit');
  const { value, lines } = await validInput(tx, auth, kind, input, doc);
  // A count's warehouse is what its book was frozen in.
  if (kind === 'count' && value.fromWarehouseId !== undefined && value.fromWarehouseId !== doc.fromWarehouseId) throw new FieldErrors([{ field: 'fromWarehouseId', code: 'stockDocNotEditable', params: { status: STOCK_DOC_STATUS_LABELS[doc.status] } }]);
  if (kind === 'request' && value.toWarehouseId !== undefined) value.fromWarehouseId = await supplierOf(tx, auth.tenantId, Number(value.toWarehouseId));
  const saved = await save(tx, auth, doc, value as Partial<typeof spStockDoc.$inferInsert>);
  // Lines kept as they were must name locations of the warehouses too, if the header changed them.
  await assertLocations(tx, auth.tenantId, saved, lines ?? (await linesOf(tx, auth.tenantId, doc.id)));
  if (lines) {
    let written = lines;
    if (kind === 'count') {
      // Lines already counted keep the book frozen when the count was made; new ones are frozen now.
      const frozen = new Map((await linesOf(tx, auth.tenantId, doc.id)).map((l) => [`${l.partsId}:${l.fromLocationId}`, l.bookQty]));
      const fresh = await withBook(tx, auth.tenantId, Number(doc.fromWarehouseId), lines);
      written = fresh.map((l) => ({ ...l, bookQty: frozen.get(`${l.partsId}:${l.fromLocationId ?? 0}`) ?? l.bookQty }));
    }
    await writeLines(tx, auth.tenantId, doc.id, written);
  }
  await history(tx, auth, doc, saved, 'update', '', { fields: Object.keys(value), lines: lines !== undefined });
  return getDoc(tx, auth, kind, doc.id);
}

/** The document with its lines and its history, newest step last. */
export async function getDoc(tx: Tx, auth: AuthContext, kind: StockDocKind, id: number) {
  const [doc] = await tx
    .select()
    .from(spStockDoc)
    .where(and(eq(spStockDoc.tenantId, auth.tenantId), eq(spStockDoc.id, id), isNull(spStockDoc.deletedAt), kindScope(kind)(auth)));
  if (!doc) throw new AppError('notFound');
  const lines = await linesOf(tx, auth.tenantId, id);
  const steps = await tx
    .select({
      id: spStockDocHistory.id,
      action: spStockDocHistory.action,
      fromStatus: spStockDocHistory.fromStatus,
      toStatus: spStockDocHistory.toStatus,
      userName: sysUser.name,
      remark: spStockDocHistory.remark,
      detail: spStockDocHistory.detail,
      createdAt: spStockDocHistory.createdAt,
    })
    .from(spStockDocHistory)
    .leftJoin(sysUser, eq(sysUser.id, spStockDocHistory.userId))
    .where(and(eq(spStockDocHistory.tenantId, auth.tenantId), eq(spStockDocHistory.docId, id)))
    .orderBy(asc(spStockDocHistory.id));
  // What a transfer shipped and did not (yet) arrive: the difference the receiving side reports.
  const withDifference = lines.map((l) => ({ ...l, difference: doc.docKind === 'transfer' && doc.shippedAt ? l.qty - l.receivedQty : null }));
  return { ...doc, lines: withDifference, history: steps };
}

export interface CommandInput {
  id: number;
  version?: number;
  reason?: string;
  carrier?: string;
  waybillNumber?: string;
  lines?: { id: number; qty: number }[];
}

const slot = (warehouseId: number | null, locationId: number, bucket: StockSlot['bucket']): StockSlot => ({ warehouseId: Number(warehouseId), locationId, bucket });

/** The movements of an action's ledger effect on the document's lines. */
function movesOf(doc: Doc, lines: Line[], effect: string): PostedMove[] {
  const source = (l: Line) => ({ partsId: l.partsId, qty: l.qty, barcode: l.barcode, docType: doc.docKind, docId: doc.id, docLineId: l.id, waybillNumber: doc.waybillNumber });
  const from = (l: Line, bucket: StockSlot['bucket']) => slot(doc.fromWarehouseId, l.fromLocationId, bucket);
  switch (effect) {
    case 'reserve':
      return lines.map((l) => ({ ...source(l), moveType: 'reserve', from: from(l, 'available'), to: from(l, 'reserved') }));
    case 'release':
      return lines.map((l) => ({ ...source(l), moveType: 'release', from: from(l, 'reserved'), to: from(l, 'available') }));
    case 'ship':
      // In transit the goods have no location yet: they get the line's on arrival.
      return lines.map((l) => ({ ...source(l), moveType: 'transferOut', from: from(l, 'reserved'), to: slot(doc.toWarehouseId, 0, 'transit') }));
    case 'writeOff':
      // Old parts written off where they are held: the warehouse's defective bucket, never its good stock.
      return lines.map((l) => ({ ...source(l), moveType: 'scrapOut', from: from(l, 'defective'), to: null }));
    case 'issue': {
      const type = ({ issue: 'issueOut', scrap: 'scrapOut', goods: 'goodsOut' } as const)[doc.docType as 'issue' | 'scrap' | 'goods'];
      return lines.map((l) => ({ ...source(l), moveType: type, from: from(l, 'reserved'), to: null }));
    }
    case 'postVariance':
      return lines.flatMap((l): PostedMove[] => {
        const variance = Number(l.countedQty) - Number(l.bookQty ?? 0);
        if (!variance) return [];
        return variance > 0
          ? [{ ...source(l), qty: variance, moveType: 'countGain', from: null, to: from(l, 'available') }]
          : [{ ...source(l), qty: -variance, moveType: 'countLoss', from: from(l, 'available'), to: null }];
      });
    default:
      return [];
  }
}

/** A receipt's quantities per line: each positive, at most what is still to come; movements into the line's location. */
async function receive(tx: Tx, auth: AuthContext, doc: Doc, lines: Line[], input: CommandInput): Promise<Line[]> {
  const asked = input.lines ?? [];
  if (!asked.length) throw new FieldErrors([{ field: 'lines', code: 'required' }]);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const errors: FieldError[] = [];
  asked.forEach((a, i) => {
    const line = byId.get(a.id);
    if (!line) errors.push({ field: `lines[${i}].id`, code: 'notFound' });
    else if (a.qty > line.qty - line.receivedQty) errors.push({ field: `lines[${i}].qty`, code: 'stockReceiveOver', params: { left: line.qty - line.receivedQty } });
  });
  if (new Set(asked.map((a) => a.id)).size !== asked.length) errors.push({ field: 'lines', code: 'duplicate' });
  if (errors.length) throw new FieldErrors(errors);
  const type = doc.docKind === 'transfer' ? 'transferIn' : ({ purchase: 'purchaseIn', return: 'returnIn', goods: 'goodsIn' } as const)[doc.docType as 'purchase' | 'return' | 'goods'];
  const moves: PostedMove[] = asked.map((a) => {
    const line = byId.get(a.id)!;
    const to = slot(doc.toWarehouseId, line.toLocationId, 'available');
    return {
      moveType: type,
      partsId: line.partsId,
      qty: a.qty,
      barcode: line.barcode,
      from: type === 'transferIn' ? slot(doc.toWarehouseId, 0, 'transit') : null,
      to,
      docType: doc.docKind,
      docId: doc.id,
      docLineId: line.id,
      waybillNumber: doc.waybillNumber,
      unitCost: line.unitCost,
    };
  });
  await postMoves(tx, auth.tenantId, auth.userId, moves);
  const received = sql.join(
    asked.map((a) => sql`(${a.id}::bigint, ${a.qty}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${spStockDocLine} as l set received_qty = l.received_qty + r.qty
    from (values ${received}) as r(id, qty) where l.tenant_id = ${auth.tenantId} and l.id = r.id`);
  return linesOf(tx, auth.tenantId, doc.id);
}

/** Where a warehouse holds most of each part available: the location a request's transfer takes it from. */
async function fullestLocations(tx: Tx, tenantId: number, warehouseId: number, partIds: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ partsId: spStockBalance.partsId, locationId: spStockBalance.locationId })
    .from(spStockBalance)
    .where(and(eq(spStockBalance.tenantId, tenantId), eq(spStockBalance.warehouseId, warehouseId), inArray(spStockBalance.partsId, partIds)))
    .orderBy(asc(spStockBalance.partsId), desc(spStockBalance.available), asc(spStockBalance.locationId));
  const best = new Map<number, number>();
  for (const r of rows) if (!best.has(r.partsId)) best.set(r.partsId, r.locationId);
  return best;
}

export async function actOn(tx: Tx, auth: AuthContext, kind: StockDocKind, action: StockDocAction, input: CommandInput) {
  const doc = await docForUpdate(tx, auth, kind, input.id);
  if (input.version !== undefined && input.version !== doc.version) throw new AppError('stockDocChanged');
  const def = stockDocAction(kind, action, doc.docType);
  const next = def && applyStockDocAction(kind, { status: doc.status, receipt: doc.receipt }, action, doc.docType);
  if (!def || !next) throw refused(doc, action);
  await assertActingSide(tx, auth, doc, action);
  if (ownApproval(auth, doc, action)) throw new AppError(kind === 'count' ? 'stockCountOwnApproval' : 'stockWriteOffOwnApproval');
  const reason = input.reason?.trim() ?? '';
  if (def.input === 'reason' && !reason) throw new FieldErrors([{ field: 'reason', code: 'rejectNeedsRemark' }]);
  if (def.input === 'shipping') {
    const missing = (['carrier', 'waybillNumber'] as const).filter((f) => !input[f]?.trim());
    if (missing.length && kind === 'transfer') throw new FieldErrors(missing.map((field) => ({ field, code: 'required' })));
  }
  let lines = await linesOf(tx, auth.tenantId, doc.id);
  const changes: Partial<typeof spStockDoc.$inferInsert> = { ...next };
  if (action === 'reject') changes.auditRemark = reason;
  if (action === 'approve') changes.auditRemark = reason || null;
  if (def.input === 'shipping') Object.assign(changes, { carrier: input.carrier?.trim() || null, waybillNumber: input.waybillNumber?.trim() || null, shippedAt: new Date().toISOString() });
  if (kind === 'count' && action === 'submit') {
    const uncounted = lines.flatMap((l, i) => (l.countedQty == null ? [{ field: `lines[${i}].countedQty`, code: 'required' as const }] : []));
    if (uncounted.length) throw new FieldErrors(uncounted);
  }
  // A cancellation releases only what its submission reserved.
  const reserved = doc.status === 'audit';
  if (def.effect === 'receive') {
    lines = await receive(tx, auth, doc, lines, input);
    changes.receipt = receiptOf(lines);
    changes.receivedAt = new Date().toISOString();
  } else if (def.effect && def.effect !== 'createTransfer' && (def.effect !== 'release' || reserved)) {
    // A count that matches its book moves nothing.
    const moves = movesOf({ ...doc, ...changes } as Doc, lines, def.effect);
    if (moves.length) await postMoves(tx, auth.tenantId, auth.userId, moves);
  }
  if (def.effect === 'createTransfer') {
    const transfer = await insertDoc(tx, auth, 'transfer', { docType: 'transfer', status: 'audit', fromWarehouseId: doc.fromWarehouseId, toWarehouseId: doc.toWarehouseId, linkedDocId: doc.id, remark: doc.remark });
    const source = await fullestLocations(tx, auth.tenantId, Number(doc.fromWarehouseId), lines.map((l) => l.partsId));
    await writeLines(tx, auth.tenantId, transfer.id, lines.map((l) => ({ partsId: l.partsId, qty: l.qty, fromLocationId: source.get(l.partsId) ?? 0, toLocationId: l.toLocationId })));
    await postMoves(tx, auth.tenantId, auth.userId, movesOf(transfer, await linesOf(tx, auth.tenantId, transfer.id), 'reserve'));
    await history(tx, auth, null, transfer, 'create', '', { requestId: doc.id, requestNo: doc.docNo });
    changes.linkedDocId = transfer.id;
  }
  const saved = await save(tx, auth, doc, changes);
  const detail: Record<string, unknown> = {};
  if (def.input === 'shipping') Object.assign(detail, { carrier: saved.carrier, waybillNumber: saved.waybillNumber });
  if (def.input === 'receipt') detail.lines = input.lines;
  if (saved.linkedDocId && def.effect === 'createTransfer') detail.transferId = saved.linkedDocId;
  await history(tx, auth, doc, saved, action, reason, detail);
  return { id: saved.id, status: saved.status, receipt: saved.receipt, version: saved.version, linkedDocId: saved.linkedDocId };
}
