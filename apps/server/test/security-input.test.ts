/**
 * What comes from outside, as an attacker sends it: a forged X-Forwarded-For (TRUST_PROXY), the operation log under a
 * crash and under any body, a NUL character in any string, and import templates and files with no known column.
 */
import { errorText } from '@as/shared';
import { eq, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import { queryRows } from '../src/db/client.ts';
import { sysLog, sysPost } from '../src/db/schema.ts';
import type { Deps } from '../src/deps.ts';
import { authOf } from '../src/http/access.ts';
import { AppError, isBusinessUrl } from '../src/http/errors.ts';
import { stopServer } from '../src/server.ts';
import { BASIC_TEST, createTestApp, multipart, PASSWORD, testDeps } from './helper.ts';

const EN = { 'accept-language': 'en-US' };

/** The operation-log rows whose parameters contain `marker`. */
const logRows = (deps: Deps, marker: string) => deps.database.db.select().from(sysLog).where(like(sysLog.params, `%${marker}%`));

describe('the client address (TRUST_PROXY)', () => {
  it('reads the setting: off by default, or the proxies’ addresses and ranges; anything else is refused', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8,192.168.0.0/255.255.0.0,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
      'loopback',
    ]);
    // Trusting every client is what let anyone choose their address.
    // A hop count cannot tell a proxy from a client that sends enough hops.
    for (const bad of ['true', '1', 'proxy.example', '10.0.0.1/33', '10.0.0.1,,', '::1/255.0.0.0']) expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  describe('by default no proxy is trusted', async () => {
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 3 });
    const admin = await t.login('admin');

    it('counts a client that changes its X-Forwarded-For by the address it comes from', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.request({ method: 'GET', url: '/admin/tenant/list', remoteAddress: '192.0.2.10', headers: { 'x-forwarded-for': `198.51.100.${i}` } });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });

    it('writes the address the request came from to the operation log, not the forged one', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/admin/post',
        remoteAddress: '192.0.2.11',
        headers: { ...admin, 'x-forwarded-for': '203.0.113.66' },
        payload: { code: 'XFF-DEFAULT', name: 'forged' },
      });
      expect(res.statusCode).toBe(200);
      expect((await logRows(t.deps, 'XFF-DEFAULT')).map((r) => r.remoteAddr)).toEqual(['192.0.2.11']);
    });
  });

  describe('with a proxy configured', async () => {
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 3, TRUST_PROXY: ['10.0.0.1'] });
    const admin = await t.login('admin');
    const list = (remoteAddress: string, forwarded: string) =>
      t.request({ method: 'GET', url: '/admin/tenant/list', remoteAddress, headers: { 'x-forwarded-for': forwarded } });

    it('counts each client behind the proxy by its forwarded address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await list('10.0.0.1', '203.0.113.1')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await list('10.0.0.1', '203.0.113.2')).statusCode).toBe(200);
      // What the client itself put in front of the proxy's entry is not believed: the proxy's entry names it.
      const chained: number[] = [];
      for (let i = 0; i < 4; i++) chained.push((await list('10.0.0.1', `198.51.100.${i}, 203.0.113.3`)).statusCode);
      expect(chained).toEqual([200, 200, 200, 429]);
    });

    it('believes the header only from the proxy', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await list('192.0.2.20', `198.51.100.${i}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('writes the forwarded address to the operation log when the proxy sent the request, and only then', async () => {
      const add = (remoteAddress: string, code: string) =>
        t.request({ method: 'POST', url: '/admin/post', remoteAddress, headers: { ...admin, 'x-forwarded-for': '203.0.113.9' }, payload: { code, name: 'proxied' } });
      expect((await add('10.0.0.1', 'XFF-PROXY')).statusCode).toBe(200);
      expect((await add('192.0.2.21', 'XFF-DIRECT')).statusCode).toBe(200);
      expect((await logRows(t.deps, 'XFF-PROXY')).map((r) => r.remoteAddr)).toEqual(['203.0.113.9']);
      expect((await logRows(t.deps, 'XFF-DIRECT')).map((r) => r.remoteAddr)).toEqual(['192.0.2.21']);
    });
  });
});

describe('the operation log', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const engineer = await t.login('engineer_wang');
  const db = t.deps.database.db;
  const addPost = (payload: object, headers = admin) => t.request({ method: 'POST', url: '/admin/post', headers, payload });

  it('commits a write command’s row with the command: a crash right after the commit loses neither', async () => {
    const database = t.deps.database;
    const withTenant = database.withTenant;
    let gone = false;
    // The process dies once the command's transaction has committed: nothing after that reaches the database.
    database.withTenant = async (tenantId, fn) => {
      if (gone) throw new Error('the process was killed');
      const result = await withTenant(tenantId, fn);
      gone = true;
      return result;
    };
    try {
      expect((await addPost({ code: 'CRASH-1', name: 'crash' })).statusCode).toBe(200);
      expect(await db.select({ id: sysPost.id }).from(sysPost).where(eq(sysPost.code, 'CRASH-1'))).toHaveLength(1);
      expect(await logRows(t.deps, 'CRASH-1')).toMatchObject([{ tenantId: 1, type: '0', title: 'add post', createBy: 'admin', method: 'POST', requestUri: '/admin/post', exception: '' }]);
    } finally {
      database.withTenant = withTenant;
    }
  });

  it('has a failed write’s row written, once and as failed, before the answer', async () => {
    expect((await addPost({ code: 'FAIL-1', name: 'first' })).statusCode).toBe(200);
    // The duplicate is found inside the command's transaction, which rolls back.
    expect((await addPost({ code: 'FAIL-1', name: 'duplicate-of-fail' })).statusCode).toBe(400);
    expect(await logRows(t.deps, 'duplicate-of-fail')).toMatchObject([{ type: '9', exception: 'HTTP 400', createBy: 'admin' }]);
    // Refused before any transaction (and before its body was read).
    expect((await t.request({ method: 'POST', url: '/admin/post?marker=not-allowed', headers: engineer, payload: { code: 'FAIL-2', name: 'x' } })).statusCode).toBe(403);
    expect(await logRows(t.deps, 'not-allowed')).toMatchObject([{ type: '9', exception: 'HTTP 403', createBy: 'engineer_wang' }]);
    expect(await logRows(t.deps, 'first')).toMatchObject([{ type: '0' }]);
  });

  it('logs a body nested 100,000 deep: a clean answer and a row', async () => {
    const depth = 100_000;
    const payload = `{"code":"DEEP-1","name":"deep","nested":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
    const res = await t.request({ method: 'POST', url: '/basic/basServiceType/add', headers: { ...admin, ...EN, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'error', msg: expect.stringContaining('nested: ') });
    const [row] = await logRows(t.deps, 'DEEP-1');
    expect(row).toMatchObject({ type: '9', exception: 'HTTP 400' });
    expect(row.params.length).toBeLessThanOrEqual(2001);
  });
});

