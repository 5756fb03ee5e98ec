/**
 * Export tasks (spec: export task list with download, abort, delete file): the user's exports and import result
 * files with their status; a finished file downloads with the session's headers, a running export can be aborted,
 * a finished one's file deleted. Each action is confirmed.
 */
import { DeleteOutlined, DownloadOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Select, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadExportFile } from '../../api/download.ts';
import { ApiError } from '../../api/request.ts';
import { feedback } from '../../app/feedback.ts';
import { ResourcePage, type ScreenContext } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { abortExport, deleteExportFile, exportTaskApi } from './export-api.ts';
import { EXPORT_STATUSES, type ExportStatus, exportTaskScreen } from './screens.ts';

const STATUS_COLOR: Record<ExportStatus, string> = {
  processing: 'processing',
  pending_download: 'blue',
  downloaded: 'success',
  failed: 'error',
  aborted: 'default',
};

const ready = (row: Row) => (row.status === 'pending_download' || row.status === 'downloaded') && !row.fileDeleted;

export function ExportTaskPage() {
  const { t } = useTranslation();

  /** Asks, runs, reloads; a refusal has been shown by the request layer. */
  const confirmed = (content: string, run: () => Promise<unknown>, context: ScreenContext, danger = false) =>
    feedback.modal?.confirm({
      title: t('common.tip'),
      content,
      okButtonProps: { danger },
      onOk: async () => {
        try {
          await run();
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
        }
        await context.refresh();
      },
    });

  const download = (row: Row, context: ScreenContext) =>
    confirmed(t('exports.confirmDownload', { name: row.fileName }), () => downloadExportFile(row.id, String(row.fileName)), context);

  return (
    <ResourcePage
      def={exportTaskScreen}
      api={exportTaskApi}
      searchInputs={{
        status: (
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 200 }}
            options={EXPORT_STATUSES.map((value) => ({ value, label: t(`exports.status.${value}`) }))}
            data-testid="export-status-filter"
          />
        ),
      }}
      cells={{
        status: (value, row) => {
          const tag = (
            <Tag color={STATUS_COLOR[value as ExportStatus]} data-testid="export-status">
              {t(`exports.status.${String(value)}`, { defaultValue: String(value) })}
            </Tag>
          );
          return row.error ? <Tooltip title={String(row.error)}>{tag}</Tooltip> : tag;
        },
        sizeMb: (value) => (value == null ? null : Number(value).toFixed(2)),
        // A link while the file is there; it downloads like the row's button (a bare link would carry no bearer).
        url: (value, row, context) =>
          value ? (
            <a
              href={String(value)}
              onClick={(e) => {
                e.preventDefault();
                download(row, context);
              }}
              data-testid="export-url"
            >
              {new URL(String(value), window.location.origin).href}
            </a>
          ) : null,
        fileName: (value, row) => (
          <span data-testid="export-file-name">
            {String(value)}
            {row.fileDeleted ? <Tag style={{ marginLeft: 8 }}>{t('exports.fileDeleted')}</Tag> : null}
          </span>
        ),
      }}
      rowActions={(row, context) => (
        <>
          {ready(row) && (
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => download(row, context)}
              data-testid="export-download"
            >
              {t('exports.download')}
            </Button>
          )}
          {row.status === 'processing' && (
            <Button
              type="link"
              size="small"
              danger
              icon={<StopOutlined />}
              onClick={() => confirmed(t('exports.confirmAbort', { name: row.fileName }), () => abortExport(row.id), context, true)}
              data-testid="export-abort"
            >
              {t('exports.abort')}
            </Button>
          )}
          {row.status !== 'processing' && !row.fileDeleted && row.sizeMb != null && (
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => confirmed(t('exports.confirmDeleteFile', { name: row.fileName }), () => deleteExportFile(row.id), context, true)}
              data-testid="export-delete-file"
            >
              {t('exports.deleteFile')}
            </Button>
          )}
        </>
      )}
    />
  );
}
