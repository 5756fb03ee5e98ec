/**
 * The completion form's calls (server: work-orders/completion.routes.ts): what the order holds so far with the
 * fault tree it offers with what completion asks for, the fees the inputs give, the barcode check, the parts picker
 * (the order's model BOM first), and the payment record.
 */
import type { PayMethod, PayStatus } from '@as/shared';
import { biz } from '../../../api/request.ts';
import type { UploadedFile } from '../../../crud/UploadDialog.tsx';

interface Named {
  id: number;
  code: string;
  name: string;
}
export interface FaultSymptom extends Named {
  reasons: (Named & { methods: (Named & { needParts: boolean })[] })[];
}

/** A replaced part as stored (so_order_part). */
export interface OrderPart {
  partsId: number | null;
  code: string;
  name: string;
  barcode: string | null;
  oldBarcode: string | null;
  quantity: number;
  factoryPrice: string;
  returnFlag: boolean;
}

export interface PartOption {
  id: number;
  code: string;
  name: string;
  model: string | null;
  factoryPrice: string;
  /** In a BOM of the order's model (listed first). */
  inBom: boolean;
}

/** The fault-tree fields the company configuration asks for at completion. */
export type TreeField = 'faultSymptomId' | 'faultReasonId' | 'fixMethodId';

/** The fee columns as the server computes them (decimal strings). */
export interface Fees {
  remoteKm: string | null;
  feeService: string;
  feeRemote: string;
  feeBonus: string;
  feeReward: string;
  feeAdhoc: string;
  feeDiscount: string;
  feeTotal: string;
}

export interface Payment {
  payMethod: PayMethod;
  payStatus: PayStatus;
  payer: string;
  payAccount?: string;
  paidAt?: string;
  payNote?: string;
}

const post = <T>(url: string, data: unknown, silent = false) => biz<T>(url, { method: 'POST', data, silent });

export const getResult = (id: number) => post<{ parts: OrderPart[]; photos: UploadedFile[]; faultTree: FaultSymptom[]; required: TreeField[] }>('/basic/soOrderHandle/getResult', { id });

export const previewFees = (id: number, input: Record<string, unknown>) => post<Fees>('/basic/soOrderHandle/previewFees', { ...input, id }, true);

/** Resolves when the barcode may be used on this order; rejects with the server's message (not found, used by another order). */
export const checkBarcode = (id: number, barcode: string) => post<{ barcode: string }>('/basic/siteOrderDeal/checkBarcode', { id, barcode }, true);

/** The catalogue by code or name, the order's model BOM first. */
export const searchParts = (id: number | undefined, keyword: string) => post<PartOption[]>('/basic/soOrderHandle/searchParts', { id, keyword }, true);

export const recordPayment = (id: number, payment: Payment) => post<{ version: number }>('/basic/soOrderHandle/pay', { ...payment, id });
