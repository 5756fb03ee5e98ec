/** /authredirect: the social provider sends the browser back here with code and state; sign in with them. */
import { Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME } from '../access/guard.ts';
import { loginBySocial } from '../api/auth.ts';
import { ApiError } from '../api/request.ts';
import { SITE } from '../app/config.ts';
import { completeSignIn } from './sign-in.ts';

export function AuthRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string>();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const tenantId = Number(params.get('tenantId')) || SITE.defaultTenantId;
    const input = { type: params.get('type') ?? '', code: params.get('code') ?? '', state: params.get('state') ?? '', tenantId };
    loginBySocial(input)
      .then((token) => completeSignIn(token, tenantId))
      .then(() => navigate(HOME, { replace: true }))
      .catch((e) => setError(e instanceof ApiError ? e.message : t('error.failed')));
  }, [params, navigate, t]);
  if (error) return <Result status="warning" title={error} extra={<a href="/login">{t('error.toLogin')}</a>} />;
  return <Spin size="large" tip={t('login.redirecting')} fullscreen />;
}
