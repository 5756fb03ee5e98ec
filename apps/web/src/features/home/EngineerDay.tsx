/**
 * An engineer's day (issue 19; docs/kpis.md): his appointments today, the orders he is on site for (checked in) and
 * those whose completion he may submit and has not, each with its time, customer, address and order number, a link
 * to the order. Loaded lazily by the home page for a user holding the engineer's view.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Empty, Spin, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { StatusTag } from '../work-orders/cells.tsx';
import { orderDetailPath } from '../work-orders/order-screen.ts';
import { type DayOrder, homeKeys, loadEngineerDay } from './home-api.ts';

const LISTS = [
  { key: 'appointments', time: 'appointAt', empty: 'noAppointments' },
  { key: 'onSite', time: 'checkInAt', empty: 'noOnSite' },
  { key: 'toComplete', time: 'appointAt', empty: 'noToComplete' },
] as const;

export default function EngineerDay() {
  const { t } = useTranslation();
  const data = useQuery({ queryKey: homeKeys.engineer, queryFn: loadEngineerDay });
  const day = data.data;
  const columns = (time: 'appointAt' | 'checkInAt') => [
    {
      title: t('home.time'),
      dataIndex: time,
      width: 150,
      render: (v: string | null) => (v ? dayjs(v).format(dayjs(v).isSame(dayjs(), 'day') ? 'HH:mm' : DATE_TIME_FORMAT) : t('dashboard.none')),
    },
    {
      title: t('home.customer'),
      key: 'customer',
      width: 160,
      render: (_: unknown, o: DayOrder) => (
        <>
          {o.customerName} <Typography.Text type="secondary">{o.phone}</Typography.Text>
        </>
      ),
    },
    { title: t('home.address'), dataIndex: 'address', ellipsis: true },
    {
      title: t('home.orderNo'),
      dataIndex: 'orderNo',
      width: 170,
      render: (v: string, o: DayOrder) => (
        <Link to={orderDetailPath(o.id)} data-testid="day-order-link">
          {v}
        </Link>
      ),
    },
    { title: t('home.status'), dataIndex: 'status', width: 150, render: (v: number) => <StatusTag status={v} /> },
  ];
  return (
    <Card
      title={t('home.engineerTitle')}
      data-testid="engineer-day"
      extra={<Button type="text" icon={<ReloadOutlined />} onClick={() => data.refetch()} aria-label={t('dashboard.refresh')} title={t('dashboard.refresh')} data-testid="day-refresh" />}
    >
      <Spin spinning={data.isFetching}>
        {!day ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={data.isError ? undefined : t('common.loading')} />
        ) : (
          LISTS.map((list) => (
            <div key={list.key} style={{ marginBottom: 16 }} data-testid={`day-${list.key}`}>
              <Typography.Title level={5}>
                {t(`home.${list.key}`)} <Badge count={day[list.key].length} showZero color={day[list.key].length ? 'blue' : 'gray'} data-testid={`day-count-${list.key}`} />
              </Typography.Title>
              <Table
                size="small"
                rowKey="id"
                columns={columns(list.time)}
                dataSource={day[list.key]}
                pagination={false}
                scroll={{ x: 760 }}
                locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`home.${list.empty}`)} /> }}
              />
            </div>
          ))
        )}
      </Spin>
    </Card>
  );
}
