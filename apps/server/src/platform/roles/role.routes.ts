/** Roles of the caller's tenant (pig /admin/role): lists, CRUD, and the menus and buttons each role grants. */
import { DATA_SCOPES, ok, page } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Conn } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { PageQuery } from '../logs/page-query.ts';
import * as repo from './role.repository.ts';

const Id = z.coerce.number().int().positive();
// No defaults here: in zod 4 a default survives .partial(), and an edit must not reset fields it did not send.
const RoleFields = z.object({
  name: z.string().trim().min(1).max(64),
  code: z.string().trim().min(1).max(64),
  description: z.string().trim().max(500),
  dataScope: z.enum(DATA_SCOPES),
});
const RoleCreate = RoleFields.extend({ description: RoleFields.shape.description.default(''), dataScope: RoleFields.shape.dataScope.default('self') });
const RoleUpdate = RoleFields.partial().extend({ id: Id });
const RoleFilter = z.object({ roleName: z.string().trim().max(64).optional(), roleCode: z.string().trim().max(64).optional() });
/** pig sends the granted menus as one comma-joined string ("" grants none). */
const RoleMenus = z.object({
  roleId: Id,
  menuIds: z
    .string()
    .trim()
    .max(20000)
    .regex(/^(\d{1,15}(,\d{1,15})*)?$/),
});
const tags = ['role'];

export function roleRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;

  r.get('/admin/role/page', { config: { access: 'sys_role_view', pig: 'role' }, schema: { tags, querystring: PageQuery.extend(RoleFilter.shape) } }, async (request) => {
    const auth = authOf(request);
    const { current, size, ...filter } = request.query;
    const { records, total } = await database.withTenant(auth.tenantId, (tx) => repo.pageRoles(tx, auth.tenantId, filter, { current, size }));
    return ok(page(records, total, current, size));
  });

  for (const path of ['/admin/role/list', '/admin/role/getRoleListByName']) {
    r.get(path, { config: { access: 'sys_role_view', pig: 'role' }, schema: { tags, querystring: RoleFilter } }, async (request) => {
      const auth = authOf(request);
      return ok(await database.withTenant(auth.tenantId, (tx) => repo.listRoles(tx, auth.tenantId, request.query)));
    });
  }

  r.get('/admin/role/getRoleListByMenuId', { config: { access: 'sys_role_view', pig: 'role' }, schema: { tags, querystring: z.object({ menuId: Id }) } }, async (request) => {
    const auth = authOf(request);
    return ok(await database.withTenant(auth.tenantId, (tx) => repo.rolesOfMenu(tx, auth.tenantId, request.query.menuId)));
  });

  r.get('/admin/role/:id', { config: { access: 'sys_role_view', pig: 'role' }, schema: { tags, params: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    const role = await database.withTenant(auth.tenantId, (tx) => repo.findRole(tx, auth.tenantId, request.params.id));
    if (!role) throw new AppError('notFound');
    return ok(role);
  });

  r.post('/admin/role', { config: { access: 'sys_role_add', title: 'add role', pig: 'role' }, schema: { tags, body: RoleCreate } }, async (request) => {
    const auth = authOf(request);
    return ok(
      await database.withTenant(auth.tenantId, async (tx) => {
        await assertCodeFree(tx, auth.tenantId, request.body.code);
        return repo.insertRole(tx, { ...request.body, tenantId: auth.tenantId, createdBy: auth.userId });
      }),
    );
  });

  r.put('/admin/role', { config: { access: 'sys_role_edit', title: 'edit role', pig: 'role' }, schema: { tags, body: RoleUpdate } }, async (request) => {
    const auth = authOf(request);
    const { id, ...patch } = request.body;
    return ok(
      await database.withTenant(auth.tenantId, async (tx) => {
        if (!(await repo.findRole(tx, auth.tenantId, id))) throw new AppError('notFound');
        if (patch.code) await assertCodeFree(tx, auth.tenantId, patch.code, id);
        return repo.updateRole(tx, auth.tenantId, id, { ...patch, updatedBy: auth.userId });
      }),
    );
  });

  r.delete('/admin/role/:id', { config: { access: 'sys_role_del', title: 'delete role', pig: 'role' }, schema: { tags, params: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    const { id } = request.params;
    await database.withTenant(auth.tenantId, async (tx) => {
      if (!(await repo.findRole(tx, auth.tenantId, id))) throw new AppError('notFound');
      if (await repo.isHeld(tx, auth.tenantId, id)) throw new AppError('inUse');
      await repo.softDeleteRole(tx, auth.tenantId, id, auth.userId);
    });
    return ok(true);
  });

  r.get('/admin/menu/tree/:roleId', { config: { access: 'sys_role_view', pig: 'role' }, schema: { tags, params: z.object({ roleId: Id }) } }, async (request) => {
    const auth = authOf(request);
    const { roleId } = request.params;
    return ok(
      await database.withTenant(auth.tenantId, async (tx) => {
        if (!(await repo.findRole(tx, auth.tenantId, roleId))) throw new AppError('notFound');
        return repo.menuIdsOfRole(tx, auth.tenantId, roleId);
      }),
    );
  });

  // Permissions are read from the database on every request (auth/session.ts), so the new set applies from the next one.
  r.put('/admin/role/menu', { config: { access: 'sys_role_perm', title: 'grant role menus', pig: 'roleMenus' }, schema: { tags, body: RoleMenus } }, async (request) => {
    const auth = authOf(request);
    const { roleId } = request.body;
    const menuIds = [...new Set(request.body.menuIds.split(',').filter(Boolean).map(Number))];
    await database.withTenant(auth.tenantId, async (tx) => {
      if (!(await repo.findRole(tx, auth.tenantId, roleId))) throw new AppError('notFound');
      if ((await repo.countMenus(tx, auth.tenantId, menuIds)) !== menuIds.length) throw new FieldErrors([{ field: 'menuIds', code: 'notFound' }]);
      await repo.replaceRoleMenus(tx, auth.tenantId, roleId, menuIds);
    });
    return ok(true);
  });
}

async function assertCodeFree(tx: Conn, tenantId: number, code: string, exceptId?: number) {
  if (await repo.codeTaken(tx, tenantId, code, exceptId)) throw new FieldErrors([{ field: 'code', code: 'duplicate' }]);
}
