/**
 * The orders behind the home dashboard's figures (docs/kpis.md), as conditions on the work orders: the work-order
 * list's `kpi` filter ([link, from, to]) opens them, `deptTree` and `categoryTree` keep to an organisation's and a
 * product category's subtree as the dashboard's filters do. Each condition says in SQL what the figure counts
 * (packages/shared kpi/kpi.ts: orderContribution, sumCare); the dashboard test proves each list's count equals its
 * figure. Also the satisfaction and return-visit counters, read over the range from the return visits and the
 * evaluation SMS (sumCare).
 */
import { type CareCounters, KPI_LINKS, KPI_NOW_LINKS, type KpiLink, ListQueryError, SATISFIED } from '@as/shared';
import { and, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
// The return visits' and evaluations' tables through the schema (read only here; the care module owns them).
import { soEvaluation, soRecallLine } from '../../db/schema.ts';
import { subtreeIds, subtreeOf } from '../../platform/depts/dept.repository.ts';
import { orderScopeOf } from './order.repository.ts';
import { soOrder } from './order.table.ts';

const o = soOrder;
const l = soRecallLine;
const e = soEvaluation;

/** A product category and those below it. */
export const categoryTree = (tenantId: number, rootId: number): SQL => sql`(
  with recursive tree(id) as (
    select id from bas_item_category where tenant_id = ${tenantId} and id = ${rootId}
    union
    select c.id from bas_item_category c join tree t on c.parent_id = t.id where c.tenant_id = ${tenantId}
  ) select id from tree)`;

/** The instants of a range of days (YYYY-MM-DD, inclusive): its first day's start to the day after its last, in the facts' time zone (the server's). */
export function rangeBounds(from: string, to: string): { start: Date; end: Date } {
  const end = new Date(`${to}T00:00:00`);
  end.setDate(end.getDate() + 1);
  return { start: new Date(`${from}T00:00:00`), end };
}

/** Today in the server's calendar (the facts' days, FACTS_TIME_ZONE): from its midnight to the next. */
export function todayBounds(now = new Date()): { start: Date; end: Date } {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { start, end };
}

const within = (column: SQLWrapper, b: { start: Date; end: Date }) => sql`${column} >= ${b.start.toISOString()} and ${column} < ${b.end.toISOString()}`;

// Open: neither finished (1250) nor cancelled (1260), the two final statuses and the only ones from 1250 up; said as
// the open orders' partial indexes say it, so that the planner may use them.
const OPEN = sql`${o.status} < 1250`;
const satisfied = sql.join(
  SATISFIED.map((v) => sql`${v}`),
  sql`, `,
);

/** A completed follow-up of the order (outer query's so_order) whose last call succeeded with a rating. */
const visitRated = (line: SQL) => sql`${line}.status = 'completed' and ${line}.deleted_at is null and ${line}.outcome = 'success' and ${line}.satisfaction is not null and ${line}.satisfaction <> 'notRated'`;

/** The condition on so_order of each figure's orders; the range's bounds for those of a range. */
export function kpiCondition(link: KpiLink, b: { start: Date; end: Date }): SQL {
  const received = within(o.reportAt, b);
  const finished = sql`${o.status} = 1250 and ${within(o.finishedAt, b)}`;
  const repair = sql`${finished} and ${o.orderType} = 'repair'`;
  switch (link) {
    case 'received':
      return received;
    case 'finished':
      return finished;
    case 'cancelled':
      return sql`${o.status} = 1260 and ${within(o.cancelledAt, b)}`;
    case 'rejected':
      return sql`${received} and ${o.rejectCount} > 0`;
    case 'slaMissed':
      return sql`${finished} and ${o.completedAt} is not null and ${o.completeDueAt} is not null and ${o.completedAt} > ${o.completeDueAt}`;
    case 'turnaround':
      return sql`${finished} and ${o.completedAt} is not null`;
    case 'firstAppoint':
      return sql`${received} and ${o.firstAppointAt} is not null`;
    case 'notFirstTimeFix':
      return sql`${repair} and not (${o.appointCount} <= 1 and ${o.secondAppointAt} is null and ${o.parts} = 'none')`;
    case 'repeats':
      return sql`${repair} and ${o.repeatOfOrderId} is not null`;
    case 'notSatisfied':
      return sql`(exists (select 1 from ${l} v where v.tenant_id = ${o.tenantId} and v.order_id = ${o.id} and ${visitRated(sql`v`)} and v.satisfaction not in (${satisfied}) and ${within(sql`v.completed_at`, b)})
        or exists (select 1 from ${e} a where a.tenant_id = ${o.tenantId} and a.order_id = ${o.id} and a.status = 'answered' and a.satisfaction is not null and a.satisfaction not in (${satisfied}) and ${within(sql`a.answered_at`, b)}
          and not exists (select 1 from ${l} v where v.tenant_id = ${o.tenantId} and v.order_id = ${o.id} and ${visitRated(sql`v`)})))`;
    case 'recallFailed':
      return sql`exists (select 1 from ${l} v where v.tenant_id = ${o.tenantId} and v.order_id = ${o.id} and v.status = 'completed' and v.deleted_at is null and v.outcome is distinct from 'success' and ${within(sql`v.completed_at`, b)})`;
    case 'open':
      return OPEN;
    case 'overdue':
      return sql`${OPEN} and ${o.completeDueAt} < now()`;
    case 'partsWaiting':
      return sql`${OPEN} and ${o.parts} in ('requested', 'evaluating', 'delivering')`;
    case 'dueToday':
      return sql`${OPEN} and ${o.appointAt} >= current_date and ${o.appointAt} < current_date + 1`;
    case 'slaDueToday':
      return sql`${OPEN} and ${within(o.completeDueAt, todayBounds())}`;
  }
}

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()));
/** [a link of what stands now] or [a link, from, to]. */
const KpiFilter = z.union([
  z.tuple([z.enum(KPI_LINKS).refine((v) => KPI_NOW_LINKS.includes(v))]),
  z.tuple([z.enum(KPI_LINKS), Day, Day]).refine(([, from, to]) => from <= to),
]);
const Id = z.string().regex(/^\d+$/);

