/**
 * A return visit's follow-up (one line, or a batch of the selected with one result): the customer and order, the
 * number to call (a tel: link; there is no outbound softphone, so the dialing record is what the visitor enters), the
 * call outcome, and for a successful call the verdict per question of the setup and the satisfaction — with, once a
 * question is found unconfirmed, the choice to reject the order's completion (a reason required); the record of
 * earlier calls below. A line no longer open (or a caller who may not follow up) sees the record only.
 */
import { RECALL_LIMITS, RECALL_OUTCOMES, RECALL_SATISFACTION, RECALL_VERDICTS, type RecallOutcome } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Descriptions, Form, Input, InputNumber, Modal, Radio, Select, Spin, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import type { Row } from '../../crud/resource-api.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { getRecall, type RecallLine, type RecallStep, recallKeys, recordCall } from './recall-api.ts';
import { RecallStatusTag } from './RecallStatusTag.tsx';

interface Values {
  phone?: string;
  outcome: RecallOutcome;
  answers?: Record<string, { verdict?: string; score?: number; text?: string }>;
  satisfaction?: string;
  remark?: string;
  rejectCompletion?: boolean;
}

const OPEN = ['pending', 'second', 'imported'];

export function RecallFollowDialog({ rows, onClose, onDone }: { rows: Row[]; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const can = useCan();
  const [form] = Form.useForm<Values>();
  const first = rows[0];
  const detail = useQuery({ queryKey: recallKeys.detail(first.id), queryFn: () => getRecall(first.id) });
  const outcome = Form.useWatch('outcome', form);
  const answered = Form.useWatch('answers', form);
  const rejecting = Form.useWatch('rejectCompletion', form) === true;
  // The completion may be rejected once a question is answered unconfirmed (the server checks the same).
  const unconfirmed = Object.values(answered ?? {}).some((a) => a?.verdict === 'unconfirmed');
  const line = detail.data;
  const batch = rows.length > 1;
  const canFollow = can('basic_so_recall_follow') && rows.every((r) => OPEN.includes(String(r.status)));
  const title = batch ? t('recall.batchTitle', { n: rows.length }) : t('recall.followTitle', { orderNo: String(first.orderNo) });

  if (!canFollow || !line) {
    return (
      <Modal open title={title} onCancel={onClose} footer={null} width={760} data-testid="recall-detail">
        {line ? <RecallRecord line={line} /> : <Spin />}
      </Modal>
    );
  }

  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    const success = values.outcome === 'success';
    const answers = success
      ? (line.questions ?? []).map((q) => ({ lineNo: q.lineNo, ...values.answers?.[String(q.lineNo)] })).filter((a) => a.verdict !== undefined || a.score !== undefined || (a.text ?? '').trim() !== '')
      : undefined;
    try {
      await recordCall(
        rows.map((r) => ({ id: r.id, version: Number(r.version ?? 0) })),
        {
          outcome: values.outcome,
          phone: values.phone?.trim() || undefined,
          answers,
          satisfaction: success ? (values.satisfaction as never) : undefined,
          remark: values.remark?.trim() || undefined,
          rejectCompletion: success && unconfirmed && values.rejectCompletion === true,
        },
      );
    } catch (e) {
      showServerErrors(form, e, (field) => {
        const m = /answers\[(\d+)\]/.exec(field);
        if (m) return ['answers', m[1], (line.questions ?? []).find((q) => q.lineNo === Number(m[1]))?.answerType === 'score' ? 'score' : 'verdict'];
        return field.endsWith('satisfaction') ? ['satisfaction'] : field === 'phone' ? ['phone'] : field === 'remark' ? ['remark'] : undefined;
      });
      return false;
    }
    feedback.message?.success(t('common.success'));
    await onDone();
    return true;
  };

  return (
    <SaveDialog title={title} okText={t('recall.follow')} form={form} onSave={save} onClose={onClose} width={760} formTestId="recall-follow-form" saveTestId="recall-follow-ok">
      {!batch && <RecallFacts line={line} />}
      {!batch && (
        <Form.Item name="phone" label={t('recall.phoneCalled')} initialValue={line.phone ?? ''} extra={line.phone ? <a href={`tel:${line.phone}`}>{t('recall.call')}</a> : undefined}>
          <Input maxLength={RECALL_LIMITS.phone} inputMode="tel" data-testid="recall-phone" />
        </Form.Item>
      )}
      <Form.Item name="outcome" label={t('recall.outcomeLabel')} rules={[{ required: true, message: t('recall.outcomeRequired') }]}>
        <Radio.Group options={RECALL_OUTCOMES.map((o) => ({ value: o, label: t(`recall.outcome.${o}`) }))} data-testid="recall-outcome" />
      </Form.Item>
      {outcome === 'success' && (
        <>
          <Typography.Text strong>{t('recall.answers')}</Typography.Text>
          {!(line.questions ?? []).length && <Typography.Paragraph type="secondary">{t('recall.noQuestions')}</Typography.Paragraph>}
          {(line.questions ?? []).map((q) => {
            const rules = q.mandatory ? [{ required: true, message: t('recall.required') }] : [];
            if (q.answerType === 'yes_no')
              return (
                <Form.Item key={q.lineNo} name={['answers', String(q.lineNo), 'verdict']} label={q.question} rules={rules}>
                  <Radio.Group options={RECALL_VERDICTS.map((v) => ({ value: v, label: t(`recall.verdict.${v}`) }))} data-testid={`recall-answer-${q.lineNo}`} />
                </Form.Item>
              );
            if (q.answerType === 'score')
              return (
                <Form.Item key={q.lineNo} name={['answers', String(q.lineNo), 'score']} label={`${q.question} · ${t('recall.score', { max: q.maxScore })}`} rules={rules}>
                  <InputNumber min={0} max={q.maxScore} precision={0} data-testid={`recall-answer-${q.lineNo}`} />
                </Form.Item>
              );
            return (
              <Form.Item key={q.lineNo} name={['answers', String(q.lineNo), 'text']} label={q.question} rules={q.mandatory ? [{ required: true, whitespace: true, message: t('recall.required') }] : []}>
                <Input maxLength={RECALL_LIMITS.text} data-testid={`recall-answer-${q.lineNo}`} />
              </Form.Item>
            );
          })}
          <Form.Item name="satisfaction" label={t('recall.satisfactionLabel')} rules={[{ required: true, message: t('recall.required') }]}>
            <Select options={RECALL_SATISFACTION.map((s) => ({ value: s, label: t(`recall.satisfaction.${s}`) }))} data-testid="recall-satisfaction" />
          </Form.Item>
          {!batch && unconfirmed && (
            <Form.Item name="rejectCompletion" valuePropName="checked">
              <Checkbox data-testid="recall-reject-completion">{t('recall.rejectCompletion')}</Checkbox>
            </Form.Item>
          )}
        </>
      )}
      <Form.Item
        name="remark"
        label={rejecting && unconfirmed ? t('recall.rejectReason') : t('recall.remark')}
        rules={rejecting && unconfirmed ? [{ required: true, whitespace: true, message: t('recall.reasonRequired') }] : []}
      >
        <Input.TextArea rows={2} maxLength={RECALL_LIMITS.remark} data-testid="recall-remark" />
      </Form.Item>
      {!batch && <RecallHistory steps={line.history} />}
    </SaveDialog>
  );
}

