/**
 * The outlet's account (sfSiteFinflow; spec section 2 "account balance view"; docs/settlement.md, Account): every
 * change to an outlet's money is one immutable flow of a kind, and the kind alone says which column of the balance
 * it moves. The balance row and the balance view are sums of flows by this table, so the server's posting, its
 * consistency check and the period view all read the rule here.
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ScreenDef } from '../resource.ts';
import { Decimal, dec } from './money.ts';

/** The columns of an account, each the sum of its flows (numeric(14,2) in the database). */
export const ACCOUNT_COLUMNS = ['deposit', 'credit', 'payment', 'occupied', 'used', 'returned', 'settled', 'penalty'] as const;
export type AccountColumn = (typeof ACCOUNT_COLUMNS)[number];
export type AccountBalance = Record<AccountColumn, string>;

/** Columns that add to what the outlet may spend; the others take from it. */
export const CREDIT_SIDE: readonly AccountColumn[] = ['deposit', 'credit', 'payment', 'returned', 'settled'];
export const DEBIT_SIDE: readonly AccountColumn[] = ['occupied', 'used', 'penalty'];

/**
 * The kinds of flow. Each moves one column by its amount, signed by `sign`; `signed` kinds take a negative amount
 * too (a deposit refunded, a credit lowered, a payment reversed); `guarded` kinds may not leave the outlet's
 * available balance below zero; a penalty may (the outlet then owes it).
 * - deposit: money the outlet leaves with headquarters as security.
 * - credit: credit headquarters grants (what the outlet may owe).
 * - payment: money the outlet pays in (for parts bought, or to clear a debt).
 * - occupy: a parts order on credit holds this much until it is used or released.
 * - release: an occupation undone (the order cancelled or rejected, or turned into use).
 * - use: money spent (a credit parts order received: release its occupation and use it in one posting).
 * - return: money given back for parts returned on credit.
 * - settle: a paid settlement statement put on the account (bill posting).
 * - penalty: a penalty of an assessment sheet taken from the account.
 */
export const FLOW_KINDS = {
  deposit: { column: 'deposit', sign: 1, signed: true, guarded: true },
  credit: { column: 'credit', sign: 1, signed: true, guarded: true },
  payment: { column: 'payment', sign: 1, signed: true, guarded: true },
  occupy: { column: 'occupied', sign: 1, signed: false, guarded: true },
  release: { column: 'occupied', sign: -1, signed: false, guarded: false },
  use: { column: 'used', sign: 1, signed: false, guarded: true },
  return: { column: 'returned', sign: 1, signed: false, guarded: false },
  settle: { column: 'settled', sign: 1, signed: false, guarded: false },
  penalty: { column: 'penalty', sign: 1, signed: false, guarded: false },
} as const satisfies Record<string, { column: AccountColumn; sign: 1 | -1; signed: boolean; guarded: boolean }>;
export type FlowKind = keyof typeof FLOW_KINDS;
export const FLOW_KIND_NAMES = Object.keys(FLOW_KINDS) as FlowKind[];

/** The kinds headquarters records by hand (the others come from documents: parts orders, statements, sheets). */
export const MANUAL_FLOW_KINDS = ['deposit', 'credit', 'payment'] as const satisfies readonly FlowKind[];
export type ManualFlowKind = (typeof MANUAL_FLOW_KINDS)[number];

/** The largest amount of one flow (numeric(14,2)). */
export const FLOW_AMOUNT_MAX = '999999999999.99';

export const zeroBalance = (): AccountBalance => Object.fromEntries(ACCOUNT_COLUMNS.map((c) => [c, '0.00'])) as AccountBalance;

/** available = deposit + credit + payment + returned + settled − occupied − used − penalty. */
export function availableOf(balance: AccountBalance): string {
  const plus = CREDIT_SIDE.reduce<Decimal>((n, c) => n.plus(dec(balance[c])), new Decimal(0));
  return DEBIT_SIDE.reduce<Decimal>((n, c) => n.minus(dec(balance[c])), plus).toFixed(2);
}

/** What one flow adds to its column (amount × the kind's sign). */
export const columnDelta = (kind: FlowKind, amount: string): Decimal => dec(amount).times(FLOW_KINDS[kind].sign);

/** What one flow does to the available balance. */
export const availableDelta = (kind: FlowKind, amount: string): Decimal => {
  const delta = columnDelta(kind, amount);
  return DEBIT_SIDE.includes(FLOW_KINDS[kind].column) ? delta.negated() : delta;
};

