/**
 * A billing slip: its amounts, dates, the payee's and the payer's bank data, the bank's image, its history, and one
 * button per action the server offers the caller (a reason asked for reject, withdraw and cancel; the day for arrive).
 */
import { BILL_SLIP_ACTIONS, type BillSlipAction } from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Descriptions, Empty, Form, Input, Modal, Space, Spin, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { confirmAction } from '../../crud/confirm-action.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { actOnBillSlip, type BillSlip, billSlipKeys, getBillSlip } from './bill-slip-api.ts';

const time = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '');
const COLORS: Record<string, string> = { pendingApproval: 'processing', approved: 'blue', rejected: 'warning', arrived: 'success', cancelled: 'default' };
const DANGER: BillSlipAction[] = ['reject', 'withdraw', 'cancel'];
/** Actions that ask for something (a reason, the arrival day) before they run. */
const ASKS: BillSlipAction[] = ['reject', 'withdraw', 'cancel', 'arrive', 'approve'];

export function BillSlipStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="bill-slip-status">
      {t(`billSlip.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

export function BillSlipDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: billSlipKeys.detail(id), queryFn: () => getBillSlip(id), retry: false });
  const [acting, setActing] = useState<Exclude<BillSlipAction, 'update'>>();
  const slip = detail.data;
  const field = (name: string) => t(`entity.billSlip.fields.${name}`);
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: billSlipKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['resource', 'billSlip'] });
  };
  const start = (action: Exclude<BillSlipAction, 'update'>) => {
    if (!slip) return;
    if (ASKS.includes(action)) return setActing(action);
    const label = t(`billSlip.action.${action}`);
    confirmAction({ title: label, content: t('billSlip.confirmAction', { action: label, no: slip.slipNo }), run: () => actOnBillSlip(action, slip), success: t('common.success'), onDone: changed });
  };

  return (
    <Modal open centered width={880} title={slip ? `${t('billSlip.one')} ${slip.slipNo}` : t('billSlip.one')} onCancel={onClose} footer={null} data-testid="bill-slip-detail">
      {!slip ? (
        detail.isError ? <Empty description={t('billSlip.notFound')} /> : <Spin />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {slip.actions.some((a) => a !== 'update') && (
            <Space wrap data-testid="bill-slip-actions">
              {slip.actions.map((a) =>
                a === 'update' ? null : (
                  <Button key={a} danger={DANGER.includes(a)} type={DANGER.includes(a) ? 'default' : 'primary'} onClick={() => start(a)} data-testid={`bill-slip-${a}`}>
                    {t(`billSlip.action.${a}`)}
                  </Button>
                ),
              )}
            </Space>
          )}
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
            <Descriptions.Item label={field('slipNo')}>{slip.slipNo}</Descriptions.Item>
            <Descriptions.Item label={field('status')}>
              <BillSlipStatusTag status={slip.status} />
            </Descriptions.Item>
            <Descriptions.Item label={field('siteId')}>{`${slip.siteCode ?? ''} ${slip.siteName ?? ''}`}</Descriptions.Item>
            <Descriptions.Item label={field('billNo')}>{slip.billNo}</Descriptions.Item>
            <Descriptions.Item label={field('postingSubjectId')}>{`${slip.subjectCode ?? ''} ${slip.subjectName ?? ''}`}</Descriptions.Item>
            <Descriptions.Item label={field('yearMonth')}>{slip.yearMonth}</Descriptions.Item>
            <Descriptions.Item label={field('amount')}>{slip.amount}</Descriptions.Item>
            <Descriptions.Item label={field('handlingFee')}>{slip.handlingFee}</Descriptions.Item>
            <Descriptions.Item label={field('actualAmount')}>
              <strong data-testid="bill-slip-actual">{slip.actualAmount}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={field('paymentDate')}>{slip.paymentDate}</Descriptions.Item>
            <Descriptions.Item label={field('estimatedArrivalDate')}>{slip.estimatedArrivalDate ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={field('actualArrivalDate')}>{slip.actualArrivalDate ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('billSlip.payee')} span={{ xs: 1, sm: 2, lg: 3 }}>
              <span data-testid="bill-slip-payee">{`${slip.payeeName} · ${slip.payeeBank} · ${slip.payeeAccount}`}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('billSlip.payer')} span={{ xs: 1, sm: 2, lg: 3 }}>{`${slip.payerName} · ${slip.payerBank} · ${slip.payerAccount}`}</Descriptions.Item>
            <Descriptions.Item label={field('image')}>
              {slip.imageUrl ? (
                <a href={slip.imageUrl} target="_blank" rel="noreferrer">
                  {t('billSlip.viewImage')}
                </a>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            {slip.remark && <Descriptions.Item label={field('remark')}>{slip.remark}</Descriptions.Item>}
            {slip.approvalRemark && <Descriptions.Item label={t('billSlip.approvalRemark')}>{slip.approvalRemark}</Descriptions.Item>}
          </Descriptions>
          <h4 style={{ margin: 0 }}>{t('billSlip.history')}</h4>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={slip.history}
            scroll={{ x: true }}
            columns={[
              { title: t('billSlip.when'), dataIndex: 'createdAt', render: time, width: 160 },
              { title: t('billSlip.step'), dataIndex: 'action', render: (a: string) => t(`billSlip.action.${a}`, { defaultValue: t(`billSlip.steps.${a}`, { defaultValue: a }) }) },
              { title: t('billSlip.to'), dataIndex: 'toStatus', render: (s: string) => <BillSlipStatusTag status={s} /> },
              { title: t('billSlip.who'), dataIndex: 'userName' },
              { title: t('billSlip.why'), dataIndex: 'remark' },
            ]}
          />
          {acting && <ActionDialog slip={slip} action={acting} onClose={() => setActing(undefined)} onDone={changed} />}
        </Space>
      )}
    </Modal>
  );
}

/** A reason (reject, withdraw, cancel; optional for approve) or the day the money arrived. */
function ActionDialog({ slip, action, onClose, onDone }: { slip: BillSlip; action: Exclude<BillSlipAction, 'update'>; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string; actualArrivalDate?: Dayjs }>();
  const label = t(`billSlip.action.${action}`);
  const arrive = action === 'arrive';
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await actOnBillSlip(action, slip, { reason: values.reason?.trim() || undefined, actualArrivalDate: values.actualArrivalDate?.format('YYYY-MM-DD') });
    } catch (e) {
      showServerErrors(form, e, ['reason', 'actualArrivalDate']);
      return false;
    }
    feedback.message?.success(t('common.success'));
    await onDone();
    return true;
  };
  return (
    <SaveDialog title={`${label} ${slip.slipNo}`} okText={label} okDanger={DANGER.includes(action)} form={form} onSave={save} onClose={onClose} formTestId="bill-slip-action-form" saveTestId="bill-slip-action-ok">
      {arrive ? (
        <Form.Item name="actualArrivalDate" label={t('entity.billSlip.fields.actualArrivalDate')} initialValue={dayjs()} rules={[{ required: true, message: t('billSlip.required', { field: t('entity.billSlip.fields.actualArrivalDate') }) }]}>
          <DatePicker data-testid="bill-slip-actualArrivalDate" />
        </Form.Item>
      ) : (
        <Form.Item
          name="reason"
          label={t(action === 'approve' ? 'billSlip.approvalRemark' : 'billSlip.reason')}
          rules={'reason' in BILL_SLIP_ACTIONS[action] ? [{ required: true, whitespace: true, message: t('billSlip.reasonRequired') }] : []}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="bill-slip-reason" />
        </Form.Item>
      )}
    </SaveDialog>
  );
}
