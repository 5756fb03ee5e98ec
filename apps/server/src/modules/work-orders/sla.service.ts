/**
 * Work-order SLA (basSla): the rule and deadlines a new order gets, the order's SLA records, the orders at risk
 * (reminder due or overdue) for the warning screen and the shell's badge, and the scheduled scan that pushes each
 * reminder once to whoever holds the order. The clocks themselves are packages/shared work-orders/sla.ts.
 */
import {
  pickSlaRule,
  reminderLeadMinutes,
  SLA_RUNNING_STATUSES,
  type SlaAlertState,
  type SlaClock,
  type SlaDueField,
  type SlaMetField,
  slaDeadlines,
  slaRecords,
} from '@as/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Conn, type Database, queryRows, type Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { sysTenant } from '../../platform/tenants/tenant.table.ts';
import { sysUser, sysUserTenant } from '../../platform/users/user.table.ts';
import { snSiteEngineer } from '../engineers/index.ts';
import { basSla, basSlaLine } from '../master-data/index.ts';
import { snSite } from '../network/index.ts';
import { soOrder } from './order.table.ts';
import { soOrderSlaNotice } from './sla.table.ts';

/** The matched rule and each clock's deadline of an order reported at `reportAt`: the columns its insert sets. */
export async function slaOfNewOrder(tx: Tx, tenantId: number, order: { orderType: string; urgency: string }, reportAt: Date) {
  const rules = await tx
    .select({ id: basSla.id, orderType: basSla.orderType, urgency: basSla.urgency, priority: basSla.priority, enabled: basSla.enabled })
    .from(basSla)
    .where(and(eq(basSla.tenantId, tenantId), eq(basSla.enabled, true), isNull(basSla.deletedAt)));
  const rule = pickSlaRule(rules, order);
  if (!rule) return {};
  const due = slaDeadlines(await linesOf(tx, tenantId, rule.id), reportAt);
  return {
    slaId: rule.id,
    responseDueAt: due.responseDueAt?.toISOString() ?? null,
    appointDueAt: due.appointDueAt?.toISOString() ?? null,
    arriveDueAt: due.arriveDueAt?.toISOString() ?? null,
    completeDueAt: due.completeDueAt?.toISOString() ?? null,
  };
}

const linesOf = (tx: Conn, tenantId: number, slaId: number) =>
  tx
    .select({ stage: basSlaLine.stage, standardMinutes: basSlaLine.standardMinutes, reminderMinutes: basSlaLine.reminderMinutes })
    .from(basSlaLine)
    .where(and(eq(basSlaLine.tenantId, tenantId), eq(basSlaLine.parentId, slaId)));

const dateOf = (value: string | Date | null) => (value === null ? null : new Date(value));

/** The order's SLA records (spec: "SLA records" of a work order): its rule, and each clock with deadline, met time and state. */
export async function orderSla(tx: Tx, tenantId: number, id: number, scope: SQL | undefined, now = new Date()) {
  const [order] = await tx
    .select()
    .from(soOrder)
    .where(and(eq(soOrder.tenantId, tenantId), eq(soOrder.id, id), isNull(soOrder.deletedAt), scope));
  if (!order) throw new AppError('notFound');
  if (order.slaId === null) return { slaId: null, slaName: null, records: [] };
  const [rule] = await tx.select({ name: basSla.name }).from(basSla).where(and(eq(basSla.tenantId, tenantId), eq(basSla.id, order.slaId)));
  const leads = Object.fromEntries((await linesOf(tx, tenantId, order.slaId)).map((line) => [line.stage, reminderLeadMinutes(line)]));
  return { slaId: order.slaId, slaName: rule?.name ?? null, records: slaRecords(clockFacts(order), leads, now) };
}

/** The order as its clocks see it: state and the due and met times as dates. */
export const clockFacts = (order: typeof soOrder.$inferSelect) => ({
  status: order.status as (typeof SLA_RUNNING_STATUSES)[number],
  suspended: order.suspended,
  ...(Object.fromEntries(
    (['responseDueAt', 'appointDueAt', 'arriveDueAt', 'completeDueAt', 'acceptedAt', 'firstAppointAt', 'checkInAt', 'completedAt'] as const).map((field) => [field, dateOf(order[field])]),
  ) as Record<SlaDueField | SlaMetField, Date | null>),
});

export interface RiskFilter {
  clock?: SlaClock;
  state?: SlaAlertState;
  orderType?: string;
  orderNo?: string;
  /** Complaints only (true), everything else (false), or both. */
  complaint?: boolean;
}

/**
 * The open, unsuspended orders (in `scope`) with a clock whose reminder is due at `now` and whose step is not
 * reached: one row per order and clock. The reminder falls due the rule's lead before the deadline (at the
 * deadline when the rule no longer has the clock).
 */
