import { describe, expect, it } from 'vitest';
import { allowedGoodCommentActions, applyGoodCommentAction, GOOD_COMMENT_ACTION_NAMES, GOOD_COMMENT_DICTS, GOOD_COMMENT_LIVE, GOOD_COMMENT_STATUSES, grantFits } from './good-comment.ts';

describe('good-comment application transitions', () => {
  it('allows exactly the table, state by state', () => {
    const expected: Record<string, string[]> = { pending: ['approve', 'reject'], approved: [], rejected: [] };
    for (const status of GOOD_COMMENT_STATUSES) expect(allowedGoodCommentActions({ status }), status).toEqual(expected[status]);
  });

  it('moves every state by every action as the table says, or refuses', () => {
    const next: Record<string, string> = { approve: 'approved', reject: 'rejected' };
    for (const status of GOOD_COMMENT_STATUSES)
      for (const action of GOOD_COMMENT_ACTION_NAMES) {
        const after = applyGoodCommentAction({ status }, action);
        if (allowedGoodCommentActions({ status }).includes(action)) expect(after?.status, `${status} ${action}`).toBe(next[action]);
        else expect(after, `${status} ${action}`).toBeNull();
      }
  });

  it('counts pending and approved claims as live, a rejected one not', () => {
    expect([...GOOD_COMMENT_LIVE]).toEqual(['pending', 'approved']);
  });

  it('grants above zero and at most the claim, in cents', () => {
    expect(grantFits(5050, 5050)).toBe(true);
    expect(grantFits(5050, 1)).toBe(true);
    expect(grantFits(5050, 5051)).toBe(false);
    expect(grantFits(5050, 0)).toBe(false);
    expect(grantFits(5050, -100)).toBe(false);
  });

  it('labels every status in every language', () => {
    for (const dict of GOOD_COMMENT_DICTS) for (const item of dict.items) expect(item.every((text) => text.trim().length > 0)).toBe(true);
  });
});
