/**
 * Tenants (pig's /admin/tenant) and the spec's company information (/admin/fwpttenant).
 *
 * Switching organisation needs no new token: every request names its tenant in the TENANT-ID header (pig-contract.md)
 * and the session accepts any tenant the token's user is a member of (403 otherwise). The token's own tenant, the one
 * it was issued for, applies only when a request names none. A client switches by listing GET /admin/tenant/mine
 * and sending the chosen id as TENANT-ID from then on.
 */
import { LANGS, ok, page } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { PageQuery } from '../logs/page-query.ts';
import * as repo from './tenant.repository.ts';
import * as service from './tenant.service.ts';

const Id = z.coerce.number().int().positive();
/** An instant as the contract writes it, or ISO; null or '' is none (a cleared date field). */
const Instant = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .trim()
    .max(32)
    .refine((v) => !Number.isNaN(new Date(v).getTime()), 'formatError')
    .transform((v) => new Date(v))
    .nullable(),
);
const Status = z.enum(['0', '9']);
// No defaults here: in zod 4 a default survives .partial(), and an edit must not reset fields it did not send.
const TenantFields = z.object({
  name: z.string().trim().min(1).max(64),
  code: z.string().trim().min(1).max(32).regex(/^[\w.-]+$/),
  shortName: z.string().trim().max(32),
  /** '0' normal, '9' frozen: a frozen tenant is no longer offered at login nor in the switch list. */
  status: Status,
  singleSession: z.boolean(),
  defaultLang: z.enum(LANGS),
  domain: z.string().trim().max(255),
  /** The tenant's period (pig's startTime, endTime; the contract's yyyy-MM-dd HH:mm:ss or ISO): null is unbounded. */
  validFrom: Instant,
  validTo: Instant,
});
const TenantCreate = TenantFields.extend({
  shortName: TenantFields.shape.shortName.default(''),
  status: Status.default('0'),
  singleSession: TenantFields.shape.singleSession.default(false),
  defaultLang: TenantFields.shape.defaultLang.default('zh-CN'),
  domain: TenantFields.shape.domain.default(''),
  validFrom: TenantFields.shape.validFrom.default(null),
  validTo: TenantFields.shape.validTo.default(null),
});
const TenantUpdate = TenantFields.partial().extend({ id: Id });
const TenantPage = PageQuery.extend({ name: z.string().trim().max(64).optional(), code: z.string().trim().max(32).optional(), status: Status.optional() });

export function tenantRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;
  const tags = ['tenant'];

  // Public: what a login screen may offer before anyone signs in, so only ids and names.
  r.get('/admin/tenant/list', { config: { access: 'public' }, schema: { tags, summary: 'Active tenants (id, name) for the login screen' } }, async () =>
    ok(await repo.listActiveTenants(database.db)),
  );

  // A user's memberships span tenants, so this reads outside any one tenant's row-level security (as the session
  // check does), filtered by the caller's own user id.
  r.get('/admin/tenant/mine', { config: { access: 'user' }, schema: { tags, summary: 'Tenants the caller may switch to' } }, async (request) =>
    ok(await repo.tenantsOfUser(database.db, authOf(request).userId)),
  );

  r.get('/admin/tenant/page', { config: { access: 'sys_tenant_view', pig: 'tenant' }, schema: { tags, querystring: TenantPage } }, async (request) => {
    const auth = authOf(request);
    const { current, size, ...filter } = request.query;
    const { records, total } = await database.withTenant(auth.tenantId, (tx) => service.pageTenants(tx, auth, filter, { current, size }));
    return ok(page(records, total, current, size));
  });

  r.get('/admin/tenant/:id', { config: { access: 'sys_tenant_view', pig: 'tenant' }, schema: { tags, params: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return ok(await database.withTenant(auth.tenantId, (tx) => service.getTenant(tx, auth, request.params.id)));
  });

  r.post('/admin/tenant', { config: { access: 'sys_tenant_add', title: 'add tenant', pig: 'tenant' }, schema: { tags, body: TenantCreate } }, async (request) => {
    const auth = authOf(request);
    return ok(await database.withTenant(auth.tenantId, (tx) => service.createTenant(tx, auth, request.body)));
  });

  r.put('/admin/tenant', { config: { access: 'sys_tenant_edit', title: 'edit tenant', pig: 'tenant' }, schema: { tags, body: TenantUpdate } }, async (request) => {
    const auth = authOf(request);
    const { id, ...patch } = request.body;
    return ok(await database.withTenant(auth.tenantId, (tx) => service.updateTenant(tx, auth, id, patch)));
  });

  r.delete('/admin/tenant/:id', { config: { access: 'sys_tenant_del', title: 'delete tenant', pig: 'tenant' }, schema: { tags, params: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    await database.withTenant(auth.tenantId, (tx) => service.deleteTenant(tx, auth, request.params.id));
    return ok(true);
  });

  // The spec names these without a method: both GET and POST answer.
  for (const url of ['/admin/fwpttenant/getCurrentCompanyInfo', '/admin/fwpttenant/getCompanyMsg']) {
    r.route({
      method: ['GET', 'POST'],
      url,
      config: { access: 'user', read: true },
      schema: { tags, summary: 'The current tenant\'s company information' },
      handler: async (request) => {
        const auth = authOf(request);
        return ok(await database.withTenant(auth.tenantId, (tx) => service.currentCompany(tx, auth)));
      },
    });
  }
}
