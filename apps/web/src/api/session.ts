/** The signed-in session: tokens, tenant, user info and the lock state, kept in local storage. */
import { createStore } from '../app/store.ts';
import { getStored, removeStored, setStored } from '../app/storage.ts';

export interface UserInfo {
  sysUser: {
    userId: number;
    username: string;
    name: string | null;
    phone: string | null;
    email: string | null;
    avatar: string | null;
    deptId: number | null;
    tenantId: number;
    snUserId: number | null;
    accountOf400: string | null;
    psdOf400: string | null;
    agentPhoneNum: string | null;
  };
  roles: number[];
  roleCodes: string[];
  permissions: string[];
  companyShotName: string;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
  tenantId: number;
  user?: UserInfo;
  /** Lock screen: the password set when locking, and whether the screen is locked. */
  lockPassword?: string;
  locked?: boolean;
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  tenant_id: number;
}

export const sessionStore = createStore<Session | null>(getStored<Session | null>('session', null), (value) =>
  value ? setStored('session', value) : removeStored('session'),
);

export function startSession(token: TokenResponse, tenantId: number): void {
  sessionStore.set({
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    expiresAt: Date.now() + token.expires_in * 1000,
    tenantId: token.tenant_id ?? tenantId,
  });
}

export function updateSession(patch: Partial<Session>): void {
  sessionStore.set((current) => (current ? { ...current, ...patch } : current));
}

export function endSession(): void {
  sessionStore.set(null);
}

export const currentTenantId = (fallback: number) => sessionStore.get()?.tenantId ?? fallback;
