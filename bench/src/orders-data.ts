/**
 * A million work orders in 20 tenants, with their customers, appliances and history, for the work-order
 * benchmarks (ARCHITECTURE.md section 10). Everything is generated inside PostgreSQL (generate_series, one
 * INSERT … SELECT per table); the tables' secondary indexes are dropped for the load and rebuilt from their own
 * definitions afterwards, which is several times faster than maintaining them row by row; then the tables are
 * vacuumed and analysed.
 *
 * The shape: tenant 1 (the demo organisation) holds a fifth of everything, the 19 others share the rest. Orders
 * were reported over the last two years, more of them recently (a growing business), none today. Orders older
 * than a month are nearly all finished or cancelled; younger ones are spread over the open statuses. Each order
 * has the history of the path that led to its status (create, dispatch to centre and outlet, acceptance,
 * engineer, appointment, check-in, completion, the three audits), so the row's version is its history's length
 * minus one and the last history row ends where the order is. Phones are mobile numbers of common prefixes,
 * unique per customer; a customer calls again for the same appliance (serial number) now and then.
 *
 * Options for other benchmarks: the window of report days (`days`, two years by default), no history (`history:
 * false`, for those that read none), and tenant 1's network grown by `outlets` outlets (each its own organisation
 * under one of the two centres, a copy of the Chaoyang outlet) with `engineersPerOutlet` engineers each (each with his
 * own user, a copy of 王师傅): tenant 1's orders are then spread evenly over every outlet, and each over its outlet's
 * engineers.
 */
import { SLA_RUNNING_STATUSES } from '@as/shared';
import type pg from 'pg';
import { copyColumns } from './settlement-data.ts';

export interface OrdersDataOptions {
  orders: number;
  tenants: number;
  /** Orders were reported over this many days before today (default 730). */
  days?: number;
  /** Each order's history rows (default true). */
  history?: boolean;
  /** Outlets added to tenant 1's network, and engineers for each of them (default none: the demo's four outlets). */
  outlets?: number;
  engineersPerOutlet?: number;
}

type Holder = 'hq' | 'centre' | 'outlet' | 'engineer';
type Step = [action: string, fromStatus: number | null, toStatus: number, fromHolder: Holder | null, toHolder: Holder];

// The usual path of an order; a stage is a prefix of it, possibly with one step of its own at the end.
const PATH: Step[] = [
  ['create', null, 1010, null, 'hq'],
  ['assignOrg', 1010, 1010, 'hq', 'centre'],
  ['assignSite', 1010, 1020, 'centre', 'outlet'],
  ['accept', 1020, 1030, 'outlet', 'outlet'],
  ['assign', 1030, 1030, 'outlet', 'engineer'],
  ['book', 1030, 1040, 'engineer', 'engineer'],
  ['checkIn', 1040, 1040, 'engineer', 'engineer'],
  ['complete', 1040, 1110, 'engineer', 'engineer'],
  ['networkConfirm', 1110, 1230, 'engineer', 'engineer'],
  ['centreAudit', 1230, 1230, 'engineer', 'engineer'],
  ['doOrderFinish', 1230, 1250, 'engineer', 'engineer'],
];

interface Stage {
  status: number;
  holder: Holder;
  audit: string;
  steps: number;
  last?: Step;
  /** Share among orders older than a month, and among younger ones. */
  old: number;
  recent: number;
}

// (status, holder, audit) is unique per stage: the history is joined back to the orders by it.
const STAGES: Stage[] = [
  { status: 1010, holder: 'hq', audit: 'none', steps: 1, old: 0, recent: 0.04 },
  { status: 1010, holder: 'centre', audit: 'none', steps: 2, old: 0, recent: 0.05 },
  { status: 1020, holder: 'outlet', audit: 'none', steps: 3, old: 0, recent: 0.07 },
  { status: 1025, holder: 'centre', audit: 'none', steps: 3, last: ['doOrderReject', 1020, 1025, 'outlet', 'centre'], old: 0, recent: 0.02 },
  { status: 1030, holder: 'outlet', audit: 'none', steps: 4, old: 0, recent: 0.06 },
  { status: 1030, holder: 'engineer', audit: 'none', steps: 5, old: 0, recent: 0.08 },
  { status: 1040, holder: 'engineer', audit: 'none', steps: 6, old: 0, recent: 0.12 },
  { status: 1050, holder: 'engineer', audit: 'none', steps: 7, last: ['requestParts', 1040, 1050, 'engineer', 'engineer'], old: 0.01, recent: 0.05 },
  { status: 1110, holder: 'engineer', audit: 'network', steps: 8, old: 0.01, recent: 0.08 },
  { status: 1230, holder: 'engineer', audit: 'centre', steps: 9, old: 0.02, recent: 0.06 },
  { status: 1230, holder: 'engineer', audit: 'hq', steps: 10, old: 0.02, recent: 0.05 },
  { status: 1250, holder: 'engineer', audit: 'passed', steps: 11, old: 0.88, recent: 0.28 },
  { status: 1260, holder: 'centre', audit: 'none', steps: 2, last: ['cancel', 1010, 1260, 'centre', 'centre'], old: 0.06, recent: 0.04 },
];

