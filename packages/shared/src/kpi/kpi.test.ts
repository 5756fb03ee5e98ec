import { describe, expect, it } from 'vitest';
import { addCounters, careFigures, contributionDelta, dayIn, emptyCounters, firstTimeFixed, type KpiOrder, kpiFigures, orderContribution, PAST_LAST_BUCKET, percentileHours, sumCare, sumOrders, TURNAROUND_BUCKETS_H, turnaroundBucket } from './kpi.ts';

const TZ = 'Asia/Shanghai';

/** A repair reported on 1 March at 09:00 Beijing time, open with the Chaoyang outlet. */
const order = (over: Partial<KpiOrder> = {}): KpiOrder => ({
  status: 1030,
  orderType: 'repair',
  scopeDeptId: 5,
  siteId: 7,
  engineerId: 3,
  categoryId: 11,
  reportAt: '2026-03-01T01:00:00Z',
  completedAt: null,
  finishedAt: null,
  cancelledAt: null,
  firstAppointAt: null,
  secondAppointAt: null,
  appointCount: 0,
  rejectCount: 0,
  parts: 'none',
  repeatOfOrderId: null,
  completeDueAt: null,
  ...over,
});

const finished = (over: Partial<KpiOrder> = {}) =>
  order({ status: 1250, firstAppointAt: '2026-03-01T05:00:00Z', appointCount: 1, completedAt: '2026-03-02T01:00:00Z', finishedAt: '2026-03-02T03:00:00Z', completeDueAt: '2026-03-03T01:00:00Z', ...over });

describe('the day of an event', () => {
  it('is the calendar day in the tenant time zone', () => {
    expect(dayIn('2026-03-01T17:00:00Z', TZ)).toBe('2026-03-02');
    expect(dayIn('2026-03-01T17:00:00Z', 'UTC')).toBe('2026-03-01');
    expect(dayIn('2026-03-01 09:00:00', 'UTC')).toMatch(/^2026-03-0[12]$/);
  });
});

describe('what an order contributes', () => {
  it('counts an open order as received on its report day, with its first appointment once made', () => {
    expect(orderContribution(order(), TZ)).toEqual([{ day: '2026-03-01', scopeDeptId: 5, siteId: 7, engineerId: 3, categoryId: 11, counters: { received: 1 } }]);
    const booked = orderContribution(order({ firstAppointAt: '2026-03-01T03:30:00Z', appointCount: 1 }), TZ);
    expect(booked[0].counters).toEqual({ received: 1, firstAppointCount: 1, firstAppointMinutes: 150 });
  });

  it('counts a finished repair on its finish day: turnaround from the call to the completion, the SLA, first-time fix', () => {
    const [, done] = orderContribution(finished(), TZ);
    expect(done.day).toBe('2026-03-02');
    expect(done.counters).toMatchObject({ finished: 1, turnaroundCount: 1, turnaroundMinutes: 1440, slaCounted: 1, slaMet: 1, repairsFinished: 1, firstTimeFix: 1, repeats: 0 });
    expect(done.counters.turnaroundBuckets?.[TURNAROUND_BUCKETS_H.indexOf(24)]).toBe(1);
  });

  it('misses the SLA when completed after the deadline, and counts none without a deadline', () => {
    expect(orderContribution(finished({ completeDueAt: '2026-03-01T12:00:00Z' }), TZ)[1].counters).toMatchObject({ slaCounted: 1, slaMet: 0 });
    expect(orderContribution(finished({ completeDueAt: null }), TZ)[1].counters.slaCounted).toBeUndefined();
  });

  it('is not a first-time fix with a second appointment, two appointments or a part requested', () => {
    expect(firstTimeFixed(finished())).toBe(true);
    expect(firstTimeFixed(finished({ secondAppointAt: '2026-03-02T00:00:00Z' }))).toBe(false);
    expect(firstTimeFixed(finished({ appointCount: 2 }))).toBe(false);
    expect(firstTimeFixed(finished({ parts: 'received' }))).toBe(false);
  });

  it('counts repeats and first-time fixes among repairs only', () => {
    expect(orderContribution(finished({ repeatOfOrderId: 99 }), TZ)[1].counters).toMatchObject({ repairsFinished: 1, repeats: 1 });
    const install = orderContribution(finished({ orderType: 'install' }), TZ)[1].counters;
    expect(install.repairsFinished).toBeUndefined();
    expect(install.finished).toBe(1);
  });

  it('counts an order an outlet refused, once however often, on its report day, against those received', () => {
    expect(orderContribution(order({ rejectCount: 1 }), TZ)[0].counters).toEqual({ received: 1, rejected: 1 });
    expect(orderContribution(order({ rejectCount: 3 }), TZ)[0].counters).toEqual({ received: 1, rejected: 1 });
    const two = addCounters(addCounters(emptyCounters(), { received: 1, rejected: 1 }), { received: 1 });
    expect(kpiFigures(two).rejectionRate).toBe(0.5);
    expect(kpiFigures(emptyCounters()).rejectionRate).toBeNull();
  });

  it('counts a cancellation on its day; a deleted order counts nothing', () => {
    const c = orderContribution(order({ status: 1260, cancelledAt: '2026-03-04T02:00:00Z' }), TZ);
    expect(c.map((f) => [f.day, f.counters])).toEqual([
      ['2026-03-01', { received: 1 }],
      ['2026-03-04', { cancelled: 1 }],
    ]);
    expect(orderContribution(order({ deletedAt: '2026-03-02T00:00:00Z' }), TZ)).toEqual([]);
  });
});

