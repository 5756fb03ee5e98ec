/**
 * The numeric input of spec section 5: what a numeric field keeps of what was typed. Decimals default to 2; with 0
 * only digits stay; a minus only first and only when negatives are allowed (never when the minimum is 0 or more);
 * a dot only after a digit and only once; digits beyond the allowed decimals are trimmed; anything else is dropped.
 */
export interface NumericRule {
  /** Digits after the point (default 2; 0 for whole numbers). */
  decimals?: number;
  /** The smallest value allowed: with 0 or more, the minus sign is refused. */
  min?: number;
}

export function cleanNumericInput(raw: string, rule: NumericRule = {}): string {
  const decimals = rule.decimals ?? 2;
  const negativeAllowed = rule.min === undefined || rule.min < 0;
  let out = '';
  let dot = -1;
  for (const ch of raw) {
    if (ch === '-') {
      if (negativeAllowed && out === '') out = '-';
    } else if (ch === '.') {
      if (decimals > 0 && dot < 0 && /\d$/.test(out)) {
        dot = out.length;
        out += '.';
      }
    } else if (ch >= '0' && ch <= '9') {
      if (dot < 0 || out.length - dot <= decimals) out += ch;
    }
  }
  return out;
}
