/**
 * Words in Chinese, English and Spanish, as the knowledge base's full-text index holds them and as a search asks
 * for them. PostgreSQL's own parsers neither split Chinese nor fold Spanish accents the same on every server, so the
 * lexemes are made here: Latin words lower-cased without accents (reparación → reparacion), each run of Chinese
 * characters as its single characters and its overlapping pairs (漏水报警 → 漏 水 报 警 漏水 水报 报警), the way
 * CJK search engines index without a dictionary. The table's tsvector is array_to_tsvector of these lexemes.
 */

const HAN = /\p{Script=Han}/u;
/** Letters and digits (any script), in runs: a run is a word, or a stretch of Chinese characters. */
const RUN = /[\p{L}\p{N}]+/gu;
/** A Latin word longer than this is cut (tsvector lexemes are limited; nobody searches for one so long). */
const MAX_WORD = 60;

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Splits a run into its Chinese stretches and the words between them. */
function pieces(run: string): { han: boolean; text: string }[] {
  const out: { han: boolean; text: string }[] = [];
  for (const ch of run) {
    const han = HAN.test(ch);
    const last = out[out.length - 1];
    if (last && last.han === han) last.text += ch;
    else out.push({ han, text: ch });
  }
  return out;
}

const pairs = (chars: string[]) => chars.slice(0, -1).map((c, i) => c + chars[i + 1]);

/** The lexemes an article's text is indexed under (each once). */
export function searchTerms(...texts: (string | null | undefined)[]): string[] {
  const terms = new Set<string>();
  for (const text of texts) {
    for (const run of fold(text ?? '').match(RUN) ?? []) {
      for (const piece of pieces(run)) {
        if (!piece.han) {
          terms.add(piece.text.slice(0, MAX_WORD));
          continue;
        }
        const chars = [...piece.text];
        for (const c of chars) terms.add(c);
        for (const p of pairs(chars)) terms.add(p);
      }
    }
  }
  return [...terms];
}

/**
 * A search's words as a tsquery (its literal input form, no parser involved): every word must be found; a Latin
 * word matches words that begin with it (leak finds leaking), a Chinese stretch matches its pairs (or its single
 * character). Null when the words hold no letter or digit. Lexemes are letters and digits only, so need no quoting
 * beyond the quotes around them.
 */
export function searchQuery(words: string): string | null {
  const parts: string[] = [];
  for (const run of fold(words).match(RUN) ?? []) {
    for (const piece of pieces(run)) {
      if (!piece.han) parts.push(`'${piece.text.slice(0, MAX_WORD)}':*`);
      else {
        const chars = [...piece.text];
        for (const term of chars.length === 1 ? chars : pairs(chars)) parts.push(`'${term}'`);
      }
    }
  }
  return parts.length ? [...new Set(parts)].join(' & ') : null;
}
