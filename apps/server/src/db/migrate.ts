/** Runs the committed migrations (apps/server/drizzle) on either engine. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  // biome-ignore lint/suspicious/noExplicitAny: the two migrators take their own driver's database type
  const db = database.db as any;
  if (database.engine === 'pglite') await migratePglite(db, config);
  else await migratePg(db, config);
}
