/**
 * The parts returns' server calls (docs/parts-chain.md "Returns"): the grid and export are the generic list of
 * /basic/spPartsReturnHeader (one screen per kind), add and update the parts module's own, the detail names the
 * actions the caller may take, each action is its own verb; the form's choices, an order's old parts, and the
 * reports /rpt/partsNoReturn and /rpt/partsReturn.
 */
import {
  type PartsReturnAction,
  type PartsReturnInspection,
  type PartsReturnKind,
  type PartsReturnStatus,
  type PartsRtvDestination,
  partsReturnResource,
} from '@as/shared';
import { biz } from '../../api/request.ts';
import { basicApi, gridBody, type ListQuery, type ResourceApi, type Row, resourceKeys } from '../../crud/resource-api.ts';

const BASE = `/basic/${partsReturnResource.name}`;

export interface ReturnLine {
  id: number;
  partsId: number;
  partsCode: string;
  partsName: string;
  qty: number;
  receivedQty: number;
  applyLineId: number | null;
  applyNo: string | null;
  orderPartId: number | null;
  orderId: number | null;
  orderNo: string | null;
  barcode: string | null;
  unitPrice: string;
  amount: string;
  inspection: PartsReturnInspection;
  rejectReason: string | null;
  remark: string | null;
}

export interface ReturnStep {
  id: number;
  action: string;
  fromStatus: PartsReturnStatus | null;
  toStatus: PartsReturnStatus | null;
  userName: string | null;
  remark: string;
  detail: {
    carrier?: string;
    waybillNumber?: string;
    rtvCarrier?: string;
    rtvWaybillNumber?: string;
    lines?: { id: number; qty?: number; result?: string; reason?: string | null }[] | boolean;
  };
  createdAt: string;
}

export interface PartsReturn extends Row {
  returnNo: string;
  kind: PartsReturnKind;
  status: PartsReturnStatus;
  warehouseId: number;
  amount: string;
  version: number;
  lines: ReturnLine[];
  history: ReturnStep[];
  actions: PartsReturnAction[];
}

export interface ReturnInput {
  id?: number;
  version?: number;
  kind: PartsReturnKind;
  warehouseId?: number | null;
  remark?: string | null;
  lines: { partsId?: number; qty?: number; applyLineId?: number | null; orderPartId?: number | null }[];
}

export interface ActionInput {
  reason?: string;
  carrier?: string;
  waybillNumber?: string;
  destination?: PartsRtvDestination;
  lines?: { id: number; qty?: number; result?: 'accepted' | 'rejected'; reason?: string | null }[];
}

/** A replaced part the outlet may put on an old-part return. */
export interface ReturnableOld {
  id: number;
  orderId: number;
  orderNo: string;
  code: string;
  name: string;
  barcode: string | null;
  quantity: number;
  factoryPrice: string | null;
  deadline: string;
}

/** An application line whose received parts may go back. */
export interface ReturnableNew {
  id: number;
  applyNo: string;
  applyType: string;
  orderNo: string | null;
  partsId: number;
  code: string;
  name: string;
  receivedQty: number;
  unitPrice: string;
  left: number;
}

/** An order's replaced part marked for return, with its deadline and the return that holds it. */
export interface OrderOldPart {
  id: number;
  code: string;
  name: string;
  barcode: string | null;
  quantity: number;
  factoryPrice: string | null;
  deadline: string | null;
  ret: { returnId: number; returnNo: string; status: PartsReturnStatus; inspection: PartsReturnInspection; rejectReason: string | null; live: boolean } | null;
}

export const partsReturnKeys = {
  ...resourceKeys(partsReturnResource.key),
  detail: (id: number) => [...resourceKeys(partsReturnResource.key).all, 'detail', id] as const,
  order: (orderId: number) => [...resourceKeys(partsReturnResource.key).all, 'order', orderId] as const,
  choices: (kind: PartsReturnKind, returnId?: number) => [...resourceKeys(partsReturnResource.key).all, 'choices', kind, returnId ?? 0] as const,
};

const post = <T>(verb: string, data: unknown) => biz<T>(`${BASE}/${verb}`, { method: 'POST', data });

export const saveReturn = ({ id, version, kind, warehouseId, ...fields }: ReturnInput) =>
  id != null ? post<Row>('update', { id, version, ...fields }) : post<Row>('add', { kind, warehouseId, ...fields });
export const getReturnDetail = (id: number) => post<PartsReturn>('getDetail', { id });
export const oldPartsOfOrder = (orderId: number) => post<OrderOldPart[]>('getByOrder', { orderId });
export const returnableOld = (returnId?: number) => post<ReturnableOld[]>('getReturnableOld', { returnId });
export const returnableNew = (returnId?: number) => post<ReturnableNew[]>('getReturnableNew', { returnId });
export const actOnReturn = (action: PartsReturnAction, ret: Pick<PartsReturn, 'id' | 'version'>, input: ActionInput = {}) => post<Row>(action, { id: ret.id, version: ret.version, ...input });

export const returnGridApi: ResourceApi = {
  ...basicApi(partsReturnResource),
  get: (id) => post<Row>('getDetail', { id }),
  save: (record) => saveReturn(record as unknown as ReturnInput),
};

/** What the no-return list adds to a page: the totals of the whole list. */
export interface NoReturnTotals {
  count: number;
  qty: number;
  amount: string;
}

export const noReturnApi: ResourceApi = {
  list: (query) => biz('/rpt/partsNoReturn/getListPage', { method: 'POST', data: gridBody(query) }),
  export: (query, columns) => biz('/rpt/partsNoReturn/getListByExcel', { method: 'POST', data: { ...gridBody(query), columns } }),
};
export const noReturnTotals = (filters: ListQuery['filters']) =>
  biz<{ totals: NoReturnTotals }>('/rpt/partsNoReturn/getListPage', { method: 'POST', data: gridBody({ current: 1, size: 1, filters } as ListQuery) }).then((r) => r.totals);

/** The returns report: a row per return line with its document's header. */
export const returnReportApi: ResourceApi = {
  list: (query) => biz('/rpt/partsReturn/getListPage', { method: 'POST', data: gridBody(query) }),
  export: (query, columns) => biz('/rpt/partsReturn/getListByExcel', { method: 'POST', data: { ...gridBody(query), columns } }),
};
