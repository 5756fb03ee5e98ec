/**
 * Data scope (ARCHITECTURE.md section 5): which rows of a tenant a caller may see and change, by the widest scope
 * among their roles — all, their organisation and below, their organisation, or the rows they created.
 */
import type { DataScope } from '@as/shared';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Conn } from '../../db/client.ts';
import { subtreeIds, subtreeOf } from '../../platform/depts/dept.repository.ts';

/** Who is looking: what a scope is computed from (an AuthContext is one; an export job keeps one). */
export interface Viewer {
  tenantId: number;
  userId: number;
  deptId: number | null;
  dataScope: DataScope;
}

/**
 * The condition on a table whose rows belong to an organisation node (`dept`) and were created by a user (`owner`);
 * none for 'all'. A caller without an organisation sees only their own rows.
 */
export function orgScope(viewer: Viewer, columns: { dept: PgColumn; owner: PgColumn }): SQL | undefined {
  const { dataScope, deptId } = viewer;
  if (dataScope === 'all') return undefined;
  if (dataScope === 'dept_and_below' && deptId !== null) return sql`${columns.dept} in ${subtreeIds(viewer.tenantId, deptId)}`;
  if (dataScope === 'dept' && deptId !== null) return eq(columns.dept, deptId);
  return eq(columns.owner, viewer.userId);
}

/** orgScope with the subtree's ids read first (subtreeOf): for statements that sum many rows, as the dashboards do. */
export async function orgScopeOf(db: Conn, viewer: Viewer, columns: { dept: PgColumn; owner: PgColumn }): Promise<SQL | undefined> {
  const { dataScope, deptId } = viewer;
  if (dataScope === 'dept_and_below' && deptId !== null) return inArray(columns.dept, await subtreeOf(db, viewer.tenantId, deptId));
  return orgScope(viewer, columns);
}

/**
 * orgScope's rule on a row already read, from its organisation node and owner: true or false when that decides
 * it, undefined when it takes the organisation tree (a row of an organisation below theirs), which only the
 * database holds.
 */
export function orgScopeHolds(viewer: Viewer, row: { dept: number | null; owner: number | null }): boolean | undefined {
  const { dataScope, deptId } = viewer;
  const own = row.dept !== null && Number(row.dept) === deptId;
  if (dataScope === 'all') return true;
  if (dataScope === 'dept_and_below' && deptId !== null) return own || undefined;
  if (dataScope === 'dept' && deptId !== null) return own;
  return row.owner !== null && Number(row.owner) === viewer.userId;
}
