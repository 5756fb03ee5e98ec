/** The master-data module's front door. */
export { masterDataRoutes } from './master-data.routes.ts';
