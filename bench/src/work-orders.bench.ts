/**
 * Work orders at scale (ARCHITECTURE.md section 10), on PostgreSQL with 1,000,000 orders in 20 tenants
 * (orders-data.ts; generated once into the database as_bench_orders and reused by later runs, REGENERATE=1 to
 * start over):
 * - the work-order grid: a 200-row page with status + date + phone filters, sorted newest first, through
 *   POST /basic/soOrder/getListPage with a real token at 10 concurrent clients, in five cases (the whole number;
 *   three digits without and with the count; four digits; the last four digits), each also served by the floor
 *   (floor-server.ts: the same request and answer, checked equal, with the least a correct server does) and as its
 *   raw SQL (a pool of 10 connections), for the API / floor and API / SQL ratios;
 * - state transitions with history: accept, assign, book and check-in of distinct orders through their
 *   endpoints at 10 concurrent clients; then 10 clients toggling check-in and departure on the same few orders
 *   at once; afterwards every order is checked for lost updates (version, history rows, last history row).
 * Run: npm run orders -w bench   (ORDERS=1000000 TENANTS=20 SECONDS=15)
 */
import os from 'node:os';
import pg from 'pg';
import { listedFieldsOf, orderResource } from '@as/shared';
import { benchServer, floorServer, load, login } from './harness.ts';
import { generateOrders } from './orders-data.ts';

const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const TENANTS = Number(process.env.TENANTS ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 15);
const DB = process.env.BENCH_DB ?? 'as_bench_orders';

const round = (n: number) => Math.round(n * 100) / 100;
const loadAverage = () => os.loadavg().map((n) => round(n));