function atRisk(tenantId: number, scope: SQL | undefined, filter: RiskFilter, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const conditions = [
    sql`${soOrder.tenantId} = ${tenantId}`,
    sql`${soOrder.deletedAt} is null`,
    sql`${soOrder.status} in (${sql.join(
      SLA_RUNNING_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )})`,
    sql`not ${soOrder.suspended}`,
    sql`c.due_at is not null and c.met_at is null`,
    sql`c.remind_at <= ${at}`,
    scope,
    filter.clock && sql`c.clock = ${filter.clock}`,
    filter.state && (filter.state === 'overdue' ? sql`c.due_at <= ${at}` : sql`c.due_at > ${at}`),
    filter.orderType && sql`${soOrder.orderType} = ${filter.orderType}`,
    filter.orderNo && sql`${soOrder.orderNo} like ${`%${filter.orderNo.replace(/[\\%_]/g, '\\$&')}%`}`,
    filter.complaint === undefined ? undefined : filter.complaint ? sql`${soOrder.orderType} = 'complaint'` : sql`${soOrder.orderType} <> 'complaint'`,
  ].filter((c): c is SQL => Boolean(c));
  return sql`from ${soOrder}
    cross join lateral (
      select c.clock, c.due_at, c.met_at, c.due_at - make_interval(mins => coalesce(l.standard_minutes - l.reminder_minutes, 0)) as remind_at
      from (values ('response', ${soOrder.responseDueAt}, ${soOrder.acceptedAt}), ('appointment', ${soOrder.appointDueAt}, ${soOrder.firstAppointAt}),
                   ('arrival', ${soOrder.arriveDueAt}, ${soOrder.checkInAt}), ('completion', ${soOrder.completeDueAt}, ${soOrder.completedAt})) as c(clock, due_at, met_at)
      left join ${basSlaLine} l on l.tenant_id = ${soOrder.tenantId} and l.parent_id = ${soOrder.slaId} and l.stage = c.clock
    ) c
    where ${sql.join(conditions, sql` and `)}`;
}

const stateOf = (now: Date) => sql`case when c.due_at <= ${now.toISOString()}::timestamptz then 'overdue' else 'reminder' end`;

export interface RiskRow {
  id: number;
  orderNo: string;
  orderType: string;
  urgency: string;
  status: number;
  holder: string;
  customerName: string;
  phone: string;
  siteName: string | null;
  engineerName: string | null;
  reportAt: Date;
  clock: SlaClock;
  dueAt: Date;
  remindAt: Date;
  state: SlaAlertState;
  /** Minutes to the deadline (negative: overdue by). */
  minutesLeft: number;
}

/** A page of the warning screen: the orders at risk, the most urgent deadline first. */
export async function warningPage(tx: Tx, tenantId: number, scope: SQL | undefined, filter: RiskFilter, current: number, size: number, now = new Date()) {
  const from = atRisk(tenantId, scope, filter, now);
  const [{ total }] = await queryRows<{ total: number | string }>(tx, sql`select count(*) as total ${from}`);
  const rows = await queryRows<Omit<RiskRow, 'minutesLeft'> & { dueAt: Date | string; remindAt: Date | string; reportAt: Date | string }>(
    tx,
    sql`select ${soOrder.id} as "id", ${soOrder.orderNo} as "orderNo", ${soOrder.orderType} as "orderType", ${soOrder.urgency} as "urgency",
        ${soOrder.status} as "status", ${soOrder.holder} as "holder", ${soOrder.customerName} as "customerName", ${soOrder.phone} as "phone",
        (select s.name from ${snSite} s where s.tenant_id = ${soOrder.tenantId} and s.id = ${soOrder.siteId}) as "siteName",
        (select e.name from ${snSiteEngineer} e where e.tenant_id = ${soOrder.tenantId} and e.id = ${soOrder.engineerId}) as "engineerName",
        ${soOrder.reportAt} as "reportAt", c.clock as "clock", c.due_at as "dueAt", c.remind_at as "remindAt", ${stateOf(now)} as "state"
      ${from}
      order by c.due_at, ${soOrder.id}, c.clock
      limit ${size} offset ${(current - 1) * size}`,
  );
  const records: RiskRow[] = rows.map((row) => {
    const dueAt = new Date(row.dueAt);
    return { ...row, id: Number(row.id), reportAt: new Date(row.reportAt), dueAt, remindAt: new Date(row.remindAt), minutesLeft: Math.floor((dueAt.getTime() - now.getTime()) / 60_000) };
  });
  return { records, total: Number(total) };
}

export interface ReminderCounts {
  serviceOrderSum: number;
  complaintOrderSum: number;
}

