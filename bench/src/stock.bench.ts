/**
 * The stock ledger at scale (ARCHITECTURE.md section 10), on PostgreSQL with 1,000,000 movements in 20 tenants
 * (stock-data.ts; generated once into the database as_bench_stock and reused, REGENERATE=1 to start over):
 * - the balance screen (a warehouse's page, a part's balances) and a part's movement history, newest first, through
 *   their getListPage endpoints as tenant 1's admin at 10 concurrent clients, and the same SQL raw for the ratio;
 * - postings at 10 clients, each on parts of its own: stock-ins (add with lines, submit, approve, receive) and
 *   stock-outs (add, submit, ship), counted as movements written per second;
 * - contention: 10 clients issuing the same part from a limited stock, then no balance may be negative;
 * - the consistency check over every tenant (after the postings): `npm run check` against the database, its own timing.
 * Run: npm run stock -w bench   (MOVEMENTS=1000000 TENANTS=20 SECONDS=15 LINES=5: lines per posted document)
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { benchServer, load, login, PG_URL } from './harness.ts';
import { generateStock } from './stock-data.ts';

const MOVEMENTS = Number(process.env.MOVEMENTS ?? 1_000_000);
const TENANTS = Number(process.env.TENANTS ?? 20);
const DB = process.env.BENCH_DB ?? 'as_bench_stock';
const SECONDS = Number(process.env.SECONDS ?? 15);
const LINES = Number(process.env.LINES ?? 5);
const round = (n: number) => Math.round(n * 100) / 100;
const loadAverage = () => os.loadavg().map((n) => round(n));
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
  const screens = await screensAndPostings(server.base, server.databaseUrl, client);
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
  console.log(JSON.stringify({ movements: total, ...screens, check: { runsMs: runs.map((r) => r.ms), medianMs: median.ms, slots: median.slots, differences: median.differences, budgetMs: 10_000 } }, null, 2));
} finally {
  if (serverUp) await server.close();
}

type Envelope = { type: string; msg: string; objx: { id: number; version: number; total: number; records: unknown[]; lines: { id: number; qty: number }[] } };

async function screensAndPostings(base: string, databaseUrl: string, client: pg.Client) {
  const headers = { ...(await login(base)), 'content-type': 'application/json' };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return (await res.json()) as Envelope;
  };
  const ids = async (sql: string) => (await client.query<{ id: string }>(sql)).rows.map((r) => Number(r.id));
  const warehouses = await ids(`select id from bas_warehouse where tenant_id = 1 and code like 'BWH-%' order by id`);
  const parts = await ids(`select id from bas_parts where tenant_id = 1 and code like 'BP-%' order by id`);

  // ---- The screens, as the grids ask (their default page, with the count); warehouses and parts rotate.
  let turn = 0;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const balanceJoin = `from sp_stock_balance b join bas_parts p on p.tenant_id = b.tenant_id and p.id = b.parts_id join bas_warehouse w on w.tenant_id = b.tenant_id and w.id = b.warehouse_id`;
  const balanceCols = `b.id, b.warehouse_id, w.name, b.location_id, b.parts_id, p.code, p.name, b.available, b.reserved, b.transit, b.available + b.reserved as on_hand, p.safety_stock, b.available + b.reserved < p.safety_stock as below`;
  const screens = {
    warehouseBalance: {
      api: async () => {
        const body = await post('/basic/partsBalance/getListPage', { current: 1, filters: { warehouseId: [String(warehouses[turn++ % warehouses.length])] } });
        return body.type === 'success' && body.objx.records.length > 0;
      },
      sql: async () => {
        const params = [warehouses[turn++ % warehouses.length]];
        await pool.query(`select ${balanceCols} ${balanceJoin} where b.tenant_id = 1 and b.warehouse_id = $1 order by b.warehouse_id, b.parts_id, b.location_id limit 200`, params);
        await pool.query(`select count(*) ${balanceJoin} where b.tenant_id = 1 and b.warehouse_id = $1`, params);
        return true;
      },
    },
    partBalance: {
      api: async () => {
        const body = await post('/basic/partsBalance/getListPage', { current: 1, filters: { partsId: [String(parts[turn++ % parts.length])] } });
        return body.type === 'success' && body.objx.records.length > 0;
      },
      sql: async () => {
        const params = [parts[turn++ % parts.length]];
        await pool.query(`select ${balanceCols} ${balanceJoin} where b.tenant_id = 1 and b.parts_id = $1 order by b.warehouse_id, b.parts_id, b.location_id limit 200`, params);
        await pool.query(`select count(*) ${balanceJoin} where b.tenant_id = 1 and b.parts_id = $1`, params);
        return true;
      },
    },
    partHistory: {
      api: async () => {
        const body = await post('/basic/spStockMove/getListPage', { current: 1, filters: { partsId: [String(parts[turn++ % parts.length])] } });
        return body.type === 'success' && body.objx.records.length > 0;
      },
      sql: async () => {
        const params = [parts[turn++ % parts.length]];
        await pool.query(`select * from sp_stock_move where tenant_id = 1 and parts_id = $1 order by id desc limit 200`, params);
        await pool.query(`select count(*) from sp_stock_move where tenant_id = 1 and parts_id = $1`, params);
        return true;
      },
    },
  };
  const reads: Record<string, unknown> = {};
  for (const [name, { api, sql }] of Object.entries(screens)) {
    // A database seeded before the stock screens existed grants admin none of them: start over with REGENERATE=1.
    if (!(await api())) throw new Error(`${name}: ${JSON.stringify(await post('/basic/partsBalance/getListPage', {}))}`);
    await load(api, { concurrency: 10, seconds: 3 }); // warm-up
    const apiRun = await load(api, { concurrency: 10, seconds: SECONDS });
    const sqlRun = await load(sql, { concurrency: 10, seconds: SECONDS });
    // One client alone: what a request costs without queueing behind the other nine on two cores.
    const oneClient = await load(api, { concurrency: 1, seconds: SECONDS / 3 });
    reads[name] = { api: apiRun, sql: sqlRun, ratioP95: round(apiRun.p95 / sqlRun.p95), apiOneClient: oneClient, budgetP95Ms: 30, loadAverage: loadAverage() };
  }
  await pool.end();

  // ---- Postings: client c works on its own LINES parts in its own warehouse, one document after another.
  const act = async (group: string, verb: string, body: Record<string, unknown>) => {
    const res = await post(`/basic/${group}/${verb}`, body);
    if (res.type !== 'success') throw new Error(`${group}/${verb}: ${res.msg}`);
    return res.objx;
  };
  const own = (c: number) => parts.slice(c * LINES, (c + 1) * LINES);
  const stockIn = async (warehouseId: number, lines: { partsId: number; qty: number }[]) => {
    const doc = await act('spPartsInHeader', 'add', { docType: 'purchase', toWarehouseId: warehouseId, lines });
    await act('spPartsInHeader', 'submit', { id: doc.id });
    await act('spPartsInHeader', 'approve', { id: doc.id });
    await act('spPartsInHeader', 'receive', { id: doc.id, lines: doc.lines.map((l) => ({ id: l.id, qty: l.qty })) });
  };
  const stockOut = async (warehouseId: number, lines: { partsId: number; qty: number }[]) => {
    const doc = await act('spPartsOutHeader', 'add', { docType: 'issue', fromWarehouseId: warehouseId, lines });
    await act('spPartsOutHeader', 'submit', { id: doc.id });
    await act('spPartsOutHeader', 'ship', { id: doc.id });
  };
  const lastMove = async () => Number((await client.query(`select coalesce(max(id), 0) as n from sp_stock_move`)).rows[0].n);
  const posting = async (name: string, requestsPerDoc: number, post1: (c: number) => Promise<void>) => {
    const mark = await lastMove();
    let docs = 0;
    let clients = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        const c = clients++;
        const deadline = performance.now() + SECONDS * 1000;
        while (performance.now() < deadline) {
          await post1(c);
          docs++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // Reservations and releases are movements too, but between buckets of one slot: goods movements change what is on hand.
    const { written, goods } = (
      await client.query(`select count(*)::int as written, count(*) filter (where move_type not in ('reserve', 'release'))::int as goods from sp_stock_move where id > $1`, [mark])
    ).rows[0];
    return {
      name,
      documents: docs,
      linesPerDocument: LINES,
      requestsPerDocument: requestsPerDoc,
      movements: written,
      goodsMovements: goods,
      seconds: round(seconds),
      documentsPerSecond: round(docs / seconds),
      movementsPerSecond: round(written / seconds),
      goodsMovementsPerSecond: round(goods / seconds),
      budgetMovementsPerSecond: 500,
      loadAverage: loadAverage(),
    };
  };
  const postings = [
    await posting('stock-in (add, submit, approve, receive)', 4, (c) => stockIn(warehouses[c], own(c).map((partsId) => ({ partsId, qty: 10 })))),
    await posting('stock-out (add, submit, ship)', 3, (c) => stockOut(warehouses[c], own(c).map((partsId) => ({ partsId, qty: 1 })))),
  ];

  // ---- Contention: 10 clients issuing 2 at a time of one part from one slot holding a known, limited quantity.
  const hotWarehouse = warehouses[warehouses.length - 1];
  const hotPart = parts[parts.length - 1];
  await stockIn(hotWarehouse, [{ partsId: hotPart, qty: 100 }]);
  const slot = async () => (await client.query(`select available, reserved from sp_stock_balance where tenant_id = 1 and warehouse_id = $1 and location_id = 0 and parts_id = $2`, [hotWarehouse, hotPart])).rows[0];
  const before = await slot();
  let shipped = 0;
  const refusals: Record<string, number> = {};
  const contend = async () => {
    const doc = await act('spPartsOutHeader', 'add', { docType: 'issue', fromWarehouseId: hotWarehouse, lines: [{ partsId: hotPart, qty: 2 }] });
    const res = await post('/basic/spPartsOutHeader/submit', { id: doc.id });
    if (res.type !== 'success') {
      refusals[res.msg.replace(/\d+/g, 'n')] = (refusals[res.msg.replace(/\d+/g, 'n')] ?? 0) + 1;
      await act('spPartsOutHeader', 'cancel', { id: doc.id, reason: 'bench: stock short' });
      return true;
    }
    await act('spPartsOutHeader', 'ship', { id: doc.id });
    shipped++;
    return true;
  };
  const contention = await load(contend, { concurrency: 10, seconds: 5 });
  const after = await slot();
  const negative = Number((await client.query(`select count(*) as n from sp_stock_balance where available < 0 or reserved < 0 or transit < 0`)).rows[0].n);
  const expected = before.available - 2 * shipped;
  if (negative || after.available !== expected || after.reserved !== before.reserved) throw new Error(`contention broke the ledger: ${JSON.stringify({ before, after, shipped, negative })}`);
  return {
    reads,
    postings,
    contention: { run: contention, slotBefore: before, slotAfter: after, shipped, refusals, negativeBalances: negative, keptBalance: after.available === expected },
  };
}
