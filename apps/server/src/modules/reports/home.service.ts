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
import { ORDER_ACTIONS, type OrderAction, kpiFigures, standingOf } from '@as/shared';
import { and, asc, between, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { assertSiteInScope, snSite } from '../network/index.ts';
import { kpiCondition, ordersOf, rptOrderFact, soOrder } from '../work-orders/index.ts';
import { categoryTree, counters, type DashboardInput, sums } from './dashboard.service.ts';

const f = rptOrderFact;
/** What stands now needs no range. */
const NOW = { start: new Date(), end: new Date() };

/** Today in the server's calendar (the facts' days, FACTS_TIME_ZONE): from its midnight to the next. */
export function todayBounds(now = new Date()): { start: string; end: string } {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { start: start.toISOString(), end: end.toISOString() };
}

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
const siteFigures = (row: Parameters<typeof counters>[0]) => {
  const k = kpiFigures(counters(row));
  return {
    received: k.received,
    finished: k.finished,
    slaCompliance: k.slaCompliance,
    turnaroundAvgMinutes: k.turnaroundAvgMinutes,
    firstAppointAvgMinutes: k.firstAppointAvgMinutes,
    firstTimeFixRate: k.firstTimeFixRate,
  };
};

export async function siteHome(tx: Tx, auth: AuthContext, input: DashboardInput) {
  const site = await outletOf(tx, auth, input.deptId);
  const tenantId = auth.tenantId;
  const factsOf = and(eq(f.tenantId, tenantId), between(f.day, input.from, input.to), input.categoryId ? sql`${f.categoryId} in ${categoryTree(tenantId, input.categoryId)}` : undefined);

  // Each outlet of the region with its subtree's organisations (the outlet alone when it has no superior).
  const region = sql`(
    with recursive tree(root, id) as (
      select dept_id, dept_id from sn_site
      where tenant_id = ${tenantId} and deleted_at is null and ${site.superiorDeptId === null ? sql`id = ${site.id}` : sql`superior_dept_id = ${site.superiorDeptId}`}
      union
      select t.root, d.id from sys_dept d join tree t on d.parent_id = t.id where d.tenant_id = ${tenantId} and d.deleted_at is null
    ) select root, id from tree) region`;
  const outlets = await tx
    .select({ root: sql<number>`region.root`, ...sums })
    .from(sql`${f} join ${region} on ${f.scopeDeptId} = region.id`)
    .where(factsOf)
    .groupBy(sql`region.root`);
  const figuresOf = (root: number) => {
    const row = outlets.find((o) => Number(o.root) === root);
    return siteFigures(row ?? Object.fromEntries(Object.keys(sums).map((k) => [k, 0])) as Parameters<typeof counters>[0]);
  };
  const all = [...new Set([site.deptId, ...outlets.map((o) => Number(o.root))])].map(figuresOf);
  const figures = figuresOf(site.deptId);

  // Its open orders as the work-order list's figure links find them (kpiCondition), within the caller's scope.
  const mine = and(ordersOf(auth, { deptId: site.deptId, categoryId: input.categoryId }), kpiCondition('open', NOW));
  const byStatus = await tx.select({ status: soOrder.status, count: sql<number>`count(*)::int` }).from(soOrder).where(mine).groupBy(soOrder.status).orderBy(soOrder.status);
  const today = todayBounds();
  const [now] = await tx
    .select({
      open: sql<number>`count(*)::int`,
      appointedToday: sql<number>`count(*) filter (where ${kpiCondition('dueToday', NOW)})::int`,
      slaDueToday: sql<number>`count(*) filter (where ${soOrder.completeDueAt} >= ${today.start} and ${soOrder.completeDueAt} < ${today.end})::int`,
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
    appointments: await list(and(gte(soOrder.appointAt, today.start), lt(soOrder.appointAt, today.end)), asc(soOrder.appointAt)),
    onSite: await list(eq(soOrder.checkedIn, true), asc(soOrder.checkInAt)),
    toComplete: await list(mayRun('complete'), sql`${soOrder.appointAt} asc nulls last`),
  };
}
