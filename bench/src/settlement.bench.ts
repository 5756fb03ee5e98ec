/**
 * Batch settlement at scale (ARCHITECTURE.md section 10: 10,000 orders over 200 outlets <= 10 s on PostgreSQL):
 * a fresh database with the demo seed and `ORDERS` orders to settle over `SITES` outlets (settlement-data.ts), then
 * headquarters' admin initiates settlement for every outlet over the period through POST /basic/sfBatchSettle/batchSettle
 * (one HTTP call, one transaction), timed end to end. Between runs the statements are cancelled in SQL (their lines
 * no longer live), so each run settles the same orders again; the median of RUNS runs is reported, with the
 * statements' consistency check (its SQL) after the last one.
 * Run: npm run settlement -w bench   (ORDERS=10000 SITES=200 RUNS=3)
 */
import pg from 'pg';
import { benchServer, login } from './harness.ts';
import { generateSettlement } from './settlement-data.ts';

const ORDERS = Number(process.env.ORDERS ?? 10_000);
const SITES = Number(process.env.SITES ?? 200);
const RUNS = Number(process.env.RUNS ?? 3);
const DAYS = 30;
const day = (d: Date) => d.toISOString().slice(0, 10);

const server = await benchServer(process.env.BENCH_DB ?? 'as_bench_settlement');
try {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const t0 = performance.now();
  const { siteIds } = await generateSettlement(client, { sites: SITES, orders: ORDERS, days: DAYS });
  console.log(`generated ${ORDERS} orders over ${SITES} outlets in ${Math.round((performance.now() - t0) / 100) / 10} s`);
  const headers = { ...(await login(server.base)), 'content-type': 'application/json' };
  const body = JSON.stringify({ periodStart: day(new Date(Date.now() - (DAYS + 1) * 86_400_000)), periodEnd: day(new Date(Date.now() + 86_400_000)), siteIds });
  const runs: { ms: number; statements: number; orders: number; total: string }[] = [];
  for (let i = 0; i < RUNS; i++) {
    if (i > 0) {
      await client.query(`update sf_statement_line set live = false where tenant_id = 1`);
      await client.query(`update sf_statement set status = 'cancelled' where tenant_id = 1`);
    }
    const started = performance.now();
    const res = await fetch(`${server.base}/basic/sfBatchSettle/batchSettle`, { method: 'POST', headers, body });
    const ms = Math.round(performance.now() - started);
    const json = (await res.json()) as { type: string; msg: string; objx: { statements: number; orders: number; total: string } };
    if (!res.ok) throw new Error(`batchSettle: ${res.status} ${json.msg}`);
    runs.push({ ms, ...json.objx });
    console.log(`run ${i + 1}: ${ms} ms, ${json.objx.statements} statements, ${json.objx.orders} orders, total ${json.objx.total}`);
  }
  const checkStarted = performance.now();
  const problems = Number(
    (
      await client.query(`select count(*) as n from sf_statement s
        left join (select statement_id, sum(amount) as total from sf_statement_line where live group by statement_id) x on x.statement_id = s.id
        where s.status <> 'cancelled' and s.total_amount <> coalesce(x.total, 0)`)
    ).rows[0].n,
  );
  const checkMs = Math.round(performance.now() - checkStarted);
  await client.end();
  const median = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)];
  console.log(JSON.stringify({ orders: ORDERS, sites: SITES, runsMs: runs.map((r) => r.ms), medianMs: median.ms, statements: median.statements, settled: median.orders, budgetMs: 10_000, totalsCheck: { problems, ms: checkMs } }, null, 2));
} finally {
  await server.close();
}
