import { describe, expect, it } from 'vitest';
import { FINAL_STATUSES } from './lifecycle.ts';
import { pickSlaRule, reminderLeadMinutes, resumedDeadlines, type SlaRule, slaClockState, slaDeadlines, slaRecords } from './sla.ts';

const rule = (id: number, orderType: string | null, urgency: string | null, priority: number, enabled = true): SlaRule => ({ id, orderType, urgency, priority, enabled });
const at = (iso: string) => new Date(`${iso}Z`);
const reportAt = at('2026-03-01T08:00:00');

describe('pickSlaRule', () => {
  const rules = [rule(1, null, null, 0), rule(2, 'repair', null, 5), rule(3, 'repair', '3', 9), rule(4, 'install', '', 3), rule(5, 'repair', '3', 99, false)];

  it('takes the enabled matching rule of highest priority; an empty condition matches any order', () => {
    expect(pickSlaRule(rules, { orderType: 'repair', urgency: '3' })?.id).toBe(3);
    expect(pickSlaRule(rules, { orderType: 'repair', urgency: '1' })?.id).toBe(2);
    expect(pickSlaRule(rules, { orderType: 'install', urgency: '2' })?.id).toBe(4);
    expect(pickSlaRule(rules, { orderType: 'consult', urgency: '1' })?.id).toBe(1);
  });

  it('finds nothing when no enabled rule matches, and breaks a priority tie by the older rule', () => {
    expect(pickSlaRule([rule(1, 'install', null, 0), rule(2, null, null, 1, false)], { orderType: 'repair', urgency: '1' })).toBeUndefined();
    expect(pickSlaRule([rule(7, null, null, 1), rule(6, 'repair', null, 1)], { orderType: 'repair', urgency: '1' })?.id).toBe(6);
  });
});

describe('slaDeadlines', () => {
  it('counts every clock the rule sets from the report time and leaves the others without a deadline', () => {
    const due = slaDeadlines([{ stage: 'response', standardMinutes: 30, reminderMinutes: 20 }, { stage: 'completion', standardMinutes: 4320, reminderMinutes: 3600 }], reportAt);
    expect(due).toEqual({ responseDueAt: at('2026-03-01T08:30:00'), appointDueAt: null, arriveDueAt: null, completeDueAt: at('2026-03-04T08:00:00') });
  });
});

describe('slaClockState', () => {
  const dueAt = at('2026-03-01T08:30:00');
  const remindAt = at('2026-03-01T08:20:00');
  const open = { status: 1030, suspended: false } as const;

  it('runs, reminds at the reminder time, and is overdue from the deadline on', () => {
    expect(slaClockState({ dueAt, remindAt, metAt: null }, open, at('2026-03-01T08:19:59'))).toBe('running');
    expect(slaClockState({ dueAt, remindAt, metAt: null }, open, at('2026-03-01T08:20:00'))).toBe('reminder');
    expect(slaClockState({ dueAt, remindAt, metAt: null }, open, at('2026-03-01T08:30:00'))).toBe('overdue');
    // Without a reminder time it warns at the deadline only.
    expect(slaClockState({ dueAt, remindAt: null, metAt: null }, open, at('2026-03-01T08:29:00'))).toBe('running');
  });

  it('is met or met late once the step is reached, whatever happens to the order afterwards', () => {
    expect(slaClockState({ dueAt, remindAt, metAt: at('2026-03-01T08:30:00') }, { status: 1250, suspended: false }, at('2026-03-09T00:00:00'))).toBe('met');
    expect(slaClockState({ dueAt, remindAt, metAt: at('2026-03-01T08:30:01') }, open, at('2026-03-01T08:31:00'))).toBe('metLate');
  });

  it('pauses while suspended and stops once the order left service without the step', () => {
    expect(slaClockState({ dueAt, remindAt, metAt: null }, { status: 1030, suspended: true }, at('2026-03-02T00:00:00'))).toBe('paused');
    for (const status of [...FINAL_STATUSES, 1110, 1230] as const) {
      expect(slaClockState({ dueAt, remindAt, metAt: null }, { status, suspended: false }, at('2026-03-02T00:00:00'))).toBe('stopped');
    }
  });

  it('has no state without a deadline', () => {
    expect(slaClockState({ dueAt: null, remindAt: null, metAt: null }, open, reportAt)).toBeNull();
  });
});

describe('slaRecords', () => {
  it('lists the clocks with deadlines in the lifecycle order, with the minutes left or overdue by', () => {
    const order = {
      status: 1040,
      suspended: false,
      responseDueAt: at('2026-03-01T08:30:00'),
      appointDueAt: null,
      arriveDueAt: at('2026-03-02T08:00:00'),
      completeDueAt: at('2026-03-04T08:00:00'),
      acceptedAt: at('2026-03-01T08:40:00'),
      firstAppointAt: null,
      checkInAt: null,
      completedAt: null,
    } as const;
    const leads = { response: reminderLeadMinutes({ standardMinutes: 30, reminderMinutes: 20 }), arrival: 240 };
    const records = slaRecords(order, leads, at('2026-03-02T05:00:00'));
    expect(records.map((r) => [r.clock, r.state, r.minutesLeft])).toEqual([
      ['response', 'metLate', -10],
      ['arrival', 'reminder', 180],
      ['completion', 'running', 51 * 60],
    ]);
    expect(records[0].remindAt).toEqual(at('2026-03-01T08:20:00'));
    expect(slaRecords(order, leads, at('2026-03-02T09:00:00'))[1]).toMatchObject({ clock: 'arrival', state: 'overdue', minutesLeft: -60 });
  });
});

describe('resumedDeadlines', () => {
  it('moves the running clocks on by the time the order waited, and leaves met clocks and missing deadlines alone', () => {
    const order = {
      responseDueAt: at('2026-03-01T08:30:00'),
      appointDueAt: at('2026-03-01T10:00:00'),
      arriveDueAt: null,
      completeDueAt: at('2026-03-04T08:00:00'),
      acceptedAt: at('2026-03-01T08:10:00'),
      firstAppointAt: null,
      checkInAt: null,
      completedAt: null,
    };
    expect(resumedDeadlines(order, 90 * 60_000)).toEqual({ appointDueAt: at('2026-03-01T11:30:00'), completeDueAt: at('2026-03-04T09:30:00') });
    expect(resumedDeadlines(order, 0)).toEqual({});
  });
});
