/**
 * One-click help (spec section 2 "one-click help"; section 7 soCase/*): an engineer or outlet stuck on an order
 * asks technical support a question (text, photos, urgency). Support takes the case and replies; the asker may
 * follow up, which hands the case back to its taker, and closes it when solved; support may close it too.
 * `HELP_CASE_ACTIONS` is the transition table (state-machine.ts): the server's guarded updates and the screen's
 * buttons both read it.
 */
import type { ResourceDef } from '../resource.ts';
import { allowedIn, type Transition, transition } from '../state-machine.ts';

export const HELP_CASE_STATUSES = ['open', 'taken', 'answered', 'closed'] as const;
export type HelpCaseStatus = (typeof HELP_CASE_STATUSES)[number];

export interface HelpCaseState {
  status: HelpCaseStatus;
}

/** Asking (and following up on one's own case), answering (taking and replying), and seeing cases. */
export const HELP_CASE_PERMISSIONS = {
  view: 'basic_so_case_view',
  export: 'basic_so_case_export',
  ask: 'basic_so_case_ask',
  answer: 'basic_so_case_answer',
} as const;
export type HelpCasePermission = (typeof HELP_CASE_PERMISSIONS)[keyof typeof HELP_CASE_PERMISSIONS];

/**
 * Who may run an action: `asker` — only the user who asked (with the ask permission); `support` — whoever holds
 * the answer permission; `either` — the asker, or support.
 */
export type HelpCaseActor = 'asker' | 'support' | 'either';

export interface HelpCaseActionDef extends Transition<HelpCaseState> {
  actor: HelpCaseActor;
  /** The action carries a message for the case's thread. */
  message: 'required' | 'optional' | 'none';
}

export const HELP_CASE_ACTIONS = {
  take: { actor: 'support', message: 'none', when: { status: ['open'] }, sets: { status: 'taken' } },
  // Support may add to its answer until the asker follows up or closes.
  reply: { actor: 'support', message: 'required', when: { status: ['taken', 'answered'] }, sets: { status: 'answered' } },
  // A follow-up goes back to whoever took the case; before anyone took it, it stays in the queue.
  followUp: { actor: 'asker', message: 'required', when: { status: ['open', 'taken', 'answered'] }, sets: { status: (s) => (s.status === 'open' ? 'open' : 'taken') } },
  close: { actor: 'either', message: 'optional', when: { status: ['open', 'taken', 'answered'] }, sets: { status: 'closed' } },
} as const satisfies Record<string, HelpCaseActionDef>;

export type HelpCaseAction = keyof typeof HELP_CASE_ACTIONS;
export const HELP_CASE_ACTION_NAMES = Object.keys(HELP_CASE_ACTIONS) as HelpCaseAction[];

/** The state after the action, or null when it may not run from this state. */
export const applyHelpCaseAction = (state: HelpCaseState, action: HelpCaseAction): HelpCaseState | null => transition(state, HELP_CASE_ACTIONS[action]);

export const allowedHelpCaseActions = (state: HelpCaseState): HelpCaseAction[] => allowedIn(HELP_CASE_ACTIONS, state);

/** Whether this caller may run the action on a case: its asker, or support (by permission). */
export function mayActOnCase(action: HelpCaseAction, caller: { userId: number; permissions: ReadonlySet<string> }, askedBy: number): boolean {
  const asker = caller.userId === askedBy && caller.permissions.has(HELP_CASE_PERMISSIONS.ask);
  const support = caller.permissions.has(HELP_CASE_PERMISSIONS.answer);
  const { actor }: HelpCaseActionDef = HELP_CASE_ACTIONS[action];
  return actor === 'asker' ? asker : actor === 'support' ? support : asker || support;
}

/** The cases still waiting for support (the queue's default filter). */
export const WAITING_CASE_STATUSES: readonly HelpCaseStatus[] = ['open', 'taken'];

/** A message of a case's thread. */
export const HELP_MESSAGE_KINDS = ['question', 'reply', 'followUp', 'close'] as const;
export type HelpMessageKind = (typeof HELP_MESSAGE_KINDS)[number];

export const MAX_CASE_PHOTOS = 9;

export const helpCaseResource = {
  name: 'soCase',
  key: 'helpCase',
  permission: 'basic_so_case',
  // Written by its own commands (add, take, reply, followUp, close): the generic routes only read.
  readOnly: true,
  fields: [
    { name: 'caseNo', type: 'string', readOnly: true, filter: 'like', sort: true },
    { name: 'status', type: 'dict', dict: 'help_case_status', readOnly: true, filter: 'in', sort: true },
    { name: 'urgency', type: 'dict', dict: 'urgency', max: 1, filter: 'in', sort: true, default: '1' },
    { name: 'orderId', type: 'int', required: true, list: false, filter: 'eq' },
    { name: 'orderNo', type: 'string', readOnly: true, filter: 'like', sort: true },
    { name: 'question', type: 'text', required: true, max: 2000 },
    { name: 'askerName', type: 'string', readOnly: true, filter: 'like' },
    { name: 'takerName', type: 'string', readOnly: true, filter: 'like' },
    // Since when the asker has been waiting for an answer (the question, or the last follow-up); none once answered.
    { name: 'waitingSince', type: 'datetime', readOnly: true, filter: 'range', sort: true },
    { name: 'answeredAt', type: 'datetime', readOnly: true, sort: true, list: false },
    { name: 'closedAt', type: 'datetime', readOnly: true, filter: 'range', list: false },
  ],
  // Most urgent first; the newest first within an urgency (the list's tie-break is the id, newest first).
  defaultSort: { field: 'urgency', order: 'desc' },
  label: ['caseNo'],
} as const satisfies ResourceDef;

/** Dictionaries of one-click help, [value, zh-CN, en-US, es-ES]. */
export const HELP_CASE_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  {
    type: 'help_case_status',
    description: '求助状态',
    items: [
      ['open', '待受理', 'Open', 'Abierto'],
      ['taken', '处理中', 'Taken', 'En curso'],
      ['answered', '已答复', 'Answered', 'Respondido'],
      ['closed', '已关闭', 'Closed', 'Cerrado'],
    ],
  },
];
