/**
 * A parts return's detail: its header, its lines (part, order, quantity, received, price, amount, inspection), its
 * history, and one button per action the server says the caller may take now; an action that needs more asks for it
 * in a dialog: a reason (cancel), carrier and waybill (ship), the quantities (receive, new parts), each line's verdict
 * with a reason when rejected (inspect), the destination with carrier and waybill (RTV). Usable on a phone.
 */
import { PARTS_RTV_DESTINATIONS, type PartsReturnAction } from '@as/shared';
import { EditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Form, Input, Modal, Radio, Space, Spin, Table, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { confirmAction } from '../../crud/confirm-action.ts';
import { cellOf } from '../../crud/ResourcePage.tsx';
import { resourceKeys } from '../../crud/resource-api.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { BALANCE_SCREEN, MOVE_SCREEN } from '../stock/stock-api.ts';
import { orderDetailPath } from '../work-orders/order-screen.ts';
import { actOnReturn, getReturnDetail, type PartsReturn, partsReturnKeys, type ReturnLine, type ReturnStep, returnGridApi } from './return-api.ts';
import { PartCell, ReturnForm } from './ReturnForm.tsx';
import {
  type ActionValues,
  actionAsks,
  actionBody,
  actionButton,
  buttonLabel,
  actionStep,
  detailFields,
  historyMoves,
  INSPECTION_COLORS,
  linesToInspect,
  linesToReceive,
  RETURN_STATUS_COLORS,
  WHOLE_NUMBER,
} from './return-screen.ts';

const time = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '');
type T = ReturnType<typeof useTranslation>['t'];
const buttonText = (t: T, action: PartsReturnAction) => t(buttonLabel(action));

