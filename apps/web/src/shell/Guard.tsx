/** Applies the navigation guard on every location change and keeps the page title current. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { decide } from '../access/guard.ts';
import { sessionStore } from '../api/session.ts';
import { useStore } from '../app/store.ts';

export function Guard() {
  const location = useLocation();
  const session = useStore(sessionStore);
  const { t } = useTranslation();
  const decision = decide({ path: location.pathname, hasToken: Boolean(session), locked: Boolean(session?.locked), userRoles: session?.user?.roleCodes });
  useEffect(() => {
    if (location.pathname !== '/login') document.title = t('app.name');
  }, [location.pathname, t]);
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
