/**
 * A supervision order: its target, reason, due date and files, the outlet's reply, its history, and one button per
 * action the server offers the caller (the reply asks for its content and files, unable to handle for why).
 */
import { SUPERVISION_LIMITS, type SupervisionAction, type SupervisionStatus, supervisionOverdue } from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Modal, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { resourceKeys } from '../../crud/resource-api.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';
import { AttachmentPicker } from '../knowledge/AttachmentPicker.tsx';
import { Attachments } from '../knowledge/Files.tsx';
import { actOnSupervision, getSupervision, type Supervision, supervisionKeys } from './supervision-api.ts';

const time = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '');
const COLORS: Record<SupervisionStatus, string> = { pending: 'orange', processed: 'blue', unable: 'red', closed: 'green' };

export function SupervisionStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status as SupervisionStatus]}>{t(`supervision.status.${status}`)}</Tag>;
}

export function SupervisionDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: supervisionKeys.detail(id), queryFn: () => getSupervision(id) });
  const [acting, setActing] = useState<'reply' | 'unable'>();
  const row = detail.data;
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: supervisionKeys.all });
    await queryClient.invalidateQueries({ queryKey: resourceKeys('supervision').all });
  };
  const act = async (action: SupervisionAction) => {
    if (!row) return;
    if (action !== 'close') return setActing(action);
    await actOnSupervision(action, row);
    feedback.message?.success(t('common.success'));
    await changed();
  };
  const overdue = row && supervisionOverdue(row, dayjs().format('YYYY-MM-DD'));
  return (
    <Modal open title={row ? `${t('supervision.one')} ${row.supervisionNo}` : t('supervision.one')} onCancel={onClose} footer={null} width={760} data-testid="supervision-detail">
      {row && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label={t('entity.supervision.fields.supervisionNo')}>{row.supervisionNo}</Descriptions.Item>
            <Descriptions.Item label={t('entity.supervision.fields.status')}>
              <span data-testid="supervision-status">
                <SupervisionStatusTag status={row.status} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('entity.supervision.fields.targetType')}>{t(`supervision.target.${row.targetType}`)}</Descriptions.Item>
            <Descriptions.Item label={t('entity.supervision.fields.siteId')}>{`${row.siteCode ?? ''} ${row.siteName ?? ''}`}</Descriptions.Item>
            {row.engineerId && <Descriptions.Item label={t('entity.supervision.fields.engineerId')}>{row.engineerName}</Descriptions.Item>}
            <Descriptions.Item label={t('entity.supervision.fields.orderNo')}>{row.orderNo ?? t('supervision.pattern')}</Descriptions.Item>
            <Descriptions.Item label={t('entity.supervision.fields.dueDate')}>
              {row.dueDate} {overdue && <Tag color="error">{t('supervision.overdue')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('supervision.opener')}>{`${row.openerName ?? ''} ${time(row.createdAt)}`}</Descriptions.Item>
            <Descriptions.Item label={t('entity.supervision.fields.reason')} span={2}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{row.reason}</span>
              <Attachments files={row.attachments} />
            </Descriptions.Item>
            <Descriptions.Item label={t('entity.supervision.fields.handlerName')}>{row.handlerName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('entity.supervision.fields.handledAt')}>{time(row.handledAt) || '—'}</Descriptions.Item>
            {row.replyContent && (
              <Descriptions.Item label={t('entity.supervision.fields.replyContent')} span={2}>
                <span style={{ whiteSpace: 'pre-wrap' }} data-testid="supervision-reply">
                  {row.replyContent}
                </span>
                <Attachments files={row.replyAttachments} />
              </Descriptions.Item>
            )}
            {row.closeRemark && (
              <Descriptions.Item label={t('supervision.closeRemark')} span={2}>
                {row.closeRemark}
              </Descriptions.Item>
            )}
          </Descriptions>
          {row.actions.length > 0 && (
            <Space wrap style={{ marginTop: 12 }}>
              {row.actions.map((a) => (
                <Button key={a} danger={a === 'unable'} type={a === 'unable' ? 'default' : 'primary'} onClick={() => act(a)} data-testid={`supervision-${a}`}>
                  {t(`supervision.action.${a}`)}
                </Button>
              ))}
            </Space>
          )}
          <h4 style={{ marginTop: 16 }}>{t('supervision.history')}</h4>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={row.history}
            scroll={{ x: true }}
            data-testid="supervision-history"
            columns={[
              { title: t('supervision.when'), dataIndex: 'createdAt', render: time, width: 160 },
              { title: t('supervision.step'), dataIndex: 'action', render: (a: string) => t(`supervision.action.${a}`, { defaultValue: t('supervision.created') }) },
              { title: t('supervision.to'), dataIndex: 'toStatus', render: (s: string) => <SupervisionStatusTag status={s} /> },
              { title: t('supervision.who'), dataIndex: 'userName' },
              { title: t('supervision.why'), dataIndex: 'remark', render: (r: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{r}</span> },
            ]}
          />
          {acting && <ActionDialog row={row} action={acting} onClose={() => setActing(undefined)} onDone={changed} />}
        </>
      )}
    </Modal>
  );
}

function ActionDialog({ row, action, onClose, onDone }: { row: Supervision; action: 'reply' | 'unable'; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text: string }>();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const label = t(`supervision.action.${action}`);
  const reply = action === 'reply';
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await actOnSupervision(action, row, { text: values.text.trim(), attachments: files.map((f) => f.id) });
    } catch (e) {
      showServerErrors(form, e, (field) => (field === 'content' || field === 'remark' ? ['text'] : undefined));
      return false;
    }
    feedback.message?.success(t('common.success'));
    await onDone();
    return true;
  };
  return (
    <SaveDialog title={`${label} ${row.supervisionNo}`} okText={label} okDanger={!reply} form={form} onSave={save} onClose={onClose} formTestId="supervision-action-form" saveTestId="supervision-action-ok">
      <Form.Item name="text" label={t(reply ? 'entity.supervision.fields.replyContent' : 'supervision.closeRemark')} rules={[{ required: true, whitespace: true, message: t(reply ? 'supervision.replyRequired' : 'supervision.reasonRequired') }]}>
        <Input.TextArea rows={4} maxLength={reply ? SUPERVISION_LIMITS.reply : SUPERVISION_LIMITS.remark} showCount data-testid="supervision-text" />
      </Form.Item>
      {reply && <AttachmentPicker files={files} onChange={setFiles} label={t('supervision.attachments')} addText={t('supervision.addAttachment')} limit={SUPERVISION_LIMITS.attachments} testId="supervision-reply-attach" />}
    </SaveDialog>
  );
}
