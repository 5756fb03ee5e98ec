/**
 * Transition tables (ARCHITECTURE.md section 6). An entity's state is a record of dimensions; each action of its
 * table names the values every guarded dimension must hold (`when`) and what changes (`sets`: a value, or a
 * function of the state before). Tables are declared with these types, and next states are computed only here,
 * so the server's guarded updates and the web's buttons read the same rules.
 */
export type Guard<S> = { [D in keyof S]?: readonly S[D][] };
export type Effect<S> = { [D in keyof S]?: S[D] | ((before: S) => S[D]) };

export interface Transition<S> {
  when: Guard<S>;
  sets: Effect<S>;
}

/** The first dimension whose value forbids the transition, or null when it may run. */
export function blockingDimension<S extends object>(state: S, t: Transition<S>): keyof S | null {
  for (const [dim, allowed] of Object.entries(t.when) as [keyof S, readonly unknown[]][]) {
    if (!allowed.includes(state[dim])) return dim;
  }
  return null;
}

/** The state after the transition's effects (the caller has checked that it may run). */
export function applyEffect<S extends object>(state: S, t: Transition<S>): S {
  const next = { ...state };
  for (const [dim, value] of Object.entries(t.sets) as [keyof S, unknown][]) {
    next[dim] = (typeof value === 'function' ? value(state) : value) as S[keyof S];
  }
  return next;
}

/** The state after the action, or null when its guard forbids it. */
export const transition = <S extends object>(state: S, t: Transition<S>): S | null => (blockingDimension(state, t) === null ? applyEffect(state, t) : null);

/** The actions of a table that may run from this state, in the table's order. */
export const allowedIn = <S extends object, A extends string>(table: Record<A, Transition<S>>, state: S): A[] =>
  (Object.keys(table) as A[]).filter((action) => blockingDimension(state, table[action]) === null);
