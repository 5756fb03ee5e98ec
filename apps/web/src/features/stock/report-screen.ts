/** What the stock report screens derive from their rows and routes, kept apart from React. */
import { DELIVERY_NOTE_KINDS, type StockDocKind } from '@as/shared';

export type DeliveryNoteKind = (typeof DELIVERY_NOTE_KINDS)[number];

/** The print view of a document's delivery note: a route of its own, outside the app's frame. */
export const deliveryNotePath = (kind: StockDocKind, id: number) => `/print/stock/${kind}/${id}`;

/** The print route's parameters when they name a kind that ships and a document id; else none (the page is not found). */
export function noteRoute(kind: string | undefined, id: string | undefined): { kind: DeliveryNoteKind; id: number } | undefined {
  const known = DELIVERY_NOTE_KINDS.find((k) => k === kind);
  return known && id && /^[1-9]\d{0,14}$/.test(id) ? { kind: known, id: Number(id) } : undefined;
}

/** Where a serial-numbered item is, as its row says: a bucket of the warehouse it is in, or out of the stock altogether. */
export function itemPlace(row: Record<string, unknown>): 'available' | 'reserved' | 'transit' | 'defective' | 'left' {
  if (row.warehouseId == null) return 'left';
  return row.bucket === 'reserved' || row.bucket === 'transit' || row.bucket === 'defective' ? row.bucket : 'available';
}

/** One end of a movement in a line: warehouse, location and bucket, the parts it has (outside the stock: none). */
export const endOf = (...parts: (string | null | undefined)[]) => parts.filter((p) => p != null && p !== '').join(' · ');
