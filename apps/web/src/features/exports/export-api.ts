/** The export-task calls (spec: /intf/intfDownloadRecord getListPage, download, updateStat). */
import { biz } from '../../api/request.ts';
import { gridBody, type ResourceApi } from '../../crud/resource-api.ts';

const BASE = '/intf/intfDownloadRecord';

/** The signed-in user's own tasks, newest first; they are changed only through their row actions. */
export const exportTaskApi: ResourceApi = {
  list: (query) => biz(`${BASE}/getListPage`, { method: 'POST', data: gridBody(query) }),
};

/** Stops a task still running; the job sees it between chunks. */
export const abortExport = (id: number) => biz(`${BASE}/updateStat`, { method: 'POST', data: { id, stat: 'aborted' } });

/** Deletes a finished task's file; the task stays listed with its delete time. */
export const deleteExportFile = (id: number) => biz(`${BASE}/updateStat`, { method: 'POST', data: { id, stat: 'deleteFile' } });
