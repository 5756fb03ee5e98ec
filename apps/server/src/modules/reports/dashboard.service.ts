/**
 * The home dashboard's figures (issue 19; docs/kpis.md): the KPIs of a range summed from the orders' daily facts in
 * the caller's data scope (optionally one organisation's subtree and one product category with those below it), the
 * trend by day, the outlets' and engineers' ranking, and what stands now (open, overdue, waiting for parts, due
 * today) counted on the open orders themselves, since a state is no event.
 */
import { careFigures, emptyCounters, type KpiCounters, kpiFigures, TURNAROUND_BUCKETS_H } from '@as/shared';
import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { orgScopeOf } from '../../http/resource/data-scope.ts';
import { subtreeOf } from '../../platform/depts/dept.repository.ts';
import { snSiteEngineer } from '../engineers/index.ts';
import { snSite } from '../network/index.ts';
import { careCounters, categoryTree, kpiCondition, ordersOf, rptOrderFact, soOrder } from '../work-orders/index.ts';

export interface DashboardInput {
  /** The range's days, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** One organisation and those below it (within the caller's scope). */
  deptId?: number;
  /** One product category and those below it. */
  categoryId?: number;
}

/** Every day from..to (YYYY-MM-DD, inclusive): the trend has a point for each, none missing where nothing happened. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1)) days.push(d.toISOString().slice(0, 10));
  return days;
}

/** How many outlets and engineers the rankings show. */
export const RANKING_SIZE = 10;

const f = rptOrderFact;

/**
 * The facts the caller may see: those of the orders of their data scope, by the organisation that sees them (its
 * subtree read first: orgScopeOf); with the own-records scope (an engineer), those of his own orders.
 */
async function factsScope(tx: Tx, auth: AuthContext): Promise<SQL | undefined> {
  const { dataScope, deptId } = auth;
  if (dataScope === 'all' || (deptId !== null && (dataScope === 'dept_and_below' || dataScope === 'dept'))) return orgScopeOf(tx, auth, { dept: f.scopeDeptId, owner: f.engineerId });
  return sql`${f.engineerId} in (select ${snSiteEngineer.id} from ${snSiteEngineer} where ${snSiteEngineer.tenantId} = ${auth.tenantId} and ${snSiteEngineer.userId} = ${auth.userId})`;
}

/** A product category and those below it (the work-order list's categoryTree filter too). */
export { categoryTree };

export const sums = {
  received: sql<number>`coalesce(sum(${f.received}), 0)::int`,
  finished: sql<number>`coalesce(sum(${f.finished}), 0)::int`,
  cancelled: sql<number>`coalesce(sum(${f.cancelled}), 0)::int`,
  rejected: sql<number>`coalesce(sum(${f.rejected}), 0)::int`,
  slaCounted: sql<number>`coalesce(sum(${f.slaCounted}), 0)::int`,
  slaMet: sql<number>`coalesce(sum(${f.slaMet}), 0)::int`,
  turnaroundCount: sql<number>`coalesce(sum(${f.turnaroundCount}), 0)::int`,
  turnaroundMinutes: sql<number>`coalesce(sum(${f.turnaroundMinutes}), 0)::bigint`,
  firstAppointCount: sql<number>`coalesce(sum(${f.firstAppointCount}), 0)::int`,
  firstAppointMinutes: sql<number>`coalesce(sum(${f.firstAppointMinutes}), 0)::bigint`,
  repairsFinished: sql<number>`coalesce(sum(${f.repairsFinished}), 0)::int`,
  firstTimeFix: sql<number>`coalesce(sum(${f.firstTimeFix}), 0)::int`,
  repeats: sql<number>`coalesce(sum(${f.repeats}), 0)::int`,
};

/**
 * The turnaround histogram summed bucket by bucket (turnaround_buckets[1] .. [n], then the open bucket), in the same
 * statement as the other sums: one pass over the facts instead of a second one unnesting every row's array.
 */
export const bucketSums = Object.fromEntries(
  Array.from({ length: TURNAROUND_BUCKETS_H.length + 1 }, (_, i) => [`bucket${i}`, sql<number>`coalesce(sum(${f.turnaroundBuckets}[${sql.raw(String(i + 1))}]), 0)::int`]),
);

