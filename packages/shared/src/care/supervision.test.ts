import { describe, expect, it } from 'vitest';
import { allowedSupervisionActions, applySupervisionAction, SUPERVISION_ACTION_NAMES, SUPERVISION_STATUSES, supervisionOverdue } from './supervision.ts';

describe('supervision order transitions', () => {
  it('allows exactly the table, state by state', () => {
    const expected: Record<string, string[]> = { pending: ['reply', 'unable'], processed: ['close', 'unable'], unable: [], closed: [] };
    for (const status of SUPERVISION_STATUSES) expect(allowedSupervisionActions({ status }), status).toEqual(expected[status]);
  });

  it('moves every state by every action as the table says, or refuses', () => {
    const next: Record<string, string> = { reply: 'processed', close: 'closed', unable: 'unable' };
    for (const status of SUPERVISION_STATUSES)
      for (const action of SUPERVISION_ACTION_NAMES) {
        const after = applySupervisionAction({ status }, action);
        if (allowedSupervisionActions({ status }).includes(action)) expect(after?.status, `${status} ${action}`).toBe(next[action]);
        else expect(after, `${status} ${action}`).toBeNull();
      }
  });

  it('is overdue only while open and after its due date', () => {
    expect(supervisionOverdue({ status: 'pending', dueDate: '2026-11-25' }, '2026-11-26')).toBe(true);
    expect(supervisionOverdue({ status: 'processed', dueDate: '2026-11-25' }, '2026-11-26')).toBe(true);
    expect(supervisionOverdue({ status: 'pending', dueDate: '2026-11-26' }, '2026-11-26')).toBe(false);
    expect(supervisionOverdue({ status: 'closed', dueDate: '2026-11-01' }, '2026-11-26')).toBe(false);
    expect(supervisionOverdue({ status: 'unable', dueDate: '2026-11-01' }, '2026-11-26')).toBe(false);
  });
});
