/** The customer-care module's front door (issue 18, supervision): supervision orders. */
import { onOrderMoved } from '../work-orders/index.ts';
import { sampleOnFinish } from './recall.service.ts';
export { supervisionRoutes } from './supervision.routes.ts';
export { soSupervision, soSupervisionHistory } from './supervision.table.ts';
export { complaintRoutes } from './complaint.routes.ts';
export { evaluationRoutes } from './evaluation.routes.ts';
export { soEvaluation, soEvaluationHistory } from './evaluation.table.ts';
// Return visits: an order finishing is run through the return-visit setup in the finish's transaction.
export { recallRoutes } from './recall.routes.ts';
export { soRecallAssessment, soRecallHeader, soRecallHistory, soRecallLine } from './recall.table.ts';
onOrderMoved('doOrderFinish', async ({ tx, auth, after }) => {
  await sampleOnFinish(tx, auth, after);
});
export { recallReportRoutes } from './recall-report.routes.ts';
