/** The customer-care module's front door (issue 18, supervision): supervision orders. */
export { supervisionRoutes } from './supervision.routes.ts';
export { soSupervision, soSupervisionHistory } from './supervision.table.ts';
export { evaluationRoutes } from './evaluation.routes.ts';
export { soEvaluation, soEvaluationHistory } from './evaluation.table.ts';
