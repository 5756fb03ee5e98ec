/**
 * Knowledge-base search on 100,000 articles (issue 18): the real server in its own process on PostgreSQL, 100,000
 * published articles inserted in batches (titles and texts made of after-sales phrases in Chinese, English and
 * Spanish, their lexemes made by the product's own searchTerms), then the reader's search (POST
 * /basic/basKnowledge/search, first page of 20 with the count) timed one request at a time as headquarters and as an
 * engineer (the role filter), and the index lookup alone (the search view's match) with EXPLAIN ANALYZE beside it.
 * Run: npm run knowledge -w bench (ROWS, REPEAT to change the size).
 */
import { loadavg } from 'node:os';
import { searchQuery, searchTerms } from '@as/shared';
import pg from 'pg';
import { benchServer, login } from './harness.ts';

const ROWS = Number(process.env.ROWS ?? 100_000);
const REPEAT = Number(process.env.REPEAT ?? 15);
const BATCH = 1000;

const PRODUCTS = ['空调', '热水器', '洗衣机', '冰箱', '燃气灶', '油烟机', '净水器', '电视'];
const PARTS = ['压缩机', '室内机', '室外机', '主板', '排水泵', '温控器', '加热管', '门封条', '风扇电机', '传感器', '电磁阀', '显示板'];
const FAULTS = ['漏水', '不制冷', '不加热', '噪音大', '不通电', '显示故障代码', '不排水', '结霜', '跳闸', '异味'];
const ACTIONS = ['检查', '更换', '清洗', '调整', '紧固', '测量'];
const EN = ['leak', 'compressor', 'drain', 'sensor', 'board', 'noise', 'error code', 'thermostat', 'heater', 'valve', 'fan motor', 'frost'];
const ES = ['fuga', 'compresor', 'desagüe', 'sensor', 'placa', 'ruido', 'código de error', 'termostato', 'calentador', 'válvula', 'motor del ventilador', 'escarcha'];
const pick = <T>(xs: T[], n: number) => xs[n % xs.length];

/** Article n: a title and a text of a few sentences, mostly Chinese with the English and Spanish words of its part. */
function article(n: number) {
  const product = pick(PRODUCTS, n);
  const part = pick(PARTS, Math.floor(n / 7));
  const fault = pick(FAULTS, Math.floor(n / 3));
  const action = pick(ACTIONS, Math.floor(n / 11));
  const k = Math.floor(n / 13);
  const title = `${product}${fault}：${action}${part}（第${n}号）`;
  const body = [
    `${product}出现${fault}时，先断电，${action}${part}的接线与固定。`,
    `如仍${fault}，测量${pick(PARTS, k)}的电阻，必要时${pick(ACTIONS, k)}${pick(PARTS, k + 3)}。`,
    `Check the ${pick(EN, n)} and the ${pick(EN, k)} before replacing parts.`,
    `Revise el ${pick(ES, n)} y la ${pick(ES, k + 5)} antes de cambiar piezas.`,
  ].join('\n');
  return { title, keywords: `${pick(EN, n)} ${pick(ES, n)}`, body };
}

const loadAtStart = loadavg().map((x) => Math.round(x * 10) / 10);
const server = await benchServer('as_bench_knowledge');
try {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const type = (await client.query(`select id from bas_knowledge_type where tenant_id = 1 and code = 'KT-REPAIR'`)).rows[0].id;
  const started = performance.now();
  for (let from = 0; from < ROWS; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, ROWS - from) }, (_, i) => ({ n: from + i, ...article(from + i) }));
    await client.query(
      `insert into bas_knowledge (tenant_id, article_no, title, type_id, keywords, body, status, published_at, search_vector)
       select 1, 'BZ' || lpad(r.n::text, 8, '0'), r.title, $1, r.keywords, r.body, 'published', now() - (r.n || ' seconds')::interval, array_to_tsvector(string_to_array(r.terms, ' '))
       from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[]) as r(n, title, keywords, body, terms)`,
      [type, rows.map((r) => r.n), rows.map((r) => r.title), rows.map((r) => r.keywords), rows.map((r) => r.body), rows.map((r) => searchTerms(r.title, r.keywords, r.body).join(' '))],
    );
  }
  await client.query('analyze bas_knowledge');
  const loadSeconds = Math.round((performance.now() - started) / 100) / 10;

  const keywords: Record<string, string> = {
    'one article (its number)': `第${Math.floor(ROWS / 2)}号`,
    'a fault and a part (Chinese)': '漏水 排水泵',
    'a part (Chinese, common)': '压缩机',
    'English word, as a prefix': 'thermo',
    'Spanish word, accent left out': 'desague',
    'no match': '洗碗机',
  };
  const admin = { ...(await login(server.base)), 'content-type': 'application/json' };
  const engineer = { ...(await login(server.base, 'engineer_wang')), 'content-type': 'application/json' };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1];
  const round = (x: number) => Math.round(x * 10) / 10;

  async function api(headers: Record<string, string>, keyword: string) {
    const body = JSON.stringify({ keyword, current: 1, size: 20 });
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < REPEAT + 3; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.base}/basic/basKnowledge/search`, { method: 'POST', headers, body });
      const json = (await res.json()) as { type: string; objx: { total: number } };
      if (json.type !== 'success') throw new Error(JSON.stringify(json));
      if (i >= 3) times.push(performance.now() - t0);
      total = json.objx.total;
    }
    return { medianMs: round(median(times)), p95Ms: round(p95(times)), matches: total };
  }

  async function lookupMs(keyword: string) {
    const times: number[] = [];
    let usesIndex = false;
    for (let i = 0; i < 7; i++) {
      const plan = await client.query(`explain (analyze, format json) select id from bas_knowledge_search where tenant_id = 1 and search_vector @@ $1::tsquery`, [searchQuery(keyword)]);
      times.push(plan.rows[0]['QUERY PLAN'][0]['Execution Time']);
      usesIndex = JSON.stringify(plan.rows[0]['QUERY PLAN']).includes('bas_knowledge_search_idx');
    }
    return { lookupMs: round(median(times)), usesIndex };
  }

  const results = [];
  for (const [what, keyword] of Object.entries(keywords)) {
    results.push({ what, keyword, headquarters: await api(admin, keyword), engineer: await api(engineer, keyword), ...(await lookupMs(keyword)) });
  }
  await client.end();
  const loadAtEnd = loadavg().map((x) => Math.round(x * 10) / 10);
  console.log(JSON.stringify({ benchmark: 'knowledge-search', rows: ROWS, loadSeconds, repeat: REPEAT, loadAverage: { start: loadAtStart, end: loadAtEnd }, results }, null, 2));
} finally {
  await server.close();
}
