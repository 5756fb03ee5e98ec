/** An assessment sheet: its header, its history, and one button per action the server offers the caller (a reason asked where the action takes one). */
import { CHECK_BILL_ACTIONS, type CheckBillAction } from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, Input, Modal, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { actOnCheckBill, type CheckBill, getCheckBill } from './check-bill-api.ts';

const time = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '');
const COLORS: Record<string, string> = { draft: 'default', issued: 'blue', appealing: 'orange', upheld: 'red', revoked: 'default', settled: 'green', cancelled: 'default' };
const DANGER: CheckBillAction[] = ['cancel', 'stopCheck', 'revoke'];

export function CheckBillStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`checkBill.status.${status}`)}</Tag>;
}

export function CheckBillDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: ['checkBill', 'detail', id], queryFn: () => getCheckBill(id) });
  const [acting, setActing] = useState<CheckBillAction>();
  const bill = detail.data;
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: ['checkBill'] });
    await queryClient.invalidateQueries({ queryKey: ['resource', 'checkBill'] });
  };
  const act = async (action: CheckBillAction) => {
    if (!bill) return;
    if ('reason' in CHECK_BILL_ACTIONS[action]) return setActing(action);
    await actOnCheckBill(action, bill);
    feedback.message?.success(t('common.success'));
    await changed();
  };
  return (
    <Modal open title={bill ? `${t('checkBill.one')} ${bill.billNo}` : t('checkBill.one')} onCancel={onClose} footer={null} width={760} data-testid="check-bill-detail">
      {bill && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label={t('entity.checkBill.fields.billNo')}>{bill.billNo}</Descriptions.Item>
            <Descriptions.Item label={t('entity.checkBill.fields.status')}>
              <span data-testid="check-bill-status">
                <CheckBillStatusTag status={bill.status} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('entity.checkBill.fields.siteId')}>{`${bill.siteCode ?? ''} ${bill.siteName ?? ''}`}</Descriptions.Item>
            <Descriptions.Item label={t('entity.checkBill.fields.orderNo')}>{bill.orderNo ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('entity.checkBill.fields.subjectId')}>{`${bill.subjectCode ?? ''} ${bill.subjectName ?? ''}`}</Descriptions.Item>
            <Descriptions.Item label={t('entity.checkBill.fields.subjectType')}>{t(`checkBill.type.${bill.subjectType}`)}</Descriptions.Item>
            <Descriptions.Item label={t('entity.checkBill.fields.amount')}>{bill.amount}</Descriptions.Item>
            <Descriptions.Item label={t('entity.checkBill.fields.appealDays')}>{bill.appealDays}</Descriptions.Item>
            <Descriptions.Item label={t('entity.checkBill.fields.issuedAt')}>{time(bill.issuedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('entity.checkBill.fields.appealDeadline')}>{bill.appealDays > 0 ? time(bill.appealDeadline) : t('checkBill.noAppeal')}</Descriptions.Item>
            <Descriptions.Item label={t('entity.checkBill.fields.remark')} span={2}>
              {bill.remark}
            </Descriptions.Item>
            {bill.appealReason && (
              <Descriptions.Item label={t('entity.checkBill.fields.appealReason')} span={2}>
                {bill.appealReason}
              </Descriptions.Item>
            )}
            {bill.reAuditRemark && (
              <Descriptions.Item label={t('entity.checkBill.fields.reAuditRemark')} span={2}>
                {bill.reAuditRemark}
              </Descriptions.Item>
            )}
          </Descriptions>
          {bill.actions.length > 0 && (
            <Space wrap style={{ marginTop: 12 }}>
              {bill.actions
                .filter((a) => a !== 'update')
                .map((a) => (
                  <Button key={a} danger={DANGER.includes(a)} type={a === 'issue' || a === 'appeal' || a === 'uphold' ? 'primary' : 'default'} onClick={() => act(a)} data-testid={`check-bill-${a}`}>
                    {t(`checkBill.action.${a}`)}
                  </Button>
                ))}
            </Space>
          )}
          <h4 style={{ marginTop: 16 }}>{t('checkBill.history')}</h4>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={bill.history}
            scroll={{ x: true }}
            columns={[
              { title: t('checkBill.when'), dataIndex: 'createdAt', render: time, width: 160 },
              { title: t('checkBill.step'), dataIndex: 'action', render: (a: string) => t(`checkBill.action.${a}`, { defaultValue: t(`checkBill.steps.${a}`, { defaultValue: a }) }) },
              { title: t('checkBill.to'), dataIndex: 'toStatus', render: (s: string) => <CheckBillStatusTag status={s} /> },
              { title: t('checkBill.who'), dataIndex: 'userName' },
              { title: t('checkBill.why'), dataIndex: 'remark' },
            ]}
          />
          {acting && <ReasonDialog bill={bill} action={acting} onClose={() => setActing(undefined)} onDone={changed} />}
        </>
      )}
    </Modal>
  );
}

function ReasonDialog({ bill, action, onClose, onDone }: { bill: CheckBill; action: CheckBillAction; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const label = t(`checkBill.action.${action}`);
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await actOnCheckBill(action, bill, values.reason.trim());
    } catch (e) {
      showServerErrors(form, e, ['reason']);
      return false;
    }
    feedback.message?.success(t('common.success'));
    await onDone();
    return true;
  };
  return (
    <SaveDialog title={`${label} ${bill.billNo}`} okText={label} okDanger={DANGER.includes(action)} form={form} onSave={save} onClose={onClose} formTestId="check-bill-action-form" saveTestId="check-bill-action-ok">
      <Form.Item name="reason" label={t(action === 'appeal' ? 'checkBill.appealReason' : 'checkBill.reason')} rules={[{ required: true, whitespace: true, message: t('checkBill.reasonRequired') }]}>
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="check-bill-reason" />
      </Form.Item>
    </SaveDialog>
  );
}
