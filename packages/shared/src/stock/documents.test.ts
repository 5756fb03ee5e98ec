/** The stock documents' transition tables, explored over every state, kind and action. */
import { describe, expect, it } from 'vitest';
import {
  allowedStockDocActions,
  applyStockDocAction,
  initialStockDocState,
  receiptOf,
  STOCK_DOC_ACTION_NAMES,
  STOCK_DOC_KINDS,
  STOCK_DOC_RESOURCES,
  STOCK_DOC_STATUSES,
  STOCK_DOC_TYPES,
  STOCK_DOC_WAREHOUSES,
  STOCK_RECEIPTS,
  type StockDocKind,
  STOCK_DOC_TYPE_ACTIONS,
  type StockDocState,
  type StockDocType,
  stockDocAction,
  stockDocKindAction,
  needsOtherApprover,
} from './documents.ts';

const ALL: StockDocState[] = STOCK_DOC_STATUSES.flatMap((status) => STOCK_RECEIPTS.map((receipt) => ({ status, receipt })));
const key = (s: StockDocState) => `${s.status}/${s.receipt}`;

/** Every state reachable from a new document, a receipt leading to partial or full. */
function reachable(kind: StockDocKind): Map<string, StockDocState> {
  const seen = new Map([[key(initialStockDocState()), initialStockDocState()]]);
  const queue = [initialStockDocState()];
  while (queue.length) {
    const state = queue.shift()!;
    for (const action of allowedStockDocActions(kind, state)) {
      const next = applyStockDocAction(kind, state, action)!;
      const outcomes = action === 'receive' ? (['partial', 'full'] as const).map((receipt) => ({ ...next, receipt })) : [next];
      for (const o of outcomes) {
        if (!seen.has(key(o))) {
          seen.set(key(o), o);
          queue.push(o);
        }
      }
    }
  }
  return seen;
}

/** The whole expected table: from each status (and receipt), the actions each kind allows. */
const EXPECTED: Record<StockDocKind, Record<string, string[]>> = {
  transfer: { 'draft/none': ['submit', 'cancel'], 'audit/none': ['reject', 'cancel', 'ship'], 'rejected/none': ['submit', 'cancel'], 'outbound/pending': ['receive'], 'inbound/partial': ['receive'],
    // Not reachable (a receipt always leaves the transfer inbound), allowed by the two dimensions' guards.
    'outbound/partial': ['receive'], 'inbound/pending': ['receive'] },
  out: { 'draft/none': ['submit', 'cancel'], 'audit/none': ['reject', 'cancel', 'ship'], 'rejected/none': ['submit', 'cancel'] },
  in: { 'draft/none': ['submit', 'cancel'], 'audit/none': ['reject', 'cancel', 'approve'], 'rejected/none': ['submit', 'cancel'], 'inbound/pending': ['receive'], 'inbound/partial': ['receive'] },
  count: { 'draft/none': ['submit', 'cancel'], 'audit/none': ['reject', 'cancel', 'approve'], 'rejected/none': ['submit', 'cancel'] },
  request: { 'draft/none': ['submit', 'cancel'], 'audit/none': ['reject', 'cancel', 'approve'], 'rejected/none': ['submit', 'cancel'] },
};

