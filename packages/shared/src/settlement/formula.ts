/**
 * The cost formula (issue 17): headquarters writes how an order's fee items add up to what the outlet is paid, e.g.
 * `service * coefficient + remote + bonus - penalty`. The text is parsed by jsep (an expression parser: it builds a
 * syntax tree and runs nothing) and evaluated here by walking that tree over decimals. Only numbers, the fee items,
 * + - * /, parentheses and min / max / abs are taken; anything else (strings, members, calls of other names,
 * comparisons, assignments) is refused when the formula is saved, so evaluation never meets it.
 */
import jsep from 'jsep';
import type { Texts } from '../i18n.ts';
import { Decimal, dec } from './money.ts';

/** The fee items a formula may name: the order's priced amounts and the product of the coefficients that apply to it. */
export const FORMULA_ITEMS = ['service', 'coefficient', 'remote', 'bonus', 'reward', 'penalty', 'adhoc', 'discount'] as const;
export type FormulaItem = (typeof FORMULA_ITEMS)[number];
export type FormulaValues = Record<FormulaItem, Decimal | string | number>;

export const FORMULA_ITEM_LABELS: Record<FormulaItem, Texts> = {
  service: { 'zh-CN': '服务费', 'en-US': 'service fee', 'es-ES': 'tarifa de servicio' },
  coefficient: { 'zh-CN': '结算系数', 'en-US': 'coefficient', 'es-ES': 'coeficiente' },
  remote: { 'zh-CN': '远程费', 'en-US': 'remote fee', 'es-ES': 'tarifa de distancia' },
  bonus: { 'zh-CN': '补贴', 'en-US': 'bonus', 'es-ES': 'bonificación' },
  reward: { 'zh-CN': '奖励', 'en-US': 'reward', 'es-ES': 'recompensa' },
  penalty: { 'zh-CN': '处罚', 'en-US': 'penalty', 'es-ES': 'sanción' },
  adhoc: { 'zh-CN': '临时费用', 'en-US': 'ad hoc fees', 'es-ES': 'cargos extraordinarios' },
  discount: { 'zh-CN': '折扣', 'en-US': 'discount', 'es-ES': 'descuento' },
};

export const FORMULA_MAX = 500;
const FUNCTIONS = { min: 'min', max: 'max', abs: 'abs' } as const;
const BINARY = new Set(['+', '-', '*', '/']);
const UNARY = new Set(['-', '+']);

/** Why a formula cannot be saved: an error code of the catalogue (errors.ts) with its parameters. */
export type FormulaProblem =
  | { code: 'formulaEmpty' }
  | { code: 'formulaTooLong'; params: { max: number } }
  | { code: 'formulaSyntax'; params: { at: number } }
  | { code: 'formulaUnknownItem'; params: { name: string; items: string } }
  | { code: 'formulaUnsupported'; params: { part: string } };

/** Raised by evaluation: a division by zero on this order's values. */
export class FormulaDivisionByZero extends Error {
  constructor() {
    super('division by zero in the cost formula');
  }
}

type Node = jsep.Expression;

function parse(source: string): Node | FormulaProblem {
  try {
    return jsep(source);
  } catch (error) {
    const at = typeof (error as { index?: unknown }).index === 'number' ? (error as { index: number }).index + 1 : 1;
    return { code: 'formulaSyntax', params: { at } };
  }
}

const isProblem = (value: Node | FormulaProblem): value is FormulaProblem => 'code' in value;

