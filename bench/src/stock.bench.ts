/**
 * The stock ledger at scale (ARCHITECTURE.md section 10), on PostgreSQL with 1,000,000 movements in 20 tenants
 * (stock-data.ts; generated once into the database as_bench_stock and reused, REGENERATE=1 to start over):
 * - the consistency check over every tenant: `npm run check` against the database, its own timing.
 * Run: npm run stock -w bench   (MOVEMENTS=1000000 TENANTS=20)
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchServer, PG_URL } from './harness.ts';
import { generateStock } from './stock-data.ts';

const MOVEMENTS = Number(process.env.MOVEMENTS ?? 1_000_000);
const TENANTS = Number(process.env.TENANTS ?? 20);
const DB = process.env.BENCH_DB ?? 'as_bench_stock';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
const exists = (await admin.query(`select 1 from pg_database where datname = $1`, [DB])).rowCount === 1;
await admin.end();
const server = await benchServer(DB, {}, { keep: exists && process.env.REGENERATE !== '1' });
let serverUp = true;
try {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const have = Number((await client.query(`select count(*) as n from sp_stock_move where doc_type = 'bench'`)).rows[0].n);
  if (have < MOVEMENTS) {
    const t0 = performance.now();
    await generateStock(client, { movements: MOVEMENTS, tenants: TENANTS, warehouses: 20, parts: 500 });
    console.log(`generated ${MOVEMENTS} movements in ${Math.round((performance.now() - t0) / 100) / 10} s`);
  }
  const total = Number((await client.query(`select count(*) as n from sp_stock_move`)).rows[0].n);
  await client.end();
  await server.close();
  serverUp = false;
  // The check as anyone runs it: the command, on the database no server holds.
  const runs = [1, 2, 3].map(() => {
    const out = execFileSync('npm', ['run', '--silent', 'check', '-w', 'apps/server'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: server.databaseUrl }, encoding: 'utf8' });
    const [, slots, ms, differences] = /(\d+) slots compared in (\d+) ms, (\d+) differences/.exec(out) ?? [];
    return { slots: Number(slots), ms: Number(ms), differences: Number(differences) };
  });
  const median = [...runs].sort((a, b) => a.ms - b.ms)[1];
  console.log(JSON.stringify({ movements: total, check: { runsMs: runs.map((r) => r.ms), medianMs: median.ms, slots: median.slots, differences: median.differences, budgetMs: 10_000 } }, null, 2));
} finally {
  if (serverUp) await server.close();
}