// Keep the generated data between runs unless asked to start over.
const admin0 = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin0.connect();
const exists = (await admin0.query(`select 1 from pg_database where datname = $1`, [DB])).rowCount === 1;
await admin0.end();
const server = await benchServer(DB, {}, { keep: exists && process.env.REGENERATE !== '1' });
try {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const have = Number((await client.query(`select count(*) as n from so_order where created_at < now() - interval '1 day'`)).rows[0].n);
  let generated: Record<string, number> | null = null;
  if (have < ORDERS) {
    const t0 = performance.now();
    generated = await generateOrders(client, { orders: ORDERS, tenants: TENANTS });
    generated.total = round((performance.now() - t0) / 1000);
  }
  const sizes = (await client.query(
    `select (select count(*) from so_order) as orders, (select count(distinct tenant_id) from so_order) as tenants, (select count(*) from so_order where tenant_id = 1) as tenant1,
            (select count(*) from so_order_history) as history, (select count(*) from bas_cust_profile) as customers, (select count(*) from bas_cust_asset) as assets`,
  )).rows[0];

  const session = await login(server.base);
  const headers = { ...session, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown, h: Record<string, string> = headers) => {
    const res = await fetch(`${server.base}${path}`, { method: 'POST', headers: h, body: JSON.stringify(body) });
    return (await res.json()) as { type: string; msg: string; objx: { id: number; total: number; records: unknown[] } };
  };

  // ---- The grid: what a dispatcher asks — orders in service or awaiting confirmation, reported in the last six
  // months, by the caller's number or a part of it, newest first, 200 a page. Each case rotates its numbers so that
  // no answer is cached, and is served three ways at 10 concurrent clients: the API (a real token), the floor (the
  // least a correct server does for the same request and answer: floor-server.ts, its own process) and the SQL alone
  // (the page, and the count when the first page is full, on a pool of 10). Issue 21 reads API / floor and API / SQL
  // for each case.
  const STATUSES = [1030, 1040, 1050, 1110, 1230, 1250];
  const from = new Date(Date.now() - 183 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);
  const range = [`${from} 00:00:00`, `${to} 23:59:59`];
  // The fields the web's work-order grid asks for (slimList): its columns.
  const FIELDS = listedFieldsOf(orderResource);
  const numbers = (
    await client.query(`select distinct phone from so_order where tenant_id = 1 and status = any($1::smallint[]) and report_at >= $2 and report_at <= $3 limit 50`, [STATUSES, ...range])
  ).rows.map((r) => String(r.phone));
  const CASES: { name: string; phones: string[]; searchCount: boolean }[] = [
    // The call centre: the caller's whole number, an equality the phone index serves.
    { name: 'wholeNumberWithCount', phones: numbers, searchCount: true },
    // Three digits (a mobile prefix): thousands of matches.
    { name: 'fragment3WithoutCount', phones: ['139', '138', '186', '159', '150', '188', '137', '158'], searchCount: false },
    { name: 'fragment3WithCount', phones: ['139', '138', '186', '159', '150', '188', '137', '158'], searchCount: true },
    // Four digits from the middle of callers' numbers.
    { name: 'fragment4WithCount', phones: numbers.map((n) => n.slice(3, 7)), searchCount: true },
    // The last four digits of callers' numbers, as agents type them.
    { name: 'lastFourWithCount', phones: numbers.map((n) => n.slice(-4)), searchCount: true },
  ];
  let turn = 0;
  const gridBody = (c: (typeof CASES)[number]) => ({
    current: 1,
    size: 200,
    sort: 'reportAt',
    order: 'desc',
    searchCount: c.searchCount,
    fields: FIELDS,
    filters: { status: STATUSES.map(String), reportAt: range, phone: [c.phones[turn++ % c.phones.length]] },
  });
  const floor = await floorServer(server.databaseUrl, session.authorization.replace(/^Bearer /, ''));
  const gridCall = (base: string, c: (typeof CASES)[number]) => async () => {
    const res = await fetch(`${base}/basic/soOrder/getListPage`, { method: 'POST', headers, body: JSON.stringify(gridBody(c)) });
    const body = (await res.json()) as { type: string; objx: { records: unknown[] } };
    return body.type === 'success' && Array.isArray(body.objx.records);
  };
  const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 10 });
  const whereOf = (phone: string) =>
    `tenant_id = 1 and deleted_at is null and status = any($1::smallint[]) and report_at >= $2 and report_at <= $3 and ${/^1\d{10}$/.test(phone) ? 'phone = $4' : 'phone like $4'}`;
  const paramsOf = (phone: string) => [STATUSES, ...range, /^1\d{10}$/.test(phone) ? phone : `%${phone}%`];
  // What the grid's rows carry (it asks for the fields it lists): those, the id and the version.
  const listed = ['id', 'version', ...FIELDS.map((name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))].join(', ');
  const gridSql = (c: (typeof CASES)[number]) => async () => {
    const phone = c.phones[turn++ % c.phones.length];
    const page = await pool.query(`select ${listed} from so_order where ${whereOf(phone)} order by report_at desc, id desc limit 200 offset 0`, paramsOf(phone));
    // Counted as the product counts: only when the first page is full.
    if (c.searchCount && page.rowCount === 200) await pool.query(`select count(*) from so_order where ${whereOf(phone)}`, paramsOf(phone));
    return true;
  };
  const grid: Record<string, unknown> = {};
  try {
    for (const c of CASES) {
      // The floor answers what the API answers: the same rows, fields and names of references.
      const first = gridBody(c);
      const sample = await post('/basic/soOrder/getListPage', first);
      const floorSample = await (await fetch(`${floor.base}/basic/soOrder/getListPage`, { method: 'POST', headers, body: JSON.stringify(first) })).json();
      if (sample.type !== 'success') throw new Error(JSON.stringify(sample));
      if (JSON.stringify(floorSample) !== JSON.stringify(sample)) throw new Error(`${c.name}: the floor's answer differs from the API's`);
      await load(gridCall(server.base, c), { concurrency: 10, seconds: 3 }); // warm-up
      await load(gridCall(floor.base, c), { concurrency: 10, seconds: 1 });
      const api = await load(gridCall(server.base, c), { concurrency: 10, seconds: SECONDS });
      const floorRun = await load(gridCall(floor.base, c), { concurrency: 10, seconds: SECONDS });
      const sql = await load(gridSql(c), { concurrency: 10, seconds: SECONDS });
      grid[c.name] = {
        filters: gridBody(c).filters,
        firstAnswer: { total: sample.objx.total, rows: sample.objx.records.length },
        api,
        floor: floorRun,
        sql,
        apiPerFloor: { throughput: round(api.perSecond / floorRun.perSecond), p50: round(api.p50 / floorRun.p50), p95: round(api.p95 / floorRun.p95) },
        apiPerSql: { p50: round(api.p50 / sql.p50), p95: round(api.p95 / sql.p95) },
        loadAverage: loadAverage(),
      };
    }
  } finally {
    floor.stop();
  }
  const explain = async (phone: string, searchCount: boolean) => {
    const plan = async (sql: string) => (await client.query(`explain (analyze, buffers) ${sql}`, paramsOf(phone))).rows.map((r) => r['QUERY PLAN']).join('\n');
    return { page: await plan(`select ${listed} from so_order where ${whereOf(phone)} order by report_at desc, id desc limit 200`), count: searchCount ? await plan(`select count(*) from so_order where ${whereOf(phone)}`) : undefined };
  };
  const plans = { fragment3: await explain('139', true), fragment4: await explain(numbers[0].slice(3, 7), true), lastFour: await explain(numbers[0].slice(-4), true) };
  console.log(JSON.stringify({ benchmark: 'work-orders grid', node: process.versions.node, sizes, autovacuum: server.autovacuum, generatedSeconds: generated, grid, plans }, null, 2));

  // ---- Transitions: orders waiting at the Chaoyang outlet, each moved by accept, assign, book and check-in.
  const chaoyang = { ...(await login(server.base, 'outlet_chaoyang')), 'content-type': 'application/json' };
  const wang = { ...(await login(server.base, 'engineer_wang')), 'content-type': 'application/json' };
  const ids = async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows.map((r) => Number(r.id));
  const [centreId] = await ids(`select id from sys_dept where tenant_id = 1 and code = 'SC-N'`);
  const [siteId] = await ids(`select id from sn_site where tenant_id = 1 and code = 'ASC-BJ-CY'`);
  const [engineerId] = await ids(`select id from sn_site_engineer where tenant_id = 1 and job_no = 'E1001'`);
  // The orders to move: copies of generated tenant-1 orders, put where a dispatch to the Chaoyang outlet leaves
  // them (status 1020, version 2, with the three history rows of creation and dispatch), written in SQL as the
  // generator writes (creating them through the API would take longer than the benchmark on a busy machine).
  const PREPARED = Number(process.env.TRANSITION_ORDERS ?? 1000);
  const [adminId] = await ids(`select id from sys_user where username = 'admin'`);
  const [outletDept] = await ids(`select dept_id as id from sn_site where id = $1`, [siteId]);
  const prepared = await ids(
    `insert into so_order (tenant_id, order_no, order_type, source, service_type_id, user_type, urgency, brand, category_id, item_id, serial_no, asset_id, cust_id,
       customer_name, phone, province_id, city_id, district_id, address, fault_desc, status, holder, version, centre_id, site_id, scope_dept_id, report_at, dispatched_at, created_by, updated_by)
     select tenant_id, 'SOBENCH' || to_char(now(), 'HH24MISS') || lpad(row_number() over ()::text, 6, '0'), order_type, source, service_type_id, user_type, urgency, brand, category_id, item_id,
       serial_no, asset_id, cust_id, customer_name, phone, province_id, city_id, district_id, address, fault_desc, 1020, 'outlet', 2, $2, $3, $4, now(), now(), $5, $5
     from so_order where tenant_id = 1 and status = 1250 order by id limit $1
     returning id`,
    [PREPARED, centreId, siteId, outletDept, adminId],
  );
  await client.query(
    `insert into so_order_history (tenant_id, order_id, action, from_status, to_status, from_holder, to_holder, user_id)
     select 1, o.id, p.action, p.from_status, p.to_status, p.from_holder, p.to_holder, $2
     from unnest($1::bigint[]) o(id), (values (1, 'create', null::smallint, 1010::smallint, null, 'hq'), (2, 'assignOrg', 1010, 1010, 'hq', 'centre'), (3, 'assignSite', 1010, 1020, 'centre', 'outlet')) p(n, action, from_status, to_status, from_holder, to_holder)
     order by o.id, p.n`,
    [prepared, adminId],
  );
  // One engineer takes every prepared order on one day: his daily capacity must allow it.
  await client.query(`update sn_site_engineer set daily_capacity = $1 where id = $2`, [PREPARED + 100, engineerId]);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16).replace('T', ' ');
  const steps: [string, Record<string, unknown>, Record<string, string>][] = [
    ['siteOrderDeal/accept', {}, chaoyang],
    ['siteOrderDeal/assign', { engineerId }, chaoyang],
    ['siteOrderDeal/book', { appointAt: tomorrow }, wang],
    ['soOrderHandle/checkIn', {}, wang],
  ];
  const historyBefore = Number((await client.query(`select coalesce(max(id), 0) as n from so_order_history`)).rows[0].n);
  // Each client takes the next order and moves it through the four steps, one request per transition.
  let next = 0;
  const stepTimes: number[] = [];
  const moveOne = async () => {
    if (next >= prepared.length) return false;
    const id = prepared[next++];
    for (const [path, body, h] of steps) {
      const t0 = performance.now();
      const res = await post(`/basic/${path}`, { id, ...body }, h);
      if (res.type !== 'success') throw new Error(`${path} ${id}: ${res.msg}`);
      stepTimes.push(performance.now() - t0);
    }
    return true;
  };
  const run = await load(moveOne, { concurrency: 10, seconds: SECONDS * 4, maxRequests: prepared.length });
  stepTimes.sort((x, y) => x - y);
  const at = (p: number) => round(stepTimes[Math.min(stepTimes.length - 1, Math.floor((p / 100) * stepTimes.length))]);
  const transitions = { requests: stepTimes.length, errors: run.errors, seconds: run.seconds, perSecond: round(stepTimes.length / run.seconds), p50: at(50), p95: at(95), p99: at(99) };
  const moved = prepared.slice(0, next);
  const check = (await client.query(
    `select count(*) filter (where o.version <> h.n - 1) as version_mismatch,
            count(*) filter (where o.status <> h.last_status or o.holder <> h.last_holder) as last_row_mismatch,
            sum(h.new_rows) as new_rows, count(*) as orders,
            count(*) filter (where o.status = 1040 and o.checked_in and o.engineer_id = $3) as fully_moved
     from so_order o join lateral (
       select count(*) as n, count(*) filter (where id > $2) as new_rows,
              (array_agg(to_status order by id desc))[1] as last_status, (array_agg(to_holder order by id desc))[1] as last_holder
       from so_order_history where tenant_id = 1 and order_id = o.id
     ) h on true
     where o.id = any($1::bigint[])`,
    [moved, historyBefore, engineerId],
  )).rows[0];

  // ---- Contention: 10 clients toggling check-in and departure on the same 5 orders (moved above, so on site).
  const hot = moved.slice(0, 5);
  const hotBefore = (await client.query(`select id, version, checked_in from so_order where id = any($1::bigint[]) order by id`, [hot])).rows;
  const historyMark = Number((await client.query(`select coalesce(max(id), 0) as n from so_order_history`)).rows[0].n);
  const wins = new Map<number, number>();
  let refusals = 0;
  let pick = 0;
  const contend = async () => {
    const id = hot[pick++ % hot.length];
    const path = pick % 2 ? 'soOrderHandle/depart' : 'soOrderHandle/checkIn';
    const res = await fetch(`${server.base}/basic/${path}`, { method: 'POST', headers: wang, body: JSON.stringify({ id }) });
    if (res.status === 200) wins.set(id, (wins.get(id) ?? 0) + 1);
    else if (res.status === 409) refusals++;
    else throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return true;
  };
  const contention = await load(contend, { concurrency: 10, seconds: 5 });
  const hotAfter = (await client.query(
    `select o.id, o.version, o.checked_in, (select count(*) from so_order_history h where h.tenant_id = 1 and h.order_id = o.id and h.id > $2) as rows from so_order o where o.id = any($1::bigint[]) order by o.id`,
    [hot, historyMark],
  )).rows;
  const lostUpdates = hotAfter.filter((after, i) => {
    const won = wins.get(Number(after.id)) ?? 0;
    return after.version !== hotBefore[i].version + won || Number(after.rows) !== won || after.checked_in !== (won % 2 === 0 ? hotBefore[i].checked_in : !hotBefore[i].checked_in);
  }).length;

  await pool.end();
  await client.end();
  console.log(
    JSON.stringify(
      {
        benchmark: 'work-orders transitions',
        transitions: { orders: moved.length, run: transitions, check, loadAverage: loadAverage() },
        contention: { run: contention, wins: Object.fromEntries(wins), refusals, lostUpdates },
      },
      null,
      2,
    ),
  );
} finally {
  await server.close();
}
