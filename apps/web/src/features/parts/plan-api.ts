/**
 * The parts plans' server calls (docs/parts-chain.md "Parts plan"): the grid and export are the generic list of
 * /basic/spPartsPlanHeader; add computes a plan for a warehouse and a period; the detail gives each line's numbers
 * and the actions the caller may take; update keeps the planner's quantities; confirm orders them; cancel drops the
 * plan. The parts applications report (/rpt/partsApply) lists and exports as the other reports do.
 */
import { type PartsPlanAction, type PartsPlanNote, type PartsPlanStatus, partsPlanResource } from '@as/shared';
import { biz } from '../../api/request.ts';
import { basicApi, gridBody, type ResourceApi, type Row, resourceKeys } from '../../crud/resource-api.ts';

const BASE = `/basic/${partsPlanResource.name}`;

export interface PlanLine {
  id: number;
  partsId: number;
  partsCode: string;
  partsName: string;
  abcClass: string | null;
  consumedQty: number;
  avgDaily: string;
  leadDays: number;
  leadDemand: number;
  safetyStock: number;
  onHand: number;
  inTransit: number;
  openNeeds: number;
  minApply: number;
  maxApply: number;
  purchaseStatus: string;
  rawQty: number;
  suggestedQty: number;
  qty: number;
  note: PartsPlanNote | null;
}

export interface PlanStep {
  id: number;
  action: string;
  fromStatus: PartsPlanStatus | null;
  toStatus: PartsPlanStatus;
  userName: string | null;
  remark: string;
  detail: { docKind?: 'request' | 'in'; docNo?: string; lines?: number | { partsId: number; from: number; to: number }[] };
  createdAt: string;
}

export interface PartsPlan extends Row {
  planNo: string;
  status: PartsPlanStatus;
  warehouseId: number;
  supplyWarehouseId: number | null;
  periodDays: number;
  periodFrom: string;
  periodTo: string;
  lineCount: number;
  totalQty: number;
  docKind: 'request' | 'in' | null;
  docId: number | null;
  docNo: string | null;
  confirmedAt: string | null;
  cancelReason: string | null;
  remark: string | null;
  version: number;
  lines: PlanLine[];
  history: PlanStep[];
  actions: PartsPlanAction[];
  refLabels?: Record<string, string>;
}

/** A warehouse the caller may plan for, with its supplier (none: it buys). */
export interface PlanWarehouse {
  id: number;
  code: string;
  name: string;
  supplyWarehouseId: number | null;
}

export interface PlanBrief {
  id: number;
  planNo: string;
  status: PartsPlanStatus;
  docKind: 'request' | 'in' | null;
  docId: number | null;
  docNo: string | null;
  version: number;
}

export const partsPlanKeys = {
  ...resourceKeys(partsPlanResource.key),
  detail: (id: number) => [...resourceKeys(partsPlanResource.key).all, 'detail', id] as const,
  warehouses: () => [...resourceKeys(partsPlanResource.key).all, 'warehouses'] as const,
};

const post = <T>(verb: string, data: unknown) => biz<T>(`${BASE}/${verb}`, { method: 'POST', data });

export const planWarehouses = () => post<PlanWarehouse[]>('getWarehouses', {});
export const addPlan = (input: { warehouseId: number; periodDays: number; remark?: string | null }) => post<PlanBrief>('add', input);
export const getPlanDetail = (id: number) => post<PartsPlan>('getDetail', { id });
export const updatePlan = (plan: Pick<PartsPlan, 'id' | 'version'>, lines: { id: number; qty: number }[]) => post<PlanBrief>('update', { id: plan.id, version: plan.version, lines });
export const confirmPlan = (plan: Pick<PartsPlan, 'id' | 'version'>) => post<PlanBrief>('confirm', { id: plan.id, version: plan.version });
export const cancelPlan = (plan: Pick<PartsPlan, 'id' | 'version'>, reason: string) => post<PlanBrief>('cancel', { id: plan.id, version: plan.version, reason });

/** The grid: list and export from the metadata; a new plan is computed by add. */
export const planGridApi: ResourceApi = {
  ...basicApi(partsPlanResource),
  save: (record) => addPlan(record as unknown as { warehouseId: number; periodDays: number; remark?: string | null }),
};

export const applyReportApi: ResourceApi = {
  list: (query) => biz('/rpt/partsApply/getListPage', { method: 'POST', data: gridBody(query) }),
  export: (query, columns) => biz('/rpt/partsApply/getListByExcel', { method: 'POST', data: { ...gridBody(query), columns } }),
};
