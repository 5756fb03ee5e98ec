/**
 * Import from a spreadsheet: download the template (the screen's fields with the user's titles), fill it, upload it.
 * Rows are checked one by one on the server; the valid ones are written, or none when all-or-nothing is asked. The
 * answer shows what was written and every rejected row's reason, and offers the result file to download.
 */
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { DIALOG_WIDTH } from '@as/shared';
import { Alert, Button, Checkbox, Flex, Modal, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExportFile, saveBlob } from '../api/download.ts';
import { ApiError } from '../api/request.ts';
import type { ExportColumn, ImportResult, ResourceApi } from './resource-api.ts';

const XLSX = '.xlsx';

interface Props {
  /** The screen's title, which names the template file. */
  title: string;
  /** The template's columns. */
  columns: ExportColumn[];
  api: Required<Pick<ResourceApi, 'import' | 'importTemplate'>> & Pick<ResourceApi, 'importAllOrNothing'>;
  /** After rows were written: the screen reloads its list. */
  onImported: () => void;
  onClose: () => void;
}

export function ImportDialog({ title, columns, api, onImported, onClose }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File>();
  const [allOrNothing, setAllOrNothing] = useState(api.importAllOrNothing ?? false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult>();

  /** The request layer shows a failure (wrong file, not the template...); the dialog just stays as it was. */
  const quietly = async (run: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  const template = () => quietly(async () => saveBlob(await api.importTemplate(columns), `${title}-${t('crud.import.templateFile')}${XLSX}`));
  const upload = () =>
    quietly(async () => {
      if (!file) return;
      const answer = await api.import(file, allOrNothing);
      setResult(answer);
      if (answer.succeeded) onImported();
    });
  const resultFile = () => quietly(async () => (result?.resultId ? downloadExportFile(result.resultId, result.resultFile ?? `${title}${XLSX}`) : undefined));

  return (
    <Modal
      open
      centered
      width={DIALOG_WIDTH}
      title={`${t('common.import')} · ${title}`}
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.close')}
        </Button>,
        <Button key="import" type="primary" disabled={!file} loading={busy} onClick={upload} data-testid="import-submit">
          {t('common.import')}
        </Button>,
      ]}
    >
      <Flex vertical gap={12} data-testid="import-dialog">
        <Flex align="center" gap={8} wrap>
          <Typography.Text>{t('crud.import.step1')}</Typography.Text>
          <Button icon={<DownloadOutlined />} onClick={template} disabled={busy} data-testid="import-template">
            {t('crud.import.template')}
          </Button>
        </Flex>
        <Upload.Dragger
          accept={XLSX}
          maxCount={1}
          multiple={false}
          fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            setFile(chosen);
            setResult(undefined);
            // Sent with the import button, not on choosing.
            return false;
          }}
          onRemove={() => setFile(undefined)}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('crud.import.step2')}</p>
        </Upload.Dragger>
        <Checkbox checked={allOrNothing} disabled={api.importAllOrNothing} onChange={(e) => setAllOrNothing(e.target.checked)} data-testid="import-all-or-nothing">
          {t('crud.import.allOrNothing')}
        </Checkbox>
        {result && (
          <div data-testid="import-result">
            <Alert
              showIcon
              type={!result.failed ? 'success' : result.succeeded ? 'warning' : 'error'}
              title={t('crud.import.summary', { total: result.total, succeeded: result.succeeded, failed: result.failed })}
              description={allOrNothing && result.failed ? t('crud.import.nothingWritten') : undefined}
              action={
                result.resultId ? (
                  <Button size="small" icon={<DownloadOutlined />} onClick={resultFile} data-testid="import-result-file">
                    {t('crud.import.resultFile')}
                  </Button>
                ) : undefined
              }
            />
            {result.rejected.length > 0 && (
              <Table
                size="small"
                rowKey="line"
                style={{ marginTop: 8 }}
                pagination={false}
                scroll={{ y: 240 }}
                dataSource={result.rejected}
                columns={[
                  { title: t('crud.import.line'), dataIndex: 'line', width: 80 },
                  { title: t('crud.import.reason'), dataIndex: 'reason' },
                ]}
                data-testid="import-rejected"
              />
            )}
          </div>
        )}
      </Flex>
    </Modal>
  );
}
