/** The network module's front door: service sites (outlets, providers), their change requests, auto-dispatch rules. */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { dispatchRoutes } from './dispatch.routes.ts';
import { siteChangeRoutes } from './site-change.routes.ts';
import { siteRoutes } from './site.routes.ts';

export { type DispatchCandidate, type DispatchQuery, dispatchCandidates } from './dispatch.service.ts';
export { findSite, siteScope } from './site.repository.ts';
export { assertSiteInScope } from './site.service.ts';
export { snSite } from './site.table.ts';

export function networkRoutes(app: FastifyInstance, deps: Deps) {
  siteRoutes(app, deps);
  siteChangeRoutes(app, deps);
  dispatchRoutes(app, deps);
}
