/** The approval workflow's front door: its routes, and what business modules use to run their documents through it. */
export { workflowRoutes } from './workflow.routes.ts';
export { onWorkflowEnd, startWorkflow, type StartWorkflow, type WorkflowEnd, type WorkflowEndHandler } from './workflow.service.ts';
