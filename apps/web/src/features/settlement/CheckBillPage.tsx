/**
 * Assessment sheets (menu finance.checkBill, 考核单): the grid by status tab over the generic list (search, export),
 * raising and editing a draft (outlet or one of its orders, assessment item, amount, the required remark), and the
 * detail with its history and the actions the server offers the caller. An outlet sees its own sheets.
 */
import { CHECK_BILL_STATUSES, checkBillResource } from '@as/shared';
import { Button, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../crud/refs.tsx';
import { type EditorProps, ResourcePage } from '../../crud/ResourcePage.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { checkBillApi } from './check-bill-api.ts';
import { CheckBillDetail, CheckBillStatusTag } from './CheckBillDetail.tsx';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

export function CheckBillPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number>();
  return (
    <>
      <Tabs
        activeKey={status}
        onChange={setStatus}
        items={[{ key: '', label: t('checkBill.allStatuses') }, ...CHECK_BILL_STATUSES.map((s) => ({ key: s, label: t(`checkBill.status.${s}`) }))]}
        style={{ marginBottom: -8 }}
        data-testid="check-bill-tabs"
      />
      <ResourcePage
        def={checkBillResource}
        api={checkBillApi}
        editor={CheckBillForm}
        filters={status ? { status } : undefined}
        rowEditable={(row) => row.status === 'draft'}
        cells={{
          billNo: (value, row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)} style={{ padding: 0 }} data-testid="check-bill-open">
              {String(value)}
            </Button>
          ),
          status: (value) => <CheckBillStatusTag status={String(value)} />,
        }}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row.id)} data-testid="row-detail">
            {t('checkBill.detail')}
          </Button>
        )}
      />
      {open !== undefined && <CheckBillDetail id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}

interface Draft {
  id?: number;
  version?: number;
  siteId?: number;
  subjectId?: number;
  orderId?: number | null;
  amount?: string;
  remark?: string;
}

/** Raise or edit a draft: the outlet, the item, optionally the order (its id) and an amount other than the item's, and the remark (required). */
function CheckBillForm({ record, onSave, onClose }: EditorProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Draft>();
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await onSave({ ...values, id: record.id, version: record.version, orderId: values.orderId ? Number(values.orderId) : null });
    } catch (e) {
      showServerErrors(form, e, ['siteId', 'subjectId', 'orderId', 'amount', 'remark']);
      return false;
    }
    return true;
  };
  return (
    <SaveDialog title={record.id ? t('checkBill.edit') : t('checkBill.add')} form={form} onSave={save} onClose={onClose} formTestId="check-bill-form" saveTestId="check-bill-save">
      <Form.Item name="siteId" label={t('entity.checkBill.fields.siteId')} initialValue={record.siteId} rules={[{ required: true, message: t('checkBill.siteRequired') }]}>
        <RefSelect source="snUser" />
      </Form.Item>
      <Form.Item name="subjectId" label={t('entity.checkBill.fields.subjectId')} initialValue={record.subjectId} rules={[{ required: true, message: t('checkBill.subjectRequired') }]}>
        <RefSelect source="basCheckSubject" />
      </Form.Item>
      <Form.Item name="orderId" label={t('checkBill.orderId')} initialValue={record.orderId ?? undefined} extra={t('checkBill.orderHint')}>
        <Input inputMode="numeric" data-testid="check-bill-order" />
      </Form.Item>
      <Form.Item name="amount" label={t('entity.checkBill.fields.amount')} initialValue={record.id ? record.amount : undefined} extra={t('checkBill.amountHint')} rules={[{ pattern: MONEY, message: t('checkBill.amountInvalid') }]}>
        <Input inputMode="decimal" data-testid="check-bill-amount" />
      </Form.Item>
      <Form.Item name="remark" label={t('entity.checkBill.fields.remark')} initialValue={record.remark} rules={[{ required: true, whitespace: true, message: t('checkBill.remarkRequired') }]}>
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="check-bill-remark" />
      </Form.Item>
    </SaveDialog>
  );
}
