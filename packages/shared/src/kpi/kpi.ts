/**
 * Field-service KPIs (issue 19; docs/kpis.md), defined once. Each order contributes counters to the day its event
 * happened (`orderContribution`): received on the day it was reported, finished figures on the day it finished,
 * cancelled on the day it was cancelled. A figure over a range is a ratio of the counters summed over its days
 * (`kpiFigures`). Because the contribution is a function of the order's row alone, the server keeps daily facts by
 * adding the difference between an order's contribution after and before each step, in the step's transaction, and
 * a direct computation over the orders (the sum of their contributions) must give the same figures.
 */

/** The order's fields the KPIs read (the work order's columns). */
export interface KpiOrder {
  status: number;
  orderType: string;
  /** Which part of the network it belongs to (the facts' keys): the organisation whose subtree sees it, the outlet, the engineer. */
  scopeDeptId: number | null;
  siteId: number | null;
  engineerId: number | null;
  categoryId: number;
  reportAt: string | Date;
  completedAt: string | Date | null;
  finishedAt: string | Date | null;
  cancelledAt: string | Date | null;
  firstAppointAt: string | Date | null;
  secondAppointAt: string | Date | null;
  appointCount: number;
  /** How many times an outlet refused it (doOrderReject). */
  rejectCount: number;
  /** Any part was requested for it (the parts dimension left 'none'). */
  parts: string;
  repeatOfOrderId: number | null;
  /** The SLA's completion deadline, when a rule matched. */
  completeDueAt: string | Date | null;
  deletedAt?: string | Date | null;
}

/** Turnaround histogram bucket bounds, in hours (a bucket holds durations up to and including its bound; the last is open). */
export const TURNAROUND_BUCKETS_H = [1, 2, 4, 6, 8, 12, 16, 24, 36, 48, 72, 96, 120, 168, 240, 336, 504, 720] as const;
const OPEN_BUCKET = TURNAROUND_BUCKETS_H.length;

/** The counters a day holds for one key; all summable. */
export interface KpiCounters {
  received: number;
  finished: number;
  cancelled: number;
  /** Received orders an outlet refused at least once. */
  rejected: number;
  /** Finished orders with an SLA completion deadline, and those completed by it. */
  slaCounted: number;
  slaMet: number;
  /** Finished orders with a completion time: the minutes from the report to the completion, summed and bucketed. */
  turnaroundCount: number;
  turnaroundMinutes: number;
  /** Per bucket of TURNAROUND_BUCKETS_H, then the open bucket. */
  turnaroundBuckets: number[];
  /** Received orders with a first appointment: minutes from the report to it, summed. */
  firstAppointCount: number;
  firstAppointMinutes: number;
  /** Finished repairs; those fixed the first time; those that repeat an earlier repair. */
  repairsFinished: number;
  firstTimeFix: number;
  repeats: number;
}

export const emptyCounters = (): KpiCounters => ({
  received: 0,
  finished: 0,
  cancelled: 0,
  rejected: 0,
  slaCounted: 0,
  slaMet: 0,
  turnaroundCount: 0,
  turnaroundMinutes: 0,
  turnaroundBuckets: new Array(OPEN_BUCKET + 1).fill(0),
  firstAppointCount: 0,
  firstAppointMinutes: 0,
  repairsFinished: 0,
  firstTimeFix: 0,
  repeats: 0,
});

/** One day's counters of one key (scope organisation, outlet, engineer, product category): what an order adds to the facts. */
export interface KpiFact {
  day: string;
  scopeDeptId: number | null;
  siteId: number | null;
  engineerId: number | null;
  categoryId: number;
  counters: Partial<KpiCounters>;
}

const FINISHED = 1250;
const CANCELLED = 1260;

const time = (v: string | Date) => (v instanceof Date ? v : new Date(v.includes('T') ? v : v.replace(' ', 'T'))).getTime();
const minutesBetween = (from: string | Date, to: string | Date) => Math.max(0, Math.round((time(to) - time(from)) / 60000));

/** One formatter per time zone: making one costs far more than using it, and every order step asks for days. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone (YYYY-MM-DD). */
export function dayIn(value: string | Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(time(value)));
}

/** The bucket of a duration in minutes. */
export function turnaroundBucket(minutes: number): number {
  const i = TURNAROUND_BUCKETS_H.findIndex((h) => minutes <= h * 60);
  return i === -1 ? OPEN_BUCKET : i;
}

/**
 * A repair is fixed the first time when it finished with one appointment at most, no second appointment and no part
 * requested (the engineer had what he needed on the first visit).
 */
export const firstTimeFixed = (o: KpiOrder): boolean => o.appointCount <= 1 && !o.secondAppointAt && o.parts === 'none';

