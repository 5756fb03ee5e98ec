/**
 * Task sampling (menu care.recallSampling, 任务抽样): a finish-date range and an outlet, or orders named by hand; the
 * run draws by the return-visit setup and answers how many orders were found and how many sampled into the
 * screening pool.
 */
import { Alert, Button, Card, DatePicker, Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderSelect } from '../../crud/OrderSelect.tsx';
import { RefSelect } from '../../crud/refs.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { sampleRecalls } from './recall-api.ts';

interface Values {
  period?: [Dayjs, Dayjs] | null;
  siteId?: number;
  orderId?: number;
}

export function RecallSamplingPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ found: number; sampled: number }>();
  const run = async (values: Values) => {
    setBusy(true);
    try {
      const [from, to] = values.period ?? [];
      setResult(
        await sampleRecalls({
          finishedFrom: from?.format('YYYY-MM-DD'),
          finishedTo: to?.format('YYYY-MM-DD'),
          siteId: values.siteId ?? undefined,
          orderIds: values.orderId ? [values.orderId] : undefined,
        }),
      );
    } catch (e) {
      showServerErrors(form, e, (field) => (field.startsWith('orderIds') ? ['orderId'] : field.startsWith('finished') ? ['period'] : field === 'siteId' ? ['siteId'] : undefined));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title={t('menu.care.recallSampling')} style={{ maxWidth: 640 }}>
      <Typography.Paragraph type="secondary">{t('recall.samplingHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={run} data-testid="recall-sampling-form">
        <Form.Item name="period" label={`${t('recall.finishedFrom')} – ${t('recall.finishedTo')}`}>
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="siteId" label={t('recall.site')}>
          <RefSelect source="snUser" />
        </Form.Item>
        <Form.Item name="orderId" label={t('recall.orders')}>
          <OrderSelect filters={{ status: '1250' }} testId="recall-sampling-order" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="recall-sampling-run">
          {t('recall.run')}
        </Button>
      </Form>
      {result && <Alert style={{ marginTop: 16 }} type={result.sampled ? 'success' : 'info'} showIcon title={t('recall.ran', result)} data-testid="recall-sampling-result" />}
    </Card>
  );
}