/** The first part of the tree the formula language does not take, or null. */
function unsupported(node: Node): FormulaProblem | null {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'number' && /^(\d+\.?\d*|\.\d+)$/.test(String(node.raw)) ? null : { code: 'formulaUnsupported', params: { part: String(node.raw) } };
    case 'Identifier': {
      const name = String(node.name);
      return (FORMULA_ITEMS as readonly string[]).includes(name) ? null : { code: 'formulaUnknownItem', params: { name, items: FORMULA_ITEMS.join(', ') } };
    }
    case 'BinaryExpression':
      if (!BINARY.has(String(node.operator))) return { code: 'formulaUnsupported', params: { part: String(node.operator) } };
      return unsupported(node.left as Node) ?? unsupported(node.right as Node);
    case 'UnaryExpression':
      if (!UNARY.has(String(node.operator))) return { code: 'formulaUnsupported', params: { part: String(node.operator) } };
      return unsupported(node.argument as Node);
    case 'CallExpression': {
      const callee = node.callee as Node;
      const name = callee.type === 'Identifier' ? String(callee.name) : '';
      if (!Object.hasOwn(FUNCTIONS, name)) return { code: 'formulaUnsupported', params: { part: name || '()' } };
      const args = node.arguments as Node[];
      if (args.length === 0 || (name === 'abs' && args.length !== 1)) return { code: 'formulaUnsupported', params: { part: `${name}()` } };
      for (const arg of args) {
        const problem = unsupported(arg);
        if (problem) return problem;
      }
      return null;
    }
    default:
      return { code: 'formulaUnsupported', params: { part: node.type === 'Compound' ? ';' : String(node.type) } };
  }
}

/** Why the formula cannot be saved, or null when it can: checked on save, so a saved formula always evaluates. */
export function formulaProblem(source: string): FormulaProblem | null {
  const text = source.trim();
  if (!text) return { code: 'formulaEmpty' };
  if (text.length > FORMULA_MAX) return { code: 'formulaTooLong', params: { max: FORMULA_MAX } };
  const tree = parse(text);
  return isProblem(tree) ? tree : unsupported(tree);
}

/** The fee items the formula names (shown beside it, and checked against what an order's pricing provides). */
export function formulaItems(source: string): FormulaItem[] {
  const tree = parse(source.trim());
  if (isProblem(tree)) return [];
  const found = new Set<FormulaItem>();
  const walk = (node: Node) => {
    if (node.type === 'Identifier' && (FORMULA_ITEMS as readonly string[]).includes(String(node.name))) found.add(node.name as FormulaItem);
    for (const child of [node.left, node.right, node.argument, ...((node.arguments as Node[] | undefined) ?? [])]) if (child && typeof child === 'object') walk(child as Node);
  };
  walk(tree);
  return FORMULA_ITEMS.filter((item) => found.has(item));
}

function evaluate(node: Node, values: FormulaValues): Decimal {
  switch (node.type) {
    case 'Literal':
      return new Decimal(String(node.raw));
    case 'Identifier':
      return dec(values[node.name as FormulaItem]);
    case 'UnaryExpression': {
      const value = evaluate(node.argument as Node, values);
      return node.operator === '-' ? value.negated() : value;
    }
    case 'BinaryExpression': {
      const left = evaluate(node.left as Node, values);
      const right = evaluate(node.right as Node, values);
      if (node.operator === '+') return left.plus(right);
      if (node.operator === '-') return left.minus(right);
      if (node.operator === '*') return left.times(right);
      if (right.isZero()) throw new FormulaDivisionByZero();
      return left.dividedBy(right);
    }
    case 'CallExpression': {
      const args = (node.arguments as Node[]).map((arg) => evaluate(arg, values));
      const name = (node.callee as Node).name as keyof typeof FUNCTIONS;
      if (name === 'abs') return args[0].abs();
      return name === 'min' ? Decimal.min(...args) : Decimal.max(...args);
    }
    default:
      throw new Error(`cost formula node ${node.type} was not refused on save`);
  }
}

/**
 * The formula's value for one order's fee items, unrounded (the caller rounds by the tenant's money rule). Throws
 * on a formula that would not be saved (a programming error) and FormulaDivisionByZero on this order's values.
 */
export function evaluateFormula(source: string, values: FormulaValues): Decimal {
  const problem = formulaProblem(source);
  if (problem) throw new Error(`cost formula not valid: ${problem.code}`);
  return evaluate(parse(source.trim()) as Node, values);
}
