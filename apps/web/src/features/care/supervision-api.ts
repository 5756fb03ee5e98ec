/** Supervision orders' server calls (docs/customer-care.md, Supervision orders): the grid and export, opening one, the detail and one verb per action. */
import { type SupervisionAction, type SupervisionStatus, type SupervisionTarget, supervisionResource } from '@as/shared';
import { biz } from '../../api/request.ts';
import { basicApi, type ResourceApi } from '../../crud/resource-api.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';

const base = `/basic/${supervisionResource.name}`;
const grid = basicApi(supervisionResource);
const FIELDS = ['targetType', 'siteId', 'engineerId', 'orderId', 'reason', 'dueDate', 'attachments'];

/** The detail's and the verbs' cache keys (the grid's are ResourcePage's resourceKeys). */
export const supervisionKeys = { all: ['supervision'] as const, detail: (id: number) => ['supervision', 'detail', id] as const };

export const supervisionApi: ResourceApi = {
  list: grid.list,
  export: grid.export,
  save: (record) => biz(`${base}/add`, { method: 'POST', data: Object.fromEntries(Object.entries(record).filter(([k, v]) => FIELDS.includes(k) && v !== undefined && v !== '')) }),
};

export interface SupervisionStep {
  id: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  userName: string | null;
  remark: string;
  createdAt: string;
}

export interface Supervision {
  id: number;
  supervisionNo: string;
  status: SupervisionStatus;
  targetType: SupervisionTarget;
  siteId: number;
  siteCode: string | null;
  siteName: string | null;
  engineerId: number | null;
  engineerName: string | null;
  orderId: number | null;
  orderNo: string | null;
  reason: string;
  dueDate: string;
  attachments: UploadedFile[];
  openerName: string | null;
  createdAt: string;
  handlerName: string | null;
  handledAt: string | null;
  replyContent: string | null;
  replyAttachments: UploadedFile[];
  closeRemark: string | null;
  closedAt: string | null;
  version: number;
  history: SupervisionStep[];
  actions: SupervisionAction[];
}

export const getSupervision = (id: number) => biz<Supervision>(`${base}/getDetail`, { method: 'POST', data: { id } });

/** One verb per action: the reply takes its content and files, unable its reason, close an optional remark. */
export function actOnSupervision(action: SupervisionAction, row: Supervision, input: { text?: string; attachments?: number[] } = {}) {
  const { id, version } = row;
  if (action === 'reply') return biz(`${base}/reply`, { method: 'POST', data: { id, version, content: input.text, attachments: input.attachments ?? [] } });
  return biz(`${base}/${action}`, { method: 'POST', data: { id, version, remark: input.text || undefined } });
}