describe('stock document transitions', () => {
  it('runs an action exactly where its kind has it and its guard holds, changing only what it sets', () => {
    for (const kind of STOCK_DOC_KINDS) {
      for (const state of ALL) {
        for (const action of STOCK_DOC_ACTION_NAMES) {
          const def = stockDocAction(kind, action);
          const guarded = !!def && Object.entries(def.when).every(([dim, allowed]) => (allowed as readonly string[]).includes(state[dim as keyof StockDocState]));
          const next = applyStockDocAction(kind, state, action);
          expect(next !== null, `${kind} ${action} from ${key(state)}`).toBe(guarded);
          if (next && def) expect(next).toEqual({ ...state, ...def.sets });
          const expected = EXPECTED[kind][key(state)] ?? [];
          expect(allowedStockDocActions(kind, state).includes(action), `${kind} ${action} from ${key(state)}`).toBe(expected.includes(action));
        }
      }
    }
  });

  it('reaches exactly the states of each kind, ending cancelled, outbound, fully received, posted or approved', () => {
    const ends: Record<StockDocKind, string[]> = {
      transfer: ['cancelled/none', 'inbound/full'],
      out: ['cancelled/none', 'outbound/none'],
      in: ['cancelled/none', 'inbound/full'],
      count: ['cancelled/none', 'posted/none'],
      request: ['cancelled/none', 'approved/none'],
    };
    for (const kind of STOCK_DOC_KINDS) {
      const reached = [...reachable(kind).values()];
      const dead = reached.filter((s) => allowedStockDocActions(kind, s).length === 0).map(key);
      expect(dead.sort(), kind).toEqual(ends[kind].sort());
      // Every state that allows something is in the expected table.
      for (const s of reached) if (!dead.includes(key(s))) expect(EXPECTED[kind][key(s)], `${kind} ${key(s)}`).toBeDefined();
    }
  });

  it('asks a reason of rejections and cancellations, shipping details of a shipment, quantities of a receipt', () => {
    for (const kind of STOCK_DOC_KINDS) {
      for (const action of STOCK_DOC_ACTION_NAMES) {
        const def = stockDocAction(kind, action);
        if (!def) continue;
        const expected = { reject: 'reason', cancel: 'reason', ship: 'shipping', receive: 'receipt' }[action as string];
        expect(def.input, `${kind} ${action}`).toBe(expected);
      }
    }
  });

  it('reserves on submission and releases on rejection or cancellation exactly for what leaves a warehouse', () => {
    for (const kind of STOCK_DOC_KINDS) {
      const leaves = kind === 'transfer' || kind === 'out';
      expect(stockDocAction(kind, 'submit')?.effect, kind).toBe(leaves ? 'reserve' : undefined);
      expect(stockDocAction(kind, 'reject')?.effect, kind).toBe(leaves ? 'release' : undefined);
      expect(stockDocAction(kind, 'cancel')?.effect, kind).toBe(leaves ? 'release' : undefined);
    }
  });

  it('calls a receipt full when every line has all it was sent', () => {
    expect(receiptOf([{ qty: 3, receivedQty: 3 }, { qty: 2, receivedQty: 2 }])).toBe('full');
    expect(receiptOf([{ qty: 3, receivedQty: 3 }, { qty: 2, receivedQty: 1 }])).toBe('partial');
    expect(receiptOf([{ qty: 3, receivedQty: 0 }])).toBe('partial');
  });
});

describe('old-part write-off (stock-out of type scrapOld)', () => {
  it('is approved, never shipped: submitted without reserving, posted on approval from the defective bucket', () => {
    const audit: StockDocState = { status: 'audit', receipt: 'none' };
    expect(allowedStockDocActions('out', audit, 'scrapOld')).toEqual(['reject', 'cancel', 'approve']);
    expect(allowedStockDocActions('out', audit, 'scrap')).toEqual(['reject', 'cancel', 'ship']);
    expect(applyStockDocAction('out', audit, 'approve', 'scrapOld')).toEqual({ status: 'posted', receipt: 'none' });
    expect(applyStockDocAction('out', audit, 'ship', 'scrapOld')).toBeNull();
    expect(applyStockDocAction('out', audit, 'approve')).toBeNull();
    for (const action of ['submit', 'reject', 'cancel'] as const) expect(stockDocAction('out', action, 'scrapOld')?.effect, action).toBeUndefined();
    expect(stockDocAction('out', 'approve', 'scrapOld')?.effect).toBe('writeOff');
    // A type of another kind, or none, is the kind's own table.
    expect(allowedStockDocActions('in', audit, 'scrapOld')).toEqual(['reject', 'cancel', 'approve']);
    expect(needsOtherApprover('out', 'scrapOld') && needsOtherApprover('count') && !needsOtherApprover('out', 'scrap')).toBe(true);
  });

  it("asks of each action the permission the kind's routes check, whatever the type", () => {
    for (const [type, table] of Object.entries(STOCK_DOC_TYPE_ACTIONS)) {
      const kind = STOCK_DOC_KINDS.find((k) => (STOCK_DOC_TYPES[k] as readonly string[]).includes(type as StockDocType))!;
      for (const [action, def] of Object.entries(table)) expect(def.permission, `${type} ${action}`).toBe(stockDocKindAction(kind, action as 'submit')!.permission);
    }
  });
});

describe('stock document resources', () => {
  it('offers each kind its own document types, and its lines the locations of the warehouse on their side', () => {
    for (const kind of STOCK_DOC_KINDS) {
      const def = STOCK_DOC_RESOURCES[kind];
      expect(def.fields.find((f) => f.name === 'docType')?.options, kind).toEqual(STOCK_DOC_TYPES[kind]);
      const locations = def.lines!.fields.filter((f) => f.ref === 'basWarehouseLocation').map((f) => [f.name, f.refParent, f.default]);
      const { from, to } = STOCK_DOC_WAREHOUSES[kind];
      expect(locations, kind).toEqual([...(from ? [['fromLocationId', 'fromWarehouseId', 0]] : []), ...(to ? [['toLocationId', 'toWarehouseId', 0]] : [])]);
    }
  });
});
