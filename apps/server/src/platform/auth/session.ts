/** Turns a bearer token and the requested tenant into the caller's AuthContext, or the contract's 401/424/403. */
import { pickLang } from '@as/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type AuthContext, bearerToken, requestedTenant } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { toGrants } from '../users/user.repository.ts';
import { prepareSessionQuery } from './auth.repository.ts';
import { sha256 } from './crypto.ts';

/** A token that no longer works: 424 with the reason's message ("logged in on another device" when kicked). */
export function assertTokenLive<T extends { revokedAt: Date | null; revokedReason: string | null; accessExpiresAt: Date }>(
  token: T | undefined,
  now = new Date(),
): asserts token is T {
  if (!token) throw new AppError('unauthorized');
  if (token.revokedReason === 'elsewhere') throw new AppError('loggedInElsewhere');
  if (token.revokedAt || token.accessExpiresAt <= now) throw new AppError('tokenExpired');
}

export function sessionAuthenticator(database: Database) {
  const sessionQuery = prepareSessionQuery(database.db);
  return async (request: FastifyRequest): Promise<AuthContext> => {
    const raw = bearerToken(request);
    if (!raw) throw new AppError('unauthorized');
    const [row] = await sessionQuery.execute({ accessHash: sha256(raw), tenantId: requestedTenant(request) });
    assertTokenLive(row);
    if (row.lockFlag === '9') throw new AppError('tokenExpired');
    if (row.memberTenant === null) throw new AppError('tenantNotAllowed');
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
  };
}
