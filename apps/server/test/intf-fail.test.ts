/**
 * SMS through the http provider, delivered by a job to a local HTTP server: a delivery that fails after its last
 * attempt becomes an interface failure record, which an administrator retries (delivered once the server answers)
 * or ignores; tenants and permissions are kept to.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_DELIVER_JOB } from '../src/platform/sms/sms.adapter.ts';
import { createTestApp } from './helper.ts';

interface Received {
  phone: string;
  template: string;
  content: string;
  id: number;
  auth?: string;
}

describe('interface failure records', async () => {
  // The provider's gateway: answers each message with the status of the moment, and keeps what it was sent.
  let status = 500;
  const received: Received[] = [];
  const gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ ...JSON.parse(body), auth: req.headers.authorization });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;

  const t = await createTestApp({ SMS_PROVIDER: 'http', SMS_HTTP_URL: url, SMS_HTTP_TOKEN: 'gateway-secret', SMS_HTTP_TIMEOUT_MS: 5000 });
  const admin = await t.login('admin');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const engineer = await t.login('engineer_wang');
  const call = (headers: Record<string, string>, verb: string, payload: Record<string, unknown> = {}) => t.request({ method: 'POST', url: `/basic/intfFailRecord/${verb}`, headers, payload });
  const outbox = async (headers: Record<string, string>, phone: string) => (await t.request({ method: 'GET', url: '/admin/sms/page', headers, query: { phone } })).json().data.records[0];
  /** Runs every queued delivery now, retries included (their back-off waived), until none is left (the demo's evaluation SMS stay due later). */
  const drain = async () => {
    for (let i = 0; i < 20; i++) {
      await t.deps.database.db.execute(sql`update sys_job set run_after = now() where status = 'queued' and type = ${SMS_DELIVER_JOB}`);
      if (!(await t.deps.jobs.runOnce())) return;
    }
    throw new Error('jobs kept coming');
  };
  const askCode = async (phone: string, tenantId = '1') => expect((await t.request({ method: 'GET', url: `/admin/mobile/${phone}`, headers: { 'TENANT-ID': tenantId } })).statusCode).toBe(200);
  let recordId = 0;

  beforeAll(async () => {
    await askCode('13800000005');
    await askCode('13900000001', '2');
  });

  it('records the message as queued in the command, and a failure record once the last attempt has failed', async () => {
    expect(await outbox(admin, '13800000005')).toMatchObject({ provider: 'http', status: 'queued' });
    expect(received).toHaveLength(0);
    await drain();
    const sent = received.filter((r) => r.phone === '13800000005');
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatchObject({ template: 'login_code', auth: 'Bearer gateway-secret' });
    expect(sent[0].content).toMatch(/验证码 \d{6}/);
    const message = await outbox(admin, '13800000005');
    expect(message.status).toBe('failed');

    const page = (await call(admin, 'getListPage', { current: 1, size: 10 })).json().objx;
    expect(page.total).toBe(1);
    const [record] = page.records;
    expect(record).toMatchObject({ interfaceName: 'sms', businessKey: String(message.id), status: 'pending', attempts: 3 });
    expect(record.lastError).toMatch(/HTTP 500/);
    expect(record.requestPayload).toMatchObject({ phone: '13800000005', template: 'login_code' });
    expect(record.firstFailedAt).toBe(record.lastFailedAt);
    recordId = record.id;
    expect((await call(admin, 'getById', { id: recordId })).json().objx.id).toBe(recordId);
  });

  it('filters by interface, status and failure time', async () => {
    const total = async (filters: Record<string, string>) => (await call(admin, 'getListPage', { current: 1, size: 10, filters })).json().objx.total;
    expect(await total({ interfaceName: 'sms', status: 'pending' })).toBe(1);
    expect(await total({ status: 'ignored' })).toBe(0);
    expect(await total({ lastFailedAt: '2000-01-01,2000-12-31' })).toBe(0);
    expect(await total({ lastFailedAt: `2000-01-01,${new Date(Date.now() + 86400000).toISOString().slice(0, 10)}` })).toBe(1);
    expect((await call(admin, 'getListPage', { current: 1, size: 10, filters: { nope: 'x' } })).statusCode).toBe(400);
  });

  it("keeps each tenant to its own records and refuses callers without the permission", async () => {
    await drain();
    const second = (await call(admin2, 'getListPage', { current: 1, size: 10 })).json().objx;
    expect(second.records.map((r: { requestPayload: { phone: string } }) => r.requestPayload.phone)).toEqual(['13900000001']);
    expect((await call(admin2, 'getById', { id: recordId })).statusCode).toBe(404);
    expect((await call(admin2, 'retry', { id: recordId })).statusCode).toBe(404);
    expect((await call(admin2, 'ignore', { id: recordId, reason: 'not mine' })).statusCode).toBe(404);
    for (const verb of ['getListPage', 'getById', 'retry', 'ignore']) expect((await call(engineer, verb, { id: recordId, reason: 'x', current: 1, size: 10 })).statusCode, verb).toBe(403);
    expect((await call(admin, 'getById', { id: recordId })).json().objx.status).toBe('pending');
  });

  it('refuses bad input without a change', async () => {
    expect((await call(admin, 'retry', { id: 'x' })).statusCode).toBe(400);
    expect((await call(admin, 'ignore', { id: recordId })).statusCode).toBe(400);
    expect((await call(admin, 'ignore', { id: recordId, reason: '   ' })).statusCode).toBe(400);
    expect((await call(admin, 'retry', { id: 999999 })).statusCode).toBe(404);
    expect((await call(admin, 'getById', { id: recordId })).json().objx.status).toBe('pending');
  });

  it('reopens the record when a retried delivery fails again, and marks the message sent once the gateway answers', async () => {
    const retried = await call(admin, 'retry', { id: recordId });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().objx.status).toBe('retried');
    await drain();
    let record = (await call(admin, 'getById', { id: recordId })).json().objx;
    expect(record).toMatchObject({ status: 'pending', attempts: 6 });
    expect((await call(admin, 'getListPage', { current: 1, size: 10 })).json().objx.total).toBe(1);

    status = 200;
    const before = received.length;
    expect((await call(admin, 'retry', { id: recordId })).json().objx.status).toBe('retried');
    await drain();
    expect(received.length).toBe(before + 1);
    expect((await outbox(admin, '13800000005')).status).toBe('sent');
    record = (await call(admin, 'getById', { id: recordId })).json().objx;
    expect(record.status).toBe('retried');
    // Dealt with: neither retried nor ignored again.
    const again = await call(admin, 'retry', { id: recordId });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(/已处理/);
    expect((await call(admin, 'ignore', { id: recordId, reason: 'late' })).statusCode).toBe(409);
  });

  it('ignores a failure with its reason, after which it cannot be retried', async () => {
    const [record] = (await call(admin2, 'getListPage', { current: 1, size: 10 })).json().objx.records;
    const ignored = await call(admin2, 'ignore', { id: record.id, reason: '号码已停机' });
    expect(ignored.json().objx).toMatchObject({ status: 'ignored', handleRemark: '号码已停机' });
    expect((await call(admin2, 'retry', { id: record.id })).statusCode).toBe(409);
    expect((await outbox(admin2, '13900000001')).status).toBe('failed');
  });
});

describe('SMS with the outbox provider', async () => {
  const t = await createTestApp();
  it('records the message and queues no delivery', async () => {
    expect((await t.request({ method: 'GET', url: '/admin/mobile/13800000005', headers: { 'TENANT-ID': '1' } })).statusCode).toBe(200);
    expect(await t.deps.jobs.runOnce()).toBe(false);
  });
});
