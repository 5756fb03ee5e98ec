/**
 * Good-comment applications (menu workorder.goodCommentApply 好评申请): the grid by status tab (filters, paging,
 * sorting, export), an outlet's claim for a praised order, and the detail with headquarters' check: approve with the
 * amount granted (at most the claim; it becomes the order's reward fee) or reject with the reason.
 */
import { GOOD_COMMENT_LIMITS, GOOD_COMMENT_STATUSES, type GoodCommentStatus, goodCommentResource, parseScaled } from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../app/feedback.ts';
import { ReasonDialog } from '../../crud/ReasonDialog.tsx';
import { type EditorProps, ResourcePage } from '../../crud/ResourcePage.tsx';
import { resourceKeys } from '../../crud/resource-api.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { StatusTabs } from '../../crud/StatusTabs.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';
import { AttachmentPicker } from '../knowledge/AttachmentPicker.tsx';
import { Attachments } from '../knowledge/Files.tsx';
import { OrderNoSelect } from './OrderNoSelect.tsx';
import { time } from './QualityReportDetail.tsx';
import { checkGoodComment, type GoodComment, goodCommentApi, goodCommentKeys, getGoodComment } from './quality-api.ts';

const COLORS: Record<GoodCommentStatus, string> = { pending: 'blue', approved: 'green', rejected: 'red' };
/** A positive amount with at most two decimals (the server checks it again, in cents). */
const moneyRule = (message: string) => ({ validator: async (_: unknown, v: string) => {
  const cents = parseScaled(v ?? '');
  if (cents === null || cents <= 0) throw new Error(message);
} });

function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status as GoodCommentStatus]}>{t(`goodComment.status.${status}`)}</Tag>;
}

function ClaimForm({ onSave, onClose }: EditorProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ orderNo: string; praise: string; amountClaimed: string }>();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await onSave({ orderNo: values.orderNo, praise: values.praise.trim(), amountClaimed: values.amountClaimed.trim(), attachments: files.map((f) => f.id) });
    } catch (e) {
      showServerErrors(form, e, ['orderNo', 'praise', 'amountClaimed']);
      return false;
    }
    return true;
  };
  return (
    <SaveDialog title={t('goodComment.add')} form={form} onSave={save} onClose={onClose} formTestId="good-comment-form" saveTestId="good-comment-save">
      <Form.Item name="orderNo" label={t('entity.goodCommentApply.fields.orderNo')} rules={[{ required: true, message: t('goodComment.orderRequired') }]}>
        <OrderNoSelect testId="good-comment-order" />
      </Form.Item>
      <Form.Item name="praise" label={t('entity.goodCommentApply.fields.praise')} rules={[{ required: true, whitespace: true, message: t('goodComment.praiseRequired') }]}>
        <Input.TextArea rows={4} maxLength={GOOD_COMMENT_LIMITS.praise} showCount data-testid="good-comment-praise" />
      </Form.Item>
      <Form.Item name="amountClaimed" label={t('entity.goodCommentApply.fields.amountClaimed')} rules={[moneyRule(t('goodComment.amountInvalid'))]}>
        <Input inputMode="decimal" maxLength={16} data-testid="good-comment-amount" />
      </Form.Item>
      <AttachmentPicker files={files} onChange={setFiles} label={t('goodComment.evidence')} addText={t('goodComment.addEvidence')} limit={GOOD_COMMENT_LIMITS.attachments} testId="good-comment-attach" />
    </SaveDialog>
  );
}

function ApproveDialog({ row, onClose, onDone }: { row: GoodComment; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ amountGranted: string; remark?: string }>();
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await checkGoodComment(row, 'approve', { amountGranted: values.amountGranted.trim(), remark: values.remark?.trim() });
    } catch (e) {
      showServerErrors(form, e, ['amountGranted', 'remark']);
      return false;
    }
    feedback.message?.success(t('common.success'));
    await onDone();
    return true;
  };
  return (
    <SaveDialog title={`${t('goodComment.action.approve')} ${row.applyNo}`} okText={t('goodComment.action.approve')} form={form} onSave={save} onClose={onClose} formTestId="good-comment-approve-form" saveTestId="good-comment-approve-ok">
      <Form.Item name="amountGranted" label={t('entity.goodCommentApply.fields.amountGranted')} initialValue={row.amountClaimed} extra={t('goodComment.grantHint', { claimed: row.amountClaimed })} rules={[moneyRule(t('goodComment.amountInvalid'))]}>
        <Input inputMode="decimal" maxLength={16} data-testid="good-comment-granted" />
      </Form.Item>
      <Form.Item name="remark" label={t('goodComment.remark')}>
        <Input.TextArea rows={2} maxLength={GOOD_COMMENT_LIMITS.remark} showCount />
      </Form.Item>
    </SaveDialog>
  );
}

function GoodCommentDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: goodCommentKeys.detail(id), queryFn: () => getGoodComment(id) });
  const [acting, setActing] = useState<'approve' | 'reject'>();
  const row = detail.data;
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: goodCommentKeys.all });
    await queryClient.invalidateQueries({ queryKey: resourceKeys(goodCommentResource.key).all });
  };
  return (
    <Modal open title={row ? `${t('goodComment.one')} ${row.applyNo}` : t('goodComment.one')} onCancel={onClose} footer={null} width={720} loading={detail.isPending} data-testid="good-comment-detail">
      {row && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label={t('entity.goodCommentApply.fields.applyNo')}>{row.applyNo}</Descriptions.Item>
            <Descriptions.Item label={t('entity.goodCommentApply.fields.status')}>
              <span data-testid="good-comment-status">
                <StatusTag status={row.status} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('entity.goodCommentApply.fields.orderNo')}>{row.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('entity.goodCommentApply.fields.siteId')}>{row.siteName}</Descriptions.Item>
            <Descriptions.Item label={t('goodComment.claimant')}>{`${row.claimantName ?? ''} ${time(row.createdAt)}`}</Descriptions.Item>
            <Descriptions.Item label={t('entity.goodCommentApply.fields.amountClaimed')}>{row.amountClaimed}</Descriptions.Item>
            <Descriptions.Item label={t('entity.goodCommentApply.fields.praise')} span={2}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{row.praise}</span>
              <Attachments files={row.attachments} />
            </Descriptions.Item>
            <Descriptions.Item label={t('entity.goodCommentApply.fields.amountGranted')}>
              <span data-testid="good-comment-granted-value">{row.amountGranted ?? '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('goodComment.orderReward')}>{row.feeReward ?? '—'}</Descriptions.Item>
            {row.checkRemark && (
              <Descriptions.Item label={t('goodComment.remark')} span={2}>
                <span style={{ whiteSpace: 'pre-wrap' }}>{row.checkRemark}</span>
              </Descriptions.Item>
            )}
          </Descriptions>
          {row.actions.length > 0 && (
            <Space wrap style={{ marginTop: 12 }}>
              {row.actions.map((a) => (
                <Button key={a} danger={a === 'reject'} type={a === 'approve' ? 'primary' : 'default'} onClick={() => setActing(a)} data-testid={`good-comment-${a}`}>
                  {t(`goodComment.action.${a}`)}
                </Button>
              ))}
            </Space>
          )}
          <h4 style={{ marginTop: 16 }}>{t('qualityReport.history')}</h4>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={row.history}
            scroll={{ x: true }}
            columns={[
              { title: t('qualityReport.when'), dataIndex: 'createdAt', render: time, width: 160 },
              { title: t('qualityReport.step'), dataIndex: 'action', render: (a: string) => t(`goodComment.action.${a}`, { defaultValue: t('goodComment.created') }) },
              { title: t('qualityReport.to'), dataIndex: 'toStatus', render: (s: string) => <StatusTag status={s} /> },
              { title: t('qualityReport.who'), dataIndex: 'userName' },
              { title: t('qualityReport.why'), dataIndex: 'remark', render: (r: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{r}</span> },
            ]}
          />
          {acting === 'approve' && <ApproveDialog row={row} onClose={() => setActing(undefined)} onDone={changed} />}
          {acting === 'reject' && (
            <ReasonDialog
              title={`${t('goodComment.action.reject')} ${row.applyNo}`}
              okText={t('goodComment.action.reject')}
              label={t('goodComment.rejectReason')}
              requiredMessage={t('goodComment.rejectRequired')}
              testIds={{ form: 'good-comment-reject-form', ok: 'good-comment-reject-ok', input: 'good-comment-reject-input' }}
              onSubmit={(remark) => checkGoodComment(row, 'reject', { remark })}
              onDone={changed}
              onClose={() => setActing(undefined)}
            />
          )}
        </>
      )}
    </Modal>
  );
}

export function GoodCommentPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number>();
  return (
    <>
      <StatusTabsFor value={status} onChange={setStatus} />
      <ResourcePage
        def={goodCommentResource}
        api={goodCommentApi}
        editor={ClaimForm}
        filters={status ? { status } : undefined}
        cells={{
          applyNo: (value, row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)} style={{ padding: 0 }} data-testid="good-comment-open">
              {String(value)}
            </Button>
          ),
          status: (value) => <StatusTag status={String(value)} />,
        }}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row.id)} data-testid="row-detail">
            {t('qualityReport.detail')}
          </Button>
        )}
      />
      {open !== undefined && <GoodCommentDetail id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}

const StatusTabsFor = ({ value, onChange }: { value: string; onChange: (s: string) => void }) => <StatusTabs prefix="goodComment" statuses={GOOD_COMMENT_STATUSES} value={value} onChange={onChange} testId="good-comment-tabs" />;