export interface FlowInput {
  kind: FlowKind;
  /** A decimal string with at most 2 decimals. */
  amount: string;
}

/** Why a flow cannot be posted at all (a programming error of the caller, not the outlet's money). */
export function flowProblem(flow: FlowInput): string | null {
  if (!(flow.kind in FLOW_KINDS)) return `unknown kind ${flow.kind}`;
  if (!/^-?\d{1,12}(\.\d{1,2})?$/.test(flow.amount)) return `amount ${flow.amount} is not money`;
  const amount = dec(flow.amount);
  if (amount.isZero()) return 'amount is zero';
  if (amount.isNegative() && !FLOW_KINDS[flow.kind].signed) return `a ${flow.kind} is never negative`;
  return null;
}

/** The balance after the flows (exact: amounts already have 2 decimals). */
export function applyFlows(balance: AccountBalance, flows: readonly FlowInput[]): AccountBalance {
  const next = Object.fromEntries(ACCOUNT_COLUMNS.map((c) => [c, dec(balance[c])])) as Record<AccountColumn, Decimal>;
  for (const f of flows) next[FLOW_KINDS[f.kind].column] = next[FLOW_KINDS[f.kind].column].plus(columnDelta(f.kind, f.amount));
  return Object.fromEntries(ACCOUNT_COLUMNS.map((c) => [c, next[c].toFixed(2)])) as AccountBalance;
}

export type PostingRefusal = { reason: 'overdrawn'; available: string; needed: string } | { reason: 'negativeColumn'; column: AccountColumn; have: string; needed: string };

/**
 * Whether one account may take these flows together: no column ends below zero (a release never exceeds what is
 * occupied, a refund never exceeds the deposit), and a posting that lowers the available balance and holds a guarded
 * kind may not end it below zero (a posting that only adds, or a penalty, always goes). `needed` is what the
 * posting takes from the available balance.
 */
export function postingRefusal(balance: AccountBalance, flows: readonly FlowInput[]): PostingRefusal | null {
  const after = applyFlows(balance, flows);
  for (const column of ACCOUNT_COLUMNS) {
    if (dec(after[column]).isNegative()) {
      const taken = dec(balance[column]).minus(dec(after[column]));
      return { reason: 'negativeColumn', column, have: dec(balance[column]).toFixed(2), needed: taken.toFixed(2) };
    }
  }
  const delta = flows.reduce<Decimal>((n, f) => n.plus(availableDelta(f.kind, f.amount)), new Decimal(0));
  const guarded = flows.some((f) => FLOW_KINDS[f.kind].guarded && availableDelta(f.kind, f.amount).isNegative());
  if (guarded && delta.isNegative() && dec(availableOf(after)).isNegative()) {
    return { reason: 'overdrawn', available: availableOf(balance), needed: delta.negated().toFixed(2) };
  }
  return null;
}

/** The balance view of one outlet for a period: where each column began, what moved in the period, where it ended. */
export interface PeriodView {
  beginning: AccountBalance & { available: string };
  movement: AccountBalance & { available: string };
  ending: AccountBalance & { available: string };
}

/** Sums of flows by kind before the period and within it, as the server reads them, into the view. */
export function periodView(before: Partial<Record<FlowKind, string>>, within: Partial<Record<FlowKind, string>>): PeriodView {
  const fold = (sums: Partial<Record<FlowKind, string>>) => applyFlows(zeroBalance(), FLOW_KIND_NAMES.filter((k) => sums[k] && !dec(sums[k]).isZero()).map((k) => ({ kind: k, amount: dec(sums[k]).toFixed(2) })));
  const withAvailable = (b: AccountBalance) => ({ ...b, available: availableOf(b) });
  const begin = fold(before);
  const moved = fold(within);
  const end = Object.fromEntries(ACCOUNT_COLUMNS.map((c) => [c, dec(begin[c]).plus(dec(moved[c])).toFixed(2)])) as AccountBalance;
  return { beginning: withAvailable(begin), movement: withAvailable(moved), ending: withAvailable(end) };
}

export const ACCOUNT_PERMISSIONS = {
  view: 'basic_sf_site_finflow_view',
  /** Record a deposit, a credit grant or a payment received. */
  record: 'basic_sf_site_finflow_add',
  export: 'basic_sf_site_finflow_export',
  /** The consistency check (admin). */
  check: 'basic_sf_site_finflow_check',
} as const;

