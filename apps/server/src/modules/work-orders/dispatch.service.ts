/**
 * Dispatch beyond one order and one step: engineers' daily capacity, batch assignment, reassignment to another
 * engineer or outlet, automatic dispatch and acceptance of a new order (company configuration, the outlets'
 * flags and the snAutoEngineerDispatch rules), and the ranked recommendation of outlets or engineers with the
 * reasons behind each place (distance, load, skill, SLA risk). Every move still runs through actOn.
 */
import { ENGINEER_LEVELS, FINAL_STATUSES, IN_SERVICE, ORDER_PERMISSIONS, ORDER_STATUSES, UNACCEPTED } from '@as/shared';
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { distanceKm, type Point } from '../../db/geo.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { findDept, subtreeIds } from '../../platform/depts/dept.repository.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { snSiteEngineer } from '../engineers/index.ts';
import { companyConfigOf } from '../master-data/index.ts';
import { type DispatchCandidate, dispatchCandidates, findSite, snSite } from '../network/index.ts';
import { actOn, onCreated, type OrderRow, orderForUpdate } from './order.service.ts';
import { soOrder } from './order.table.ts';

type Engineer = typeof snSiteEngineer.$inferSelect;

/**
 * Open orders. Every open status sorts below the final ones, so `status < first final` is what the partial indexes on
 * open orders say (so_order_engineer_day_idx); a `not in` of the final statuses would not use them.
 */
const FIRST_FINAL = Math.min(...FINAL_STATUSES);
if (ORDER_STATUSES.some((s) => s > FIRST_FINAL && !FINAL_STATUSES.includes(s))) throw new Error('an open order status sorts after a final one');
const OPEN = sql`${soOrder.status} < ${sql.raw(String(FIRST_FINAL))} and ${soOrder.deletedAt} is null`;

/** The tenant's time zone: its default locale's (UTC when it has none). */
const zoneOf = (tenantId: number) => sql`coalesce((select time_zone from bas_locale where tenant_id = ${tenantId} and is_default and deleted_at is null limit 1), 'UTC')`;

/** The calendar day of a time in the tenant's time zone. */
const dayOf = (tenantId: number, at: SQL) => sql`((${at}) at time zone ${zoneOf(tenantId)})::date`;

/** The day an order takes an engineer's capacity on: its appointment's, else today (the day it is assigned). */
const dayOfOrder = (tenantId: number, order: Pick<OrderRow, 'appointAt'>, now: Date) => dayOf(tenantId, sql`${order.appointAt ?? now.toISOString()}::timestamptz`);

/** Per engineer: his open orders appointed (or, without appointment, assigned) on the day, other than `exceptId`. */
async function dayLoads(db: Conn, tenantId: number, engineerIds: number[], day: SQL, exceptId?: number) {
  if (!engineerIds.length) return new Map<number, number>();
  const rows = await db
    .select({ engineerId: soOrder.engineerId, n: sql<number>`count(*)::int` })
    .from(soOrder)
    .where(
      and(
        eq(soOrder.tenantId, tenantId),
        inArray(soOrder.engineerId, engineerIds),
        OPEN,
        exceptId === undefined ? undefined : ne(soOrder.id, exceptId),
        // Between the day's midnights in the tenant's zone: a range the index on (engineer, that time) serves.
        sql`coalesce(${soOrder.appointAt}, ${soOrder.assignedAt}) >= ((${day})::timestamp at time zone ${zoneOf(tenantId)})`,
        sql`coalesce(${soOrder.appointAt}, ${soOrder.assignedAt}) < ((${day}) + 1)::timestamp at time zone ${zoneOf(tenantId)}`,
      ),
    )
    .groupBy(soOrder.engineerId);
  return new Map(rows.map((r) => [Number(r.engineerId), r.n]));
}

