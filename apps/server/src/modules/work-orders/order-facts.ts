/**
 * The orders' daily facts kept as the orders move (docs/kpis.md): every order step adds, in its own transaction,
 * the difference between the order's KPI contribution after and before (packages/shared kpi/kpi.ts). `rebuildOrderFacts`
 * makes them from the orders (bulk-loaded data); `checkOrderFacts` proves them equal to the direct computation.
 */
import { addCounters, contributionDelta, emptyCounters, type KpiCounters, type KpiFact, type KpiOrder, orderContribution } from '@as/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rptOrderFact } from './order-facts.table.ts';
import { soOrder } from './order.table.ts';

/** Days are the server's calendar days, as every date it writes (formatDateTime). */
export const FACTS_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const COLUMNS = ['received', 'finished', 'cancelled', 'rejected', 'slaCounted', 'slaMet', 'turnaroundCount', 'turnaroundMinutes', 'firstAppointCount', 'firstAppointMinutes', 'repairsFinished', 'firstTimeFix', 'repeats'] as const;

const keyOf = (f: Pick<KpiFact, 'day' | 'scopeDeptId' | 'siteId' | 'engineerId' | 'categoryId'>) => `${f.day}|${f.scopeDeptId ?? 0}|${f.siteId ?? 0}|${f.engineerId ?? 0}|${f.categoryId}`;

/** Adds counters to their day's row (created at zero when missing), bucket by bucket for the histogram. */
async function addFacts(tx: Tx, tenantId: number, facts: readonly (KpiFact & { counters: KpiCounters })[]) {
  for (const f of facts) {
    const values = { tenantId, day: f.day, scopeDeptId: f.scopeDeptId ?? 0, siteId: f.siteId ?? 0, engineerId: f.engineerId ?? 0, categoryId: f.categoryId, ...Object.fromEntries(COLUMNS.map((c) => [c, f.counters[c]])), turnaroundBuckets: f.counters.turnaroundBuckets };
    await tx
      .insert(rptOrderFact)
      .values(values)
      .onConflictDoUpdate({
        target: [rptOrderFact.tenantId, rptOrderFact.day, rptOrderFact.scopeDeptId, rptOrderFact.siteId, rptOrderFact.engineerId, rptOrderFact.categoryId],
        set: {
          ...Object.fromEntries(COLUMNS.map((c) => [c, sql`${rptOrderFact[c]} + excluded.${sql.identifier(rptOrderFact[c].name)}`])),
          turnaroundBuckets: sql`(select array_agg(coalesce(a, 0) + coalesce(b, 0) order by i) from unnest(${rptOrderFact.turnaroundBuckets}, excluded.turnaround_buckets) with ordinality as u(a, b, i))`,
        },
      });
  }
}

/** An order step's change to the facts: after's contribution minus before's (before null: created). */
export async function keepOrderFacts(tx: Tx, tenantId: number, before: KpiOrder | null, after: KpiOrder) {
  const delta = contributionDelta(before, after, FACTS_TIME_ZONE);
  if (delta.length) await addFacts(tx, tenantId, delta as (KpiFact & { counters: KpiCounters })[]);
}

const BATCH = 5000;

/** Every order's contribution of a tenant summed by key, read in batches. */
async function directFacts(tx: Tx, tenantId: number): Promise<Map<string, KpiFact & { counters: KpiCounters }>> {
  const sums = new Map<string, KpiFact & { counters: KpiCounters }>();
  let after = 0;
  for (;;) {
    const orders = await tx.select().from(soOrder).where(and(eq(soOrder.tenantId, tenantId), gt(soOrder.id, after))).orderBy(asc(soOrder.id)).limit(BATCH);
    for (const o of orders) {
      for (const f of orderContribution(o, FACTS_TIME_ZONE)) {
        const k = keyOf(f);
        const seen = sums.get(k);
        sums.set(k, { ...f, scopeDeptId: f.scopeDeptId ?? 0, siteId: f.siteId ?? 0, engineerId: f.engineerId ?? 0, counters: addCounters(seen?.counters ?? emptyCounters(), f.counters) });
      }
    }
    if (orders.length < BATCH) return sums;
    after = orders[orders.length - 1].id;
  }
}

/** Makes a tenant's facts anew from its orders (after a bulk load that bypassed the order steps). */
export async function rebuildOrderFacts(tx: Tx, tenantId: number) {
  await tx.delete(rptOrderFact).where(eq(rptOrderFact.tenantId, tenantId));
  const sums = await directFacts(tx, tenantId);
  await addFacts(tx, tenantId, [...sums.values()]);
  return sums.size;
}

export interface FactDifference {
  tenantId: number;
  key: string;
  kept: Partial<KpiCounters> | null;
  direct: Partial<KpiCounters> | null;
}

const isZero = (c: KpiCounters) => COLUMNS.every((n) => c[n] === 0) && c.turnaroundBuckets.every((b) => !b);
const sameCounters = (a: KpiCounters, b: KpiCounters) => COLUMNS.every((n) => a[n] === b[n]) && a.turnaroundBuckets.every((v, i) => v === (b.turnaroundBuckets[i] ?? 0));

/** One tenant's kept facts against the direct computation over its orders: every key that differs. */
export async function checkTenantFacts(tx: Tx, tenantId: number): Promise<{ keys: number; differences: FactDifference[] }> {
  const direct = await directFacts(tx, tenantId);
  const kept = new Map<string, KpiCounters>();
  for (const r of await tx.select().from(rptOrderFact).where(eq(rptOrderFact.tenantId, tenantId))) {
    const counters = addCounters(emptyCounters(), { ...Object.fromEntries(COLUMNS.map((c) => [c, Number(r[c])])), turnaroundBuckets: r.turnaroundBuckets });
    if (!isZero(counters)) kept.set(keyOf(r), counters);
  }
  const differences: FactDifference[] = [];
  const keys = new Set([...direct.keys(), ...kept.keys()]);
  for (const k of keys) {
    const d = direct.get(k)?.counters ?? emptyCounters();
    const c = kept.get(k) ?? emptyCounters();
    if (!sameCounters(c, d)) differences.push({ tenantId, key: k, kept: kept.get(k) ?? null, direct: direct.get(k)?.counters ?? null });
  }
  return { keys: keys.size, differences };
}

/** Every tenant's facts checked (npm run check). */
export async function checkOrderFacts(db: Db): Promise<{ keys: number; differences: FactDifference[] }> {
  return db.transaction(async (tx) => {
    const tenants = (await tx.selectDistinct({ tenantId: soOrder.tenantId }).from(soOrder)).map((r) => r.tenantId);
    const all = { keys: 0, differences: [] as FactDifference[] };
    for (const tenantId of tenants) {
      const one = await checkTenantFacts(tx, tenantId);
      all.keys += one.keys;
      all.differences.push(...one.differences);
    }
    return all;
  });
}