/** The shell's badge: open orders (complaints apart) with a reminder due or a clock overdue, in the caller's scope. */
export async function reminderCounts(tx: Tx, tenantId: number, scope: SQL | undefined, now = new Date()): Promise<ReminderCounts> {
  const [row] = await queryRows<{ service: number | string; complaint: number | string }>(
    tx,
    sql`select count(distinct ${soOrder.id}) filter (where ${soOrder.orderType} <> 'complaint') as service,
               count(distinct ${soOrder.id}) filter (where ${soOrder.orderType} = 'complaint') as complaint
        ${atRisk(tenantId, scope, {}, now)}`,
  );
  return { serviceOrderSum: Number(row?.service ?? 0), complaintOrderSum: Number(row?.complaint ?? 0) };
}

/** The realtime event of one reminder (the web shows it and refreshes the badge and the warning screen). */
export const SLA_EVENT = 'sla';
export interface SlaNotice {
  orderId: number;
  orderNo: string;
  clock: SlaClock;
  state: SlaAlertState;
  dueAt: string;
}

/** How many reminders one scan sends per tenant at most; the next scan carries on. */
const SCAN_BATCH = 500;

/**
 * Finds the clocks that newly reached their reminder or went overdue, records each (order, clock, state) once,
 * and pushes it to the users holding the order: the users of the organisation that has it (outlet or centre),
 * of its centre, and its engineer. A clock found overdue at once gets only the overdue reminder.
 */
export async function scanSla(database: Database, events: EventBus, now = new Date()): Promise<number> {
  const tenants = await database.db.select({ id: sysTenant.id }).from(sysTenant).where(isNull(sysTenant.deletedAt));
  let sent = 0;
  for (const { id: tenantId } of tenants) {
    const pushes = await database.withTenant(tenantId, async (tx) => {
      const due = await queryRows<{ id: number | string; orderNo: string; clock: SlaClock; dueAt: Date | string; state: SlaAlertState; scopeDeptId: number | null; centreId: number | null; engineerUserId: number | null }>(
        tx,
        sql`select ${soOrder.id} as "id", ${soOrder.orderNo} as "orderNo", c.clock as "clock", c.due_at as "dueAt", ${stateOf(now)} as "state",
            ${soOrder.scopeDeptId} as "scopeDeptId", ${soOrder.centreId} as "centreId", ${soOrder.engineerUserId} as "engineerUserId"
          ${atRisk(tenantId, undefined, {}, now)}
            and not exists (select 1 from ${soOrderSlaNotice} n where n.tenant_id = ${soOrder.tenantId} and n.order_id = ${soOrder.id} and n.clock = c.clock
                            and (n.state = 'overdue' or n.state = ${stateOf(now)}))
          order by c.due_at limit ${SCAN_BATCH}`,
      );
      const out: { userIds: number[]; notice: SlaNotice }[] = [];
      for (const row of due) {
        const notice: SlaNotice = { orderId: Number(row.id), orderNo: row.orderNo, clock: row.clock, state: row.state, dueAt: new Date(row.dueAt).toISOString() };
        const [recorded] = await tx
          .insert(soOrderSlaNotice)
          .values({ tenantId, orderId: notice.orderId, clock: notice.clock, state: notice.state, dueAt: notice.dueAt })
          .onConflictDoNothing()
          .returning({ id: soOrderSlaNotice.id });
        // Another instance's scan recorded it first: it pushes it.
        if (!recorded) continue;
        out.push({ userIds: await holdersOf(tx, tenantId, row), notice });
      }
      return out;
    });
    // Pushed once the notices are committed, so a failed scan never announces what it did not record.
    for (const { userIds, notice } of pushes) {
      for (const userId of userIds) await events.publish({ tenantId, userId, type: SLA_EVENT, data: notice });
    }
    sent += pushes.length;
  }
  return sent;
}

/** The unlocked users of the organisations holding the order (outlet or centre, and its centre), and its engineer. */
async function holdersOf(tx: Tx, tenantId: number, order: { scopeDeptId: number | null; centreId: number | null; engineerUserId: number | null }) {
  const depts = [order.scopeDeptId, order.centreId].filter((d): d is number => d !== null).map(Number);
  const users = depts.length
    ? await tx
        .select({ id: sysUserTenant.userId })
        .from(sysUserTenant)
        .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
        .where(and(eq(sysUserTenant.tenantId, tenantId), inArray(sysUserTenant.deptId, depts), eq(sysUserTenant.lockFlag, '0'), eq(sysUser.lockFlag, '0'), isNull(sysUser.deletedAt)))
    : [];
  return [...new Set([...users.map((u) => Number(u.id)), ...(order.engineerUserId === null ? [] : [Number(order.engineerUserId)])])];
}
