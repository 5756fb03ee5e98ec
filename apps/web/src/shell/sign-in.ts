/** What every way of signing in ends with, and signing out. */
import { fetchUserInfo, logout } from '../api/auth.ts';
import { endSession, startSession, type TokenResponse, updateSession } from '../api/session.ts';
import { queryClient } from '../app/query-client.ts';
import { removeAllTabs, tabsStore } from './tabs.ts';

export async function completeSignIn(token: TokenResponse, tenantId: number): Promise<void> {
  startSession(token, tenantId);
  tabsStore.set(removeAllTabs());
  updateSession({ user: await fetchUserInfo() });
}

/** Switching organisation keeps the tokens: requests name the new tenant in TENANT-ID (the server checks membership). */
export async function switchTenant(tenantId: number): Promise<void> {
  updateSession({ tenantId });
  queryClient.clear();
  tabsStore.set(removeAllTabs());
  updateSession({ user: await fetchUserInfo() });
}

export async function signOut(): Promise<void> {
  await logout().catch(() => undefined);
  endSession();
  queryClient.clear();
  tabsStore.set(removeAllTabs());
}
