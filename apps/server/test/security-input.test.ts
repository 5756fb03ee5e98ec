/** What comes from outside, as an attacker sends it: the operation log under a crash and under any body. */
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { sysLog, sysPost } from '../src/db/schema.ts';
import type { Deps } from '../src/deps.ts';
import { authOf } from '../src/http/access.ts';
import { AppError } from '../src/http/errors.ts';
import { stopServer } from '../src/server.ts';
import { BASIC_TEST, createTestApp, PASSWORD, testDeps } from './helper.ts';

const EN = { 'accept-language': 'en-US' };

/** The operation-log rows whose parameters contain `marker`. */
const logRows = (deps: Deps, marker: string) => deps.database.db.select().from(sysLog).where(like(sysLog.params, `%${marker}%`));

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
