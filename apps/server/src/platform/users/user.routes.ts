/** Administration of the caller's tenant's users (pig /admin/user), and the caller's own password and profile. */
import { EMAIL_RE, ok, PASSWORD_MAX, page } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { FieldErrors } from '../../http/errors.ts';
import { PageQuery } from '../logs/page-query.ts';
import { membersWithRole, promptMembers } from './user.repository.ts';
import * as users from './user.service.ts';

const Id = z.coerce.number().int().positive();
const PROMPT_LIMIT = 20;
// Passwords are only bounded here: the service checks the minimum length of every new password the same way.
const Password = z.string().max(PASSWORD_MAX);
// Phone and email may be null (none), as a row read back carries them.
const Profile = z.object({
  name: z.string().trim().max(64),
  phone: z.string().trim().max(20).nullable(),
  email: z.union([z.literal(''), z.string().trim().max(128).regex(EMAIL_RE)]).nullable(),
  avatar: z.string().trim().max(500),
});
// No defaults: an edit changes only what it sends; the service fills a new user's blanks.
const UserFields = Profile.extend({
  lockFlag: z.enum(['0', '9']),
  deptId: Id.nullable(),
  roleIds: z.array(Id).max(100),
  postIds: z.array(Id).max(100),
}).partial();
// A blank or missing username gets the spec's own message (登录账号不能为空) from the service.
const UserCreate = UserFields.extend({ username: z.string().trim().max(64).regex(/^\S*$/).optional(), password: Password });
const UserUpdate = UserFields.extend({ id: Id, password: Password.optional() });
// Own profile (pig's nickname arrives as name through the pig edge), and optionally a new password.
const OwnEdit = Profile.partial().extend({
  username: z.string().trim().max(64).optional(),
  password: z.string().max(PASSWORD_MAX).optional(),
  newpassword1: Password.optional(),
  newpassword2: Password.optional(),
});
const UserPage = PageQuery.extend({
  username: z.string().trim().max(64).optional(),
  phone: z.string().trim().max(20).optional(),
  deptId: Id.optional(),
  lockFlag: z.enum(['0', '9']).optional(),
});
const tags = ['user'];

export function userRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;

  r.get('/admin/user/page', { config: { access: 'sys_user_view', pig: 'user' }, schema: { tags, querystring: UserPage } }, async (request) => {
    const { current, size, ...filter } = request.query;
    const { records, total } = await users.pageUsers(deps, authOf(request), filter, { current, size });
    return ok(page(records, total, current, size));
  });

  // The spec's two lookups for selects: the same keyword search, at most PROMPT_LIMIT people.
  for (const path of ['/admin/user/promptData', '/admin/user/getPromptList']) {
    r.get(path, { config: { access: 'sys_user_view' }, schema: { tags, querystring: z.object({ keyword: z.string().trim().max(64).optional() }) } }, async (request) => {
      const auth = authOf(request);
      return ok(await database.withTenant(auth.tenantId, (tx) => promptMembers(tx, auth.tenantId, request.query.keyword, PROMPT_LIMIT)));
    });
  }

  r.get('/admin/user/getSysUserListByRoleId', { config: { access: 'sys_user_view' }, schema: { tags, querystring: z.object({ roleId: Id }) } }, async (request) => {
    const auth = authOf(request);
    return ok(await database.withTenant(auth.tenantId, (tx) => membersWithRole(tx, auth.tenantId, request.query.roleId)));
  });

  // pig's username check on the user form: the member, null when the name is free; a name taken in another tenant
  // answers only that it is taken (usernames are global), never that account's data.
  r.get(
    '/admin/user/details/:username',
    { config: { access: 'sys_user_view', pig: 'user' }, schema: { tags, params: z.object({ username: z.string().trim().min(1).max(64) }) } },
    async (request) => ok(await users.userByUsername(deps, authOf(request), request.params.username)),
  );

  r.get('/admin/user/:id', { config: { access: 'sys_user_view', pig: 'user' }, schema: { tags, params: z.object({ id: Id }) } }, async (request) =>
    ok(await users.getUser(deps, authOf(request), request.params.id)),
  );

  r.post('/admin/user', { config: { access: 'sys_user_add', title: 'add user', pig: 'user' }, schema: { tags, body: UserCreate } }, async (request) =>
    ok(await users.createUser(deps, authOf(request), request.body)),
  );

  r.put('/admin/user', { config: { access: 'sys_user_edit', title: 'edit user', pig: 'user' }, schema: { tags, body: UserUpdate } }, async (request) => {
    const { id, ...input } = request.body;
    return ok(await users.updateUser(deps, authOf(request), id, input));
  });

  r.delete('/admin/user', { config: { access: 'sys_user_del', title: 'delete user' }, schema: { tags, body: z.array(Id).min(1).max(500) } }, async (request) => {
    await users.deleteUsers(deps, authOf(request), request.body);
    return ok(true);
  });

  // pig deletes one user by id in the path.
  r.delete('/admin/user/:id', { config: { access: 'sys_user_del', title: 'delete user' }, schema: { tags, params: z.object({ id: Id }) } }, async (request) => {
    await users.deleteUsers(deps, authOf(request), [request.params.id]);
    return ok(true);
  });

  r.put(
    '/admin/user/unlock/:username',
    { config: { access: 'sys_user_lock', title: 'unlock user' }, schema: { tags, params: z.object({ username: z.string().trim().min(1).max(64) }) } },
    async (request) => {
      await users.unlockUser(deps, authOf(request), request.params.username);
      return ok(true);
    },
  );

  r.post(
    '/admin/user/resetPassword',
    { config: { access: 'sys_user_lock', title: 'reset user password' }, schema: { tags, body: z.object({ id: Id, password: Password }) } },
    async (request) => {
      await users.resetPassword(deps, authOf(request), request.body.id, request.body.password);
      return ok(true);
    },
  );

  r.put(
    '/admin/user/updatePassWord',
    { config: { access: 'user', title: 'change own password' }, schema: { tags, body: z.object({ password: z.string().min(1).max(PASSWORD_MAX), newpassword1: Password }) } },
    async (request) => {
      await users.changeOwnPassword(deps, authOf(request), request.body.password, request.body.newpassword1);
      return ok(true);
    },
  );

  // The own-profile form of pig clients also changes the password: password (the current one), newpassword1 and its
  // repetition newpassword2. The password changes only with the current one proven; the username is the caller's own.
  r.put(
    '/admin/user/edit',
    { config: { access: 'user', title: 'edit own profile', pig: 'user' }, schema: { tags, body: OwnEdit } },
    async (request) => {
      const auth = authOf(request);
      const { username, password, newpassword1, newpassword2, ...profile } = request.body;
      if (username !== undefined && username !== auth.username) throw new FieldErrors([{ field: 'username', code: 'unknownField' }]);
      if (newpassword1) {
        if (!password) throw new FieldErrors([{ field: 'password', code: 'required' }]);
        if (newpassword2 !== undefined && newpassword2 !== newpassword1) throw new FieldErrors([{ field: 'newpassword2', code: 'passwordsDiffer' }]);
        await users.changeOwnPassword(deps, auth, password, newpassword1);
      } else if (password || newpassword2) {
        throw new FieldErrors([{ field: 'newpassword1', code: 'required' }]);
      }
      return ok(await users.editOwnProfile(deps, auth, profile));
    },
  );
}