/** Refuses an engineer whose day is full: capacityFull {name, n}. */
export async function assertCapacity(tx: Tx, tenantId: number, engineer: Engineer, order: OrderRow, now: Date) {
  const load = (await dayLoads(tx, tenantId, [engineer.id], dayOfOrder(tenantId, order, now), order.id)).get(engineer.id) ?? 0;
  if (load >= engineer.dailyCapacity) throw new AppError('capacityFull', { name: engineer.name, n: engineer.dailyCapacity });
}

/** What a batch gives the selected orders: an engineer (assign), an outlet (assignSite) or a centre (assignOrg). */
export type BatchTarget = { engineerId: number } | { siteId: number } | { centreId: number };

/** batchAssign: every selected order moves, or none does (the first refusal undoes the batch). */
export async function batchAssign(tx: Tx, auth: AuthContext, ids: number[], target: BatchTarget) {
  if (!ids.length) throw new AppError('selectRecordsFirst');
  const action = 'engineerId' in target ? 'assign' : 'siteId' in target ? 'assignSite' : 'assignOrg';
  const moved: OrderRow[] = [];
  // Locked in id order, so two batches over the same orders cannot deadlock.
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    moved.push(await actOn(tx, auth, await orderForUpdate(tx, auth, id), action, { id, ...target }));
  }
  return moved;
}

/**
 * reAssign: to another engineer of the outlet (assign), or to another outlet. Before acceptance that is a new
 * assignSite; after it, the order is handed back up (backOrder, with the reason) and dispatched again in the
 * same transaction, each step in the history.
 */
export async function reAssign(tx: Tx, auth: AuthContext, order: OrderRow, input: { engineerId?: number; siteId?: number; reason?: string; version?: number }) {
  const { engineerId, siteId, reason, version } = input;
  if (engineerId === undefined && siteId === undefined) throw new FieldErrors([{ field: 'engineerId', code: 'required' }]);
  if (engineerId !== undefined && siteId !== undefined) throw new FieldErrors([{ field: 'siteId', code: 'unknownField' }]);
  if (engineerId !== undefined) {
    if (engineerId === order.engineerId) throw new FieldErrors([{ field: 'engineerId', code: 'sameAssignee' }]);
    return actOn(tx, auth, order, 'assign', { id: order.id, version, engineerId, reason });
  }
  if (siteId === order.siteId) throw new FieldErrors([{ field: 'siteId', code: 'sameAssignee' }]);
  let current = order;
  if (version !== undefined && version !== order.version) throw new AppError('orderChanged');
  // Handing back is the dispatcher's decision here: it runs under the permission to dispatch to an outlet.
  while (!(UNACCEPTED as readonly number[]).includes(current.status) && current.siteId !== null) {
    current = await actOn(tx, auth, current, 'backOrder', { id: current.id, reason }, { permission: ORDER_PERMISSIONS.assignSite });
  }
  return actOn(tx, auth, current, 'assignSite', { id: current.id, siteId: siteId!, reason });
}

/** Whether a site's organisation node is inside the order's (a centre's order stays with its own outlets). */
const withinOrder = async (tx: Tx, tenantId: number, order: OrderRow, deptId: number) =>
  order.scopeDeptId === null ||
  (await tx.select({ id: snSite.id }).from(snSite).where(and(eq(snSite.tenantId, tenantId), eq(snSite.deptId, deptId), sql`${snSite.deptId} in ${subtreeIds(tenantId, order.scopeDeptId)}`))).length > 0;

const orderPoint = (order: Pick<OrderRow, 'lat' | 'lng'>): Point | null => (order.lat !== null && order.lng !== null ? { lat: Number(order.lat), lng: Number(order.lng) } : null);

/**
 * A new order, when the company dispatches automatically: to the best outlet of the rules (within the centre that
 * registered it), accepted at once when the outlet accepts automatically, and given to an engineer when the outlet
 * dispatches automatically — the rule's engineer when he has room, else the best-ranked engineer with room.
 */