describe('the facts kept step by step', () => {
  it('add up, over every step of an order, to its contribution (a delta per step)', () => {
    const steps: KpiOrder[] = [order(), order({ firstAppointAt: '2026-03-01T05:00:00Z', appointCount: 1 }), order({ status: 1100, firstAppointAt: '2026-03-01T05:00:00Z', appointCount: 1, scopeDeptId: 6, engineerId: 4 }), finished({ scopeDeptId: 6, engineerId: 4 })];
    const facts = new Map<string, ReturnType<typeof emptyCounters>>();
    let before: KpiOrder | null = null;
    for (const after of steps) {
      for (const f of contributionDelta(before, after, TZ)) {
        const k = `${f.day}|${f.scopeDeptId}|${f.siteId}|${f.engineerId}|${f.categoryId}`;
        facts.set(k, addCounters(facts.get(k) ?? emptyCounters(), f.counters));
      }
      before = after;
    }
    const kept = [...facts.entries()].filter(([, c]) => Object.values(c).some((v) => (Array.isArray(v) ? v.some(Boolean) : v !== 0)));
    const direct = orderContribution(steps.at(-1)!, TZ).map((f) => [`${f.day}|${f.scopeDeptId}|${f.siteId}|${f.engineerId}|${f.categoryId}`, addCounters(emptyCounters(), f.counters)]);
    expect(Object.fromEntries(kept)).toEqual(Object.fromEntries(direct));
  });

  it('has no change for a step that moves no figure', () => {
    expect(contributionDelta(order(), order({ status: 1040 }), TZ)).toEqual([]);
  });

  it('takes everything back when an order is removed', () => {
    const delta = contributionDelta(finished(), null, TZ);
    const sum = delta.reduce((s, f) => addCounters(s, f.counters), emptyCounters());
    expect(sum.received).toBe(-1);
    expect(sum.finished).toBe(-1);
  });
});

