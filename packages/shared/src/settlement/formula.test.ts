import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateFormula, FORMULA_ITEMS, FormulaDivisionByZero, type FormulaValues, formulaItems, formulaProblem } from './formula.ts';
import { roundMoney, sumMoney } from './money.ts';

const zero = Object.fromEntries(FORMULA_ITEMS.map((i) => [i, '0'])) as FormulaValues;
const values = (v: Partial<FormulaValues>): FormulaValues => ({ ...zero, ...v });

describe('cost formula', () => {
  it('evaluates the fee items in decimals, with precedence, parentheses, unary minus and min/max/abs', () => {
    const v = values({ service: '80.10', coefficient: '1.15', remote: '30', bonus: '5.5', penalty: '20' });
    expect(evaluateFormula('service * coefficient + remote + bonus - penalty', v).toFixed()).toBe('107.615');
    expect(evaluateFormula('(service + remote) * coefficient', v).toFixed()).toBe('126.615');
    expect(evaluateFormula('-penalty + max(remote, 50) + min(bonus, 3) + abs(-2)', v).toFixed()).toBe('35');
    expect(evaluateFormula('service / 3', values({ service: '100' })).toDecimalPlaces(6).toFixed()).toBe('33.333333');
    // Floats would give 0.30000000000000004.
    expect(evaluateFormula('bonus + remote', values({ bonus: '0.1', remote: '0.2' })).toFixed()).toBe('0.3');
    expect(evaluateFormula('.5 * service + 2. ', values({ service: '10' })).toFixed()).toBe('7');
  });

  it('refuses on save what it cannot evaluate safely, saying what and where', () => {
    expect(formulaProblem('  ')).toEqual({ code: 'formulaEmpty' });
    expect(formulaProblem('service +')).toEqual({ code: 'formulaSyntax', params: { at: expect.any(Number) } });
    expect(formulaProblem('service + fee')).toEqual({ code: 'formulaUnknownItem', params: { name: 'fee', items: FORMULA_ITEMS.join(', ') } });
    for (const [source, part] of [
      ['constructor.constructor("return process")()', '()'],
      ['service.toString', 'MemberExpression'],
      ['service["x"]', 'MemberExpression'],
      ['"1" + service', '"1"'],
      ['service > 1', '>'],
      ['service = 1', 'AssignmentExpression'],
      ['service; remote', ';'],
      ['!service', '!'],
      ['eval(service)', 'eval'],
      ['this', 'ThisExpression'],
      ['true + service', 'true'],
      ['1e3 * service', '1e3'],
      ['abs(service, remote)', 'abs()'],
      ['max()', 'max()'],
      ['[service]', 'ArrayExpression'],
    ] as const) {
      const problem = formulaProblem(source);
      expect(problem?.code, source).toMatch(/^formula(Unsupported|Syntax)$/);
      if (problem?.code === 'formulaUnsupported') expect(problem.params.part, source).toBe(part);
    }
    expect(formulaProblem(`service${' + 1'.repeat(200)}`)).toEqual({ code: 'formulaTooLong', params: { max: 500 } });
    expect(formulaProblem('service * coefficient + remote + bonus + reward - penalty + adhoc - discount')).toBeNull();
  });

  it('names the items a formula uses, in catalogue order', () => {
    expect(formulaItems('penalty + max(service, remote) * coefficient')).toEqual(['service', 'coefficient', 'remote', 'penalty']);
    expect(formulaItems('service +')).toEqual([]);
  });

  it('throws on a division by zero of one order and on a formula that was never valid', () => {
    expect(() => evaluateFormula('service / remote', values({ service: '1' }))).toThrow(FormulaDivisionByZero);
    expect(() => evaluateFormula('service.x', zero)).toThrow(/not valid/);
  });

  it('agrees with exact integer arithmetic on sums and products of cent amounts', () => {
    const cents = fc.integer({ min: -10_000_000, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, fc.integer({ min: 0, max: 300 }), (service, remote, percent) => {
        const v = values({ service: (service / 100).toFixed(2), remote: (remote / 100).toFixed(2), coefficient: (percent / 100).toFixed(2) });
        const exact = BigInt(service) * BigInt(percent) + BigInt(remote) * 100n; // in 1/10000
        expect(evaluateFormula('service * coefficient + remote', v).times(10_000).toFixed()).toBe(exact.toString());
      }),
    );
  });
});

describe('money rounding', () => {
  it('rounds half up, up or down to the tenant decimals, as fixed text', () => {
    expect(roundMoney('107.615')).toBe('107.62');
    expect(roundMoney('-107.615')).toBe('-107.62');
    expect(roundMoney('107.611', { rounding: 'ceil', decimals: 2 })).toBe('107.62');
    expect(roundMoney('107.619', { rounding: 'floor', decimals: 2 })).toBe('107.61');
    expect(roundMoney('107.5', { rounding: 'round', decimals: 0 })).toBe('108');
    expect(roundMoney(3)).toBe('3.00');
    expect(sumMoney(['0.1', '0.2', null, '', 0.05]).toFixed()).toBe('0.35');
  });
});
