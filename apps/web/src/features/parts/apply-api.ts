/**
 * The parts applications' server calls (docs/parts-chain.md): the grid and export are the generic list of
 * /basic/spPartsApplyHeader, add and update the parts module's own (draft or rejected), the detail names the actions
 * the caller may take, and each action is its own verb; an order's applications for the work-order detail.
 */
import {
  type PartsApplyAction,
  type PartsApplyStatus,
  type PartsApplyType,
  type PartsDelivery,
  type PartsUrgency,
  partsApplyResource,
} from '@as/shared';
import { biz } from '../../api/request.ts';
import { basicApi, type ResourceApi, type Row, resourceKeys } from '../../crud/resource-api.ts';

const BASE = `/basic/${partsApplyResource.name}`;

export interface ApplyLine {
  id: number;
  partsId: number;
  partsCode: string;
  partsName: string;
  qty: number;
  reservedQty: number;
  shippedQty: number;
  receivedQty: number;
  /** What the supplier lacked when it approved (the parts plan's need). */
  purchaseNeed: number;
  unitPrice: string;
  amount: string;
  fault: string | null;
  remark: string | null;
  /** The serial barcodes this line's shipments moved, in the order shipped. */
  barcodes: string[];
  /** For the shipper: the items of the part on the supplier's free shelf (the part ships one barcode per unit when there are any). */
  stockBarcodes: string[];
}

export interface ApplyStep {
  id: number;
  action: string;
  fromStatus: PartsApplyStatus | null;
  toStatus: PartsApplyStatus | null;
  userName: string | null;
  remark: string;
  /** A shipment's carrier and waybill, the lines and quantities shipped or received; an edit's fields and whether it replaced the lines. */
  detail: { carrier?: string; waybillNumber?: string; lines?: { id: number; qty: number; barcodes?: string[] }[] | boolean; fields?: string[] };
  createdAt: string;
}

export interface PartsApply extends Row {
  applyNo: string;
  orderId: number | null;
  orderNo: string | null;
  status: PartsApplyStatus;
  delivery: PartsDelivery;
  applyType: PartsApplyType;
  urgency: PartsUrgency;
  amount: string;
  version: number;
  lines: ApplyLine[];
  history: ApplyStep[];
  /** What the caller may do now, as the server decides it (state, permission, side, turn in the approval). */
  actions: PartsApplyAction[];
}

/** An order's application as its work-order section lists it. */
export interface OrderApplication {
  id: number;
  applyNo: string;
  status: PartsApplyStatus;
  delivery: PartsDelivery;
  applyType: PartsApplyType;
  urgency: PartsUrgency;
  amount: string;
  waybillNumber: string | null;
  createdAt: string;
  version: number;
}

/** What an action sends besides the application: a reason, an audit remark, the shipping, the quantities per line. */
export interface ActionInput {
  reason?: string;
  remark?: string;
  carrier?: string;
  waybillNumber?: string;
  lines?: { id: number; qty: number; barcodes?: string[] }[];
}

/** What add and update take: the order (add only), the warehouse (an outlet's own stock, add only), the choices and the lines. */
export interface ApplyInput {
  id?: number;
  version?: number;
  orderId?: number | null;
  warehouseId?: number | null;
  applyType: 'sales' | 'credit';
  urgency: PartsUrgency;
  remark?: string | null;
  lines: { partsId: number; qty: number; fault?: string | null; remark?: string | null }[];
}

/** Where a command leaves the application. */
export interface ApplyBrief {
  id: number;
  applyNo: string;
  status: PartsApplyStatus;
  delivery: PartsDelivery;
  version: number;
}

export const partsApplyKeys = {
  ...resourceKeys(partsApplyResource.key),
  detail: (id: number) => [...resourceKeys(partsApplyResource.key).all, 'detail', id] as const,
  order: (orderId: number) => [...resourceKeys(partsApplyResource.key).all, 'order', orderId] as const,
};

const post = <T>(verb: string, data: unknown) => biz<T>(`${BASE}/${verb}`, { method: 'POST', data });

export const saveApply = ({ id, version, orderId, warehouseId, ...fields }: ApplyInput) =>
  id != null ? post<ApplyBrief>('update', { id, version, ...fields }) : post<ApplyBrief>('add', { orderId, warehouseId, ...fields });

export const getApplyDetail = (id: number) => post<PartsApply>('getDetail', { id });

export const applicationsOfOrder = (orderId: number) => post<OrderApplication[]>('getByOrder', { orderId });

export const actOnApply = (action: PartsApplyAction, apply: Pick<PartsApply, 'id' | 'version'>, input: ActionInput = {}) =>
  post<ApplyBrief>(action, { id: apply.id, version: apply.version, ...input });

/** The grid: list and export from the metadata, the whole record (with its lines) for editing, saved through add / update. */
export const applyGridApi: ResourceApi = {
  ...basicApi(partsApplyResource),
  get: (id) => post<Row>('getById', { id }),
  save: (record) => saveApply(record as unknown as ApplyInput),
};
