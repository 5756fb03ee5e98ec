/**
 * The SMS outbox (系统管理 › 短信发件箱): what the product sent, or with the outbox provider would have sent. Where no
 * provider delivers customers' replies, an operator holding the reply permission records what a customer answered
 * an evaluation SMS; the server takes it as the provider's callback would (docs/customer-care.md, Evaluation SMS).
 */
import { EVALUATION_LIMITS, EVALUATION_PERMISSIONS, EVALUATION_SCORES, EVALUATION_SMS_TEMPLATE } from '@as/shared';
import { MessageOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, Radio, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { feedback } from '../../app/feedback.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { smsApi } from '../platform/platform-api.ts';
import { smsScreen } from '../platform/screens.ts';
import { answerEvaluation, evaluationKeys, useSmsEvaluation } from './evaluation-api.ts';

const SCORES = [5, 4, 3, 2, 1] as const;

export function SmsOutboxPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [replying, setReplying] = useState<{ id: number; refresh: () => Promise<unknown> }>();
  return (
    <>
      <ResourcePage
        def={smsScreen}
        api={smsApi}
        rowActions={(row, { refresh }) =>
          row.template === EVALUATION_SMS_TEMPLATE &&
          can(EVALUATION_PERMISSIONS.answer) && (
            <Button type="link" size="small" icon={<MessageOutlined />} data-testid="sms-record-reply" onClick={() => setReplying({ id: Number(row.id), refresh })}>
              {t('evaluation.record')}
            </Button>
          )
        }
      />
      {replying && <ReplyDialog smsId={replying.id} onClose={() => setReplying(undefined)} onDone={replying.refresh} />}
    </>
  );
}

function ReplyDialog({ smsId, onClose, onDone }: { smsId: number; onClose: () => void; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reply: string }>();
  const evaluation = useSmsEvaluation(smsId);
  const row = evaluation.data;
  const waiting = row?.status === 'sent';
  const save = async () => {
    const values = await checkedValues(form);
    if (!values || !row) return false;
    try {
      await answerEvaluation(smsId, values.reply.trim(), row.version);
    } catch (e) {
      showServerErrors(form, e, ['reply']);
      return false;
    }
    feedback.message?.success(t('common.success'));
    await queryClient.invalidateQueries({ queryKey: evaluationKeys.all });
    await onDone();
    return true;
  };
  return (
    <SaveDialog title={t('evaluation.recordTitle')} okText={t('evaluation.record')} form={form} onSave={save} onClose={onClose} saveDisabled={!waiting} formTestId="sms-reply-form" saveTestId="sms-reply-ok">
      {evaluation.isPending ? (
        <Spin />
      ) : row ? (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('evaluation.orderNo')}>{row.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('evaluation.phone')}>{row.phone}</Descriptions.Item>
            <Descriptions.Item label={t('evaluation.status')}>
              <span data-testid="sms-reply-status">{t(`evaluation.statuses.${row.status}`)}</span>
            </Descriptions.Item>
            {row.answer !== null && <Descriptions.Item label={t('evaluation.answer')}>{row.answer}</Descriptions.Item>}
          </Descriptions>
          {waiting ? (
            <>
              <Form.Item name="reply" label={t('evaluation.reply')} extra={t('evaluation.replyHint')} rules={[{ required: true, whitespace: true, message: t('evaluation.replyRequired') }]}>
                <Input.TextArea rows={2} maxLength={EVALUATION_LIMITS.reply} autoFocus data-testid="sms-reply-text" />
              </Form.Item>
              <Form.Item label={t('evaluation.pick')}>
                <Radio.Group optionType="button" size="small" onChange={(e) => form.setFieldsValue({ reply: String(e.target.value) })} data-testid="sms-reply-score">
                  {SCORES.map((score) => (
                    <Radio.Button key={score} value={score}>
                      {score} {t(`evaluation.satisfactions.${EVALUATION_SCORES[score]}`)}
                    </Radio.Button>
                  ))}
                </Radio.Group>
              </Form.Item>
            </>
          ) : (
            <Alert type="info" showIcon title={t('evaluation.notWaiting')} />
          )}
        </>
      ) : (
        <Alert type="warning" showIcon title={t('evaluation.notEvaluation')} />
      )}
    </SaveDialog>
  );
}
