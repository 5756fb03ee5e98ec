/**
 * The home dashboard on 1,000,000 orders in 20 tenants (issue 19, "Performance": headquarters over the last three
 * months at p95 <= 200 ms at 10 clients, an outlet's view at <= 50 ms), on PostgreSQL:
 * - the data: orders-data.ts over the last 12 months (no history rows: the dashboard reads none), tenant 1's network
 *   grown to `OUTLETS` more outlets with `ENGINEERS` engineers each; then the daily facts made from the orders by the
 *   KPIs' one definition (orderContribution, what the server's rebuild sums) and written 5,000 rows a statement
 *   (the server's `npm run check -- --rebuild-facts` writes one row a statement: about 120 rows/s on this loaded
 *   machine, over an hour for these ~350,000 rows; docs/benchmarks.md); generated once into the database
 *   as_bench_dashboard and reused by later runs (REGENERATE=1 to start over);
 * - POST /rpt/rptIndexCollection/indexMsg over the last three months as headquarters (admin, tenant 1: every order of
 *   the tenant) at 10 concurrent clients, then the outlet's own home (siteIndexMsg) as the Chaoyang outlet's manager,
 *   then indexMsg in the outlet's data scope (what runs before this call existed measured), each also by one client
 *   alone; a database seeded before the outlet held siteIndexMsg's button is refused: REGENERATE=1;
 * - the size of rpt_order_fact (rows, bytes, the rows each caller's range sums), and headquarters' received orders
 *   against a count over the orders as a sanity check.
 * Run: npm run dashboard -w bench   (ORDERS=1000000 TENANTS=20 OUTLETS=200 ENGINEERS=2 SECONDS=15)
 *   FACT_TENANTS=1 makes only the measured tenant's facts (the others' take ~1.5 minutes each on a loaded machine).
 */
import os from 'node:os';
import { addCounters, DASHBOARD, emptyCounters, type KpiCounters, type KpiFact, type KpiOrder, orderContribution } from '@as/shared';
import pg from 'pg';
import { benchServer, load, login, PG_URL } from './harness.ts';
import { generateOrders } from './orders-data.ts';

const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const TENANTS = Number(process.env.TENANTS ?? 20);
const OUTLETS = Number(process.env.OUTLETS ?? 200);
const ENGINEERS = Number(process.env.ENGINEERS ?? 2);
const SECONDS = Number(process.env.SECONDS ?? 15);
const DB = process.env.BENCH_DB ?? 'as_bench_dashboard';

const round = (n: number) => Math.round(n * 100) / 100;
const loadAverage = () => os.loadavg().map((n) => round(n));

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The tenants (of `only`, if given) whose facts do not count every order they received: a fresh load, or a run stopped before. */
async function tenantsWithoutFacts(client: pg.Client, only?: string[]) {
  const { rows } = await client.query<{ id: string }>(
    `select o.tenant_id as id from (select tenant_id, count(*) as n from so_order where deleted_at is null group by 1) o
     left join (select tenant_id, sum(received) as n from rpt_order_fact group by 1) f using (tenant_id)
     where f.n is distinct from o.n and ($1::bigint[] is null or o.tenant_id = any($1::bigint[])) order by 1`,
    [only ?? null],
  );
  return rows.map((r) => r.id);
}

/**
 * Those tenants' daily facts made anew from their orders, tenant by tenant: each order's contribution (the server's
 * time zone, as the server keeps them) summed per day and key, then written in statements of 5,000 rows.
 */
async function loadFacts(client: pg.Client, tenants: string[]) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  let rows = 0;
  for (const tenantId of tenants) {
    await client.query('delete from rpt_order_fact where tenant_id = $1', [tenantId]);
    const sums = new Map<string, KpiFact & { counters: KpiCounters }>();
    for (let after = 0; ; ) {
      const { rows: orders } = await client.query(`select * from so_order where tenant_id = $1 and id > $2 order by id limit 20000`, [tenantId, after]);
      for (const row of orders) {
        const order = Object.fromEntries(Object.entries(row).map(([k, v]) => [camel(k), v])) as unknown as KpiOrder;
        for (const f of orderContribution(order, timeZone)) {
          const key = { day: f.day, scopeDeptId: f.scopeDeptId ?? 0, siteId: f.siteId ?? 0, engineerId: f.engineerId ?? 0, categoryId: f.categoryId };
          const k = Object.values(key).join('|');
          sums.set(k, { ...key, counters: addCounters(sums.get(k)?.counters ?? emptyCounters(), f.counters) });
        }
      }
      if (orders.length < 20000) break;
      after = Number(orders[orders.length - 1].id);
    }
    const facts = [...sums.values()].map(({ counters, ...key }) => Object.fromEntries([['tenant_id', tenantId], ...Object.entries({ ...key, ...counters }).map(([k, v]) => [snake(k), v])]));
    for (let i = 0; i < facts.length; i += 5000) {
      await client.query(`insert into rpt_order_fact select * from json_populate_recordset(null::rpt_order_fact, $1::json)`, [JSON.stringify(facts.slice(i, i + 5000))]);
    }
    rows += facts.length;
  }
  return rows;
}

