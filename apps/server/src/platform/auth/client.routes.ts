/**
 * Terminal management (spec section 2; pig's /admin/client): the OAuth clients that may sign users in, with their
 * grants, token lifetimes, password encryption, captcha and the status an ended session answers (424 or 401).
 * A client is named by its clientId in the path, as pig names it.
 */
import { ok, page } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { PageQuery } from '../logs/page-query.ts';
import * as service from './client.service.ts';

const ClientId = z.string().trim().min(1).max(32).regex(/^[\w.-]+$/, 'formatError');
/** Seconds: a minute to a year. */
const Validity = z.coerce.number().int().min(60).max(31_536_000);
const GrantTypes = z
  .string()
  .trim()
  .transform((v) => [...new Set(v.split(',').map((g) => g.trim()).filter(Boolean))].join(','))
  .refine((v) => v !== '' && v.split(',').every((g) => (service.GRANT_TYPES as readonly string[]).includes(g)), 'formatError');
// No defaults here: in zod 4 a default survives .partial(), and an edit must not reset fields it did not send.
const ClientFields = z.object({
  clientId: ClientId,
  /** In clear, only ever written: hashed at once. */
  secret: z.string().min(1).max(64).regex(/^\S+$/, 'formatError').nullish(),
  scope: z.string().trim().min(1).max(64),
  grantTypes: GrantTypes,
  accessValiditySeconds: Validity,
  refreshValiditySeconds: Validity,
  encFlag: z.boolean(),
  /** AES key as pig clients parse it (Latin1): 16, 24 or 32 characters. */
  aesKey: z.string().refine((v) => [16, 24, 32].includes(Buffer.from(v, 'latin1').length) && /^[\x20-\x7e]+$/.test(v), 'formatError'),
  aesMode: z.enum(['CBC', 'CFB']),
  captchaFlag: z.boolean(),
  expiredStatus: z.coerce.number().pipe(z.union([z.literal(424), z.literal(401)])),
  redirectUri: z.string().trim().max(255),
  authorities: z.string().trim().max(255),
  autoApprove: z.string().trim().max(16),
});
const ClientCreate = ClientFields.extend({
  scope: ClientFields.shape.scope.default('server'),
  grantTypes: GrantTypes.default('password,refresh_token'),
  accessValiditySeconds: Validity.default(43_200),
  refreshValiditySeconds: Validity.default(2_592_000),
  encFlag: ClientFields.shape.encFlag.default(false),
  aesKey: ClientFields.shape.aesKey.default('pigxpigxpigxpigx'),
  aesMode: ClientFields.shape.aesMode.default('CBC'),
  captchaFlag: ClientFields.shape.captchaFlag.default(false),
  expiredStatus: ClientFields.shape.expiredStatus.default(424),
  redirectUri: ClientFields.shape.redirectUri.default(''),
  authorities: ClientFields.shape.authorities.default(''),
  autoApprove: ClientFields.shape.autoApprove.default(''),
});
const ClientUpdate = ClientFields.partial().extend({ id: z.coerce.number().int().positive() });
const ClientPage = PageQuery.extend({ clientId: z.string().trim().max(32).optional() });
const ClientParam = z.object({ clientId: ClientId });

export function clientRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;
  const tags = ['client'];

  r.get('/admin/client/page', { config: { access: 'sys_client_view', pig: 'client' }, schema: { tags, querystring: ClientPage } }, async (request) => {
    const auth = authOf(request);
    const { current, size, ...filter } = request.query;
    const { records, total } = await database.withTenant(auth.tenantId, (tx) => service.pageClients(tx, auth, filter, { current, size }));
    return ok(page(records, total, current, size));
  });

  r.get('/admin/client/:clientId', { config: { access: 'sys_client_view', pig: 'client' }, schema: { tags, params: ClientParam } }, async (request) => {
    const auth = authOf(request);
    return ok(await database.withTenant(auth.tenantId, (tx) => service.getClient(tx, auth, request.params.clientId)));
  });

  r.post('/admin/client', { config: { access: 'sys_client_add', title: 'add client', pig: 'client' }, schema: { tags, body: ClientCreate } }, async (request) => {
    const auth = authOf(request);
    return ok(await database.withTenant(auth.tenantId, (tx) => service.createClient(tx, auth, request.body)));
  });

  r.put('/admin/client', { config: { access: 'sys_client_edit', title: 'edit client', pig: 'client' }, schema: { tags, body: ClientUpdate } }, async (request) => {
    const auth = authOf(request);
    const { id, ...patch } = request.body;
    return ok(await database.withTenant(auth.tenantId, (tx) => service.updateClient(tx, auth, id, patch)));
  });

  r.delete('/admin/client/:clientId', { config: { access: 'sys_client_del', title: 'delete client', pig: 'client' }, schema: { tags, params: ClientParam } }, async (request) => {
    const auth = authOf(request);
    await database.withTenant(auth.tenantId, (tx) => service.deleteClient(tx, auth, request.params.clientId));
    return ok(true);
  });
}
