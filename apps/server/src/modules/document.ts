/**
 * The four steps every document command takes (ARCHITECTURE.md section 6), written once: the document is read in the
 * caller's tenant and data scope and locked; its shared transition table decides whether the action may run; an
 * UPDATE guarded on the version the caller read moves it (the version bumped, who and when recorded); a history row
 * records who did what, from which status to which, and what was said. A module declares its table, history table,
 * scope, transition table and error codes once and calls these in one transaction per command.
 */
import { type ErrorCode, type Transition, transition } from '@as/shared';
import { and, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import type { AuthContext } from '../http/access.ts';
import { AppError } from '../http/errors.ts';
import type { Viewer } from '../http/resource/data-scope.ts';

/** A document table: tenant, id, a status and a version; optionally soft-deleted. */
export type DocumentTable = PgTable & { tenantId: PgColumn; id: PgColumn; version: PgColumn; status: PgColumn };

/** Who acts: the tenant and user a save and a history row record (no user: the system, e.g. a scheduled job). */
type Actor = Pick<AuthContext, 'tenantId'> & { userId: number | null };

interface DocumentRow {
  id: number;
  version: number;
  status: string;
}

export interface DocumentDef<T extends DocumentTable, S extends object, A extends string> {
  table: T;
  /** Its history table and the column naming the document in it (the history's other columns are the same everywhere). */
  history: { table: PgTable; key: string };
  /** The rows the caller may see (undefined: all of the tenant's); another answers notFound. */
  scope?: (viewer: Viewer) => SQL | undefined;
  /** The row's state as its transition table reads it. */
  state: (row: T['$inferSelect']) => S;
  actions: Record<A, Transition<NoInfer<S>>>;
  /** The error of a stale version (somebody acted since the caller read it). */
  changed: ErrorCode;
  /** The error of an action its state forbids. */
  refused: (row: T['$inferSelect'], action: A) => AppError;
}

/** The scope of a command that may reach any of the tenant's documents (the process engine deciding a step). */
export const wholeTenant = (): SQL | undefined => undefined;

export function documentCommands<T extends DocumentTable, S extends object, A extends string>(def: DocumentDef<T, S, A>) {
  type Row = T['$inferSelect'] & DocumentRow;
  const t = def.table;
  const deletedAt = getTableColumns(t).deletedAt as PgColumn | undefined;
  const historyId = getTableColumns(def.history.table).id as PgColumn;

  /**
   * The document, locked, if it is the tenant's, not deleted and in the caller's scope; else notFound. A command
   * taken from another side (or by the process engine) names its own scope (`() => undefined`: the tenant's all).
   */
  async function forUpdate(tx: Tx, auth: AuthContext, id: number, scope = def.scope): Promise<Row> {
    const mine = and(eq(t.tenantId, auth.tenantId), eq(t.id, id), deletedAt ? isNull(deletedAt) : undefined);
    const [row] = (await tx.select().from(t as PgTable).where(mine).for('update')) as Row[];
    const seen = scope?.(auth);
    if (!row || (seen && !(await tx.select({ id: t.id }).from(t as PgTable).where(and(mine, seen))).length)) throw new AppError('notFound');
    return row;
  }

  /** Changed when the caller read another version than the row's (none given: not checked). */
  function fresh(row: Row, version: number | undefined) {
    if (version !== undefined && version !== row.version) throw new AppError(def.changed);
  }

  /**
   * The state after the action: refused when its state forbids it, then changed when the caller read another version
   * (a module that answers a stale version first calls `fresh` before and gives no version here).
   */
  function next(row: Row, action: A, version?: number): S {
    const moved = transition(def.state(row), def.actions[action]);
    if (!moved) throw def.refused(row, action);
    fresh(row, version);
    return moved;
  }

  /** The changes, guarded on the version read: a concurrent command makes this one fail with `changed`. */
  async function save(tx: Tx, auth: Actor, row: Row, changes: PgUpdateSetSource<T>): Promise<Row> {
    const [saved] = (await tx
      .update(t)
      .set({ ...changes, version: row.version + 1, updatedBy: auth.userId, updatedAt: new Date() } as PgUpdateSetSource<T>)
      .where(and(eq(t.tenantId, auth.tenantId), eq(t.id, row.id), eq(t.version, row.version)))
      .returning()) as Row[];
    if (!saved) throw new AppError(def.changed);
    return saved;
  }

  /** Who did what to it, from which status (none: it was created) to which, and what was said; the history row's id. */
  async function history(tx: Tx, auth: Actor, before: Row | null, after: Row, action: string, remark = '', extra: Record<string, unknown> = {}): Promise<number> {
    const [row] = await tx
      .insert(def.history.table)
      .values({ tenantId: auth.tenantId, [def.history.key]: after.id, action, fromStatus: before?.status ?? null, toStatus: after.status, userId: auth.userId, remark, ...extra })
      .returning({ id: historyId });
    return Number(row.id);
  }

  /** The whole command: locked, decided, saved with the changes, written down. */
  async function move(tx: Tx, auth: AuthContext, id: number, action: A, version: number | undefined, changes: PgUpdateSetSource<T> = {}, remark = '') {
    const before = await forUpdate(tx, auth, id);
    const state = next(before, action, version);
    const saved = await save(tx, auth, before, { ...state, ...changes });
    await history(tx, auth, before, saved, action, remark);
    return { before, saved };
  }

  return { forUpdate, fresh, next, save, history, move };
}
