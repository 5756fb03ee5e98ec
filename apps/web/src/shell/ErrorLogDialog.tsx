/** The error-log screen: local front-end errors; upload them to the server or clear them, each confirmed. */
import { LOG_PAGE_SIZE, LOG_UPLOAD_BATCH } from '@as/shared';
import { Button, Modal, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { r } from '../api/request.ts';
import { feedback } from '../app/feedback.ts';
import { useStore } from '../app/store.ts';
import { errorLogStore } from './error-log.ts';

export function ErrorLogDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const logs = useStore(errorLogStore);

  const upload = () =>
    feedback.modal?.confirm({
      title: t('common.tip'),
      content: t('errorLog.uploadConfirm'),
      onOk: async () => {
        for (let i = 0; i < logs.length; i += LOG_UPLOAD_BATCH) await r('/admin/log/logs', { method: 'POST', data: logs.slice(i, i + LOG_UPLOAD_BATCH) });
        errorLogStore.set([]);
        feedback.message?.success(t('errorLog.uploaded'));
      },
    });
  const clear = () =>
    feedback.modal?.confirm({
      title: t('common.tip'),
      content: t('errorLog.clearConfirm'),
      onOk: () => {
        errorLogStore.set([]);
        feedback.message?.success(t('errorLog.cleared'));
      },
    });

  return (
    <Modal open centered width={960} title={t('shell.errorLog')} footer={null} onCancel={onClose}>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" disabled={!logs.length} onClick={upload} data-testid="errorlog-upload">
          {t('errorLog.upload')}
        </Button>
        <Button danger disabled={!logs.length} onClick={clear} data-testid="errorlog-clear">
          {t('errorLog.clear')}
        </Button>
      </Space>
      <Table
        size="small"
        rowKey={(row) => `${row.time}${row.message}`}
        dataSource={logs}
        pagination={logs.length > LOG_PAGE_SIZE ? { pageSize: LOG_PAGE_SIZE } : false}
        expandable={{ expandedRowRender: (row) => <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{row.stack}</pre> }}
        columns={[
          { title: t('errorLog.type'), dataIndex: 'type', width: 80 },
          { title: t('errorLog.url'), dataIndex: 'url', ellipsis: true },
          { title: t('errorLog.message'), dataIndex: 'message', ellipsis: true },
          { title: t('errorLog.time'), dataIndex: 'time', width: 170, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
        ]}
      />
    </Modal>
  );
}