// Keep the generated data between runs unless asked to start over.
const admin0 = new pg.Client({ connectionString: PG_URL });
await admin0.connect();
const exists = (await admin0.query(`select 1 from pg_database where datname = $1`, [DB])).rowCount === 1;
await admin0.end();
const server = await benchServer(DB, {}, { keep: exists && process.env.REGENERATE !== '1' });
try {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const have = Number((await client.query(`select count(*) as n from so_order where created_at < now() - interval '1 day'`)).rows[0].n);
  const timings: Record<string, number> = {};
  if (have < ORDERS) {
    const t0 = performance.now();
    Object.assign(timings, await generateOrders(client, { orders: ORDERS, tenants: TENANTS, days: 365, history: false, outlets: OUTLETS, engineersPerOutlet: ENGINEERS }));
    timings.generated = round((performance.now() - t0) / 1000);
  }
  // The facts of the tenants whose facts are missing (FACT_TENANTS=1,2: only those; the measured callers are tenant 1's).
  const only = process.env.FACT_TENANTS?.split(',');
  const missing = await tenantsWithoutFacts(client, only);
  if (missing.length) {
    const t0 = performance.now();
    timings.factRows = await loadFacts(client, missing);
    timings.facts = round((performance.now() - t0) / 1000);
    await client.query('vacuum (analyze) rpt_order_fact');
    if ((await tenantsWithoutFacts(client, only)).length) throw new Error('the facts do not count every order after the load');
  }
  const tenantsWithoutTheirFacts = (await tenantsWithoutFacts(client)).length;

  const to = new Date().toISOString().slice(0, 10);
  const start = new Date();
  start.setUTCMonth(start.getUTCMonth() - 3);
  const from = start.toISOString().slice(0, 10);
  const range = { from, to };

  const sizes = (
    await client.query(
      `select (select count(*) from so_order) as orders, (select count(distinct tenant_id) from so_order) as tenants, (select count(*) from so_order where tenant_id = 1) as tenant1,
              (select count(*) from so_order where tenant_id = 1 and report_at >= $1::date and report_at < $2::date + 1) as tenant1_received_in_range,
              (select count(*) from sn_site where tenant_id = 1 and site_kind = 'outlet') as tenant1_outlets, (select count(*) from sn_site_engineer where tenant_id = 1) as tenant1_engineers,
              (select count(*) from rpt_order_fact) as fact_rows, pg_size_pretty(pg_total_relation_size('rpt_order_fact')) as fact_size,
              (select count(*) from rpt_order_fact where tenant_id = 1 and day between $1 and $2) as hq_fact_rows_in_range`,
      [from, to],
    )
  ).rows[0];

  const json = { 'content-type': 'application/json' };
  const hq = { ...(await login(server.base)), ...json };
  const outlet = { ...(await login(server.base, 'outlet_chaoyang')), ...json };
  interface Answer {
    type: string;
    msg: string;
    objx: {
      figures: { received: number; finished: number; turnaroundP90Hours: number | null };
      // indexMsg's
      outlets?: unknown[];
      engineers?: unknown[];
      trend?: unknown[];
      // siteIndexMsg's
      now?: { open: number };
      ranking?: { slaCompliance: unknown };
    };
  }
  const ask = async (call: string, headers: Record<string, string>) => {
    const res = await fetch(`${server.base}/rpt/${DASHBOARD.name}/${call}`, { method: 'POST', headers, body: JSON.stringify(range) });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const samples = { hq: await ask('indexMsg', hq), outletHome: await ask('siteIndexMsg', outlet), outletScope: await ask('indexMsg', outlet) };
  for (const [who, s] of Object.entries(samples)) {
    if (s.status === 403 && who === 'outletHome') throw new Error('the outlet does not hold siteIndexMsg: the database was seeded before it, REGENERATE=1');
    if (s.status !== 200 || s.body.type !== 'success') throw new Error(`${who}: ${s.status} ${JSON.stringify(s.body).slice(0, 500)}`);
  }
  const shape = (a: Answer) => ({
    received: a.objx.figures.received,
    finished: a.objx.figures.finished,
    turnaroundP90Hours: a.objx.figures.turnaroundP90Hours,
    ...(a.objx.trend ? { trendDays: a.objx.trend.length, outlets: a.objx.outlets?.length, engineers: a.objx.engineers?.length } : { open: a.objx.now?.open, ranking: a.objx.ranking?.slaCompliance }),
  });

  const measure = async (call: string, headers: Record<string, string>) => {
    const one = async () => {
      const { status, body } = await ask(call, headers);
      return status === 200 && body.type === 'success';
    };
    await load(one, { concurrency: 10, seconds: 3 }); // warm-up
    const clients10 = await load(one, { concurrency: 10, seconds: SECONDS });
    const la10 = loadAverage();
    const client1 = await load(one, { concurrency: 1, seconds: Math.max(3, SECONDS / 3) });
    return { clients10, client1, loadAverage: la10 };
  };
  const headquarters = await measure('indexMsg', hq);
  const outletHome = await measure('siteIndexMsg', outlet);
  const outletScope = await measure('indexMsg', outlet);
  await client.end();
  console.log(
    JSON.stringify(
      {
        benchmark: 'dashboard',
        range,
        sizes,
        autovacuum: server.autovacuum,
        tenantsWithoutTheirFacts,
        seconds: timings,
        headquarters: { call: 'indexMsg', user: 'admin', answer: shape(samples.hq.body), ...headquarters, budgetP95: 200 },
        outlet: { call: 'siteIndexMsg', user: 'outlet_chaoyang', answer: shape(samples.outletHome.body), ...outletHome, budgetP95: 50 },
        outletInScope: { call: 'indexMsg', user: 'outlet_chaoyang', answer: shape(samples.outletScope.body), ...outletScope },
        receivedCheck: { answered: samples.hq.body.objx.figures.received, counted: Number(sizes.tenant1_received_in_range) },
      },
      null,
      2,
    ),
  );
} finally {
  await server.close();
}
