/** Keeps the session alive: checks the token every 60 s and refreshes it when 30 minutes or less remain. */
import { TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_BEFORE_S } from '@as/shared';
import { useEffect } from 'react';
import { checkToken, fetchUserInfo, refreshToken } from '../api/auth.ts';
import { sessionStore, updateSession } from '../api/session.ts';

/** Whether a token expiring at `exp` (epoch seconds) should be refreshed now. */
export const needsRefresh = (exp: number, nowMs: number) => exp - nowMs / 1000 <= TOKEN_REFRESH_BEFORE_S;

export async function keepSessionAlive(): Promise<void> {
  const session = sessionStore.get();
  if (!session) return;
  const check = await checkToken(session.accessToken).catch(() => undefined);
  const exp = check?.active ? check.exp : session.expiresAt / 1000;
  if (!needsRefresh(exp, Date.now())) return;
  const token = await refreshToken(session.refreshToken, session.tenantId);
  updateSession({ accessToken: token.access_token, refreshToken: token.refresh_token, expiresAt: Date.now() + token.expires_in * 1000 });
}

export function useSessionUpkeep(): void {
  useEffect(() => {
    if (!sessionStore.get()?.user) fetchUserInfo().then((user) => updateSession({ user }), () => undefined);
    const timer = setInterval(() => void keepSessionAlive().catch(() => undefined), TOKEN_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}
