/**
 * The approval workflow (spec: /act/wf startWf, getProcessDefinitions; "process settings": the process list with
 * its four filters, the workflow diagram, approve and reject). What server and web share: statuses, actions, the
 * list filters, who approves a step, and the shapes the /act/wf calls answer with.
 */

/** An instance runs until its last step approves it, a step rejects it back to the initiator, or the initiator cancels it. */
export const WF_STATUSES = ['running', 'approved', 'rejected', 'cancelled'] as const;
export type WfStatus = (typeof WF_STATUSES)[number];
export type WfOutcome = Exclude<WfStatus, 'running'>;

/** What a history row records; 'start' is the initiator's submission. */
export const WF_ACTIONS = ['start', 'approve', 'reject', 'cancel'] as const;
export type WfAction = (typeof WF_ACTIONS)[number];

/** The process list's filters (spec: pending, processed but not ended, ended, I initiated). */
export const WF_LIST_TYPES = ['pending', 'processed', 'ended', 'initiated'] as const;
export type WfListType = (typeof WF_LIST_TYPES)[number];

/**
 * Where a step's approvers sit, seen from the organisation the process runs in (the initiator's, unless the
 * business module names another): that organisation itself, the first-level outlet at or above it, its service
 * centre, or headquarters.
 */
export const WF_ORG_LEVELS = ['dept', 'outlet', 'centre', 'hq'] as const;
export type WfOrgLevel = (typeof WF_ORG_LEVELS)[number];

/** One approval step: the users holding one of the roles (any role when none is named) in the organisation of the level. */
export interface WfStepDef {
  /** Stable key; the web shows workflow.step.<key> when it has the text, else the stored name. */
  key: string;
  name: string;
  roleCodes: string[];
  org: WfOrgLevel | null;
}

/** Step numbers: 0 is the initiator, 1..n the approval steps in order. */
export const WF_INITIATOR_STEP = 0;

export interface WfDefinitionDto {
  id: number;
  key: string;
  name: string;
  /** Started by a user from the process screen; the others start from their business module's submission. */
  manualStart: boolean;
  steps: WfStepDef[];
}

export interface WfInstanceDto {
  id: number;
  definitionKey: string;
  definitionName: string;
  businessType: string;
  businessId: number | null;
  title: string;
  remark: string;
  status: WfStatus;
  /** 1..n while running; 0 once ended. */
  currentStep: number;
  currentStepKey: string | null;
  currentStepName: string | null;
  initiatorId: number;
  initiatorName: string;
  createdAt: string;
  updatedAt: string;
  endedAt: string | null;
}

export interface WfHistoryDto {
  id: number;
  step: number;
  stepName: string;
  action: WfAction;
  userId: number;
  userName: string;
  reason: string;
  /** Reject: the step the instance went back to (0 the initiator). */
  toStep: number | null;
  createdAt: string;
}

export interface WfDetailDto extends WfInstanceDto {
  steps: WfStepDef[];
  history: WfHistoryDto[];
  /** The current step's open task, when the caller may approve or reject it. */
  myTaskId: number | null;
  /** Approvers of the current step, by name. */
  currentApprovers: string[];
  canCancel: boolean;
}

/** The steps a rejection at `step` may return to: the initiator or an earlier step. */
export const rejectTargets = (step: number): number[] => Array.from({ length: Math.max(step, 0) }, (_, i) => i);
