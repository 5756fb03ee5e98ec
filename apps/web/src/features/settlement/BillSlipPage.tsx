/**
 * Billing slips (menu finance.billSlip, 结算单据): the grid by status tab over the generic list (search, export), in
 * the caller's data scope; making a slip for a paid statement (the outlet's bank data as the payee's, the payer's,
 * the posting account, the handling fee with the actual amount it leaves, the dates and the bank's image) and
 * correcting a rejected one; the detail with its history and the actions the server offers the caller.
 */
import { BILL_SLIP_STATUSES, billSlipResource, dec, slipActualAmount } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../crud/refs.tsx';
import { type EditorProps, ResourcePage } from '../../crud/ResourcePage.tsx';
import { PhotoPicker } from '../../crud/PhotoPicker.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';
import { billSlipApi, billSlipKeys, getPostable } from './bill-slip-api.ts';
import { BillSlipDetail, BillSlipStatusTag } from './BillSlipDetail.tsx';
import { StatusTabs } from '../../crud/StatusTabs.tsx';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const DAY = 'YYYY-MM-DD';

export function BillSlipPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number>();
  return (
    <>
      <StatusTabs prefix="billSlip" statuses={BILL_SLIP_STATUSES} value={status} onChange={setStatus} testId="bill-slip-tabs" />
      <ResourcePage
        def={billSlipResource}
        api={billSlipApi}
        editor={BillSlipForm}
        filters={status ? { status } : undefined}
        rowEditable={(row) => row.status === 'rejected'}
        cells={{
          slipNo: (value, row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)} style={{ padding: 0 }} data-testid="bill-slip-open">
              {String(value)}
            </Button>
          ),
          status: (value) => <BillSlipStatusTag status={String(value)} />,
        }}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row.id)} data-testid="row-detail">
            {t('billSlip.detail')}
          </Button>
        )}
      />
      {open !== undefined && <BillSlipDetail id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}

interface Values {
  statementId?: number;
  postingSubjectId?: number;
  yearMonth?: Dayjs;
  handlingFee?: string;
  paymentDate?: Dayjs;
  estimatedArrivalDate?: Dayjs | null;
  payeeName?: string;
  payeeBank?: string;
  payeeAccount?: string;
  payerName?: string;
  payerBank?: string;
  payerAccount?: string;
  remark?: string;
}

const day = (value: unknown) => (value ? dayjs(String(value)) : undefined);

