import { describe, expect, it } from 'vitest';
import { nulField } from './nul-guard.ts';

describe('nulField', () => {
  it('finds U+0000 in any string or key and names its path', () => {
    expect(nulField({ code: 'a', lines: [{ name: 'ok' }, { name: 'b\u0000' }] })).toBe('lines.1.name');
    expect(nulField({ outer: { 'k\u0000': 1 } })).toBe('outer.k\\u0000');
    expect(nulField('\u0000')).toBe('');
    expect(nulField(['x', ['\u0000']])).toBe('1.0');
  });

  it('passes values without one', () => {
    for (const clean of [undefined, null, 0, true, 'text', {}, [], { a: ['b', { c: 'd\\u0000' }], n: 1 }]) expect(nulField(clean)).toBeNull();
  });

  it('walks a value nested deeper than the stack allows', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(nulField(deep)).toBe(Array.from({ length: 100_000 }, () => 'a').join('.'));
  });
});
