/** The pricing calls (docs/settlement.md, Pricing): cost formula versions, an order's pricing, override and re-price. */
import type { MoneyRule, OrderPricingView, Page } from '@as/shared';
import { biz } from '../../api/request.ts';

export interface FormulaVersion {
  id: number;
  version: number;
  formula: string;
  effectiveFrom: string;
  remark: string | null;
  createdAt: string;
}

export interface NoStandardOrder {
  id: number;
  orderNo: string;
  finishedAt: string | null;
  settle: string;
  version: number;
  feeTotal: string;
  overridden: string | null;
}

export interface PricedBrief {
  id: number;
  orderNo: string;
  feeService: string;
  feeTotal: string;
  version: number;
}

const post = <T>(url: string, data: unknown = {}) => biz<T>(url, { method: 'POST', data });

export const pricingKeys = {
  formulas: ['sfCostFormula'] as const,
  order: (orderId: number) => ['sfOrderPricing', orderId] as const,
  noStandard: ['sfOrderPricing', 'noStandard'] as const,
};

export const formulaVersions = () => post<Page<FormulaVersion> & { moneyRule: MoneyRule }>('/basic/sfCostFormula/getListPage');
export const saveFormula = (input: { formula: string; effectiveFrom?: string | null; remark?: string | null }) => post<FormulaVersion>('/basic/sfCostFormula/saveOrUpdate', input);
export const orderPricing = (orderId: number) => post<OrderPricingView | null>('/basic/sfOrderPricing/getByOrder', { orderId });
export const noStandardOrders = () => post<NoStandardOrder[]>('/basic/sfOrderPricing/getNoStandardList');
export const overridePrice = (input: { id: number; version: number; amount: string; reason: string }) => post<PricedBrief>('/basic/sfOrderPricing/override', input);
export const repriceOrder = (input: { id: number; version: number }) => post<PricedBrief>('/basic/sfOrderPricing/reprice', input);
