/**
 * The outlet's and the engineer's home views (issue 19; docs/kpis.md).
 *
 * An outlet (siteIndexMsg) is its organisation's subtree, as its order list is: its open orders counted by status,
 * what is due today and overdue (states, counted on the open orders), its figures over the range (summed from the
 * daily facts by the dashboard's formulas) and where its SLA compliance and first-time-fix rate put it among the
 * outlets of its region (those with the same superior organisation). Its open orders are found as the work-order
 * list's figure links find them (kpiCondition, ordersOf), so each count opens the same orders. An engineer's day
 * (engineerDay) lists his own open orders appointed today, those he is on site for and those whose completion he may
 * submit and has not.
 */
import { addCounters, emptyCounters, type KpiCounters, kpiFigures, ORDER_ACTIONS, type OrderAction, standingOf } from '@as/shared';
import { and, asc, between, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { assertSiteInScope, snSite } from '../network/index.ts';
import { kpiCondition, ordersOf, rptOrderFact, soOrder, todayBounds } from '../work-orders/index.ts';
import { bucketSums, categoryTree, counters, type DashboardInput, sums } from './dashboard.service.ts';

const f = rptOrderFact;
/** What stands now needs no range. */
const NOW = { start: new Date(), end: new Date() };

/** The outlet a caller asks for: the organisation named, by default their own, must be an outlet in their data scope. */
async function outletOf(tx: Tx, auth: AuthContext, deptId: number | undefined) {
  const wanted = deptId ?? auth.deptId;
  const [site] =
    wanted === null
      ? []
      : await tx
          .select({ id: snSite.id, deptId: snSite.deptId, name: snSite.name, superiorDeptId: snSite.superiorDeptId })
          .from(snSite)
          .where(and(eq(snSite.tenantId, auth.tenantId), eq(snSite.deptId, wanted), isNull(snSite.deletedAt)));
  if (!site) throw new AppError('notAnOutlet');
  await assertSiteInScope(tx, auth, site.id);
  return site;
}

/** The figures an outlet's home shows, of summed facts. */
const siteFigures = (c: KpiCounters) => {
  const k = kpiFigures(c);
  return {
    received: k.received,
    finished: k.finished,
    slaCompliance: k.slaCompliance,
    turnaroundAvgMinutes: k.turnaroundAvgMinutes,
    turnaroundP90Hours: k.turnaroundP90Hours,
    firstAppointAvgMinutes: k.firstAppointAvgMinutes,
    firstTimeFixRate: k.firstTimeFixRate,
  };
};

export async function siteHome(tx: Tx, auth: AuthContext, input: DashboardInput) {
  const site = await outletOf(tx, auth, input.deptId);
  const tenantId = auth.tenantId;
  // Each outlet of the region with its subtree's organisations (the outlet alone when it has no superior), read
  // first: joined inside the statement, the recursive tree made the planner read every fact of the range.
  const region = await queryRows<{ root: string; id: string }>(
    tx,
    sql`with recursive tree(root, id) as (
      select dept_id, dept_id from sn_site
      where tenant_id = ${tenantId} and deleted_at is null and ${site.superiorDeptId === null ? sql`id = ${site.id}` : sql`superior_dept_id = ${site.superiorDeptId}`}
      union
      select t.root, d.id from sys_dept d join tree t on d.parent_id = t.id where d.tenant_id = ${tenantId} and d.deleted_at is null
    ) select root, id from tree`,
  );
  // An organisation counts for every outlet above it in the region.
  const rootsOf = new Map<number, number[]>();
  for (const r of region) rootsOf.set(Number(r.id), [...(rootsOf.get(Number(r.id)) ?? []), Number(r.root)]);
  const factsOf = (depts: number[]) =>
    and(eq(f.tenantId, tenantId), between(f.day, input.from, input.to), inArray(f.scopeDeptId, depts), input.categoryId ? sql`${f.categoryId} in ${categoryTree(tenantId, input.categoryId)}` : undefined);
  const [own] = await tx
    .select({ ...sums, ...bucketSums })
    .from(f)
    .where(factsOf(region.filter((r) => Number(r.root) === site.deptId).map((r) => Number(r.id))));
  const figures = siteFigures(counters(own));
  // The region's outlets by the counters of the ranking's two rates only: half the cost of every sum over them all.
  const byDept = await tx
    .select({ deptId: f.scopeDeptId, slaCounted: sums.slaCounted, slaMet: sums.slaMet, repairsFinished: sums.repairsFinished, firstTimeFix: sums.firstTimeFix })
    .from(f)
    .where(factsOf([...rootsOf.keys()]))
    .groupBy(f.scopeDeptId);
  const outlets = new Map<number, KpiCounters>([[site.deptId, emptyCounters()]]);
  for (const row of byDept) for (const root of rootsOf.get(Number(row.deptId)) ?? []) outlets.set(root, addCounters(outlets.get(root) ?? emptyCounters(), counters(row)));
  const all = [...outlets.values()].map(kpiFigures);

  // Its open orders as the work-order list's figure links find them (kpiCondition), within the caller's scope.
  const mine = and(await ordersOf(tx, auth, { deptId: site.deptId, categoryId: input.categoryId }), kpiCondition('open', NOW));
  const byStatus = await tx.select({ status: soOrder.status, count: sql<number>`count(*)::int` }).from(soOrder).where(mine).groupBy(soOrder.status).orderBy(soOrder.status);
  const [now] = await tx
    .select({
      open: sql<number>`count(*)::int`,
      appointedToday: sql<number>`count(*) filter (where ${kpiCondition('dueToday', NOW)})::int`,
      slaDueToday: sql<number>`count(*) filter (where ${kpiCondition('slaDueToday', NOW)})::int`,
      overdue: sql<number>`count(*) filter (where ${kpiCondition('overdue', NOW)})::int`,
    })
    .from(soOrder)
    .where(mine);
  return {
    site: { id: site.id, deptId: site.deptId, name: site.name },
    byStatus,
    now,
    figures,
    ranking: {
      slaCompliance: standingOf(figures.slaCompliance, all.map((o) => o.slaCompliance)),
      firstTimeFixRate: standingOf(figures.firstTimeFixRate, all.map((o) => o.firstTimeFixRate)),
    },
  };
}

/**
 * The orders whose state the lifecycle's table lets the action run from (ORDER_ACTIONS' `when`, each dimension a column
 * of the order; a suspended order still counts: it waits for the same step once resumed).
 */
const mayRun = (action: OrderAction): SQL | undefined =>
  and(...Object.entries(ORDER_ACTIONS[action].when).map(([dimension, values]) => inArray(soOrder[dimension as 'status'], [...(values as number[])])));

const LIST_SIZE = 100;

export async function engineerDay(tx: Tx, auth: AuthContext) {
  const today = todayBounds();
  const own = and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.engineerUserId, auth.userId), isNull(soOrder.deletedAt), kpiCondition('open', NOW));
  const columns = {
    id: soOrder.id,
    orderNo: soOrder.orderNo,
    status: soOrder.status,
    customerName: soOrder.customerName,
    phone: soOrder.phone,
    address: soOrder.address,
    appointAt: soOrder.appointAt,
    checkInAt: soOrder.checkInAt,
  };
  const list = (where: SQL | undefined, order: SQL) => tx.select(columns).from(soOrder).where(and(own, where)).orderBy(order, asc(soOrder.id)).limit(LIST_SIZE);
  return {
    appointments: await list(and(gte(soOrder.appointAt, today.start.toISOString()), lt(soOrder.appointAt, today.end.toISOString())), asc(soOrder.appointAt)),
    onSite: await list(eq(soOrder.checkedIn, true), asc(soOrder.checkInAt)),
    toComplete: await list(mayRun('complete'), sql`${soOrder.appointAt} asc nulls last`),
  };
}
