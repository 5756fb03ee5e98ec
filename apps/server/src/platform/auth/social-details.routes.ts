/** Social accounts (pig's /admin/social): the tenant's apps at social login providers. */
import { ok, page } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { PageQuery } from '../logs/page-query.ts';
import * as service from './social-details.service.ts';

const Type = z.string().trim().min(1).max(16).regex(/^\w+$/, 'formatError');
// No defaults here: in zod 4 a default survives .partial(), and an edit must not reset fields it did not send.
const SocialFields = z.object({
  type: Type,
  appId: z.string().trim().min(1).max(128),
  /** In clear, only ever written: sealed at once. */
  appSecret: z.string().min(1).max(256).nullish(),
  redirectUrl: z.string().trim().max(255).refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'formatError'),
  remark: z.string().trim().max(500),
  /** Off refuses sign-in with this type in the tenant, keeping the app. pig's SysSocialDetails has no such field. */
  enabled: z.boolean(),
});
const SocialCreate = SocialFields.extend({
  redirectUrl: SocialFields.shape.redirectUrl.default(''),
  remark: SocialFields.shape.remark.default(''),
  enabled: SocialFields.shape.enabled.default(true),
});
const SocialUpdate = SocialFields.partial().extend({ id: z.coerce.number().int().positive() });
const SocialPage = PageQuery.extend({ type: Type.optional(), appId: z.string().trim().max(128).optional() });
const IdParam = z.object({ id: z.coerce.number().int().positive() });

export function socialDetailsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, secrets } = deps;
  const tags = ['social'];

  r.get('/admin/social/page', { config: { access: 'sys_social_details_view', pig: 'social' }, schema: { tags, querystring: SocialPage } }, async (request) => {
    const auth = authOf(request);
    const { current, size, ...filter } = request.query;
    const { records, total } = await database.withTenant(auth.tenantId, (tx) => service.pageSocialDetails(tx, auth.tenantId, filter, { current, size }));
    return ok(page(records, total, current, size));
  });

  r.get('/admin/social/:id', { config: { access: 'sys_social_details_view', pig: 'social' }, schema: { tags, params: IdParam } }, async (request) => {
    const auth = authOf(request);
    return ok(await database.withTenant(auth.tenantId, (tx) => service.getSocialDetails(tx, auth.tenantId, request.params.id)));
  });

  r.post('/admin/social', { config: { access: 'sys_social_details_add', title: 'add social account', pig: 'social' }, schema: { tags, body: SocialCreate } }, async (request) => {
    const auth = authOf(request);
    return ok(await database.withTenant(auth.tenantId, (tx) => service.createSocialDetails(tx, auth, secrets, request.body)));
  });

  r.put('/admin/social', { config: { access: 'sys_social_details_edit', title: 'edit social account', pig: 'social' }, schema: { tags, body: SocialUpdate } }, async (request) => {
    const auth = authOf(request);
    const { id, ...patch } = request.body;
    return ok(await database.withTenant(auth.tenantId, (tx) => service.updateSocialDetails(tx, auth, secrets, id, patch)));
  });

  r.delete('/admin/social/:id', { config: { access: 'sys_social_details_del', title: 'delete social account', pig: 'social' }, schema: { tags, params: IdParam } }, async (request) => {
    const auth = authOf(request);
    await database.withTenant(auth.tenantId, (tx) => service.deleteSocialDetails(tx, auth, request.params.id));
    return ok(true);
  });
}
