/**
 * What every authenticated call pays before its handler: token lookup, membership, roles and permissions.
 * Measures GET /admin/user/info (auth + two small reads) against GET /admin/menu (auth + a tenant transaction),
 * at 10 concurrent clients on PostgreSQL. Run: npm run auth -w bench
 */
import { benchServer, load, login } from './harness.ts';

const server = await benchServer('as_bench_auth');
const { base } = server;
try {
  const headers = await login(base);
  const get = (path: string) => async () => (await fetch(`${base}${path}`, { headers })).ok;
  await load(get('/admin/user/info'), { concurrency: 10, seconds: 2 }); // warm-up
  const info = await load(get('/admin/user/info'), { concurrency: 10, seconds: 10 });
  const menu = await load(get('/admin/menu'), { concurrency: 10, seconds: 10 });
  console.log(JSON.stringify({ benchmark: 'auth-request', concurrency: 10, userInfo: info, menu }, null, 2));
} finally {
  await server.close();
}
