/**
 * A complaint: its order (a link to the order's detail), customer, nature, object, content and files, its deadlines
 * (overdue ones tagged), the escalation and the resolution, its history, and one button per action the server offers
 * the caller (escalating asks where to and why, resolving for the resolution, the customer's answer for what was
 * said when not satisfied, the outlet's note for its text).
 */
import { COMPLAINT_ESCALATIONS, COMPLAINT_LIMITS, type ComplaintAction, type ComplaintEscalation, type ComplaintStatus, complaintOverdue } from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Modal, Radio, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { DictLabel } from '../../crud/ResourcePage.tsx';
import { resourceKeys } from '../../crud/resource-api.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { Attachments } from '../knowledge/Files.tsx';
import { orderDetailPath } from '../work-orders/order-screen.ts';
import { actOnComplaint, type Complaint, complaintKeys, getComplaint } from './complaint-api.ts';

const time = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '');
const COLORS: Record<ComplaintStatus, string> = { registered: 'orange', accepted: 'blue', escalated: 'volcano', resolved: 'cyan', confirmed: 'geekblue', closed: 'green' };
/** The actions that ask for a text before they run (accept and close run at once). */
type Asking = Exclude<ComplaintAction, 'accept' | 'close'>;

export function ComplaintStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status as ComplaintStatus]}>{t(`complaint.status.${status}`)}</Tag>;
}

export function ComplaintDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: complaintKeys.detail(id), queryFn: () => getComplaint(id) });
  const [acting, setActing] = useState<Asking>();
  const row = detail.data;
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
    await queryClient.invalidateQueries({ queryKey: resourceKeys('complaint').all });
  };
  const act = async (action: ComplaintAction) => {
    if (!row) return;
    if (action !== 'accept' && action !== 'close') return setActing(action);
    try {
      await actOnComplaint(action, row);
    } catch {
      // The request layer has shown the server's message; the refreshed detail shows where it stands.
      await changed();
      return;
    }
    feedback.message?.success(t('common.success'));
    await changed();
  };
  const overdue = row && complaintOverdue(row, new Date());
  return (
    <Modal open title={row ? `${t('complaint.one')} ${row.complaintNo}` : t('complaint.one')} onCancel={onClose} footer={null} width={800} loading={detail.isPending} data-testid="complaint-detail">
      {row && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label={t('entity.complaint.fields.complaintNo')}>{row.complaintNo}</Descriptions.Item>
            <Descriptions.Item label={t('entity.complaint.fields.status')}>
              <span data-testid="complaint-status">
                <ComplaintStatusTag status={row.status} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('entity.complaint.fields.orderNo')}>
              <Button
                type="link"
                size="small"
                style={{ padding: 0 }}
                onClick={() => {
                  onClose();
                  navigate(orderDetailPath(row.orderId));
                }}
                title={t('complaint.openOrder')}
                data-testid="complaint-order-link"
              >
                {row.orderNo}
              </Button>
            </Descriptions.Item>
            <Descriptions.Item label={t('entity.complaint.fields.siteId')}>{row.siteName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('entity.complaint.fields.customerName')}>{row.customerName}</Descriptions.Item>
            <Descriptions.Item label={t('entity.complaint.fields.phone')}>{row.phone}</Descriptions.Item>
            <Descriptions.Item label={t('entity.complaint.fields.complaintNature')}>
              <DictLabel type="complaint_nature" value={row.complaintNature} />
            </Descriptions.Item>
            <Descriptions.Item label={t('entity.complaint.fields.complaintObject')}>
              <DictLabel type="complaint_object" value={row.complaintObject} />
            </Descriptions.Item>
            <Descriptions.Item label={t('complaint.registrar')}>{`${row.registrarName ?? ''} ${time(row.createdAt)}`}</Descriptions.Item>
            <Descriptions.Item label={t('entity.complaint.fields.handlerName')}>{row.handlerName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('entity.complaint.fields.responseDueAt')}>{time(row.responseDueAt) || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('entity.complaint.fields.resolveDueAt')}>
              <span data-testid={overdue ? 'complaint-detail-overdue' : undefined}>
                {time(row.resolveDueAt) || '—'} {overdue && <Tag color="error">{t('complaint.overdue')}</Tag>}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('entity.complaint.fields.content')} span={2}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{row.content}</span>
              <Attachments files={row.attachments} />
            </Descriptions.Item>
            {row.escalatedTo && (
              <Descriptions.Item label={t('complaint.escalation')} span={2}>
                <span data-testid="complaint-escalation">
                  {t(`complaint.escalateTarget.${row.escalatedTo}`)} · {time(row.escalatedAt)} · <span style={{ whiteSpace: 'pre-wrap' }}>{row.escalateReason}</span>
                </span>
              </Descriptions.Item>
            )}
            {row.resolution && (
              <Descriptions.Item label={t('complaint.resolution')} span={2}>
                <span style={{ whiteSpace: 'pre-wrap' }} data-testid="complaint-resolution">
                  {row.resolution}
                </span>
                {row.resolvedAt && <span> · {time(row.resolvedAt)}</span>}
              </Descriptions.Item>
            )}
            {row.satisfied !== null && (
              <Descriptions.Item label={t('complaint.satisfied')} span={2}>
                {row.satisfied ? t('complaint.yes') : t('complaint.no')}
              </Descriptions.Item>
            )}
          </Descriptions>
          {row.actions.length > 0 && (
            <Space wrap style={{ marginTop: 12 }}>
              {row.actions.map((a) => (
                <Button key={a} type={a === 'reopen' || a === 'note' ? 'default' : 'primary'} danger={a === 'reopen'} onClick={() => act(a)} data-testid={`complaint-${a}`}>
                  {t(`complaint.action.${a}`)}
                </Button>
              ))}
            </Space>
          )}
          <h4 style={{ marginTop: 16 }}>{t('complaint.history')}</h4>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={row.history}
            scroll={{ x: true }}
            data-testid="complaint-history"
            columns={[
              { title: t('complaint.when'), dataIndex: 'createdAt', render: time, width: 160 },
              { title: t('complaint.step'), dataIndex: 'action', render: (a: string) => t(`complaint.action.${a}`) },
              { title: t('complaint.to'), dataIndex: 'toStatus', render: (s: string) => <ComplaintStatusTag status={s} /> },
              { title: t('complaint.who'), dataIndex: 'userName' },
              { title: t('complaint.why'), dataIndex: 'remark', render: (r: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{r}</span> },
            ]}
          />
          {acting && <ActionDialog row={row} action={acting} onClose={() => setActing(undefined)} onDone={changed} />}
        </>
      )}
    </Modal>
  );
}

