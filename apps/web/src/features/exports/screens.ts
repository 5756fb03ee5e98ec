/** What the export-task screen shows of a task (the fields of POST /intf/intfDownloadRecord/getListPage). */
import type { ScreenDef } from '@as/shared';

export const EXPORT_STATUSES = ['processing', 'pending_download', 'downloaded', 'failed', 'aborted'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const exportTaskScreen = {
  key: 'exportTask',
  // Every user sees their own tasks: nothing to add, edit or delete through the generic buttons.
  permission: 'intf_download_record',
  fields: [
    // The spec's fields first, in its order: file name, size MB, URL, create time, delete time, status.
    { name: 'fileName', type: 'string', readOnly: true },
    { name: 'sizeMb', type: 'decimal', readOnly: true },
    { name: 'url', type: 'string', format: 'url', readOnly: true },
    { name: 'createdAt', type: 'datetime', readOnly: true },
    { name: 'deleteTime', type: 'datetime', readOnly: true },
    { name: 'status', type: 'string', filter: 'in', readOnly: true },
    { name: 'rowCount', type: 'int', readOnly: true },
    { name: 'finishedAt', type: 'datetime', readOnly: true },
  ],
} as const satisfies ScreenDef;
