/**
 * Service-level clocks of a work order (basSla). A rule matches an order by type and urgency (an empty condition
 * matches any; the enabled rule of highest priority wins) and gives each clock a standard duration and a reminder
 * time, both counted from the order's report time: the reminder falls due `reminderMinutes` after the report (the
 * rule editor keeps it below the standard), the deadline `standardMinutes` after. Each clock stops at its own step:
 * response at acceptance, appointment at the first appointment booked, arrival at check-in, completion when the
 * completion is submitted. While the customer has the order suspended no clock warns, and on resumption the running
 * clocks' deadlines move on by the time it waited.
 */
import type { ScreenDef } from '../resource.ts';
import { IN_SERVICE, type OrderStatus, UNACCEPTED } from './lifecycle.ts';

export const SLA_CLOCKS = ['response', 'appointment', 'arrival', 'completion'] as const;
export type SlaClock = (typeof SLA_CLOCKS)[number];

/** The order's column holding each clock's deadline. */
export const SLA_DUE_FIELD = { response: 'responseDueAt', appointment: 'appointDueAt', arrival: 'arriveDueAt', completion: 'completeDueAt' } as const satisfies Record<SlaClock, string>;
/** The order's column holding the moment each clock's step was reached. */
export const SLA_MET_FIELD = { response: 'acceptedAt', appointment: 'firstAppointAt', arrival: 'checkInAt', completion: 'completedAt' } as const satisfies Record<SlaClock, string>;

/**
 * running: before the reminder; reminder: the reminder time has passed; overdue: the deadline has passed;
 * met / metLate: the step was reached in time / after the deadline; paused: the order is suspended;
 * stopped: the order left service (completed otherwise, cancelled) before the step was reached.
 */
export const SLA_STATES = ['running', 'reminder', 'overdue', 'met', 'metLate', 'paused', 'stopped'] as const;
export type SlaState = (typeof SLA_STATES)[number];
/** The states the warning screen, the badge and the pushed reminders are about. */
export const SLA_ALERT_STATES = ['reminder', 'overdue'] as const satisfies readonly SlaState[];
export type SlaAlertState = (typeof SLA_ALERT_STATES)[number];

/** Statuses in which the clocks run: from registration until the completion is submitted. */
export const SLA_RUNNING_STATUSES: readonly OrderStatus[] = [...UNACCEPTED, ...IN_SERVICE];

export interface SlaLine {
  stage: string;
  standardMinutes: number;
  reminderMinutes: number;
}

export interface SlaRule {
  id: number;
  orderType: string | null;
  urgency: string | null;
  priority: number;
  enabled: boolean;
}

const matches = (condition: string | null, value: string) => condition === null || condition === '' || condition === value;

/** The rule for an order: enabled, every condition empty or equal to the order's, highest priority first (the lower id on a tie). */
export function pickSlaRule<R extends SlaRule>(rules: readonly R[], order: { orderType: string; urgency: string }): R | undefined {
  return rules
    .filter((rule) => rule.enabled && matches(rule.orderType, order.orderType) && matches(rule.urgency, order.urgency))
    .sort((a, b) => b.priority - a.priority || a.id - b.id)[0];
}

const MINUTE = 60_000;
const isClock = (stage: string): stage is SlaClock => (SLA_CLOCKS as readonly string[]).includes(stage);

export type SlaDueField = (typeof SLA_DUE_FIELD)[SlaClock];
export type SlaMetField = (typeof SLA_MET_FIELD)[SlaClock];

/** The deadline of each clock the rule's lines set, as the order's due fields (a clock the rule leaves out has none). */
export function slaDeadlines(lines: readonly SlaLine[], reportAt: Date): Record<SlaDueField, Date | null> {
  const due: Record<SlaDueField, Date | null> = { responseDueAt: null, appointDueAt: null, arriveDueAt: null, completeDueAt: null };
  for (const line of lines) {
    if (isClock(line.stage)) due[SLA_DUE_FIELD[line.stage]] = new Date(reportAt.getTime() + line.standardMinutes * MINUTE);
  }
  return due;
}

/** How long before its deadline a clock's reminder falls due (the whole standard minus the reminder time). */
export const reminderLeadMinutes = (line: Pick<SlaLine, 'standardMinutes' | 'reminderMinutes'>) => line.standardMinutes - line.reminderMinutes;

/**
 * The deadlines after a suspension of `pausedMs` (the customer's pause): the clocks still running move on by the
 * time waited; met clocks and clocks without a deadline stay as they were.
 */
