/**
 * The orders' daily facts (issue 19, docs/kpis.md): kept in every order step's transaction, they equal the direct
 * computation over the orders after the demo's orders and after orders taken through the API to finished and
 * cancelled; a rebuild makes the same facts; a tampered fact is found.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { checkOrderFacts, FACTS_TIME_ZONE, rebuildOrderFacts } from '../src/modules/work-orders/order-facts.ts';
import { dayIn } from '@as/shared';
import { createTestApp } from './helper.ts';
import { orderFixtures, type OrderParties } from './order-fixtures.ts';
import { settlementFixtures } from './settlement-fixtures.ts';

describe('order facts', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const as: OrderParties = { admin: await t.login('admin'), centre: await t.login('centre_north'), outlet: await t.login('outlet_chaoyang'), engineer: await t.login('engineer_wang') };
  const { post, atChaoyang } = orderFixtures(t);
  const { finished } = settlementFixtures(t, as);
  const today = dayIn(new Date(), FACTS_TIME_ZONE);
  const todays = async () => {
    const [row] = await db
      .select({ received: sql<number>`sum(received)::int`, finished: sql<number>`sum(finished)::int`, cancelled: sql<number>`sum(cancelled)::int`, turnarounds: sql<number>`sum(turnaround_count)::int`, repairs: sql<number>`sum(repairs_finished)::int` })
      .from(s.rptOrderFact)
      .where(and(eq(s.rptOrderFact.tenantId, 1), eq(s.rptOrderFact.day, today)));
    return row;
  };

  it('equal the direct computation after the demo orders', async () => {
    const { keys, differences } = await checkOrderFacts(db);
    expect(keys).toBeGreaterThan(0);
    expect(differences).toEqual([]);
  });

  it('move with an order taken to finished and one cancelled', async () => {
    const before = await todays();
    await finished();
    const id = await atChaoyang(as);
    const res = await post('siteOrderDeal/cancel', { id, reason: '客户取消' }, as.admin);
    expect(res.statusCode, res.body).toBe(200);
    const after = await todays();
    expect(after.received - before.received).toBe(2);
    expect(after.finished - before.finished).toBe(1);
    expect(after.turnarounds - before.turnarounds).toBe(1);
    expect(after.repairs - before.repairs).toBe(1);
    expect(after.cancelled - before.cancelled).toBe(1);
    expect((await checkOrderFacts(db)).differences).toEqual([]);
  });

  it('are made anew the same by a rebuild, and a tampered one is found', async () => {
    const kept = await db.select().from(s.rptOrderFact).where(eq(s.rptOrderFact.tenantId, 1)).orderBy(s.rptOrderFact.day, s.rptOrderFact.scopeDeptId, s.rptOrderFact.siteId, s.rptOrderFact.engineerId, s.rptOrderFact.categoryId);
    await db.transaction((tx) => rebuildOrderFacts(tx, 1));
    const rebuilt = await db.select().from(s.rptOrderFact).where(eq(s.rptOrderFact.tenantId, 1)).orderBy(s.rptOrderFact.day, s.rptOrderFact.scopeDeptId, s.rptOrderFact.siteId, s.rptOrderFact.engineerId, s.rptOrderFact.categoryId);
    const live = (rows: typeof kept) => rows.filter((r) => r.received || r.finished || r.cancelled || r.firstAppointCount);
    expect(live(rebuilt)).toEqual(live(kept));
    await db.update(s.rptOrderFact).set({ finished: sql`${s.rptOrderFact.finished} + 1` }).where(and(eq(s.rptOrderFact.tenantId, 1), eq(s.rptOrderFact.day, today)));
    const { differences } = await checkOrderFacts(db);
    expect(differences.length).toBeGreaterThan(0);
    expect(differences[0]).toMatchObject({ tenantId: 1 });
    await db.transaction((tx) => rebuildOrderFacts(tx, 1));
    expect((await checkOrderFacts(db)).differences).toEqual([]);
  });
});