function ActionDialog({ row, action, onClose, onDone }: { row: Complaint; action: Asking; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text?: string; escalatedTo?: ComplaintEscalation }>();
  const label = t(`complaint.action.${action}`);
  // Confirming (satisfied) may say nothing more; every other step says why or what.
  const required = action !== 'confirm';
  const textLabel = action === 'resolve' ? t('complaint.resolution') : t('complaint.text');
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await actOnComplaint(action, row, { text: values.text, escalatedTo: values.escalatedTo });
    } catch (e) {
      showServerErrors(form, e, (field) => (field === 'text' ? ['text'] : field === 'escalatedTo' ? ['escalatedTo'] : undefined));
      return false;
    }
    feedback.message?.success(t('common.success'));
    await onDone();
    return true;
  };
  return (
    <SaveDialog title={`${label} ${row.complaintNo}`} okText={label} okDanger={action === 'reopen'} form={form} onSave={save} onClose={onClose} formTestId="complaint-action-form" saveTestId="complaint-action-ok">
      {action === 'escalate' && (
        <Form.Item name="escalatedTo" label={t('complaint.escalateTo')} rules={[{ required: true, message: t('complaint.escalateToRequired') }]}>
          <Radio.Group optionType="button" options={COMPLAINT_ESCALATIONS.map((v) => ({ value: v, label: t(`complaint.escalateTarget.${v}`) }))} data-testid="complaint-escalate-to" />
        </Form.Item>
      )}
      <Form.Item name="text" label={textLabel} rules={required ? [{ required: true, whitespace: true, message: t('complaint.textRequired') }] : []}>
        <Input.TextArea rows={4} maxLength={COMPLAINT_LIMITS.text} showCount data-testid="complaint-text" />
      </Form.Item>
    </SaveDialog>
  );
}
