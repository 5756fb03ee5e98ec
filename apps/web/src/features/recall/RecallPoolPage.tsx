/**
 * The screening pool (menu care.recallScreening, 回访甄别池) and the follow-up survey pool (care.recallSurvey,
 * 回访调查池): the return visits by status tab over the generic grid (filters, paging, sorting, export). Screening
 * sends the selected ones to the survey pool or drops them with a reason; in the survey pool they are assigned to a
 * return visitor, followed up one at a time (the dialog: the number called, the outcome, the verdict per question,
 * the satisfaction) or in a batch with one result, or handed to the robot caller, whose requests and answers open
 * beside the pool. A batch is all or none.
 */
import { RECALL_POOL_STATUSES, recallImportResource, recallLineResource } from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../app/feedback.ts';
import { ReasonDialog } from '../../crud/ReasonDialog.tsx';
import { ResourcePage, type ScreenContext } from '../../crud/ResourcePage.tsx';
import { type Row, resourceKeys } from '../../crud/resource-api.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { StatusTabs } from '../../crud/StatusTabs.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { useCan } from '../../access/useCan.ts';
import { RecallFollowDialog } from './RecallFollowDialog.tsx';
import { RecallStatusTag } from './RecallStatusTag.tsx';
import { assignRecalls, dropRecalls, recallLineApi, recallSurveyApi, returnVisitors, screenRecalls, submitRobot } from './recall-api.ts';
import { RecallRobotDrawer } from './RecallRobotDrawer.tsx';

const itemsOf = (context: ScreenContext, ids: number[]) => ids.map((id) => ({ id, version: Number(context.rows.find((r) => r.id === id)?.version ?? 0) }));

/** The screening pool: to screen first, the dropped ones on their tab. */
export function RecallScreeningPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [status, setStatus] = useState<string>('screening');
  const [dropping, setDropping] = useState<{ ids: number[]; context: ScreenContext }>();
  const screen = async (context: ScreenContext) => {
    const ids = context.requireSelected();
    if (!ids) return;
    await screenRecalls(itemsOf(context, ids));
    feedback.message?.success(t('common.success'));
    await context.refresh();
  };
  return (
    <>
      <StatusTabs prefix="recall" statuses={['screening', 'dropped']} value={status} onChange={setStatus} testId="recall-screening-tabs" />
      <ResourcePage
        def={recallLineResource}
        api={recallLineApi}
        title={t('menu.care.recallScreening')}
        filters={{ status: status || 'screening,dropped' }}
        cells={{ status: (value) => <RecallStatusTag status={String(value)} /> }}
        toolbar={(context) =>
          can('basic_so_recall_screen') && status !== 'dropped' ? (
            <Space wrap>
              <Button type="primary" onClick={() => void screen(context).catch(() => undefined)} data-testid="recall-screen">
                {t('recall.screen')}
              </Button>
              <Button
                danger
                onClick={() => {
                  const ids = context.requireSelected();
                  if (ids) setDropping({ ids, context });
                }}
                data-testid="recall-drop"
              >
                {t('recall.drop')}
              </Button>
            </Space>
          ) : null
        }
      />
      {dropping && (
        <ReasonDialog
          title={t('recall.dropTitle')}
          okText={t('recall.drop')}
          label={t('recall.dropReason')}
          requiredMessage={t('recall.reasonRequired')}
          testIds={{ form: 'recall-drop-form', ok: 'recall-drop-ok', input: 'recall-drop-reason' }}
          onSubmit={(reason) => dropRecalls(itemsOf(dropping.context, dropping.ids), reason)}
          onDone={() => dropping.context.refresh()}
          onClose={() => setDropping(undefined)}
        />
      )}
    </>
  );
}

