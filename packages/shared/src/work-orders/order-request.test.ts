/** The transition tables of appeals and fee applications, explored over every state. */
import { describe, expect, it } from 'vitest';
import {
  allowedRequestActions,
  APPEAL_ACTIONS,
  APPLY_MONEY_ACTIONS,
  appealDeadline,
  applyRequestAction,
  OPEN_REQUEST_STATUSES,
  REQUEST_STATUSES,
  type RequestAction,
  type RequestActionDef,
} from './order-request.ts';

const TABLES: [string, Partial<Record<RequestAction, RequestActionDef>>][] = [
  ['appeal', APPEAL_ACTIONS],
  ['fee application', APPLY_MONEY_ACTIONS],
];
const ACTIONS = Object.keys(APPEAL_ACTIONS) as RequestAction[];

describe.each(TABLES)('%s transitions', (_name, table) => {
  it('runs an action exactly where its guard holds, setting only its status', () => {
    for (const status of REQUEST_STATUSES) {
      for (const action of ACTIONS) {
        const def = table[action];
        const next = applyRequestAction(table, { status }, action);
        expect(next !== null, `${action} from ${status}`).toBe(!!def && (def.when.status as readonly string[]).includes(status));
        if (next && def) expect(next).toEqual({ status: def.sets.status });
      }
    }
  });

  it('reaches every end from a new request, and ends stay ended', () => {
    const seen = new Set<string>(['saved']);
    const queue: string[] = ['saved'];
    while (queue.length) {
      const status = queue.shift() as (typeof REQUEST_STATUSES)[number];
      for (const action of allowedRequestActions(table, { status })) {
        const next = applyRequestAction(table, { status }, action)!.status;
        expect(next).not.toBe(status);
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    const expected = REQUEST_STATUSES.filter((s) => s !== 'givenUp' || 'giveUp' in table);
    expect([...seen].sort()).toEqual([...expected].sort());
    for (const end of expected.filter((s) => !OPEN_REQUEST_STATUSES.includes(s))) expect(allowedRequestActions(table, { status: end })).toEqual([]);
    for (const open of OPEN_REQUEST_STATUSES) expect(allowedRequestActions(table, { status: open })).toContain('cancel');
  });

  it('is decided by the workflow only from review, and a rejection or cancellation says why', () => {
    expect(allowedRequestActions(table, { status: 'review' }).sort()).toEqual(['approve', 'cancel', 'reject']);
    expect(ACTIONS.filter((a) => table[a]?.byWorkflow)).toEqual(['approve', 'reject']);
    expect(ACTIONS.filter((a) => table[a]?.needsReason)).toEqual(['reject', 'cancel']);
  });
});

describe('appeals', () => {
  it('can be given up before review or after a rejection, never while under approval', () => {
    expect(REQUEST_STATUSES.filter((status) => applyRequestAction(APPEAL_ACTIONS, { status }, 'giveUp'))).toEqual(['saved', 'rejected']);
    expect(applyRequestAction(APPLY_MONEY_ACTIONS, { status: 'saved' }, 'giveUp')).toBeNull();
  });

  it('counts the appeal period in whole days after the decision', () => {
    const decided = new Date('2026-03-01T10:00:00Z');
    expect(appealDeadline(decided, 3).toISOString()).toBe('2026-03-04T10:00:00.000Z');
    expect(appealDeadline(decided, 0)).toEqual(decided);
  });
});
