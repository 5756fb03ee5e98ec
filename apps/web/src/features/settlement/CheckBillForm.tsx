/**
 * Raise or edit a draft sheet: the outlet, the item, optionally one of the outlet's orders (found by its number) and an amount other than the
 * item's, and the remark (required). Raised from an order's detail, the outlet and the order are the order's, shown
 * and not chosen.
 */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderSelect } from '../../crud/OrderSelect.tsx';
import { RefSelect } from '../../crud/refs.tsx';
import type { EditorProps } from '../../crud/ResourcePage.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

type Draft = {
  id?: number;
  version?: number;
  siteId?: number;
  subjectId?: number;
  orderId?: number | null;
  amount?: string;
  remark?: string;
};

/** The work order a sheet is raised on, as its detail names it. */
export interface SheetOrder {
  id: number;
  orderNo: string;
  /** The outlet that holds it. */
  site: string;
}

export function CheckBillForm({ record, onSave, onClose, order }: EditorProps & { order?: SheetOrder }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Draft>();
  const siteId = Form.useWatch('siteId', form);
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await onSave(order ? values : { ...values, id: record.id, version: record.version, orderId: values.orderId ?? null });
    } catch (e) {
      showServerErrors(form, e, ['siteId', 'subjectId', 'orderId', 'amount', 'remark']);
      return false;
    }
    return true;
  };
  return (
    <SaveDialog title={record.id ? t('checkBill.edit') : t('checkBill.add')} form={form} onSave={save} onClose={onClose} formTestId="check-bill-form" saveTestId="check-bill-save">
      {order ? (
        <>
          <Form.Item label={t('entity.checkBill.fields.siteId')}>
            <span data-testid="check-bill-site">{order.site}</span>
          </Form.Item>
          <Form.Item label={t('entity.checkBill.fields.orderNo')}>
            <span data-testid="check-bill-order-no">{order.orderNo}</span>
          </Form.Item>
        </>
      ) : (
        <Form.Item name="siteId" label={t('entity.checkBill.fields.siteId')} initialValue={record.siteId} rules={[{ required: true, message: t('checkBill.siteRequired') }]}>
          <RefSelect source="snUser" />
        </Form.Item>
      )}
      <Form.Item name="subjectId" label={t('entity.checkBill.fields.subjectId')} initialValue={record.subjectId} rules={[{ required: true, message: t('checkBill.subjectRequired') }]}>
        <RefSelect source="basCheckSubject" />
      </Form.Item>
      {!order && (
        <Form.Item name="orderId" label={t('checkBill.orderId')} initialValue={record.orderId ?? undefined} extra={t('checkBill.orderHint')}>
          <OrderSelect filters={siteId ? { siteId: String(siteId) } : {}} current={record.orderId ? { id: Number(record.orderId), orderNo: String(record.orderNo ?? '') } : undefined} testId="check-bill-order" />
        </Form.Item>
      )}
      <Form.Item name="amount" label={t('entity.checkBill.fields.amount')} initialValue={record.id ? record.amount : undefined} extra={t('checkBill.amountHint')} rules={[{ pattern: MONEY, message: t('checkBill.amountInvalid') }]}>
        <Input inputMode="decimal" data-testid="check-bill-amount" />
      </Form.Item>
      <Form.Item name="remark" label={t('entity.checkBill.fields.remark')} initialValue={record.remark} rules={[{ required: true, whitespace: true, message: t('checkBill.remarkRequired') }]}>
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="check-bill-remark" />
      </Form.Item>
    </SaveDialog>
  );
}