async function autoDispatch(tx: Tx, auth: AuthContext, order: OrderRow): Promise<OrderRow> {
  if (!(await companyConfigOf(tx, auth.tenantId)).autoDispatch) return order;
  const candidates = await dispatchCandidates(tx, auth.tenantId, { areaId: order.districtId, categoryId: order.categoryId, serviceTypeId: order.serviceTypeId, point: orderPoint(order) });
  let chosen: DispatchCandidate | undefined;
  let site: Awaited<ReturnType<typeof findSite>> | undefined;
  for (const candidate of candidates) {
    site = await findSite(tx, auth.tenantId, candidate.siteId);
    if (site && (await withinOrder(tx, auth.tenantId, order, site.deptId))) {
      chosen = candidate;
      break;
    }
  }
  if (!chosen || !site) return order;
  const system = { system: true };
  let current = await actOn(tx, auth, order, 'assignSite', { id: order.id, siteId: site.id }, system);
  if (!site.autoAccept) return current;
  current = await actOn(tx, auth, current, 'accept', { id: order.id }, system);
  if (!site.autoDispatch) return current;
  const engineers = await engineerCandidates(tx, auth.tenantId, current, new Date());
  const named = chosen.engineerId === null ? undefined : engineers.find((e) => e.id === chosen.engineerId && e.load < e.capacity);
  const pick = named ?? engineers.find((e) => e.load < e.capacity);
  if (!pick) return current;
  return actOn(tx, auth, current, 'assign', { id: order.id, engineerId: pick.id }, system);
}
onCreated(autoDispatch);

export type SlaRisk = 'none' | 'low' | 'medium' | 'high';

/**
 * The risk of missing the completion deadline with this assignee: past due is high; otherwise it grows as the
 * deadline nears (within a day) and as the assignee's load approaches his capacity.
 */
export function slaRisk(hoursLeft: number | null, utilisation: number): SlaRisk {
  if (hoursLeft === null) return 'none';
  if (hoursLeft <= 0 || (hoursLeft < 24 && utilisation >= 0.5)) return 'high';
  if (hoursLeft < 24 || utilisation >= 0.8) return 'medium';
  return 'low';
}

export interface Recommendation {
  id: number;
  name: string;
  code: string;
  /** The outlet's centre (outlets), or the engineer's outlet. */
  parentName: string | null;
  lat: number | null;
  lng: number | null;
  distanceKm: number | null;
  /** Open orders now (outlet) or on the day (engineer), and what it can take (the engineers' daily capacities). */
  load: number;
  capacity: number;
  /** The best matching dispatch rule's rank (1 best), if any rule matches. */
  ruleRank: number | null;
  /** Engineer level (engineers only), and whether a matching rule names him. */
  level: string | null;
  ruleNamed: boolean;
  hoursLeft: number | null;
  slaRisk: SlaRisk;
  full: boolean;
  score: number;
}

const RISK_PENALTY: Record<SlaRisk, number> = { none: 0, low: 0, medium: 10, high: 30 };

/**
 * Points for a place: a matching rule, nearness (within 30 km), spare capacity, skill; less for SLA risk. An
 * engineer's capacity is a hard limit for the day (full ones last, and refused); an outlet's open orders against
 * its engineers' daily capacities only weigh.
 */
function scored(c: Omit<Recommendation, 'score' | 'slaRisk' | 'full' | 'hoursLeft'>, hoursLeft: number | null, dailyLimit: boolean): Recommendation {
  const utilisation = c.capacity > 0 ? c.load / c.capacity : 1;
  const risk = slaRisk(hoursLeft, utilisation);
  const level = c.level === null ? 0 : ENGINEER_LEVELS.indexOf(c.level as (typeof ENGINEER_LEVELS)[number]) * 5;
  const score =
    (c.ruleRank === null ? 0 : Math.max(10, 45 - c.ruleRank * 5)) +
    (c.ruleNamed ? 20 : 0) +
    (c.distanceKm === null ? 0 : Math.max(0, 30 - c.distanceKm)) +
    20 * (1 - Math.min(1, utilisation)) +
    Math.max(0, level) -
    RISK_PENALTY[risk];
  return { ...c, hoursLeft, slaRisk: risk, full: dailyLimit && c.load >= c.capacity, score: Math.round(score * 10) / 10 };
}

