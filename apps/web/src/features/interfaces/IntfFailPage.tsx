/**
 * Interface failure records (/intf/intfFailRecord/index): outbound deliveries that failed after their last attempt,
 * filtered by interface, status and failure time. A pending record is retried (its delivery queued again) or
 * ignored with a reason; what would have been sent is shown before either.
 */
import { INTF_FAIL_HANDLEABLE, INTF_FAIL_PERMISSIONS, type IntfFailStatus, intfFailRecordResource } from '@as/shared';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { ApiError, biz } from '../../api/request.ts';
import { feedback } from '../../app/feedback.ts';
import { confirmAction } from '../../crud/confirm-action.ts';
import { ResourcePage, type ScreenContext } from '../../crud/ResourcePage.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { basicApi, type Row } from '../../crud/resource-api.ts';

const BASE = `/basic/${intfFailRecordResource.name}`;
const api = basicApi(intfFailRecordResource);

function Request({ row }: { row: Row }) {
  return (
    <Typography.Paragraph copyable={{ text: JSON.stringify(row.requestPayload) }}>
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 240, overflow: 'auto', margin: 0 }} data-testid="intf-request">
        {JSON.stringify(row.requestPayload, null, 2)}
      </pre>
    </Typography.Paragraph>
  );
}

export function IntfFailPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [ignoring, setIgnoring] = useState<{ row: Row; context: ScreenContext }>();

  const retry = (row: Row, context: ScreenContext) =>
    confirmAction({
      title: t('intfFail.retryConfirm', { key: row.businessKey }),
      width: 560,
      content: <Request row={row} />,
      run: () => biz(`${BASE}/retry`, { method: 'POST', data: { id: row.id } }),
      success: t('intfFail.retried'),
      onDone: context.refresh,
    });

  return (
    <>
      <ResourcePage
        def={intfFailRecordResource}
        api={api}
        rowActions={(row, context) =>
          INTF_FAIL_HANDLEABLE.includes(row.status as IntfFailStatus) && (
            <>
              {can(INTF_FAIL_PERMISSIONS.retry) && (
                <Button type="link" size="small" onClick={() => retry(row, context)} data-testid="intf-retry">
                  {t('intfFail.retry')}
                </Button>
              )}
              {can(INTF_FAIL_PERMISSIONS.ignore) && (
                <Button type="link" size="small" danger onClick={() => setIgnoring({ row, context })} data-testid="intf-ignore">
                  {t('intfFail.ignore')}
                </Button>
              )}
            </>
          )
        }
      />
      {ignoring && <IgnoreDialog {...ignoring} onClose={() => setIgnoring(undefined)} />}
    </>
  );
}

function IgnoreDialog({ row, context, onClose }: { row: Row; context: ScreenContext; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await biz(`${BASE}/ignore`, { method: 'POST', data: { id: row.id, reason: values.reason } });
    } catch (e) {
      if (e instanceof ApiError) return false;
      throw e;
    }
    feedback.message?.success(t('intfFail.ignored'));
    await context.refresh();
    return true;
  };
  return (
    <SaveDialog title={`${t('intfFail.ignore')} · ${row.businessKey}`} width={560} form={form} onSave={save} onClose={onClose} okText={t('intfFail.ignore')} okDanger formTestId="intf-ignore-form">
      <Request row={row} />
      <Form.Item name="reason" label={t('intfFail.reason')} rules={[{ required: true, whitespace: true, message: t('intfFail.reasonRequired') }]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </SaveDialog>
  );
}
