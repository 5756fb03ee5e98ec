import { describe, expect, it } from 'vitest';
import { allowedPartsPlanActions, applyPartsPlanAction, averageDaily, PARTS_PLAN_STATUSES, type PlanFacts, planLineShown, suggestPlanQty } from './plan.ts';

const facts = (over: Partial<PlanFacts> = {}): PlanFacts => ({
  consumed: 0,
  periodDays: 90,
  leadDays: 0,
  safetyStock: 0,
  openNeeds: 0,
  onHand: 0,
  inTransit: 0,
  minApply: 0,
  maxApply: 0,
  purchaseStatus: 'allowed',
  ...over,
});

describe('parts plan suggestion', () => {
  it('is demand over the lead time plus safety stock plus open needs minus on hand and transit, rounded up', () => {
    // 90 consumed over 90 days: 1 a day; 7 days of lead = 7; + 5 safety + 3 needs − 4 on hand − 2 transit = 9.
    expect(suggestPlanQty(facts({ consumed: 90, leadDays: 7, safetyStock: 5, openNeeds: 3, onHand: 4, inTransit: 2 }))).toEqual({ avgDaily: '1.00', leadDemand: 7, raw: 9, suggested: 9, note: null });
    // 10 over 30 days × 5 days = 1.67 → with nothing else, 2.
    expect(suggestPlanQty(facts({ consumed: 10, periodDays: 30, leadDays: 5 }))).toMatchObject({ avgDaily: '0.33', leadDemand: 2, raw: 2, suggested: 2 });
    // The fraction is rounded up once, on the whole: 1.67 + 3 − 4 = 0.67 → 1.
    expect(suggestPlanQty(facts({ consumed: 10, periodDays: 30, leadDays: 5, safetyStock: 3, onHand: 4 })).suggested).toBe(1);
  });

  it('never goes below zero', () => {
    expect(suggestPlanQty(facts({ consumed: 9, leadDays: 10, onHand: 50 }))).toMatchObject({ raw: 0, suggested: 0, note: null });
    expect(suggestPlanQty(facts({ safetyStock: 5, onHand: 3, inTransit: 2 })).suggested).toBe(0);
  });

  it('raises a suggestion to the minimum application quantity, and leaves the maximum (an outlet application limit) alone', () => {
    expect(suggestPlanQty(facts({ safetyStock: 3, minApply: 10 }))).toMatchObject({ raw: 3, suggested: 10, note: 'minApply' });
    expect(suggestPlanQty(facts({ safetyStock: 12, minApply: 10 }))).toMatchObject({ raw: 12, suggested: 12, note: null });
    expect(suggestPlanQty(facts({ safetyStock: 30, maxApply: 20 }))).toMatchObject({ raw: 30, suggested: 30, note: null });
    // Nothing to order stays nothing, whatever the minimum.
    expect(suggestPlanQty(facts({ minApply: 10 }))).toMatchObject({ suggested: 0, note: null });
  });

  it('gives a part whose purchase is forbidden 0 with a note, and notes a restricted one', () => {
    const forbidden = suggestPlanQty(facts({ safetyStock: 8, purchaseStatus: 'forbidden' }));
    expect(forbidden).toMatchObject({ raw: 8, suggested: 0, note: 'forbidden' });
    expect(planLineShown(forbidden)).toBe(true);
    expect(suggestPlanQty(facts({ safetyStock: 8, purchaseStatus: 'restricted' }))).toMatchObject({ suggested: 8, note: 'restricted' });
    expect(planLineShown(suggestPlanQty(facts({ purchaseStatus: 'forbidden' })))).toBe(false);
  });

  it('averages to two decimals, rounding half up', () => {
    expect(averageDaily(0, 90)).toBe('0.00');
    expect(averageDaily(1, 8)).toBe('0.13');
    expect(averageDaily(1, 200)).toBe('0.01');
    expect(averageDaily(1000, 3)).toBe('333.33');
    expect(averageDaily(2, 3)).toBe('0.67');
  });
});

describe('parts plan states', () => {
  it('edits, confirms and cancels only a draft', () => {
    expect(allowedPartsPlanActions({ status: 'draft' })).toEqual(['update', 'confirm', 'cancel']);
    expect(applyPartsPlanAction({ status: 'draft' }, 'confirm')).toEqual({ status: 'confirmed' });
    expect(applyPartsPlanAction({ status: 'draft' }, 'cancel')).toEqual({ status: 'cancelled' });
    for (const status of PARTS_PLAN_STATUSES.filter((s) => s !== 'draft')) {
      expect(allowedPartsPlanActions({ status })).toEqual([]);
      expect(applyPartsPlanAction({ status }, 'confirm')).toBeNull();
    }
  });
});
