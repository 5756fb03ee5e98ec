/**
 * Excel export of 100,000 rows (ARCHITECTURE.md section 10: streamed, <= 15 s, server memory growth <= 150 MB).
 * The real server in its own process on PostgreSQL; rows inserted with generate_series; the export requested
 * through the API and polled until the file is ready. Run: npm run export -w bench
 * With REPORT=orderDetail: the report centre's order detail instead (/rpt/orderDetail/getListByExcel, every column,
 * newest first) over 100,000 work orders of tenant 1 (orders-data.ts).
 */
import pg from 'pg';
import { benchServer, login, rssMb, sampleRss } from './harness.ts';
import { generateOrders } from './orders-data.ts';

const ROWS = Number(process.env.ROWS ?? 100_000);
const REPORT = process.env.REPORT === 'orderDetail';
const ORDER_DETAIL_COLUMNS = ['orderNo', 'source', 'serviceTypeName', 'brand', 'categoryName', 'itemName', 'warrantyType', 'urgency', 'status', 'customerName', 'phone', 'region', 'siteName', 'engineerName', 'reportAt', 'firstAppointAt', 'finishedAt', 'turnaroundHours', 'slaMet', 'feeTotal', 'visit', 'rating'];
const server = await benchServer(REPORT ? 'as_bench_export_orders' : 'as_bench_export');
try {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  if (REPORT) await generateOrders(client, { orders: ROWS, tenants: 1 });
  else
    await client.query(
      `insert into bas_service_type (tenant_id, code, name, order_type, sort, remark)
       select 1, 'B' || g, '批量服务类型 ' || g, (array['install','repair','consult','complaint'])[1 + g % 4], g % 1000, 'remark ' || g
       from generate_series(1, $1) g`,
      [ROWS],
    );
  await client.end();
  const headers = { ...(await login(server.base)), 'content-type': 'application/json' };
  const post = async (path: string, body: unknown) => (await fetch(`${server.base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json() as Promise<{ objx: Record<string, unknown> }>;
  const columns = (REPORT ? ORDER_DETAIL_COLUMNS : ['code', 'name', 'orderType', 'enabled', 'sort', 'remark', 'createTime']).map((field) => ({ field, title: field }));

  const rssBefore = rssMb(server.pid);
  const memory = sampleRss(server.pid);
  const started = performance.now();
  const { objx } = REPORT ? await post('/rpt/orderDetail/getListByExcel', { columns }) : await post('/basic/basServiceType/export', { columns, sort: 'code', order: 'asc' });
  let status = 'processing';
  while (status === 'processing') {
    await new Promise((r) => setTimeout(r, 100));
    status = String((await post('/intf/intfDownloadRecord/checkDownLoad', { id: objx.id })).objx.status);
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = memory.stop();
  const list = await post('/intf/intfDownloadRecord/getListPage', { size: 1 });
  const record = (list.objx.records as Record<string, unknown>[])[0];
  console.log(
    JSON.stringify(
      { benchmark: REPORT ? 'export orderDetail' : 'export', rows: ROWS, status, seconds: Math.round(seconds * 100) / 100, rssBeforeMb: rssBefore, rssPeakMb: peak, growthMb: Math.round((peak - rssBefore) * 10) / 10, fileMb: record.sizeMb, rowCount: record.rowCount },
        null,
        2,
      ),
  );
} finally {
  await server.close();
}
