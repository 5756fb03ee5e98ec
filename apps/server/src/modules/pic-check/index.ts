/** The picture review module's front door (issue 18, picture review): the queue, its commands and its tables. */
export { picCheckRoutes } from './pic-check.routes.ts';
export { soPicCheck, soPicCheckHistory } from './pic-check.table.ts';