function RecallFacts({ line }: { line: RecallLine }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 12 }} data-testid="recall-facts">
      <Descriptions.Item label={t('entity.recallLine.fields.orderNo')}>{line.orderNo}</Descriptions.Item>
      <Descriptions.Item label={t('entity.recallLine.fields.status')}>
        <RecallStatusTag status={line.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('recall.customer')}>{line.custName}</Descriptions.Item>
      <Descriptions.Item label={t('entity.recallLine.fields.phone')}>{line.phone}</Descriptions.Item>
      <Descriptions.Item label={t('recall.address')}>{line.address}</Descriptions.Item>
      <Descriptions.Item label={t('entity.recallLine.fields.siteId')}>{line.siteName}</Descriptions.Item>
      <Descriptions.Item label={t('recall.setting')}>{line.settingName}</Descriptions.Item>
      <Descriptions.Item label={t('entity.recallLine.fields.callCount')}>{`${line.callCount} / ${line.maxAttempts}`}</Descriptions.Item>
      {line.satisfaction && <Descriptions.Item label={t('recall.rating')}>{t(`recall.satisfaction.${line.satisfaction}`)}</Descriptions.Item>}
      {line.verdict && <Descriptions.Item label={t('entity.recallLine.fields.verdict')}>{t(`recall.verdict.${line.verdict}`)}</Descriptions.Item>}
      {line.dropReason && <Descriptions.Item label={t('entity.recallLine.fields.dropReason')}>{line.dropReason}</Descriptions.Item>}
    </Descriptions>
  );
}

/** A line's facts and its record, read only. */
export function RecallRecord({ line }: { line: RecallLine }) {
  return (
    <>
      <RecallFacts line={line} />
      <RecallHistory steps={line.history} />
    </>
  );
}

/** The commands and calls of a return visit: when, who, the step, the number, the outcome, the satisfaction, the answers, the remark. */
export function RecallHistory({ steps }: { steps: RecallStep[] }) {
  const { t } = useTranslation();
  return (
    <Table<RecallStep>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={steps}
      scroll={{ x: true }}
      data-testid="recall-history"
      title={() => t('recall.history')}
      columns={[
        { title: t('recall.when'), dataIndex: 'createdAt', width: 150, render: (v: string) => dayjs(v).format(DATE_TIME_FORMAT) },
        { title: t('recall.step'), dataIndex: 'action', render: (a: string) => t(`recall.action.${a}`, { defaultValue: a }) },
        { title: t('recall.who'), dataIndex: 'userName', render: (n: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{n}</span> },
        { title: t('entity.recallHistory.fields.phone'), dataIndex: 'phone' },
        { title: t('entity.recallHistory.fields.outcome'), dataIndex: 'outcome', render: (o: string | null) => (o ? t(`recall.outcome.${o}`) : '') },
        { title: t('entity.recallHistory.fields.satisfaction'), dataIndex: 'satisfaction', render: (s: string | null) => (s ? t(`recall.satisfaction.${s}`) : '') },
        {
          title: t('recall.answers'),
          dataIndex: 'answers',
          render: (answers: RecallStep['answers']) =>
            (answers ?? []).map((a) => (
              <div key={a.lineNo}>
                {a.question}: {a.verdict ? t(`recall.verdict.${a.verdict}`) : (a.score ?? a.text ?? '')}
              </div>
            )),
        },
        // A sampling's remark is why it was drawn (ratio, complaint, repeat, by hand).
        { title: t('recall.remark'), dataIndex: 'remark', render: (r: string, step) => <span style={{ whiteSpace: 'pre-wrap' }}>{step.action === 'sample' ? t(`recall.source.${r}`, { defaultValue: r }) : r}</span> },
      ]}
    />
  );
}
