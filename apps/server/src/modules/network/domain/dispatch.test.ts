import { describe, expect, it } from 'vitest';
import { type MatchedRule, rankCandidates } from './dispatch.ts';

const rule = (over: Partial<MatchedRule>): MatchedRule => ({
  ruleId: 1,
  siteId: 1,
  engineerId: null,
  priority: 0,
  areaDistance: 0,
  categoryDistance: null,
  serviceTypeSet: false,
  distanceKm: null,
  ...over,
});

describe('rankCandidates', () => {
  it('puts higher priority first whatever the specificity', () => {
    const ranked = rankCandidates([rule({ ruleId: 1, siteId: 1, priority: 1, categoryDistance: 0, serviceTypeSet: true }), rule({ ruleId: 2, siteId: 2, priority: 5, areaDistance: 2 })]);
    expect(ranked.map((c) => c.siteId)).toEqual([2, 1]);
    expect(ranked.map((c) => c.rank)).toEqual([1, 2]);
  });

  it('prefers, at equal priority, the nearer area, then a named category, then a named service type', () => {
    const ranked = rankCandidates([
      rule({ ruleId: 1, siteId: 1, areaDistance: 1 }),
      rule({ ruleId: 2, siteId: 2 }),
      rule({ ruleId: 3, siteId: 3, categoryDistance: 1 }),
      rule({ ruleId: 4, siteId: 4, categoryDistance: 0 }),
      rule({ ruleId: 5, siteId: 5, categoryDistance: 0, serviceTypeSet: true }),
    ]);
    expect(ranked.map((c) => c.siteId)).toEqual([5, 4, 3, 2, 1]);
  });

  it('breaks remaining ties by distance to the customer (unknown last), then by the older rule', () => {
    const ranked = rankCandidates([rule({ ruleId: 3, siteId: 3 }), rule({ ruleId: 2, siteId: 2, distanceKm: 12.5 }), rule({ ruleId: 1, siteId: 1, distanceKm: 3 }), rule({ ruleId: 4, siteId: 4 })]);
    expect(ranked.map((c) => c.siteId)).toEqual([1, 2, 3, 4]);
  });

  it('lists an outlet-and-engineer pair once, at its best rule', () => {
    const ranked = rankCandidates([rule({ ruleId: 1, siteId: 1, priority: 1 }), rule({ ruleId: 2, siteId: 1, priority: 9 }), rule({ ruleId: 3, siteId: 1, engineerId: 7 })]);
    expect(ranked.map((c) => [c.ruleId, c.siteId, c.engineerId])).toEqual([
      [2, 1, null],
      [3, 1, 7],
    ]);
  });

  it('ranks nothing when nothing matched', () => {
    expect(rankCandidates([])).toEqual([]);
  });
});
