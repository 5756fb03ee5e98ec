/**
 * Orders to settle at scale for the settlement benchmark: in tenant 1, `sites` outlets (copies of a demo outlet)
 * and `orders` orders past headquarters' audit (status 1250, to be settled, a completion photo, a fee total),
 * finished over the last `days` days and spread evenly over the outlets. Copies of the demo's finished order, so
 * every column the application reads is as a real order holds it; generated inside PostgreSQL with generate_series.
 */
import type pg from 'pg';

export interface SettlementDataOptions {
  sites: number;
  orders: number;
  days: number;
}

/** Every column of a table but its identity, with some of them replaced by expressions. */
export async function copyColumns(client: pg.Client, table: string, overrides: Record<string, string>) {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 and is_identity = 'NO' and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  const names = rows.map((r) => r.column_name);
  return { list: names.join(', '), values: names.map((n) => overrides[n] ?? `src.${n}`).join(', ') };
}

export async function generateSettlement(client: pg.Client, { sites, orders, days }: SettlementDataOptions) {
  const siteCols = await copyColumns(client, 'sn_site', { code: `'BS-' || lpad(n::text, 4, '0')`, name: `'基准网点 ' || n` });
  await client.query(
    `insert into sn_site (${siteCols.list})
     select ${siteCols.values} from (select * from sn_site where tenant_id = 1 and code = 'ASC-BJ-CY') src cross join generate_series(1, $1::int) n`,
    [sites],
  );
  const siteIds = (await client.query<{ id: string }>(`select id from sn_site where tenant_id = 1 and code like 'BS-%' order by id`)).rows.map((r) => r.id);
  const photo = (await client.query<{ id: string }>(`insert into sys_file (tenant_id, bucket_name, file_name, original, type, file_size) values (1, '1', 'bench-photo.png', 'bench.png', 'image/png', 1) returning id`)).rows[0].id;
  const orderCols = await copyColumns(client, 'so_order', {
    order_no: `'BO' || lpad(k::text, 8, '0')`,
    site_id: `($2::bigint[])[1 + (k % $3::int)]`,
    status: '1250',
    settle: `'toSettle'`,
    finished_at: `now() - ((k % ($4::int * 24)) || ' hours')::interval`,
    photos: `jsonb_build_array(${photo}::bigint)`,
    fee_service: `60 + (k % 7) * 10`,
    fee_total: `60 + (k % 7) * 10`,
    version: '0',
    deleted_at: 'null',
  });
  await client.query(
    `insert into so_order (${orderCols.list})
     select ${orderCols.values} from (select * from so_order where tenant_id = 1 and status = 1250 order by id limit 1) src cross join generate_series(1, $1::int) k`,
    [orders, siteIds, siteIds.length, days],
  );
  await client.query('analyze so_order');
  await client.query('analyze sn_site');
  return { siteIds: siteIds.map(Number) };
}