/** What an order adds to the daily facts, by the day of each event, in the tenant's time zone. A deleted order adds nothing. */
export function orderContribution(o: KpiOrder, timeZone: string): KpiFact[] {
  if (o.deletedAt) return [];
  const key = { scopeDeptId: o.scopeDeptId, siteId: o.siteId, engineerId: o.engineerId, categoryId: o.categoryId };
  const facts: KpiFact[] = [];
  const received: Partial<KpiCounters> = { received: 1 };
  if (o.firstAppointAt) Object.assign(received, { firstAppointCount: 1, firstAppointMinutes: minutesBetween(o.reportAt, o.firstAppointAt) });
  if (o.rejectCount > 0) received.rejected = 1;
  facts.push({ day: dayIn(o.reportAt, timeZone), ...key, counters: received });
  if (o.status === FINISHED && o.finishedAt) {
    const done: Partial<KpiCounters> = { finished: 1 };
    if (o.completedAt) {
      const minutes = minutesBetween(o.reportAt, o.completedAt);
      const buckets = new Array(OPEN_BUCKET + 1).fill(0);
      buckets[turnaroundBucket(minutes)] = 1;
      Object.assign(done, { turnaroundCount: 1, turnaroundMinutes: minutes, turnaroundBuckets: buckets });
      if (o.completeDueAt) Object.assign(done, { slaCounted: 1, slaMet: time(o.completedAt) <= time(o.completeDueAt) ? 1 : 0 });
    }
    if (o.orderType === 'repair') Object.assign(done, { repairsFinished: 1, firstTimeFix: firstTimeFixed(o) ? 1 : 0, repeats: o.repeatOfOrderId ? 1 : 0 });
    facts.push({ day: dayIn(o.finishedAt, timeZone), ...key, counters: done });
  }
  if (o.status === CANCELLED && o.cancelledAt) facts.push({ day: dayIn(o.cancelledAt, timeZone), ...key, counters: { cancelled: 1 } });
  return facts;
}

/** a + sign × b, counter by counter. */
export function addCounters(a: KpiCounters, b: Partial<KpiCounters>, sign: 1 | -1 = 1): KpiCounters {
  const out = { ...a, turnaroundBuckets: [...a.turnaroundBuckets] };
  for (const [name, value] of Object.entries(b) as [keyof KpiCounters, number | number[]][]) {
    if (!Array.isArray(value)) (out[name] as number) += sign * value;
    else
      for (const [i, v] of value.entries()) out.turnaroundBuckets[i] += sign * v;
  }
  return out;
}

/** The facts' change when an order moves from `before` (null: new) to `after` (null: gone): after's contribution minus before's. */
export function contributionDelta(before: KpiOrder | null, after: KpiOrder | null, timeZone: string): KpiFact[] {
  const minus = (before ? orderContribution(before, timeZone) : []).map((f) => ({ ...f, counters: addCounters(emptyCounters(), f.counters, -1) }));
  const plus = (after ? orderContribution(after, timeZone) : []).map((f) => ({ ...f, counters: addCounters(emptyCounters(), f.counters) }));
  const byKey = new Map<string, KpiFact & { counters: KpiCounters }>();
  for (const f of [...minus, ...plus]) {
    const k = `${f.day}|${f.scopeDeptId}|${f.siteId}|${f.engineerId}|${f.categoryId}`;
    const seen = byKey.get(k);
    byKey.set(k, seen ? { ...seen, counters: addCounters(seen.counters, f.counters) } : f);
  }
  return [...byKey.values()].filter((f) => !isZero(f.counters));
}

const isZero = (c: KpiCounters) => Object.values(c).every((v) => (Array.isArray(v) ? v.every((x) => x === 0) : v === 0));

/** What a percentile past the histogram's last bound is said as (JSON has no Infinity): "over 720 hours". */
export const PAST_LAST_BUCKET = 'over';

/** The smallest bucket bound (hours) under which at least `p` of the durations fall; null without any, PAST_LAST_BUCKET in the open bucket. */
export function percentileHours(buckets: readonly number[], p: number): number | typeof PAST_LAST_BUCKET | null {
  const total = buckets.reduce((s, n) => s + n, 0);
  if (!total) return null;
  let seen = 0;
  for (let i = 0; i < OPEN_BUCKET; i++) {
    seen += buckets[i];
    if (seen >= p * total) return TURNAROUND_BUCKETS_H[i];
  }
  return PAST_LAST_BUCKET;
}

const ratio = (n: number, d: number) => (d ? n / d : null);

/** The figures of summed counters: rates as fractions (null when nothing was counted), times in minutes or hours. */
export function kpiFigures(c: KpiCounters) {
  return {
    received: c.received,
    finished: c.finished,
    cancelled: c.cancelled,
    slaCompliance: ratio(c.slaMet, c.slaCounted),
    turnaroundAvgMinutes: c.turnaroundCount ? Math.round(c.turnaroundMinutes / c.turnaroundCount) : null,
    turnaroundP90Hours: percentileHours(c.turnaroundBuckets, 0.9),
    firstAppointAvgMinutes: c.firstAppointCount ? Math.round(c.firstAppointMinutes / c.firstAppointCount) : null,
    firstTimeFixRate: ratio(c.firstTimeFix, c.repairsFinished),
    repeatRepairRate: ratio(c.repeats, c.repairsFinished),
    cancellationRate: ratio(c.cancelled, c.received),
    rejectionRate: ratio(c.rejected, c.received),
  };
}
export type KpiFigures = ReturnType<typeof kpiFigures>;

