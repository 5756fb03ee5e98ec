/** The three languages of the product and how a request's language is chosen. */
export const LANGS = ['zh-CN', 'en-US', 'es-ES'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';

export type Texts = Record<Lang, string>;

/** Picks the best supported language from an Accept-Language header ("en", "es-MX;q=0.8", ...). */
export function pickLang(acceptLanguage: string | undefined | null, fallback: Lang = DEFAULT_LANG): Lang {
  if (!acceptLanguage) return fallback;
  const wanted = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((w) => w.tag && w.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const primary = tag.split('-')[0];
    const found = LANGS.find((l) => l.toLowerCase() === tag) ?? LANGS.find((l) => l.slice(0, 2) === primary);
    if (found) return found;
  }
  return fallback;
}

/** Replaces {name} placeholders. */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
