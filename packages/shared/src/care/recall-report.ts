/**
 * The report centre's return-visit reports (spec section 7, /rpt recallInfo and recallDetail; docs/customer-care.md,
 * Recall reports): one row per sampled order (when it was sampled, its state, attempts, outcome, verdict,
 * satisfaction, outlet and engineer), and one row per call (dialing record) with the verdicts it found.
 */
import type { ScreenDef } from '../resource.ts';

export const RECALL_INFO_REPORT = { name: 'recallInfo', permission: 'basic_so_recall_info_report' } as const;
export const RECALL_DETAIL_REPORT = { name: 'recallDetail', permission: 'basic_so_recall_detail_report' } as const;

/** A row per return visit (sampled order). */
export const RECALL_INFO_SCREEN: ScreenDef = {
  key: 'recallInfoReport',
  permission: RECALL_INFO_REPORT.permission,
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { name: 'orderNo', type: 'string', filter: 'like', sort: true },
    { name: 'createdAt', type: 'datetime', filter: 'range', sort: true },
    { name: 'source', type: 'dict', dict: 'recall_source', filter: 'in' },
    { name: 'status', type: 'dict', dict: 'recall_status', filter: 'in', sort: true },
    { name: 'callCount', type: 'int', sort: true },
    { name: 'outcome', type: 'dict', dict: 'recall_outcome', filter: 'in' },
    { name: 'verdict', type: 'dict', dict: 'recall_verdict', filter: 'in' },
    { name: 'satisfaction', type: 'dict', dict: 'recall_satisfaction', filter: 'in', sort: true },
    { name: 'siteName', type: 'string', filter: 'like' },
    { name: 'engineerName', type: 'string', filter: 'like' },
    { name: 'assigneeName', type: 'string' },
    { name: 'finishedAt', type: 'datetime', filter: 'range', sort: true },
    { name: 'completedAt', type: 'datetime', sort: true },
  ],
};

/** A row per call (dialing record): which attempt, who called which number, the outcome, the verdicts and satisfaction. */
export const RECALL_DETAIL_SCREEN: ScreenDef = {
  key: 'recallDetailReport',
  permission: RECALL_DETAIL_REPORT.permission,
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { name: 'orderNo', type: 'string', filter: 'like', sort: true },
    { name: 'createdAt', type: 'datetime', filter: 'range', sort: true },
    { name: 'attempt', type: 'int' },
    { name: 'userName', type: 'string', filter: 'like' },
    { name: 'phone', type: 'string', filter: 'like' },
    { name: 'outcome', type: 'dict', dict: 'recall_outcome', filter: 'in', sort: true },
    { name: 'verdict', type: 'dict', dict: 'recall_verdict', filter: 'in' },
    { name: 'unconfirmed', type: 'string' },
    { name: 'satisfaction', type: 'dict', dict: 'recall_satisfaction', filter: 'in', sort: true },
    { name: 'remark', type: 'string' },
    { name: 'siteName', type: 'string', filter: 'like' },
    { name: 'engineerName', type: 'string' },
  ],
};
