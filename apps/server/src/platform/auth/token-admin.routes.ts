/** The token screen (pig's /admin/token): the tenant's live sessions, and kicking one out. */
import { ok, page } from '@as/shared';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Conn } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { contains, offsetOf, type Paging, PageQuery } from '../logs/page-query.ts';
import { sysUser } from '../users/user.table.ts';
import { revokeToken } from './auth.repository.ts';
import { sha256 } from './crypto.ts';
import { sysToken } from './auth.table.ts';

const TokenPage = PageQuery.extend({ username: z.string().trim().max(64).optional() });
// A session's id (our screen, and the handle pig's screen shows as access_token) or an access token's value.
const SessionParam = z.object({ id: z.union([z.string().regex(/^[1-9]\d{0,14}$/), z.string().regex(/^[\w-]{20,512}$/)]) });

/** A session lives until it is revoked or can no longer be refreshed. sys_token is global: the tenant is filtered here. */
const liveIn = (tenantId: number) => and(eq(sysToken.tenantId, tenantId), isNull(sysToken.revokedAt), gt(sysToken.refreshExpiresAt, new Date()));

/** Who, from where, with which client, since and until when; never the token hashes. */
async function pageSessions(db: Conn, tenantId: number, username: string | undefined, paging: Paging) {
  const where = and(liveIn(tenantId), username ? contains(sysUser.username, username) : undefined);
  const records = await db
    .select({
      id: sysToken.id,
      userId: sysToken.userId,
      username: sysUser.username,
      clientId: sysToken.clientId,
      grantType: sysToken.grantType,
      issuedAt: sysToken.createdAt,
      expiresAt: sysToken.accessExpiresAt,
      refreshExpiresAt: sysToken.refreshExpiresAt,
      remoteAddr: sysToken.remoteAddr,
      userAgent: sysToken.userAgent,
    })
    .from(sysToken)
    .innerJoin(sysUser, eq(sysUser.id, sysToken.userId))
    .where(where)
    .orderBy(desc(sysToken.createdAt), desc(sysToken.id))
    .limit(paging.size)
    .offset(offsetOf(paging));
  const [{ total }] = await db.select({ total: count() }).from(sysToken).innerJoin(sysUser, eq(sysUser.id, sysToken.userId)).where(where);
  return { records, total };
}

const findLiveSession = async (db: Conn, tenantId: number, handle: string) =>
  (
    await db
      .select({ id: sysToken.id })
      .from(sysToken)
      .where(and(liveIn(tenantId), /^\d{1,15}$/.test(handle) ? eq(sysToken.id, Number(handle)) : eq(sysToken.accessHash, sha256(handle))))
  )[0];

export function tokenAdminRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;
  const tags = ['token'];

  r.get('/admin/token/page', { config: { access: 'sys_token_view', pig: 'token' }, schema: { tags, querystring: TokenPage } }, async (request) => {
    const auth = authOf(request);
    const { current, size, username } = request.query;
    const { records, total } = await database.withTenant(auth.tenantId, (tx) => pageSessions(tx, auth.tenantId, username, { current, size }));
    return ok(page(records.map((row) => ({ ...row, current: row.id === auth.tokenId })), total, current, size));
  });

  // The kicked token's next request answers 424 (tokenExpired), and its refresh token no longer works. pig's screen
  // revokes by the value it shows as access_token (the session's handle); a real token's value works too.
  r.delete('/admin/token/:id', { config: { access: 'sys_token_del', title: 'kick out session' }, schema: { tags, params: SessionParam } }, async (request) => {
    const auth = authOf(request);
    const kicked = await database.withTenant(auth.tenantId, async (tx) => {
      const session = await findLiveSession(tx, auth.tenantId, request.params.id);
      return session ? revokeToken(tx, session.id, 'kicked') : false;
    });
    if (!kicked) throw new AppError('notFound');
    return ok(true);
  });
}
