/**
 * The cheapest servers that do what an API request does on PostgreSQL: node:http and a pool of 20 connections, no
 * framework, no validation, no ORM. Started by floor.bench.ts and work-orders.bench.ts.
 * - `GET /?trips=&rows=`: `trips` trivial statements on one connection, then a JSON body of `rows` rows of 27 short
 *   fields (the size of the work-order grid's page).
 * - `POST /basic/soOrder/getListPage` (issue 21): the least a correct server must do for the work-order grid's
 *   request. The caller's session from memory (the bearer token the bench gives it, FLOOR_TOKEN, for tenant 1, whose
 *   administrator sees every order); the tenant's transaction opened with row-level security's settings in the same
 *   round trip, as the product's is; the page of the grid's columns, and the count where asked when the page does
 *   not give it, as the product's; four digits or more of a number looked up in the trigram index through the
 *   search view, narrowed by the status and date filters, as the product's; the names of the page's references,
 *   read once and then kept in memory as the product keeps them; the commit; the product's JSON envelope and row
 *   shape (camel-case fields, `refLabels` on each row).
 */
import { createServer, type IncomingMessage } from 'node:http';
import { formatDateTime, listedFieldsOf, orderResource, rowLabel } from '@as/shared';
import pg from 'pg';

// The product's JSON: ids as numbers, times as the server's local 'YYYY-MM-DD HH:mm:ss', parsed so straight away.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => formatDateTime(new Date(v)));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const row = Object.fromEntries(Array.from({ length: 27 }, (_, i) => [`field${i}`, `value ${i}`]));

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const FIELDS = listedFieldsOf(orderResource);
const COLUMNS = ['id', 'version', ...FIELDS].map((f) => `${snake(f)} as "${f}"`).join(', ');
/** The grid's reference fields: the table each points at, the columns that name its rows, and how (rowLabel). */
const REFS: Record<string, { table: string; columns: string[]; label?: string[] }> = {
  serviceTypeId: { table: 'bas_service_type', columns: ['name', 'code'] },
  categoryId: { table: 'bas_item_category', columns: ['name', 'code'] },
  itemId: { table: 'bas_item', columns: ['name', 'code'] },
  districtId: { table: 'bas_area', columns: ['name', 'code'] },
  centreId: { table: 'sys_dept', columns: ['name'], label: ['name'] },
  siteId: { table: 'sn_site', columns: ['name', 'code'] },
  engineerId: { table: 'sn_site_engineer', columns: ['name', 'job_no'], label: ['name', 'jobNo'] },
};

/** The names of references read so far, by field and id (tenant 1's alone). */
const names = new Map<string, string>();
const sessions = new Map([[process.env.FLOOR_TOKEN ?? '', { tenantId: 1 }]]);

async function body(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString()) as { current: number; size: number; searchCount?: boolean; filters: { status: string[]; reportAt: [string, string]; phone: string[] } };
}

async function grid(req: IncomingMessage) {
  const session = sessions.get(String(req.headers.authorization).replace(/^Bearer /, ''));
  if (!session) return { status: 401, json: { code: 1, msg: 'unauthorised' } };
  const query = await body(req);
  const phone = query.filters.phone[0];
  const whole = /^1\d{10}$/.test(phone);
  // As the product: four digits or more through the trigram index behind the search view (outside the policy),
  // narrowed by the status and date filters.
  const lookup = `select id from so_order_phone_search where tenant_id = ${session.tenantId} and phone like $4 and status = any($1::smallint[]) and report_at >= $2 and report_at <= $3 offset 0`;
  const match = whole ? 'phone = $4' : phone.length >= 4 ? `id in (${lookup})` : 'phone like $4';
  const where = `deleted_at is null and status = any($1::smallint[]) and report_at >= $2 and report_at <= $3 and ${match}`;
  const params = [query.filters.status.map(Number), query.filters.reportAt[0], query.filters.reportAt[1], whole ? phone : `%${phone}%`];
  const client = await pool.connect();
  try {
    await client.query(`begin; select set_config('app.tenant_id', '${session.tenantId}', true), set_config('role', 'app_user', true)`);
    // The count as the product makes it: from a page that has rows and is not full, else by a statement.
    const offset = (query.current - 1) * query.size;
    const records = (await client.query(`select ${COLUMNS} from so_order where ${where} order by report_at desc, id desc limit ${query.size} offset ${offset}`, params)).rows;
    const counted = query.searchCount !== false && (records.length === query.size || (!records.length && query.current > 1));
    const total = query.searchCount === false ? 0 : counted ? Number((await client.query(`select count(*) as n from so_order where ${where}`, params)).rows[0].n) : offset + records.length;
    // The names of references not yet kept (the bench changes none of them while it runs).
    const wanted = Object.entries(REFS).map(([field, ref]) => ({ field, ref, ids: [...new Set(records.map((r) => r[field]).filter((id) => id != null && !names.has(`${field}:${id}`)))] }));
    const parts = wanted.filter((w) => w.ids.length).map((w) => `select '${w.field}' as field, id, json_build_object(${w.ref.columns.map((c) => `'${camel(c)}', ${c}`).join(', ')}) as row from ${w.ref.table} where tenant_id = ${session.tenantId} and id = any('{${w.ids.join(',')}}'::bigint[])`);
    if (parts.length) for (const r of (await client.query(parts.join(' union all '))).rows) names.set(`${r.field}:${r.id}`, rowLabel({ label: REFS[r.field].label }, { ...r.row, id: r.id }));
    await client.query('commit');
    for (const record of records) {
      const refLabels: Record<string, string> = {};
      for (const field of Object.keys(REFS)) {
        const name = names.get(`${field}:${record[field]}`);
        if (name !== undefined) refLabels[field] = name;
      }
      record.refLabels = refLabels;
    }
    const pages = Math.ceil(total / query.size);
    return { status: 200, json: { type: 'success', msg: null, objx: { records, total, size: query.size, current: query.current, pages, searchCount: query.searchCount !== false } } };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  res.setHeader('content-type', 'application/json');
  if (url.pathname === '/basic/soOrder/getListPage') {
    const { status, json } = await grid(req).catch((err: Error) => ({ status: 500, json: { code: 1, msg: err.message } }));
    res.statusCode = status;
    res.end(JSON.stringify(json));
    return;
  }
  const trips = Number(url.searchParams.get('trips') ?? 0);
  const rows = Number(url.searchParams.get('rows') ?? 0);
  const client = await pool.connect();
  try {
    for (let i = 0; i < trips; i++) await client.query('select 1');
  } finally {
    client.release();
  }
  res.end(JSON.stringify({ code: 0, data: { records: Array.from({ length: rows }, () => row) } }));
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
