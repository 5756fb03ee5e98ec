/**
 * A service history: orders newest first, each opening its detail; a repeat repair is tagged with the order it
 * repeats. Used by call access (the caller's orders, each with what the operator may do about it: `actions`) and
 * the customer screens (a profile's, a serial number's).
 */
import { type FieldDef, orderResource } from '@as/shared';
import { Button, Table, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cellOf } from '../../crud/ResourcePage.tsx';
import type { HistoryLine } from './call-api.ts';

const field = (name: string) => orderResource.fields.find((f) => f.name === name) as FieldDef;

export const orderDetailPath = (id: number) => `/workorder/order/detail/${id}`;

export function RepeatTag({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('callAccess.repeatOf', { orderNo })}>
      <Tag color="orange" data-testid="repeat-repair">
        {t('callAccess.repeat')}
      </Tag>
    </Tooltip>
  );
}

export function HistoryTable({ orders, loading, actions }: { orders: HistoryLine[]; loading?: boolean; actions?: (order: HistoryLine) => ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = (name: string) => t(`entity.order.fields.${name}`, { defaultValue: name });
  const dictColumn = (name: string) => ({ title: label(name), dataIndex: name, key: name, render: (value: unknown) => cellOf(field(name), value) });
  return (
    <Table<HistoryLine>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={orders}
      pagination={orders.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      data-testid="order-history"
      locale={{ emptyText: t('callAccess.noOrders') }}
      columns={[
        {
          title: label('orderNo'),
          dataIndex: 'orderNo',
          key: 'orderNo',
          width: 170,
          render: (orderNo: string, row) => (
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => navigate(orderDetailPath(row.id))} data-testid="history-order">
              {orderNo}
            </Button>
          ),
        },
        dictColumn('orderType'),
        { title: label('status'), dataIndex: 'status', key: 'status', render: (value: number) => cellOf({ name: 'status', type: 'dict', dict: 'order_status' }, String(value)) },
        { title: label('serialNo'), dataIndex: 'serialNo', key: 'serialNo' },
        { title: label('itemId'), dataIndex: 'itemName', key: 'itemName' },
        dictColumn('warrantyType'),
        { title: label('faultDesc'), dataIndex: 'faultDesc', key: 'faultDesc', ellipsis: true },
        { title: label('reportAt'), dataIndex: 'reportAt', key: 'reportAt', render: (value: string) => cellOf(field('reportAt'), value) },
        { title: label('repeatOfOrderNo'), dataIndex: 'repeatOfOrderNo', key: 'repeat', render: (value: string | null) => value && <RepeatTag orderNo={value} /> },
        ...(actions ? [{ title: t('common.actions'), key: 'actions', render: (_: unknown, row: HistoryLine) => actions(row) }] : []),
      ]}
    />
  );
}
