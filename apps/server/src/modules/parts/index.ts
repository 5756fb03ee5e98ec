/** The parts module's front door: parts applications (issue 16), their tables and routes, and the completion's consumption. */
import { PARTS_APPLY_PROCESS } from '@as/shared';
import { onOrderMoved } from '../work-orders/index.ts';
import { onWorkflowEnd } from '../workflow/index.ts';
import { consumeOrderParts } from './consume.service.ts';
import { onPartsApplyProcessEnd } from './parts-apply.service.ts';

// Registered on import, so an approval decided outside the app's routes (the demo seed) moves the application too.
onWorkflowEnd(PARTS_APPLY_PROCESS, onPartsApplyProcessEnd);
// Completing an order, fully or simply (with the parts lines saved before), consumes the parts its applications
// brought to the outlet.
onOrderMoved('complete', ({ tx, auth, after }) => consumeOrderParts(tx, auth, after));
onOrderMoved('simpleFinishOrder', ({ tx, auth, after }) => consumeOrderParts(tx, auth, after));

export { partsApplyRoutes } from './parts-apply.routes.ts';
export { partsPlanRoutes } from './parts-plan.routes.ts';
export { partsApplyReportRoutes } from './apply-report.ts';
export { spPartsPlan, spPartsPlanHistory, spPartsPlanLine } from './parts-plan.table.ts';
export { spPartsApply, spPartsApplyHistory, spPartsApplyLine } from './parts-apply.table.ts';
export { partsReturnRoutes } from './parts-return.routes.ts';
export { noReturnParts, type NoReturnRow } from './parts-return.service.ts';
// The outlet's account, registered by the settlement module (which depends on this one): parts orders on credit.
export { type CreditAccount, type CreditSource, provideCreditAccount } from './credit.ts';
export { spPartsReturn, spPartsReturnHistory, spPartsReturnLine } from './parts-return.table.ts';
