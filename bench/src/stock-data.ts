/**
 * Stock movements at scale for the stock benchmark: in each of `tenants` tenants, `warehouses` warehouses and
 * `parts` parts, receipts and issues spread over them, and the balances they add up to. Tenant 1's warehouses and
 * parts are real rows (its screens name them); the other tenants' ids only need to be numbers. Generated inside
 * PostgreSQL with generate_series; the balances are the movements' sums, so the ledger check must find nothing.
 */
import type pg from 'pg';

export interface StockDataOptions {
  movements: number;
  tenants: number;
  warehouses: number;
  parts: number;
}

export async function generateStock(client: pg.Client, { movements, tenants, warehouses, parts }: StockDataOptions) {
  await client.query('select setseed(0.42)');
  const category = Number((await client.query(`select id from bas_parts_category where tenant_id = 1 order by id limit 1`)).rows[0].id);
  await client.query(
    `insert into bas_warehouse (tenant_id, code, name, warehouse_type) select 1, 'BWH-' || n, '基准仓库 ' || n, 'asc' from generate_series(1, $1) n
     on conflict do nothing`,
    [warehouses],
  );
  await client.query(
    `insert into bas_parts (tenant_id, code, name, category_id, safety_stock) select 1, 'BP-' || lpad(n::text, 5, '0'), '基准备件 ' || n, $2, 20 from generate_series(1, $1) n
     on conflict do nothing`,
    [parts, category],
  );
  const whIds = (await client.query<{ id: string }>(`select id from bas_warehouse where tenant_id = 1 and code like 'BWH-%' order by id`)).rows.map((r) => r.id);
  const partIds = (await client.query<{ id: string }>(`select id from bas_parts where tenant_id = 1 and code like 'BP-%' order by id`)).rows.map((r) => r.id);
  // Movements come in threes on one warehouse and part: two receipts of 5, then an issue of 2.
  await client.query(
    `insert into sp_stock_move (tenant_id, move_type, parts_id, qty, from_warehouse_id, from_location_id, from_bucket, to_warehouse_id, to_location_id, to_bucket, doc_type, created_at)
     select t, case when k % 3 = 0 then 'issueOut' else 'purchaseIn' end, p.id, case when k % 3 = 0 then 2 else 5 end,
            case when k % 3 = 0 then w.id end, case when k % 3 = 0 then 0 end, case when k % 3 = 0 then 'available' end,
            case when k % 3 = 0 then null else w.id end, case when k % 3 = 0 then null else 0 end, case when k % 3 = 0 then null else 'available' end,
            'bench', now() - (k || ' minutes')::interval
       from generate_series(1, $1::int) t
       cross join lateral generate_series(1, $2::int) k
       cross join lateral (select ($3::bigint[])[1 + (((k - 1) / 3) % $4::int)] as id) w
       cross join lateral (select ($5::bigint[])[1 + (((k - 1) / 3 / $4::int) % $6::int)] as id) p`,
    [tenants, Math.floor(movements / tenants), whIds, whIds.length, partIds, partIds.length],
  );
  await client.query(
    `insert into sp_stock_balance (tenant_id, warehouse_id, location_id, parts_id, available)
     select tenant_id, wh, 0, parts_id, sum(q)
       from (select tenant_id, to_warehouse_id as wh, parts_id, qty as q from sp_stock_move where doc_type = 'bench' and to_warehouse_id is not null
             union all
             select tenant_id, from_warehouse_id, parts_id, -qty from sp_stock_move where doc_type = 'bench' and from_warehouse_id is not null) f
      group by 1, 2, 4
     on conflict (tenant_id, warehouse_id, location_id, parts_id) do update set available = sp_stock_balance.available + excluded.available`,
  );
  await client.query('analyze sp_stock_move');
  await client.query('analyze sp_stock_balance');
  return { warehouses: whIds.map(Number), parts: partIds.map(Number) };
}