describe('the operation log of a command of several transactions', async () => {
  const deps = await testDeps();
  const app: FastifyInstance = await buildApp(deps, { logger: false });
  // A command whose first transaction commits and whose next step fails: the client is told it failed.
  app.post('/admin/test/two-steps', { config: { access: 'user', title: 'two steps' } }, async (request) => {
    const auth = authOf(request);
    await deps.database.withTenant(auth.tenantId, async (tx) => tx.execute(sql`select 1`));
    throw new AppError('notFound');
  });
  await app.ready();
  const token = await app.inject({
    method: 'POST',
    url: '/auth/oauth/token?grant_type=password&scope=server',
    headers: { authorization: BASIC_TEST, 'TENANT-ID': '1', 'content-type': 'application/x-www-form-urlencoded' },
    payload: `username=admin&password=${PASSWORD}`,
  });
  const headers = { authorization: `Bearer ${token.json().access_token}`, 'TENANT-ID': '1' };

  it('marks the row its first transaction wrote as failed when a later step fails', async () => {
    try {
      const res = await app.inject({ method: 'POST', url: '/admin/test/two-steps', headers, payload: { marker: 'TWO-STEPS' } });
      expect(res.statusCode).toBe(404);
      expect(await logRows(deps, 'TWO-STEPS')).toMatchObject([{ type: '9', exception: 'HTTP 404', title: 'two steps' }]);
    } finally {
      await stopServer(app, deps);
    }
  });
});

interface Operation {
  'x-access'?: string;
  parameters?: { in: string; name: string; schema: { type?: string; anyOf?: { type?: string }[] } }[];
  requestBody?: { content: Record<string, { schema: { type?: string; properties?: Record<string, unknown> } }> };
}
interface Route {
  method: string;
  path: string;
  op: Operation;
}

