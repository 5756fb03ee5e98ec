/**
 * An outlet's home (issue 19; docs/kpis.md): its open orders by the order list's steps, each a link to that tab of
 * the list; what stands now (open, appointed today, SLA due today, overdue); its figures over a quick range (spec
 * section 9) and where its SLA compliance and first-time-fix rate put it among the outlets of its region. Each figure
 * opens the orders behind it, as the dashboard's do. Loaded lazily by the home page for a user
 * of an outlet holding the outlet's view.
 */
import type { KpiLink } from '@as/shared';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Empty, Row, Space, Spin, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DATE_FORMAT, rangePresets } from '../../app/dates.ts';
import { DictLabel } from '../../crud/ResourcePage.tsx';
import { ordersBehind } from '../dashboard/dashboard-api.ts';
import { useFigureFormat } from '../dashboard/format.ts';
import { ORDER_LIST_PATH, ORDER_TABS } from '../work-orders/order-screen.ts';
import { homeKeys, loadSiteHome, type SiteHomeQuery } from './home-api.ts';

/** The list's tabs of open orders: every open status falls in one of them. */
const STEPS = ORDER_TABS.filter((tab) => tab.statuses.length && !tab.statuses.some((s) => s === 1250 || s === 1260));

export default function SitePanel() {
  const { t } = useTranslation();
  const { percent, duration, p90 } = useFigureFormat();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(6, 'day'), dayjs()]);
  const query: SiteHomeQuery = { from: range[0].format(DATE_FORMAT), to: range[1].format(DATE_FORMAT) };
  const data = useQuery({ queryKey: homeKeys.site(query), queryFn: () => loadSiteHome(query) });
  const home = data.data;
  const countOf = (statuses: readonly number[]) => home?.byStatus.filter((s) => statuses.includes(s.status)).reduce((n, s) => n + s.count, 0) ?? 0;
  /** A figure, with a link to the orders behind it when it has one. */
  const stat = (key: string, value: string | number, link?: KpiLink) => {
    const shown = <Statistic title={key.startsWith('home.') ? t(key) : t(`dashboard.${key}`)} value={value} data-testid={`site-${key.replace('home.', '')}`} />;
    return (
      <Col xs={12} sm={8} lg={6} xl={4} key={key}>
        {link && home ? (
          <Link to={ordersBehind(link, { ...query, deptId: home.site.deptId })} title={t('dashboard.ordersBehind')} style={{ display: 'block', color: 'inherit' }} data-testid={`site-link-${key.replace('home.', '')}`}>
            {shown}
          </Link>
        ) : (
          shown
        )}
      </Col>
    );
  };
  const standing = (key: 'slaCompliance' | 'firstTimeFixRate') => {
    const s = home?.ranking[key];
    return (
      <Col xs={24} sm={12} key={key}>
        <Statistic
          title={`${t(`dashboard.${key}`)} · ${t('home.ranking')}`}
          value={s?.position ? t('home.rankOf', { position: s.position, of: s.of }) : t('home.notRanked', { of: s?.of ?? 0 })}
          data-testid={`site-rank-${key}`}
        />
      </Col>
    );
  };
  return (
    <Card
      title={home ? `${t('home.siteTitle')} · ${home.site.name}` : t('home.siteTitle')}
      data-testid="site-home"
      extra={<Button type="text" icon={<ReloadOutlined />} onClick={() => data.refetch()} aria-label={t('dashboard.refresh')} title={t('dashboard.refresh')} data-testid="site-refresh" />}
    >
      <Spin spinning={data.isFetching}>
        {!home ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={data.isError ? undefined : t('common.loading')} />
        ) : (
          <>
            <Typography.Title level={5}>{t('home.now')}</Typography.Title>
            <Row gutter={[16, 16]}>
              {stat('home.open', home.now.open, 'open')}
              {stat('home.appointedToday', home.now.appointedToday, 'dueToday')}
              {stat('home.slaDueToday', home.now.slaDueToday, 'slaDueToday')}
              {stat('home.overdue', home.now.overdue, 'overdue')}
            </Row>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('home.byStep')}
            </Typography.Title>
            {home.now.open === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noOpen')} />
            ) : (
              <Row gutter={[16, 16]} data-testid="site-steps">
                {STEPS.map((tab) => (
                  <Col xs={12} sm={8} lg={6} xl={3} key={tab.key}>
                    <Link to={`${ORDER_LIST_PATH}?tabIndex=${tab.key}`} style={{ display: 'block', color: 'inherit' }} data-testid={`site-step-${tab.key}`}>
                      <Statistic title={tab.named ? <DictLabel type="order_status" value={String(tab.named)} /> : t(`workOrders.tabs.${tab.key}`)} value={countOf(tab.statuses)} />
                    </Link>
                  </Col>
                ))}
              </Row>
            )}
            <Space wrap style={{ marginTop: 16, marginBottom: 8 }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t('home.figures')}
              </Typography.Title>
              <DatePicker.RangePicker
                value={range}
                allowClear={false}
                presets={rangePresets()}
                onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
                aria-label={t('dashboard.range')}
                data-testid="site-range"
              />
            </Space>
            <Row gutter={[16, 16]}>
              {stat('received', home.figures.received, 'received')}
              {stat('finished', home.figures.finished, 'finished')}
              {stat('slaCompliance', percent(home.figures.slaCompliance), 'slaMissed')}
              {stat('turnaroundAvg', duration(home.figures.turnaroundAvgMinutes), 'turnaround')}
              {stat('turnaroundP90', p90(home.figures.turnaroundP90Hours), 'turnaround')}
              {stat('firstAppointAvg', duration(home.figures.firstAppointAvgMinutes), 'firstAppoint')}
              {stat('firstTimeFixRate', percent(home.figures.firstTimeFixRate), 'notFirstTimeFix')}
            </Row>
            <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
              {standing('slaCompliance')}
              {standing('firstTimeFixRate')}
            </Row>
          </>
        )}
      </Spin>
    </Card>
  );
}
