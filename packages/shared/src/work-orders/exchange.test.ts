/** The return/exchange transition table, explored over every state. */
import { describe, expect, it } from 'vitest';
import {
  allowedExchangeActions,
  applyExchangeAction,
  EXCHANGE_ACTION_NAMES,
  EXCHANGE_ACTIONS,
  EXCHANGE_STATUSES,
  type ExchangeState,
  initialExchangeState,
  NEW_SHIP_STATES,
  OLD_RETURN_STATES,
} from './exchange.ts';

const ALL: ExchangeState[] = EXCHANGE_STATUSES.flatMap((status) => OLD_RETURN_STATES.flatMap((oldReturn) => NEW_SHIP_STATES.map((newShip) => ({ status, oldReturn, newShip }))));
const key = (s: ExchangeState) => `${s.status}/${s.oldReturn}/${s.newShip}`;

/** Every state reachable from a new application. */
function reachable(): Map<string, ExchangeState> {
  const seen = new Map([[key(initialExchangeState()), initialExchangeState()]]);
  const queue = [initialExchangeState()];
  while (queue.length) {
    const state = queue.shift()!;
    for (const action of allowedExchangeActions(state)) {
      const next = applyExchangeAction(state, action)!;
      if (!seen.has(key(next))) {
        seen.set(key(next), next);
        queue.push(next);
      }
    }
  }
  return seen;
}

describe('return/exchange transitions', () => {
  it('runs an action exactly where its guard holds, changing only what it sets', () => {
    for (const state of ALL) {
      for (const action of EXCHANGE_ACTION_NAMES) {
        const def = EXCHANGE_ACTIONS[action];
        const guarded = Object.entries(def.when).every(([dim, allowed]) => (allowed as readonly string[]).includes(state[dim as keyof ExchangeState]));
        const next = applyExchangeAction(state, action);
        expect(next !== null, `${action} from ${key(state)}`).toBe(guarded);
        if (next) expect(next).toEqual({ ...state, ...def.sets });
      }
    }
  });

  it('follows the spec: saved → under review → approved or rejected (again submitted), cancelled before approval', () => {
    const reached = [...reachable().values()];
    // Before approval nothing moves a machine; after it only the logistics move, forward.
    for (const s of reached) if (s.status !== 'approved') expect([s.oldReturn, s.newShip]).toEqual(['none', 'none']);
    expect(reached.filter((s) => s.status === 'approved')).toHaveLength(OLD_RETURN_STATES.length * NEW_SHIP_STATES.length);
    expect(new Set(reached.map((s) => s.status))).toEqual(new Set(EXCHANGE_STATUSES));
    // Cancelled and fully delivered are the ends.
    expect(allowedExchangeActions({ status: 'cancelled', oldReturn: 'none', newShip: 'none' })).toEqual([]);
    expect(allowedExchangeActions({ status: 'approved', oldReturn: 'signed', newShip: 'signed' })).toEqual([]);
    expect(allowedExchangeActions(initialExchangeState())).toEqual(['submit', 'cancel']);
    expect(allowedExchangeActions({ status: 'review', oldReturn: 'none', newShip: 'none' })).toEqual(['approve', 'reject', 'cancel']);
    expect(allowedExchangeActions({ status: 'rejected', oldReturn: 'none', newShip: 'none' })).toEqual(['submit', 'cancel']);
  });

  it('never leaves an approval or goes back in the logistics', () => {
    const order = (values: readonly string[], v: string) => values.indexOf(v);
    for (const state of ALL) {
      for (const action of allowedExchangeActions(state)) {
        const next = applyExchangeAction(state, action)!;
        if (state.status === 'approved') expect(next.status).toBe('approved');
        expect(order(OLD_RETURN_STATES, next.oldReturn)).toBeGreaterThanOrEqual(order(OLD_RETURN_STATES, state.oldReturn));
        expect(order(NEW_SHIP_STATES, next.newShip)).toBeGreaterThanOrEqual(order(NEW_SHIP_STATES, state.newShip));
        expect(next).not.toEqual(state);
      }
    }
  });

  it('asks a reason of a rejection and a cancellation, logistics of a shipment', () => {
    expect(EXCHANGE_ACTION_NAMES.filter((a) => 'needsReason' in EXCHANGE_ACTIONS[a])).toEqual(['reject', 'cancel']);
    expect(EXCHANGE_ACTION_NAMES.filter((a) => 'needsTracking' in EXCHANGE_ACTIONS[a])).toEqual(['oldShipped', 'newShipped']);
  });
});
