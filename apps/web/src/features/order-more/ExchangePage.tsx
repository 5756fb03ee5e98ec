/**
 * Return and exchange applications (/workorder/exchange/index, ?orderId= for one order's): the grid, the application form (add, and edit
 * while saved or rejected), and the commands the transition table allows now and the user may run: submit,
 * approve, reject (with a reason), cancel (with a reason), the old machine shipped (with logistics) and signed in,
 * the new one shipped and signed for.
 */
import { allowedExchangeActions, EXCHANGE_ACTIONS, type ExchangeAction, type ExchangeActionDef, type ExchangeState, exchangeBillResource } from '@as/shared';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { ApiError, biz } from '../../api/request.ts';
import { feedback } from '../../app/feedback.ts';
import { confirmAction } from '../../crud/confirm-action.ts';
import { ResourcePage, type ScreenContext } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { usePageQuery } from '../../shell/page-context.ts';
import { EXCHANGE_BASE, exchangeApi } from './exchange-api.ts';


const run = (action: ExchangeAction, row: Row, input: Record<string, unknown> = {}) => biz(`${EXCHANGE_BASE}/${action}`, { method: 'POST', data: { ...input, id: row.id, version: row.version } });

export function ExchangePage() {
  const { t } = useTranslation();
  const can = useCan();
  // Opened from an order's detail: its applications only.
  const orderId = usePageQuery().get('orderId');
  const [asking, setAsking] = useState<{ action: ExchangeAction; row: Row; context: ScreenContext }>();

  const start = (action: ExchangeAction, row: Row, context: ScreenContext) => {
    const def: ExchangeActionDef = EXCHANGE_ACTIONS[action];
    if (def.needsReason || def.needsTracking) return setAsking({ action, row, context });
    confirmAction({
      title: t('common.tip'),
      content: t('exchange.confirm', { action: t(`exchange.action.${action}`), no: row.billNo }),
      run: () => run(action, row),
      success: t('common.success'),
      onDone: context.refresh,
    });
  };

  return (
    <>
      <ResourcePage
        def={exchangeBillResource}
        api={exchangeApi}
        filters={orderId ? { orderId } : undefined}
        rowActions={(row, context) =>
          allowedExchangeActions(row as unknown as ExchangeState)
            .filter((action) => can(EXCHANGE_ACTIONS[action].permission))
            .map((action) => (
              <Button key={action} type="link" size="small" danger={action === 'reject' || action === 'cancel'} onClick={() => start(action, row, context)} data-testid={`exchange-${action}`}>
                {t(`exchange.action.${action}`)}
              </Button>
            ))
        }
      />
      {asking && <CommandDialog {...asking} onClose={() => setAsking(undefined)} />}
    </>
  );
}

/** A command that needs more than a confirmation: a reason (reject, cancel) or the logistics (shipments). */
function CommandDialog({ action, row, context, onClose }: { action: ExchangeAction; row: Row; context: ScreenContext; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const def: ExchangeActionDef = EXCHANGE_ACTIONS[action];
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await run(action, row, values);
      feedback.message?.success(t('common.success'));
      await context.refresh();
      onClose();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open centered title={`${t(`exchange.action.${action}`)} · ${row.billNo}`} onOk={submit} onCancel={onClose} confirmLoading={saving} maskClosable={false}>
      <Form form={form} layout="vertical" data-testid="exchange-command">
        {def.needsReason && (
          <Form.Item name="reason" label={t('exchange.reason')} rules={[{ required: true, whitespace: true, message: t('exchange.reasonRequired') }]}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        )}
        {def.needsTracking && (
          <>
            <Form.Item name="logistics" label={t('exchange.logistics')} rules={[{ required: true, whitespace: true }]}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="trackingNo" label={t('exchange.trackingNo')} rules={[{ required: true, whitespace: true }]}>
              <Input maxLength={64} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