/** The follow-up survey pool: pending first; assign, follow up one, or a batch. */
export function RecallSurveyPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>('pending');
  const [following, setFollowing] = useState<{ rows: Row[]; context?: ScreenContext }>();
  const [assigning, setAssigning] = useState<{ ids: number[]; context: ScreenContext }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys(recallLineResource.key).all });
  const open = (status || '') !== 'completed';
  const [robots, setRobots] = useState(false);
  const toRobot = async (context: ScreenContext) => {
    const ids = context.requireSelected();
    if (!ids) return;
    await submitRobot(itemsOf(context, ids));
    feedback.message?.success(t('recall.robotSubmitted', { n: ids.length }));
    await context.refresh();
  };
  return (
    <>
      <StatusTabs prefix="recall" statuses={RECALL_POOL_STATUSES} value={status} onChange={setStatus} testId="recall-survey-tabs" />
      <ResourcePage
        def={recallLineResource}
        api={recallSurveyApi}
        importFields={recallImportResource.fields}
        title={t('menu.care.recallSurvey')}
        filters={{ status: status || RECALL_POOL_STATUSES.join(',') }}
        cells={{ status: (value) => <RecallStatusTag status={String(value)} /> }}
        toolbar={(context) =>
          open ? (
            <Space wrap>
              {can('basic_so_recall_assign') && (
                <Button
                  onClick={() => {
                    const ids = context.requireSelected();
                    if (ids) setAssigning({ ids, context });
                  }}
                  data-testid="recall-assign"
                >
                  {t('recall.assign')}
                </Button>
              )}
              {can('basic_so_recall_follow') && (
                <Button
                  onClick={() => {
                    const ids = context.requireSelected();
                    if (ids) setFollowing({ rows: context.rows.filter((r) => ids.includes(r.id)), context });
                  }}
                  data-testid="recall-batch-follow"
                >
                  {t('recall.batchFollow')}
                </Button>
              )}
              {can('basic_so_recall_follow') && (
                <Button onClick={() => void toRobot(context).catch(() => undefined)} data-testid="recall-submit-robot">
                  {t('recall.robotSubmit')}
                </Button>
              )}
              <Button onClick={() => setRobots(true)} data-testid="recall-robot-open">
                {t('recall.robotCalls')}
              </Button>
            </Space>
          ) : null
        }
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setFollowing({ rows: [row] })} data-testid="recall-follow">
            {['pending', 'second', 'imported'].includes(String(row.status)) && can('basic_so_recall_follow') ? t('recall.follow') : t('recall.detail')}
          </Button>
        )}
      />
      {robots && <RecallRobotDrawer onClose={() => setRobots(false)} onAnswered={refresh} />}
      {assigning && <AssignDialog ids={assigning.ids} context={assigning.context} onClose={() => setAssigning(undefined)} />}
      {following && (
        <RecallFollowDialog
          rows={following.rows}
          onClose={() => setFollowing(undefined)}
          onDone={async () => {
            setFollowing(undefined);
            await refresh();
          }}
        />
      )}
    </>
  );
}

function AssignDialog({ ids, context, onClose }: { ids: number[]; context: ScreenContext; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ assigneeId: number }>();
  const visitors = useQuery({ queryKey: ['recall', 'assignees'], queryFn: returnVisitors });
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await assignRecalls(itemsOf(context, ids), values.assigneeId);
    } catch (e) {
      showServerErrors(form, e, ['assigneeId']);
      return false;
    }
    feedback.message?.success(t('common.success'));
    await context.refresh();
    return true;
  };
  return (
    <SaveDialog title={t('recall.assignTitle')} okText={t('recall.assign')} form={form} onSave={save} onClose={onClose} formTestId="recall-assign-form" saveTestId="recall-assign-ok">
      <Form.Item name="assigneeId" label={t('recall.assignee')} rules={[{ required: true, message: t('recall.assigneeRequired') }]}>
        <Select loading={visitors.isLoading} options={(visitors.data ?? []).map((u) => ({ value: u.id, label: u.name }))} data-testid="recall-assignee" />
      </Form.Item>
    </SaveDialog>
  );
}
