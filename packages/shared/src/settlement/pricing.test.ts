import { describe, expect, it } from 'vitest';
import { errorText } from '../errors.ts';
import { formulaProblem } from './formula.ts';
import { breakdownOf, type CoefficientRow, coefficientValueProblem, DEFAULT_COST_FORMULA, matchCoefficients, matchStandard, type OrderFacts, priceTotal, rangesOverlap, type StandardRow } from './pricing.ts';

const order: OrderFacts = {
  day: '2026-06-15',
  serviceTypeId: 1,
  categoryId: 10,
  warrantyType: '1',
  areas: [
    { id: 100, code: '110000' },
    { id: 101, code: '110100' },
    { id: 102, code: '110105' },
  ],
  siteLevel: '1',
  starLevel: 4,
  urgency: '2',
  slaMet: true,
};

let next = 1;
const std = (over: Partial<StandardRow>): StandardRow => ({ id: next++, serviceTypeId: 1, categoryId: null, warrantyType: null, areaId: null, siteLevel: null, fee: '50.00', effectiveFrom: '2026-01-01', effectiveTo: null, ...over });
const coef = (over: Partial<CoefficientRow>): CoefficientRow => ({ id: next++, kind: 'star', matchValue: '4', factor: '1.1000', effectiveFrom: '2026-01-01', effectiveTo: null, ...over });
const fees = { feeRemote: '30.00', feeBonus: '5.00', feeReward: '-20.00', feeAdhoc: '0.00', feeDiscount: '2.50' };

describe('settlement standard matching', () => {
  it('takes only a standard of the service type in force on the day, whose set fields all match', () => {
    expect(matchStandard([std({ serviceTypeId: 2 })], order)).toBeNull();
    expect(matchStandard([std({ effectiveFrom: '2026-06-16' })], order)).toBeNull();
    expect(matchStandard([std({ effectiveTo: '2026-06-14' })], order)).toBeNull();
    expect(matchStandard([std({ categoryId: 11 })], order)).toBeNull();
    expect(matchStandard([std({ warrantyType: '2' })], order)).toBeNull();
    expect(matchStandard([std({ areaId: 200 })], order)).toBeNull();
    expect(matchStandard([std({ siteLevel: '2' })], order)).toBeNull();
    const last = std({ effectiveTo: '2026-06-15' });
    expect(matchStandard([last], order)).toBe(last);
  });

  it('the most specific wins: category, then warranty, then region (district over city over province), then outlet level', () => {
    const any = std({ fee: '10.00' });
    const level = std({ siteLevel: '1' });
    const province = std({ areaId: 100, siteLevel: '1' });
    const city = std({ areaId: 101 });
    const district = std({ areaId: 102 });
    const warranty = std({ warrantyType: '1' });
    const category = std({ categoryId: 10 });
    expect(matchStandard([any, level], order)).toBe(level);
    expect(matchStandard([any, level, province], order)).toBe(province);
    expect(matchStandard([any, level, province, city], order)).toBe(city);
    expect(matchStandard([district, any, level, province, city], order)).toBe(district);
    expect(matchStandard([district, warranty, city], order)).toBe(warranty);
    expect(matchStandard([district, warranty, category], order)).toBe(category);
  });

  it('of equally specific ones, the later start wins', () => {
    const older = std({ effectiveFrom: '2026-01-01' });
    const newer = std({ effectiveFrom: '2026-03-01' });
    expect(matchStandard([newer, older], order)).toBe(newer);
  });

  it('date ranges overlap when they share a day (an empty end is open)', () => {
    expect(rangesOverlap({ from: '2026-01-01', to: '2026-01-31' }, { from: '2026-01-31', to: null })).toBe(true);
    expect(rangesOverlap({ from: '2026-01-01', to: '2026-01-31' }, { from: '2026-02-01', to: null })).toBe(false);
    expect(rangesOverlap({ from: '2026-03-01', to: null }, { from: '2026-01-01', to: '2026-02-28' })).toBe(false);
    expect(rangesOverlap({ from: '2026-03-01', to: null }, { from: '2026-01-01', to: null })).toBe(true);
  });
});