/** The work-order list's filters of the figures' links (hooks of the order resource): a bad value names the filter. */
export const kpiFilters = {
  kpi(values: string[]): SQL {
    const parsed = KpiFilter.safeParse(values);
    if (!parsed.success) throw new ListQueryError('badType', 'filters.kpi');
    const [link, from, to] = parsed.data;
    const b = from && to ? rangeBounds(from, to) : { start: new Date(), end: new Date() };
    return kpiCondition(link, b);
  },
  deptTree(values: string[], tenantId: number): SQL {
    if (values.length !== 1 || !Id.safeParse(values[0]).success) throw new ListQueryError('badType', 'filters.deptTree');
    return sql`${o.scopeDeptId} in ${subtreeIds(tenantId, Number(values[0]))}`;
  },
  categoryTree(values: string[], tenantId: number): SQL {
    if (values.length !== 1 || !Id.safeParse(values[0]).success) throw new ListQueryError('badType', 'filters.categoryTree');
    return sql`${o.categoryId} in ${categoryTree(tenantId, Number(values[0]))}`;
  },
};

/**
 * The dashboard's filters on the orders: the caller's scope, one organisation's subtree, one product category's. The
 * organisations are read first: inside the statement a recursive subtree makes the planner read every order of the
 * tenant (docs/benchmarks.md, issue 19).
 */
export const ordersOf = async (tx: Tx, auth: AuthContext, input: { deptId?: number; categoryId?: number }) =>
  and(
    sql`${o.tenantId} = ${auth.tenantId}`,
    sql`${o.deletedAt} is null`,
    await orderScopeOf(tx, auth),
    input.deptId ? inArray(o.scopeDeptId, await subtreeOf(tx, auth.tenantId, input.deptId)) : undefined,
    input.categoryId ? kpiFilters.categoryTree([String(input.categoryId)], auth.tenantId) : undefined,
  );

/** The follow-ups and ratings of a range (sumCare in SQL) among the orders `orders` (ordersOf). */
export async function careCounters(tx: Tx, auth: AuthContext, range: { from: string; to: string }, orders: SQL | undefined): Promise<CareCounters> {
  const b = rangeBounds(range.from, range.to);
  const [visits] = await tx
    .select({
      followUps: sql<number>`count(*)::int`,
      followUpsSucceeded: sql<number>`count(*) filter (where ${l.outcome} = 'success')::int`,
      rated: sql<number>`count(*) filter (where ${visitRated(sql`${l}`)})::int`,
      satisfied: sql<number>`count(*) filter (where ${visitRated(sql`${l}`)} and ${l.satisfaction} in (${satisfied}))::int`,
    })
    .from(l)
    .innerJoin(o, and(sql`${o.tenantId} = ${l.tenantId}`, sql`${o.id} = ${l.orderId}`))
    .where(and(sql`${l.tenantId} = ${auth.tenantId}`, sql`${l.status} = 'completed'`, sql`${l.deletedAt} is null`, within(l.completedAt, b), orders));
  const [replies] = await tx
    .select({ rated: sql<number>`count(*)::int`, satisfied: sql<number>`count(*) filter (where ${e.satisfaction} in (${satisfied}))::int` })
    .from(e)
    .innerJoin(o, and(sql`${o.tenantId} = ${e.tenantId}`, sql`${o.id} = ${e.orderId}`))
    .where(
      and(
        sql`${e.tenantId} = ${auth.tenantId}`,
        sql`${e.status} = 'answered'`,
        sql`${e.satisfaction} is not null`,
        within(e.answeredAt, b),
        sql`not exists (select 1 from ${l} v where v.tenant_id = ${e.tenantId} and v.order_id = ${e.orderId} and ${visitRated(sql`v`)})`,
        orders,
      ),
    );
  return { followUps: visits.followUps, followUpsSucceeded: visits.followUpsSucceeded, rated: visits.rated + replies.rated, satisfied: visits.satisfied + replies.satisfied };
}
