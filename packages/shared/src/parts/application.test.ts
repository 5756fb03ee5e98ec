import { describe, expect, it } from 'vitest';
import { errorText } from '../errors.ts';
import { ORDER_ENDPOINT_ACTIONS } from '../work-orders/lifecycle.ts';
import {
  allowedPartsApplyActions,
  applyPartsApplyAction,
  applyTypeFor,
  deliveryOf,
  PARTS_APPLY_ACTION_NAMES,
  PART_ORDER_STAT_LABELS,
  PART_ORDER_STATS,
  partOrderNoOf,
  partOrderStatOf,
  PARTS_APPLY_STATUSES,
  PARTS_DELIVERIES,
  type PartsApplyAction,
  type PartsApplyState,
  priceLevelOf,
  priceLines,
  type SubmitFacts,
  statusAfterReceipt,
  submitProblem,
} from './application.ts';

describe('parts application transitions', () => {
  // Every status and delivery against every action: the states it may run from and where it leads.
  const expected: Record<PartsApplyAction, (s: PartsApplyState) => PartsApplyState | null> = {
    submit: (s) => (['draft', 'rejected'].includes(s.status) && s.delivery === 'undelivered' ? { ...s, status: 'applied' } : null),
    approve: (s) => (s.status === 'applied' && s.delivery === 'undelivered' ? { ...s, status: 'audited' } : null),
    reject: (s) => (s.status === 'applied' && s.delivery === 'undelivered' ? { ...s, status: 'rejected' } : null),
    ship: (s) => (['audited', 'shipped'].includes(s.status) && s.delivery !== 'full' ? { ...s, status: 'shipped' } : null),
    receive: (s) => (s.status === 'shipped' && s.delivery !== 'undelivered' ? s : null),
    cancel: (s) => (['draft', 'applied', 'audited'].includes(s.status) && s.delivery === 'undelivered' ? { ...s, status: 'cancelled' } : null),
  };
  const states = PARTS_APPLY_STATUSES.flatMap((status) => PARTS_DELIVERIES.map((delivery): PartsApplyState => ({ status, delivery })));

  it.each(PARTS_APPLY_ACTION_NAMES)('%s runs exactly from its states', (action) => {
    for (const state of states) expect(applyPartsApplyAction(state, action), `${action} from ${JSON.stringify(state)}`).toEqual(expected[action](state));
  });

  it('offers nothing once received, settled, cancelled; a draft may be submitted or cancelled', () => {
    for (const status of ['received', 'settled', 'cancelled'] as const) expect(allowedPartsApplyActions({ status, delivery: 'full' })).toEqual([]);
    expect(allowedPartsApplyActions({ status: 'draft', delivery: 'undelivered' })).toEqual(['submit', 'cancel']);
    expect(allowedPartsApplyActions({ status: 'shipped', delivery: 'partial' })).toEqual(['ship', 'receive']);
  });
});

describe('the order\'s parts steps', () => {
  it('are no bare order endpoints: only an application moves them', () => {
    for (const action of ['requestParts', 'evaluateParts', 'deliverParts', 'rejectParts', 'receiveParts'] as const) expect(ORDER_ENDPOINT_ACTIONS).not.toContain(action);
  });
});

describe('delivery and receipt', () => {
  it('is undelivered, partial or full by what the lines shipped', () => {
    expect(deliveryOf([{ qty: 2, shippedQty: 0 }])).toBe('undelivered');
    expect(deliveryOf([{ qty: 2, shippedQty: 1 }, { qty: 1, shippedQty: 0 }])).toBe('partial');
    expect(deliveryOf([{ qty: 2, shippedQty: 2 }, { qty: 1, shippedQty: 0 }])).toBe('partial');
    expect(deliveryOf([{ qty: 2, shippedQty: 2 }, { qty: 1, shippedQty: 1 }])).toBe('full');
  });

  it('is received only when everything went and arrived', () => {
    expect(statusAfterReceipt([{ qty: 2, shippedQty: 1, receivedQty: 1 }])).toBe('shipped');
    expect(statusAfterReceipt([{ qty: 2, shippedQty: 2, receivedQty: 1 }])).toBe('shipped');
    expect(statusAfterReceipt([{ qty: 2, shippedQty: 2, receivedQty: 2 }])).toBe('received');
  });
});

describe('type, price level and amounts', () => {
  it('is free in warranty, else sales unless the outlet chose credit', () => {
    expect(applyTypeFor('1', 'credit')).toBe('free');
    expect(applyTypeFor('2', null)).toBe('sales');
    expect(applyTypeFor('3', 'credit')).toBe('credit');
    expect(applyTypeFor(null, 'free')).toBe('sales');
  });

  it('prices a primary outlet at level 1 and a secondary one at level 2', () => {
    expect(priceLevelOf(1)).toBe('level1');
    expect(priceLevelOf(2)).toBe('level2');
  });

  it('computes amounts in cents, never in floats', () => {
    const prices = { level1Price: '0.10', level2Price: '0.20' };
    const priced = priceLines(
      [
        { qty: 3, prices },
        { qty: 1, prices: { level1Price: '1234.55', level2Price: '1300.00' } },
      ],
      'level1',
    );
    // 0.1 * 3 is 0.30000000000000004 in floating point.
    expect(priced.lines.map((l) => [l.unitPrice, l.amount])).toEqual([
      ['0.10', '0.30'],
      ['1234.55', '1234.55'],
    ]);
    expect(priced.amount).toBe('1234.85');
    expect(priceLines([{ qty: 2, prices }], 'level2').amount).toBe('0.40');
  });
});

