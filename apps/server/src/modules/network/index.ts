/** The network module's front door: service sites (outlets, providers), engineers to come. */
export { siteRoutes } from './site.routes.ts';
