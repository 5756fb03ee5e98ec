/** The report centre's work-order reports: order detail and the barcode trace. */
export { reportCentreRoutes } from './report-centre.routes.ts';
