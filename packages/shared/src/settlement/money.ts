/**
 * Money in settlement (issue 17, spec section 9): decimal arithmetic (decimal.js, never floats), rounded by the
 * tenant's rule (round half up, ceil or floor) to its decimals (2 by default) at the points docs/settlement.md names.
 */
import DecimalJs from 'decimal.js';
import { MONEY_DECIMALS, type Rounding } from '../work-orders/fees.ts';

/** A private Decimal: enough precision for any fee and coefficient chain, and no global configuration shared with others. */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;

/** The tenant's rule: the rounding of the work orders' fees (work-orders/fees.ts) and the decimals kept. */
export interface MoneyRule {
  rounding: Rounding;
  decimals: number;
}
export const DEFAULT_MONEY_RULE: MoneyRule = { rounding: 'round', decimals: MONEY_DECIMALS };

/** Round is half away from zero, as `divide` of work-orders/fees.ts rounds cents. */
const MODES: Record<Rounding, DecimalJs.Rounding> = { round: Decimal.ROUND_HALF_UP, ceil: Decimal.ROUND_CEIL, floor: Decimal.ROUND_FLOOR };

/** A decimal from what the database (numeric as text), a form or a computation holds; blank is zero. */
export const dec = (value: Decimal | string | number | null | undefined): Decimal => new Decimal(value === null || value === undefined || value === '' ? 0 : value);

/** The amount rounded by the rule, as the fixed-decimal text numeric columns take ("12.30"). */
export const roundMoney = (value: Decimal | string | number, rule: MoneyRule = DEFAULT_MONEY_RULE): string => dec(value).toDecimalPlaces(rule.decimals, MODES[rule.rounding]).toFixed(rule.decimals);

/** The sum of amounts, exact (round the result, not the terms, unless the terms are already rounded amounts). */
export const sumMoney = (values: readonly (Decimal | string | number | null | undefined)[]): Decimal => values.reduce<Decimal>((total, v) => total.plus(dec(v)), new Decimal(0));