const rank = (list: Recommendation[]) => list.sort((a, b) => Number(a.full) - Number(b.full) || b.score - a.score || a.id - b.id);
const hoursLeftOf = (order: OrderRow, now: Date) => (order.completeDueAt ? Math.round(((new Date(order.completeDueAt).getTime() - now.getTime()) / 3_600_000) * 10) / 10 : null);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

type Place = Omit<Recommendation, 'score' | 'slaRisk' | 'full' | 'hoursLeft' | 'ruleRank' | 'ruleNamed'>;

/** On-job engineers of an outlet (and the outlets below it) with their load on the day, nearest to the point first. */
async function outletEngineers(db: Conn, tenantId: number, siteDeptId: number, point: Point | null, day: SQL, exceptOrderId?: number): Promise<Place[]> {
  const lat = sql`coalesce(${snSiteEngineer.lat}, ${snSite.lat})`;
  const lng = sql`coalesce(${snSiteEngineer.lng}, ${snSite.lng})`;
  const rows = await db
    .select({
      id: snSiteEngineer.id,
      name: snSiteEngineer.name,
      code: snSiteEngineer.jobNo,
      parentName: snSite.name,
      level: snSiteEngineer.level,
      capacity: snSiteEngineer.dailyCapacity,
      lat: sql<string | null>`${lat}`,
      lng: sql<string | null>`${lng}`,
      distanceKm: point ? distanceKm(lat, lng, point) : sql<null>`null`,
    })
    .from(snSiteEngineer)
    .leftJoin(snSite, and(eq(snSite.tenantId, snSiteEngineer.tenantId), eq(snSite.deptId, snSiteEngineer.deptId), isNull(snSite.deletedAt)))
    .where(and(eq(snSiteEngineer.tenantId, tenantId), isNull(snSiteEngineer.deletedAt), eq(snSiteEngineer.postStat, 'on_job'), sql`${snSiteEngineer.deptId} in ${subtreeIds(tenantId, siteDeptId)}`))
    .orderBy(snSiteEngineer.id);
  const loads = await dayLoads(
    db,
    tenantId,
    rows.map((r) => r.id),
    day,
    exceptOrderId,
  );
  return rows.map((r) => ({ ...r, lat: num(r.lat), lng: num(r.lng), distanceKm: num(r.distanceKm), load: loads.get(r.id) ?? 0 }));
}

/** Operating outlets the caller may dispatch to (below his organisation unless headquarters), with their open orders and capacity. */
async function dispatchableSites(db: Conn, auth: AuthContext, point: Point | null, exceptSiteId: number | null): Promise<Place[]> {
  const { tenantId } = auth;
  const scope =
    auth.dataScope === 'all' ? undefined : auth.deptId === null ? sql`false` : and(sql`${snSite.deptId} in ${subtreeIds(tenantId, auth.deptId)}`, ne(snSite.deptId, auth.deptId));
  // Correlated with the outer sn_site row by its table name (drizzle leaves single-table columns unqualified).
  const load = sql<number>`(select count(*)::int from so_order o where o.tenant_id = sn_site.tenant_id and o.site_id = sn_site.id and o.deleted_at is null
    and o.status not in (${sql.join(
      FINAL_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )}))`;
  const capacity = sql<number>`(select coalesce(sum(e.daily_capacity), 0)::int from sn_site_engineer e where e.tenant_id = sn_site.tenant_id and e.dept_id = sn_site.dept_id
    and e.post_stat = 'on_job' and e.deleted_at is null)`;
  const centre = sql<string | null>`(with recursive up(id, parent_id, kind, name, depth) as (
      select d.id, d.parent_id, d.kind, d.name, 0 from sys_dept d where d.tenant_id = sn_site.tenant_id and d.id = sn_site.dept_id
      union all select d.id, d.parent_id, d.kind, d.name, u.depth + 1 from sys_dept d join up u on d.id = u.parent_id where d.tenant_id = sn_site.tenant_id and u.depth < 32
    ) select name from up where kind = 'centre' order by depth limit 1)`;
  const rows = await db
    .select({
      id: snSite.id,
      name: snSite.name,
      code: snSite.code,
      parentName: centre,
      lat: snSite.lat,
      lng: snSite.lng,
      distanceKm: point ? distanceKm(snSite.lat, snSite.lng, point) : sql<null>`null`,
      load,
      capacity,
    })
    .from(snSite)
    .where(and(eq(snSite.tenantId, tenantId), isNull(snSite.deletedAt), eq(snSite.operatingState, 'operating'), scope, exceptSiteId === null ? undefined : ne(snSite.id, exceptSiteId)))
    .orderBy(snSite.code);
  return rows.map((r) => ({ ...r, level: null, lat: num(r.lat), lng: num(r.lng), distanceKm: num(r.distanceKm) }));
}

