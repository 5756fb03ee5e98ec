/**
 * An order's evaluation SMS on its detail (spec section 3, a work order's "evaluation"): when it is due or went out,
 * and the customer's reply with the satisfaction it gives. Nothing is shown before the order finishes.
 */
import type { EvaluationStatus, RecallSatisfaction } from '@as/shared';
import { Card, Descriptions, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { useOrderEvaluation } from './evaluation-api.ts';

const time = (value: string | null) => (value ? dayjs(value).format(DATE_TIME_FORMAT) : '');
const STATUS_COLORS: Record<EvaluationStatus, string> = { scheduled: 'default', sent: 'blue', answered: 'green' };
const SATISFACTION_COLORS: Record<RecallSatisfaction, string> = { verySatisfied: 'green', satisfied: 'cyan', average: 'gold', dissatisfied: 'orange', veryDissatisfied: 'red', notRated: 'default' };

export function OrderEvaluation({ orderId, finished }: { orderId: number; finished: boolean }) {
  const { t } = useTranslation();
  const evaluation = useOrderEvaluation(orderId, finished);
  if (!finished) return null;
  const row = evaluation.data;
  return (
    <Card size="small" title={t('evaluation.title')} loading={evaluation.isPending} data-testid="order-evaluation">
      {row ? (
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('evaluation.status')}>
            <Tag color={STATUS_COLORS[row.status]} data-testid="order-evaluation-status">
              {t(`evaluation.statuses.${row.status}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('evaluation.phone')}>{row.phone}</Descriptions.Item>
          <Descriptions.Item label={row.sentAt ? t('evaluation.sentAt') : t('evaluation.scheduledAt')}>{time(row.sentAt ?? row.scheduledAt)}</Descriptions.Item>
          {row.satisfaction && (
            <Descriptions.Item label={t('evaluation.satisfaction')}>
              <Tag color={SATISFACTION_COLORS[row.satisfaction]} data-testid="order-evaluation-satisfaction">
                {t(`evaluation.satisfactions.${row.satisfaction}`)} ({row.score})
              </Tag>
            </Descriptions.Item>
          )}
          {row.answer !== null && (
            <Descriptions.Item label={t('evaluation.answer')}>
              <span style={{ whiteSpace: 'pre-wrap' }} data-testid="order-evaluation-answer">
                {row.answer}
              </span>
            </Descriptions.Item>
          )}
          {row.answeredAt && <Descriptions.Item label={t('evaluation.answeredAt')}>{time(row.answeredAt)}</Descriptions.Item>}
        </Descriptions>
      ) : (
        <span data-testid="order-evaluation-none">{t('evaluation.none')}</span>
      )}
    </Card>
  );
}
