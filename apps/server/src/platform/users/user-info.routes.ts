/** GET /admin/user/info: the signed-in user, roles, permissions and company short name (never a password hash). */
import { ok } from '@as/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { withPigNames } from '../../http/pig-edge.ts';
import { authOf } from '../../http/access.ts';
import { sysTenant } from '../tenants/tenant.table.ts';
import { findUserById } from './user.repository.ts';

export function userInfoRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/admin/user/info', { config: { access: 'user' }, schema: { tags: ['user'] } }, async (request) => {
    const auth = authOf(request);
    const db = deps.database.db;
    const [user, [tenant]] = await Promise.all([
      findUserById(db, auth.userId),
      db.select({ shortName: sysTenant.shortName, name: sysTenant.name }).from(sysTenant).where(eq(sysTenant.id, auth.tenantId)),
    ]);
    return ok({
      sysUser: {
        userId: user.id,
        username: user.username,
        name: user.name,
        phone: user.phone,
        email: user.email,
        avatar: user.avatar,
        deptId: auth.deptId,
        tenantId: auth.tenantId,
        snUserId: auth.snUserId,
        lockFlag: user.lockFlag,
        accountOf400: user.accountOf400,
        psdOf400: deps.secrets.open(user.psdOf400),
        agentPhoneNum: user.agentPhoneNum,
        createTime: user.createdAt,
      },
      roles: auth.roleIds,
      roleCodes: auth.roleCodes,
      permissions: withPigNames(auth.permissions).sort(),
      companyShotName: tenant?.shortName || tenant?.name || '',
    });
  });
}