describe('bad input that used to answer 500', async () => {
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
  const admin = { ...(await t.login('admin')), ...EN };
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const routes: Route[] = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  const fill = (route: Route, override: Record<string, string> = {}) =>
    route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(override[name] ?? (isText(route, name) ? 'sweep' : '1')));
  const isText = (route: Route, name: string) => {
    const schema = route.op.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
    const types = [schema?.type, ...(schema?.anyOf ?? []).map((s) => s.type)];
    return types.includes('string') && !types.includes('integer');
  };

  /** A digest of every table but the operation log: equal digests mean nothing was written. */
  async function fingerprint(): Promise<string> {
    const tables = await queryRows<{ name: string }>(
      t.deps.database.db,
      sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'sys_log' order by 1`,
    );
    const digests: string[] = [];
    for (const { name } of tables) {
      const [row] = await queryRows<{ digest: string }>(t.deps.database.db, sql`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from ${sql.identifier(name)} r`);
      digests.push(`${name}:${row.digest}`);
    }
    return digests.join('\n');
  }

  const expectRefused = (url: string, res: { statusCode: number; body: string; json(): Record<string, unknown> }, where: string, message: string) => {
    expect(res.statusCode, `${where}: ${res.body}`).toBe(400);
    const body = res.json();
    expect(body, where).toMatchObject(isBusinessUrl(url) ? { type: 'error', msg: message } : { code: 1, msg: message });
  };

  it('refuses a NUL character in a body field, a query parameter or a path parameter of every route with 400 naming the field, writing nothing', async () => {
    const before = await fingerprint();
    const nul = (field: string) => errorText('validation', 'en-US', { field, message: errorText('nulCharacter', 'en-US') });
    let bodies = 0;
    for (const route of routes) {
      const method = route.method as InjectOptions['method'];
      const where = `${route.method} ${route.path}`;
      const url = fill(route);
      const body = route.op.requestBody?.content['application/json']?.schema;
      if (body && route.method !== 'GET') {
        // A field the body declares, or one it does not (a NUL is refused before anything else is looked at).
        const field = Object.keys(body.properties ?? {})[0] ?? 'code';
        const payload = body.type === 'array' ? [{ [field]: 'a\u0000b' }] : { [field]: 'a\u0000b' };
        expectRefused(url, await t.request({ method, url, headers: admin, payload }), `${where} body`, nul(body.type === 'array' ? `0.${field}` : field));
        // In a key too, named as JSON writes it.
        expectRefused(url, await t.request({ method, url, headers: admin, payload: { 'a\u0000b': 'x' } }), `${where} key`, nul('a\\u0000b'));
        bodies++;
      }
      expectRefused(url, await t.request({ method, url, headers: admin, query: { code: 'a\u0000b' } }), `${where} query`, nul('code'));
      for (const p of (route.op.parameters ?? []).filter((p) => p.in === 'path' && isText(route, p.name))) {
        const bad = fill(route, { [p.name]: 'a\u0000b' });
        expectRefused(bad, await t.request({ method, url: bad, headers: admin }), `${where} path ${p.name}`, nul(p.name));
      }
    }
    // The example, and every route that takes a body was probed.
    const post = await t.request({ method: 'POST', url: '/admin/post', headers: admin, payload: { code: 'a\u0000b', name: 'x' } });
    expectRefused('/admin/post', post, 'POST /admin/post', nul('code'));
    expect(bodies).toBeGreaterThan(150);
    expect(await fingerprint()).toBe(before);
  }, 300_000);

  const importRoutes = routes.filter((r) => r.path.endsWith('/importTemplate'));

  it('refuses a template asked for with no importable column, in the caller’s language, on every resource that has one', async () => {
    expect(importRoutes.length).toBeGreaterThan(20);
    for (const route of importRoutes) {
      // An unknown field and one the server writes: neither can be imported.
      const payload = { columns: [{ field: 'noSuchField', title: 'x' }, { field: 'id', title: 'ID' }] };
      const res = await t.request({ method: 'POST', url: route.path, headers: admin, payload });
      expectRefused(route.path, res, route.path, errorText('importNoColumns', 'en-US'));
      const zh = await t.request({ method: 'POST', url: route.path, headers: { ...admin, 'accept-language': 'zh-CN' }, payload });
      expect(zh.json().msg, route.path).toBe(errorText('importNoColumns', 'zh-CN'));
    }
  });

  it('refuses an uploaded file whose header names no column, on every resource that imports', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('x');
    sheet.addRow([' ', ' ']);
    sheet.addRow(['a', 'b']);
    sheet.addRow(['1', '2']);
    const file = multipart({ name: 'import.xlsx', content: Buffer.from(await workbook.xlsx.writeBuffer()) });
    const before = await fingerprint();
    for (const route of importRoutes) {
      const url = route.path.replace(/importTemplate$/, 'getListByExcel');
      const res = await t.request({ method: 'POST', url, headers: { ...admin, ...file.headers }, payload: file.payload });
      expectRefused(url, res, url, errorText('importTemplate', 'en-US'));
    }
    expect(await fingerprint()).toBe(before);
  });
});
