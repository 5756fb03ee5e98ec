/** App-wide HTTP behaviour set up in app.ts: the per-client rate limit, the interface document, how dates go out. */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatDateTime } from '@as/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp, datesFormatted } from '../src/app.ts';
import { sysLog } from '../src/db/schema.ts';
import { stopServer } from '../src/server.ts';
import { BASIC_TEST, createTestApp, PASSWORD, testDeps } from './helper.ts';

describe('rate limit (RATE_LIMIT_PER_MINUTE)', async () => {
  const limit = 3;
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: limit });
  const h = await t.login('admin');
  /** `limit` calls from one client address, then one more: the statuses of the first ones and the last reply. */
  async function exceed(remoteAddress: string, opts: { method?: 'GET' | 'POST'; url?: string; headers?: Record<string, string> } = {}) {
    const call = () => t.request({ method: opts.method ?? 'GET', url: opts.url ?? '/admin/menu', headers: opts.headers ?? h, remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) statuses.push((await call()).statusCode);
    return { statuses, last: await call() };
  }

  it('answers 429 with 请求过频繁 in the R envelope once a client exceeds its requests per minute', async () => {
    const { statuses, last } = await exceed('10.0.0.1');
    expect(statuses).toEqual([200, 200, 200]);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ code: 1, msg: '请求过频繁', data: null });
    // The seconds left in the one-minute window, which started with the first call (a loaded machine takes seconds).
    expect(Number(last.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(last.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The limit is per client: another address still gets through.
    expect((await t.request({ method: 'GET', url: '/admin/menu', headers: h, remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
  });

  it('speaks the caller’s language and uses the business envelope on /basic calls', async () => {
    const en = { ...h, 'accept-language': 'en-US' };
    const platform = await exceed('10.0.0.3', { headers: en });
    expect(platform.last.statusCode).toBe(429);
    expect(platform.last.json()).toEqual({ code: 1, msg: 'Too many requests', data: null });
    const business = await exceed('10.0.0.4', { method: 'POST', url: '/basic/basServiceType/getListPage', headers: en });
    expect(business.statuses).toEqual([200, 200, 200]);
    expect(business.last.statusCode).toBe(429);
    expect(business.last.json()).toEqual({ type: 'error', msg: 'Too many requests', objx: null });
  });

  it('counts requests without a valid token too, so guessing tokens is limited', async () => {
    const { statuses, last } = await exceed('10.0.0.5', { headers: { authorization: 'Bearer guessed', 'TENANT-ID': '1' } });
    expect(statuses).toEqual([401, 401, 401]);
    expect(last.statusCode).toBe(429);
    expect(last.json().msg).toBe('请求过频繁');
  });
});

describe('rate limit and the web app', async () => {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'as-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(web, 'assets', 'chunk.js'), 'export {};');
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 3, WEB_DIST: web });

  it('does not count the app’s files: a browser loading a screen is not refused its scripts', async () => {
    const get = (url: string) => t.request({ method: 'GET', url, remoteAddress: '10.0.1.1' });
    for (let i = 0; i < 10; i++) expect((await get('/assets/chunk.js')).statusCode).toBe(200);
    const api = [];
    for (let i = 0; i < 4; i++) api.push((await get('/admin/menu')).statusCode);
    expect(api).toEqual([401, 401, 401, 429]);
  });
});

describe('interface document (/document)', async () => {
  const t = await createTestApp();

  it('serves an OpenAPI document of the platform and business calls', async () => {
    const res = await t.request({ method: 'GET', url: '/document/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/oauth/token', '/admin/menu', '/basic/basServiceType/getListPage']));
    expect(doc.paths['/admin/menu'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['type', 'parentId']);
  });

  it('serves the UI page and every script and stylesheet it loads', async () => {
    const page = await t.request({ method: 'GET', url: '/document' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href)="(\/document\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets).toContain('/document/static/swagger-ui-bundle.js');
    for (const url of assets) expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(200);
  });
});

describe('dates in replies', () => {
  it('writes every Date of plain objects and arrays as yyyy-MM-dd HH:mm:ss, as a replacer would, leaving the payload as it was', () => {
    const at = new Date(2026, 10, 23, 9, 5, 7);
    const row = { id: 1, name: 'a', createTime: at, closedAt: null, lines: [{ at, n: 2 }], nested: { deep: [at, 'x'] } };
    const payload = { code: 0, objx: { records: [row, { ...row, id: 2 }], total: 2 } };
    const asReplacer = JSON.stringify(payload, function (this: Record<string, unknown>, key, value) {
      return this[key] instanceof Date ? formatDateTime(this[key] as Date) : value;
    });
    expect(JSON.stringify(datesFormatted(payload))).toBe(asReplacer);
    expect(JSON.parse(asReplacer).objx.records[0].lines[0].at).toBe('2026-11-23 09:05:07');
    expect(row.createTime).toBe(at);
    const plain = { a: [1, 'b'], c: { d: null } };
    expect(datesFormatted(plain)).toBe(plain);
  });
});

describe('stopping the server (stopServer)', () => {
  it('answers a write in flight, its operation-log row written, before the database closes', async () => {
    const deps = await testDeps();
    const app = await buildApp(deps, { logger: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const token = await app.inject({
        method: 'POST',
        url: '/auth/oauth/token?grant_type=password&scope=server',
        headers: { authorization: BASIC_TEST, 'TENANT-ID': '1', 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=admin&password=${PASSWORD}`,
      });
      const logged = async () =>
        (await deps.database.db.select({ n: sql<number>`count(*)::int` }).from(sysLog).where(and(eq(sysLog.type, '0'), eq(sysLog.title, 'add post'))))[0].n;
      // The command waits inside its transaction until the server is stopping.
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered = () => {};
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const withTenant = deps.database.withTenant;
      deps.database.withTenant = (tenantId, fn) =>
        withTenant(tenantId, async (tx) => {
          entered();
          await gate;
          return fn(tx);
        });
      let atClose = -1;
      const close = deps.database.close;
      deps.database.close = async () => {
        atClose = await logged();
        await close();
      };
      const { port } = app.server.address() as AddressInfo;
      const answer = new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ code: 'STOP-1', name: 'in flight' });
        const request = http.request(
          { port, host: '127.0.0.1', path: '/admin/post', method: 'POST', agent: false },
          (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0)),
        );
        request.setHeader('authorization', `Bearer ${token.json().access_token}`);
        request.setHeader('TENANT-ID', '1');
        request.setHeader('content-type', 'application/json');
        request.on('error', reject).end(body);
      });
      await inside;
      const stopping = stopServer(app, deps);
      release();
      expect(await answer).toBe(200);
      await stopping;
      expect(atClose).toBe(1);
    } finally {
      fs.rmSync(deps.config.DATA_DIR, { recursive: true, force: true });
    }
  });
});
