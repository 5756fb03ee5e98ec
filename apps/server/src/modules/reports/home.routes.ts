/**
 * The outlet's home (/rpt/rptIndexCollection/siteIndexMsg {from, to, deptId?, categoryId?}: the outlet named by its
 * organisation, by default the caller's own) and the engineer's day (/rpt/rptIndexCollection/engineerDay), beside the
 * dashboard's indexMsg (docs/kpis.md).
 */
import { bizOk, DASHBOARD, HOME_VIEWS } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { Range } from './dashboard.routes.ts';
import { engineerDay, siteHome } from './home.service.ts';

export function homeRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { site, engineer } = HOME_VIEWS;
  r.post(`/rpt/${DASHBOARD.name}/${site.endpoint}`, { config: { access: site.permission, read: true }, schema: { tags: [DASHBOARD.name], body: Range } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await deps.database.withTenant(auth.tenantId, (tx) => siteHome(tx, auth, request.body)));
  });
  r.post(`/rpt/${DASHBOARD.name}/${engineer.endpoint}`, { config: { access: engineer.permission, read: true }, schema: { tags: [DASHBOARD.name] } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await deps.database.withTenant(auth.tenantId, (tx) => engineerDay(tx, auth)));
  });
}
