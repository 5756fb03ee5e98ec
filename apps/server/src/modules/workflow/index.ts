/** The approval workflow's front door: its routes, and what business modules use to run their documents through it. */
export { workflowRoutes } from './workflow.routes.ts';
export {
  approveDocument,
  cancelDocument,
  documentTurn,
  type Initiator,
  onWorkflowEnd,
  rejectDocument,
  type StartWorkflow,
  startWorkflow,
  type WorkflowEnd,
  type WorkflowEndHandler,
} from './workflow.service.ts';
