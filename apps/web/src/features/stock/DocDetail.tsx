/**
 * A stock document's detail: its header, lines (with what a shipment is still missing), history, and one button
 * per action the shared transition table allows in its state and the user's permissions; an action that needs
 * more (a reason, the shipping, the quantities received) asks for it in a dialog.
 */
import {
  STOCK_DOC_RESOURCES,
  type StockDocAction,
  type StockDocKind,
  stockDocAction,
} from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { confirmAction } from '../../crud/confirm-action.ts';
import { cellOf } from '../../crud/ResourcePage.tsx';
import { resourceKeys } from '../../crud/resource-api.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { DeliveryNoteButton } from './DeliveryNoteButton.tsx';
import { receiptOf, typedResource } from './doc-screen.ts';
import { type ActionInput, BALANCE_SCREEN, type DocLine, MOVE_SCREEN, type StockDoc, stockDocApi } from './stock-api.ts';

interface Props {
  kind: StockDocKind;
  id: number;
  onClose: () => void;
}

export function DocDetail({ kind, id, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const api = stockDocApi(kind);
  const detail = useQuery({ queryKey: [...resourceKeys(STOCK_DOC_RESOURCES[kind].key).all, 'detail', id], queryFn: () => api.detail(id) });
  const [asking, setAsking] = useState<StockDocAction>();
  const doc = detail.data;
  // A write-off's detail has no shipping to show.
  const def = typedResource(STOCK_DOC_RESOURCES[kind], doc?.docType as string | undefined);
  const field = (name: string) => t(`entity.${def.key}.fields.${name}`, { defaultValue: name });
  const lineLabel = (name: string) => t(`entity.${def.key}.lines.${name}`, { defaultValue: name });

  const done = async () => {
    feedback.message?.success(t('common.success'));
    // An action moves stock: the balance and the movements shown elsewhere (kept-alive tabs) are stale too.
    await Promise.all([def.key, BALANCE_SCREEN.key, MOVE_SCREEN.key].map((key) => queryClient.invalidateQueries({ queryKey: resourceKeys(key).all })));
  };
  // The server says what the caller may do: the state, the permission, and which side of the document it acts for.
  const actions = doc?.actions ?? [];
  const start = (action: StockDocAction) => {
    if (!doc) return;
    if (stockDocAction(kind, action, doc.docType as string)?.input) return setAsking(action);
    confirmAction({ title: t(`stock.action.${action}`), content: t('stock.confirmAction', { action: t(`stock.action.${action}`), docNo: doc.docNo }), run: () => api.act(action, doc), success: t('common.success'), onDone: done });
  };

  const lineFields = def.lines?.fields ?? [];
  const lineColumns = [
    ...lineFields.map((f) => ({ key: f.name, dataIndex: f.name, title: lineLabel(f.name), render: (v: unknown, row: DocLine) => cellOf(f, v, row) })),
    ...(kind === 'transfer' ? [{ key: 'difference', dataIndex: 'difference', title: t('stock.difference'), render: (v: number | null) => (v == null ? '—' : v) }] : []),
  ];

  return (
    <Modal open centered width={1000} title={doc ? `${t(`entity.${def.key}.title`)} ${doc.docNo}` : t('stock.detail')} footer={null} onCancel={onClose} data-testid="stock-doc-detail">
      {doc && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap data-testid="doc-actions">
            {actions.map((a) => (
              <Button key={a} type={a === 'cancel' || a === 'reject' ? 'default' : 'primary'} danger={a === 'cancel' || a === 'reject'} onClick={() => start(a)} data-testid={`doc-${a}`}>
                {t(`stock.action.${a}`)}
              </Button>
            ))}
          </Space>
          <DeliveryNoteButton kind={kind} doc={doc} />
          <Descriptions size="small" bordered column={3}>
            {def.fields.map((f) => (
              <Descriptions.Item key={f.name} label={field(f.name)}>
                <span data-testid={`doc-${f.name}`}>{cellOf(f, doc[f.name], doc)}</span>
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Card size="small" title={t('stock.lines')}>
            <Table<DocLine> size="small" rowKey="id" pagination={false} dataSource={doc.lines} columns={lineColumns} data-testid="doc-lines" />
          </Card>
          <Card size="small" title={t('stock.history')}>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={doc.history}
              columns={[
                { key: 'createdAt', dataIndex: 'createdAt', title: t('stock.at'), render: (v: string) => dayjs(v).format(DATE_TIME_FORMAT) },
                { key: 'userName', dataIndex: 'userName', title: t('stock.who') },
                { key: 'action', dataIndex: 'action', title: t('stock.step'), render: (v: string) => t(`stock.action.${v}`, { defaultValue: v }) },
                { key: 'toStatus', dataIndex: 'toStatus', title: field('status'), render: (v: string | null) => (v ? t(`stock.status.${v}`, { defaultValue: v }) : '') },
                { key: 'remark', dataIndex: 'remark', title: t('stock.remark') },
              ]}
            />
          </Card>
        </Space>
      )}
      {doc && asking && <ActionDialog kind={kind} doc={doc} action={asking} onDone={done} onClose={() => setAsking(undefined)} />}
    </Modal>
  );
}

interface ActionProps {
  kind: StockDocKind;
  doc: StockDoc;
  action: StockDocAction;
  onDone: () => Promise<void>;
  onClose: () => void;
}

interface ActionForm {
  reason?: string;
  carrier?: string;
  waybillNumber?: string;
  lines?: { qty?: string }[];
}

/** The dialog of an action that needs more than the document: a reason, the shipping, or what arrived per line. */
function ActionDialog({ kind, doc, action, onDone, onClose }: ActionProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActionForm>();
  const input = stockDocAction(kind, action, doc.docType as string)?.input;
  const api = stockDocApi(kind);
  // Lines still to come, each offered in full: the user lowers what did not arrive.
  const open = doc.lines.filter((l) => l.qty > l.receivedQty);
  // What arrives is named as the detail's lines name it: the part, and the location it goes to.
  const def = STOCK_DOC_RESOURCES[kind];
  const named = (def.lines?.fields ?? []).filter((f) => f.name === 'partsId' || f.name === 'toLocationId');

  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    const receipt = receiptOf(open, values.lines ?? []);
    const body: ActionInput =
      input === 'receipt' ? { lines: receipt.lines } : input === 'shipping' ? { carrier: values.carrier, waybillNumber: values.waybillNumber } : { reason: values.reason };
    try {
      await api.act(action, doc, body);
    } catch (e) {
      showServerErrors(form, e, (name) => receipt.fieldOf(name) ?? (['reason', 'carrier', 'waybillNumber'].includes(name) ? [name] : undefined));
      return false;
    }
    await onDone();
    return true;
  };

  return (
    <SaveDialog
      title={`${t(`stock.action.${action}`)} ${doc.docNo}`}
      okText={t(`stock.action.${action}`)}
      okDanger={action === 'reject' || action === 'cancel'}
      form={form}
      onSave={save}
      onClose={onClose}
      width={input === 'receipt' ? 700 : undefined}
      formTestId="stock-action-form"
      saveTestId="stock-action-ok"
    >
      {input === 'reason' && (
        <Form.Item name="reason" label={t('stock.reason')} rules={[{ required: true, whitespace: true, message: t('stock.reasonRequired') }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      )}
      {input === 'shipping' && (
        <>
          <Form.Item name="carrier" label={t('stock.carrier')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="waybillNumber" label={t('stock.waybillNumber')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={64} />
          </Form.Item>
        </>
      )}
      {input === 'receipt' && (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={open}
          columns={[
            ...named.map((f) => ({ key: f.name, dataIndex: f.name, title: t(`entity.${def.key}.lines.${f.name}`), render: (v: unknown, l: DocLine) => cellOf(f, v, l) })),
            { key: 'qty', dataIndex: 'qty', title: t('stock.sent') },
            { key: 'receivedQty', dataIndex: 'receivedQty', title: t('stock.received') },
            {
              key: 'now',
              title: t('stock.receiveNow'),
              render: (_: unknown, l: DocLine, i: number) => (
                <Form.Item name={['lines', i, 'qty']} initialValue={String(l.qty - l.receivedQty)} style={{ margin: 0 }} rules={[{ pattern: /^\d*$/, message: t('stock.wholeNumber') }]}>
                  <Input inputMode="numeric" style={{ width: 100 }} data-testid={`receive-qty-${i}`} />
                </Form.Item>
              ),
            },
          ]}
        />
      )}
      {input === 'receipt' && <Typography.Text type="secondary">{t('stock.receiveHint')}</Typography.Text>}
    </SaveDialog>
  );
}
