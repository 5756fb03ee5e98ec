import { describe, expect, it } from 'vitest';
import { fill, pickLang } from './i18n.ts';

describe('pickLang', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en', 'en-US'],
    ['en-GB,en;q=0.8', 'en-US'],
    ['es-MX;q=0.9, fr;q=0.5', 'es-ES'],
    ['fr, es;q=0.3, en;q=0.7', 'en-US'],
    ['de', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['en;q=0, es', 'es-ES'],
  ])('%s -> %s', (header, lang) => {
    expect(pickLang(header)).toBe(lang);
  });

  it('falls back to the given language', () => {
    expect(pickLang('de', 'es-ES')).toBe('es-ES');
  });
});

describe('fill', () => {
  it('replaces known placeholders and leaves unknown ones', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
