/** The call-access calls: who is calling, service histories, the order form's serial check, creating and finishing an order. */
import { orderResource } from '@as/shared';
import { biz } from '../../api/request.ts';

const base = `/basic/${orderResource.name}`;

/** A line of a service history (newest first). */
export interface HistoryLine {
  id: number;
  orderNo: string;
  orderType: string;
  status: number;
  customerName: string;
  phone: string;
  serialNo: string | null;
  itemName: string | null;
  warrantyType: string;
  faultDesc: string | null;
  reportAt: string;
  repeatOfOrderId: number | null;
  repeatOfOrderNo: string | null;
}

export interface RecentRepair {
  id: number;
  orderNo: string;
}

export interface CallerAsset {
  id: number;
  custId: number;
  serialNo: string;
  itemId: number;
  itemName: string | null;
  itemModel: string | null;
  brand: string | null;
  categoryId: number | null;
  purchaseDate: string | null;
  installTime: string | null;
  warrantyMonths: number | null;
  channelId: number | null;
  shopId: number | null;
  warranty: 'in' | 'out' | 'unknown';
  warrantyType: string;
  warrantyEnd: string | null;
  recentRepair: RecentRepair | null;
}

export type Profile = Record<string, unknown> & { id: number; phone: string; userFirstName: string; userLastName: string | null };

export interface CallerInfo {
  phone: string;
  profiles: Profile[];
  assets: CallerAsset[];
  orders: HistoryLine[];
}

export interface SerialInfo {
  serialNo: string;
  registered: boolean;
  item: { id: number; name: string; model: string; brand: string | null; categoryId: number; warrantyMonths: number | null } | null;
  asset: CallerAsset | null;
  recentRepair: RecentRepair | null;
}

export const callKeys = {
  all: ['resource', orderResource.key] as const,
  caller: (phone: string) => ['resource', orderResource.key, 'caller', phone] as const,
  serial: (serialNo: string) => ['resource', orderResource.key, 'serialHistory', serialNo] as const,
  customer: (custId: number) => ['resource', orderResource.key, 'customerHistory', custId] as const,
};

export const callApi = {
  caller: (phone: string) => biz<CallerInfo>(`${base}/getCallerInfo`, { method: 'POST', data: { phone } }),
  serialHistory: (serialNo: string) => biz<{ serialNo: string; asset: CallerAsset | null; orders: HistoryLine[] }>(`${base}/getSerialHistory`, { method: 'POST', data: { serialNo } }),
  customerHistory: (custId: number) => biz<{ custId: number; orders: HistoryLine[] }>(`${base}/getCustomerHistory`, { method: 'POST', data: { custId } }),
  checkSerial: (serialNo: string) => biz<SerialInfo>(`${base}/checkSerial`, { method: 'POST', data: { serialNo }, silent: true }),
  create: (order: Record<string, unknown>) => biz<HistoryLine & { version: number }>(`${base}/add`, { method: 'POST', data: order }),
  /** The order's input fields, with the version read: refused (409) when anyone changed the order since. */
  update: (order: Record<string, unknown> & { id: number; version: number }) => biz<{ id: number; version: number }>(`${base}/update`, { method: 'POST', data: order }),
  /** The simple completion needs a remark (spec "fill in remark"): the screen says it was finished on the call. */
  finishOnCall: (id: number, version: number, resultRemark: string) =>
    biz<{ id: number; status: number }>('/basic/siteOrderDeal/simpleFinishOrder', { method: 'POST', data: { id, version, resultRemark } }),
};
