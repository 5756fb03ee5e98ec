import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from './page-title.ts';

const STATUS = { 401: '403', 403: '403', 404: '404', 500: '500' } as const;

export function ErrorPage({ status }: { status: 401 | 403 | 404 | 500 }) {
  const { t } = useTranslation();
  usePageTitle(String(status));
  const navigate = useNavigate();
  return (
    <Result
      status={STATUS[status]}
      title={status}
      subTitle={t(`error.page${status}`)}
      extra={
        <Button type="primary" onClick={() => navigate(status === 401 ? '/login' : '/wel/index')}>
          {status === 401 ? t('error.toLogin') : t('error.backHome')}
        </Button>
      }
    />
  );
}
