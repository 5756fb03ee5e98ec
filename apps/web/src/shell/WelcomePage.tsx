/** Home (首页): who is signed in, the service figures of their scope, their unread bulletins, where, with which roles, and how the shell works. */
import { DASHBOARD, HOME_VIEWS } from '@as/shared';
import { Card, Col, Descriptions, Row, Spin, Statistic, Tag } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../access/useCan.ts';
import { sessionStore } from '../api/session.ts';
import { useStore } from '../app/store.ts';
import { BulletinBoard } from '../features/knowledge/BulletinBoard.tsx';

// The figures (and the chart library) load only for a caller who may see them, each view in its own chunk: the
// engineer's day for an engineer, the outlet's home for an outlet, the service figures for the others (docs/kpis.md).
const DashboardPanel = lazy(() => import('../features/dashboard/DashboardPanel.tsx'));
const SitePanel = lazy(() => import('../features/home/SitePanel.tsx'));
const EngineerDay = lazy(() => import('../features/home/EngineerDay.tsx'));

export function WelcomePage() {
  const { t } = useTranslation();
  const session = useStore(sessionStore);
  const user = session?.user;
  const can = useCan();
  // A user of an outlet (snUserId) sees the outlet's home when he may, else an engineer's day when he may; the others
  // (headquarters, centres) the service figures of their scope.
  const atOutlet = user?.sysUser.snUserId != null;
  const Figures =
    atOutlet && can(HOME_VIEWS.site.permission) ? SitePanel : atOutlet && can(HOME_VIEWS.engineer.permission) ? EngineerDay : can(DASHBOARD.permission) ? DashboardPanel : null;
  return (
    <Row gutter={[12, 12]}>
      <Col span={24}>
        <Card>
          <h2 style={{ margin: 0 }} data-testid="welcome">
            {t('welcome.greeting', { name: user?.sysUser.name || user?.sysUser.username || '' })}
          </h2>
          <p style={{ color: '#909399', marginBottom: 0 }}>{t('welcome.lastLogin', { date: dayjs().format('YYYY-MM-DD dddd') })}</p>
        </Card>
      </Col>
      {Figures && (
        <Col span={24}>
          <Suspense fallback={<Spin />}>
            <Figures />
          </Suspense>
        </Col>
      )}
      <Col span={24}>
        <BulletinBoard />
      </Col>
      <Col xs={24} md={16}>
        <Card>
          <Descriptions column={1}>
            <Descriptions.Item label={t('welcome.company', { name: '' }).replace(/[:：]\s*$/, '')}>{user?.companyShotName}</Descriptions.Item>
            <Descriptions.Item label={t('welcome.roles')}>
              {user?.roleCodes.map((code) => (
                <Tag key={code}>{code}</Tag>
              ))}
            </Descriptions.Item>
          </Descriptions>
          <p style={{ color: '#606266', marginBottom: 0 }}>{t('welcome.tips')}</p>
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card>
          <Statistic title={t('welcome.permissions')} value={user?.permissions.length ?? 0} />
        </Card>
      </Col>
    </Row>
  );
}
