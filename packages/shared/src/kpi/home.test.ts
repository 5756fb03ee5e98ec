import { describe, expect, it } from 'vitest';
import { standingOf } from './home.ts';

describe('an outlet standing in its region', () => {
  it('is one more than the outlets with a better figure, out of those with one', () => {
    expect(standingOf(0.8, [0.9, 0.8, 0.5, null])).toEqual({ position: 2, of: 3 });
    expect(standingOf(0.9, [0.9, 0.8])).toEqual({ position: 1, of: 2 });
    expect(standingOf(0.5, [0.9, 0.8, 0.5])).toEqual({ position: 3, of: 3 });
  });

  it('shares a position on a tie, and has none without a figure', () => {
    expect(standingOf(0.8, [0.8, 0.8, 1])).toEqual({ position: 2, of: 3 });
    expect(standingOf(null, [0.8, null, 1])).toEqual({ position: null, of: 2 });
    expect(standingOf(null, [null])).toEqual({ position: null, of: 0 });
  });
});
