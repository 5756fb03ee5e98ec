/**
 * The evaluation SMS (soEvaluation; issue 18, spec sections 3 "evaluation", 4 "satisfaction", 9 "evaluation SMS
 * delay"): when an order finishes, an SMS asking the customer to rate the service is scheduled after the tenant's
 * delay and sent by the job queue through the SMS adapter; the customer's reply (1–5) is recorded as the user's
 * rating, and the order's return visit moves to "user rated".
 */
import type { Texts } from '../i18n.ts';
import { type Transition, allowedIn, transition } from '../state-machine.ts';
import type { RecallSatisfaction } from './recall.ts';

/** Scheduled (waiting for its time), sent (waiting for the answer), answered (the rating recorded). */
export const EVALUATION_STATUSES = ['scheduled', 'sent', 'answered'] as const;
export type EvaluationStatus = (typeof EVALUATION_STATUSES)[number];

export interface EvaluationState {
  status: EvaluationStatus;
}

export const EVALUATION_ACTIONS = {
  send: { when: { status: ['scheduled'] }, sets: { status: 'sent' } },
  answer: { when: { status: ['sent'] }, sets: { status: 'answered' } },
} as const satisfies Record<string, Transition<EvaluationState>>;
export type EvaluationAction = keyof typeof EVALUATION_ACTIONS;

export const applyEvaluationAction = (state: EvaluationState, action: EvaluationAction): EvaluationState | null => transition(state, EVALUATION_ACTIONS[action] as Transition<EvaluationState>);
export const allowedEvaluationActions = (state: EvaluationState): EvaluationAction[] => allowedIn(EVALUATION_ACTIONS as Record<EvaluationAction, Transition<EvaluationState>>, state);

/**
 * Spec section 9 "evaluation SMS delay": configurable, its value not given. The tenant parameter
 * EVALUATION_SMS_DELAY (minutes, system parameters screen) sets it; a tenant without it waits this long.
 */
export const EVALUATION_SMS_DELAY_MINUTES = 30;
export const EVALUATION_SMS_DELAY_PARAM = 'EVALUATION_SMS_DELAY';
/** The delay parameter's bounds: at once, up to a week. */
export const EVALUATION_SMS_DELAY_MAX = 7 * 24 * 60;

/** The outbox template name of the evaluation SMS (what the outbox screen's reply button looks for). */
export const EVALUATION_SMS_TEMPLATE = 'evaluation';

/** What the customer replies: 5 very satisfied … 1 very dissatisfied (the return visits' satisfaction, spec section 4). */
export const EVALUATION_SCORES: Record<1 | 2 | 3 | 4 | 5, RecallSatisfaction> = { 5: 'verySatisfied', 4: 'satisfied', 3: 'average', 2: 'dissatisfied', 1: 'veryDissatisfied' };

/** The score a reply gives: its first digit 1–5 (full-width digits too: "５分", "4 thanks"), else null. */
export function evaluationScore(reply: string): 1 | 2 | 3 | 4 | 5 | null {
  const normal = reply.normalize('NFKC');
  const digit = /[0-9]/.exec(normal)?.[0];
  const n = Number(digit);
  return digit !== undefined && n >= 1 && n <= 5 ? (n as 1 | 2 | 3 | 4 | 5) : null;
}

/** The SMS text: the order and how to answer, in Chinese and English as the other customer messages are. */
export const evaluationSmsText = (orderNo: string) =>
  `您的工单${orderNo}已完成服务，请回复1-5为本次服务评分（5非常满意，1非常不满意）。Your service order ${orderNo} is complete: reply 1-5 to rate it (5 very satisfied, 1 very dissatisfied).`;

export const EVALUATION_PERMISSIONS = {
  /** Record the reply a customer sent (the outbox screen, where no provider delivers replies). */
  answer: 'basic_so_evaluation_answer',
} as const;

export const EVALUATION_LIMITS = { reply: 500 } as const;

export const EVALUATION_STATUS_LABELS: Record<EvaluationStatus, Texts> = {
  scheduled: { 'zh-CN': '待发送', 'en-US': 'Scheduled', 'es-ES': 'Programado' },
  sent: { 'zh-CN': '已发送，待回复', 'en-US': 'Sent, awaiting reply', 'es-ES': 'Enviado, en espera de respuesta' },
  answered: { 'zh-CN': '已评价', 'en-US': 'Rated', 'es-ES': 'Valorado' },
};

export const EVALUATION_ACTION_LABELS: Record<EvaluationAction, Texts> = {
  send: { 'zh-CN': '发送', 'en-US': 'Send', 'es-ES': 'Enviar' },
  answer: { 'zh-CN': '登记回复', 'en-US': 'Record the reply', 'es-ES': 'Registrar la respuesta' },
};

/** What the order detail shows of its evaluation. */
export interface EvaluationDto {
  id: number;
  orderId: number;
  orderNo: string;
  phone: string;
  status: EvaluationStatus;
  smsId: number | null;
  scheduledAt: string;
  sentAt: string | null;
  answeredAt: string | null;
  answer: string | null;
  score: number | null;
  satisfaction: RecallSatisfaction | null;
  version: number;
}