/** The direct computation: every order's contribution summed over the days from..to (inclusive, YYYY-MM-DD). */
export function sumOrders(orders: readonly KpiOrder[], from: string, to: string, timeZone: string): KpiCounters {
  let sum = emptyCounters();
  for (const o of orders) for (const f of orderContribution(o, timeZone)) if (f.day >= from && f.day <= to) sum = addCounters(sum, f.counters);
  return sum;
}

/**
 * Satisfaction and return-visit success (docs/kpis.md): read from the return visits and the evaluation SMS over the
 * range, not kept in the daily facts (a rating and a follow-up are events of their own tables, not of the order's
 * row). A follow-up counts on the day it completed; it succeeded when its last call did. A rating counts on the day
 * it was given: the satisfaction a successful follow-up recorded (other than "not rated"); for an order no
 * follow-up rated, the customer's reply to the evaluation SMS.
 */
export const SATISFIED = ['verySatisfied', 'satisfied'] as const;

/** A completed follow-up (so_recall_line, status completed), with the order's keys. */
export interface CareFollowUp {
  orderId: number;
  completedAt: string | Date | null;
  outcome: string | null;
  satisfaction: string | null;
}
/** An answered evaluation SMS (so_evaluation, status answered). */
export interface CareEvaluation {
  orderId: number;
  answeredAt: string | Date | null;
  satisfaction: string | null;
}

export interface CareCounters {
  /** Follow-ups completed, and those whose last call succeeded. */
  followUps: number;
  followUpsSucceeded: number;
  /** Ratings given, and those satisfied or very satisfied. */
  rated: number;
  satisfied: number;
}

/** A successful follow-up's rating, when it gave one. */
export const followUpRating = (f: CareFollowUp): string | null => (f.outcome === 'success' && f.satisfaction && f.satisfaction !== 'notRated' ? f.satisfaction : null);

/** The direct computation: the follow-ups and ratings of the days from..to (inclusive) among those given. */
export function sumCare(followUps: readonly CareFollowUp[], evaluations: readonly CareEvaluation[], from: string, to: string, timeZone: string): CareCounters {
  const inRange = (at: string | Date | null) => {
    if (!at) return false;
    const day = dayIn(at, timeZone);
    return day >= from && day <= to;
  };
  const c: CareCounters = { followUps: 0, followUpsSucceeded: 0, rated: 0, satisfied: 0 };
  const ratedByVisit = new Set(followUps.filter((f) => followUpRating(f)).map((f) => f.orderId));
  const rate = (satisfaction: string) => {
    c.rated++;
    if ((SATISFIED as readonly string[]).includes(satisfaction)) c.satisfied++;
  };
  for (const f of followUps) {
    if (!inRange(f.completedAt)) continue;
    c.followUps++;
    if (f.outcome === 'success') c.followUpsSucceeded++;
    const rating = followUpRating(f);
    if (rating) rate(rating);
  }
  for (const e of evaluations) if (e.satisfaction && !ratedByVisit.has(e.orderId) && inRange(e.answeredAt)) rate(e.satisfaction);
  return c;
}

/** Satisfaction (satisfied / rated) and return-visit success (succeeded / completed); null with nothing counted. */
export const careFigures = (c: CareCounters) => ({ satisfaction: ratio(c.satisfied, c.rated), recallSuccessRate: ratio(c.followUpsSucceeded, c.followUps) });
export type CareFigures = ReturnType<typeof careFigures>;

/**
 * The orders behind a figure (the work-order list's `kpi` filter: [link, from, to]; docs/kpis.md): the range's
 * received, finished, cancelled orders; a rate's link opens the orders that count against it (refused by an outlet,
 * SLA missed, not fixed the first time, repeat repairs, not satisfied, follow-up failed); the times' links the
 * orders they were measured on; what stands now needs no range.
 */
export const KPI_LINKS = [
  'received',
  'finished',
  'cancelled',
  'rejected',
  'slaMissed',
  'turnaround',
  'firstAppoint',
  'notFirstTimeFix',
  'repeats',
  'notSatisfied',
  'recallFailed',
  'open',
  'overdue',
  'partsWaiting',
  'dueToday',
  'slaDueToday',
] as const;
export type KpiLink = (typeof KPI_LINKS)[number];
/** The links of what stands now: no range. */
export const KPI_NOW_LINKS: readonly KpiLink[] = ['open', 'overdue', 'partsWaiting', 'dueToday', 'slaDueToday'];

/**
 * The home dashboard's calls (/rpt/rptIndexCollection/*): who may read them, who may check the tenant's facts against
 * its orders, and the longest range one asks for.
 */
export const DASHBOARD = { name: 'rptIndexCollection', permission: 'basic_rpt_index_view', check: 'basic_rpt_index_check', maxDays: 366 } as const;
