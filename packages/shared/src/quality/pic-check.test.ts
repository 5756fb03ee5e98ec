import { describe, expect, it } from 'vitest';
import { HOLD_REASON_LABELS, HOLD_REASONS } from '../settlement/statement.ts';
import { allowedPicCheckActions, applyPicCheckAction, PIC_CHECK_ACTION_NAMES, PIC_CHECK_HOLDING, PIC_CHECK_STATUSES } from './pic-check.ts';

describe('picture review transitions', () => {
  const expected: Record<string, string[]> = { pending: ['pass', 'reject', 'assign'], passed: [], rejected: ['resubmit'], resubmitted: ['pass', 'reject'] };
  it.each(PIC_CHECK_STATUSES)('%s allows exactly its actions', (status) => {
    expect(allowedPicCheckActions({ status })).toEqual(expected[status]);
    for (const action of PIC_CHECK_ACTION_NAMES) expect(applyPicCheckAction({ status }, action) !== null).toBe(expected[status].includes(action));
  });
  it('goes round a rejection until passed', () => {
    const rejected = applyPicCheckAction({ status: 'pending' }, 'reject')!;
    const resubmitted = applyPicCheckAction(rejected, 'resubmit')!;
    expect([rejected.status, resubmitted.status, applyPicCheckAction(resubmitted, 'pass')?.status]).toEqual(['rejected', 'resubmitted', 'passed']);
  });
  it('assigns a review only while it waits for its first look, leaving its state', () => {
    expect(applyPicCheckAction({ status: 'pending' }, 'assign')).toEqual({ status: 'pending' });
    expect(applyPicCheckAction({ status: 'resubmitted' }, 'assign')).toBeNull();
  });
  it('holds the order from settlement while rejected or resubmitted, a reason the pool names in three languages', () => {
    expect(PIC_CHECK_HOLDING).toEqual(['rejected', 'resubmitted']);
    expect(HOLD_REASONS).toContain('picRejected');
    expect(Object.keys(HOLD_REASON_LABELS.picRejected)).toEqual(['zh-CN', 'en-US', 'es-ES']);
  });
});
