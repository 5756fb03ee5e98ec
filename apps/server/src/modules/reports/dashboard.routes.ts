/**
 * /rpt/rptIndexCollection/indexMsg: the home dashboard's figures over a range (docs/kpis.md), in the caller's data
 * scope, optionally for one organisation's subtree and one product category's; checkFacts: the tenant's daily facts
 * against its orders (headquarters; the e2e suite's teardown asks it).
 */
import { bizOk, DASHBOARD } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { checkTenantFacts } from '../work-orders/index.ts';
import { dashboard } from './dashboard.service.ts';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), 'invalid date');
const Id = z.coerce.number().int().positive();
const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export const Range = z
  .object({ from: Day, to: Day, deptId: Id.optional(), categoryId: Id.optional() })
  .superRefine((r, ctx) => {
    if (r.from > r.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'minValue', params: { n: r.from } });
    else if (days(r.from, r.to) >= DASHBOARD.maxDays) ctx.addIssue({ code: 'custom', path: ['to'], message: 'dateRangeTooLong', params: { n: DASHBOARD.maxDays } });
  });

export function dashboardRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(`/rpt/${DASHBOARD.name}/indexMsg`, { config: { access: DASHBOARD.permission, read: true }, schema: { tags: [DASHBOARD.name], body: Range } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await deps.database.withTenant(auth.tenantId, (tx) => dashboard(tx, auth, request.body)));
  });
  r.post(`/rpt/${DASHBOARD.name}/checkFacts`, { config: { access: DASHBOARD.check, read: true }, schema: { tags: [DASHBOARD.name] } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await deps.database.withTenant(auth.tenantId, (tx) => checkTenantFacts(tx, auth.tenantId)));
  });
}