const pathOf = (stage: Stage): Step[] => [...PATH.slice(0, stage.steps), ...(stage.last ? [stage.last] : [])];

/** A CASE choosing a stage number (1-based) from a uniform random value by the shares of one column. */
function stageCase(share: 'old' | 'recent', r: string): string {
  let sum = 0;
  const arms = STAGES.map((stage, i) => {
    sum += stage[share];
    return stage[share] > 0 ? `when ${r} < ${sum.toFixed(4)} then ${i + 1}` : '';
  });
  return `case ${arms.join(' ')} else ${STAGES.findIndex((s) => s.status === 1250) + 1} end`;
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗'];
const GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞', '建华', '子涵', '浩然', '欣怡'];
const PREFIXES = ['139', '138', '137', '136', '135', '134', '159', '158', '157', '152', '151', '150', '188', '187', '186', '185', '183', '182', '181', '180', '177', '176', '199', '198'];
const BRANDS = ['示范', '海尔', '美的', '格力', '西门子', '松下'];
const FAULTS = ['不制冷', '不加热', '漏水', '噪音大', '不开机', '显示故障代码', '异味', '遥控失灵'];

async function dropSecondaryIndexes(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as def from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = $1::regclass and not x.indisprimary`,
    [table],
  );
  for (const row of rows) await client.query(`drop index ${row.name}`);
  return rows.map((r) => r.def);
}

/**
 * Tenant 1's network grown by `outlets` outlets, alternately under the northern and eastern centres: for each an
 * organisation, an outlet (copies of the Chaoyang outlet's) and `perOutlet` engineers with their users (copies of
 * 王师傅's), in SQL.
 */
async function growNetwork(client: pg.Client, outlets: number, perOutlet: number) {
  const dept = await copyColumns(client, 'sys_dept', { code: `'BD-' || lpad(n::text, 4, '0')`, name: `'基准网点 ' || n`, parent_id: `(case when n % 2 = 0 then $2::bigint else $3::bigint end)` });
  const centre = async (code: string) => (await client.query(`select id from sys_dept where tenant_id = 1 and code = $1`, [code])).rows[0].id;
  await client.query(
    `insert into sys_dept (${dept.list}) select ${dept.values} from (select * from sys_dept where tenant_id = 1 and code = 'ASC-BJ-CY') src cross join generate_series(1, $1::int) n`,
    [outlets, await centre('SC-N'), await centre('SC-E')],
  );
  // No credit granted (an outlet's limit is the sum of its credit flows, which the copy has none of).
  const site = await copyColumns(client, 'sn_site', { code: `d.code`, name: `d.name`, dept_id: `d.id`, credit_limit: '0' });
  await client.query(
    `insert into sn_site (${site.list}) select ${site.values} from (select * from sn_site where tenant_id = 1 and code = 'ASC-BJ-CY') src cross join sys_dept d where d.tenant_id = 1 and d.code like 'BD-%'`,
  );
  const engineers = `sys_dept d cross join generate_series(1, ${perOutlet}) e where d.tenant_id = 1 and d.code like 'BD-%'`;
  const login = `'bench_' || lower(d.code) || '_' || e`;
  const user = await copyColumns(client, 'sys_user', { username: login, name: `'工程师 ' || substr(d.code, 4) || '-' || e`, phone: 'null' });
  await client.query(`insert into sys_user (${user.list}) select ${user.values} from (select * from sys_user where username = 'engineer_wang') src cross join ${engineers}`);
  const engineer = await copyColumns(client, 'sn_site_engineer', {
    job_no: `'BE' || substr(d.code, 4) || '-' || e`,
    login_account: login,
    name: `'工程师 ' || substr(d.code, 4) || '-' || e`,
    user_id: `(select u.id from sys_user u where u.username = ${login})`,
    dept_id: 'd.id',
  });
  await client.query(`insert into sn_site_engineer (${engineer.list}) select ${engineer.values} from (select * from sn_site_engineer where tenant_id = 1 and login_account = 'engineer_wang') src cross join ${engineers}`);
}

/** Generates the data into a migrated, seeded database; returns the seconds each part took. */
export async function generateOrders(client: pg.Client, { orders, tenants, days = 730, history = true, outlets = 0, engineersPerOutlet = 0 }: OrdersDataOptions) {
  const timings: Record<string, number> = {};
  const timed = async (what: string, fn: () => Promise<unknown>) => {
    const t0 = performance.now();
    await fn();
    timings[what] = Math.round((performance.now() - t0) / 100) / 10;
  };
  await client.query('select setseed(0.42)');
  if (outlets) await timed('network', () => growNetwork(client, outlets, engineersPerOutlet));
  // The benchmark's tenants beside the demo's two.
  await client.query(
    `insert into sys_tenant (name, code, short_name) select '基准租户 ' || n, 'BENCH' || lpad(n::text, 2, '0'), '基准' || n from generate_series(3, $1) n on conflict do nothing`,
    [tenants],
  );
  const tenantIds = (await client.query<{ id: string }>(`select id from sys_tenant order by id limit $1`, [tenants])).rows.map((r) => Number(r.id));
  // Tenant 1's reference data; the other tenants' rows reuse its ids (they only need to be numbers there).
  const ids = async (sql: string) => (await client.query<{ id: string }>(sql)).rows.map((r) => Number(r.id));
  const serviceTypes = await ids(`select id from bas_service_type where tenant_id = 1 order by id`);
  const categories = await ids(`select id from bas_item_category where tenant_id = 1 order by id`);
  const items = await ids(`select id from bas_item where tenant_id = 1 order by id`);
  const districts = (await client.query<{ d: string; c: string; p: string }>(
    `select d.id as d, c.id as c, p.id as p from bas_area d join bas_area c on c.id = d.parent_id join bas_area p on p.id = c.parent_id where d.tenant_id = 1 and d.level = '3' order by d.id limit 200`,
  )).rows;
  const depts = new Map((await client.query<{ id: string; parent: string; kind: string }>(`select id, parent_id as parent, kind from sys_dept where tenant_id = 1`)).rows.map((d) => [d.id, d]));
  const centreOf = (deptId: string): string | null => {
    for (let d = depts.get(deptId); d; d = depts.get(d.parent)) if (d.kind === 'centre') return d.id;
    return null;
  };
  const sites = (await client.query<{ id: string; dept: string }>(`select id, dept_id as dept from sn_site where tenant_id = 1 and site_kind = 'outlet' order by id`)).rows.map((s) => ({ ...s, centre: centreOf(s.dept) }));
  const engineers = (await client.query<{ id: string; user: string; dept: string }>(`select id, user_id as user, dept_id as dept from sn_site_engineer where tenant_id = 1 order by dept_id, id`)).rows;
  // Each outlet's engineers (none for some), as a run of the list: where it starts (1-based) and how many.
  const siteEngineerStart = sites.map((s) => 1 + engineers.findIndex((e) => e.dept === s.dept));
  const siteEngineerCount = sites.map((s) => engineers.filter((e) => e.dept === s.dept).length);
  const adminId = Number((await client.query(`select id from sys_user where username = 'admin'`)).rows[0].id);

  // Tenant 1: a fifth of the orders; customers: one for every four orders of the tenant.
  const share = tenantIds.map((_, i) => (i === 0 ? 0.2 : 0.8 / (tenantIds.length - 1)));
  const perTenant = share.map((s) => Math.round(orders * s));
  perTenant[perTenant.length - 1] += orders - perTenant.reduce((a, b) => a + b, 0);
  const customers = perTenant.map((n) => Math.max(100, Math.round(n / 4)));

  await client.query(`create temp table bench_tenant (tenant_id bigint, first_order bigint, orders int, customers int)`);
  let first = 1;
  for (let i = 0; i < tenantIds.length; i++) {
    await client.query(`insert into bench_tenant values ($1, $2, $3, $4)`, [tenantIds[i], first, perTenant[i], customers[i]]);
    first += perTenant[i];
  }
  const steps = STAGES.flatMap((stage) => pathOf(stage).map((step, i) => [stage.status, stage.holder, stage.audit, i + 1, ...step]));
  await client.query(`create temp table bench_path (status smallint, holder text, audit text, n int, action text, from_status smallint, to_status smallint, from_holder text, to_holder text)`);
  await client.query(
    `insert into bench_path select * from json_to_recordset($1::json) as x(status smallint, holder text, audit text, n int, action text, from_status smallint, to_status smallint, from_holder text, to_holder text)`,
    [JSON.stringify(steps.map(([status, holder, audit, n, action, fromStatus, toStatus, fromHolder, toHolder]) => ({ status, holder, audit, n, action, from_status: fromStatus, to_status: toStatus, from_holder: fromHolder, to_holder: toHolder })))],
  );

  const maxId = async (table: string) => Number((await client.query(`select coalesce(max(id), 0) as n from ${table}`)).rows[0].n);
  const [profilesBefore, ordersBefore] = [await maxId('bas_cust_profile'), await maxId('so_order')];
  const dropped: Record<string, string[]> = {};
  for (const table of ['bas_cust_profile', 'bas_cust_asset', 'so_order', 'so_order_history']) dropped[table] = await dropSecondaryIndexes(client, table);

  // Customers k = 1..n of each tenant: a unique mobile number per customer (a multiplicative permutation).
  const phoneOf = (k: string, t: string) => `(array[${PREFIXES.map((p) => `'${p}'`).join(',')}])[1 + (${k} + ${t}) % ${PREFIXES.length}] || lpad(((${k}::bigint * 48271 + ${t} * 7919) % 100000000)::text, 8, '0')`;
  await timed('customers', () =>
    client.query(
      `insert into bas_cust_profile (tenant_id, user_last_name, user_first_name, phone, user_type, province_id, city_id, district_id, address, review_status, file_no, created_by, created_at)
       select t.tenant_id, s.arr[1 + k % array_length(s.arr, 1)], n.arr[1 + (k / 20) % array_length(n.arr, 1)], ${phoneOf('k', 't.tenant_id')},
              (1 + k % 4)::text, a.p[1 + k % array_length(a.p, 1)], a.c[1 + k % array_length(a.c, 1)], a.d[1 + k % array_length(a.d, 1)],
              '示例路 ' || k || ' 号', 'approved', 'B' || k, $4, now() - interval '731 days'
       from bench_tenant t cross join lateral generate_series(1, t.customers) k,
            (select $1::text[] as arr) s, (select $2::text[] as arr) n, (select $3::json as j) j,
            lateral (select array(select (e->>'p')::bigint from json_array_elements(j.j) e) as p, array(select (e->>'c')::bigint from json_array_elements(j.j) e) as c, array(select (e->>'d')::bigint from json_array_elements(j.j) e) as d) a`,
      [SURNAMES, GIVEN, JSON.stringify(districts), adminId],
    ),
  );
  // One appliance per customer: its serial number (unique in the tenant) and the item bought two to six years ago.
  await timed('assets', () =>
    client.query(
      `insert into bas_cust_asset (tenant_id, cust_id, serial_no, item_id, purchase_date, warranty_months, created_by)
       select p.tenant_id, p.id, 'SN' || to_char(d, 'YYMM') || lpad(((substr(p.file_no, 2)::bigint * 7919 + p.tenant_id * 104729) % 10000000)::text, 7, '0'),
              ($1::bigint[])[1 + p.id % array_length($1::bigint[], 1)], d, 12 + 12 * (p.id % 3)::int, $2
       from bas_cust_profile p, lateral (select (current_date - (730 + (p.id * 37) % 730)::int) as d) x
       where p.id > $3`,
      [items.length ? items : [0], adminId, profilesBefore],
    ),
  );

  const arr = (xs: (number | string | null)[]) => `(array[${xs.map((x) => (x === null ? 'null' : x)).join(',')}]::bigint[])`;
  const siteIds = arr(sites.map((s) => s.id));
  const siteDepts = arr(sites.map((s) => s.dept));
  const siteCentres = arr(sites.map((s) => s.centre));
  // The order's engineer among its outlet's (none when the outlet has none), by a part of g the outlet's choice does not use.
  const engineerOf = `${arr(siteEngineerStart)}[o.site] + (o.g / ${sites.length}) % greatest(${arr(siteEngineerCount)}[o.site], 1)`;
  const siteEngs = arr(engineers.map((e) => e.id));
  const siteEngUsers = arr(engineers.map((e) => e.user));
  const stageArr = (pick: (s: Stage) => string | number) => `(array[${STAGES.map((s) => (typeof pick(s) === 'number' ? pick(s) : `'${pick(s)}'`)).join(',')}])`;
  const holderAt = (level: Holder) => `${stageArr((s) => s.holder)}[o.stage] = '${level}'`;
  const reached = (level: Holder) => (level === 'outlet' ? `${stageArr((s) => s.holder)}[o.stage] in ('outlet', 'engineer')` : holderAt(level));
  const versions = stageArr((s) => pathOf(s).length - 1);
  const hours = (h: number) => `o.report_at + interval '${h} hours'`;

  await timed('orders', () =>
    client.query(
      `insert into so_order (tenant_id, order_no, order_type, source, service_type_id, user_type, urgency, brand, category_id, item_id, serial_no, asset_id,
         purchase_date, warranty_type, cust_id, customer_name, phone, province_id, city_id, district_id, address, fault_desc,
         status, holder, audit, settle, version, centre_id, site_id, engineer_id, engineer_user_id, scope_dept_id,
         report_at, dispatched_at, accepted_at, appoint_at, first_appoint_at, appoint_count, check_in_at, checked_in, completed_at,
         network_confirmed_at, centre_audited_at, finished_at, cancelled_at, complete_due_at, fee_service, fee_total, created_by, updated_by, created_at, updated_at)
       select o.tenant_id, 'SO' || to_char(o.report_at, 'YYMMDD') || lpad((o.g % 1000000)::text, 6, '0'),
         case when o.r1 < 0.70 then 'repair' when o.r1 < 0.90 then 'install' when o.r1 < 0.95 then 'workshop' when o.r1 < 0.98 then 'complaint' else 'consult' end,
         case when o.r2 < 0.55 then 'phone' when o.r2 < 0.70 then 'wechat' when o.r2 < 0.82 then 'ecommerce' when o.r2 < 0.92 then 'web' when o.r2 < 0.97 then 'shop' else 'import' end,
         ($1::bigint[])[1 + o.g % array_length($1::bigint[], 1)], p.user_type,
         case when o.r3 < 0.80 then '1' when o.r3 < 0.95 then '2' else '3' end,
         ($3::text[])[1 + o.g % array_length($3::text[], 1)], ($2::bigint[])[1 + o.g % array_length($2::bigint[], 1)], a.item_id, a.serial_no, a.id,
         a.purchase_date, case when o.report_at::date < a.purchase_date + a.warranty_months * 30 then '1' else '3' end,
         p.id, p.user_last_name || p.user_first_name, p.phone, p.province_id, p.city_id, p.district_id, p.address,
         ($4::text[])[1 + o.g % array_length($4::text[], 1)],
         ${stageArr((s) => s.status)}[o.stage], ${stageArr((s) => s.holder)}[o.stage], ${stageArr((s) => s.audit)}[o.stage],
         case when ${stageArr((s) => s.status)}[o.stage] = 1250 then 'toSettle' else 'none' end, ${versions}[o.stage],
         case when o.tenant_id = 1 and not ${holderAt('hq')} then coalesce(${siteCentres}[o.site], ${siteCentres}[1]) end,
         case when o.tenant_id = 1 and ${reached('outlet')} then ${siteIds}[o.site] end,
         case when o.tenant_id = 1 and ${holderAt('engineer')} then ${siteEngs}[${engineerOf}] end,
         case when o.tenant_id = 1 and ${holderAt('engineer')} then ${siteEngUsers}[${engineerOf}] end,
         case when o.tenant_id <> 1 or ${holderAt('hq')} then null when ${reached('outlet')} then ${siteDepts}[o.site] else coalesce(${siteCentres}[o.site], ${siteCentres}[1]) end,
         o.report_at,
         case when ${versions}[o.stage] >= 1 then ${hours(1)} end,
         case when ${versions}[o.stage] >= 3 and o.stage <> 4 then ${hours(4)} end,
         case when ${versions}[o.stage] >= 5 and o.stage <> 13 then ${hours(30)} end,
         case when ${versions}[o.stage] >= 5 and o.stage <> 13 then ${hours(30)} end,
         case when ${versions}[o.stage] >= 5 and o.stage <> 13 then 1 else 0 end,
         case when ${versions}[o.stage] >= 6 and o.stage <> 13 then ${hours(30)} end,
         false,
         case when ${versions}[o.stage] >= 7 and o.stage <> 8 then ${hours(32)} end,
         case when ${versions}[o.stage] >= 8 then ${hours(48)} end,
         case when ${versions}[o.stage] >= 9 then ${hours(72)} end,
         case when ${versions}[o.stage] >= 10 then ${hours(120)} end,
         case when o.stage = 13 then ${hours(3)} end,
         ${hours(72)},
         case when ${versions}[o.stage] >= 7 then (50 + o.g % 4 * 50)::numeric(12,2) else 0 end,
         case when ${versions}[o.stage] >= 7 then (50 + o.g % 4 * 50)::numeric(12,2) else 0 end,
         $5, $5, o.report_at, o.report_at
       from (
         select b.*, case when b.report_at < now() - interval '30 days' then ${stageCase('old', 'b.r4')} else ${stageCase('recent', 'b.r4')} end as stage
         from (
           select t.tenant_id, g, 1 + (g * 7) % ${sites.length} as site,
                  -- Repeat callers: low customer numbers call more often.
                  1 + floor(t.customers * power(random(), 1.6))::int as k,
                  random() as r1, random() as r2, random() as r3, random() as r4,
                  -- More orders lately (a growing business), none today.
                  now() - interval '1 day' - (${days - 1} * power(random(), 1.3)) * interval '1 day' as report_at
           from bench_tenant t cross join lateral generate_series(t.first_order, t.first_order + t.orders - 1) g
         ) b
       ) o
       join bas_cust_profile p on p.tenant_id = o.tenant_id and p.file_no = 'B' || o.k and p.id > $6
       join bas_cust_asset a on a.tenant_id = o.tenant_id and a.cust_id = p.id`,
      [serviceTypes, categories, BRANDS, FAULTS, adminId, profilesBefore],
    ),
  );

  if (history) {
    await timed('history', () =>
      client.query(
        `insert into so_order_history (tenant_id, order_id, action, from_status, to_status, from_holder, to_holder, user_id, created_at)
         select o.tenant_id, o.id, p.action, p.from_status, p.to_status, p.from_holder, p.to_holder, $1, o.report_at + (p.n - 1) * interval '3 hours'
         from so_order o cross join lateral (select * from bench_path p where p.status = o.status and p.holder = o.holder and p.audit = o.audit order by p.n) p
         where o.id > $2`,
        [adminId, ordersBefore],
      ),
    );
  }

  // The installation has been running: its SLA scan (every minute, 500 orders a tenant at most) recorded long ago the
  // deadlines passed before today, which the push scan no longer sends as old news. Without them the server under
  // measurement would work through a backlog of some 45,000 overdue orders of 1,000,000 while the bench runs. The
  // server may have scanned some already while the orders were written: those become old news too.
  await timed('slaNotices', () =>
    client.query(
      `insert into so_order_sla_notice (tenant_id, order_id, clock, state, due_at, created_at)
       select tenant_id, id, 'completion', 'overdue', complete_due_at, complete_due_at from so_order
       where id > $1 and status = any($2::smallint[]) and completed_at is null and complete_due_at <= now()
       on conflict (tenant_id, order_id, clock, state) do update set created_at = excluded.created_at`,
      [ordersBefore, SLA_RUNNING_STATUSES],
    ),
  );

  await timed('indexes', async () => {
    for (const defs of Object.values(dropped)) for (const def of defs) await client.query(def);
  });
  // As autovacuum would leave them after a while: statistics and the visibility map (index-only scans) up to date.
  await timed('vacuum', async () => {
    for (const table of Object.keys(dropped)) await client.query(`vacuum (analyze) ${table}`);
  });
  return timings;
}
