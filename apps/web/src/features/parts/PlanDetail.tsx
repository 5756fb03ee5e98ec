/**
 * A parts plan's detail: its header (warehouse, supplier, period, the document it made, opened from here), its lines
 * with the numbers behind each suggestion (consumption, daily demand, lead time, safety stock, stock, transit, open
 * needs, the part's limits and purchase status) and the quantity to order, editable while a draft (0 drops a line);
 * its history; and one button per action the server offers the caller: save the quantities, confirm and order,
 * cancel with a reason. The table scrolls inside its card on a narrow screen.
 */
import type { PartsPlanAction, StockDocKind } from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Form, Input, InputNumber, Modal, Space, Spin, Table, Tag, Timeline, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { confirmAction, sent } from '../../crud/confirm-action.ts';
import { resourceKeys } from '../../crud/resource-api.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { DocDetail } from '../stock/DocDetail.tsx';
import { cancelPlan, confirmPlan, getPlanDetail, type PartsPlan, type PlanLine, type PlanStep, partsPlanKeys, updatePlan } from './plan-api.ts';
import { editedLines, typedQty } from './plan-screen.ts';
import styles from './parts.module.css';
import { PlanStatusTag } from './PlanPage.tsx';

const time = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '');
const day = (value: unknown) => (value ? dayjs(String(value)).format('YYYY-MM-DD') : '');
const NOTE_COLORS: Record<string, string> = { forbidden: 'red', restricted: 'orange', minApply: 'blue' };