describe('coefficients', () => {
  it('one per kind, in force and matching; a region matches its deepest area', () => {
    const star = coef({ kind: 'star', matchValue: '4', factor: '1.1000' });
    const star3 = coef({ kind: 'star', matchValue: '3', factor: '1.0500' });
    const province = coef({ kind: 'area', matchValue: '110000', factor: '1.0200' });
    const district = coef({ kind: 'area', matchValue: '110105', factor: '1.0500' });
    const urgent = coef({ kind: 'urgency', matchValue: '2', factor: '1.2000' });
    const expired = coef({ kind: 'sla', matchValue: 'met', effectiveTo: '2026-05-31' });
    expect(matchCoefficients([province, star3, urgent, district, star, expired], order)).toEqual([star, district, urgent]);
    expect(matchCoefficients([coef({ kind: 'sla', matchValue: 'missed' })], order)).toEqual([]);
  });

  it('checks the matched value by kind', () => {
    expect(coefficientValueProblem('star', '5')).toBeNull();
    expect(coefficientValueProblem('star', '6')).toBe('notAnOption');
    expect(coefficientValueProblem('urgency', '3')).toBeNull();
    expect(coefficientValueProblem('sla', 'late')).toBe('notAnOption');
    expect(coefficientValueProblem('area', '110105')).toBeNull();
    expect(coefficientValueProblem('other', '1')).toBe('notAnOption');
  });
});

describe('breakdown and total', () => {
  it('lists each item with its source; a negative reward is the penalty; the coefficient is the product', () => {
    const b = breakdownOf({ standardFee: '80.00', override: null, coefficients: [{ factor: '1.1000' }, { factor: '1.0500' }], fees });
    expect(b.service).toEqual({ value: '80.00', source: 'standard' });
    expect(b.coefficient).toEqual({ value: '1.1550', source: 'coefficients' });
    expect(b.remote).toEqual({ value: '30.00', source: 'order' });
    expect(b.reward).toEqual({ value: '0.00', source: 'none' });
    expect(b.penalty).toEqual({ value: '20.00', source: 'order' });
    expect(b.discount.value).toBe('2.50');
    // 80 × 1.155 + 30 + 5 + 0 − 20 + 0 − 2.5 = 104.9
    expect(priceTotal(DEFAULT_COST_FORMULA, b, { rounding: 'round', decimals: 2 })).toBe('104.90');
  });

  it('no standard: service 0, flagged; an override wins over the standard', () => {
    expect(breakdownOf({ standardFee: null, override: null, coefficients: [], fees }).service).toEqual({ value: '0.00', source: 'noStandard' });
    const none = breakdownOf({ standardFee: null, override: null, coefficients: [], fees });
    expect(none.coefficient).toEqual({ value: '1.0000', source: 'none' });
    expect(breakdownOf({ standardFee: '80.00', override: '99.5', coefficients: [], fees }).service).toEqual({ value: '99.50', source: 'override' });
  });

  it('rounds the total by the tenant rule and never below zero', () => {
    const b = breakdownOf({ standardFee: '10.00', override: null, coefficients: [{ factor: '1.0005' }], fees: { ...fees, feeRemote: '0', feeBonus: '0', feeReward: '0', feeDiscount: '0' } });
    // 10 × 1.0005 = 10.005
    expect(priceTotal('service * coefficient', b, { rounding: 'round', decimals: 2 })).toBe('10.01');
    expect(priceTotal('service * coefficient', b, { rounding: 'floor', decimals: 2 })).toBe('10.00');
    expect(priceTotal('service * coefficient', b, { rounding: 'ceil', decimals: 2 })).toBe('10.01');
    expect(priceTotal('service - 100', b, { rounding: 'round', decimals: 2 })).toBe('0.00');
  });

  it('the demo formula is valid and every formula problem has a message in three languages', () => {
    expect(formulaProblem(DEFAULT_COST_FORMULA)).toBeNull();
    for (const text of ['', 'service +', 'fee * 2', 'service; 1', 'x'.repeat(501)]) {
      const problem = formulaProblem(text);
      expect(problem).not.toBeNull();
      for (const lang of ['zh-CN', 'en-US', 'es-ES'] as const) expect(errorText(problem!.code, lang, 'params' in problem! ? problem.params : {})).not.toMatch(/\{/);
    }
    expect(errorText('formulaUnknownItem', 'en-US', { name: 'fee', items: 'service' })).toBe('unknown fee item "fee"; the items are: service');
  });
});
