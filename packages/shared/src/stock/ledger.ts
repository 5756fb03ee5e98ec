/**
 * The stock ledger's model (docs/stock-ledger.md): stock sits in slots (a warehouse, one of its locations or 0 for
 * none, and a bucket), and every change of quantity is one movement of a positive quantity of one part from a slot,
 * to a slot, or both. A slot's balance is the sum of what moved in minus what moved out, and never below zero.
 */
import type { Texts } from '../i18n.ts';

/**
 * available: on the shelf and free; reserved: on the shelf, promised to a document not yet shipped; transit: shipped
 * to this warehouse, not yet received; defective: replaced (old) parts that came back, held for inspection, return to
 * the factory (RTV) or write-off, never issued, reserved or transferred as good stock. On hand = available + reserved.
 */
export const STOCK_BUCKETS = ['available', 'reserved', 'transit', 'defective'] as const;
export type StockBucket = (typeof STOCK_BUCKETS)[number];
export const STOCK_BUCKET_LABELS: Record<StockBucket, Texts> = {
  available: { 'zh-CN': '可用', 'en-US': 'available', 'es-ES': 'disponible' },
  reserved: { 'zh-CN': '已预留', 'en-US': 'reserved', 'es-ES': 'reservado' },
  transit: { 'zh-CN': '在途', 'en-US': 'in transit', 'es-ES': 'en tránsito' },
  defective: { 'zh-CN': '旧件', 'en-US': 'defective', 'es-ES': 'defectuoso' },
};

export interface StockSlot {
  warehouseId: number;
  /** 0 when the warehouse keeps the part without a location (and always for goods in transit). */
  locationId: number;
  bucket: StockBucket;
}

/** Which buckets a movement of each type may leave and enter; null: the stock comes from, or goes, outside the ledger. */
interface MoveRule {
  from: readonly StockBucket[] | null;
  to: readonly StockBucket[] | null;
  /** Both ends in one warehouse (a reservation changes a bucket, not a place). */
  sameWarehouse?: boolean;
}

export const MOVE_TYPES = {
  purchaseIn: { from: null, to: ['available'] },
  returnIn: { from: null, to: ['available'] },
  goodsIn: { from: null, to: ['available'] },
  issueOut: { from: ['available', 'reserved'], to: null },
  /** Scrapped: good stock, or an old part written off at the centre. */
  scrapOut: { from: ['available', 'reserved', 'defective'], to: null },
  goodsOut: { from: ['available', 'reserved'], to: null },
  reserve: { from: ['available'], to: ['reserved'], sameWarehouse: true },
  release: { from: ['reserved'], to: ['available'], sameWarehouse: true },
  relocate: { from: ['available'], to: ['available'], sameWarehouse: true },
  transferOut: { from: ['available', 'reserved'], to: ['transit'] },
  transferIn: { from: ['transit'], to: ['available'] },
  countGain: { from: null, to: ['available'] },
  countLoss: { from: ['available'], to: null },
  /** A part fitted in a repair leaves the outlet's shelf; unconsume brings it back when a redone completion used fewer. */
  consume: { from: ['available'], to: null },
  unconsume: { from: null, to: ['available'] },
  /** An old (replaced) part accepted into a warehouse's defective stock; rtvOut sends it on to headquarters or the supplier. */
  oldPartIn: { from: null, to: ['defective'] },
  rtvOut: { from: ['defective'], to: null },
} as const satisfies Record<string, MoveRule>;
export type MoveType = keyof typeof MOVE_TYPES;
export const MOVE_TYPE_CODES = Object.keys(MOVE_TYPES) as MoveType[];

export interface StockMoveInput {
  moveType: MoveType;
  partsId: number;
  qty: number;
  from: StockSlot | null;
  to: StockSlot | null;
  /** A serial-numbered item moves one at a time under its barcode. */
  barcode?: string | null;
}

/** Why a movement is not one the ledger takes (a programming error: documents build their movements), or null. */
export function moveProblem(move: StockMoveInput): string | null {
  const rule: MoveRule = MOVE_TYPES[move.moveType];
  if (!rule) return `unknown move type ${move.moveType}`;
  if (!Number.isSafeInteger(move.qty) || move.qty <= 0) return `quantity ${move.qty} is not a positive whole number`;
  if (move.barcode && move.qty !== 1) return 'a serial-numbered item moves one at a time';
  for (const [end, allowed] of [
    ['from', rule.from],
    ['to', rule.to],
  ] as const) {
    const slot = move[end];
    if ((allowed === null) !== (slot === null)) return allowed ? `${move.moveType} needs a ${end} slot` : `${move.moveType} takes no ${end} slot`;
    if (slot && allowed && !allowed.includes(slot.bucket)) return `${move.moveType} cannot use ${slot.bucket} as its ${end}`;
  }
  if (rule.sameWarehouse && move.from?.warehouseId !== move.to?.warehouseId) return `${move.moveType} stays in one warehouse`;
  return null;
}

/** A balance row's key: tenant-less (one tenant per posting). */
export interface BalanceKey {
  warehouseId: number;
  locationId: number;
  partsId: number;
}
export type BucketDeltas = Record<StockBucket, number>;

/**
 * What a set of movements changes in each balance row, in one fixed order (warehouse, location, part): postings
 * that lock rows in the same order cannot deadlock each other.
 */
export function balanceDeltas(moves: readonly StockMoveInput[]): (BalanceKey & BucketDeltas)[] {
  const rows = new Map<string, BalanceKey & BucketDeltas>();
  const add = (slot: StockSlot, partsId: number, qty: number) => {
    const k = `${slot.warehouseId}:${slot.locationId}:${partsId}`;
    const row = rows.get(k) ?? { warehouseId: slot.warehouseId, locationId: slot.locationId, partsId, available: 0, reserved: 0, transit: 0, defective: 0 };
    row[slot.bucket] += qty;
    rows.set(k, row);
  };
  for (const move of moves) {
    if (move.from) add(move.from, move.partsId, -move.qty);
    if (move.to) add(move.to, move.partsId, move.qty);
  }
  return [...rows.values()]
    .filter((r) => r.available || r.reserved || r.transit || r.defective)
    .sort((a, b) => a.warehouseId - b.warehouseId || a.locationId - b.locationId || a.partsId - b.partsId);
}
