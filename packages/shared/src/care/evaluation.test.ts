import { describe, expect, it } from 'vitest';
import { allowedEvaluationActions, applyEvaluationAction, EVALUATION_ACTIONS, EVALUATION_SCORES, EVALUATION_STATUSES, type EvaluationAction, evaluationScore, evaluationSmsText } from './evaluation.ts';

describe('evaluation SMS', () => {
  it('moves scheduled → sent → answered and nothing else, every state against every action', () => {
    const expected: Record<string, Partial<Record<EvaluationAction, string>>> = { scheduled: { send: 'sent' }, sent: { answer: 'answered' }, answered: {} };
    for (const status of EVALUATION_STATUSES) {
      for (const action of Object.keys(EVALUATION_ACTIONS) as EvaluationAction[]) {
        const next = applyEvaluationAction({ status }, action);
        expect(next?.status ?? null, `${status} ${action}`).toBe(expected[status][action] ?? null);
      }
      expect(allowedEvaluationActions({ status })).toEqual(Object.keys(expected[status]));
    }
  });

  it('reads the score from the first digit 1-5 of the reply, full-width too', () => {
    expect(evaluationScore('5')).toBe(5);
    expect(evaluationScore(' 4 谢谢')).toBe(4);
    expect(evaluationScore('５分')).toBe(5);
    expect(evaluationScore('给1分')).toBe(1);
    for (const none of ['', 'ok', '0', '6', '9 stars', '很好']) expect(evaluationScore(none), none).toBeNull();
    expect(Object.values(EVALUATION_SCORES)).toEqual(['veryDissatisfied', 'dissatisfied', 'average', 'satisfied', 'verySatisfied']);
  });

  it('names the order in the SMS text', () => {
    expect(evaluationSmsText('SO261126000001')).toContain('SO261126000001');
  });
});
