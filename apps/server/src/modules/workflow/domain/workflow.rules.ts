/** The rules of an approval instance, pure: where approval and rejection lead, what a rejection needs, where a step's approvers sit. */
import { type ErrorCode, rejectTargets, WF_INITIATOR_STEP, type WfOrgLevel, type WfStatus } from '@as/shared';

export interface Position {
  status: WfStatus;
  /** 1..n while running, 0 once ended. */
  currentStep: number;
}

/** Approving step `step` of `stepCount` moves to the next step, or ends the instance approved after the last. */
export const afterApprove = (step: number, stepCount: number): Position =>
  step < stepCount ? { status: 'running', currentStep: step + 1 } : { status: 'approved', currentStep: 0 };

/** Rejecting to the initiator ends the instance rejected; to an earlier step, that step decides again. */
export const afterReject = (toStep: number): Position =>
  toStep === WF_INITIATOR_STEP ? { status: 'rejected', currentStep: 0 } : { status: 'running', currentStep: toStep };

/** Why a rejection at `step` cannot go ahead, if it cannot (spec: a rejection needs a rejection step and reason). */
export function rejectProblem(step: number, toStep: number | undefined, reason: string | undefined): ErrorCode | null {
  if (toStep === undefined || !reason?.trim()) return 'wfRejectNeedsStepAndReason';
  return rejectTargets(step).includes(toStep) ? null : 'wfBadRejectStep';
}

/** Why a cancellation cannot go ahead, if it cannot (spec: cancelling a workflow needs a reason). */
export const cancelProblem = (reason: string | undefined): ErrorCode | null => (reason?.trim() ? null : 'wfCancelNeedsReason');

export interface OrgNode {
  id: number;
  kind: 'hq' | 'centre' | 'provider' | 'outlet';
}

/**
 * The organisation whose members approve a step of the given level, from the process's organisation and its
 * ancestors (`chain`, nearest first): the organisation itself, the first-level outlet at or above it (a
 * second-level outlet answers to its parent outlet), its service centre, or headquarters. None when the chain
 * has no such node (headquarters has no centre).
 */
export function orgFor(level: WfOrgLevel, chain: OrgNode[]): OrgNode | undefined {
  if (level === 'dept') return chain[0];
  if (level === 'outlet') {
    let found: OrgNode | undefined;
    for (const node of chain) {
      if (node.kind !== 'outlet') break;
      found = node;
    }
    return found;
  }
  return chain.find((node) => node.kind === level);
}
