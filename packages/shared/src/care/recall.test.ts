import { describe, expect, it } from 'vitest';
import {
  allowedRecallActions,
  applyRecallAction,
  RECALL_ACTION_LABELS,
  RECALL_ACTION_NAMES,
  RECALL_DICTS,
  RECALL_OPEN,
  RECALL_OUTCOMES,
  RECALL_RETRY_OUTCOMES,
  RECALL_STATUSES,
  type RecallAction,
  type RecallOutcome,
  type RecallState,
  type RecallStatus,
  recallDrawPoint,
  recallProblems,
  recallVerdict,
} from './recall.ts';

/** The whole table, written out: from each status, for each outcome (or none), what each action leads to. */
function expected(state: RecallState, action: RecallAction): RecallState | null {
  const open = RECALL_OPEN.includes(state.status);
  switch (action) {
    case 'screen':
      return state.status === 'screening' ? { ...state, status: 'pending' } : null;
    case 'drop':
      return state.status === 'screening' ? { ...state, status: 'dropped' } : null;
    case 'assign':
      return open ? state : null;
    case 'successfulRecall':
    case 'rejectCompletion':
      return open && state.outcome === 'success' ? { ...state, status: 'completed', callCount: state.callCount + 1 } : null;
    case 'failRecall': {
      if (!open || state.outcome === null || state.outcome === 'success') return null;
      const retry = RECALL_RETRY_OUTCOMES.includes(state.outcome) && state.callCount + 1 < state.maxAttempts;
      return { ...state, status: retry ? 'second' : 'completed', callCount: state.callCount + 1 };
    }
    case 'submitRobot':
      return state.status === 'pending' || state.status === 'second' ? state : null;
    case 'importResult':
    case 'robotResult': {
      if ((state.status !== 'pending' && state.status !== 'second') || state.outcome === null) return null;
      if (state.outcome === 'success') return { ...state, status: 'imported', callCount: state.callCount + 1 };
      const retry = RECALL_RETRY_OUTCOMES.includes(state.outcome) && state.callCount + 1 < state.maxAttempts;
      return { ...state, status: retry ? 'second' : 'completed', callCount: state.callCount + 1 };
    }
  }
}

describe('return-visit transitions', () => {
  const outcomes: (RecallOutcome | null)[] = [null, ...RECALL_OUTCOMES];
  it('every status × outcome × attempts × action follows the table', () => {
    let checked = 0;
    for (const status of RECALL_STATUSES as readonly RecallStatus[])
      for (const outcome of outcomes)
        for (const [callCount, maxAttempts] of [[0, 1], [0, 3], [1, 3], [2, 3], [3, 3]] as const)
          for (const action of RECALL_ACTION_NAMES) {
            const state = { status, outcome, callCount, maxAttempts };
            expect(applyRecallAction(state, action), `${status} ${outcome} ${callCount}/${maxAttempts} ${action}`).toEqual(expected(state, action));
            checked++;
          }
    expect(checked).toBe(RECALL_STATUSES.length * outcomes.length * 5 * RECALL_ACTION_NAMES.length);
  });

  it('an imported success waits for confirmation; an imported result is taken once, never on an imported or closed line', () => {
    expect(applyRecallAction({ status: 'pending', outcome: 'success', callCount: 0, maxAttempts: 3 }, 'importResult')?.status).toBe('imported');
    expect(applyRecallAction({ status: 'imported', outcome: 'success', callCount: 1, maxAttempts: 3 }, 'importResult')).toBeNull();
    expect(applyRecallAction({ status: 'imported', outcome: 'success', callCount: 1, maxAttempts: 3 }, 'successfulRecall')?.status).toBe('completed');
    expect(applyRecallAction({ status: 'second', outcome: 'noAnswer', callCount: 2, maxAttempts: 3 }, 'importResult')?.status).toBe('completed');
  });

  it('no answer retries until the most attempts; refused, invalid and incorrect numbers complete at once', () => {
    const at = (outcome: RecallOutcome, callCount: number) => applyRecallAction({ status: 'second', outcome, callCount, maxAttempts: 3 }, 'failRecall')?.status;
    expect([at('noAnswer', 0), at('noAnswer', 1), at('noAnswer', 2)]).toEqual(['second', 'second', 'completed']);
    expect([at('refused', 0), at('invalidNumber', 0), at('wrongNumber', 0), at('other', 0)]).toEqual(['completed', 'completed', 'completed', 'second']);
  });

  it('dropped and completed are final', () => {
    for (const status of ['dropped', 'completed'] as const) for (const outcome of outcomes) expect(allowedRecallActions({ status, outcome, callCount: 0, maxAttempts: 3 })).toEqual([]);
  });

  it('verdicts and problems', () => {
    const yes = { lineNo: 0, question: 'done?', answerType: 'yes_no', verdict: 'confirmed' } as const;
    const no = { lineNo: 1, question: 'fee?', answerType: 'yes_no', verdict: 'unconfirmed' } as const;
    const score = { lineNo: 2, question: 'overall', answerType: 'score', score: 5 } as const;
    expect(recallVerdict([yes, score])).toBe('confirmed');
    expect(recallVerdict([yes, no])).toBe('unconfirmed');
    expect(recallVerdict([score])).toBe('noResult');
    expect(recallProblems([yes, no], 'satisfied')).toEqual([{ problem: 'unconfirmed', question: 'fee?' }]);
    expect(recallProblems([yes], 'veryDissatisfied')).toEqual([{ problem: 'dissatisfied' }]);
    expect(recallProblems([yes], 'dissatisfied')).toEqual([{ problem: 'dissatisfied' }]);
    expect(recallProblems([yes], 'average')).toEqual([]);
  });

  it('the draw point is stable, within 0..100 and spread', () => {
    expect(recallDrawPoint(1, 42)).toBe(recallDrawPoint(1, 42));
    const points = Array.from({ length: 1000 }, (_, i) => recallDrawPoint(1, i + 1));
    expect(points.every((p) => p >= 0 && p < 100)).toBe(true);
    const below30 = points.filter((p) => p < 30).length;
    expect(below30).toBeGreaterThan(230);
    expect(below30).toBeLessThan(370);
  });

  it('labels and dicts in three languages', () => {
    for (const action of RECALL_ACTION_NAMES) expect(Object.keys(RECALL_ACTION_LABELS[action]).sort()).toEqual(['en-US', 'es-ES', 'zh-CN']);
    for (const d of RECALL_DICTS) for (const item of d.items) expect(item.every((text) => text.length > 0)).toBe(true);
  });
});
