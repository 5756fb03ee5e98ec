import { describe, expect, it } from 'vitest';
import { reminderTotal } from './reminders.ts';

describe('the reminder badge', () => {
  it('sums the two counts, a missing or null count being 0', () => {
    expect(reminderTotal({ serviceOrderSum: 3, complaintOrderSum: 4 })).toBe(7);
    expect(reminderTotal({ serviceOrderSum: null, complaintOrderSum: 2 })).toBe(2);
    expect(reminderTotal(undefined)).toBe(0);
  });
});
