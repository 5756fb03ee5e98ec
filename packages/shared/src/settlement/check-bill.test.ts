import { describe, expect, it } from 'vitest';
import { appealDeadline } from '../work-orders/order-request.ts';
import { allowedCheckBillActions, applyCheckBillAction, CHECK_BILL_ACTION_NAMES, CHECK_BILL_STATUSES, mayAppeal, settledAmount, standsBy } from './check-bill.ts';

describe('assessment sheet transitions', () => {
  it('allows exactly the table, state by state', () => {
    const expected: Record<string, string[]> = {
      draft: ['update', 'issue', 'cancel'],
      issued: ['appeal', 'stopCheck', 'settle'],
      appealing: ['uphold', 'revoke', 'withdraw'],
      upheld: ['settle'],
      revoked: [],
      settled: [],
      cancelled: [],
    };
    for (const status of CHECK_BILL_STATUSES) expect(allowedCheckBillActions({ status }), status).toEqual(expected[status]);
  });

  it('moves every state by every action as the table says, or refuses', () => {
    const next: Record<string, string> = { issue: 'issued', cancel: 'cancelled', appeal: 'appealing', uphold: 'upheld', revoke: 'revoked', withdraw: 'issued', stopCheck: 'revoked', settle: 'settled', update: 'draft' };
    for (const status of CHECK_BILL_STATUSES)
      for (const action of CHECK_BILL_ACTION_NAMES) {
        const after = applyCheckBillAction({ status }, action);
        if (allowedCheckBillActions({ status }).includes(action)) expect(after?.status, `${status} ${action}`).toBe(next[action]);
        else expect(after, `${status} ${action}`).toBeNull();
      }
  });

  it('opens the appeal for the item’s days from issue, never for 0 days', () => {
    const issued = new Date('2026-11-01T08:00:00Z');
    expect(appealDeadline(issued, 3).toISOString()).toBe('2026-11-04T08:00:00.000Z');
    expect(mayAppeal(issued, 3, new Date('2026-11-04T08:00:00Z'))).toBe(true);
    expect(mayAppeal(issued, 3, new Date('2026-11-04T08:00:01Z'))).toBe(false);
    expect(mayAppeal(issued, 0, issued)).toBe(false);
  });

  it('stands when upheld, or issued and past its appeal days; never otherwise', () => {
    const issuedAt = new Date('2026-11-01T00:00:00Z');
    const end = new Date('2026-11-10T00:00:00Z');
    expect(standsBy({ status: 'issued', issuedAt, appealDays: 7 }, end)).toBe(true);
    expect(standsBy({ status: 'issued', issuedAt, appealDays: 10 }, end)).toBe(false);
    expect(standsBy({ status: 'upheld', issuedAt, appealDays: 10 }, end)).toBe(true);
    for (const status of ['draft', 'appealing', 'revoked', 'settled', 'cancelled'] as const) expect(standsBy({ status, issuedAt, appealDays: 0 }, end)).toBe(false);
  });

  it('settles a penalty negative and a reward positive', () => {
    expect(settledAmount('penalty', '200.00')).toBe('-200.00');
    expect(settledAmount('reward', '50.00')).toBe('50.00');
  });
});
