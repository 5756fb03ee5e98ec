/** /basic/basCompanyConfig: get, save and update the tenant's one configuration record. */
import { bizOk, companyConfigResource, permissionsOf } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { companyConfigView, writeCompanyConfig } from './company-config.service.ts';

export function companyConfigRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/basic/${companyConfigResource.name}`;
  const perm = permissionsOf(companyConfigResource.permission);
  const tags = [companyConfigResource.name];
  // The record is the tenant's: an id sent with it is ignored, never used to reach a row.
  const Body = z.record(z.string(), z.unknown());

  r.post(`${base}/get`, { config: { access: perm.view, read: true }, schema: { tags, body: z.unknown().optional() } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await deps.database.withTenant(auth.tenantId, (tx) => companyConfigView(tx, auth.tenantId)));
  });

  for (const mode of ['save', 'update'] as const) {
    r.post(`${base}/${mode}`, { config: { access: perm.edit, title: `${companyConfigResource.name} ${mode}` }, schema: { tags, body: Body } }, async (request) => {
      const auth = authOf(request);
      return bizOk(await deps.database.withTenant(auth.tenantId, (tx) => writeCompanyConfig(tx, auth, request.body, mode)));
    });
  }
}
