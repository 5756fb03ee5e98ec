/**
 * One drizzle code path over two engines: embedded PGlite (default) or PostgreSQL (DATABASE_URL).
 * Tenant work runs in `withTenant`: one transaction, the tenant set for row-level security, and the
 * unprivileged app_user role so that PostgreSQL enforces the policies as a second wall.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: repositories accept both. */
export type Conn = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  withTenant<T>(tenantId: number, fn: (tx: Tx) => Promise<T>): Promise<T>;
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

export async function createDatabase(opts: DbOptions): Promise<Database> {
  let db: Db;
  let close: () => Promise<void>;
  let pglite: PGlite | undefined;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool replaces it.
    pool.on('error', (err) => (opts.onIdleError ?? ((e: Error) => console.error('idle database connection lost', e.message)))(err));
    db = drizzlePg(pool, { schema }) as unknown as Db;
    close = () => pool.end();
  } else {
    // pg_trgm (fuzzy search) is a contrib extension that PGlite loads in the client; PostgreSQL has it built in.
    pglite = new PGlite({ dataDir: opts.pgliteDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
    await pglite.waitReady;
    db = drizzlePglite(pglite, { schema }) as unknown as Db;
    close = () => pglite!.close();
  }
  return {
    db,
    engine: opts.databaseUrl ? 'postgres' : 'pglite',
    pglite,
    close,
    withTenant: (tenantId, fn) =>
      db.transaction(async (tx) => {
        // One round trip: the tenant for the policies and the unprivileged role (what SET LOCAL ROLE sets).
        await tx.execute(sql`select set_config('app.tenant_id', ${String(tenantId)}, true), set_config('role', 'app_user', true)`);
        return fn(tx);
      }),
  };
}

/** Runs raw SQL and returns its rows, the same on both drivers. */
export async function queryRows<T>(db: Conn, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
