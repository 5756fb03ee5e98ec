/** Posts (job titles) of the caller's tenant: page, list, get and CRUD (pig /admin/post). */
import { ok, page } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Conn } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { PageQuery } from '../logs/page-query.ts';
import * as repo from './post.repository.ts';

// No defaults here: in zod 4 a default survives .partial(), and an edit must not reset fields it did not send.
const PostFields = z.object({
  code: z.string().trim().min(1).max(32),
  name: z.string().trim().min(1).max(64),
  sort: z.coerce.number().int().min(0).max(100000),
  remark: z.string().trim().max(500),
});
const PostCreate = PostFields.extend({ sort: PostFields.shape.sort.default(0), remark: PostFields.shape.remark.default('') });
const PostUpdate = PostFields.partial().extend({ id: z.coerce.number().int().positive() });
const IdParam = z.object({ id: z.coerce.number().int().positive() });
const PostPage = PageQuery.extend({ code: z.string().trim().max(32).optional(), name: z.string().trim().max(64).optional() });
const tags = ['post'];

export function postRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;

  r.get('/admin/post/page', { config: { access: 'sys_post_view' }, schema: { tags, querystring: PostPage } }, async (request) => {
    const auth = authOf(request);
    const { current, size, ...filter } = request.query;
    const { records, total } = await database.withTenant(auth.tenantId, (tx) => repo.pagePosts(tx, auth.tenantId, filter, { current, size }));
    return ok(page(records, total, current, size));
  });

  r.get('/admin/post/list', { config: { access: 'sys_post_view' }, schema: { tags } }, async (request) => {
    const auth = authOf(request);
    return ok(await database.withTenant(auth.tenantId, (tx) => repo.listPosts(tx, auth.tenantId)));
  });

  r.get('/admin/post/:id', { config: { access: 'sys_post_view' }, schema: { tags, params: IdParam } }, async (request) => {
    const auth = authOf(request);
    const post = await database.withTenant(auth.tenantId, (tx) => repo.findPost(tx, auth.tenantId, request.params.id));
    if (!post) throw new AppError('notFound');
    return ok(post);
  });

  r.post('/admin/post', { config: { access: 'sys_post_add', title: 'add post' }, schema: { tags, body: PostCreate } }, async (request) => {
    const auth = authOf(request);
    return ok(
      await database.withTenant(auth.tenantId, async (tx) => {
        await assertCodeFree(tx, auth.tenantId, request.body.code);
        return repo.insertPost(tx, { ...request.body, tenantId: auth.tenantId, createdBy: auth.userId });
      }),
    );
  });

  r.put('/admin/post', { config: { access: 'sys_post_edit', title: 'edit post' }, schema: { tags, body: PostUpdate } }, async (request) => {
    const auth = authOf(request);
    const { id, ...patch } = request.body;
    return ok(
      await database.withTenant(auth.tenantId, async (tx) => {
        if (!(await repo.findPost(tx, auth.tenantId, id))) throw new AppError('notFound');
        if (patch.code) await assertCodeFree(tx, auth.tenantId, patch.code, id);
        return repo.updatePost(tx, auth.tenantId, id, { ...patch, updatedBy: auth.userId });
      }),
    );
  });

  r.delete('/admin/post/:id', { config: { access: 'sys_post_del', title: 'delete post' }, schema: { tags, params: IdParam } }, async (request) => {
    const auth = authOf(request);
    await database.withTenant(auth.tenantId, async (tx) => {
      if (!(await repo.softDeletePost(tx, auth.tenantId, request.params.id, auth.userId))) throw new AppError('notFound');
    });
    return ok(true);
  });
}

async function assertCodeFree(tx: Conn, tenantId: number, code: string, exceptId?: number) {
  if (await repo.codeTaken(tx, tenantId, code, exceptId)) throw new FieldErrors([{ field: 'code', code: 'duplicate' }]);
}
