/**
 * Money and the fees of a work order (ARCHITECTURE.md section 6; spec section 9 "money rounding default 2
 * decimals with round, ceil or floor"). Amounts are scaled integers — cents for money, tenths for kilometres —
 * parsed from and formatted to decimal strings, never floats; every division names its rounding.
 */

export type Rounding = 'round' | 'ceil' | 'floor';
export const ROUNDINGS: readonly Rounding[] = ['round', 'ceil', 'floor'];

/** Decimals of money (cents) and of the remote distance (tenths of a km, so_order.remote_km). */
export const MONEY_DECIMALS = 2;
export const KM_DECIMALS = 1;

/** The largest amount a fee column holds: numeric(12,2) is 9 999 999 999.99. */
export const MAX_CENTS = 999_999_999_999;

/**
 * A decimal given as text (or a number as typed: 12.5) as an integer scaled by 10^decimals; null when it is not
 * a plain decimal, has more decimals than allowed, or leaves the safe integer range.
 */
export function parseScaled(value: unknown, decimals = MONEY_DECIMALS): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = /^([-+]?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, frac = ''] = match;
  if (frac.length > decimals) return null;
  const scaled = Number(whole + frac.padEnd(decimals, '0'));
  if (!Number.isSafeInteger(scaled)) return null;
  return sign === '-' && scaled !== 0 ? -scaled : scaled;
}

/** A scaled integer as a decimal string with exactly `decimals` places ("-12.30"). */
export function formatScaled(scaled: number, decimals = MONEY_DECIMALS): string {
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`not a scaled integer: ${scaled}`);
  const digits = String(Math.abs(scaled)).padStart(decimals + 1, '0');
  const sign = scaled < 0 ? '-' : '';
  return decimals > 0 ? `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : `${sign}${digits}`;
}

/** n / d for integers (d > 0), rounded as told: round is half away from zero, ceil towards +∞, floor towards −∞. */
export function divide(n: number, d: number, rounding: Rounding = 'round'): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d <= 0) throw new RangeError(`cannot divide ${n} by ${d}`);
  // The float quotient can round up to the next integer when n is large: the remainder's sign tells, and corrects it.
  let q = Math.trunc(n / d);
  let r = n - q * d;
  if (r !== 0 && Math.sign(r) !== Math.sign(n)) {
    q -= Math.sign(n);
    r += Math.sign(n) * d;
  }
  if (r === 0) return q + 0;
  if (rounding === 'floor') return n < 0 ? q - 1 : q + 0;
  if (rounding === 'ceil') return n < 0 ? q + 0 : q + 1;
  return (2 * Math.abs(r) >= d ? q + Math.sign(n) : q) + 0;
}

/** A scaled integer with `from` decimals brought to `to` decimals (fewer decimals round as told). */
export function rescale(scaled: number, from: number, to: number, rounding: Rounding = 'round'): number {
  return to >= from ? scaled * 10 ** (to - from) : divide(scaled, 10 ** (from - to), rounding);
}

/**
 * A measured quantity (a distance computed in floating point by the database) as a scaled integer, rounded as
 * told; the one place a float enters, and it leaves as an integer.
 */
export function scaleMeasure(value: number, decimals: number, rounding: Rounding = 'round'): number {
  const scaled = value * 10 ** decimals;
  if (!Number.isFinite(scaled) || Math.abs(scaled) > Number.MAX_SAFE_INTEGER) throw new RangeError(`not a measure: ${value}`);
  if (rounding === 'ceil') return Math.ceil(scaled) || 0;
  if (rounding === 'floor') return Math.floor(scaled) || 0;
  return Math.sign(scaled) * Math.round(Math.abs(scaled)) || 0;
}

/** An outlet's remote-fee settings (sn_site remoteBaseKm, remoteFeeRate, remoteFeeCap), the money in cents. */
export interface RemoteFeeRule {
  /** Kilometres included without a fee. */
  baseKm: number;
  /** Cents per kilometre beyond the base. */
  rateCents: number;
  /** The most the fee can be, in cents; 0 means no cap. */
  capCents: number;
}

/**
 * The remote fee for a distance in tenths of a km: min(cap, max(0, km − base) × rate), rounded to the cent as
 * told; a cap of 0 caps nothing.
 */
export function remoteFee(kmTenths: number, rule: RemoteFeeRule, rounding: Rounding = 'round'): number {
  const beyond = Math.max(0, kmTenths - rule.baseKm * 10);
  const fee = divide(beyond * rule.rateCents, 10, rounding);
  return rule.capCents > 0 ? Math.min(rule.capCents, fee) : fee;
}

/** The fee lines of an order, in cents. reward is signed (a penalty is negative); the others are 0 or more. */
export interface FeeLines {
  service: number;
  remote: number;
  bonus: number;
  reward: number;
  adhoc: number;
  discount: number;
}

export const FEE_LINES = ['service', 'remote', 'bonus', 'reward', 'adhoc', 'discount'] as const satisfies readonly (keyof FeeLines)[];

/** service + remote + bonus + reward/penalty + ad hoc − discount, never below zero. */
export function feeTotal(fees: FeeLines): number {
  return Math.max(0, fees.service + fees.remote + fees.bonus + fees.reward + fees.adhoc - fees.discount);
}

/** How and whether the customer paid (out of warranty): the payment record's choices. */
export const PAY_METHODS = ['cash', 'wechat', 'alipay', 'card', 'transfer'] as const;
export const PAY_STATUSES = ['unpaid', 'paid', 'waived', 'refunded'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export type PayStatus = (typeof PAY_STATUSES)[number];
