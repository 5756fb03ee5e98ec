/**
 * An old part in settlement (issue 17 with issue 16's no-return list): while the part is within its return deadline
 * its order waits in the pool; once the deadline has passed the statement deducts the part and the order is settled,
 * never held and deducted for the same part; a part shipped back leaves both.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { checkStatements } from '../src/modules/settlement/statement-check.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, parties } from './order-fixtures.ts';
import { settlementFixtures } from './settlement-fixtures.ts';

type Headers = Record<string, string>;
type Line = { kind: string; sourceId: number; orderId: number | null; amount: string };

describe('settlement and old parts', { timeout: 180_000 }, async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const { admin, centre, chaoyang, wang } = await parties(t, EN);
  const { site, post } = orderFixtures(t);
  const ok = async (path: string, payload: unknown, headers: Headers = admin) => {
    const res = await post(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const cySite = await site('ASC-BJ-CY');
  const today = new Date().toISOString().slice(0, 10);
  const { finished } = settlementFixtures(t, { admin, centre, outlet: chaoyang, engineer: wang });
  const holdsOf = async (id: number) => {
    const pool = await ok('sfBatchSettle/getPoolPage', { current: 1, size: 500, siteIds: [cySite] });
    return (pool.records as { id: number; holdReasons: string[] }[]).find((r) => r.id === id)?.holdReasons;
  };
  /** A replaced part of the order flagged for return to the factory (as the completion records it). */
  const oldPart = async (orderId: number, factoryPrice: string) => {
    const [part] = await db.select().from(s.basParts).where(eq(s.basParts.tenantId, 1)).limit(1);
    const [row] = await db
      .insert(s.soOrderPart)
      .values({ tenantId: 1, orderId, lineNo: 1, partsId: part.id, code: part.code, name: part.name, quantity: 2, factoryPrice, returnFlag: true })
      .returning({ id: s.soOrderPart.id });
    return row.id;
  };
  const completedDaysAgo = (orderId: number, days: number) => db.update(s.soOrder).set({ completedAt: sql`now() - make_interval(days => ${days})` }).where(eq(s.soOrder.id, orderId));

  it('holds the order while its old part may still come back, deducts the part once overdue and settles the order', async () => {
    const held = await finished();
    const partId = await oldPart(held, '35.50');
    expect(await holdsOf(held)).toEqual(['oldPartNotReturned']);

    // Past the deadline (completion + 15 days by default): no longer held, deducted instead.
    await completedDaysAgo(held, 20);
    expect(await holdsOf(held)).toEqual([]);
    const result = await ok('sfBatchSettle/batchSettle', { periodStart: today, periodEnd: today, siteIds: [cySite] });
    const [statement] = await db.select().from(s.sfStatement).where(and(eq(s.sfStatement.tenantId, 1), eq(s.sfStatement.batchNo, result.batchNo)));
    const lines: Line[] = (await ok('sfBatchSettle/getDetail', { id: statement.id })).lines;
    expect(lines.filter((l) => l.orderId === held).map((l) => [l.kind, l.amount])).toEqual(
      expect.arrayContaining([
        ['order', expect.any(String)],
        ['deduction', '-71.00'],
      ]),
    );
    expect(lines.find((l) => l.kind === 'deduction' && l.sourceId === partId)?.amount).toBe('-71.00');
    expect((await checkStatements(db)).problems).toEqual([]);
  });

  it('lets an order go once its old part has shipped back within the deadline, with nothing deducted', async () => {
    const id = await finished();
    const partId = await oldPart(id, '12.00');
    expect(await holdsOf(id)).toEqual(['oldPartNotReturned']);
    // On an old-part return: a draft still holds the order, the shipment lets it go.
    const draft = await ok('spPartsReturnHeader/add', { kind: 'old', lines: [{ orderPartId: partId }] }, chaoyang);
    expect(await holdsOf(id)).toEqual(['oldPartNotReturned']);
    await ok('spPartsReturnHeader/ship', { id: draft.id, carrier: 'SF', waybillNumber: 'SF-OLD-1' }, chaoyang);
    expect(await holdsOf(id)).toEqual([]);
    // Even past the deadline, a part shipped back is not deducted.
    await completedDaysAgo(id, 20);
    const result = await ok('sfBatchSettle/batchSettle', { periodStart: today, periodEnd: today, siteIds: [cySite] });
    const [statement] = await db.select().from(s.sfStatement).where(and(eq(s.sfStatement.tenantId, 1), eq(s.sfStatement.batchNo, result.batchNo)));
    const lines: Line[] = (await ok('sfBatchSettle/getDetail', { id: statement.id })).lines;
    expect(lines.filter((l) => l.orderId === id).map((l) => l.kind)).toEqual(['order']);
    expect(lines.some((l) => l.kind === 'deduction' && l.sourceId === partId)).toBe(false);
  });
});
