/**
 * Site messages (issue 18): each user's inbox in their tenant — listed newest first with paging and the unread
 * count, marked read one by one or all at once; another user's or another tenant's message answers 404; a link is
 * a route of the app or nothing; the receiver hears of a new one over the WebSocket once it is committed. And the
 * supervision reminders: an open supervision order due tomorrow, then overdue, reminds its outlet's users once each,
 * however often the scan runs; a closed one reminds nobody.
 */
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { scanPushes } from '../src/modules/rules/push.service.ts';
import { announce, type SentMessage, sendSiteMessage } from '../src/platform/messages/message.service.ts';
import { localBus, type RealtimeEvent } from '../src/platform/realtime/event-bus.ts';
import { createTestApp } from './helper.ts';

describe('site messages', async () => {
  const events = localBus();
  const heard: RealtimeEvent[] = [];
  events.subscribe((e) => heard.push(e));
  const t = await createTestApp({}, { events });
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const admin = { ...(await t.login('admin')), ...EN };
  const chaoyang = { ...(await t.login('outlet_chaoyang')), ...EN };
  const haidian = { ...(await t.login('outlet_haidian')), ...EN };
  const qian = { ...(await t.login('supervisor_qian')), ...EN };
  const admin2 = { ...(await t.login('admin2', { tenantId: 2 })), ...EN };
  const userId = async (username: string) => (await db.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, username)))[0].id;
  const inbox = async (headers: Record<string, string>, query: Record<string, string> = {}) => {
    const res = await t.request({ method: 'GET', url: '/admin/siteMessage/page', headers, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { records: { id: number; title: string; text: string; link: string | null; readAt: string | null }[]; total: number; unread: number; pages: number };
  };
  const post = (path: string, headers: Record<string, string>, payload: object = {}) => t.request({ method: 'POST', url: `/admin/siteMessage/${path}`, headers, payload });
  const send = async (tenantId: number, username: string, title: string, link: string | null = null) => {
    const uid = await userId(username);
    const sent = await t.deps.database.withTenant(tenantId, (tx) => sendSiteMessage(tx, { tenantId, userId: uid, title, text: `${title} <b>text</b>`, link, sourceEvent: 'test' }));
    await announce(t.deps.database, events, [sent]);
    return sent;
  };
  const ADMIN = await userId('admin');

  it('keeps each inbox to its user and tenant, pages it newest first, and tells the receiver with the unread count', async () => {
    heard.length = 0;
    const before = (await inbox(admin)).unread;
    const sent: SentMessage[] = [];
    for (let i = 1; i <= 3; i++) sent.push(await send(1, 'admin', `M${i}`, i === 1 ? '/workorder/order/index' : i === 2 ? 'javascript:alert(1)' : '//evil.example'));
    await send(1, 'outlet_chaoyang', 'for chaoyang');
    await send(2, 'admin', 'admin in tenant 2');
    const first = await inbox(admin, { size: '2' });
    expect(first.records.map((r) => r.title)).toEqual(['M3', 'M2']);
    expect(first.unread).toBe(before + 3);
    expect(first.pages).toBeGreaterThanOrEqual(2);
    // Text is stored as typed and shown as text; a link is a route of the app or nothing.
    expect(first.records[0]).toMatchObject({ text: 'M3 <b>text</b>', link: null });
    expect(first.records[1].link).toBeNull();
    expect((await inbox(admin, { size: '3' })).records[2]).toMatchObject({ title: 'M1', link: '/workorder/order/index' });
    expect((await inbox(admin)).records.map((r) => r.title)).not.toContain('for chaoyang');
    expect((await inbox(admin)).records.map((r) => r.title)).not.toContain('admin in tenant 2');
    expect((await inbox({ ...(await t.login('admin', { tenantId: 2 })), ...EN })).records.map((r) => r.title)).toEqual(['admin in tenant 2']);
    const toAdmin = heard.filter((e) => e.type === 'siteMessage' && e.userId === ADMIN && e.tenantId === 1).map((e) => e.data as { title: string; unread: number });
    expect(toAdmin.map((d) => [d.title, d.unread])).toEqual([
      ['M1', before + 1],
      ['M2', before + 2],
      ['M3', before + 3],
    ]);
    // Bad paging is refused, never a 500.
    expect((await t.request({ method: 'GET', url: '/admin/siteMessage/page', headers: admin, query: { size: '5000' } })).statusCode).toBe(400);
  });

  it('marks one read (once), all read, and answers 404 for a message of another user or tenant', async () => {
    const mine = await send(1, 'admin', 'to read');
    const theirs = await send(1, 'outlet_chaoyang', 'not yours');
    const other = await send(2, 'admin2', 'other tenant');
    const read = await post('read', admin, { id: mine.id });
    expect(read.statusCode).toBe(200);
    const readAt = (await db.select().from(s.sysSiteMessage).where(eq(s.sysSiteMessage.id, mine.id)))[0].readAt;
    expect(readAt).not.toBeNull();
    expect((await post('read', admin, { id: mine.id })).statusCode).toBe(200);
    expect((await db.select().from(s.sysSiteMessage).where(eq(s.sysSiteMessage.id, mine.id)))[0].readAt).toEqual(readAt);
    expect((await post('read', admin, { id: theirs.id })).statusCode).toBe(404);
    expect((await post('read', admin, { id: other.id })).statusCode).toBe(404);
    expect((await post('read', admin2, { id: mine.id })).statusCode).toBe(404);
    expect((await post('read', admin, { id: 'x' })).statusCode).toBe(400);
    expect((await db.select().from(s.sysSiteMessage).where(eq(s.sysSiteMessage.id, theirs.id)))[0].readAt).toBeNull();
    const all = await post('readAll', admin);
    expect(all.json().data.marked).toBeGreaterThan(0);
    expect((await inbox(admin)).unread).toBe(0);
    expect((await inbox(admin, { unread: 'true' })).records).toEqual([]);
    // Chaoyang's are untouched.
    expect((await inbox(chaoyang, { unread: 'true' })).records.map((r) => r.title)).toContain('not yours');
    const unread = await t.request({ method: 'GET', url: '/admin/siteMessage/unread', headers: chaoyang });
    expect(unread.json().data.unread).toBeGreaterThan(0);
  });

  it('reminds the outlet of an open supervision order the day before it is due and once it is overdue, once each', async () => {
    const CY = (await db.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, 1), eq(s.snSite.code, 'ASC-BJ-CY'))))[0].id;
    const HD = (await db.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, 1), eq(s.snSite.code, 'ASC-BJ-HD'))))[0].id;
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    const open = async (siteId: number, reason: string) => {
      const res = await t.request({ method: 'POST', url: '/basic/soSupervision/add', headers: qian, payload: { targetType: 'site', siteId, reason, dueDate: tomorrow } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().objx as { id: number; supervisionNo: string; version: number };
    };
    const due = await open(CY, 'slow replies');
    const closed = await open(HD, 'gone by the due date');
    expect((await t.request({ method: 'POST', url: '/basic/soSupervision/unable', headers: qian, payload: { id: closed.id, version: closed.version, remark: 'outlet closed' } })).statusCode).toBe(200);
    const deps = { ...t.deps, events };
    const messagesOf = async (no: string) => db.select().from(s.sysSiteMessage).where(like(s.sysSiteMessage.text, `%${no}%`)).orderBy(s.sysSiteMessage.id);
    heard.length = 0;
    await Promise.all([scanPushes(deps), scanPushes(deps)]);
    await scanPushes(deps);
    const first = await messagesOf(due.supervisionNo);
    const CYU = await userId('outlet_chaoyang');
    expect(first.map((m) => [m.userId, m.sourceEvent, m.link])).toEqual([[CYU, 'supervision_due', '/care/supervision/index']]);
    expect(first[0].title).toBe(`督办单${due.supervisionNo}明天到期`);
    expect(first[0].text).toContain('slow replies');
    expect(heard.filter((e) => e.type === 'siteMessage' && e.userId === CYU).length).toBeGreaterThanOrEqual(1);
    expect(await messagesOf(closed.supervisionNo)).toEqual([]);
    // Past its date and still open: overdue, once.
    await db.update(s.soSupervision).set({ dueDate: '2020-01-01' }).where(eq(s.soSupervision.id, due.id));
    await scanPushes(deps);
    await scanPushes(deps);
    expect((await messagesOf(due.supervisionNo)).map((m) => m.sourceEvent)).toEqual(['supervision_due', 'supervision_overdue']);
    // Haidian's users and other outlets hear nothing of Chaoyang's order.
    expect((await inbox(haidian)).records.map((r) => r.text).join()).not.toContain(due.supervisionNo);
    expect((await inbox(admin2)).records.map((r) => r.text).join()).not.toContain(due.supervisionNo);
  });
});
