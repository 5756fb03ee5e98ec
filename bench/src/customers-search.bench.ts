/**
 * Fuzzy customer search on a million profiles (issue 5): the real server in its own process on PostgreSQL,
 * 1,000,000 customers inserted with generate_series (Chinese names from common surnames and given names, unique
 * mobile numbers, spread over the demo organisation's outlets and centres), then the grid's search
 * (POST /basic/basCustProfile/getListPage with the keyword filter, first page of 20, with the count) timed one
 * request at a time: for headquarters (every profile) and for an outlet (its data scope). The raw SQL of the same
 * search (the id lookup the product makes: contains the keyword through the trigram index, or, for one or two
 * characters, the name begins with it through the name-prefix index) is timed beside it with EXPLAIN ANALYZE.
 * The load average is reported at the start and the end (the machine may be shared). Run: npm run customers -w bench
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { benchServer, login } from './harness.ts';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const REPEAT = Number(process.env.REPEAT ?? 25);

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗', '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹'];
const GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞', '平', '刚', '桂英', '建华', '文博', '子涵', '雨轩', '浩然', '欣怡', '梓萱', '宇航', '思远', '佳怡', '俊杰', '晓东'];

const loadAtStart = loadavg().map((n) => Math.round(n * 10) / 10);
const server = await benchServer('as_bench_customers');
try {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const started = performance.now();
  // Mobile numbers: 139 followed by an 8-digit number unique per row (a multiplicative permutation of 0..1e8-1).
  await client.query(
    `insert into bas_cust_profile (tenant_id, user_last_name, user_first_name, phone, second_phone, user_type, address, dept_id, review_status, file_no)
     select 1, s.arr[1 + g % array_length(s.arr, 1)], n.arr[1 + (g / 31) % array_length(n.arr, 1)],
            '139' || lpad(((g::bigint * 48271) % 100000000)::text, 8, '0'),
            case when g % 5 = 0 then '010-' || lpad((g % 100000000)::text, 8, '0') end,
            (1 + g % 4)::text, '示例地址 ' || g || ' 号', d.ids[1 + g % array_length(d.ids, 1)], 'approved', 'B' || g
     from generate_series(1, $1) g,
          (select $2::text[] as arr) s, (select $3::text[] as arr) n,
          (select array_agg(id order by id) as ids from sys_dept where tenant_id = 1) d`,
    [ROWS, SURNAMES, GIVEN],
  );
  await client.query('analyze bas_cust_profile');
  const loadSeconds = Math.round((performance.now() - started) / 100) / 10;

  // What users type: part of a mobile number, a full name, a two-character name, a number's last digits.
  const sample = (await client.query(`select phone, user_last_name || user_first_name as name from bas_cust_profile where tenant_id = 1 order by id limit 1 offset $1`, [Math.floor(ROWS / 3)])).rows[0];
  const keywords: Record<string, string> = {
    'phone, 7 digits': sample.phone.slice(2, 9),
    'phone, last 4 digits': sample.phone.slice(-4),
    'full name, 3 characters': '张建华',
    'name, 2 characters': '王伟',
    'surname, 1 character': '王',
    'no match': '13800009999',
  };

  const admin = { ...(await login(server.base)), 'content-type': 'application/json' };
  const outlet = { ...(await login(server.base, 'outlet_chaoyang')), 'content-type': 'application/json' };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const round = (n: number) => Math.round(n * 10) / 10;

  async function api(headers: Record<string, string>, keyword: string) {
    const body = JSON.stringify({ current: '1', size: '20', filters: { keyword } });
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < REPEAT + 3; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.base}/basic/basCustProfile/getListPage`, { method: 'POST', headers, body });
      const json = (await res.json()) as { type: string; objx: { total: number } };
      if (json.type !== 'success') throw new Error(JSON.stringify(json));
      if (i >= 3) times.push(performance.now() - t0);
      total = json.objx.total;
    }
    return { medianMs: round(median(times)), matches: total };
  }

  async function sqlMs(keyword: string) {
    const short = [...keyword].length < 3;
    const match = short ? 'lower(search_text) like lower($1)' : 'search_text ilike $1';
    const pattern = short ? `${keyword}%` : `%${keyword}%`;
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const plan = await client.query(
        `explain (analyze, format json) select * from bas_cust_profile where tenant_id = 1 and deleted_at is null
         and id in (select id from bas_cust_profile_search where tenant_id = 1 and ${match} offset 0) order by id desc limit 20`,
        [pattern],
      );
      times.push(plan.rows[0]['QUERY PLAN'][0]['Execution Time']);
    }
    return round(median(times));
  }

  const results = [];
  for (const [what, keyword] of Object.entries(keywords)) {
    results.push({ what, keyword, headquarters: await api(admin, keyword), outlet: await api(outlet, keyword), sqlPageMs: await sqlMs(keyword) });
  }
  await client.end();
  const loadAtEnd = loadavg().map((n) => Math.round(n * 10) / 10);
  console.log(JSON.stringify({ benchmark: 'customers-search', rows: ROWS, loadSeconds, repeat: REPEAT, loadAverage: { start: loadAtStart, end: loadAtEnd }, results }, null, 2));
} finally {
  await server.close();
}
