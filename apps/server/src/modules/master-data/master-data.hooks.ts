/**
 * Named hooks the master-data resources share: references that must name a live row of the tenant, trees that
 * stay trees, and rows that cannot be deleted while others refer to them.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldError } from '@as/shared';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import type { ResourceHooks } from '../../http/resource/resource.routes.ts';
import type { ResourceTable, Row } from '../../http/resource/resource.repository.ts';

const ROOT = -1;

type WriteCheck = NonNullable<ResourceHooks['beforeWrite']>;
type DeleteCheck = NonNullable<ResourceHooks['beforeDelete']>;

async function liveIds(tx: Tx, auth: AuthContext, table: ResourceTable, ids: number[]): Promise<Set<number>> {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, auth.tenantId), inArray(table.id, ids), isNull(table.deletedAt)));
  return new Set(rows.map((r) => Number(r.id)));
}

/** Each reference field, when set, names a live row of the tenant in its table (a tree's -1 means the root). */
export function references(refs: Record<string, ResourceTable>): WriteCheck {
  return async (tx, auth, value) => {
    const errors: FieldError[] = [];
    for (const [field, table] of Object.entries(refs)) {
      const id = value[field];
      if (id === undefined || id === null || id === ROOT) continue;
      if (!(await liveIds(tx, auth, table, [Number(id)])).has(Number(id))) errors.push({ field, code: 'notFound' });
    }
    if (errors.length) throw new FieldErrors(errors);
  };
}

/** A tree node's parent is a live node that is neither the node itself nor one of its descendants. */
export function treeParent(table: ResourceTable & { parentId: PgColumn }): WriteCheck {
  return async (tx, auth, value, current) => {
    const parentId = value.parentId;
    if (parentId === undefined || parentId === null || parentId === ROOT) return;
    let at = Number(parentId);
    const seen = new Set<number>();
    while (at !== ROOT) {
      if (current && at === Number(current.id)) throw new FieldErrors([{ field: 'parentId', code: 'parentCycle' }]);
      if (seen.has(at)) break;
      seen.add(at);
      const [node] = await tx
        .select({ parentId: table.parentId })
        .from(table)
        .where(and(eq(table.tenantId, auth.tenantId), eq(table.id, at), isNull(table.deletedAt)));
      if (!node) throw new FieldErrors([{ field: 'parentId', code: 'notFound' }]);
      at = Number(node.parentId);
    }
  };
}

/** Refuses to delete a row while live rows of these tables refer to it through the given column. */
export function notReferenced(...uses: [ResourceTable, PgColumn][]): DeleteCheck {
  return async (tx, auth, row) => {
    for (const [table, column] of uses) {
      const found = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.tenantId, auth.tenantId), eq(column, Number(row.id)), isNull(table.deletedAt)))
        .limit(1);
      if (found.length) throw new AppError('inUse');
    }
  };
}

/** Runs several write checks in order. */
export function allOf(...checks: WriteCheck[]): WriteCheck {
  return async (tx: Tx, auth: AuthContext, value: Row, current: Row | null, lines?: Row[]) => {
    for (const check of checks) await check(tx, auth, value, current, lines);
  };
}
