/** The reports module's front door: the home dashboard's figures. */
export { dashboardRoutes } from './dashboard.routes.ts';