describe('submission rules', () => {
  const facts = (over: Partial<SubmitFacts> = {}): SubmitFacts => ({
    type: 'sales',
    urgency: 'normal',
    onOrder: true,
    amount: '300.00',
    lines: [{ part: 'P-1', qty: 2, supplyStatus: 'normal', maxReplace: 0, otherQtyOnOrder: 0 }],
    outlet: { name: 'Chaoyang', maxPartsPerOrder: 0, monthlyUrgentParts: 0, partsMinOrderAmount: '500.00', urgentPartsMinOrderAmount: '1000.00' },
    urgentThisMonth: 0,
    ...over,
  });
  const line = (over: Partial<SubmitFacts['lines'][number]>) => [{ part: 'P-1', qty: 2, supplyStatus: 'normal', maxReplace: 0, otherQtyOnOrder: 0, ...over }];
  const message = (f: SubmitFacts) => {
    const problem = submitProblem(f);
    return problem && errorText(problem.code, 'en-US', problem.params);
  };

  it('lets an application within every limit go', () => {
    expect(submitProblem(facts())).toBeNull();
  });

  it('refuses a part no longer supplied', () => {
    expect(message(facts({ lines: line({ supplyStatus: 'stopped' }) }))).toBe('Part P-1 is no longer supplied and cannot be applied for');
  });

  it('counts the order\'s other applications against the part\'s replacements (0: no limit)', () => {
    expect(submitProblem(facts({ lines: line({ maxReplace: 3, otherQtyOnOrder: 1 }) }))).toBeNull();
    expect(message(facts({ lines: line({ maxReplace: 3, otherQtyOnOrder: 2 }) }))).toBe('Part P-1 may be replaced at most 3 times per order; this order would have 4');
  });

  it('limits the parts of one application by the outlet\'s maximum', () => {
    expect(submitProblem(facts({ outlet: { ...facts().outlet, maxPartsPerOrder: 2 } }))).toBeNull();
    expect(message(facts({ outlet: { ...facts().outlet, maxPartsPerOrder: 1 } }))).toBe('An application may ask for at most 1 parts; this one asks for 2');
  });

  it('limits urgent applications per month, normal ones not', () => {
    const outlet = { ...facts().outlet, monthlyUrgentParts: 2 };
    expect(submitProblem(facts({ outlet, urgency: 'urgent', urgentThisMonth: 1 }))).toBeNull();
    expect(message(facts({ outlet, urgency: 'urgent', urgentThisMonth: 2 }))).toBe('Chaoyang has used its 2 urgent parts applications this month');
    expect(submitProblem(facts({ outlet, urgentThisMonth: 5 }))).toBeNull();
  });

  it('asks the minimum order amount of an outlet\'s own sales or credit order, the urgent one when urgent', () => {
    expect(submitProblem(facts())).toBeNull();
    expect(message(facts({ onOrder: false }))).toBe('The amount 300.00 is below the minimum order amount of 500.00');
    expect(message(facts({ onOrder: false, amount: '800.00', urgency: 'urgent' }))).toBe('The amount 800.00 is below the minimum order amount of 1000.00');
    expect(submitProblem(facts({ onOrder: false, amount: '500.00' }))).toBeNull();
    expect(submitProblem(facts({ onOrder: false, type: 'free' }))).toBeNull();
  });

  it('leaves credit to the outlet account (no limit rule of its own)', () => {
    expect(submitProblem(facts({ type: 'credit', amount: '999999.00' }))).toBeNull();
  });

  it('derives the parts order (PartOrderStat, PartOrderNo) from the application, every state labelled in three languages', () => {
    const expected = { draft: 'saved', applied: 'created', audited: 'approved', shipped: 'shipped', received: 'received', rejected: 'rejected', settled: 'paid', cancelled: 'cancelled' };
    for (const status of PARTS_APPLY_STATUSES) expect(partOrderStatOf(status), status).toBe(expected[status]);
    expect(new Set(PARTS_APPLY_STATUSES.map(partOrderStatOf))).toEqual(new Set(PART_ORDER_STATS));
    for (const stat of PART_ORDER_STATS) expect(Object.keys(PART_ORDER_STAT_LABELS[stat]).sort()).toEqual(['en-US', 'es-ES', 'zh-CN']);
    const no = (status: (typeof PARTS_APPLY_STATUSES)[number], approved?: boolean) => partOrderNoOf({ status, applyNo: 'SA1', approved });
    expect(PARTS_APPLY_STATUSES.filter((s) => no(s) === 'SA1')).toEqual(['audited', 'shipped', 'received', 'settled']);
    expect(no('cancelled', true)).toBe('SA1');
    expect(no('cancelled', false)).toBeNull();
    expect(no('rejected', true)).toBeNull();
  });
});
