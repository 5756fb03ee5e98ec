/**
 * The local softphone shown in the call-centre panel when no provider is configured: the agent's line, and a caller
 * number to ring the agent with (what a provider's softphone does on a real call). It tells the page that hosts it.
 */
import { PhoneOutlined } from '@ant-design/icons';
import { Button, Form, Input, List, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { IncomingCall } from './call-centre.ts';

export function SoftphonePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [log, setLog] = useState<{ mobile: string; at: string }[]>([]);

  function ring({ mobile }: { mobile: string }) {
    const call: IncomingCall = { type: 'incomingCall', mobile };
    window.parent.postMessage(call, window.location.origin);
    setLog((l) => [{ mobile, at: dayjs().format('HH:mm:ss') }, ...l]);
  }

  return (
    <div style={{ padding: '12px 16px' }}>
      <Form layout="inline" onFinish={ring}>
        <Space style={{ marginRight: 16 }}>
          <Tag color="green">{t('callCentre.ready')}</Tag>
          <span>{t('callCentre.agent', { agent: params.get('agent') ?? '' })}</span>
        </Space>
        <Form.Item name="mobile" rules={[{ required: true, pattern: /^\+?\d{3,20}$/, message: t('callCentre.invalid') }]}>
          <Input placeholder={t('callCentre.caller')} prefix={<PhoneOutlined />} data-testid="softphone-number" />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="softphone-ring">
          {t('callCentre.ring')}
        </Button>
      </Form>
      <List
        size="small"
        header={t('callCentre.log')}
        dataSource={log}
        renderItem={(call) => (
          <List.Item>
            {call.at} · {call.mobile}
          </List.Item>
        )}
        style={{ marginTop: 16 }}
      />
    </div>
  );
}
