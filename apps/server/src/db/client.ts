/**
 * One drizzle code path over two engines: embedded PGlite (default) or PostgreSQL (DATABASE_URL).
 * Tenant work runs in `withTenant`: one transaction, the tenant set for row-level security, and the
 * unprivileged app_user role so that PostgreSQL enforces the policies as a second wall. On PostgreSQL the
 * transaction's start, the tenant and the role go in one round trip.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// Without drizzle's relational queries (none are used): given the schema, drizzle builds a query builder for each of
// its 250 tables in every transaction it opens, a twentieth of a grid request's time on the bench (issue 21).
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** Either the database or a transaction: repositories accept both. */
export type Conn = Db | Tx;

/**
 * The channel PostgreSQL notifies when what a verified session holds changes (triggers of migration 0029). Every
 * connection listens: the one that commits such a change receives its own notification before its COMMIT returns.
 */
export const AUTH_CHANGED = 'auth_changed';
/**
 * The channel PostgreSQL notifies, with the table's name, when rows that other rows refer to by name change (the
 * names of references kept in memory: http/resource/label-cache.ts; triggers of migration 0071). Heard as AUTH_CHANGED is.
 */
export const LABELS_CHANGED = 'labels_changed';

/**
 * Work that must commit with the first transaction a request opens for a tenant (the operation log's row of a write):
 * withTenant runs it at the end of that transaction's callback, and gives it back when the transaction rolls back.
 */
export interface TransactionRider {
  tenantId: number;
  /** The work, once: undefined when another transaction has it already or it is no longer wanted. */
  take(): ((tx: Tx) => Promise<void>) | undefined;
  /** The transaction that took the work rolled back. */
  giveBack(): void;
}

/** The rider of the request under way, for the transactions it opens. */
export const transactionRider = new AsyncLocalStorage<TransactionRider>();

/** `fn` followed by the rider's work when this transaction is for the rider's tenant and the work is still to do. */
function withRider<T>(tenantId: number, fn: (tx: Tx) => Promise<T>) {
  const rider = transactionRider.getStore();
  let took = false;
  return {
    fn: async (tx: Tx) => {
      const result = await fn(tx);
      const work = rider?.tenantId === tenantId ? rider.take() : undefined;
      if (work) {
        took = true;
        await work(tx);
      }
      return result;
    },
    rolledBack: () => {
      if (took) rider?.giveBack();
    },
  };
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  withTenant<T>(tenantId: number, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Calls `listener` whenever a committed transaction changed what sessions hold (AUTH_CHANGED); returns the unsubscribe. */
  onAuthChanged(listener: () => void): () => void;
  /** Calls `listener` with the table's name whenever a committed transaction updated or deleted rows that others name (LABELS_CHANGED). */
  onLabelsChanged(listener: (table: string) => void): () => void;
  close(): Promise<void>;
  /** PGlite only: the client, for snapshots in tests. */
  pglite?: PGlite;
}

export interface DbOptions {
  databaseUrl?: string;
  pgliteDir?: string;
  /** A PGlite data-dir dump to start from (tests). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  onIdleError?: (err: Error) => void;
}

/** The statements that open a tenant's transaction: the tenant for the policies and the unprivileged role (what SET LOCAL ROLE sets). */
const tenantSettings = (tenantId: number) => sql`select set_config('app.tenant_id', ${String(tenantId)}, true), set_config('role', 'app_user', true)`;

export async function createDatabase(opts: DbOptions): Promise<Database> {
  if (opts.databaseUrl) return postgresDatabase(opts.databaseUrl, opts);
  // pg_trgm (fuzzy search) and btree_gin (a tenant leading a trigram index) are contrib extensions that PGlite
  // loads in the client; PostgreSQL has them built in.
  const pglite = new PGlite({ dataDir: opts.pgliteDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm, btree_gin } });
  await pglite.waitReady;
  const db = drizzlePglite(pglite) as unknown as Db;
  // One session: PGlite calls back while the committing statement completes.
  const notices = new EventEmitter().setMaxListeners(0);
  for (const channel of [AUTH_CHANGED, LABELS_CHANGED]) await pglite.listen(channel, (payload) => notices.emit(channel, payload));
  return {
    db,
    engine: 'pglite',
    pglite,
    onAuthChanged: listenerOf(notices, AUTH_CHANGED),
    onLabelsChanged: listenerOf(notices, LABELS_CHANGED),
    close: () => pglite.close(),
    // In process: a round trip costs nothing, drizzle's own transaction will do.
    async withTenant(tenantId, fn) {
      const ride = withRider(tenantId, fn);
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(tenantSettings(tenantId));
          return ride.fn(tx);
        });
      } catch (err) {
        ride.rolledBack();
        throw err;
      }
    },
  };
}

function postgresDatabase(databaseUrl: string, opts: DbOptions): Database {
  const notices = new EventEmitter().setMaxListeners(0);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: opts.poolSize ?? 20,
    // Before the connection's first use. Each listening connection hears every notification: the drop they cause
    // is idempotent, and changes to sessions are rare.
    onConnect: async (client: pg.ClientBase) => {
      client.on('notification', (message) => notices.emit(message.channel, message.payload));
      await client.query(`listen ${AUTH_CHANGED}; listen ${LABELS_CHANGED}`);
    },
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool replaces it.
  pool.on('error', (err) => (opts.onIdleError ?? ((e: Error) => console.error('idle database connection lost', e.message)))(err));
  const db = drizzlePg(pool) as unknown as Db;
  const dialect = new PgDialect();
  return {
    db,
    engine: 'postgres',
    close: () => pool.end(),
    onAuthChanged: listenerOf(notices, AUTH_CHANGED),
    onLabelsChanged: listenerOf(notices, LABELS_CHANGED),
    // drizzle's transaction sends BEGIN and then the settings: two round trips where one does. The same drizzle
    // transaction object over a pooled connection, opened by one simple-protocol message (the tenant id is an
    // integer, so it is written into the text); commit or rollback as drizzle does, a broken connection discarded.
    async withTenant(tenantId, fn) {
      if (!Number.isSafeInteger(tenantId)) throw new Error(`tenant id ${tenantId} is not an integer`);
      const client = await pool.connect();
      // A connection whose transaction could not be opened or rolled back does not go back to the pool.
      let discard: Error | undefined;
      try {
        await client.query(`begin; select set_config('app.tenant_id', '${tenantId}', true), set_config('role', 'app_user', true)`).catch((err: Error) => {
          discard = err;
          throw err;
        });
        const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, undefined), undefined) as unknown as Tx;
        const ride = withRider(tenantId, fn);
        try {
          const result = await ride.fn(tx);
          await client.query('commit');
          return result;
        } catch (err) {
          ride.rolledBack();
          await client.query('rollback').catch((e: Error) => (discard = e));
          throw err;
        }
      } finally {
        client.release(discard);
      }
    },
  };
}

const listenerOf = (notices: EventEmitter, channel: string) => (listener: (payload: string) => void) => {
  notices.on(channel, listener);
  return () => void notices.off(channel, listener);
};

/** Runs raw SQL and returns its rows, the same on both drivers. */
export async function queryRows<T>(db: Conn, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
