/**
 * Statements' server calls (docs/settlement.md "Statements"): the pool and initiating a batch, the statements grid
 * and the lines' export (generic lists of /basic/sfBatchSettle and /basic/sfBatchSettleLine), the detail naming the
 * actions the caller may take, one verb per action.
 */
import { GRID_PAGE_SIZE, type HoldReason, type StatementAction, type StatementInvoice, type StatementLineKind, type StatementStatus, statementLineResource, statementResource } from '@as/shared';
import { biz, request } from '../../api/request.ts';
import { basicApi, type ExportColumn, type ResourceApi, type Row, resourceKeys } from '../../crud/resource-api.ts';

const BASE = `/basic/${statementResource.name}`;
const post = <T>(verb: string, data: unknown) => biz<T>(`${BASE}/${verb}`, { method: 'POST', data });

export interface PoolOrder {
  id: number;
  orderNo: string;
  siteId: number | null;
  siteName: string | null;
  categoryId: number | null;
  itemId: number | null;
  finishedAt: string | null;
  feeService: string;
  feeRemote: string;
  feeBonus: string;
  feeReward: string;
  feeAdhoc: string;
  feeDiscount: string;
  feeTotal: string;
  holdReasons: HoldReason[];
}

export interface PoolQuery {
  current: number;
  size: number;
  siteIds?: number[];
  finishedFrom?: string;
  finishedTo?: string;
  categoryId?: number;
  orderNo?: string;
  held?: boolean;
}

export interface PoolPage {
  records: PoolOrder[];
  total: number;
  /** Which of the other modules' sources are plugged in (assessment sheets, old parts not returned). */
  sources: { sheets: boolean; partsNotReturned: boolean };
}

export interface BatchResult {
  batchNo: string;
  statements: number;
  orders: number;
  total: string;
}

export interface StatementLine {
  id: number;
  kind: StatementLineKind;
  sourceId: number;
  sourceNo: string;
  orderId: number | null;
  orderNo: string | null;
  amount: string;
  remark: string | null;
  live: boolean;
}

export interface StatementStep {
  id: number;
  action: string;
  fromStatus: StatementStatus | null;
  toStatus: StatementStatus;
  userName: string | null;
  remark: string;
  createdAt: string;
}

export interface Statement extends Row {
  statementNo: string;
  batchNo: string;
  status: StatementStatus;
  siteId: number;
  siteName: string | null;
  periodStart: string;
  periodEnd: string;
  orderCount: number;
  orderAmount: string;
  sheetAmount: string;
  feeAmount: string;
  deductionAmount: string;
  totalAmount: string;
  objectionReason: string | null;
  invoiceNo: string | null;
  invoiceAmount: string | null;
  taxRate: string | null;
  vbeln: string | null;
  vgbel: string | null;
  aubel: string | null;
  name1: string | null;
  fkdat: string | null;
  kunnr: string | null;
  invoiceImageUrl: string | null;
  /** Its billing slip (not cancelled), when the caller may see slips and it has one. */
  billSlip: { id: number; slipNo: string; status: string } | null;
  version: number;
  lines: StatementLine[];
  history: StatementStep[];
  actions: StatementAction[];
}

export const statementKeys = {
  ...resourceKeys(statementResource.key),
  pool: (query: PoolQuery) => [...resourceKeys(statementResource.key).all, 'pool', query] as const,
  detail: (id: number) => [...resourceKeys(statementResource.key).all, 'detail', id] as const,
};

export const getPool = (query: PoolQuery) => post<PoolPage>('getPoolPage', query);
export const batchSettle = (input: { periodStart: string; periodEnd: string; siteIds: number[] }) => post<BatchResult>('batchSettle', input);
export const getStatement = (id: number) => post<Statement>('getDetail', { id });
/** The statement as a PDF, drawn by the server in the caller's language. */
export const statementPdf = (id: number) => request<Blob>(`${BASE}/getPdf`, { method: 'POST', data: { id } });
export const actOnStatement = (action: StatementAction, statement: Pick<Statement, 'id' | 'version'>, input: { reason?: string; invoice?: StatementInvoice } = {}) =>
  post<{ id: number; status: StatementStatus; version: number }>(action, { id: statement.id, version: statement.version, ...input });

export const statementGridApi: ResourceApi = basicApi(statementResource);

/** The statement's lines to Excel through the export tasks (the download list): every line, whatever the page size (one the list accepts). */
export const exportLines = (statementId: number, columns: ExportColumn[]) =>
  basicApi(statementLineResource).export!({ current: 1, size: GRID_PAGE_SIZE, filters: { statementId: String(statementId) } }, columns);
