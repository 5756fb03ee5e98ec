/**
 * The home page's service figures (issue 19; docs/kpis.md) over a quick range, for the caller's data scope, one
 * organisation or one product category: the KPIs, what stands now, the trend by day and the outlets' and engineers'
 * rankings. Loaded lazily with its chart library, so the login page does not carry it.
 */
import type { KpiLink } from '@as/shared';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Empty, Row, Space, Spin, Statistic, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DATE_FORMAT, rangePresets } from '../../app/dates.ts';
import { RefSelect, useRefOptions } from '../../crud/refs.tsx';
import { type DashboardQuery, dashboardKeys, loadDashboard, ordersBehind, type Ranked } from './dashboard-api.ts';
import { useFigureFormat } from './format.ts';
import { TrendChart } from './TrendChart.tsx';

export default function DashboardPanel() {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(6, 'day'), dayjs()]);
  const [deptId, setDeptId] = useState<number>();
  const [categoryId, setCategoryId] = useState<number>();
  const query: DashboardQuery = { from: range[0].format(DATE_FORMAT), to: range[1].format(DATE_FORMAT), deptId, categoryId };
  const data = useQuery({ queryKey: dashboardKeys.of(query), queryFn: () => loadDashboard(query) });
  const depts = useRefOptions('sysDept');
  const categories = useRefOptions('basItemCategory');
  const { none, percent, duration, p90 } = useFigureFormat();
  const f = data.data?.figures;
  /** A figure, a link to the work-order list filtered to the orders behind it. */
  const figure = (key: string, value: string | number | null | undefined, link: KpiLink) => (
    <Col xs={12} sm={8} lg={6} xl={4} key={key}>
      <Link to={ordersBehind(link, query)} title={t('dashboard.ordersBehind')} data-testid={`kpi-link-${key}`} style={{ display: 'block', color: 'inherit' }}>
        <Statistic title={t(`dashboard.${key}`)} value={value ?? none} data-testid={`kpi-${key}`} />
      </Link>
    </Col>
  );
  const rankColumns = (by: 'siteId' | 'engineerId') => [
    { title: t('dashboard.rank'), key: 'rank', width: 56, render: (_: unknown, __: Ranked, i: number) => i + 1 },
    {
      title: t('dashboard.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (name: string, row: Ranked) => (
        <Link to={ordersBehind('finished', query, { [by]: row.id })} data-testid="rank-link">
          {name}
        </Link>
      ),
    },
    { title: t('dashboard.finished'), dataIndex: 'finished', width: 80 },
    { title: t('dashboard.slaCompliance'), dataIndex: 'slaCompliance', width: 110, render: percent },
    { title: t('dashboard.firstTimeFixRate'), dataIndex: 'firstTimeFixRate', width: 110, render: percent },
  ];
  return (
    <Card
      title={t('dashboard.title')}
      data-testid="dashboard"
      extra={
        <Button type="text" icon={<ReloadOutlined />} onClick={() => data.refetch()} aria-label={t('dashboard.refresh')} title={t('dashboard.refresh')} data-testid="dashboard-refresh" />
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          presets={rangePresets()}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          aria-label={t('dashboard.range')}
          data-testid="dashboard-range"
        />
        {depts.isEnabled && (
          <Space size={4}>
            <label htmlFor="dashboard-dept">{t('dashboard.dept')}</label>
            <RefSelect id="dashboard-dept" source="sysDept" value={deptId} onChange={(v) => setDeptId((v as number | null) ?? undefined)} />
          </Space>
        )}
        {categories.isEnabled && (
          <Space size={4}>
            <label htmlFor="dashboard-category">{t('dashboard.category')}</label>
            <RefSelect id="dashboard-category" source="basItemCategory" value={categoryId} onChange={(v) => setCategoryId((v as number | null) ?? undefined)} />
          </Space>
        )}
      </Space>
      <Spin spinning={data.isFetching}>
        {!f ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={data.isError ? undefined : t('common.loading')} />
        ) : (
          <>
            <Row gutter={[16, 16]}>
              {figure('received', f.received, 'received')}
              {figure('finished', f.finished, 'finished')}
              {figure('slaCompliance', percent(f.slaCompliance), 'slaMissed')}
              {figure('turnaroundAvg', duration(f.turnaroundAvgMinutes), 'turnaround')}
              {figure('turnaroundP90', p90(f.turnaroundP90Hours), 'turnaround')}
              {figure('firstAppointAvg', duration(f.firstAppointAvgMinutes), 'firstAppoint')}
              {figure('firstTimeFixRate', percent(f.firstTimeFixRate), 'notFirstTimeFix')}
              {figure('repeatRepairRate', percent(f.repeatRepairRate), 'repeats')}
              {figure('cancellationRate', percent(f.cancellationRate), 'cancelled')}
              {figure('rejectionRate', percent(f.rejectionRate), 'rejected')}
              {figure('satisfaction', percent(f.satisfaction), 'notSatisfied')}
              {figure('recallSuccessRate', percent(f.recallSuccessRate), 'recallFailed')}
              {figure('open', data.data?.now.open, 'open')}
              {figure('overdue', data.data?.now.overdue, 'overdue')}
              {figure('partsWaiting', data.data?.now.partsWaiting, 'partsWaiting')}
              {figure('dueToday', data.data?.now.dueToday, 'dueToday')}
            </Row>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('dashboard.trend')}
            </Typography.Title>
            {data.data?.trend.length ? <TrendChart trend={data.data.trend} query={query} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noData')} />}
            <Row gutter={[16, 16]} style={{ marginTop: 8 }}>
              <Col xs={24} lg={12}>
                <Table size="small" rowKey="id" title={() => t('dashboard.outlets')} columns={rankColumns('siteId')} dataSource={data.data?.outlets} pagination={false} scroll={{ x: 460 }} data-testid="dashboard-outlets" />
              </Col>
              <Col xs={24} lg={12}>
                <Table size="small" rowKey="id" title={() => t('dashboard.engineers')} columns={rankColumns('engineerId')} dataSource={data.data?.engineers} pagination={false} scroll={{ x: 460 }} data-testid="dashboard-engineers" />
              </Col>
            </Row>
          </>
        )}
      </Spin>
    </Card>
  );
}
