/** Operation logs: read-only, filtered by type, title, user and dates; deleted (one or many) where allowed. */
import { EyeOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { logApi } from './platform-api.ts';
import { logScreen } from './screens.ts';

const pre = (text: unknown) => (
  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 240, overflow: 'auto' }}>{String(text ?? '')}</Typography.Paragraph>
);

function LogDetail({ log, onClose }: { log: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const field = (name: string) => t(`entity.log.fields.${name}`);
  return (
    <Modal open centered width={800} title={t('platform.log.detail')} footer={null} onCancel={onClose} data-testid="log-detail">
      <Descriptions size="small" column={2} bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
        <Descriptions.Item label={field('title')} span={2}>{String(log.title ?? '')}</Descriptions.Item>
        <Descriptions.Item label={field('createBy')}>{String(log.createBy ?? '')}</Descriptions.Item>
        <Descriptions.Item label={field('createTime')}>{String(log.createTime ?? '')}</Descriptions.Item>
        <Descriptions.Item label={field('method')}>{String(log.method ?? '')}</Descriptions.Item>
        <Descriptions.Item label={field('time')}>{String(log.time ?? '')}</Descriptions.Item>
        <Descriptions.Item label={field('remoteAddr')}>{String(log.remoteAddr ?? '')}</Descriptions.Item>
        <Descriptions.Item label={t('platform.log.serviceId')}>{String(log.serviceId ?? '')}</Descriptions.Item>
        <Descriptions.Item label={field('requestUri')} span={2}>{String(log.requestUri ?? '')}</Descriptions.Item>
        <Descriptions.Item label={t('platform.log.userAgent')} span={2}>{String(log.userAgent ?? '')}</Descriptions.Item>
        <Descriptions.Item label={t('platform.log.params')} span={2}>{pre(log.params)}</Descriptions.Item>
        {log.exception ? <Descriptions.Item label={t('platform.log.exception')} span={2}>{pre(log.exception)}</Descriptions.Item> : null}
      </Descriptions>
    </Modal>
  );
}

export function LogPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Row>();
  return (
    <>
      <ResourcePage
        def={logScreen}
        api={logApi}
        rowActions={(row) => (
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setOpen(row)} data-testid="log-view">
            {t('common.view')}
          </Button>
        )}
      />
      {open && <LogDetail log={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