/** The order's outlet's engineers, ranked for it (a rule naming the engineer counts as skill). */
async function engineerCandidates(db: Conn, tenantId: number, order: OrderRow, now: Date): Promise<Recommendation[]> {
  const site = order.siteId === null ? undefined : await findSite(db, tenantId, order.siteId);
  if (!site) return [];
  const engineers = await outletEngineers(db, tenantId, site.deptId, orderPoint(order), dayOfOrder(tenantId, order, now), order.id);
  const rules = await dispatchCandidates(db, tenantId, { areaId: order.districtId, categoryId: order.categoryId, serviceTypeId: order.serviceTypeId });
  const hoursLeft = hoursLeftOf(order, now);
  return rank(
    engineers.map((e) => {
      const rule = rules.find((c) => c.siteId === site.id && c.engineerId === e.id);
      return scored({ ...e, ruleRank: rule?.rank ?? null, ruleNamed: Boolean(rule) }, hoursLeft, true);
    }),
  );
}

/** The outlets the caller may send the order to, ranked for it. */
async function siteCandidates(db: Conn, auth: AuthContext, order: OrderRow, now: Date): Promise<Recommendation[]> {
  const sites = await dispatchableSites(db, auth, orderPoint(order), order.siteId);
  const rules = await dispatchCandidates(db, auth.tenantId, { areaId: order.districtId, categoryId: order.categoryId, serviceTypeId: order.serviceTypeId });
  const hoursLeft = hoursLeftOf(order, now);
  return rank(sites.map((site) => scored({ ...site, ruleRank: rules.find((c) => c.siteId === site.id)?.rank ?? null, ruleNamed: false }, hoursLeft, false)));
}

/**
 * What the caller may recommend for the order: engineers when an outlet has accepted it, else outlets (for
 * headquarters and centres, or an outlet passing it to a subordinate).
 */
export async function recommend(db: Conn, auth: AuthContext, order: OrderRow, wanted?: 'site' | 'engineer') {
  const now = new Date();
  const accepted = (IN_SERVICE as readonly number[]).includes(order.status);
  // 'site' for an accepted order: another outlet to reassign it to.
  const level = wanted ?? (accepted && order.siteId !== null ? ('engineer' as const) : ('site' as const));
  const candidates = level === 'engineer' ? await engineerCandidates(db, auth.tenantId, order, now) : await siteCandidates(db, auth, order, now);
  return { level, orderId: order.id, hoursLeft: hoursLeftOf(order, now), candidates };
}

/** The caller's dispatch level: headquarters, a centre, or an outlet (which dispatches to its engineers). */
export async function dispatchLevel(db: Conn, auth: AuthContext): Promise<'hq' | 'centre' | 'outlet'> {
  if (auth.dataScope === 'all' || auth.deptId === null) return 'hq';
  return (await findDept(db, auth.tenantId, auth.deptId))?.kind === 'centre' ? 'centre' : 'outlet';
}

