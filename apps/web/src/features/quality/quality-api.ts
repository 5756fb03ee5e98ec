/**
 * Quality and accident reports' and good-comment applications' server calls (docs/customer-care.md "Quality and
 * accident reports, good comments"): the grids and exports, writing one, the detail and one verb per action.
 */
import {
  type GoodCommentAction,
  type GoodCommentStatus,
  goodCommentResource,
  QUALITY_REPORT_RESOURCES,
  type QualityReportAction,
  type QualityReportKind,
  type QualityReportStatus,
  type QualitySeverity,
} from '@as/shared';
import { biz } from '../../api/request.ts';
import { basicApi, type ResourceApi } from '../../crud/resource-api.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';

const reportBase = (kind: QualityReportKind) => `/basic/${QUALITY_REPORT_RESOURCES[kind].name}`;
const gcBase = `/basic/${goodCommentResource.name}`;

/** The details' cache keys (the grids' are ResourcePage's resourceKeys). */
export const qualityKeys = {
  all: ['qualityReport'] as const,
  detail: (kind: QualityReportKind, id: number) => ['qualityReport', kind, id] as const,
};
export const goodCommentKeys = { all: ['goodComment'] as const, detail: (id: number) => ['goodComment', id] as const };

export interface ReportInput {
  itemId?: number | null;
  serialNo?: string | null;
  orderNo?: string | null;
  facts: string;
  severity: QualitySeverity;
  injury?: boolean | null;
  damage?: string | null;
  attachments: number[];
}

export const qualityReportApi = (kind: QualityReportKind): ResourceApi => {
  const grid = basicApi(QUALITY_REPORT_RESOURCES[kind]);
  return { list: grid.list, export: grid.export, save: (record) => biz(`${reportBase(kind)}/add`, { method: 'POST', data: record }) };
};

export interface Step {
  id: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  userName: string | null;
  remark: string;
  createdAt: string;
}

export interface QualityReport {
  id: number;
  kind: QualityReportKind;
  reportNo: string;
  status: QualityReportStatus;
  deptName: string | null;
  reporterName: string | null;
  itemId: number;
  itemName: string | null;
  itemCode: string | null;
  model: string;
  serialNo: string | null;
  orderNo: string | null;
  facts: string;
  severity: QualitySeverity;
  injury: boolean | null;
  damage: string | null;
  attachments: UploadedFile[];
  submittedAt: string | null;
  confirmedAt: string | null;
  returnReason: string | null;
  createdAt: string;
  version: number;
  history: Step[];
  actions: QualityReportAction[];
}

export const getQualityReport = (kind: QualityReportKind, id: number) => biz<QualityReport>(`${reportBase(kind)}/getDetail`, { method: 'POST', data: { id } });

export function actOnReport(kind: QualityReportKind, row: QualityReport, action: Exclude<QualityReportAction, 'update'>, reason?: string) {
  const { id, version } = row;
  return biz(`${reportBase(kind)}/${action}`, { method: 'POST', data: action === 'return' ? { id, version, reason } : { id, version } });
}

export const updateReport = (kind: QualityReportKind, row: QualityReport, input: ReportInput) => biz(`${reportBase(kind)}/update`, { method: 'POST', data: { id: row.id, version: row.version, ...input } });

export const goodCommentApi: ResourceApi = (() => {
  const grid = basicApi(goodCommentResource);
  return { list: grid.list, export: grid.export, save: (record) => biz(`${gcBase}/add`, { method: 'POST', data: record }) };
})();

export interface GoodComment {
  id: number;
  applyNo: string;
  status: GoodCommentStatus;
  orderNo: string;
  siteName: string | null;
  claimantName: string | null;
  praise: string;
  attachments: UploadedFile[];
  amountClaimed: string;
  amountGranted: string | null;
  checkRemark: string | null;
  checkedAt: string | null;
  feeReward: string | null;
  feeTotal: string | null;
  createdAt: string;
  version: number;
  history: Step[];
  actions: GoodCommentAction[];
}

export const getGoodComment = (id: number) => biz<GoodComment>(`${gcBase}/getDetail`, { method: 'POST', data: { id } });

export const checkGoodComment = (row: GoodComment, action: GoodCommentAction, input: { amountGranted?: string; remark?: string }) =>
  biz(`${gcBase}/check`, { method: 'POST', data: { id: row.id, version: row.version, action, amountGranted: input.amountGranted || undefined, remark: input.remark || undefined } });
