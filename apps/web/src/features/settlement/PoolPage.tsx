/**
 * The settlement pool (menu finance.settlePool): orders past headquarters' audit on no live statement, with their
 * fees and the reasons that hold any back, filtered by outlet, finish dates, product category, order number and
 * state; headquarters or a centre selects and initiates settlement: one statement per outlet over the finish dates.
 */
import { HOLD_REASONS } from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Form, Input, Modal, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { feedback } from '../../app/feedback.ts';
import styles from '../../crud/grid.module.css';
import { useRefOptions } from '../../crud/refs.tsx';
import { batchSettle, getPool, type PoolOrder, type PoolQuery, statementKeys } from './statement-api.ts';

interface Filters {
  siteIds?: number[];
  period?: [Dayjs, Dayjs];
  categoryId?: number;
  orderNo?: string;
  held?: 'all' | 'ready' | 'held';
}

const day = (d: Dayjs) => d.format('YYYY-MM-DD');

export function PoolPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({ held: 'all' });
  const [paging, setPaging] = useState({ current: 1, size: 20 });
  const [selected, setSelected] = useState<PoolOrder[]>([]);
  const sites = useRefOptions('snUser');
  const categories = useRefOptions('basItemCategory');
  const query: PoolQuery = {
    ...paging,
    siteIds: filters.siteIds?.length ? filters.siteIds : undefined,
    finishedFrom: filters.period ? day(filters.period[0]) : undefined,
    finishedTo: filters.period ? day(filters.period[1]) : undefined,
    categoryId: filters.categoryId,
    orderNo: filters.orderNo || undefined,
    held: filters.held === 'all' || !filters.held ? undefined : filters.held === 'held',
  };
  const pool = useQuery({ queryKey: statementKeys.pool(query), queryFn: () => getPool(query) });

  const initiate = () => {
    const siteIds = selected.length ? [...new Set(selected.flatMap((o) => (o.siteId ? [o.siteId] : [])))] : (filters.siteIds ?? []);
    if (!siteIds.length) return feedback.message?.warning(t('statement.pool.needSites'));
    // The finish dates filtered, else those of the orders selected.
    const days = selected.flatMap((o) => (o.finishedAt ? [o.finishedAt.slice(0, 10)] : [])).sort();
    const periodStart = filters.period ? day(filters.period[0]) : days[0];
    const periodEnd = filters.period ? day(filters.period[1]) : days[days.length - 1];
    if (!periodStart || !periodEnd) return feedback.message?.warning(t('statement.pool.needPeriod'));
    Modal.confirm({
      title: t('statement.pool.initiate'),
      content: `${t('statement.pool.initiateHint')} (${periodStart} ~ ${periodEnd})`,
      okButtonProps: { 'data-testid': 'pool-initiate-ok' } as Record<string, string>,
      onOk: async () => {
        const result = await batchSettle({ periodStart, periodEnd, siteIds });
        feedback.message?.success(t('statement.pool.done', { ...result }));
        setSelected([]);
        await queryClient.invalidateQueries({ queryKey: statementKeys.all });
      },
    });
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Form
          form={form}
          layout="inline"
          className={styles.filters}
          initialValues={{ held: 'all' }}
          onFinish={(values) => {
            setFilters(values);
            setPaging((p) => ({ ...p, current: 1 }));
          }}
          data-testid="pool-filters"
        >
          <Form.Item name="siteIds" label={t('statement.pool.sites')}>
            <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={sites.data ?? []} style={{ minWidth: 220 }} data-testid="pool-sites" />
          </Form.Item>
          <Form.Item name="period" label={t('statement.pool.period')}>
            <DatePicker.RangePicker data-testid="pool-period" />
          </Form.Item>
          <Form.Item name="categoryId" label={t('statement.pool.category')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={categories.data ?? []} style={{ minWidth: 160 }} />
          </Form.Item>
          <Form.Item name="orderNo" label={t('statement.pool.orderNo')}>
            <Input allowClear maxLength={32} style={{ width: 160 }} data-testid="pool-order-no" />
          </Form.Item>
          <Form.Item name="held" label={t('statement.pool.held')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'all', label: t('statement.pool.heldAll') },
                { value: 'ready', label: t('statement.pool.heldReady') },
                { value: 'held', label: t('statement.pool.heldBack') },
              ]}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" data-testid="pool-search">
              {t('statement.pool.search')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {pool.data && (!pool.data.sources.partsNotReturned || !pool.data.sources.sheets) && (
        <Alert
          type="info"
          showIcon
          title={[!pool.data.sources.partsNotReturned && t('statement.pool.noReturnSource'), !pool.data.sources.sheets && t('statement.pool.sheetSource')].filter(Boolean).join('; ')}
        />
      )}
      <Card
        size="small"
        title={t('statement.pool.title')}
        extra={
          can('basic_sf_batch_settle_add') && (
            <Button type="primary" onClick={initiate} data-testid="pool-initiate">
              {t('statement.pool.initiate')}
            </Button>
          )
        }
      >
        <Table<PoolOrder>
          size="small"
          rowKey="id"
          loading={pool.isFetching}
          scroll={{ x: 'max-content' }}
          dataSource={pool.data?.records ?? []}
          data-testid="pool-table"
          rowSelection={{ selectedRowKeys: selected.map((o) => o.id), onChange: (_, rows) => setSelected(rows), getCheckboxProps: (o) => ({ disabled: o.holdReasons.length > 0 }) }}
          pagination={{
            current: paging.current,
            pageSize: paging.size,
            total: pool.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (current, size) => setPaging({ current, size }),
          }}
          columns={[
            { key: 'orderNo', title: t('statement.pool.orderNo'), dataIndex: 'orderNo' },
            { key: 'siteName', title: t('statement.pool.siteName'), dataIndex: 'siteName' },
            { key: 'finishedAt', title: t('statement.pool.finishedAt'), dataIndex: 'finishedAt' },
            { key: 'feeService', title: t('statement.pool.feeService'), dataIndex: 'feeService', align: 'right' },
            { key: 'feeRemote', title: t('statement.pool.feeRemote'), dataIndex: 'feeRemote', align: 'right' },
            { key: 'feeAdhoc', title: t('statement.pool.feeAdhoc'), dataIndex: 'feeAdhoc', align: 'right' },
            { key: 'feeTotal', title: t('statement.pool.feeTotal'), dataIndex: 'feeTotal', align: 'right', render: (v) => <Typography.Text strong>{v}</Typography.Text> },
            {
              key: 'holdReasons',
              title: t('statement.pool.reasons'),
              render: (_, o) =>
                o.holdReasons.length ? (
                  <Space size={4} wrap data-testid="pool-reasons">
                    {HOLD_REASONS.filter((r) => o.holdReasons.includes(r)).map((r) => (
                      <Tag key={r} color="warning">
                        {t(`statement.hold.${r}`)}
                      </Tag>
                    ))}
                  </Space>
                ) : (
                  <Tag color="success" data-testid="pool-ready">
                    {t('statement.pool.ready')}
                  </Tag>
                ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
