/** What a document screen derives from the shared transition table and from the receipt form, kept apart from React. */
import { type ResourceDef, STOCK_DOC_TYPES, type StockDocKind, type StockDocStatus, stockDocTable } from '@as/shared';

/**
 * The statuses a kind's documents (of one type, or of any) can be in (its status tabs): the draft, and every status
 * one of their actions sets.
 */
export function statusesOf(kind: StockDocKind, docType?: string): StockDocStatus[] {
  const set = new Set<StockDocStatus>(['draft']);
  const types = docType ? [docType] : [undefined, ...STOCK_DOC_TYPES[kind]];
  for (const type of types) for (const def of Object.values(stockDocTable(kind, type))) if (typeof def?.sets.status === 'string') set.add(def.sets.status);
  return [...set];
}

/**
 * A receipt's lines as sent: only those given a quantity (the server refuses 0). The server names a refused line by
 * its place among those sent, so `fieldOf` turns 'lines[1].qty' back into the form row it came from.
 */
export function receiptOf(open: readonly { id: number }[], entered: readonly { qty?: string }[]) {
  const sent = entered.map((l, row) => ({ row, qty: Number(l.qty || 0) })).filter((l) => l.qty > 0);
  return {
    lines: sent.map((l) => ({ id: open[l.row].id, qty: l.qty })),
    fieldOf: (name: string): (string | number)[] | undefined => {
      const m = /^lines(?:\[(\d+)\]|\.(\d+))\.qty$/.exec(name);
      const at = m ? sent[Number(m[1] ?? m[2])] : undefined;
      return at ? ['lines', at.row, 'qty'] : undefined;
    },
  };
}

/** What a write-off never has: it is not shipped anywhere. */
const UNSHIPPED = ['toWarehouseId', 'carrier', 'waybillNumber', 'shippedAt'];

/** The kind's resource narrowed to one type: the type field offers it alone, and is given it; an old-part write-off drops the shipping. */
export const typedResource = (def: ResourceDef, docType?: string | null): ResourceDef =>
  docType === 'scrapOld'
    ? {
        ...def,
        fields: def.fields.filter((f) => !UNSHIPPED.includes(f.name)).map((f) => (f.name === 'docType' ? { ...f, options: [docType], default: docType, filter: undefined } : f)),
      }
    : def;
