/** Turns a bearer token and the requested tenant into the caller's AuthContext, or the contract's 401/424/403. */
import { errorStatus, pickLang } from '@as/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type AuthContext, bearerToken, requestedTenant } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { TENANT_ACTIVE } from '../tenants/tenant.repository.ts';
import { toGrants } from '../users/user.repository.ts';
import { prepareSessionQuery } from './auth.repository.ts';
import { sha256 } from './crypto.ts';

/**
 * A session that has ended (expired, revoked, its user locked, its tenant frozen or its period over), answered with
 * the status the token's client waits for before it signs out (sys_oauth_client.expired_status): 424, our spec's
 * client, or 401, pigx-ui's. The message is the reason's either way.
 */
export class SessionEnded extends AppError {
  constructor(
    code: 'tokenExpired' | 'loggedInElsewhere' | 'tenantFrozen',
    private readonly clientStatus: number = errorStatus('tokenExpired'),
  ) {
    super(code);
  }
  override get status(): number {
    return this.clientStatus;
  }
}

/** A token that no longer works: the client's status with the reason's message ("logged in on another device" when kicked). */
export function assertTokenLive<T extends { revokedAt: Date | null; revokedReason: string | null; accessExpiresAt: Date }>(
  token: T | undefined,
  expiredStatus?: number,
  now = new Date(),
): asserts token is T {
  if (!token) throw new AppError('unauthorized');
  if (token.revokedReason === 'elsewhere') throw new SessionEnded('loggedInElsewhere', expiredStatus);
  if (token.revokedAt || token.accessExpiresAt <= now) throw new SessionEnded('tokenExpired', expiredStatus);
}

/** Whether a tenant's period (valid_from, valid_to; null unbounded) holds at a moment. */
export const inPeriod = (tenant: { validFrom: Date | null; validTo: Date | null }, now = new Date()) =>
  (!tenant.validFrom || tenant.validFrom <= now) && (!tenant.validTo || tenant.validTo > now);

/**
 * A session's tenant must be open: a frozen one ('9', pig's sys_tenant.status) ends its sessions saying why; one out of
 * its period (over, or not begun) ends them as expired, and signing in again says why.
 */
export function assertTenantOpen(tenant: { status: string | null; validFrom: Date | null; validTo: Date | null }, clientStatus?: number | null) {
  if (tenant.status !== TENANT_ACTIVE) throw new SessionEnded('tenantFrozen', clientStatus ?? undefined);
  if (!inPeriod(tenant)) throw new SessionEnded('tokenExpired', clientStatus ?? undefined);
}

/**
 * Verified sessions kept in memory, so that a request does not ask PostgreSQL again who its caller is and what
 * they may do (the session query aggregates a few hundred permissions: a third of the work-order grid's time).
 * Every committed change to what a session holds drops them all, on every instance (AUTH_CHANGED, db/client.ts);
 * a load that was under way when they were dropped is not kept. An entry also lapses after `ttlMs`, and never
 * outlives its token. At most `max` are kept (an entry holds its few hundred permissions: ~16 kB), the oldest going
 * first; an instance with more sessions active within `ttlMs` asks for the others as before.
 */
export function sessionCache<T extends { accessExpiresAt: Date }>(onChanged: (drop: () => void) => void, { ttlMs = 10_000, max = 2_000, now = Date.now } = {}) {
  const entries = new Map<string, { value: T; until: number }>();
  let generation = 0;
  onChanged(() => {
    entries.clear();
    generation++;
  });
  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.until > at) return hit.value;
      entries.delete(key);
      const seen = generation;
      const value = await load();
      if (generation === seen) {
        // The oldest entry goes first: a Map iterates in insertion order.
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, until: Math.min(at + ttlMs, value.accessExpiresAt.getTime()) });
      }
      return value;
    },
  };
}

export function sessionAuthenticator(database: Database) {
  const sessionQuery = prepareSessionQuery(database.db);
  const sessions = sessionCache<AuthContext>((drop) => database.onAuthChanged(drop));
  return async (request: FastifyRequest): Promise<AuthContext> => {
    const raw = bearerToken(request);
    if (!raw) throw new AppError('unauthorized');
    const accessHash = sha256(raw);
    const tenantId = requestedTenant(request);
    return sessions.get(`${accessHash}:${tenantId ?? ''}`, async () => {
      const [row] = await sessionQuery.execute({ accessHash, tenantId });
      assertTokenLive(row, row?.expiredStatus ?? undefined);
      if (row.lockFlag === '9') throw new SessionEnded('tokenExpired', row.expiredStatus ?? undefined);
      if (row.memberTenant === null) throw new AppError('tenantNotAllowed');
      assertTenantOpen({ status: row.tenantStatus, validFrom: row.validFrom, validTo: row.validTo }, row.expiredStatus ?? undefined);
      const grants = toGrants(row);
      return {
        tokenId: row.tokenId,
        clientId: row.clientId,
        userId: row.userId,
        username: row.username,
        tenantId: row.memberTenant,
        tenantLang: pickLang(row.defaultLang),
        deptId: row.deptId,
        snUserId: row.snUserId,
        roleIds: grants.roleIds,
        roleCodes: grants.roleCodes,
        dataScope: grants.dataScope,
        permissions: new Set(grants.permissions),
        accessExpiresAt: row.accessExpiresAt,
      };
    });
  };
}