export function ReturnStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={RETURN_STATUS_COLORS[status]} data-testid="return-status">
      {t(`partsReturn.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

export function InspectionTag({ value }: { value: string }) {
  const { t } = useTranslation();
  return <Tag color={INSPECTION_COLORS[value]}>{t(`partsReturn.inspection.${value}`, { defaultValue: value })}</Tag>;
}

/** Everything a return's action may have changed: the returns' screens, the stock it moved, the applications (what is returnable). */
export function useReturnChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([partsReturnKeys.all, resourceKeys(BALANCE_SCREEN.key).all, resourceKeys(MOVE_SCREEN.key).all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

export function ReturnDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changed = useReturnChanged();
  const detail = useQuery({ queryKey: partsReturnKeys.detail(id), queryFn: () => getReturnDetail(id), retry: false });
  const [asking, setAsking] = useState<PartsReturnAction>();
  const [editing, setEditing] = useState<Record<string, unknown>>();
  const ret = detail.data;
  const field = (name: string) => t(`entity.partsReturn.fields.${name}`);
  const lineLabel = (name: string) => t(`entity.partsReturn.lines.${name}`);
  const done = async () => {
    feedback.message?.success(t('common.success'));
    await changed();
  };
  const start = (action: PartsReturnAction) => {
    if (!ret) return;
    const step = actionStep(action, ret.kind);
    if (step === 'edit') return setEditing(ret as unknown as Record<string, unknown>);
    if (step === 'dialog') return setAsking(action);
    const label = t(`partsReturn.action.${action}`);
    confirmAction({ title: label, content: t('partsReturn.confirmAction', { action: label, returnNo: ret.returnNo }), run: () => actOnReturn(action, ret), success: t('common.success'), onDone: changed });
  };
  const shown = ret ? detailFields(ret) : [];
  const old = ret?.kind === 'old';

  return (
    <Modal open centered width={1000} title={ret ? `${t(old ? 'partsReturn.oldTitle' : 'partsReturn.newTitle')} ${ret.returnNo}` : t('partsReturn.detail')} footer={null} onCancel={onClose} data-testid="return-detail">
      {!ret ? (
        detail.isError ? <Empty description={t('partsReturn.notFound')} /> : <Spin />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {ret.actions.length > 0 && (
            <Space wrap data-testid="return-actions">
              {ret.actions.map((a) => (
                <Button key={a} icon={a === 'update' ? <EditOutlined /> : undefined} {...actionButton(a)} onClick={() => start(a)} data-testid={`return-${a}`}>
                  {buttonText(t, a)}
                </Button>
              ))}
            </Space>
          )}
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
            {shown.map((f) => (
              <Descriptions.Item key={f.name} label={field(f.name)}>
                <span data-testid={`return-field-${f.name}`}>{f.name === 'status' ? <ReturnStatusTag status={ret.status} /> : f.type === 'datetime' ? time(ret[f.name]) : cellOf(f, ret[f.name], ret)}</span>
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Card size="small" title={t('partsReturn.lines')}>
            <Table<ReturnLine>
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={ret.lines}
              data-testid="return-lines"
              columns={[
                { key: 'part', title: lineLabel('partsId'), render: (_: unknown, l: ReturnLine) => <PartCell code={l.partsCode} name={l.partsName} /> },
                old
                  ? {
                      key: 'orderNo',
                      dataIndex: 'orderNo',
                      title: lineLabel('orderNo'),
                      render: (value: string, l: ReturnLine) =>
                        l.orderId ? (
                          <Typography.Link
                            onClick={() => {
                              onClose();
                              navigate(orderDetailPath(l.orderId as number));
                            }}
                          >
                            {value}
                          </Typography.Link>
                        ) : (
                          value
                        ),
                    }
                  : { key: 'applyNo', dataIndex: 'applyNo', title: t('partsReturn.applyNo') },
                { key: 'qty', dataIndex: 'qty', title: lineLabel('qty'), align: 'right' as const },
                { key: 'receivedQty', dataIndex: 'receivedQty', title: lineLabel('receivedQty'), align: 'right' as const },
                { key: 'unitPrice', dataIndex: 'unitPrice', title: lineLabel('unitPrice'), align: 'right' as const, responsive: ['sm' as const] },
                { key: 'amount', dataIndex: 'amount', title: lineLabel('amount'), align: 'right' as const },
                ...(old
                  ? [
                      { key: 'inspection', dataIndex: 'inspection', title: lineLabel('inspection'), render: (value: string) => <InspectionTag value={value} /> },
                      { key: 'rejectReason', dataIndex: 'rejectReason', title: lineLabel('rejectReason') },
                    ]
                  : []),
              ]}
            />
          </Card>
          <Card size="small" title={t('partsReturn.history')}>
            <Timeline items={ret.history.map((step) => historyItem(step, ret, t))} data-testid="return-history" />
          </Card>
        </Space>
      )}
      {ret && asking && <ActionDialog ret={ret} action={asking} onDone={done} onClose={() => setAsking(undefined)} />}
      {ret && editing && (
        <ReturnForm
          kind={ret.kind}
          record={editing}
          onClose={() => setEditing(undefined)}
          onSave={async (values) => {
            await returnGridApi.save!(values);
            await done();
          }}
        />
      )}
    </Modal>
  );
}

function historyItem(step: ReturnStep, ret: PartsReturn, t: T) {
  const moved = historyMoves(step, ret.lines)
    .map((m) => (m.result ? `${m.part} ${t(`partsReturn.inspection.${m.result}`)}${m.reason ? `（${m.reason}）` : ''}` : t('partsReturn.moved', { part: m.part, qty: m.qty })))
    .join('、');
  return {
    color: step.action === 'cancel' ? 'red' : step.action === 'create' ? 'blue' : 'green',
    children: (
      <div data-testid="return-history-item">
        <Space wrap size={[8, 0]}>
          <Typography.Text type="secondary">{time(step.createdAt)}</Typography.Text>
          <Typography.Text strong>{step.userName}</Typography.Text>
          <span>{t(`partsReturn.action.${step.action}`, { defaultValue: step.action })}</span>
          {step.toStatus && step.toStatus !== step.fromStatus && <Typography.Text type="secondary">→ {t(`partsReturn.status.${step.toStatus}`)}</Typography.Text>}
        </Space>
        {step.detail.waybillNumber && <div>{t('partsReturn.shipped', { carrier: step.detail.carrier ?? '', waybillNumber: step.detail.waybillNumber })}</div>}
        {step.detail.rtvWaybillNumber && <div>{t('partsReturn.rtvShipped', { carrier: step.detail.rtvCarrier ?? '', waybillNumber: step.detail.rtvWaybillNumber })}</div>}
        {moved && <div>{moved}</div>}
        {step.remark && <div style={{ whiteSpace: 'pre-wrap' }}>{step.remark}</div>}
      </div>
    ),
  };
}

/** The dialog of an action that needs more than a confirmation. */
function ActionDialog({ ret, action, onDone, onClose }: { ret: PartsReturn; action: PartsReturnAction; onDone: () => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActionValues>();
  const input = actionAsks(action);
  const label = buttonText(t, action);
  const toReceive = linesToReceive(ret.lines);
  const pending = linesToInspect(ret.lines);
  const verdicts = Form.useWatch('verdict', form) ?? {};

  const save = async () => {
    const values = await checkedValues(form);
    if (!values || !input) return false;
    try {
      await actOnReturn(action, ret, actionBody(input, ret.lines, values));
    } catch (e) {
      showServerErrors(form, e, (name) => (['reason', 'carrier', 'waybillNumber', 'destination'].includes(name) ? [name] : ['reason']));
      return false;
    }
    await onDone();
    return true;
  };

  return (
    <SaveDialog title={`${label} ${ret.returnNo}`} okText={label} okDanger={actionButton(action).danger} form={form} onSave={save} onClose={onClose} width={input === 'inspection' || input === 'receipt' ? 720 : undefined} formTestId="return-action-form" saveTestId="return-action-ok">
      {input === 'reason' && (
        <Form.Item name="reason" label={t('partsReturn.reason')} rules={[{ required: true, whitespace: true, message: t('partsReturn.reasonRequired') }]}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="return-action-reason" />
        </Form.Item>
      )}
      {input === 'rtv' && (
        <Form.Item name="destination" label={t('partsReturn.destination')} initialValue="hq" rules={[{ required: true }]}>
          <Radio.Group options={PARTS_RTV_DESTINATIONS.map((d) => ({ value: d, label: t(`partsReturn.destinations.${d}`) }))} data-testid="return-destination" />
        </Form.Item>
      )}
      {(input === 'shipping' || input === 'rtv') && (
        <>
          <Form.Item name="carrier" label={t('entity.partsReturn.fields.carrier')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={64} data-testid="return-carrier" />
          </Form.Item>
          <Form.Item name="waybillNumber" label={t('entity.partsReturn.fields.waybillNumber')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={64} data-testid="return-waybill" />
          </Form.Item>
          {input === 'rtv' && <Typography.Text type="secondary">{t('partsReturn.rtvHint')}</Typography.Text>}
        </>
      )}
      {input === 'receipt' && (
        <Table
          size="small"
          rowKey={(r) => r.line.id}
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={toReceive}
          columns={[
            { key: 'part', title: t('entity.partsReturn.lines.partsId'), render: (_: unknown, { line }) => `${line.partsCode} ${line.partsName}` },
            { key: 'left', dataIndex: 'left', title: t('partsReturn.toReceive'), align: 'right' },
            {
              key: 'now',
              title: t('partsReturn.receiveNow'),
              render: (_: unknown, { line, left }, i: number) => (
                <Form.Item name={['qty', String(line.id)]} initialValue={String(left)} style={{ margin: 0 }} rules={[{ pattern: WHOLE_NUMBER, message: t('partsReturn.wholeNumber') }]}>
                  <Input inputMode="numeric" style={{ width: 64 }} data-testid={`return-qty-${i}`} />
                </Form.Item>
              ),
            },
          ]}
        />
      )}
      {input === 'inspection' && (
        <>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={pending}
            data-testid="return-inspect-lines"
            columns={[
              { key: 'part', title: t('entity.partsReturn.lines.partsId'), render: (_: unknown, l: ReturnLine) => <PartCell code={l.partsCode} name={l.partsName} note={l.orderNo} /> },
              {
                // The reason goes under the verdict (not in a column of its own, off a phone's screen).
                key: 'result',
                title: t('entity.partsReturn.lines.inspection'),
                render: (_: unknown, l: ReturnLine, i: number) => (
                  <>
                    <Form.Item name={['verdict', String(l.id), 'result']} style={{ margin: 0 }}>
                      <Radio.Group
                        optionType="button"
                        size="small"
                        options={[
                          { value: 'accepted', label: t('partsReturn.accept') },
                          { value: 'rejected', label: t('partsReturn.reject') },
                        ]}
                        data-testid={`return-verdict-${i}`}
                      />
                    </Form.Item>
                    {verdicts[l.id]?.result === 'rejected' && (
                      <Form.Item name={['verdict', String(l.id), 'reason']} style={{ margin: '8px 0 0' }} rules={[{ required: true, whitespace: true, message: t('partsReturn.reasonRequired') }]}>
                        <Input maxLength={255} placeholder={t('partsReturn.rejectReason')} style={{ width: 180 }} data-testid={`return-reject-reason-${i}`} />
                      </Form.Item>
                    )}
                  </>
                ),
              },
            ]}
          />
          <Typography.Text type="secondary">{t('partsReturn.inspectHint')}</Typography.Text>
        </>
      )}
    </SaveDialog>
  );
}
