/** The statement's transition table, every state against every action (docs/settlement.md "Lifecycle"). */
import { describe, expect, it } from 'vitest';
import { allowedStatementActions, applyStatementAction, LIVE_STATEMENT_STATUSES, STATEMENT_ACTION_NAMES, STATEMENT_STATUSES, type StatementAction, type StatementStatus } from './statement.ts';

const EXPECTED: Record<StatementStatus, Partial<Record<StatementAction, StatementStatus>>> = {
  generated: { send: 'toConfirm', regenerate: 'generated', cancel: 'cancelled' },
  toConfirm: { confirm: 'confirmed', object: 'objection', cancel: 'cancelled' },
  confirmed: { askInvoice: 'toInvoice', cancel: 'cancelled' },
  objection: { regenerate: 'generated', cancel: 'cancelled' },
  toInvoice: { invoice: 'invoiced', cancel: 'cancelled' },
  invoiced: { returnInvoice: 'toInvoice', receiveInvoice: 'invoiceReceived' },
  invoiceReceived: { pay: 'settled' },
  settled: {},
  cancelled: {},
};

describe('statement lifecycle', () => {
  for (const status of STATEMENT_STATUSES) {
    it(`from ${status}`, () => {
      for (const action of STATEMENT_ACTION_NAMES) {
        expect(applyStatementAction({ status }, action)?.status ?? null, `${status} ${action}`).toBe(EXPECTED[status][action] ?? null);
      }
      expect(allowedStatementActions({ status })).toEqual(Object.keys(EXPECTED[status]));
    });
  }

  it('holds its lines in every state but cancelled; nothing invoiced may be cancelled', () => {
    expect(LIVE_STATEMENT_STATUSES).not.toContain('cancelled');
    expect(LIVE_STATEMENT_STATUSES).toHaveLength(STATEMENT_STATUSES.length - 1);
    for (const status of ['invoiced', 'invoiceReceived', 'settled'] as const) expect(applyStatementAction({ status }, 'cancel')).toBeNull();
  });
});