export function resumedDeadlines(order: Record<SlaDueField | SlaMetField, Date | null>, pausedMs: number): Partial<Record<SlaDueField, Date>> {
  const moved: Partial<Record<SlaDueField, Date>> = {};
  for (const clock of SLA_CLOCKS) {
    const due = order[SLA_DUE_FIELD[clock]];
    if (due !== null && order[SLA_MET_FIELD[clock]] === null && pausedMs > 0) moved[SLA_DUE_FIELD[clock]] = new Date(due.getTime() + pausedMs);
  }
  return moved;
}

/** One clock of one order, as stored. */
export interface SlaClockFacts {
  dueAt: Date | null;
  /** When the reminder falls due (deadline minus the lead); the deadline itself when the rule gives none. */
  remindAt: Date | null;
  metAt: Date | null;
}

/** The order as the clocks see it. */
export interface SlaOrderFacts {
  status: OrderStatus;
  suspended: boolean;
}

/** A clock's state at `now`; null when the order has no deadline for it. */
export function slaClockState(clock: SlaClockFacts, order: SlaOrderFacts, now: Date): SlaState | null {
  if (clock.dueAt === null) return null;
  if (clock.metAt !== null) return clock.metAt.getTime() > clock.dueAt.getTime() ? 'metLate' : 'met';
  if (!SLA_RUNNING_STATUSES.includes(order.status)) return 'stopped';
  if (order.suspended) return 'paused';
  if (now.getTime() >= clock.dueAt.getTime()) return 'overdue';
  if (now.getTime() >= (clock.remindAt ?? clock.dueAt).getTime()) return 'reminder';
  return 'running';
}

/** A clock of an order with its state: the order's SLA records, and a line of the warning screen. */
export interface SlaRecord {
  clock: SlaClock;
  dueAt: Date;
  remindAt: Date;
  metAt: Date | null;
  state: SlaState;
  /** Minutes to the deadline (negative: overdue by), counted to the met time once met. */
  minutesLeft: number;
}

/**
 * Every clock the order has a deadline for, in the lifecycle's order. `leads` are the rule's reminder leads per
 * clock (reminderLeadMinutes); a clock without one warns at its deadline.
 */
export function slaRecords(
  order: SlaOrderFacts & Record<SlaDueField | SlaMetField, Date | null>,
  leads: Partial<Record<SlaClock, number>>,
  now: Date,
): SlaRecord[] {
  const records: SlaRecord[] = [];
  for (const clock of SLA_CLOCKS) {
    const dueAt = order[SLA_DUE_FIELD[clock]];
    if (dueAt === null) continue;
    const metAt = order[SLA_MET_FIELD[clock]];
    const remindAt = new Date(dueAt.getTime() - (leads[clock] ?? 0) * MINUTE);
    const state = slaClockState({ dueAt, remindAt, metAt }, order, now) as SlaState;
    records.push({ clock, dueAt, remindAt, metAt, state, minutesLeft: Math.floor(((dueAt.getTime() - (metAt ?? now).getTime()) / MINUTE)) });
  }
  return records;
}

/** The SLA states as a dictionary, [value, zh-CN, en-US, es-ES] (seeded for every tenant beside sla_stage). */
export const SLA_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  {
    type: 'sla_state',
    description: 'SLA 状态',
    items: [
      ['running', '计时中', 'Running', 'En curso'],
      ['reminder', '即将超时', 'Due soon', 'Por vencer'],
      ['overdue', '已超时', 'Overdue', 'Vencido'],
      ['met', '按时达成', 'Met', 'Cumplido'],
      ['metLate', '超时达成', 'Met late', 'Cumplido con retraso'],
      ['paused', '已暂停', 'Paused', 'En pausa'],
      ['stopped', '已终止', 'Stopped', 'Detenido'],
    ],
  },
];

/** The warning screen (/workorder/warning/index): one row per order and clock at risk, filtered as its endpoint allows. */
export const slaWarningScreen = {
  key: 'slaWarning',
  permission: 'basic_so_order',
  fields: [
    { name: 'orderNo', type: 'string', filter: 'like', readOnly: true },
    { name: 'clock', type: 'dict', dict: 'sla_stage', filter: 'eq', readOnly: true },
    { name: 'state', type: 'dict', dict: 'sla_state', filter: 'eq', readOnly: true },
    { name: 'minutesLeft', type: 'int', readOnly: true },
    { name: 'dueAt', type: 'datetime', readOnly: true },
    { name: 'orderType', type: 'dict', dict: 'order_type', filter: 'eq', readOnly: true },
    { name: 'status', type: 'dict', dict: 'order_status', readOnly: true },
    { name: 'customerName', type: 'string', readOnly: true },
    { name: 'phone', type: 'string', readOnly: true },
    { name: 'siteName', type: 'string', readOnly: true },
    { name: 'engineerName', type: 'string', readOnly: true },
    { name: 'reportAt', type: 'datetime', readOnly: true },
  ],
} as const satisfies ScreenDef;
