/** The parts module's front door: parts applications (issue 16), their tables and routes. */
import { onWorkflowEnd } from '../workflow/index.ts';
import { onPartsApplyProcessEnd, PARTS_APPLY_PROCESS } from './parts-apply.service.ts';

// Registered on import, so an approval decided outside the app's routes (the demo seed) moves the application too.
onWorkflowEnd(PARTS_APPLY_PROCESS, onPartsApplyProcessEnd);

export { partsApplyRoutes } from './parts-apply.routes.ts';
export { spPartsApply, spPartsApplyHistory, spPartsApplyLine } from './parts-apply.table.ts';
