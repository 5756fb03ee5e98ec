/** Applies the navigation guard on every location change (pages set their own title: page-title.ts). */
import { Navigate, Outlet, useLocation } from 'react-router';
import { decide } from '../access/guard.ts';
import { sessionStore } from '../api/session.ts';
import { useStore } from '../app/store.ts';

export function Guard() {
  const location = useLocation();
  const session = useStore(sessionStore);
  const decision = decide({ path: location.pathname, search: location.search, hasToken: Boolean(session), locked: Boolean(session?.locked), userRoles: session?.user?.roleCodes });
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
