/**
 * A parts application's detail: its header, its lines (asked, reserved, shipped, received, the purchase need, price
 * and amount as the server sends them), its history, and one button per action the server says the caller may take
 * now; an action that needs more asks for it in a dialog: a reason (reject, cancel), the shipping (carrier, waybill,
 * the quantity of each line, what is reserved by default, a serial-numbered part's barcodes one per unit), the receipt
 * (what is in transit by default). While it may
 * be submitted, its applicant may edit it. Usable on a phone: the header stacks, the tables scroll inside their cards.
 */
import { type FieldDef, type PartsApplyAction, PARTS_APPLY_ACTIONS, partOrderNoOf, partOrderStatOf, partsApplyResource, resourcePermissions } from '@as/shared';
import { EditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Form, Input, Modal, Select, Space, Spin, Table, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../access/useCan.ts';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { confirmAction } from '../../crud/confirm-action.ts';
import { cellOf } from '../../crud/ResourcePage.tsx';
import { resourceKeys } from '../../crud/resource-api.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { BALANCE_SCREEN, MOVE_SCREEN } from '../stock/stock-api.ts';
import { receiptOf } from '../stock/doc-screen.ts';
import { orderKeys } from '../work-orders/order-api.ts';
import { orderDetailPath } from '../work-orders/order-screen.ts';
import { type ActionInput, type ApplyLine, type ApplyStep, actOnApply, applyGridApi, getApplyDetail, type PartsApply, partsApplyKeys } from './apply-api.ts';
import { ApplyForm } from './ApplyForm.tsx';
import { STATUS_COLORS, shipmentOf, toReceive, toShip } from './apply-screen.ts';

// The order is shown by its number (a link to it), not by its id.
const FIELDS = (partsApplyResource.fields as readonly FieldDef[]).filter((f) => f.name !== 'orderId');
/** Shown even when empty; the others only when they hold something. */
const ALWAYS = new Set(['applyNo', 'status', 'delivery', 'orderNo', 'deptId', 'supplyWarehouseId', 'applyType', 'urgency', 'amount']);
const time = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '');
type T = ReturnType<typeof useTranslation>['t'];
const DANGER: PartsApplyAction[] = ['reject', 'cancel'];
/** An action's button: cancelling says what it cancels, beside the dialogs' own Cancel. */
const buttonText = (t: T, action: PartsApplyAction) => (action === 'cancel' ? t('partsApply.withdraw') : t(`partsApply.action.${action}`));

