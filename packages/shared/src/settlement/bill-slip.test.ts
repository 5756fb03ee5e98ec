import { describe, expect, it } from 'vitest';
import { allowedBillSlipActions, applyBillSlipAction, BILL_SLIP_ACTION_NAMES, BILL_SLIP_STATUSES, slipActualAmount, slipProblems } from './bill-slip.ts';

describe('billing slip transitions', () => {
  it('allows exactly the table, state by state', () => {
    const expected: Record<string, string[]> = {
      pendingApproval: ['approve', 'reject', 'withdraw'],
      approved: ['arrive'],
      rejected: ['update', 'submit', 'cancel'],
      arrived: [],
      cancelled: [],
    };
    for (const status of BILL_SLIP_STATUSES) expect(allowedBillSlipActions({ status }), status).toEqual(expected[status]);
  });

  it('moves every state by every action as the table says, or refuses', () => {
    const next: Record<string, string> = { approve: 'approved', reject: 'rejected', withdraw: 'rejected', update: 'rejected', submit: 'pendingApproval', cancel: 'cancelled', arrive: 'arrived' };
    for (const status of BILL_SLIP_STATUSES)
      for (const action of BILL_SLIP_ACTION_NAMES) {
        const after = applyBillSlipAction({ status }, action);
        if (allowedBillSlipActions({ status }).includes(action)) expect(after?.status, `${status} ${action}`).toBe(next[action]);
        else expect(after, `${status} ${action}`).toBeNull();
      }
  });

  it('takes the handling fee off the amount exactly', () => {
    expect(slipActualAmount('1000.10', '0.20')).toBe('999.90');
    expect(slipActualAmount('0.30', '0.10')).toBe('0.20');
    expect(slipActualAmount('88.00', '0')).toBe('88.00');
  });

  it('refuses a fee of the whole amount and arrival dates before the payment', () => {
    const slip = { amount: '100.00', handlingFee: '5.00', paymentDate: '2026-11-20' };
    expect(slipProblems({ ...slip, estimatedArrivalDate: '2026-11-20', actualArrivalDate: '2026-11-21' })).toEqual([]);
    expect(slipProblems({ ...slip, handlingFee: '100.00' })).toEqual([{ field: 'handlingFee', code: 'billSlipFeeTooHigh' }]);
    expect(slipProblems({ ...slip, estimatedArrivalDate: '2026-11-19', actualArrivalDate: '2026-10-01' })).toEqual([
      { field: 'estimatedArrivalDate', code: 'billSlipBeforePayment' },
      { field: 'actualArrivalDate', code: 'billSlipBeforePayment' },
    ]);
  });
});
