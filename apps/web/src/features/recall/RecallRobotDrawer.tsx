/**
 * The robot caller's requests (soRecallRobot; the adapter's outbox), opened from the survey pool: each follow-up handed
 * to the robot with its script, provider and delivery state, and the answer. While one waits, a return visitor may
 * record what the robot got (the outbox provider's way of answering; the http provider's comes back by itself).
 */
import { RECALL_OUTCOMES, RECALL_ROBOT_OUTSTANDING, RECALL_SATISFACTION, type RecallRobotStatus, recallRobotResource } from '@as/shared';
import { Button, Drawer, Form, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { feedback } from '../../app/feedback.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { answerRobot, recallRobotApi } from './recall-api.ts';

export function RecallRobotDrawer({ onClose, onAnswered }: { onClose: () => void; onAnswered: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const can = useCan();
  const [answering, setAnswering] = useState<{ row: Row; refresh: () => Promise<unknown> }>();
  return (
    <Drawer open size={1000} title={t('recall.robotCalls')} onClose={onClose} destroyOnHidden data-testid="recall-robot">
      <ResourcePage
        def={recallRobotResource}
        api={recallRobotApi}
        rowActions={(row, context) =>
          RECALL_ROBOT_OUTSTANDING.includes(String(row.status) as RecallRobotStatus) && can('basic_so_recall_follow') ? (
            <Button type="link" size="small" onClick={() => setAnswering({ row, refresh: context.refresh })} data-testid="recall-robot-answer">
              {t('recall.robotAnswer')}
            </Button>
          ) : null
        }
      />
      {answering && (
        <AnswerDialog
          row={answering.row}
          onClose={() => setAnswering(undefined)}
          onDone={async () => {
            setAnswering(undefined);
            await Promise.all([answering.refresh(), onAnswered()]);
          }}
        />
      )}
    </Drawer>
  );
}

function AnswerDialog({ row, onClose, onDone }: { row: Row; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ outcome: (typeof RECALL_OUTCOMES)[number]; satisfaction?: (typeof RECALL_SATISFACTION)[number] }>();
  const outcome = Form.useWatch('outcome', form);
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await answerRobot(row.id, values.outcome, values.outcome === 'success' ? values.satisfaction : undefined);
    } catch (e) {
      showServerErrors(form, e, ['outcome', 'satisfaction']);
      return false;
    }
    feedback.message?.success(t('common.success'));
    await onDone();
    return true;
  };
  return (
    <SaveDialog title={t('recall.robotAnswerTitle', { orderNo: String(row.orderNo) })} okText={t('recall.robotAnswer')} form={form} onSave={save} onClose={onClose} formTestId="recall-robot-answer-form" saveTestId="recall-robot-answer-ok">
      <Form.Item name="outcome" label={t('recall.outcomeLabel')} rules={[{ required: true, message: t('recall.outcomeRequired') }]}>
        <Radio.Group options={RECALL_OUTCOMES.map((o) => ({ value: o, label: t(`recall.outcome.${o}`) }))} data-testid="recall-robot-outcome" />
      </Form.Item>
      {outcome === 'success' && (
        <Form.Item name="satisfaction" label={t('recall.satisfactionLabel')} rules={[{ required: true, message: t('recall.required') }]}>
          <Select options={RECALL_SATISFACTION.map((s) => ({ value: s, label: t(`recall.satisfaction.${s}`) }))} data-testid="recall-robot-satisfaction" />
        </Form.Item>
      )}
    </SaveDialog>
  );
}
