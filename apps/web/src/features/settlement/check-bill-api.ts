/** Assessment sheets' server calls (docs/settlement.md, Assessment sheets): the grid, export and import, add and update of a draft, a draft raised on an order, the detail and one verb per action. */
import { type CheckBillAction, type CheckBillStatus, checkBillImportResource, checkBillResource } from '@as/shared';
import { biz } from '../../api/request.ts';
import { basicApi, type ResourceApi } from '../../crud/resource-api.ts';

const base = `/basic/${checkBillResource.name}`;
const grid = basicApi(checkBillResource);
const imports = basicApi(checkBillImportResource);
const FIELDS = ['id', 'version', 'siteId', 'orderId', 'subjectId', 'amount', 'remark'];

export const checkBillApi: ResourceApi = {
  list: grid.list,
  export: grid.export,
  // Each row raised as a draft; the server takes a file whole or not at all.
  importTemplate: imports.importTemplate,
  import: imports.import,
  importAllOrNothing: true,
  save: (record) => {
    const body = Object.fromEntries(Object.entries(record).filter(([k, v]) => FIELDS.includes(k) && v !== undefined && v !== ''));
    return biz(`${base}/${record.id != null ? 'update' : 'add'}`, { method: 'POST', data: body });
  },
};

export interface CheckBillStep {
  id: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  userName: string | null;
  remark: string;
  createdAt: string;
}

export interface CheckBill {
  id: number;
  billNo: string;
  status: CheckBillStatus;
  siteId: number;
  siteCode: string | null;
  siteName: string | null;
  orderId: number | null;
  orderNo: string | null;
  subjectId: number;
  subjectCode: string | null;
  subjectName: string | null;
  subjectType: 'penalty' | 'reward';
  amount: string;
  appealDays: number;
  issuedAt: string | null;
  appealDeadline: string | null;
  remark: string;
  appealReason: string | null;
  reAuditRemark: string | null;
  version: number;
  history: CheckBillStep[];
  actions: CheckBillAction[];
}

/** A draft raised from a work order's screen: the server takes the outlet that holds the order. */
export const addCheckBillByOrder = (body: { orderId: number; subjectId: number; amount?: string; remark: string }) => biz<{ id: number; billNo: string }>(`${base}/addByOrder`, { method: 'POST', data: body });

export const getCheckBill = (id: number) => biz<CheckBill>(`${base}/getDetail`, { method: 'POST', data: { id } });

/** The verb of each action the screen offers (uphold and revoke are the two results of reAudit; withdraw is cancelAppeal). */
export function actOnCheckBill(action: CheckBillAction, bill: CheckBill, reason?: string) {
  const id = bill.id;
  const version = bill.version;
  switch (action) {
    case 'issue':
      return biz(`${base}/audit`, { method: 'POST', data: { id, version } });
    case 'cancel':
      return biz(`${base}/cancel`, { method: 'POST', data: { id, version, reason } });
    case 'stopCheck':
      return biz(`${base}/stopCheck`, { method: 'POST', data: { id, version, reason } });
    case 'appeal':
      return biz(`${base}/siteAppeal`, { method: 'POST', data: { id, version, reason } });
    case 'uphold':
    case 'revoke':
      return biz(`${base}/reAudit`, { method: 'POST', data: { id, result: action, remark: reason } });
    case 'withdraw':
      return biz(`${base}/cancelAppeal`, { method: 'POST', data: { id, reason } });
    default:
      throw new Error(`no verb for ${action}`);
  }
}
