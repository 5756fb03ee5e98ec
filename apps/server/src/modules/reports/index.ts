/** The reports module's front door: the home dashboard's figures, the outlet's home and the engineer's day. */
export { dashboardRoutes } from './dashboard.routes.ts';
export { homeRoutes } from './home.routes.ts';