export const FLOW_KIND_LABELS: Record<FlowKind, Texts> = {
  deposit: { 'zh-CN': '保证金', 'en-US': 'Deposit', 'es-ES': 'Depósito' },
  credit: { 'zh-CN': '授信', 'en-US': 'Credit granted', 'es-ES': 'Crédito concedido' },
  payment: { 'zh-CN': '回款', 'en-US': 'Payment', 'es-ES': 'Pago' },
  occupy: { 'zh-CN': '占用', 'en-US': 'Occupied', 'es-ES': 'Ocupado' },
  release: { 'zh-CN': '释放', 'en-US': 'Released', 'es-ES': 'Liberado' },
  use: { 'zh-CN': '使用', 'en-US': 'Used', 'es-ES': 'Usado' },
  return: { 'zh-CN': '退回', 'en-US': 'Returned', 'es-ES': 'Devuelto' },
  settle: { 'zh-CN': '结算入账', 'en-US': 'Settlement paid', 'es-ES': 'Liquidación pagada' },
  penalty: { 'zh-CN': '罚款', 'en-US': 'Penalty', 'es-ES': 'Penalización' },
};

export const ACCOUNT_COLUMN_LABELS: Record<AccountColumn | 'available', Texts> = {
  deposit: { 'zh-CN': '保证金', 'en-US': 'Deposit', 'es-ES': 'Depósito' },
  credit: { 'zh-CN': '授信', 'en-US': 'Credit', 'es-ES': 'Crédito' },
  payment: { 'zh-CN': '回款', 'en-US': 'Payment', 'es-ES': 'Pagos' },
  occupied: { 'zh-CN': '占用', 'en-US': 'Occupied', 'es-ES': 'Ocupado' },
  used: { 'zh-CN': '已使用', 'en-US': 'Used', 'es-ES': 'Usado' },
  returned: { 'zh-CN': '退回', 'en-US': 'Returned', 'es-ES': 'Devuelto' },
  settled: { 'zh-CN': '结算入账', 'en-US': 'Settlement paid', 'es-ES': 'Liquidaciones' },
  penalty: { 'zh-CN': '罚款', 'en-US': 'Penalties', 'es-ES': 'Penalizaciones' },
  available: { 'zh-CN': '可用余额', 'en-US': 'Available', 'es-ES': 'Disponible' },
};

export const ACCOUNT_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'sf_flow_kind', description: '资金流水类型', items: FLOW_KIND_NAMES.map((k) => [k, FLOW_KIND_LABELS[k]['zh-CN'], FLOW_KIND_LABELS[k]['en-US'], FLOW_KIND_LABELS[k]['es-ES']]) },
];

/** Endpoint groups (/basic/<name>/<verb>); the permissions are the flows' (ACCOUNT_PERMISSIONS). */
export const ACCOUNT_RESOURCES = { flows: 'sfSiteFinflow', accounts: 'sfSiteAccount' } as const;

/** The flows list: newest first, by outlet, kind, period and document; exported through the export tasks. */
export const FLOW_SCREEN: ScreenDef = {
  key: 'siteFinflow',
  permission: 'basic_sf_site_finflow',
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { name: 'createdAt', type: 'datetime', filter: 'range', sort: true },
    { name: 'siteId', type: 'ref', ref: 'snUser', filter: 'eq', list: false },
    { name: 'siteCode', type: 'string' },
    { name: 'siteName', type: 'string' },
    { name: 'kind', type: 'dict', dict: 'sf_flow_kind', filter: 'in', sort: true },
    { name: 'amount', type: 'money', sort: true },
    { name: 'docType', type: 'string', filter: 'eq' },
    { name: 'docNo', type: 'string', filter: 'like' },
    { name: 'reason', type: 'text' },
    { name: 'createdByName', type: 'string' },
  ],
};

/**
 * The account balance view (spec section 2): per outlet, the available balance at the period's start, what each
 * column moved within it, and the available balance at its end; the period is the `period` range filter (none: all
 * time, so beginning is zero).
 */
export const ACCOUNT_SCREEN: ScreenDef = {
  key: 'siteAccount',
  permission: 'basic_sf_site_finflow',
  defaultSort: { field: 'siteCode', order: 'asc' },
  fields: [
    { name: 'period', type: 'datetime', filter: 'range', list: false },
    { name: 'siteId', type: 'ref', ref: 'snUser', filter: 'eq', list: false },
    { name: 'siteCode', type: 'string', filter: 'like', sort: true },
    { name: 'siteName', type: 'string', sort: true },
    { name: 'beginning', type: 'money' },
    ...ACCOUNT_COLUMNS.map((name): FieldDef => ({ name, type: 'money' })),
    { name: 'available', type: 'money', sort: true },
  ],
};
