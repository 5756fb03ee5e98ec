/** The recall reports' server calls (spec section 7): /rpt/recallInfo and /rpt/recallDetail, each a list and its export. */
import { RECALL_DETAIL_REPORT, RECALL_INFO_REPORT } from '@as/shared';
import { biz } from '../../api/request.ts';
import { gridBody, type ResourceApi } from '../../crud/resource-api.ts';

const reportApi = (name: string): ResourceApi => ({
  list: (query) => biz(`/rpt/${name}/getListPage`, { method: 'POST', data: gridBody(query) }),
  export: (query, columns) => biz(`/rpt/${name}/getListByExcel`, { method: 'POST', data: { ...gridBody(query), columns } }),
});

export const recallInfoApi = reportApi(RECALL_INFO_REPORT.name);
export const recallDetailApi = reportApi(RECALL_DETAIL_REPORT.name);
