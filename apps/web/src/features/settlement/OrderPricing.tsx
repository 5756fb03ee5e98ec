/**
 * The order's fee breakdown (a section of the work-order detail): each fee item with its amount and where it came
 * from (the standard, the coefficients, the order's own fees, an override), the standard and coefficients that
 * applied, the formula version, and the settlement amount, marked when overridden; headquarters overrides the
 * service fee (with a reason) or re-prices while the order is not settled. Also the list of orders priced without a
 * standard (工单计价), each re-priced from there.
 */
import {
  FORMULA_ITEM_LABELS,
  FORMULA_ITEMS,
  type FormulaItem,
  type Lang,
  ORDER_PRICING_PERMISSIONS,
  type OrderPricingView,
  PRICE_SOURCE_LABELS,
  PRICEABLE_SETTLE,
} from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { feedback } from '../../app/feedback.ts';
import { DictLabel } from '../../crud/ResourcePage.tsx';
import { orderKeys } from '../work-orders/order-api.ts';
import { type NoStandardOrder, noStandardOrders, orderPricing, overridePrice, pricingKeys, repriceOrder } from './pricing-api.ts';

const priceable = (p: OrderPricingView) => (PRICEABLE_SETTLE as readonly string[]).includes(p.settle);

/** The fee breakdown of one order; nothing for a caller who may not see pricing. */
export function OrderPricing({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const can = useCan();
  const client = useQueryClient();
  const visible = can(ORDER_PRICING_PERMISSIONS.view);
  const query = useQuery({ queryKey: pricingKeys.order(orderId), queryFn: () => orderPricing(orderId), enabled: visible });
  const [overriding, setOverriding] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!visible) return null;
  const p = query.data;
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: pricingKeys.order(orderId) }), client.invalidateQueries({ queryKey: orderKeys.detail(orderId) })]);
  const reprice = async () => {
    if (!p) return;
    setBusy(true);
    try {
      await repriceOrder({ id: orderId, version: p.orderVersion });
      feedback.message?.success(t('pricing.order.repriced'));
      await refresh();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      size="small"
      title={t('pricing.order.title')}
      loading={query.isLoading}
      data-testid="order-pricing"
      extra={
        p &&
        priceable(p) && (
          <Space>
            {can(ORDER_PRICING_PERMISSIONS.reprice) && (
              <Button size="small" loading={busy} onClick={reprice} data-testid="pricing-reprice">
                {t('pricing.order.reprice')}
              </Button>
            )}
            {can(ORDER_PRICING_PERMISSIONS.override) && (
              <Button size="small" onClick={() => setOverriding(true)} data-testid="pricing-override">
                {t('pricing.order.override')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {!p ? (
        <Typography.Text type="secondary">{t('pricing.order.notPriced')}</Typography.Text>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          {p.noStandard && <Alert type="warning" showIcon message={t('pricing.order.noStandard')} data-testid="pricing-no-standard" />}
          <Table<{ item: FormulaItem }>
            size="small"
            rowKey="item"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={FORMULA_ITEMS.map((item) => ({ item }))}
            columns={[
              { key: 'item', title: t('pricing.order.item'), render: (_, { item }) => <span>{FORMULA_ITEM_LABELS[item][lang]} <Typography.Text type="secondary" code>{item}</Typography.Text></span> },
              { key: 'value', title: t('pricing.order.value'), align: 'right', render: (_, { item }) => <span data-testid={`pricing-${item}`}>{p.items[item].value}</span> },
              {
                key: 'source',
                title: t('pricing.order.source'),
                render: (_, { item }) => {
                  const source = p.items[item].source;
                  const color = source === 'override' ? 'orange' : source === 'noStandard' ? 'red' : source === 'none' ? undefined : 'blue';
                  return <Tag color={color}>{PRICE_SOURCE_LABELS[source][lang]}</Tag>;
                },
              },
            ]}
          />
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('pricing.order.total')}>
              <Space>
                <Typography.Text strong data-testid="pricing-total">
                  {p.total}
                </Typography.Text>
                {p.override !== null && <Tag color="orange">{t('pricing.order.overridden')}</Tag>}
              </Space>
            </Descriptions.Item>
            {p.override !== null && <Descriptions.Item label={t('pricing.order.computed')}>{p.computedTotal}</Descriptions.Item>}
            {p.override !== null && <Descriptions.Item label={t('pricing.order.overrideReason')}>{p.overrideReason}</Descriptions.Item>}
            <Descriptions.Item label={t('pricing.order.standardLabel')}>{p.standardId ? t('pricing.order.standard', { id: p.standardId, fee: p.standardFee }) : t('pricing.order.noStandard')}</Descriptions.Item>
            <Descriptions.Item label={t('pricing.order.coefficients')}>
              {p.coefficients.length
                ? p.coefficients.map((c) => (
                    <Tag key={c.id}>
                      <DictLabel type="settle_coef_kind" value={c.kind} /> {c.matchValue} × {c.factor}
                    </Tag>
                  ))
                : t('pricing.order.noCoefficient')}
            </Descriptions.Item>
            <Descriptions.Item label={t('pricing.order.formulaLabel')}>
              <Typography.Text code data-testid="pricing-formula">
                {t('pricing.order.formula', { version: p.formulaVersion, formula: p.formula })}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </Space>
      )}
      {overriding && p && <OverrideDialog pricing={p} onClose={() => setOverriding(false)} onDone={refresh} />}
    </Card>
  );
}

function OverrideDialog({ pricing, onClose, onDone }: { pricing: OrderPricingView; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ amount: string; reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await overridePrice({ id: pricing.orderId, version: pricing.orderVersion, amount: values.amount.trim(), reason: values.reason.trim() });
      feedback.message?.success(t('common.success'));
      await onDone();
      onClose();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('pricing.order.override')} onCancel={onClose} onOk={submit} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ amount: pricing.override ?? pricing.items.service.value, reason: '' }}>
        <Form.Item name="amount" label={t('pricing.order.amount')} rules={[{ required: true, pattern: /^\d{1,10}(\.\d{1,2})?$/ }]}>
          <Input inputMode="decimal" data-testid="override-amount" />
        </Form.Item>
        <Form.Item name="reason" label={t('pricing.order.reason')} rules={[{ required: true, whitespace: true, max: 500 }]}>
          <Input.TextArea rows={3} data-testid="override-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 工单计价: the orders priced without a standard, not settled yet, each re-priced here once the standard exists. */
export function OrderPricingPage() {
  const { t } = useTranslation();
  const can = useCan();
  const client = useQueryClient();
  const list = useQuery({ queryKey: pricingKeys.noStandard, queryFn: noStandardOrders });
  const [busy, setBusy] = useState<number>();
  const reprice = async (row: NoStandardOrder) => {
    setBusy(row.id);
    try {
      await repriceOrder({ id: row.id, version: row.version });
      feedback.message?.success(t('pricing.order.repriced'));
      await client.invalidateQueries({ queryKey: pricingKeys.noStandard });
    } catch {
      // shown by the request layer
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Card size="small" title={t('pricing.list.title')} data-testid="order-pricing-page">
      <Typography.Paragraph type="secondary">{t('pricing.list.hint')}</Typography.Paragraph>
      <Table<NoStandardOrder>
        size="small"
        rowKey="id"
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={list.data ?? []}
        columns={[
          { key: 'orderNo', dataIndex: 'orderNo', title: t('pricing.list.orderNo') },
          { key: 'finishedAt', dataIndex: 'finishedAt', title: t('pricing.list.finishedAt') },
          { key: 'settle', dataIndex: 'settle', title: t('pricing.list.settle'), render: (v: string) => <DictLabel type="order_settle" value={v} /> },
          { key: 'feeTotal', dataIndex: 'feeTotal', title: t('pricing.list.feeTotal'), align: 'right' },
          { key: 'overridden', dataIndex: 'overridden', title: t('pricing.list.overridden'), render: (v: string | null) => (v === null ? '' : <Tag color="orange">{v}</Tag>) },
          {
            key: 'actions',
            title: '',
            render: (_, row) =>
              can(ORDER_PRICING_PERMISSIONS.reprice) && (
                <Button size="small" loading={busy === row.id} onClick={() => reprice(row)}>
                  {t('pricing.order.reprice')}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
