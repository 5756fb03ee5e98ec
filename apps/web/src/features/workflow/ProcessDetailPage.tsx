/**
 * The workflow detail (fixed route /activti/detail/{id}): the request, its diagram (the initiator, each approval
 * step with its approvers, the end; the current step highlighted), the history of every action, and what the
 * caller may do now: approve or reject the current step (rejection names the step to return to and a reason),
 * cancel as the initiator (with a reason). A process deciding a business document opens it (a parts application).
 */
import { errorText, type Lang, rejectTargets, type WfDetailDto, type WfHistoryDto } from '@as/shared';
import { CheckOutlined, CloseOutlined, RollbackOutlined, StopOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, Result, Select, Space, Spin, Steps, type StepsProps, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { resourceKeys } from '../../crud/resource-api.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { MY_PROCESS_PATH } from '../../shell/menus.ts';
import { usePageParams } from '../../shell/page-context.ts';
import { succeeded } from '../access/access-api.ts';
import { ProcessApplication } from '../parts/ProcessApplication.tsx';
import { PROCESS_DETAIL_PATTERN } from './pages.ts';
import { processName, StatusTag, stepName } from './ProcessStatus.tsx';
import { PROCESS_SCREENS } from './screens.ts';
import { approveTask, cancelProcess, getProcess, rejectTask, workflowKeys } from './workflow-api.ts';

const time = (value: string | null) => (value ? dayjs(value).format(DATE_TIME_FORMAT) : '');

type Dialog = 'approve' | 'reject' | 'cancel';

export function ProcessDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(usePageParams(PROCESS_DETAIL_PATTERN).id);
  const detail = useQuery({ queryKey: workflowKeys.detail(id), queryFn: () => getProcess(id), enabled: Number.isInteger(id) && id > 0, retry: false });
  const [dialog, setDialog] = useState<Dialog>();

  if (detail.isPending && detail.fetchStatus !== 'idle') return <Spin />;
  if (!detail.data) {
    return (
      <Result
        status="404"
        title={t('workflow.notFound')}
        extra={<Button onClick={() => navigate(MY_PROCESS_PATH)}>{t('workflow.backToList')}</Button>}
      />
    );
  }
  const p = detail.data;
  const step = (n: number) => (n === 0 ? t('workflow.initiator') : stepName(t, p.steps[n - 1]));

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="process-detail">
      <Card
        title={
          <Space>
            <span data-testid="process-detail-title">{p.title}</span>
            <StatusTag status={p.status} />
          </Space>
        }
        extra={
          <Space wrap>
            <ProcessApplication process={p} onClosed={() => queryClient.invalidateQueries({ queryKey: workflowKeys.detail(p.id) })} />
            {p.myTaskId !== null && (
              <>
                <Button type="primary" icon={<CheckOutlined />} onClick={() => setDialog('approve')} data-testid="process-approve">
                  {t('workflow.approve')}
                </Button>
                <Button danger icon={<RollbackOutlined />} onClick={() => setDialog('reject')} data-testid="process-reject">
                  {t('workflow.reject')}
                </Button>
              </>
            )}
            {p.canCancel && (
              <Button icon={<StopOutlined />} onClick={() => setDialog('cancel')} data-testid="process-cancel">
                {t('workflow.cancel')}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('workflow.process')}>{processName(t, p.definitionKey, p.definitionName)}</Descriptions.Item>
          <Descriptions.Item label={t('workflow.initiator')}>{p.initiatorName}</Descriptions.Item>
          <Descriptions.Item label={t('entity.processInitiated.fields.createdAt')}>{time(p.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('entity.processInitiated.fields.currentStepName')}>
            <span data-testid="process-current-step">{p.status === 'running' ? step(p.currentStep) : t(`workflow.status.${p.status}`)}</span>
          </Descriptions.Item>
          {p.remark && (
            <Descriptions.Item label={t('workflow.remark')} span={2}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{p.remark}</Typography.Paragraph>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      <Card title={t('workflow.diagram')} size="small">
        <Steps items={diagram(p, step, t)} data-testid="process-diagram" />
      </Card>

      <Card title={t('workflow.history')} size="small">
        <Timeline items={p.history.map((h) => historyItem(h, step, t))} data-testid="process-history" />
      </Card>

      {dialog && <ActionDialog kind={dialog} process={p} stepLabel={step} onClose={() => setDialog(undefined)} />}
    </Space>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** The diagram: initiator, steps, end; done steps finished, the current one in progress, where it stopped in red. */
function diagram(p: WfDetailDto, step: (n: number) => string, t: T): StepsProps['items'] {
  const endIndex = p.steps.length + 1;
  const lastAction = p.history.at(-1);
  // Where an instance that did not pass stopped: the step that rejected it back to the initiator, or the one it was cancelled at.
  const stoppedAt = p.status === 'rejected' || p.status === 'cancelled' ? (lastAction?.step ?? 0) : null;
  const doneBy = (n: number) => p.history.filter((h) => h.step === n && (h.action === 'approve' || h.action === 'start')).at(-1)?.userName;
  const statusOf = (index: number): NonNullable<StepsProps['items']>[number]['status'] => {
    if (p.status === 'approved') return 'finish';
    if (stoppedAt !== null) return index < stoppedAt ? 'finish' : index === stoppedAt || index === endIndex ? 'error' : 'wait';
    return index < p.currentStep ? 'finish' : index === p.currentStep ? 'process' : 'wait';
  };
  const nodes = [0, ...p.steps.map((_, i) => i + 1)].map((n) => ({
    title: step(n),
    status: statusOf(n),
    description:
      p.status === 'running' && n === p.currentStep ? t('workflow.approvers', { names: p.currentApprovers.join('、') }) : statusOf(n) === 'finish' ? doneBy(n) : undefined,
  }));
  return [...nodes, { title: t('workflow.end'), status: statusOf(endIndex), description: p.status === 'running' ? undefined : t(`workflow.status.${p.status}`) }];
}

const ACTION_COLOR = { start: 'blue', approve: 'green', reject: 'red', cancel: 'gray' } as const;
const REASON_LABEL = { start: 'workflow.description', approve: 'workflow.comment', reject: 'workflow.reason', cancel: 'workflow.reason' } as const;

function historyItem(h: WfHistoryDto, step: (n: number) => string, t: T) {
  return {
    color: ACTION_COLOR[h.action],
    children: (
      <div data-testid="process-history-item">
        <Space wrap>
          <Typography.Text type="secondary">{time(h.createdAt)}</Typography.Text>
          <Typography.Text strong>{h.userName}</Typography.Text>
          <span>{step(h.step)}</span>
          <Typography.Text style={{ color: ACTION_COLOR[h.action] === 'gray' ? undefined : ACTION_COLOR[h.action] }}>{t(`workflow.action.${h.action}`)}</Typography.Text>
        </Space>
        {h.action === 'reject' && h.toStep !== null && <div>{t('workflow.toStep', { step: step(h.toStep) })}</div>}
        {h.reason && <div style={{ whiteSpace: 'pre-wrap' }}>{t(REASON_LABEL[h.action], { reason: h.reason })}</div>}
      </div>
    ),
  };
}

/** Approve (an optional comment), reject (the step to return to and a reason), cancel (a reason): the spec's messages when one is missing. */
function ActionDialog({ kind, process: p, stepLabel, onClose }: { kind: Dialog; process: WfDetailDto; stepLabel: (n: number) => string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ remark?: string; toStep?: number; reason?: string }>();
  const rejectMessage = errorText('wfRejectNeedsStepAndReason', lang);
  const required = (message: string) => ({ required: true, whitespace: true, message });

  async function save(): Promise<boolean> {
    const values = await checkedValues(form);
    if (!values) return false;
    const taskId = p.myTaskId as number;
    const call =
      kind === 'approve'
        ? approveTask({ taskId, remark: values.remark })
        : kind === 'reject'
          ? rejectTask({ taskId, toStep: values.toStep as number, reason: values.reason as string })
          : cancelProcess({ id: p.id, reason: values.reason as string });
    const done = await succeeded(call);
    // Refused or not (someone else may have acted first), the page shows where the process stands now.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: workflowKeys.detail(p.id) }),
      ...Object.values(PROCESS_SCREENS).map((s) => queryClient.invalidateQueries({ queryKey: resourceKeys(s.key).all })),
    ]);
    if (done) feedback.message?.success(t('common.success'));
    return done;
  }

  const title = { approve: t('workflow.approveTitle'), reject: t('workflow.rejectTitle'), cancel: t('workflow.cancelTitle') }[kind];
  const icon = { approve: <CheckOutlined />, reject: <RollbackOutlined />, cancel: <CloseOutlined /> }[kind];
  return (
    <SaveDialog form={form} title={title} onSave={save} onClose={onClose} okText={<>{icon} {title}</>} okDanger={kind !== 'approve'} formTestId="process-action-form" saveTestId="process-action-ok">
      {kind === 'approve' && (
        <Form.Item name="remark" label={t('workflow.approveRemark')} extra={t('workflow.approveConfirm')}>
          <Input.TextArea rows={3} maxLength={2000} data-testid="process-remark" />
        </Form.Item>
      )}
      {kind === 'reject' && (
        <>
          <Form.Item name="toStep" label={t('workflow.rejectTo')} rules={[{ required: true, message: rejectMessage }]} initialValue={0}>
            <Select options={rejectTargets(p.currentStep).map((n) => ({ value: n, label: stepLabel(n) }))} data-testid="process-reject-step" />
          </Form.Item>
          <Form.Item name="reason" label={t('workflow.rejectReason')} rules={[required(rejectMessage)]}>
            <Input.TextArea rows={3} maxLength={2000} data-testid="process-reason" />
          </Form.Item>
        </>
      )}
      {kind === 'cancel' && (
        <Form.Item name="reason" label={t('workflow.cancelReason')} rules={[required(errorText('wfCancelNeedsReason', lang))]}>
          <Input.TextArea rows={3} maxLength={2000} data-testid="process-reason" />
        </Form.Item>
      )}
    </SaveDialog>
  );
}
