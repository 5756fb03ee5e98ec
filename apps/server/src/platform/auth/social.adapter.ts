/**
 * Social login providers turn an authorization code into the provider's open id. The default is the local
 * provider: its authorize page (/auth/social/local/authorize) issues single-use codes for an open id, so the
 * whole flow (redirect, /authredirect, grant, binding, 417 when unbound) runs without reaching an outside service.
 * A real provider (WeChat, ...) implements SocialProvider and is configured per type.
 */
import { randomToken } from './crypto.ts';
import { insertSocialCode, takeSocialCode } from './auth.repository.ts';
import type { Conn } from '../../db/client.ts';

export interface SocialProvider {
  /** The open id for a code, or null when the code is unknown, used or expired. */
  exchange(db: Conn, type: string, code: string, state: string): Promise<string | null>;
}

export const localSocial = {
  async exchange(db: Conn, type: string, code: string, state: string) {
    return (await takeSocialCode(db, code, type, state))?.openId ?? null;
  },
  async issue(db: Conn, type: string, openId: string, state: string): Promise<string> {
    const code = randomToken();
    await insertSocialCode(db, { code, type, openId, state, expiresAt: new Date(Date.now() + 5 * 60_000) });
    return code;
  },
} satisfies SocialProvider & Record<string, unknown>;
