/** The engineers module's front door: engineers of the service network and the change requests for them. */
export { engineerRoutes } from './engineer.routes.ts';
export { snSiteEngineer } from './engineer.table.ts';
