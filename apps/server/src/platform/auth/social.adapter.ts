/**
 * Social login providers turn an authorization code into the provider's open id; SOCIAL_PROVIDER chooses one.
 * "off" (the default) refuses social login. "local" stands in for WeChat and the like without an outside service:
 * its authorize page (/auth/social/{type}/authorize) issues single-use codes for any open id it is asked for, so
 * anyone can sign in as any user who bound one: for tests and demos only. A real provider implements
 * SocialProvider (exchange only: the authorize page is the provider's own) and is chosen here.
 */
import type { Config } from '../../config/config.ts';
import type { Conn } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { insertSocialCode, takeSocialCode } from './auth.repository.ts';
import { randomToken } from './crypto.ts';

export interface SocialProvider {
  /** The open id for a code, or null when the code is unknown, used or expired. */
  exchange(db: Conn, type: string, code: string, state: string): Promise<string | null>;
  /** A code for an open id, from this server's own authorize page: the local provider only. */
  issue?(db: Conn, type: string, openId: string, state: string): Promise<string>;
}

export const noSocial: SocialProvider = {
  async exchange() {
    throw new AppError('socialLoginOff');
  },
};

export const localSocial: SocialProvider = {
  async exchange(db, type, code, state) {
    return (await takeSocialCode(db, code, type, state))?.openId ?? null;
  },
  async issue(db, type, openId, state) {
    const code = randomToken();
    await insertSocialCode(db, { code, type, openId, state, expiresAt: new Date(Date.now() + 5 * 60_000) });
    return code;
  },
};

export const socialProvider = (config: Pick<Config, 'SOCIAL_PROVIDER'>): SocialProvider => (config.SOCIAL_PROVIDER === 'local' ? localSocial : noSocial);

/** Said at start-up when the local provider is on. */
export const LOCAL_SOCIAL_WARNING =
  'SOCIAL_PROVIDER=local: the local social provider hands anyone a sign-in code for any open id, so anyone can sign in as any user who bound a social account. For tests and demos only: never on a server people use.';
