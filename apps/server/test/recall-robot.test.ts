/**
 * The return visits' robot caller (issue 18; soRecallHistory/submitRobot, soRecallRobot, /intf/recall/robot): open
 * follow-ups handed to the robot through its adapter — here the http provider, whose delivery reaches a local gateway —
 * each with its script, one outstanding per line, all or none; the robot's answer, from its provider (bearer token,
 * tenant header) or recorded by a return visitor, is a call made elsewhere on the line; wrong state, role, tenant and a
 * second answer refused, writing nothing. The outbox provider only records.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorText } from '@as/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { outboxRobot, ROBOT_DELIVER_JOB } from '../src/modules/care/robot.adapter.ts';
import { createTestApp } from './helper.ts';

type Headers = Record<string, string>;
const TOKEN = 'robot-provider-token-0123';

describe('the robot caller', async () => {
  const received: Record<string, unknown>[] = [];
  const gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ ...JSON.parse(body), auth: req.headers.authorization });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/robot`;
  const t = await createTestApp({ RECALL_ROBOT_PROVIDER: 'http', RECALL_ROBOT_HTTP_URL: url, RECALL_ROBOT_HTTP_TOKEN: 'to-robot', RECALL_ROBOT_INBOUND_TOKEN: TOKEN });
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const sun = { ...(await t.login('visitor_sun')), ...EN };
  const chaoyang = { ...(await t.login('outlet_chaoyang')), ...EN };
  const admin2 = { ...(await t.login('admin2', { tenantId: 2 })), ...EN };
  const post = (url: string, payload: unknown, headers: Headers) => t.request({ method: 'POST', url, headers, payload: payload as object });
  const call = async (path: string, payload: unknown, headers: Headers, status: number) => {
    const res = await post(`/basic/${path}`, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
    return res.json();
  };
  const lineIn = async (status: string) => (await db.select().from(s.soRecallLine).where(and(eq(s.soRecallLine.tenantId, 1), eq(s.soRecallLine.status, status as never))).limit(1))[0];
  const lineOf = async (id: number) => (await db.select().from(s.soRecallLine).where(eq(s.soRecallLine.id, id)))[0];
  const requestOf = async (lineId: number) => (await db.select().from(s.soRecallRobot).where(eq(s.soRecallRobot.lineId, lineId)))[0];
  const written = async () => ({
    requests: Number((await db.select({ n: sql<number>`count(*)` }).from(s.soRecallRobot))[0].n),
    history: Number((await db.select({ n: sql<number>`count(*)` }).from(s.soRecallHistory))[0].n),
    versions: Number((await db.select({ n: sql<number>`sum(version)` }).from(s.soRecallLine))[0].n),
  });
  const drain = async () => {
    for (let i = 0; i < 50; i++) {
      await db.execute(sql`update sys_job set run_after = now() where status = 'queued' and type = ${ROBOT_DELIVER_JOB}`);
      if (!(await t.deps.jobs.runOnce())) return;
    }
  };
  /** The visit_failed push jobs queued of an order. */
  const visitFailed = (orderId: number) =>
    db.select().from(s.sysJob).where(and(eq(s.sysJob.type, 'pushRules'), sql`${s.sysJob.payload}->>'event' = 'visit_failed'`, sql`(${s.sysJob.payload}->>'orderId')::bigint = ${orderId}`));
  const answer = (payload: unknown, headers: Headers) => post('/intf/recall/robot', payload, headers);
  const pending = await lineIn('pending');
  const second = await lineIn('second');
  const completed = await lineIn('completed');

  it('hands open follow-ups to the robot, all or none, one outstanding per line; delivers each once', async () => {
    const before = await written();
    expect((await call('soRecallHistory/submitRobot', { items: [{ id: pending.id }, { id: completed.id }] }, sun, 409)).msg).toBe(
      errorText('recallActionRefused', 'en-US', { status: 'Completed', action: 'Submit to robot call' }),
    );
    await call('soRecallHistory/submitRobot', { items: [{ id: pending.id, version: pending.version + 1 }] }, sun, 409);
    await call('soRecallHistory/submitRobot', { items: [{ id: pending.id }] }, chaoyang, 403);
    await call('soRecallHistory/submitRobot', { items: [{ id: pending.id }] }, admin2, 404);
    expect(await written()).toEqual(before);

    await call('soRecallHistory/submitRobot', { items: [{ id: pending.id }, { id: second.id }] }, sun, 200);
    const request = await requestOf(pending.id);
    expect(request).toMatchObject({ provider: 'http', status: 'queued', orderNo: pending.orderNo, phone: pending.phone });
    expect(request.script.split('\n')[0]).toBe(`#${pending.orderNo}`);
    expect((await lineOf(pending.id)).status).toBe('pending');
    expect((await call('soRecallHistory/submitRobot', { items: [{ id: pending.id }] }, sun, 409)).msg).toBe(errorText('recallRobotPending', 'en-US', { orderNo: pending.orderNo }));

    await drain();
    expect((await requestOf(pending.id)).status).toBe('sent');
    expect(received.filter((r) => r.id === request.id)).toEqual([{ id: request.id, tenantId: 1, orderNo: pending.orderNo, phone: pending.phone, script: request.script, auth: 'Bearer to-robot' }]);
  });

  it('records the provider\'s answer as a call made elsewhere; refuses a wrong token, no satisfaction, a second answer', async () => {
    const request = await requestOf(pending.id);
    const success = { id: request.id, outcome: 'success', satisfaction: 'satisfied' };
    const before = await written();
    expect((await answer(success, { 'TENANT-ID': '1' })).statusCode).toBe(401);
    expect((await answer(success, { authorization: 'Bearer wrong-token-0123456789', 'TENANT-ID': '1' })).statusCode).toBe(401);
    expect((await answer({ ...success, satisfaction: undefined }, { authorization: `Bearer ${TOKEN}`, 'TENANT-ID': '1', ...EN })).statusCode).toBe(400);
    expect((await answer(success, { authorization: `Bearer ${TOKEN}`, 'TENANT-ID': '2' })).statusCode).toBe(404);
    expect(await written()).toEqual(before);

    const res = await answer(success, { authorization: `Bearer ${TOKEN}`, 'TENANT-ID': '1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lineOf(pending.id)).toMatchObject({ status: 'imported', outcome: 'success', satisfaction: 'satisfied', callCount: pending.callCount + 1 });
    expect(await requestOf(pending.id)).toMatchObject({ status: 'answered', outcome: 'success', satisfaction: 'satisfied' });
    const [record] = await db.select().from(s.soRecallHistory).where(and(eq(s.soRecallHistory.lineId, pending.id), eq(s.soRecallHistory.action, 'robotResult')));
    expect(record).toMatchObject({ outcome: 'success', phone: pending.phone, userId: null });
    expect(await visitFailed(pending.orderId)).toEqual([]);
    const again = await answer(success, { authorization: `Bearer ${TOKEN}`, 'TENANT-ID': '1', ...EN });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(errorText('recallRobotAnswered', 'en-US', { status: 'Answered' }));
  });

  it('lets a return visitor record the robot\'s answer from the list, in their scope and tenant', async () => {
    const request = await requestOf(second.id);
    const list = (await call('soRecallRobot/getListPage', { current: 1, size: 50 }, sun, 200)).objx;
    expect(list.records.map((r: { id: number }) => r.id)).toContain(request.id);
    expect((await call('soRecallRobot/getListPage', { current: 1, size: 50 }, admin2, 200)).objx.total).toBe(0);
    await call('soRecallRobot/answer', { id: request.id, outcome: 'noAnswer' }, admin2, 404);
    await call('soRecallRobot/answer', { id: request.id, outcome: 'noAnswer' }, chaoyang, 403);
    await call('soRecallRobot/answer', { id: request.id, outcome: 'ecstatic' }, sun, 400);
    expect(await visitFailed(second.orderId)).toEqual([]);
    const moved = (await call('soRecallRobot/answer', { id: request.id, outcome: 'noAnswer' }, sun, 200)).objx;
    expect(moved).toMatchObject({ id: request.id, status: 'answered', line: { id: second.id, callCount: second.callCount + 1 } });
    expect(['second', 'completed']).toContain((await lineOf(second.id)).status);
    // A failed call: its order's visit_failed queued with the answer, naming its dialing record.
    const [record] = await db.select().from(s.soRecallHistory).where(and(eq(s.soRecallHistory.lineId, second.id), eq(s.soRecallHistory.action, 'robotResult')));
    expect((await visitFailed(second.orderId)).map((j) => j.payload)).toEqual([{ event: 'visit_failed', orderId: second.orderId, visitCallId: record.id }]);
  });

  it('records a request only through the outbox provider', async () => {
    const line = await lineIn('second');
    const row = await t.deps.database.withTenant(1, (tx) => outboxRobot.call(tx, { tenantId: 1, lineId: line?.id ?? pending.id, orderNo: 'X', deptId: null, phone: '13800000000', script: '#X', createdBy: null, updatedBy: null }));
    expect(row).toMatchObject({ provider: 'outbox', status: 'recorded' });
    expect((await db.select().from(s.sysJob).where(and(eq(s.sysJob.type, ROBOT_DELIVER_JOB), sql`(payload->>'outboxId')::bigint = ${row.id}`))).length).toBe(0);
  });
});