/** A new slip for a paid statement, or a rejected one corrected (its statement fixed). */
function BillSlipForm({ record, onSave, onClose }: EditorProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const editing = record.id != null;
  const postable = useQuery({ queryKey: billSlipKeys.postable, queryFn: getPostable, enabled: !editing });
  const [image, setImage] = useState<UploadedFile[]>(record.image ? [{ id: Number(record.image), url: String(record.imageUrl ?? ''), original: '', bucketName: '', fileName: '' }] : []);
  const statementId = Form.useWatch('statementId', form);
  const fee = Form.useWatch('handlingFee', form);
  const statement = postable.data?.find((s) => s.id === statementId);
  const amount = editing ? String(record.amount) : statement?.totalAmount;
  const actual = amount && MONEY.test(fee || '0') && dec(fee).lt(dec(amount)) ? slipActualAmount(amount, fee || '0') : '—';
  const field = (name: string) => t(`entity.billSlip.fields.${name}`);

  const pick = (id: number) => {
    const chosen = postable.data?.find((s) => s.id === id);
    if (!chosen) return;
    form.setFieldsValue({
      yearMonth: dayjs(chosen.periodEnd),
      paymentDate: chosen.paidAt ? dayjs(chosen.paidAt) : dayjs(),
      payeeName: chosen.payeeName ?? '',
      payeeBank: chosen.payeeBank ?? '',
      payeeAccount: chosen.payeeAccount ?? '',
    });
  };
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    const { yearMonth, paymentDate, estimatedArrivalDate, ...rest } = values;
    try {
      await onSave({
        ...rest,
        id: record.id,
        version: record.version,
        yearMonth: yearMonth?.format('YYYY-MM'),
        paymentDate: paymentDate?.format(DAY),
        estimatedArrivalDate: estimatedArrivalDate ? estimatedArrivalDate.format(DAY) : null,
        image: image[0]?.id ?? null,
      });
    } catch (e) {
      showServerErrors(form, e, ['statementId', 'postingSubjectId', 'yearMonth', 'handlingFee', 'paymentDate', 'estimatedArrivalDate', 'payeeName', 'payeeBank', 'payeeAccount', 'payerName', 'payerBank', 'payerAccount', 'remark']);
      return false;
    }
    return true;
  };
  const text = (name: keyof Values, max: number) => (
    <Form.Item name={name} label={field(name)} initialValue={record[name] ?? undefined} rules={[{ required: true, whitespace: true, message: t('billSlip.required', { field: field(name) }) }]}>
      <Input maxLength={max} data-testid={`bill-slip-${name}`} />
    </Form.Item>
  );

  return (
    <SaveDialog title={editing ? `${t('billSlip.edit')} ${String(record.slipNo)}` : t('billSlip.add')} form={form} onSave={save} onClose={onClose} width={720} formTestId="bill-slip-form" saveTestId="bill-slip-save">
      {editing ? (
        <Typography.Paragraph>{t('billSlip.ofStatement', { no: String(record.billNo), amount })}</Typography.Paragraph>
      ) : (
        <Form.Item name="statementId" label={t('billSlip.statement')} extra={t('billSlip.statementHint')} rules={[{ required: true, message: t('billSlip.statementRequired') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={postable.isLoading}
            onChange={pick}
            options={(postable.data ?? []).map((s) => ({ value: s.id, label: `${s.statementNo} ${s.siteName ?? ''} ${s.totalAmount}` }))}
            notFoundContent={t('billSlip.nothingToPost')}
            data-testid="bill-slip-statement"
          />
        </Form.Item>
      )}
      <Typography.Paragraph type="secondary" data-testid="bill-slip-amounts">
        {t('billSlip.amounts', { amount: amount ?? '—', actual })}
      </Typography.Paragraph>
      <Form.Item name="postingSubjectId" label={field('postingSubjectId')} initialValue={record.postingSubjectId} rules={[{ required: true, message: t('billSlip.required', { field: field('postingSubjectId') }) }]}>
        <RefSelect source="basFinSubject" />
      </Form.Item>
      <Form.Item name="yearMonth" label={field('yearMonth')} initialValue={day(record.yearMonth)} rules={[{ required: true, message: t('billSlip.required', { field: field('yearMonth') }) }]}>
        <DatePicker picker="month" data-testid="bill-slip-yearMonth" />
      </Form.Item>
      <Form.Item name="handlingFee" label={field('handlingFee')} initialValue={editing ? record.handlingFee : '0.00'} rules={[{ required: true, pattern: MONEY, message: t('billSlip.feeInvalid') }]}>
        <Input inputMode="decimal" data-testid="bill-slip-handlingFee" />
      </Form.Item>
      <Form.Item name="paymentDate" label={field('paymentDate')} initialValue={day(record.paymentDate)} rules={[{ required: true, message: t('billSlip.required', { field: field('paymentDate') }) }]}>
        <DatePicker data-testid="bill-slip-paymentDate" />
      </Form.Item>
      <Form.Item name="estimatedArrivalDate" label={field('estimatedArrivalDate')} initialValue={day(record.estimatedArrivalDate)}>
        <DatePicker data-testid="bill-slip-estimatedArrivalDate" />
      </Form.Item>
      <Typography.Title level={5}>{t('billSlip.payee')}</Typography.Title>
      {text('payeeName', 128)}
      {text('payeeBank', 64)}
      {text('payeeAccount', 32)}
      <Typography.Title level={5}>{t('billSlip.payer')}</Typography.Title>
      {text('payerName', 128)}
      {text('payerBank', 64)}
      {text('payerAccount', 32)}
      <PhotoPicker photos={image} onChange={setImage} label={field('image')} addText={t('billSlip.addImage')} limit={1} testId="bill-slip-image" />
      <Form.Item name="remark" label={field('remark')} initialValue={record.remark ?? undefined}>
        <Input.TextArea rows={2} maxLength={500} showCount data-testid="bill-slip-remark" />
      </Form.Item>
    </SaveDialog>
  );
}
