/** Home (首页): who is signed in, the service figures of their scope, their unread bulletins, where, with which roles, and how the shell works. */
import { DASHBOARD } from '@as/shared';
import { Card, Col, Descriptions, Row, Spin, Statistic, Tag } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../access/useCan.ts';
import { sessionStore } from '../api/session.ts';
import { useStore } from '../app/store.ts';
import { BulletinBoard } from '../features/knowledge/BulletinBoard.tsx';

// The figures and their chart library load only for a caller who may see them.
const DashboardPanel = lazy(() => import('../features/dashboard/DashboardPanel.tsx'));

export function WelcomePage() {
  const { t } = useTranslation();
  const session = useStore(sessionStore);
  const user = session?.user;
  const can = useCan();
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
      {can(DASHBOARD.permission) && (
        <Col span={24}>
          <Suspense fallback={<Spin />}>
            <DashboardPanel />
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
