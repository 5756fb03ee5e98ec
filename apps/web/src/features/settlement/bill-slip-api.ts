/** Billing slips' server calls (docs/settlement.md, Bill posting and billing slips): the grid and export, the paid statements to post, add and update, the detail and one verb per action. */
import { type BillSlipAction, type BillSlipStatus, billSlipResource } from '@as/shared';
import { biz } from '../../api/request.ts';
import { basicApi, type ResourceApi, type Row } from '../../crud/resource-api.ts';

const base = `/basic/${billSlipResource.name}`;
const grid = basicApi(billSlipResource);
const FIELDS = ['id', 'version', 'statementId', 'postingSubjectId', 'yearMonth', 'handlingFee', 'paymentDate', 'estimatedArrivalDate', 'payeeName', 'payeeBank', 'payeeAccount', 'payerName', 'payerBank', 'payerAccount', 'image', 'remark'];

export const billSlipApi: ResourceApi = {
  list: grid.list,
  export: grid.export,
  // The form edits the whole slip (the grid's rows leave the bank data out).
  get: (id) => getBillSlip(Number(id)) as unknown as Promise<Row>,
  save: (record) => {
    const body = Object.fromEntries(Object.entries(record).filter(([k, v]) => FIELDS.includes(k) && v !== undefined && v !== ''));
    return biz(`${base}/${record.id != null ? 'update' : 'add'}`, { method: 'POST', data: body });
  },
};

/** A paid statement a slip may be made for, with the outlet's bank data as the payee's. */
export interface PostableStatement {
  id: number;
  statementNo: string;
  siteId: number;
  siteCode: string | null;
  siteName: string | null;
  totalAmount: string;
  periodEnd: string;
  paidAt: string | null;
  payeeName: string | null;
  payeeBank: string | null;
  payeeAccount: string | null;
}

export const getPostable = () => biz<PostableStatement[]>(`${base}/getPostable`, { method: 'POST', data: {} });

export interface BillSlipStep {
  id: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  userName: string | null;
  remark: string;
  createdAt: string;
}

export interface BillSlip {
  id: number;
  slipNo: string;
  status: BillSlipStatus;
  statementId: number;
  billNo: string;
  siteId: number;
  siteCode: string | null;
  siteName: string | null;
  postingSubjectId: number;
  subjectCode: string | null;
  subjectName: string | null;
  yearMonth: string;
  amount: string;
  handlingFee: string;
  actualAmount: string;
  paymentDate: string;
  estimatedArrivalDate: string | null;
  actualArrivalDate: string | null;
  payeeName: string;
  payeeBank: string;
  payeeAccount: string;
  payerName: string;
  payerBank: string;
  payerAccount: string;
  image: number | null;
  imageUrl: string | null;
  remark: string | null;
  approvalRemark: string | null;
  version: number;
  history: BillSlipStep[];
  actions: BillSlipAction[];
}

export const billSlipKeys = { all: ['billSlip'] as const, detail: (id: number) => ['billSlip', 'detail', id] as const, postable: ['billSlip', 'postable'] as const };

export const getBillSlip = (id: number) => biz<BillSlip>(`${base}/getDetail`, { method: 'POST', data: { id } });

/** The verb of each action the detail offers (update is the form's; withdraw is cancelApproval). */
export function actOnBillSlip(action: Exclude<BillSlipAction, 'update'>, slip: BillSlip, input: { reason?: string; actualArrivalDate?: string } = {}) {
  const { id, version } = slip;
  const verb = action === 'withdraw' ? 'cancelApproval' : action;
  const data = action === 'approve' ? { id, version, remark: input.reason } : action === 'arrive' ? { id, version, actualArrivalDate: input.actualArrivalDate } : { id, version, reason: input.reason };
  return biz(`${base}/${verb}`, { method: 'POST', data });
}
