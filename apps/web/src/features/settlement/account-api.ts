/** The outlet's account's server calls (docs/settlement.md, Account): the balance view and the flows list (each exports as the grids do), an outlet's balance now, headquarters' record command and the consistency check. */
import type { ManualFlowKind } from '@as/shared';
import { biz } from '../../api/request.ts';
import { gridBody, type ResourceApi } from '../../crud/resource-api.ts';

const reportApi = (base: string): ResourceApi => ({
  list: (query) => biz(`${base}/getListPage`, { method: 'POST', data: gridBody(query) }),
  export: (query, columns) => biz(`${base}/getListByExcel`, { method: 'POST', data: { ...gridBody(query), columns } }),
});

export const accountApi = reportApi('/basic/sfSiteAccount');
export const flowApi = reportApi('/basic/sfSiteFinflow');

export interface RecordInput {
  siteId: number;
  kind: ManualFlowKind;
  amount: string;
  reason: string;
  docNo?: string;
}

export const recordFlow = (input: RecordInput) => biz<Record<string, string>>('/basic/sfSiteFinflow/add', { method: 'POST', data: input });

export interface AccountCheck {
  accounts: number;
  differences: { siteId: number; column: string; balance: string; flows: string }[];
}
export const checkAccounts = () => biz<AccountCheck>('/basic/sfSiteFinflow/check', { method: 'POST', data: {} });
