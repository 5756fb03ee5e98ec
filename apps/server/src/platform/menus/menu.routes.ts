/** Menus: the signed-in user's tree (left and top), the whole tree for administrators, and CRUD. */
import { buildMenuTree, ok } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Conn } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { derivedKey } from '../../http/pig-edge.ts';
import { authOf, type AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import * as repo from './menu.repository.ts';

// No defaults here: in zod 4 a default survives .partial(), and an edit must not reset fields it did not send.
const MenuFields = z.object({
  parentId: z.coerce.number().int(),
  key: z.string().trim().min(1).max(64).regex(/^[\w.-]+$/),
  name: z.string().trim().min(1).max(64),
  path: z.string().trim().max(255),
  icon: z.string().trim().max(64),
  type: z.enum(['0', '1', '2']),
  permission: z.string().trim().max(64).nullish(),
  sort: z.coerce.number().int().min(0).max(100000),
  keepAlive: z.enum(['0', '1']),
});
// A menu without a key (pig clients have none) gets one from its permission (a button) or its path (derivedKey).
const MenuCreate = MenuFields.extend({
  key: MenuFields.shape.key.optional(),
  parentId: MenuFields.shape.parentId.default(-1),
  path: MenuFields.shape.path.default(''),
  icon: MenuFields.shape.icon.default(''),
  type: MenuFields.shape.type.default('0'),
  sort: MenuFields.shape.sort.default(0),
  keepAlive: MenuFields.shape.keepAlive.default('0'),
});
const MenuUpdate = MenuFields.partial().extend({ id: z.coerce.number().int().positive() });
const IdParam = z.object({ id: z.coerce.number().int().positive() });

export function menuRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;

  /** Left menu (types 0 and 1 under left roots) or top menu (type 2) of the caller. */
  const userTree = (auth: AuthContext, top: boolean) =>
    database.withTenant(auth.tenantId, async (tx) => {
      const rows = await repo.listMenusOfRoles(tx, auth.tenantId, auth.roleIds);
      return buildMenuTree(rows.filter((m) => (top ? m.type === '2' : m.type === '0')));
    });

  r.get(
    '/admin/menu',
    { config: { access: 'user', pig: 'menu' }, schema: { tags: ['menu'], querystring: z.object({ type: z.enum(['top', 'left']).optional(), parentId: z.coerce.number().int().optional() }) } },
    async (request) => ok(await userTree(authOf(request), request.query.type === 'top')),
  );
  r.post('/admin/menu/getMenus', { config: { access: 'user', read: true, pig: 'menu' }, schema: { tags: ['menu'] } }, async (request) => ok(await userTree(authOf(request), false)));

  r.get('/admin/menu/tree', { config: { access: 'sys_menu_view', pig: 'menu' }, schema: { tags: ['menu'] } }, async (request) => {
    const auth = authOf(request);
    return ok(buildMenuTree(await database.withTenant(auth.tenantId, (tx) => repo.listMenus(tx, auth.tenantId))));
  });

  r.get('/admin/menu/:id', { config: { access: 'sys_menu_view', pig: 'menu' }, schema: { tags: ['menu'], params: IdParam } }, async (request) => {
    const auth = authOf(request);
    const menu = await database.withTenant(auth.tenantId, (tx) => repo.findMenu(tx, auth.tenantId, request.params.id));
    if (!menu) throw new AppError('notFound');
    return ok(menu);
  });

  r.post('/admin/menu', { config: { access: 'sys_menu_add', title: 'add menu', pig: 'menu' }, schema: { tags: ['menu'], body: MenuCreate } }, async (request) => {
    const auth = authOf(request);
    return ok(
      await database.withTenant(auth.tenantId, async (tx) => {
        await assertParent(tx, auth.tenantId, request.body.parentId);
        const key = request.body.key ?? derivedKey('menu', request.body.permission || request.body.path, 64);
        await assertKeyFree(tx, auth.tenantId, key);
        return repo.insertMenu(tx, { ...request.body, key, tenantId: auth.tenantId, createdBy: auth.userId });
      }),
    );
  });

  r.put(
    '/admin/menu',
    { config: { access: 'sys_menu_edit', title: 'edit menu', pig: 'menu' }, schema: { tags: ['menu'], body: MenuUpdate } },
    async (request) => {
      const auth = authOf(request);
      const { id, ...patch } = request.body;
      return ok(
        await database.withTenant(auth.tenantId, async (tx) => {
          const current = await repo.findMenu(tx, auth.tenantId, id);
          if (!current) throw new AppError('notFound');
          if (patch.parentId !== undefined) {
            if (patch.parentId === id) throw new AppError('validation', { field: 'parentId', message: '≠ id' });
            await assertParent(tx, auth.tenantId, patch.parentId);
          }
          if (patch.key && patch.key !== current.key) await assertKeyFree(tx, auth.tenantId, patch.key);
          return repo.updateMenu(tx, auth.tenantId, id, { ...patch, updatedBy: auth.userId });
        }),
      );
    },
  );

  r.delete('/admin/menu/:id', { config: { access: 'sys_menu_del', title: 'delete menu', pig: 'menu' }, schema: { tags: ['menu'], params: IdParam } }, async (request) => {
    const auth = authOf(request);
    await database.withTenant(auth.tenantId, async (tx) => {
      if (!(await repo.findMenu(tx, auth.tenantId, request.params.id))) throw new AppError('notFound');
      if (await repo.hasChildren(tx, auth.tenantId, request.params.id)) throw new AppError('inUse');
      await repo.softDeleteMenu(tx, auth.tenantId, request.params.id);
    });
    return ok(true);
  });
}

async function assertParent(tx: Conn, tenantId: number, parentId: number) {
  if (parentId !== -1 && !(await repo.findMenu(tx, tenantId, parentId))) throw new AppError('notFound');
}

async function assertKeyFree(tx: Conn, tenantId: number, key: string) {
  if (await repo.keyTaken(tx, tenantId, key)) throw new FieldErrors([{ field: 'key', code: 'duplicate' }]);
}
