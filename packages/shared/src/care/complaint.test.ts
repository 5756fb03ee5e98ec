import { describe, expect, it } from 'vitest';
import {
  allowedComplaintActions,
  applyComplaintAction,
  COMPLAINT_ACTION_NAMES,
  COMPLAINT_PERMISSIONS,
  COMPLAINT_STATUSES,
  complaintActionsFor,
  complaintDue,
  complaintOnTime,
  complaintOverdue,
} from './complaint.ts';

describe('complaint transitions', () => {
  it('allows exactly the table, state by state', () => {
    const expected: Record<string, string[]> = {
      registered: ['accept', 'note'],
      accepted: ['escalate', 'resolve', 'note'],
      escalated: ['resolve', 'note'],
      resolved: ['confirm', 'reopen'],
      confirmed: ['close'],
      closed: [],
    };
    for (const status of COMPLAINT_STATUSES) expect(allowedComplaintActions({ status }), status).toEqual(expected[status]);
  });

  it('moves every state by every action as the table says, or refuses', () => {
    const next: Record<string, string | null> = { accept: 'accepted', escalate: 'escalated', resolve: 'resolved', confirm: 'confirmed', reopen: 'accepted', close: 'closed', note: null };
    for (const status of COMPLAINT_STATUSES)
      for (const action of COMPLAINT_ACTION_NAMES) {
        const after = applyComplaintAction({ status }, action);
        if (allowedComplaintActions({ status }).includes(action)) expect(after?.status, `${status} ${action}`).toBe(next[action] ?? status);
        else expect(after, `${status} ${action}`).toBeNull();
      }
  });

  it('offers the outlet (note only) nothing but the note, the handler everything else', () => {
    const outlet = (p: string) => p === COMPLAINT_PERMISSIONS.view || p === COMPLAINT_PERMISSIONS.note;
    const handler = (p: string) => p !== COMPLAINT_PERMISSIONS.note;
    expect(complaintActionsFor({ status: 'accepted' }, outlet)).toEqual(['note']);
    expect(complaintActionsFor({ status: 'resolved' }, outlet)).toEqual([]);
    expect(complaintActionsFor({ status: 'accepted' }, handler)).toEqual(['escalate', 'resolve']);
    expect(complaintActionsFor({ status: 'confirmed' }, handler)).toEqual(['close']);
  });
});

describe('complaint timeliness', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const past = '2026-11-26T11:00:00Z';
  const later = '2026-11-26T13:00:00Z';

  it('is overdue while open and past the resolution deadline, or registered past the response deadline', () => {
    expect(complaintOverdue({ status: 'accepted', responseDueAt: past, resolveDueAt: past }, now)).toBe(true);
    expect(complaintOverdue({ status: 'escalated', responseDueAt: past, resolveDueAt: later }, now)).toBe(false);
    expect(complaintOverdue({ status: 'registered', responseDueAt: past, resolveDueAt: later }, now)).toBe(true);
    expect(complaintOverdue({ status: 'registered', responseDueAt: later, resolveDueAt: later }, now)).toBe(false);
    expect(complaintOverdue({ status: 'registered', responseDueAt: null, resolveDueAt: null }, now)).toBe(false);
    for (const status of ['resolved', 'confirmed', 'closed'] as const) expect(complaintOverdue({ status, responseDueAt: past, resolveDueAt: past }, now), status).toBe(false);
  });

  it('is due once its reminder time passed (near), or its deadline when it has no reminder', () => {
    expect(complaintDue({ status: 'accepted', responseDueAt: later, resolveDueAt: later, resolveRemindAt: past }, now)).toBe(true);
    expect(complaintDue({ status: 'accepted', responseDueAt: later, resolveDueAt: later, resolveRemindAt: later }, now)).toBe(false);
    expect(complaintDue({ status: 'accepted', responseDueAt: past, resolveDueAt: later, responseRemindAt: past, resolveRemindAt: later }, now)).toBe(false);
    expect(complaintDue({ status: 'registered', responseDueAt: later, resolveDueAt: later, responseRemindAt: past, resolveRemindAt: later }, now)).toBe(true);
    expect(complaintDue({ status: 'accepted', responseDueAt: null, resolveDueAt: past }, now)).toBe(true);
    expect(complaintDue({ status: 'resolved', responseDueAt: past, resolveDueAt: past, resolveRemindAt: past }, now)).toBe(false);
  });

  it('says on time, late or not yet known', () => {
    expect(complaintOnTime({ resolveDueAt: later, resolvedAt: past }, now)).toBe(true);
    expect(complaintOnTime({ resolveDueAt: past, resolvedAt: later }, now)).toBe(false);
    expect(complaintOnTime({ resolveDueAt: past, resolvedAt: null }, now)).toBe(false);
    expect(complaintOnTime({ resolveDueAt: later, resolvedAt: null }, now)).toBeNull();
    expect(complaintOnTime({ resolveDueAt: null, resolvedAt: past }, now)).toBeNull();
  });
});
