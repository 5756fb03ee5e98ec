/** The orders waiting for the caller's dispatch, with the spec's dispatch cut-off label on those registered after 16:00. */
import { Table, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../crud/dicts.ts';
import { RefLabel } from '../../crud/refs.tsx';
import { afterCutOff, type WaitingOrder } from './dispatch-api.ts';

const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '');

interface Props {
  orders: WaitingOrder[];
  loading: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  focused?: number;
  onFocus: (order: WaitingOrder) => void;
}

export function OrderTable({ orders, loading, selected, onSelect, focused, onFocus }: Props) {
  const { t } = useTranslation();
  const urgency = useDict('urgency');
  const status = useDict('order_status');
  const label = (items: { value: string; label: string }[] | undefined, value: unknown) => items?.find((d) => d.value === String(value))?.label ?? String(value);
  return (
    <Table<WaitingOrder>
      size="small"
      rowKey="id"
      data-testid="waiting-orders"
      loading={loading}
      dataSource={orders}
      pagination={{ pageSize: 200, hideOnSinglePage: true }}
      scroll={{ x: 1300 }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys as number[]) }}
      rowClassName={(o) => (o.id === focused ? 'ant-table-row-selected' : '')}
      onRow={(o) => ({ onClick: () => onFocus(o), style: { cursor: 'pointer' } })}
      columns={[
        {
          title: t('dispatch.orderNo'),
          dataIndex: 'orderNo',
          width: 210,
          render: (no: string, o) => (
            <>
              {no}{' '}
              {afterCutOff(o.reportAt) && (
                <Tooltip title={t('dispatch.cutOffHint')}>
                  <Tag color="orange" data-testid="cut-off">
                    {t('dispatch.cutOff')}
                  </Tag>
                </Tooltip>
              )}
            </>
          ),
        },
        { title: t('dispatch.customer'), dataIndex: 'customerName', width: 100 },
        { title: t('dispatch.district'), dataIndex: 'districtId', width: 100, render: (v) => <RefLabel source="basArea" value={v} /> },
        { title: t('dispatch.address'), dataIndex: 'address', width: 200, ellipsis: true },
        { title: t('dispatch.category'), dataIndex: 'categoryId', width: 100, render: (v) => <RefLabel source="basItemCategory" value={v} /> },
        { title: t('dispatch.urgency'), dataIndex: 'urgency', width: 80, render: (v) => label(urgency.data, v) },
        { title: t('dispatch.status'), dataIndex: 'status', width: 110, render: (v) => label(status.data, v) },
        { title: t('dispatch.reportAt'), dataIndex: 'reportAt', width: 160, render: time },
        { title: t('dispatch.completeDueAt'), dataIndex: 'completeDueAt', width: 160, render: time },
      ]}
    />
  );
}
