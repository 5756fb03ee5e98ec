/**
 * Assessment sheets over HTTP (issue 17): raised by headquarters or a centre from an assessment item against an
 * outlet or its order, issued, appealed by the outlet within the appeal days through the approval workflow, re-audited
 * by headquarters (upheld or revoked); every command refused in the wrong state, for another tenant, without the
 * permission or outside the scope, on a stale version and on bad input; what stands is what sheetsToSettle gives.
 */
import { errorText } from '@as/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { settleSheets, sheetsToSettle } from '../src/modules/settlement/index.ts';
import { createTestApp } from './helper.ts';
import { parties } from './order-fixtures.ts';

describe('assessment sheets', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const { admin, centre, chaoyang, admin2 } = await parties(t, EN);
  const call = (path: string, payload: unknown, headers: Record<string, string> = admin) => t.request({ method: 'POST', url: `/basic/sfCheckBill/${path}`, headers, payload: payload as object });
  const ok = async (path: string, payload: unknown, headers: Record<string, string> = admin) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const refused = async (path: string, payload: unknown, headers: Record<string, string>, status: number) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
    return res.json();
  };
  const one = async (rows: Promise<{ id: number }[]>) => (await rows)[0].id;
  const site = (code: string) => one(db.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, 1), eq(s.snSite.code, code))));
  const subject = (code: string) => one(db.select({ id: s.basCheckSubject.id }).from(s.basCheckSubject).where(and(eq(s.basCheckSubject.tenantId, 1), eq(s.basCheckSubject.code, code))));
  const CY = await site('ASC-BJ-CY');
  const PD = await site('ASC-SH-PD');
  const COMPLAINT = await subject('CK-COMPLAINT');
  const PRAISE = await subject('CK-PRAISE');
  const GROUP = await subject('CK-QUALITY');
  const orderOf = async (siteId: number) => (await db.select({ id: s.soOrder.id }).from(s.soOrder).where(and(eq(s.soOrder.tenantId, 1), eq(s.soOrder.siteId, siteId))).limit(1))[0]?.id;
  const history = async (id: number) => (await db.select().from(s.sfCheckBillHistory).where(eq(s.sfCheckBillHistory.billId, id))).length;
  const raise = (over: Record<string, unknown> = {}, headers = admin) => ok('add', { siteId: CY, subjectId: COMPLAINT, remark: 'complaint about shoes', ...over }, headers);

  it('raises a draft from the item (type, amount, appeal days copied), against an outlet or its order', async () => {
    const draft = await raise();
    const detail = await ok('getDetail', { id: draft.id });
    expect(detail).toMatchObject({ status: 'draft', subjectType: 'penalty', amount: '200.00', appealDays: 7, siteCode: 'ASC-BJ-CY', remark: 'complaint about shoes', version: 0 });
    expect(detail.billNo).toMatch(/^KH\d{12}$/);
    expect(detail.actions).toEqual(['update', 'issue', 'cancel']);
    const order = await orderOf(CY);
    if (order) expect(await ok('getDetail', { id: (await raise({ orderId: order, amount: '99.50' })).id })).toMatchObject({ orderId: order, amount: '99.50' });
  });

  it('refuses bad input with the field and the rule: no remark (spec message), another outlet’s order, a group item, a bad amount', async () => {
    const before = Number((await db.select({ n: sql<number>`count(*)` }).from(s.sfCheckBill))[0].n);
    const noRemark = await refused('add', { siteId: CY, subjectId: COMPLAINT, remark: '  ' }, admin, 400);
    expect(JSON.stringify(noRemark)).toContain(errorText('checkBillRemarkRequired', 'en-US'));
    const zh = await t.request({ method: 'POST', url: '/basic/sfCheckBill/add', headers: { ...admin, 'accept-language': 'zh-CN' }, payload: { siteId: CY, subjectId: COMPLAINT } });
    expect(zh.body).toContain('请填写考核备注');
    const other = await orderOf(PD);
    if (other) expect(JSON.stringify(await refused('add', { siteId: CY, subjectId: COMPLAINT, remark: 'x', orderId: other }, admin, 400))).toContain('orderId');
    expect(JSON.stringify(await refused('add', { siteId: CY, subjectId: GROUP, remark: 'x' }, admin, 400))).toContain('subjectId');
    for (const bad of [{ amount: '-5' }, { amount: '1.234' }, { amount: 'abc' }, { siteId: 'x' }, { subjectId: undefined }]) await refused('add', { siteId: CY, subjectId: COMPLAINT, remark: 'x', ...bad }, admin, 400);
    expect(Number((await db.select({ n: sql<number>`count(*)` }).from(s.sfCheckBill))[0].n)).toBe(before);
  });

  it('walks issue → appeal by the outlet → re-audit upheld by headquarters, with history, and refuses what the state forbids', async () => {
    const { id } = await raise();
    await refused('siteAppeal', { id, reason: 'too early' }, chaoyang, 409);
    const issued = await ok('audit', { id, version: 0 });
    expect(issued).toMatchObject({ status: 'issued', version: 1 });
    await refused('update', { id, version: 1, remark: 'late edit' }, admin, 409);
    // Stale version.
    expect((await refused('siteAppeal', { id, version: 0, reason: 'we were there' }, chaoyang, 409)).msg).toBe(errorText('checkBillChanged', 'en-US'));
    expect(await ok('siteAppeal', { id, version: 1, reason: 'we were there' }, chaoyang)).toMatchObject({ status: 'appealing' });
    // Only headquarters re-audits: the outlet holds no permission, and the centre is no approver of this process.
    await refused('reAudit', { id, result: 'revoke', remark: 'x' }, chaoyang, 403);
    expect((await ok('getDetail', { id }, chaoyang)).actions).toEqual(['withdraw']);
    expect((await ok('getDetail', { id })).actions).toEqual(expect.arrayContaining(['uphold', 'revoke']));
    expect(await ok('reAudit', { id, result: 'uphold', remark: 'photos show otherwise' })).toMatchObject({ status: 'upheld' });
    const detail = await ok('getDetail', { id }, chaoyang);
    expect(detail).toMatchObject({ status: 'upheld', appealReason: 'we were there', reAuditRemark: 'photos show otherwise' });
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['create', 'issue', 'appeal', 'uphold']);
    expect((await refused('reAudit', { id, result: 'revoke', remark: 'again' }, admin, 409)).msg).toMatch(/Upheld/);
  });

  it('revokes on an accepted appeal, issues again on a withdrawn one', async () => {
    const a = await raise();
    await ok('audit', { id: a.id });
    await ok('siteAppeal', { id: a.id, reason: 'not us' }, chaoyang);
    expect(await ok('reAudit', { id: a.id, result: 'revoke', remark: 'agreed' })).toMatchObject({ status: 'revoked' });
    const b = await raise();
    await ok('audit', { id: b.id });
    await ok('siteAppeal', { id: b.id, reason: 'not us' }, chaoyang);
    expect(await ok('cancelAppeal', { id: b.id, reason: 'never mind' }, chaoyang)).toMatchObject({ status: 'issued' });
    expect((await ok('getDetail', { id: b.id }, chaoyang)).history.map((h: { action: string }) => h.action)).toEqual(['create', 'issue', 'appeal', 'withdraw']);
  });

  it('closes the appeal after the item’s days, and never opens one for an item of 0 days', async () => {
    const { id } = await raise();
    await ok('audit', { id });
    await db.execute(sql`update sf_check_bill set issued_at = issued_at - interval '8 days', appeal_deadline = appeal_deadline - interval '8 days' where id = ${id}`);
    expect((await refused('siteAppeal', { id, reason: 'late' }, chaoyang, 409)).msg).toMatch(/appeal period ended/);
    const reward = await raise({ subjectId: PRAISE, remark: 'praised' });
    await ok('audit', { id: reward.id });
    await refused('siteAppeal', { id: reward.id, reason: 'x' }, chaoyang, 409);
  });

  it('cancels a draft and stops an issued sheet with a reason; refuses both in other states and without a reason', async () => {
    const d = await raise();
    await refused('cancel', { id: d.id }, admin, 400);
    expect(await ok('cancel', { id: d.id, reason: 'typo' })).toMatchObject({ status: 'cancelled' });
    await refused('cancel', { id: d.id, reason: 'again' }, admin, 409);
    await refused('stopCheck', { id: d.id, reason: 'x' }, admin, 409);
    const i = await raise();
    await ok('audit', { id: i.id });
    expect(await ok('stopCheck', { id: i.id, reason: 'wrong outlet' })).toMatchObject({ status: 'revoked' });
  });

  it('keeps tenants, scopes and permissions apart', async () => {
    const { id } = await raise();
    const before = await history(id);
    for (const verb of ['audit', 'getDetail']) await refused(verb, { id }, admin2, 404);
    await refused('cancel', { id, reason: 'x' }, admin2, 404);
    await refused('add', { siteId: CY, subjectId: COMPLAINT, remark: 'x' }, admin2, 400);
    // An outlet may neither raise nor issue; a centre raises only for its region.
    await refused('add', { siteId: CY, subjectId: COMPLAINT, remark: 'x' }, chaoyang, 403);
    await refused('audit', { id }, chaoyang, 403);
    await refused('add', { siteId: PD, subjectId: COMPLAINT, remark: 'x' }, centre, 400);
    expect(await ok('add', { siteId: CY, subjectId: COMPLAINT, remark: 'centre raises' }, centre)).toMatchObject({ status: 'draft' });
    const mine = await ok('getListPage', { size: 200 }, chaoyang);
    expect(mine.records.length).toBeGreaterThan(0);
    expect(mine.records.every((r: { siteId: number }) => r.siteId === CY || r.siteId !== PD)).toBe(true);
    expect((await ok('getListPage', {}, admin2)).records).toEqual([]);
    expect(await history(id)).toBe(before);
  });

  it('gives a statement what stands by its period end (upheld, or issued past its days), signed, and settles it once', async () => {
    const reward = await raise({ subjectId: PRAISE, remark: 'praised' });
    await ok('audit', { id: reward.id });
    const open = await raise();
    await ok('audit', { id: open.id });
    const end = new Date(Date.now() + 60_000).toISOString();
    const due = await t.deps.database.withTenant(1, (tx) => sheetsToSettle(tx, 1, [CY], end));
    expect(due.find((d) => d.id === reward.id)).toMatchObject({ amount: '50.00', siteId: CY });
    expect(due.find((d) => d.id === open.id)).toBeUndefined();
    const later = await t.deps.database.withTenant(1, (tx) => sheetsToSettle(tx, 1, [CY], new Date(Date.now() + 8 * 86_400_000).toISOString()));
    expect(later.find((d) => d.id === open.id)).toMatchObject({ amount: '-200.00' });
    expect(later.every((d) => d.siteId === CY)).toBe(true);
    await t.deps.database.withTenant(1, (tx) => settleSheets(tx, { tenantId: 1, userId: 1 }, [reward.id], 777));
    expect(await ok('getDetail', { id: reward.id })).toMatchObject({ status: 'settled', statementId: 777 });
    await expect(t.deps.database.withTenant(1, (tx) => settleSheets(tx, { tenantId: 1, userId: 1 }, [reward.id], 778))).rejects.toMatchObject({ code: 'checkBillActionRefused' });
  });

  it('lists by status for the tabs, with the demo sheets in several states', async () => {
    const statuses = new Set((await ok('getListPage', { size: 200 })).records.map((r: { status: string }) => r.status));
    for (const s of ['draft', 'issued', 'appealing', 'upheld', 'revoked', 'cancelled']) expect(statuses.has(s), s).toBe(true);
    expect((await ok('getListPage', { filters: { status: 'appealing' } })).records.every((r: { status: string }) => r.status === 'appealing')).toBe(true);
  });
});