export function PlanDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: partsPlanKeys.detail(id), queryFn: () => getPlanDetail(id), retry: false });
  const plan = detail.data;
  // What the planner typed, for the version read (a newer version starts afresh).
  const [typedAt, setTypedAt] = useState<{ version?: number; qty: Record<number, string | undefined> }>({ qty: {} });
  const typed = typedAt.version === plan?.version ? typedAt.qty : {};
  const setTyped = (id: number, value: string) => setTypedAt({ version: plan?.version, qty: { ...typed, [id]: value } });
  const [cancelling, setCancelling] = useState(false);
  const [doc, setDoc] = useState<{ kind: StockDocKind; id: number }>();
  const field = (name: string) => t(`entity.partsPlan.fields.${name}`);
  const lineLabel = (name: string) => t(`entity.partsPlan.lines.${name}`);
  const editable = plan?.actions.includes('update') ?? false;
  const edits = plan ? editedLines(plan.lines, typed) : [];
  const dirty = edits === null || (edits?.length ?? 0) > 0;

  const changed = async () => {
    await Promise.all([partsPlanKeys.all, resourceKeys('stockRequest').all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  async function save(current: PartsPlan) {
    if (!edits) return false;
    if (!(await sent(() => updatePlan(current, edits)))) return false;
    feedback.message?.success(t('partsPlan.saved'));
    await changed();
    return true;
  }
  const start = (action: PartsPlanAction) => {
    if (!plan) return;
    if (action === 'cancel') return setCancelling(true);
    if (action === 'update') return void save(plan);
    const docName = t(plan.supplyWarehouseId ? 'partsPlan.request' : 'partsPlan.purchase');
    confirmAction({ title: t('partsPlan.confirmTitle'), content: t('partsPlan.confirmHint', { doc: docName }), run: () => confirmPlan(plan), success: t('common.success'), onDone: changed });
  };

  return (
    <Modal open centered width={1200} title={plan ? `${t('partsPlan.one')} ${plan.planNo}` : t('partsPlan.detail')} footer={null} onCancel={onClose} data-testid="plan-detail">
      {!plan ? (
        detail.isError ? <Empty description={t('partsPlan.notFound')} /> : <Spin />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {plan.actions.length > 0 && (
            <Space wrap data-testid="plan-actions">
              {plan.actions.map((a) => (
                <Button
                  key={a}
                  type={a === 'confirm' ? 'primary' : 'default'}
                  danger={a === 'cancel'}
                  // Confirming orders what is saved: unsaved quantities are saved (or given up) first.
                  disabled={(a === 'update' && !dirty) || (a === 'confirm' && dirty)}
                  onClick={() => start(a)}
                  data-testid={`plan-${a}`}
                >
                  {a === 'update' ? t('partsPlan.save') : t(`partsPlan.action.${a}`)}
                </Button>
              ))}
              {dirty && <Typography.Text type="warning">{t('partsPlan.unsaved')}</Typography.Text>}
            </Space>
          )}
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
            <Descriptions.Item label={field('planNo')}>{plan.planNo}</Descriptions.Item>
            <Descriptions.Item label={field('status')}>
              <PlanStatusTag status={plan.status} />
            </Descriptions.Item>
            <Descriptions.Item label={field('warehouseId')}>{plan.refLabels?.warehouseId ?? plan.warehouseId}</Descriptions.Item>
            <Descriptions.Item label={field('supplyWarehouseId')}>{plan.supplyWarehouseId ? (plan.refLabels?.supplyWarehouseId ?? plan.supplyWarehouseId) : t('partsPlan.buys')}</Descriptions.Item>
            <Descriptions.Item label={t('partsPlan.period')}>
              {t('partsPlan.days', { n: plan.periodDays })} ({day(plan.periodFrom)} – {day(plan.periodTo)})
            </Descriptions.Item>
            <Descriptions.Item label={field('totalQty')}>
              <span data-testid="plan-total">{plan.totalQty}</span> / {plan.lineCount}
            </Descriptions.Item>
            {plan.docNo && plan.docId && plan.docKind && (
              <Descriptions.Item label={field('docNo')}>
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setDoc({ kind: plan.docKind!, id: plan.docId! })} data-testid="plan-doc">
                  {plan.docNo}
                </Button>{' '}
                <Typography.Text type="secondary">{t(plan.docKind === 'request' ? 'partsPlan.request' : 'partsPlan.purchase')}</Typography.Text>
              </Descriptions.Item>
            )}
            {plan.remark && <Descriptions.Item label={field('remark')}>{plan.remark}</Descriptions.Item>}
            {plan.cancelReason && <Descriptions.Item label={t('partsPlan.reason')}>{plan.cancelReason}</Descriptions.Item>}
          </Descriptions>
          <Card size="small" title={t('partsPlan.lines')}>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('partsPlan.formula')}
            </Typography.Paragraph>
            <Table<PlanLine>
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={plan.lines}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('partsPlan.noLines')} /> }}
              data-testid="plan-lines"
              columns={[
                {
                  key: 'part',
                  title: lineLabel('partsId'),
                  fixed: 'left',
                  render: (_: unknown, l: PlanLine) => (
                    // The code over the name: the column stays narrow enough on a phone to leave room for the quantity.
                    <div className={styles.planPart} data-testid="plan-line-part">
                      <Typography.Text strong>{l.partsCode}</Typography.Text> {l.abcClass && <Tag>{l.abcClass}</Tag>}
                      <div>{l.partsName}</div>
                    </div>
                  ),
                },
                ...(['consumedQty', 'avgDaily', 'leadDays', 'safetyStock', 'onHand', 'inTransit', 'openNeeds'] as const).map((name) => ({ key: name, dataIndex: name, title: lineLabel(name), align: 'right' as const })),
                {
                  key: 'minMax',
                  title: lineLabel('minMax'),
                  align: 'right' as const,
                  render: (_: unknown, l: PlanLine) => (
                    <span data-testid="plan-line-minmax">
                      {l.minApply || '—'} / {l.maxApply || '—'}
                    </span>
                  ),
                },
                {
                  key: 'suggestedQty',
                  title: lineLabel('suggestedQty'),
                  align: 'right' as const,
                  render: (_: unknown, l: PlanLine) => (
                    <Tooltip title={t('partsPlan.why', { avg: l.avgDaily, lead: l.leadDays, demand: l.leadDemand, safety: l.safetyStock, needs: l.openNeeds, onHand: l.onHand, transit: l.inTransit, raw: l.rawQty })}>
                      <span data-testid="plan-line-suggested">{l.suggestedQty}</span>
                      {l.note && (
                        <Tag color={NOTE_COLORS[l.note]} style={{ marginInlineStart: 6 }} data-testid="plan-line-note">
                          {t(`partsPlan.note.${l.note}`)}
                        </Tag>
                      )}
                    </Tooltip>
                  ),
                },
                {
                  key: 'qty',
                  title: lineLabel('qty'),
                  align: 'right' as const,
                  fixed: 'right',
                  render: (_: unknown, l: PlanLine) => {
                    if (!editable) return l.qty > 0 ? <Typography.Text strong>{l.qty}</Typography.Text> : <Typography.Text type="secondary">{t('partsPlan.dropped')}</Typography.Text>;
                    const value = typed[l.id] ?? String(l.qty);
                    const bad = typedQty(value) === null;
                    return (
                      <Tooltip open={bad ? undefined : false} title={t('partsPlan.wholeNumber')}>
                        <InputNumber
                          size="small"
                          min={0}
                          max={999999}
                          precision={0}
                          status={bad ? 'error' : undefined}
                          disabled={l.purchaseStatus === 'forbidden'}
                          value={value === '' ? null : Number(value)}
                          onChange={(v) => setTyped(l.id, v == null ? '' : String(v))}
                          style={{ width: 80 }}
                          data-testid="plan-line-qty"
                        />
                      </Tooltip>
                    );
                  },
                },
              ]}
            />
          </Card>
          <Card size="small" title={t('partsPlan.history')}>
            <Timeline items={plan.history.map((step) => historyItem(step, plan, t))} data-testid="plan-history" />
          </Card>
        </Space>
      )}
      {plan && cancelling && <CancelDialog plan={plan} onDone={changed} onClose={() => setCancelling(false)} />}
      {doc && <DocDetail kind={doc.kind} id={doc.id} onClose={() => setDoc(undefined)} />}
    </Modal>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function historyItem(step: PlanStep, plan: PartsPlan, t: T) {
  const partOf = (partsId: number) => plan.lines.find((l) => l.partsId === partsId)?.partsCode ?? String(partsId);
  const edits = Array.isArray(step.detail.lines) ? step.detail.lines.map((l) => `${partOf(l.partsId)}: ${l.from} → ${l.to}`).join('、') : '';
  return {
    color: step.action === 'cancel' ? 'red' : step.action === 'create' ? 'blue' : 'green',
    children: (
      <div data-testid="plan-history-item">
        <Space wrap size={[8, 0]}>
          <Typography.Text type="secondary">{time(step.createdAt)}</Typography.Text>
          <Typography.Text strong>{step.userName}</Typography.Text>
          <span>{t(`partsPlan.action.${step.action}`, { defaultValue: step.action })}</span>
          {step.toStatus !== step.fromStatus && step.fromStatus && <Typography.Text type="secondary">→ {t(`partsPlan.status.${step.toStatus}`)}</Typography.Text>}
        </Space>
        {step.detail.docNo && <div>{t('partsPlan.ordered', { doc: t(step.detail.docKind === 'in' ? 'partsPlan.purchase' : 'partsPlan.request'), docNo: step.detail.docNo })}</div>}
        {edits && <div>{edits}</div>}
        {step.remark && <div style={{ whiteSpace: 'pre-wrap' }}>{step.remark}</div>}
      </div>
    ),
  };
}

function CancelDialog({ plan, onDone, onClose }: { plan: PartsPlan; onDone: () => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <SaveDialog
      form={form}
      title={`${t('partsPlan.action.cancel')} · ${plan.planNo}`}
      okText={t('partsPlan.action.cancel')}
      okDanger
      onSave={async () => {
        if (!(await checkedValues(form))) return false;
        const reason = String(form.getFieldValue('reason') ?? '').trim();
        if (!(await sent(() => cancelPlan(plan, reason)))) return false;
        feedback.message?.success(t('common.success'));
        await onDone();
        return true;
      }}
      onClose={onClose}
      formTestId="plan-cancel-form"
      saveTestId="plan-cancel-ok"
    >
      <Alert type="warning" showIcon title={plan.planNo} style={{ marginBottom: 12 }} />
      <Form.Item name="reason" label={t('partsPlan.reason')} rules={[{ required: true, whitespace: true, message: t('partsPlan.reasonRequired') }]}>
        <Input.TextArea rows={3} maxLength={500} data-testid="plan-cancel-reason" />
      </Form.Item>
    </SaveDialog>
  );
}