/** Everything an application's action may have changed: the application's screens, its order, the stock it moved. */
export function useApplyChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([partsApplyKeys.all, orderKeys.all, resourceKeys(BALANCE_SCREEN.key).all, resourceKeys(MOVE_SCREEN.key).all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

export function ApplyStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="apply-status">
      {t(`partsApply.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

export function ApplyDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const changed = useApplyChanged();
  const detail = useQuery({ queryKey: partsApplyKeys.detail(id), queryFn: () => getApplyDetail(id), retry: false });
  const [asking, setAsking] = useState<PartsApplyAction>();
  const [editing, setEditing] = useState<Record<string, unknown>>();
  const apply = detail.data;
  const field = (name: string) => t(`entity.partsApply.fields.${name}`);
  const lineLabel = (name: string) => t(`entity.partsApply.lines.${name}`);

  const done = async () => {
    feedback.message?.success(t('common.success'));
    await changed();
  };
  const start = (action: PartsApplyAction) => {
    if (!apply) return;
    const def = PARTS_APPLY_ACTIONS[action];
    if ('input' in def || action === 'approve') return setAsking(action);
    const label = t(`partsApply.action.${action}`);
    confirmAction({ title: label, content: t('partsApply.confirmAction', { action: label, applyNo: apply.applyNo }), run: () => actOnApply(action, apply), success: t('common.success'), onDone: changed });
  };
  // The applicant corrects what may still be submitted: the whole application, with its lines' names.
  const edit = async () => setEditing(await applyGridApi.get!(id));
  const mayEdit = apply?.actions.includes('submit') && can(resourcePermissions(partsApplyResource).edit);
  const shown = FIELDS.filter((f) => ALWAYS.has(f.name) || (apply?.[f.name] != null && apply[f.name] !== ''));

  return (
    <Modal
      open
      centered
      width={1000}
      title={apply ? `${t('partsApply.one')} ${apply.applyNo}` : t('partsApply.detail')}
      footer={null}
      onCancel={onClose}
      data-testid="apply-detail"
    >
      {!apply ? (
        detail.isError ? <Empty description={t('partsApply.notFound')} /> : <Spin />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {(apply.actions.length > 0 || mayEdit) && (
            <Space wrap data-testid="apply-actions">
              {apply.actions.map((a) => (
                <Button key={a} type={DANGER.includes(a) ? 'default' : 'primary'} danger={DANGER.includes(a)} onClick={() => start(a)} data-testid={`apply-${a}`}>
                  {buttonText(t, a)}
                </Button>
              ))}
              {mayEdit && (
                <Button icon={<EditOutlined />} onClick={edit} data-testid="apply-edit">
                  {t('common.edit')}
                </Button>
              )}
            </Space>
          )}
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
            {shown.map((f) => (
              <Descriptions.Item key={f.name} label={field(f.name)}>
                <span data-testid={`apply-field-${f.name}`}>
                  {f.name === 'status' ? (
                    <ApplyStatusTag status={apply.status} />
                  ) : f.name === 'orderNo' ? (
                    apply.orderId !== null ? (
                      <Typography.Link
                        onClick={() => {
                          onClose();
                          navigate(orderDetailPath(apply.orderId as number));
                        }}
                      >
                        {apply.orderNo}
                      </Typography.Link>
                    ) : (
                      t('partsApply.ownStock')
                    )
                  ) : f.type === 'datetime' ? (
                    time(apply[f.name])
                  ) : (
                    cellOf(f, apply[f.name], apply)
                  )}
                </span>
              </Descriptions.Item>
            ))}
            {/* The outlet's parts order as the spec names it (section 3 PartOrderNo, section 4 PartOrderStat), derived from the application. */}
            <Descriptions.Item label={field('partOrderNo')}>
              <span data-testid="apply-field-partOrderNo">{partOrderNoOf({ ...apply, approved: apply.history.some((h) => h.toStatus === 'audited') }) ?? '-'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={field('partOrderStat')}>
              <span data-testid="apply-field-partOrderStat">{t(`partsApply.orderStat.${partOrderStatOf(apply.status)}`)}</span>
            </Descriptions.Item>
          </Descriptions>
          <Card size="small" title={t('partsApply.lines')}>
            <Table<ApplyLine>
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={apply.lines}
              data-testid="apply-lines"
              columns={[
                { key: 'partsCode', dataIndex: 'partsCode', title: lineLabel('partsCode') },
                { key: 'partsName', dataIndex: 'partsName', title: lineLabel('partsName') },
                ...(['qty', 'reservedQty', 'shippedQty', 'receivedQty', 'purchaseNeed'] as const).map((name) => ({ key: name, dataIndex: name, title: lineLabel(name), align: 'right' as const })),
                // Money as the server sends it (decimal strings).
                ...(['unitPrice', 'amount'] as const).map((name) => ({ key: name, dataIndex: name, title: lineLabel(name), align: 'right' as const })),
                { key: 'barcodes', title: lineLabel('barcodes'), render: (_: unknown, l: ApplyLine) => l.barcodes.join(', ') },
                { key: 'fault', dataIndex: 'fault', title: lineLabel('fault') },
              ]}
            />
          </Card>
          <Card size="small" title={t('partsApply.history')}>
            <Timeline items={apply.history.map((step) => historyItem(step, apply, t))} data-testid="apply-history" />
          </Card>
        </Space>
      )}
      {apply && asking && <ActionDialog apply={apply} action={asking} onDone={done} onClose={() => setAsking(undefined)} />}
      {editing && (
        <ApplyForm
          record={editing}
          onClose={() => setEditing(undefined)}
          onSave={async (values) => {
            await applyGridApi.save!(values);
            await done();
          }}
        />
      )}
    </Modal>
  );
}


/** A step of the history: when, who, what, the status it led to, why, and what moved (the shipping, the parts and quantities). */
function historyItem(step: ApplyStep, apply: PartsApply, t: T) {
  const partOf = (lineId: number) => apply.lines.find((l) => l.id === lineId)?.partsCode ?? String(lineId);
  // A shipment's or receipt's lines and quantities (an edit only says whether it replaced the lines).
  const moved = Array.isArray(step.detail.lines)
    ? step.detail.lines.map((l) => (l.barcodes ? t('partsApply.movedSerial', { part: partOf(l.id), qty: l.qty, barcodes: l.barcodes.join(', ') }) : t('partsApply.moved', { part: partOf(l.id), qty: l.qty }))).join('、')
    : '';
  return {
    color: step.action === 'reject' || step.action === 'cancel' ? 'red' : step.action === 'create' ? 'blue' : 'green',
    children: (
      <div data-testid="apply-history-item">
        <Space wrap size={[8, 0]}>
          <Typography.Text type="secondary">{time(step.createdAt)}</Typography.Text>
          <Typography.Text strong>{step.userName}</Typography.Text>
          <span>{t(`partsApply.action.${step.action}`, { defaultValue: step.action })}</span>
          {step.toStatus && step.toStatus !== step.fromStatus && <Typography.Text type="secondary">→ {t(`partsApply.status.${step.toStatus}`)}</Typography.Text>}
        </Space>
        {step.detail.waybillNumber && <div>{t('partsApply.shipped', { carrier: step.detail.carrier ?? '', waybillNumber: step.detail.waybillNumber })}</div>}
        {moved && <div>{moved}</div>}
        {step.remark && <div style={{ whiteSpace: 'pre-wrap' }}>{step.remark}</div>}
      </div>
    ),
  };
}

interface ActionForm {
  reason?: string;
  remark?: string;
  carrier?: string;
  waybillNumber?: string;
  lines?: { qty?: string; barcodes?: string[] }[];
}

/** The dialog of an action that needs more than a confirmation: the audit remark, a reason, the shipping with its quantities, the receipt's quantities. */
function ActionDialog({ apply, action, onDone, onClose }: { apply: PartsApply; action: PartsApplyAction; onDone: () => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActionForm>();
  const def = PARTS_APPLY_ACTIONS[action];
  const input = 'input' in def ? def.input : undefined;
  // The lines the action moves, each offered its default quantity: the user lowers (or, shipping, raises) it.
  const open = input === 'shipping' ? toShip(apply.lines) : input === 'receipt' ? toReceive(apply.lines) : [];
  const label = buttonText(t, action);

  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    const moved =
      input === 'shipping'
        ? shipmentOf(open, values.lines ?? [])
        : receiptOf(
            open.map((o) => o.line),
            values.lines ?? [],
          );
    const body: ActionInput =
      input === 'shipping'
        ? { carrier: values.carrier, waybillNumber: values.waybillNumber, lines: moved.lines }
        : input === 'receipt'
          ? { lines: moved.lines }
          : input === 'reason'
            ? { reason: values.reason }
            : { remark: values.remark };
    try {
      await actOnApply(action, apply, body);
    } catch (e) {
      showServerErrors(form, e, (name) => moved.fieldOf(name) ?? (['reason', 'carrier', 'waybillNumber'].includes(name) ? [name] : undefined));
      return false;
    }
    await onDone();
    return true;
  };

  return (
    <SaveDialog
      title={`${label} ${apply.applyNo}`}
      okText={label}
      okDanger={DANGER.includes(action)}
      form={form}
      onSave={save}
      onClose={onClose}
      width={open.length ? 640 : undefined}
      formTestId="apply-action-form"
      saveTestId="apply-action-ok"
    >
      {action === 'approve' && (
        <Form.Item name="remark" label={t('partsApply.approveRemark')}>
          <Input.TextArea rows={3} maxLength={500} data-testid="apply-action-remark" />
        </Form.Item>
      )}
      {input === 'reason' && (
        <Form.Item name="reason" label={t('partsApply.reason')} rules={[{ required: true, whitespace: true, message: t('partsApply.reasonRequired') }]}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="apply-action-reason" />
        </Form.Item>
      )}
      {input === 'shipping' && (
        <>
          <Form.Item name="carrier" label={t('entity.partsApply.fields.carrier')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={64} data-testid="apply-carrier" />
          </Form.Item>
          <Form.Item name="waybillNumber" label={t('entity.partsApply.fields.waybillNumber')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={64} data-testid="apply-waybill" />
          </Form.Item>
        </>
      )}
      {open.length > 0 && (
        <>
          <Table
            size="small"
            rowKey={(o) => o.line.id}
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={open}
            columns={[
              {
                key: 'part',
                title: t('entity.partsApply.lines.partsId'),
                // Code above name: the column stays narrow enough for the quantities beside it on a phone.
                render: (_: unknown, o) => (
                  <>
                    <div>{o.line.partsCode}</div>
                    <Typography.Text type="secondary">{o.line.partsName}</Typography.Text>
                  </>
                ),
              },
              {
                key: 'left',
                title: input === 'shipping' ? t('partsApply.toShip') : t('partsApply.inTransit'),
                align: 'right',
                render: (_: unknown, o) => o.most,
              },
              {
                key: 'now',
                title: input === 'shipping' ? t('partsApply.shipNow') : t('partsApply.receiveNow'),
                render: (_: unknown, o, i: number) =>
                  // A part the supplier holds under barcodes ships the items chosen (typed or scanned), one unit each.
                  input === 'shipping' && o.line.stockBarcodes.length ? (
                    <Form.Item name={['lines', i, 'barcodes']} style={{ margin: 0 }}>
                      <Select
                        mode="multiple"
                        maxCount={o.most}
                        placeholder={t('partsApply.chooseBarcodes')}
                        options={o.line.stockBarcodes.map((b) => ({ value: b, label: b }))}
                        style={{ minWidth: 200 }}
                        data-testid={`apply-barcodes-${i}`}
                      />
                    </Form.Item>
                  ) : (
                    <Form.Item name={['lines', i, 'qty']} initialValue={String(o.offered)} style={{ margin: 0 }} rules={[{ pattern: /^\d*$/, message: t('partsApply.wholeNumber') }]}>
                      <Input inputMode="numeric" style={{ width: 64 }} data-testid={`apply-qty-${i}`} />
                    </Form.Item>
                  ),
              },
            ]}
          />
          <Typography.Text type="secondary">{input === 'shipping' ? t('partsApply.shipHint') : t('partsApply.receiveHint')}</Typography.Text>
          {input === 'shipping' && open.some((o) => o.line.stockBarcodes.length) && <Typography.Text type="secondary">{t('partsApply.serialHint')}</Typography.Text>}
        </>
      )}
    </SaveDialog>
  );
}
