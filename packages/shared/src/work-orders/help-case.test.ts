import { describe, expect, it } from 'vitest';
import { allowedHelpCaseActions, applyHelpCaseAction, HELP_CASE_ACTION_NAMES, HELP_CASE_PERMISSIONS, HELP_CASE_STATUSES, type HelpCaseAction, type HelpCaseStatus, mayActOnCase } from './help-case.ts';

/** The whole table, written out: from each status, where each action leads (null: refused). */
const EXPECTED: Record<HelpCaseStatus, Record<HelpCaseAction, HelpCaseStatus | null>> = {
  open: { take: 'taken', reply: null, followUp: 'open', close: 'closed' },
  taken: { take: null, reply: 'answered', followUp: 'taken', close: 'closed' },
  answered: { take: null, reply: 'answered', followUp: 'taken', close: 'closed' },
  closed: { take: null, reply: null, followUp: null, close: null },
};

describe('help case transitions', () => {
  it('moves every status by every action exactly as the table says', () => {
    for (const status of HELP_CASE_STATUSES) {
      for (const action of HELP_CASE_ACTION_NAMES) {
        expect(applyHelpCaseAction({ status }, action)?.status ?? null, `${action} from ${status}`).toBe(EXPECTED[status][action]);
      }
      expect(allowedHelpCaseActions({ status })).toEqual(HELP_CASE_ACTION_NAMES.filter((a) => EXPECTED[status][a] !== null));
    }
  });

  it('reaches every status from a new case, and a closed case is final', () => {
    const seen = new Set<HelpCaseStatus>(['open']);
    const queue: HelpCaseStatus[] = ['open'];
    for (let i = 0; i < queue.length; i++) {
      for (const action of allowedHelpCaseActions({ status: queue[i] })) {
        const next = applyHelpCaseAction({ status: queue[i] }, action)!.status;
        if (!seen.has(next)) seen.add(next) && queue.push(next);
      }
    }
    expect(seen).toEqual(new Set(HELP_CASE_STATUSES));
    expect(allowedHelpCaseActions({ status: 'closed' })).toEqual([]);
  });

  it('lets the asker follow up, support take and reply, and either close', () => {
    const asker = { userId: 7, permissions: new Set<string>([HELP_CASE_PERMISSIONS.ask]) };
    const otherAsker = { userId: 8, permissions: new Set<string>([HELP_CASE_PERMISSIONS.ask]) };
    const support = { userId: 9, permissions: new Set<string>([HELP_CASE_PERMISSIONS.answer]) };
    const may = (caller: typeof asker) => HELP_CASE_ACTION_NAMES.filter((a) => mayActOnCase(a, caller, 7));
    expect(may(asker)).toEqual(['followUp', 'close']);
    expect(may(otherAsker)).toEqual([]);
    expect(may(support)).toEqual(['take', 'reply', 'close']);
  });
});