describe('the figures', () => {
  it('are ratios of the summed counters, null when nothing was counted', () => {
    const orders = [finished(), finished({ repeatOfOrderId: 1, secondAppointAt: '2026-03-01T20:00:00Z', completeDueAt: '2026-03-01T10:00:00Z' }), order(), order({ status: 1260, cancelledAt: '2026-03-01T09:00:00Z' })];
    const f = kpiFigures(sumOrders(orders, '2026-03-01', '2026-03-31', TZ));
    expect(f).toMatchObject({ received: 4, finished: 2, cancelled: 1, slaCompliance: 0.5, firstTimeFixRate: 0.5, repeatRepairRate: 0.5, cancellationRate: 0.25, turnaroundAvgMinutes: 1440, firstAppointAvgMinutes: 240, turnaroundP90Hours: 24 });
    expect(kpiFigures(emptyCounters())).toMatchObject({ slaCompliance: null, firstTimeFixRate: null, turnaroundP90Hours: null, turnaroundAvgMinutes: null });
  });

  it('keeps to the days of the range', () => {
    expect(sumOrders([finished()], '2026-03-02', '2026-03-02', TZ)).toMatchObject({ received: 0, finished: 1 });
    expect(sumOrders([finished()], '2026-03-01', '2026-03-01', TZ)).toMatchObject({ received: 1, finished: 0 });
  });

  it('reads the 90th percentile as the bound of the bucket holding it', () => {
    expect(turnaroundBucket(60)).toBe(0);
    expect(turnaroundBucket(61)).toBe(1);
    expect(turnaroundBucket(100_000)).toBe(TURNAROUND_BUCKETS_H.length);
    const buckets = new Array(TURNAROUND_BUCKETS_H.length + 1).fill(0);
    buckets[0] = 8;
    buckets[3] = 1;
    buckets[TURNAROUND_BUCKETS_H.length] = 1;
    expect(percentileHours(buckets, 0.5)).toBe(1);
    expect(percentileHours(buckets, 0.9)).toBe(6);
    expect(percentileHours(buckets, 0.95)).toBe(PAST_LAST_BUCKET);
  });
});

describe('satisfaction and return-visit success', () => {
  // Beijing time: 1 March 23:30 is 15:30Z; 2 March 00:30 is 16:30Z the day before in UTC.
  const visits = [
    { orderId: 1, completedAt: '2026-03-01T03:00:00Z', outcome: 'success', satisfaction: 'verySatisfied' },
    { orderId: 2, completedAt: '2026-03-01T04:00:00Z', outcome: 'success', satisfaction: 'dissatisfied' },
    { orderId: 3, completedAt: '2026-03-01T05:00:00Z', outcome: 'refused', satisfaction: 'notRated' },
    { orderId: 4, completedAt: '2026-03-01T06:00:00Z', outcome: 'success', satisfaction: 'notRated' },
    { orderId: 5, completedAt: '2026-03-01T16:30:00Z', outcome: 'success', satisfaction: 'satisfied' },
    { orderId: 6, completedAt: null, outcome: null, satisfaction: null },
  ];
  const replies = [
    // Order 2's reply gives way to its visit's rating; order 3's (a failed visit, no rating) and 4's count.
    { orderId: 2, answeredAt: '2026-03-01T02:00:00Z', satisfaction: 'satisfied' },
    { orderId: 3, answeredAt: '2026-03-01T02:00:00Z', satisfaction: 'average' },
    { orderId: 4, answeredAt: '2026-03-01T02:00:00Z', satisfaction: 'satisfied' },
    { orderId: 7, answeredAt: null, satisfaction: null },
  ];

  it('counts the follow-ups completed on the range days, the successful ones, and a rating per successful visit else per reply', () => {
    expect(sumCare(visits, replies, '2026-03-01', '2026-03-01', TZ)).toEqual({ followUps: 4, followUpsSucceeded: 3, rated: 4, satisfied: 2 });
    expect(careFigures(sumCare(visits, replies, '2026-03-01', '2026-03-01', TZ))).toEqual({ satisfaction: 0.5, recallSuccessRate: 0.75 });
    // The day in the time zone: 16:30Z is 2 March in Beijing.
    expect(sumCare(visits, replies, '2026-03-02', '2026-03-02', TZ)).toEqual({ followUps: 1, followUpsSucceeded: 1, rated: 1, satisfied: 1 });
    expect(sumCare(visits, replies, '2026-03-02', '2026-03-02', 'UTC').followUps).toBe(0);
  });

  it('is no figure with nothing counted', () => {
    expect(careFigures(sumCare([], [], '2026-03-01', '2026-03-31', TZ))).toEqual({ satisfaction: null, recallSuccessRate: null });
  });
});
