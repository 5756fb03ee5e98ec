import { describe, expect, it } from 'vitest';
import { maskParams } from './operation-log.ts';

/** A value nested `depth` objects deep, built without recursion. */
const nested = (depth: number) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('maskParams', () => {
  it('masks passwords, secrets, tokens and SMS codes at any depth, and keeps business codes', () => {
    const text = maskParams({ username: 'admin', password: 'p', nested: { refresh_token: 't', smsCode: '1', newPassword: 'n' }, code: 'DEPT-01' });
    expect(JSON.parse(text)).toEqual({ username: 'admin', password: '******', nested: { refresh_token: '******', smsCode: '******', newPassword: '******' }, code: 'DEPT-01' });
  });

  it('writes what JSON.stringify writes for a short value', () => {
    const value = { a: [1, 'two', null, true, { b: 2.5 }], c: { d: [] }, e: {}, s: 'quote " and \\ and \u0000', skipped: undefined, at: new Date(0) };
    expect(maskParams(value)).toBe(JSON.stringify(value));
    expect(maskParams(undefined)).toBe('{}');
  });

  it('cuts long parameters', () => {
    expect(maskParams({ a: 'x'.repeat(5000) }).length).toBeLessThanOrEqual(2001);
    expect(maskParams({ [`k${'y'.repeat(5000)}`]: 1 }).length).toBeLessThanOrEqual(2001);
    const many = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`key${i}`, i]));
    expect(maskParams(many).length).toBeLessThanOrEqual(2001);
    expect(maskParams({ list: Array.from({ length: 1_000_000 }, () => [1]) }).length).toBeLessThanOrEqual(2001);
  });

  it('never throws, whatever the depth: deep values are written as "…"', () => {
    const text = maskParams(nested(100_000));
    expect(text.length).toBeLessThanOrEqual(2001);
    expect(text.startsWith('{"a":{"a":')).toBe(true);
    expect(text).toContain('"…"');
    expect(JSON.parse(maskParams(nested(3)))).toEqual(nested(3));
    let list: unknown = [];
    for (let i = 0; i < 100_000; i++) list = [list];
    expect(() => maskParams(list)).not.toThrow();
  });
});
