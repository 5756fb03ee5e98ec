/**
 * The order detail's return visits: each with its status, calls, outcome, verdict and the customer's rating, and its
 * record; a visit that rejected the completion lists what the customer found not true, for the work done again.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Empty, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { notTrueSubjects, recallKeys, recallsOfOrder } from './recall-api.ts';
import { RecallHistory } from './RecallFollowDialog.tsx';
import { RecallStatusTag } from './RecallStatusTag.tsx';

const RATING_COLOR: Record<string, string> = { verySatisfied: 'green', satisfied: 'green', average: 'gold', dissatisfied: 'red', veryDissatisfied: 'red', notRated: 'default' };

/** Shown once the order is finished, and on an order a return visit sent back to be done again. */
export function OrderRecalls({ orderId, finished }: { orderId: number; finished: boolean }) {
  const { t } = useTranslation();
  const visits = useQuery({ queryKey: recallKeys.order(orderId), queryFn: () => recallsOfOrder(orderId) });
  if (visits.isError || (!finished && !visits.data?.length)) return null;
  return (
    <Card size="small" title={t('recall.orderVisits')} loading={visits.isLoading} data-testid="order-recalls">
      {!visits.data?.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recall.noVisits')} />}
      {visits.data?.map((line) => (
        <Space key={line.id} direction="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
            <Descriptions.Item label={t('entity.recallLine.fields.status')}>
              <RecallStatusTag status={line.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('entity.recallLine.fields.callCount')}>{t('recall.calls', { n: line.callCount })}</Descriptions.Item>
            <Descriptions.Item label={t('entity.recallLine.fields.outcome')}>{line.outcome ? t(`recall.outcome.${line.outcome}`) : ''}</Descriptions.Item>
            <Descriptions.Item label={t('entity.recallLine.fields.verdict')}>{line.verdict ? t(`recall.verdict.${line.verdict}`) : ''}</Descriptions.Item>
            <Descriptions.Item label={t('recall.rating')}>
              {line.satisfaction ? (
                <Tag color={RATING_COLOR[line.satisfaction]} data-testid="order-recall-rating">
                  {t(`recall.satisfaction.${line.satisfaction}`)}
                </Tag>
              ) : null}
            </Descriptions.Item>
          </Descriptions>
          {line.completionRejectedAt && <NotTrue lineId={line.id} />}
          <RecallHistory steps={line.history} />
        </Space>
      ))}
    </Card>
  );
}

function NotTrue({ lineId }: { lineId: number }) {
  const { t } = useTranslation();
  const subjects = useQuery({ queryKey: [...recallKeys.detail(lineId), 'notTrue'], queryFn: () => notTrueSubjects(lineId) });
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="order-recall-rejected"
      message={t('recall.completionRejected')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {subjects.data?.map((s) => (
            <li key={s.lineNo}>{s.question}</li>
          ))}
        </ul>
      }
    />
  );
}