/** Orders waiting for the caller's dispatch: at headquarters or his centre (new or rejected), or accepted by his outlet without an engineer. */
const PENDING: Record<'hq' | 'centre' | 'outlet', SQL> = {
  hq: sql`${soOrder.holder} = 'hq' and ${soOrder.status} in (1010, 1025)`,
  centre: sql`${soOrder.holder} = 'centre' and ${soOrder.status} in (1010, 1025)`,
  outlet: sql`${soOrder.holder} = 'outlet' and ${soOrder.engineerId} is null and ${inArray(soOrder.status, [...IN_SERVICE])}`,
};

/** Orders the caller may reassign: at an outlet (before its engineer has checked in) below a centre or headquarters; with an engineer of the outlet. */
const REASSIGNABLE: Record<'hq' | 'centre' | 'outlet', SQL> = {
  hq: sql`${soOrder.holder} in ('outlet', 'engineer') and ${soOrder.status} in (1020, 1030, 1040, 1090, 1100)`,
  centre: sql`${soOrder.holder} in ('outlet', 'engineer') and ${soOrder.status} in (1020, 1030, 1040, 1090, 1100)`,
  outlet: sql`${soOrder.holder} = 'engineer' and ${inArray(soOrder.status, [...IN_SERVICE])}`,
};

/** At most this many waiting orders on the board (spec section 9: grid page size 200). */
const BOARD_LIMIT = 200;

/**
 * The dispatch board (assignment centre and map): the orders waiting for the caller (or, in 'reassign' mode, those
 * he may move to another outlet or engineer), newest first, and the places
 * he dispatches to — outlets for headquarters and centres, the outlet's engineers for an outlet.
 */
export async function dispatchBoard(db: Conn, auth: AuthContext, scope: SQL | undefined, mode: 'pending' | 'reassign' = 'pending') {
  const level = await dispatchLevel(db, auth);
  const where = and(eq(soOrder.tenantId, auth.tenantId), isNull(soOrder.deletedAt), eq(soOrder.suspended, false), (mode === 'pending' ? PENDING : REASSIGNABLE)[level], scope);
  const [orders, [{ total }]] = await Promise.all([
    db
      .select({
        id: soOrder.id,
        orderNo: soOrder.orderNo,
        version: soOrder.version,
        status: soOrder.status,
        holder: soOrder.holder,
        orderType: soOrder.orderType,
        urgency: soOrder.urgency,
        customerName: soOrder.customerName,
        phone: soOrder.phone,
        address: soOrder.address,
        districtId: soOrder.districtId,
        categoryId: soOrder.categoryId,
        serviceTypeId: soOrder.serviceTypeId,
        siteId: soOrder.siteId,
        engineerId: soOrder.engineerId,
        reportAt: soOrder.reportAt,
        appointAt: soOrder.appointAt,
        completeDueAt: soOrder.completeDueAt,
        lat: soOrder.lat,
        lng: soOrder.lng,
      })
      .from(soOrder)
      .where(where)
      .orderBy(sql`${soOrder.reportAt} desc`, sql`${soOrder.id} desc`)
      .limit(BOARD_LIMIT),
    db.select({ total: sql<number>`count(*)::int` }).from(soOrder).where(where),
  ]);
  let places: Place[] = [];
  if (level !== 'outlet') places = await dispatchableSites(db, auth, null, null);
  else {
    const own = auth.deptId === null ? undefined : (await db.select().from(snSite).where(and(eq(snSite.tenantId, auth.tenantId), eq(snSite.deptId, auth.deptId), isNull(snSite.deletedAt))))[0];
    if (own) places = await outletEngineers(db, auth.tenantId, own.deptId, null, dayOf(auth.tenantId, sql`now()`));
  }
  // Headquarters may also hand orders to a service centre.
  const centres = level === 'hq' ? await db.select({ id: sysDept.id, name: sysDept.name }).from(sysDept).where(and(eq(sysDept.tenantId, auth.tenantId), eq(sysDept.kind, 'centre'), isNull(sysDept.deletedAt))).orderBy(sysDept.sort, sysDept.id) : [];
  return { level, total, orders: orders.map((o) => ({ ...o, lat: num(o.lat), lng: num(o.lng) })), places, centres };
}
