/** Pure helpers of the pricing screens. */
import dayjs from 'dayjs';
import type { FormulaVersion } from './pricing-api.ts';

/** The version in force at a moment: the latest start not after it (equal starts: the higher version), as the server picks it. */
export function versionInForce(versions: readonly FormulaVersion[], now = dayjs()): FormulaVersion | undefined {
  return versions
    .filter((v) => !dayjs(v.effectiveFrom).isAfter(now))
    .sort((a, b) => dayjs(b.effectiveFrom).valueOf() - dayjs(a.effectiveFrom).valueOf() || b.version - a.version)[0];
}
