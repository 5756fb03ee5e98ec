/** Complaints' server calls (docs/customer-care.md, Complaints): the grid and export, registering one, the detail, an order's complaints, one verb per action, the report. */
import { type ComplaintAction, type ComplaintEscalation, type ComplaintStatus, complaintResource } from '@as/shared';
import { biz } from '../../api/request.ts';
import { basicApi, gridBody, type ResourceApi } from '../../crud/resource-api.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';

const base = `/basic/${complaintResource.name}`;
const grid = basicApi(complaintResource);
const FIELDS = ['orderId', 'complaintNature', 'complaintObject', 'content', 'attachments'];

/** The detail's and the order's cache keys (the grid's are ResourcePage's resourceKeys). */
export const complaintKeys = { all: ['complaint'] as const, detail: (id: number) => ['complaint', 'detail', id] as const, order: (orderId: number) => ['complaint', 'order', orderId] as const };

export const complaintApi: ResourceApi = {
  list: grid.list,
  export: grid.export,
  save: (record) => biz(`${base}/add`, { method: 'POST', data: Object.fromEntries(Object.entries(record).filter(([k, v]) => FIELDS.includes(k) && v !== undefined && v !== '')) }),
};

export const complaintReportApi: ResourceApi = {
  list: (query) => biz('/rpt/complaintDetail/getListPage', { method: 'POST', data: gridBody(query) }),
  export: (query, columns) => biz('/rpt/complaintDetail/getListByExcel', { method: 'POST', data: { ...gridBody(query), columns } }),
};

export interface ComplaintStep {
  id: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  userName: string | null;
  remark: string;
  createdAt: string;
}

export interface Complaint {
  id: number;
  complaintNo: string;
  status: ComplaintStatus;
  orderId: number;
  orderNo: string;
  orderStatus: number | null;
  customerName: string;
  phone: string;
  siteId: number | null;
  siteName: string | null;
  complaintNature: string;
  complaintObject: string;
  content: string;
  attachments: UploadedFile[];
  registrarName: string | null;
  createdAt: string;
  responseDueAt: string | null;
  resolveDueAt: string | null;
  handlerName: string | null;
  acceptedAt: string | null;
  escalatedTo: ComplaintEscalation | null;
  escalateReason: string | null;
  escalatedAt: string | null;
  resolution: string | null;
  resolvedAt: string | null;
  satisfied: boolean | null;
  confirmedAt: string | null;
  closedAt: string | null;
  version: number;
  history: ComplaintStep[];
  actions: ComplaintAction[];
}

export interface OrderComplaint {
  id: number;
  complaintNo: string;
  status: ComplaintStatus;
  complaintNature: string;
  complaintObject: string;
  responseDueAt: string | null;
  resolveDueAt: string | null;
  resolvedAt: string | null;
  handlerName: string | null;
  createdAt: string;
}

export const getComplaint = (id: number) => biz<Complaint>(`${base}/getDetail`, { method: 'POST', data: { id } });
export const complaintsOfOrder = (orderId: number) => biz<OrderComplaint[]>(`${base}/getByOrder`, { method: 'POST', data: { orderId } });

/** One verb per action; confirm and reopen are the one verb `confirm` with the customer's answer. */
export function actOnComplaint(action: ComplaintAction, row: Complaint, input: { text?: string; escalatedTo?: ComplaintEscalation } = {}) {
  const { id, version } = row;
  const text = input.text?.trim() || undefined;
  if (action === 'confirm' || action === 'reopen') return biz(`${base}/confirm`, { method: 'POST', data: { id, version, satisfied: action === 'confirm', text } });
  if (action === 'escalate') return biz(`${base}/escalate`, { method: 'POST', data: { id, version, escalatedTo: input.escalatedTo, text } });
  return biz(`${base}/${action}`, { method: 'POST', data: { id, version, text } });
}
