import { describe, expect, it } from 'vitest';
import { sessionCache } from './session.ts';

const FAR = new Date('2100-01-01T00:00:00Z');

function setup(opts: { ttlMs?: number; max?: number } = {}) {
  let drop = () => {};
  let at = 1_000;
  const cache = sessionCache<{ n: number; accessExpiresAt: Date }>((d) => (drop = d), { ...opts, now: () => at });
  let loads = 0;
  const load = (accessExpiresAt = FAR) => async () => ({ n: ++loads, accessExpiresAt });
  return { cache, load, drop: () => drop(), advance: (ms: number) => (at += ms), loads: () => loads };
}

describe('sessionCache', () => {
  it('keeps what it loaded until a change drops it', async () => {
    const s = setup();
    expect((await s.cache.get('a', s.load())).n).toBe(1);
    expect((await s.cache.get('a', s.load())).n).toBe(1);
    expect((await s.cache.get('b', s.load())).n).toBe(2);
    s.drop();
    expect((await s.cache.get('a', s.load())).n).toBe(3);
  });

  it('does not keep a load that was under way when a change dropped the entries', async () => {
    const s = setup();
    let release = () => {};
    const slow = s.cache.get('a', async () => {
      await new Promise<void>((r) => (release = r));
      return { n: 0, accessExpiresAt: FAR };
    });
    s.drop();
    release();
    expect((await slow).n).toBe(0);
    expect((await s.cache.get('a', s.load())).n).toBe(1);
  });

  it('lets an entry lapse after its time, and never past its token', async () => {
    const s = setup({ ttlMs: 100 });
    await s.cache.get('a', s.load());
    s.advance(99);
    expect((await s.cache.get('a', s.load())).n).toBe(1);
    s.advance(1);
    expect((await s.cache.get('a', s.load())).n).toBe(2);
    // A token that expires in 10 ms is asked again after 10 ms, not 100.
    await s.cache.get('t', s.load(new Date(1_000 + 100 + 10)));
    s.advance(10);
    expect((await s.cache.get('t', s.load())).n).toBe(4);
  });

  it('keeps at most `max` entries, dropping the oldest', async () => {
    const s = setup({ max: 2 });
    await s.cache.get('a', s.load());
    await s.cache.get('b', s.load());
    await s.cache.get('c', s.load());
    expect((await s.cache.get('b', s.load())).n).toBe(2);
    expect((await s.cache.get('a', s.load())).n).toBe(4);
  });

  it('keeps nothing when the load fails', async () => {
    const s = setup();
    await expect(s.cache.get('a', async () => Promise.reject(new Error('revoked')))).rejects.toThrow('revoked');
    expect((await s.cache.get('a', s.load())).n).toBe(1);
  });
});
