import { describe, expect, it } from 'vitest';
import { afterApprove, afterReject, cancelProblem, type OrgNode, orgFor, rejectProblem } from './workflow.rules.ts';

describe('approval instance rules', () => {
  it('moves an approval to the next step and ends approved after the last', () => {
    expect(afterApprove(1, 3)).toEqual({ status: 'running', currentStep: 2 });
    expect(afterApprove(2, 3)).toEqual({ status: 'running', currentStep: 3 });
    expect(afterApprove(3, 3)).toEqual({ status: 'approved', currentStep: 0 });
    expect(afterApprove(1, 1)).toEqual({ status: 'approved', currentStep: 0 });
  });

  it('ends a rejection to the initiator rejected and sends one to an earlier step back there', () => {
    expect(afterReject(0)).toEqual({ status: 'rejected', currentStep: 0 });
    expect(afterReject(2)).toEqual({ status: 'running', currentStep: 2 });
  });

  it('wants a step and a reason for a rejection, and only the initiator or an earlier step', () => {
    expect(rejectProblem(2, undefined, 'wrong bank')).toBe('wfRejectNeedsStepAndReason');
    expect(rejectProblem(2, 0, '')).toBe('wfRejectNeedsStepAndReason');
    expect(rejectProblem(2, 0, '   ')).toBe('wfRejectNeedsStepAndReason');
    expect(rejectProblem(2, 2, 'wrong bank')).toBe('wfBadRejectStep');
    expect(rejectProblem(2, 3, 'wrong bank')).toBe('wfBadRejectStep');
    expect(rejectProblem(2, -1, 'wrong bank')).toBe('wfBadRejectStep');
    expect(rejectProblem(2, 0, 'wrong bank')).toBeNull();
    expect(rejectProblem(2, 1, 'wrong bank')).toBeNull();
    expect(rejectProblem(1, 0, 'x')).toBeNull();
    expect(rejectProblem(1, 1, 'x')).toBe('wfBadRejectStep');
  });

  it('wants a reason for a cancellation', () => {
    expect(cancelProblem(undefined)).toBe('wfCancelNeedsReason');
    expect(cancelProblem(' ')).toBe('wfCancelNeedsReason');
    expect(cancelProblem('submitted by mistake')).toBeNull();
  });

  describe('where the approvers of a level sit', () => {
    const hq: OrgNode = { id: 1, kind: 'hq' };
    const centre: OrgNode = { id: 2, kind: 'centre' };
    const outlet1: OrgNode = { id: 4, kind: 'outlet' };
    const outlet2: OrgNode = { id: 5, kind: 'outlet' };
    const secondLevel = [outlet2, outlet1, centre, hq];

    it('finds the organisation itself, its first-level outlet, its centre and headquarters', () => {
      expect(orgFor('dept', secondLevel)).toBe(outlet2);
      expect(orgFor('outlet', secondLevel)).toBe(outlet1);
      expect(orgFor('outlet', [outlet1, centre, hq])).toBe(outlet1);
      expect(orgFor('centre', secondLevel)).toBe(centre);
      expect(orgFor('hq', secondLevel)).toBe(hq);
    });

    it('finds nothing where the chain has no such level', () => {
      expect(orgFor('centre', [hq])).toBeUndefined();
      expect(orgFor('outlet', [centre, hq])).toBeUndefined();
      expect(orgFor('dept', [])).toBeUndefined();
    });
  });
});
