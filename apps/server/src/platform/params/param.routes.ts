/** System parameters (pig's sys_public_param): page, get, CRUD, and the public value of a key for the web client. */
import { ok, page } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf, requestedTenant } from '../../http/access.ts';
import { PageQuery } from '../logs/page-query.ts';
import * as repo from './param.repository.ts';
import * as service from './param.service.ts';

const Key = z.string().trim().min(1).max(64).regex(/^[\w.-]+$/);
// No defaults here: in zod 4 a default survives .partial(), and an edit must not reset fields it did not send.
const ParamFields = z.object({
  publicKey: Key,
  publicValue: z.string().max(2000),
  name: z.string().trim().min(1).max(128),
  /** '0' enabled, '1' disabled. */
  status: z.enum(['0', '1']),
  /** pig's type (dictionary param_type) and check code, kept as written. */
  publicType: z.string().trim().max(8),
  validateCode: z.string().trim().max(64),
});
const ParamCreate = ParamFields.extend({
  publicValue: ParamFields.shape.publicValue.default(''),
  status: ParamFields.shape.status.default('0'),
  publicType: ParamFields.shape.publicType.default(''),
  validateCode: ParamFields.shape.validateCode.default(''),
});
const ParamUpdate = ParamFields.partial().extend({ id: z.coerce.number().int().positive() });
const ParamPage = PageQuery.extend({
  publicKey: z.string().trim().max(64).optional(),
  name: z.string().trim().max(128).optional(),
  status: z.enum(['0', '1']).optional(),
  systemFlag: z.enum(['0', '1']).optional(),
});
const IdParam = z.object({ id: z.coerce.number().int().positive() });

export function paramRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;
  const tags = ['param'];

  r.get('/admin/param/page', { config: { access: 'sys_param_view', pig: 'param' }, schema: { tags, querystring: ParamPage } }, async (request) => {
    const auth = authOf(request);
    const { current, size, ...filter } = request.query;
    const { records, total } = await database.withTenant(auth.tenantId, (tx) => repo.pageParams(tx, auth.tenantId, filter, { current, size }));
    return ok(page(records, total, current, size));
  });

  // Public as in pig: the login page and the shell read settings such as REGISTER_USER before anyone signs in.
  // Only enabled parameters answer; an unknown key answers null.
  r.get(
    '/admin/param/publicValue/:key',
    { config: { access: 'public' }, schema: { tags, summary: 'Value of an enabled parameter of the TENANT-ID tenant', params: z.object({ key: Key }) } },
    async (request) => {
      const tenantId = requestedTenant(request) ?? 1;
      return ok((await database.withTenant(tenantId, (tx) => repo.enabledValue(tx, tenantId, request.params.key))) ?? null);
    },
  );

  r.get('/admin/param/:id', { config: { access: 'sys_param_view', pig: 'param' }, schema: { tags, params: IdParam } }, async (request) => {
    const auth = authOf(request);
    return ok(await database.withTenant(auth.tenantId, (tx) => service.getParam(tx, auth.tenantId, request.params.id)));
  });

  r.post('/admin/param', { config: { access: 'sys_param_add', title: 'add parameter', pig: 'param' }, schema: { tags, body: ParamCreate } }, async (request) => {
    const auth = authOf(request);
    return ok(await database.withTenant(auth.tenantId, (tx) => service.createParam(tx, auth, request.body)));
  });

  r.put('/admin/param', { config: { access: 'sys_param_edit', title: 'edit parameter', pig: 'param' }, schema: { tags, body: ParamUpdate } }, async (request) => {
    const auth = authOf(request);
    const { id, ...patch } = request.body;
    return ok(await database.withTenant(auth.tenantId, (tx) => service.updateParam(tx, auth, id, patch)));
  });

  r.delete('/admin/param/:id', { config: { access: 'sys_param_del', title: 'delete parameter', pig: 'param' }, schema: { tags, params: IdParam } }, async (request) => {
    const auth = authOf(request);
    await database.withTenant(auth.tenantId, (tx) => service.deleteParam(tx, auth, request.params.id));
    return ok(true);
  });
}
