import { describe, expect, it } from 'vitest';
import { allowedBulletinActions, applyBulletinAction, BULLETIN_ACTION_NAMES, BULLETIN_STATUSES, bulletinInForce } from './bulletin.ts';

describe('bulletin transitions', () => {
  const expected: Record<string, string[]> = { draft: ['update', 'publish'], published: ['revoke'], revoked: [] };
  it.each(BULLETIN_STATUSES)('%s allows exactly its actions', (status) => {
    expect(allowedBulletinActions({ status })).toEqual(expected[status]);
    for (const action of BULLETIN_ACTION_NAMES) expect(applyBulletinAction({ status }, action) !== null).toBe(expected[status].includes(action));
  });
});

describe('validity', () => {
  const from = new Date('2026-01-01T00:00:00Z');
  const to = new Date('2026-01-31T00:00:00Z');
  it('holds from its start to its end, inclusive', () => {
    expect(bulletinInForce({ validFrom: from, validTo: to }, new Date('2025-12-31T23:59:59Z'))).toBe(false);
    expect(bulletinInForce({ validFrom: from, validTo: to }, from)).toBe(true);
    expect(bulletinInForce({ validFrom: from, validTo: to }, to)).toBe(true);
    expect(bulletinInForce({ validFrom: from, validTo: to }, new Date('2026-01-31T00:00:01Z'))).toBe(false);
  });
  it('has no end without an end', () => {
    expect(bulletinInForce({ validFrom: from, validTo: null }, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });
});
