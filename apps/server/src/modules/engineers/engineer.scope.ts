/**
 * Which engineers a caller sees (ARCHITECTURE.md section 5): the role's data scope read against the organisation
 * tree. Headquarters sees all; a centre (own organisation and below) the engineers of its outlets; an outlet its own
 * (and, for a primary outlet, its secondary outlets'); an engineer only himself. A scope is also a list filter, so
 * grids and exports (which run later, without the caller) apply the same rule.
 */
import type { ListQuery } from '@as/shared';
import type { Conn } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { subtreeOf } from './engineer.repository.ts';

export type EngineerScope = { kind: 'all' } | { kind: 'depts'; deptIds: number[] } | { kind: 'self'; userId: number };

export async function engineerScope(db: Conn, auth: AuthContext): Promise<EngineerScope> {
  switch (auth.dataScope) {
    case 'all':
      return { kind: 'all' };
    case 'dept_and_below':
      return { kind: 'depts', deptIds: auth.deptId ? await subtreeOf(db, auth.tenantId, auth.deptId) : [] };
    case 'dept':
      return { kind: 'depts', deptIds: auth.deptId ? [auth.deptId] : [] };
    case 'self':
      return { kind: 'self', userId: auth.userId };
  }
}

/** The organisation nodes the scope covers; null for all of them. */
export const scopeDepts = (scope: EngineerScope): number[] | null => (scope.kind === 'all' ? null : scope.kind === 'depts' ? scope.deptIds : []);

/** Matches nothing: ids start at 1. */
const NONE = ['0'];

/** Narrows a filter to the allowed values: what the client asked for within them, or all of them. */
const narrow = (asked: string[] | undefined, allowed: string[]) => {
  if (!asked) return allowed.length ? allowed : NONE;
  const within = asked.filter((v) => allowed.includes(v));
  return within.length ? within : NONE;
};

/** The query restricted to the scope, through the fields the engineer's outlet and login are filtered by. */
export function scopedQuery(query: ListQuery, scope: EngineerScope): ListQuery {
  if (scope.kind === 'all') return query;
  const filters = { ...query.filters };
  if (scope.kind === 'depts') filters.deptId = narrow(filters.deptId, scope.deptIds.map(String));
  else filters.userId = narrow(filters.userId, [String(scope.userId)]);
  return { ...query, filters };
}

/** Whether a single engineer (its outlet and login) falls within the scope. */
export function inScope(scope: EngineerScope, row: Record<string, unknown>): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'depts') return scope.deptIds.includes(Number(row.deptId));
  return Number(row.userId) === scope.userId;
}
