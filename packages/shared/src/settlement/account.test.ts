import { describe, expect, it } from 'vitest';
import { ACCOUNT_COLUMNS, applyFlows, availableOf, FLOW_KIND_NAMES, FLOW_KINDS, flowProblem, periodView, postingRefusal, zeroBalance } from './account.ts';

const bal = (over: Partial<Record<(typeof ACCOUNT_COLUMNS)[number], string>>) => ({ ...zeroBalance(), ...over });

describe('the account rule', () => {
  it('available adds deposit, credit, payment, returned and settled and takes occupied, used and penalty', () => {
    expect(availableOf(bal({ deposit: '100.00', credit: '50.00', payment: '10.00', returned: '5.00', settled: '1.00', occupied: '20.00', used: '30.00', penalty: '6.00' }))).toBe('110.00');
  });

  it('every kind moves exactly its column, and the available balance the way its side says', () => {
    for (const kind of FLOW_KIND_NAMES) {
      const after = applyFlows(bal({ occupied: '10.00' }), [{ kind, amount: '3.00' }]);
      const { column, sign } = FLOW_KINDS[kind];
      for (const c of ACCOUNT_COLUMNS) {
        const before = c === 'occupied' ? 10 : 0;
        expect(Number(after[c]), `${kind} on ${c}`).toBe(c === column ? before + 3 * sign : before);
      }
    }
    const before = bal({ deposit: '100.00', occupied: '10.00' });
    const moved = (kind: (typeof FLOW_KIND_NAMES)[number]) => Number(availableOf(applyFlows(before, [{ kind, amount: '3.00' }]))) - Number(availableOf(before));
    expect(FLOW_KIND_NAMES.map((k) => [k, moved(k)])).toEqual([
      ['deposit', 3], ['credit', 3], ['payment', 3], ['occupy', -3], ['release', 3], ['use', -3], ['return', 3], ['settle', 3], ['penalty', -3],
    ]);
  });

  it('refuses malformed flows', () => {
    expect(flowProblem({ kind: 'deposit', amount: '1.005' })).toMatch(/not money/);
    expect(flowProblem({ kind: 'deposit', amount: '0' })).toMatch(/zero/);
    expect(flowProblem({ kind: 'occupy', amount: '-1' })).toMatch(/never negative/);
    expect(flowProblem({ kind: 'nope' as 'deposit', amount: '1' })).toMatch(/unknown/);
    expect(flowProblem({ kind: 'credit', amount: '-1.50' })).toBeNull();
  });

  it('an occupation beyond available is refused with what is available and needed', () => {
    const b = bal({ deposit: '100.00', credit: '50.00' });
    expect(postingRefusal(b, [{ kind: 'occupy', amount: '150.00' }])).toBeNull();
    expect(postingRefusal(b, [{ kind: 'occupy', amount: '150.01' }])).toEqual({ reason: 'overdrawn', available: '150.00', needed: '150.01' });
  });

  it('turning an occupation into use needs nothing more, even on an exhausted account', () => {
    const b = bal({ credit: '50.00', occupied: '50.00' });
    expect(postingRefusal(b, [{ kind: 'release', amount: '50.00' }, { kind: 'use', amount: '50.00' }])).toBeNull();
  });

  it('a release beyond what is occupied, or a refund beyond the deposit, is refused by its column', () => {
    expect(postingRefusal(bal({ occupied: '5.00' }), [{ kind: 'release', amount: '6.00' }])).toEqual({ reason: 'negativeColumn', column: 'occupied', have: '5.00', needed: '6.00' });
    expect(postingRefusal(bal({ deposit: '5.00', credit: '100.00' }), [{ kind: 'deposit', amount: '-6.00' }])).toMatchObject({ column: 'deposit' });
  });

  it('a penalty may take the account below zero; lowering the credit below what is spent may not', () => {
    expect(postingRefusal(bal({ deposit: '1.00' }), [{ kind: 'penalty', amount: '100.00' }])).toBeNull();
    expect(postingRefusal(bal({ credit: '100.00', used: '80.00' }), [{ kind: 'credit', amount: '-30.00' }])).toMatchObject({ reason: 'overdrawn', available: '20.00', needed: '30.00' });
  });

  it('adding money to an overdrawn account always goes', () => {
    expect(postingRefusal(bal({ penalty: '100.00' }), [{ kind: 'payment', amount: '10.00' }])).toBeNull();
  });

  it('the period view: beginning, movement and ending, each with its available', () => {
    const v = periodView({ deposit: '100.00', occupy: '30.00' }, { release: '30.00', use: '30.00', payment: '5.50' });
    expect(v.beginning).toMatchObject({ deposit: '100.00', occupied: '30.00', available: '70.00' });
    expect(v.movement).toMatchObject({ occupied: '-30.00', used: '30.00', payment: '5.50', available: '5.50' });
    expect(v.ending).toMatchObject({ deposit: '100.00', occupied: '0.00', used: '30.00', payment: '5.50', available: '75.50' });
  });
});
