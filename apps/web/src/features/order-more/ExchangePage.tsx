/**
 * Return and exchange applications (/workorder/exchange/index): the grid, the application form (add, and edit
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
import { ResourcePage, type ScreenContext } from '../../crud/ResourcePage.tsx';
import { basicApi, type ResourceApi, type Row } from '../../crud/resource-api.ts';

const BASE = `/basic/${exchangeBillResource.name}`;
const writable = new Set(['id', ...exchangeBillResource.fields.filter((f) => !('readOnly' in f && f.readOnly)).map((f) => f.name)]);
const grid = basicApi(exchangeBillResource);
const api: ResourceApi = {
  ...grid,
  save: (record) => biz(`${BASE}/${record.id != null ? 'update' : 'add'}`, { method: 'POST', data: Object.fromEntries(Object.entries(record).filter(([k]) => writable.has(k))) }),
};

const run = (action: ExchangeAction, row: Row, input: Record<string, unknown> = {}) => biz(`${BASE}/${action}`, { method: 'POST', data: { ...input, id: row.id, version: row.version } });

export function ExchangePage() {
  const { t } = useTranslation();
  const can = useCan();
  const [asking, setAsking] = useState<{ action: ExchangeAction; row: Row; context: ScreenContext }>();

  const start = (action: ExchangeAction, row: Row, context: ScreenContext) => {
    const def: ExchangeActionDef = EXCHANGE_ACTIONS[action];
    if (def.needsReason || def.needsTracking) return setAsking({ action, row, context });
    feedback.modal?.confirm({
      title: t('common.tip'),
      content: t('exchange.confirm', { action: t(`exchange.action.${action}`), no: row.billNo }),
      onOk: async () => {
        try {
          await run(action, row);
        } catch (e) {
          if (e instanceof ApiError) return;
          throw e;
        }
        feedback.message?.success(t('common.success'));
        await context.refresh();
      },
    });
  };

  return (
    <>
      <ResourcePage
        def={exchangeBillResource}
        api={api}
        actionsWidth={260}
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