/** The counters of a row of `sums` (or some of them: the others 0), with the histogram when the row has `bucketSums`. */
export const counters = (row: Partial<Record<keyof typeof sums, number | string>> & Record<string, unknown>): KpiCounters => {
  const c = emptyCounters();
  for (const name of Object.keys(sums) as (keyof typeof sums)[]) if (name in row) (c[name] as number) = Number(row[name]);
  for (const [i, name] of Object.keys(bucketSums).entries()) if (name in row) c.turnaroundBuckets[i] = Number(row[name]);
  return c;
};

/** The figures of a ranked outlet or engineer: the few the ranking shows. */
const ranked = (c: KpiCounters) => {
  const k = kpiFigures(c);
  return { finished: k.finished, slaCompliance: k.slaCompliance, firstTimeFixRate: k.firstTimeFixRate, turnaroundAvgMinutes: k.turnaroundAvgMinutes };
};

export async function dashboard(tx: Tx, auth: AuthContext, input: DashboardInput) {
  const where = and(
    eq(f.tenantId, auth.tenantId),
    between(f.day, input.from, input.to),
    await factsScope(tx, auth),
    input.deptId ? inArray(f.scopeDeptId, await subtreeOf(tx, auth.tenantId, input.deptId)) : undefined,
    input.categoryId ? sql`${f.categoryId} in ${categoryTree(auth.tenantId, input.categoryId)}` : undefined,
  );
  const [total] = await tx.select({ ...sums, ...bucketSums }).from(f).where(where);
  const trend = await tx.select({ day: f.day, received: sums.received, finished: sums.finished, cancelled: sums.cancelled }).from(f).where(where).groupBy(f.day).orderBy(f.day);
  const outletRows = await tx
    .select({ id: f.siteId, ...sums })
    .from(f)
    .where(and(where, sql`${f.siteId} <> 0`))
    .groupBy(f.siteId)
    .orderBy(sql`sum(${f.finished}) desc`, f.siteId)
    .limit(RANKING_SIZE);
  const engineerRows = await tx
    .select({ id: f.engineerId, ...sums })
    .from(f)
    .where(and(where, sql`${f.engineerId} <> 0`))
    .groupBy(f.engineerId)
    .orderBy(sql`sum(${f.finished}) desc`, f.engineerId)
    .limit(RANKING_SIZE);
  const siteNames = outletRows.length ? await tx.select({ id: snSite.id, name: snSite.name }).from(snSite).where(and(eq(snSite.tenantId, auth.tenantId), inArray(snSite.id, outletRows.map((r) => r.id)))) : [];
  const engineerNames = engineerRows.length
    ? await tx.select({ id: snSiteEngineer.id, name: snSiteEngineer.name }).from(snSiteEngineer).where(and(eq(snSiteEngineer.tenantId, auth.tenantId), inArray(snSiteEngineer.id, engineerRows.map((r) => r.id))))
    : [];
  const nameOf = (names: { id: number; name: string }[], id: number) => names.find((n) => n.id === id)?.name ?? String(id);
  const orders = await ordersOf(tx, auth, input);
  return {
    figures: { ...kpiFigures(counters(total)), ...careFigures(await careCounters(tx, auth, input, orders)) },
    trend: daysOf(input.from, input.to).map((day) => {
      const t = trend.find((d) => d.day === day);
      return { day, received: Number(t?.received ?? 0), finished: Number(t?.finished ?? 0), cancelled: Number(t?.cancelled ?? 0) };
    }),
    outlets: outletRows.map((r) => ({ id: r.id, name: nameOf(siteNames, r.id), ...ranked(counters(r)) })),
    engineers: engineerRows.map((r) => ({ id: r.id, name: nameOf(engineerNames, r.id), ...ranked(counters(r)) })),
    now: await standing(tx, orders),
  };
}

const NOW = { start: new Date(), end: new Date() };

/** What stands now among the open orders of the caller's scope (and filters): open, past the SLA's completion, waiting for parts, appointed for today. */
async function standing(tx: Tx, orders: SQL | undefined) {
  const [row] = await tx
    .select({
      open: sql<number>`count(*)::int`,
      overdue: sql<number>`count(*) filter (where ${kpiCondition('overdue', NOW)})::int`,
      partsWaiting: sql<number>`count(*) filter (where ${kpiCondition('partsWaiting', NOW)})::int`,
      dueToday: sql<number>`count(*) filter (where ${kpiCondition('dueToday', NOW)})::int`,
    })
    .from(soOrder)
    .where(and(orders, kpiCondition('open', NOW)));
  return row;
}
