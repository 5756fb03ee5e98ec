/** The customer module's front door: customer profiles and their appliances. */
export { customerRoutes } from './customer.routes.ts';
export { basCustAsset, basCustProfile } from './customer.table.ts';
export { profileScope } from './customer.hooks.ts';
export { type Caller, profileOfCaller } from './customer.service.ts';
