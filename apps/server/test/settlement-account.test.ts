/**
 * The outlet's account (issue 17): flows and balances posted together by postFlows, all or nothing; the rule of
 * settlement/account.ts (no overdraft where it forbids one, named in the caller's language); headquarters' record
 * command with its permission, scope, tenant and input checks; the balance view for a period; flows that cannot be
 * changed; the consistency check (command function and admin endpoint) that finds a balance that is not its flows;
 * a property test over random postings and concurrent occupations that never overdraw.
 */
import { errorText, type FlowKind } from '@as/shared';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import type { AppError } from '../src/http/errors.ts';
import { checkAccounts, type FlowPosting, occupiedBy, occupyCredit, postFlows, releaseCredit, useCredit } from '../src/modules/settlement/index.ts';
import { createTestApp } from './helper.ts';
import { parties } from './order-fixtures.ts';

describe('outlet account', async () => {
  const t = await createTestApp();
  const { database } = t.deps;
  const db = database.db;
  const EN = { 'accept-language': 'en-US' };
  const { admin, centre, chaoyang, haidian, admin2 } = await parties(t, EN);
  const call = (path: string, payload: unknown, headers: Record<string, string> = admin) => t.request({ method: 'POST', url: `/basic/${path}`, headers, payload: payload as object });
  const ok = async (path: string, payload: unknown, headers: Record<string, string> = admin) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const refused = async (path: string, payload: unknown, headers: Record<string, string>, status: number) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
    return res.json().msg as string;
  };
  const site = async (code: string, tenantId = 1) => (await db.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, tenantId), eq(s.snSite.code, code))))[0].id;
  const CY = await site('ASC-BJ-CY');
  const HD = await site('ASC-BJ-HD');
  const PD = await site('ASC-SH-PD');
  const T2_SITE = (await db.select({ id: s.snSite.id }).from(s.snSite).where(eq(s.snSite.tenantId, 2)).limit(1))[0]?.id;
  const system = { tenantId: 1, userId: 0, username: 'test' };
  const post = (flows: FlowPosting[], tenantId = 1) => database.withTenant(tenantId, (tx) => postFlows(tx, { ...system, tenantId }, flows));
  const flowCount = async () => Number((await db.select({ n: sql<number>`count(*)` }).from(s.sfSiteFinflow))[0].n);
  const account = (siteId: number, headers = admin) => ok('sfSiteAccount/getBySite', { siteId }, headers);

  it('starts from the demo flows, every balance equal to its flows', async () => {
    expect(await account(CY)).toMatchObject({ deposit: '20000.00', credit: '50000.00', payment: '3600.50', occupied: '0.00', used: '1280.00', available: '72320.50' });
    expect(await account(HD)).toMatchObject({ occupied: '560.00', available: '29440.00' });
    const check = await checkAccounts(db);
    expect(check.differences).toEqual([]);
    expect(check.accounts).toBeGreaterThanOrEqual(4);
  });

  it('headquarters records a deposit: one flow, the balance moved, the outlet sees its own balance move', async () => {
    const before = await account(CY, chaoyang);
    const flows = await flowCount();
    const after = await ok('sfSiteFinflow/add', { siteId: CY, kind: 'deposit', amount: '500.25', reason: 'top-up', docNo: 'BZJ-T-1' });
    expect(after).toMatchObject({ deposit: '20500.25', available: (Number(before.available) + 500.25).toFixed(2) });
    expect(await flowCount()).toBe(flows + 1);
    expect(await account(CY, chaoyang)).toMatchObject({ deposit: '20500.25' });
    const list = await ok('sfSiteFinflow/getListPage', { filters: { siteId: String(CY), kind: 'deposit' } }, chaoyang);
    expect(list.records[0]).toMatchObject({ kind: 'deposit', amount: '500.25', docNo: 'BZJ-T-1', reason: 'top-up', createdByName: 'admin', siteCode: 'ASC-BJ-CY' });
    // A credit grant and a payment received are recorded the same way; a refund is a negative deposit.
    // The credit grant is the outlet's credit limit, kept equal in the same transaction.
    const limit = async () => (await db.select({ v: s.snSite.creditLimit }).from(s.snSite).where(eq(s.snSite.id, CY)))[0].v;
    expect(await limit()).toBe('50000.00');
    await ok('sfSiteFinflow/add', { siteId: CY, kind: 'credit', amount: '1000', reason: 'more credit' });
    expect(await limit()).toBe('51000.00');
    await ok('sfSiteFinflow/add', { siteId: CY, kind: 'payment', amount: '99.99', reason: 'paid in' });
    expect(await ok('sfSiteFinflow/add', { siteId: CY, kind: 'deposit', amount: '-500.25', reason: 'refund' })).toMatchObject({ deposit: '20000.00' });
    expect((await checkAccounts(db)).differences).toEqual([]);
    // A credit limit changed behind the account's back is a difference the check names.
    await db.update(s.snSite).set({ creditLimit: '1.00' }).where(eq(s.snSite.id, CY));
    expect((await checkAccounts(db)).differences).toEqual([{ tenantId: 1, siteId: CY, column: 'creditLimit', balance: '1.00', flows: '51000.00' }]);
    await db.update(s.snSite).set({ creditLimit: '51000.00' }).where(eq(s.snSite.id, CY));
  });

  it('shows each caller the accounts of its data scope: an outlet its own (and its second-level outlets), a centre its region, headquarters all', async () => {
    const codes = async (headers: Record<string, string>) => (await ok('sfSiteAccount/getListPage', { size: 100 }, headers)).records.map((r: { siteCode: string }) => r.siteCode).sort();
    // Haidian is Chaoyang's second-level outlet.
    expect(await codes(chaoyang)).toEqual(['ASC-BJ-CY', 'ASC-BJ-HD']);
    expect(await codes(haidian)).toEqual(['ASC-BJ-HD']);
    expect(await codes(centre)).toEqual(['ASC-BJ-CY', 'ASC-BJ-HD']);
    expect(await codes(admin)).toEqual(expect.arrayContaining(['ASC-BJ-CY', 'ASC-BJ-HD', 'ASC-SH-MH', 'ASC-SH-PD']));
    expect(await refused('sfSiteAccount/getBySite', { siteId: CY }, haidian, 404)).toBeTruthy();
    const theirs = await ok('sfSiteFinflow/getListPage', { size: 100 }, haidian);
    expect(theirs.records.every((r: { siteId: number }) => r.siteId === HD)).toBe(true);
    expect((await ok('sfSiteAccount/getListPage', {}, admin2)).records).toEqual([]);
  });

  it('refuses the record command without the permission, for another tenant, outside the scope and on bad input, writing nothing', async () => {
    const flows = await flowCount();
    const body = { siteId: CY, kind: 'deposit', amount: '10', reason: 'x' };
    await refused('sfSiteFinflow/add', body, chaoyang, 403);
    await refused('sfSiteFinflow/add', body, centre, 403);
    await refused('sfSiteFinflow/add', body, admin2, 404);
    if (T2_SITE) await refused('sfSiteFinflow/add', { ...body, siteId: T2_SITE }, admin, 404);
    for (const bad of [{ amount: 'abc' }, { amount: '1.234' }, { amount: '0' }, { amount: '1e5' }, { kind: 'occupy' }, { kind: 'penalty' }, { reason: '' }, { reason: undefined }, { siteId: -1 }, { amount: '9999999999999' }]) {
      await refused('sfSiteFinflow/add', { ...body, ...bad }, admin, 400);
    }
    await refused('sfSiteFinflow/check', {}, chaoyang, 403);
    expect(await flowCount()).toBe(flows);
  });

  it('refuses an occupation beyond what is available, naming the outlet, the available and the needed amounts', async () => {
    const { available } = await account(PD);
    const needed = (Number(available) + 0.01).toFixed(2);
    const flows = await flowCount();
    const attempt = database.withTenant(1, (tx) => occupyCredit(tx, system, PD, needed, { docType: 'apply', docId: 1, docNo: 'SA-X' }));
    await expect(attempt).rejects.toMatchObject({ code: 'accountOverdrawn' });
    const err = (await attempt.catch((e) => e)) as AppError;
    expect(errorText(err.code, 'en-US', err.params)).toBe(`The available balance of ASC-SH-PD 浦东服务网点 is not enough: ${available} available, ${needed} needed`.replace('浦东服务网点', (await db.select({ n: s.snSite.name }).from(s.snSite).where(eq(s.snSite.id, PD)))[0].n));
    const res = await t.request({ method: 'POST', url: '/basic/sfSiteFinflow/add', headers: admin, payload: { siteId: PD, kind: 'deposit', amount: `-${(Number((await account(PD)).deposit) + 1).toFixed(2)}`, reason: 'refund too much' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/Not enough Deposit on the account of ASC-SH-PD/);
    expect(await flowCount()).toBe(flows);
  });

  it('occupies, uses and releases a parts order on credit by its document', async () => {
    const source = { docType: 'apply', docId: 4242, docNo: 'SA-4242' };
    const start = await account(HD);
    await database.withTenant(1, (tx) => occupyCredit(tx, system, HD, '300.00', source));
    expect(await database.withTenant(1, (tx) => occupiedBy(tx, 1, HD, source))).toBe('300.00');
    await database.withTenant(1, (tx) => useCredit(tx, system, HD, '100.00', source));
    await database.withTenant(1, (tx) => releaseCredit(tx, system, HD, null, source));
    expect(await database.withTenant(1, (tx) => occupiedBy(tx, 1, HD, source))).toBe('0.00');
    const end = await account(HD);
    expect(Number(end.used) - Number(start.used)).toBeCloseTo(100);
    expect(Number(start.available) - Number(end.available)).toBeCloseTo(100);
    // Releasing what is not occupied is refused by the column.
    await expect(database.withTenant(1, (tx) => releaseCredit(tx, system, HD, '100000.00', source))).rejects.toMatchObject({ code: 'accountColumnShort' });
  });

  it('lets a penalty take an account below zero, and a payment bring it back', async () => {
    const { available } = await account(PD);
    await post([{ siteId: PD, kind: 'penalty', amount: (Number(available) + 10).toFixed(2), docType: 'checkBill', docNo: 'CB-T' }]);
    expect((await account(PD)).available).toBe('-10.00');
    await expect(post([{ siteId: PD, kind: 'occupy', amount: '0.01', docType: 'apply' }])).rejects.toMatchObject({ code: 'accountOverdrawn' });
    await post([{ siteId: PD, kind: 'payment', amount: '10.00', docType: 'manual' }]);
    expect((await account(PD)).available).toBe('0.00');
  });

  it('computes the balance view for a period from the flows: beginning, movements, end', async () => {
    const mid = new Date(Date.now() + 1000);
    const before = (await ok('sfSiteAccount/getListPage', { filters: { siteId: String(CY) } })).records[0];
    await new Promise((r) => setTimeout(r, 1100));
    await ok('sfSiteFinflow/add', { siteId: CY, kind: 'payment', amount: '12.34', reason: 'late' });
    const iso = (d: Date) => d.toISOString();
    const [row] = (await ok('sfSiteAccount/getListPage', { filters: { siteId: String(CY), period: `${iso(mid)},${iso(new Date(Date.now() + 60_000))}` } })).records;
    expect(row).toMatchObject({ beginning: before.available, payment: '12.34', deposit: '0.00', used: '0.00', available: (Number(before.available) + 12.34).toFixed(2) });
    const [all] = (await ok('sfSiteAccount/getListPage', { filters: { siteId: String(CY) } })).records;
    expect(all).toMatchObject({ beginning: '0.00', available: row.available });
    await refused('sfSiteAccount/getListPage', { filters: { period: 'soon,later' } }, admin, 400);
    expect(await ok('sfSiteAccount/getListByExcel', { columns: [{ field: 'siteCode', title: 'Outlet' }], filters: {} })).toMatchObject({ id: expect.any(Number) });
  });

  it('keeps flows as they were written: the application role can neither change nor delete one', async () => {
    const [first] = await db.select().from(s.sfSiteFinflow).orderBy(s.sfSiteFinflow.id).limit(1);
    const changed = await database.withTenant(1, (tx) => tx.update(s.sfSiteFinflow).set({ amount: '1.00' }).where(eq(s.sfSiteFinflow.id, first.id)).returning({ id: s.sfSiteFinflow.id }));
    const deleted = await database.withTenant(1, (tx) => tx.delete(s.sfSiteFinflow).where(eq(s.sfSiteFinflow.id, first.id)).returning({ id: s.sfSiteFinflow.id }));
    expect([changed, deleted]).toEqual([[], []]);
    expect((await db.select().from(s.sfSiteFinflow).where(eq(s.sfSiteFinflow.id, first.id)))[0]).toEqual(first);
  });

  it('finds a balance that no longer equals its flows, through the function and the admin endpoint', async () => {
    await db.execute(sql`update sf_site_account set deposit = deposit + 1 where tenant_id = 1 and site_id = ${CY}`);
    const { differences } = await ok('sfSiteFinflow/check', {});
    expect(differences).toEqual([{ tenantId: 1, siteId: CY, column: 'deposit', balance: expect.any(String), flows: expect.any(String) }]);
    expect(Number(differences[0].balance) - Number(differences[0].flows)).toBe(1);
    await db.execute(sql`update sf_site_account set deposit = deposit - 1 where tenant_id = 1 and site_id = ${CY}`);
    expect((await checkAccounts(db)).differences).toEqual([]);
    expect(await ok('sfSiteFinflow/check', {}, admin2)).toEqual({ accounts: 0, differences: [] });
  });

  it('gives 20 clients occupying at once exactly what is available, and refuses the rest', async () => {
    const MH = await site('ASC-SH-MH');
    const { available } = await account(MH);
    if (Number(available) > 0) await post([{ siteId: MH, kind: 'penalty', amount: available, docType: 'test' }]);
    await post([{ siteId: MH, kind: 'payment', amount: '70.00', docType: 'test' }]);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => database.withTenant(1, (tx) => occupyCredit(tx, system, MH, '10.00', { docType: 'apply', docId: 9000 + i }))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    for (const r of results.filter((r) => r.status === 'rejected')) expect(r.reason).toMatchObject({ code: 'accountOverdrawn' });
    expect((await account(MH)).available).toBe('0.00');
    expect((await checkAccounts(db)).differences).toEqual([]);
  });

  it('holds balance = sum of flows, and never an overdraft a guarded posting made, for any interleaving', async () => {
    const sites = [CY, HD, PD];
    const op = fc.record({
      kind: fc.constantFrom<FlowKind>('deposit', 'credit', 'payment', 'occupy', 'release', 'use', 'return', 'settle', 'penalty'),
      site: fc.constantFrom(...sites),
      cents: fc.integer({ min: 1, max: 5_000_000 }),
      negative: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 20 }), async (ops) => {
        await Promise.all(
          ops.map(async (o) => {
            const signed = ['deposit', 'credit', 'payment'].includes(o.kind) && o.negative;
            const amount = `${signed ? '-' : ''}${(o.cents / 100).toFixed(2)}`;
            try {
              await post([{ siteId: o.site, kind: o.kind, amount, docType: 'property' }]);
            } catch (err) {
              expect(['accountOverdrawn', 'accountColumnShort']).toContain((err as AppError).code);
            }
          }),
        );
        for (const id of sites) {
          const a = await account(id);
          for (const c of ['deposit', 'credit', 'payment', 'occupied', 'used', 'returned', 'settled', 'penalty']) expect(Number(a[c])).toBeGreaterThanOrEqual(0);
        }
        expect((await checkAccounts(db)).differences).toEqual([]);
      }),
      { numRuns: 10 },
    );
  });
});
