/** The evaluation SMS's server calls (docs/customer-care.md, Evaluation SMS): an order's evaluation, and the outbox screen's look-up and reply. */
import type { EvaluationDto, EvaluationStatus, RecallSatisfaction } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { biz } from '../../api/request.ts';

const base = '/basic/soEvaluation';

export const evaluationKeys = { all: ['evaluation'] as const, order: (orderId: number) => ['evaluation', 'order', orderId] as const, sms: (smsId: number) => ['evaluation', 'sms', smsId] as const };

export const useOrderEvaluation = (orderId: number, enabled = true) => useQuery({ queryKey: evaluationKeys.order(orderId), enabled, queryFn: () => biz<EvaluationDto | null>(`${base}/getByOrder`, { method: 'POST', data: { orderId } }) });

/** What the outbox screen's dialog shows of the evaluation an SMS belongs to. */
export interface SmsEvaluation {
  id: number;
  orderId: number;
  orderNo: string;
  phone: string;
  status: EvaluationStatus;
  version: number;
  satisfaction: RecallSatisfaction | null;
  answer: string | null;
}

export const useSmsEvaluation = (smsId: number) => useQuery({ queryKey: evaluationKeys.sms(smsId), queryFn: () => biz<SmsEvaluation>(`${base}/getBySms`, { method: 'POST', data: { smsId } }) });

export const answerEvaluation = (smsId: number, reply: string, version: number) => biz(`${base}/answer`, { method: 'POST', data: { smsId, reply, version } });
