/** Picture review's server calls with their query keys (docs/customer-care.md "Picture review"). */
import { type PicCheckAction, type PicCheckSource, type PicCheckStatus, picCheckResource } from '@as/shared';
import { biz } from '../../api/request.ts';
import { basicApi, type ResourceApi } from '../../crud/resource-api.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';

const PC = `/basic/${picCheckResource.name}`;

export const picCheckKeys = {
  all: ['picCheck'] as const,
  detail: (id: number) => ['picCheck', 'detail', id] as const,
  inspectors: ['picCheck', 'inspectors'] as const,
};

export interface PicCheckStep {
  id: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  userName: string | null;
  remark: string;
  photos: number[];
  createdAt: string;
}

export interface PicCheck {
  id: number;
  orderId: number;
  orderNo: string;
  siteId: number | null;
  siteName: string | null;
  customerName: string;
  address: string;
  source: PicCheckSource;
  status: PicCheckStatus;
  reason: string;
  rounds: number;
  finishedAt: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  version: number;
  photos: UploadedFile[];
  history: PicCheckStep[];
  actions: PicCheckAction[];
}

export interface AllocationInput {
  source: PicCheckSource;
  percent?: number;
  siteId?: number;
  finishedFrom?: string;
  finishedTo?: string;
}

const grid = basicApi(picCheckResource);
export const picCheckGridApi: ResourceApi = { list: grid.list, export: grid.export };

export const getPicCheck = (id: number) => biz<PicCheck>(`${PC}/getDetail`, { method: 'POST', data: { id } });
export const allocatePicChecks = (input: AllocationInput) => biz<{ found: number; queued: number }>(`${PC}/allocation`, { method: 'POST', data: input });
export interface Inspector {
  id: number;
  name: string;
  username: string;
}
export const getInspectors = () => biz<Inspector[]>(`${PC}/getInspectors`, { method: 'POST', data: {} });
/** Headquarters gives the chosen reviews (each still to review) to one inspector: all or none. */
export const assignPicChecks = (ids: number[], assigneeId: number) => biz(`${PC}/batchAssign`, { method: 'POST', data: { ids, assigneeId } });
export const actOnPicCheck = (action: PicCheckAction, check: PicCheck, extra: { reason?: string; photos?: number[] } = {}) =>
  biz(`${PC}/${action}`, { method: 'POST', data: { id: check.id, version: check.version, ...extra } });
