/**
 * Register a complaint: the order it is about (found by typing its number, or given by the screen that opens the
 * form: `record.orderId` and `record.orderNo`, as call access does), its nature and object (required, the spec's
 * messages), what the customer said, and attachments.
 */
import { COMPLAINT_LIMITS } from '@as/shared';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../crud/FieldInput.tsx';
import { OrderSelect } from '../../crud/OrderSelect.tsx';
import type { EditorProps } from '../../crud/ResourcePage.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';
import { AttachmentPicker } from '../knowledge/AttachmentPicker.tsx';

interface Draft {
  orderId?: number;
  complaintNature?: string;
  complaintObject?: string;
  content: string;
}

export function ComplaintForm({ record, onSave, onClose }: EditorProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Draft>();
  const orderId = typeof record.orderId === 'number' ? record.orderId : undefined;
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await onSave({ orderId: values.orderId, complaintNature: values.complaintNature, complaintObject: values.complaintObject, content: values.content.trim(), attachments: files.map((f) => f.id) });
    } catch (e) {
      showServerErrors(form, e, ['orderId', 'complaintNature', 'complaintObject', 'content']);
      return false;
    }
    return true;
  };
  return (
    <SaveDialog title={t('complaint.add')} form={form} onSave={save} onClose={onClose} formTestId="complaint-form" saveTestId="complaint-save">
      <Form.Item name="orderId" initialValue={orderId} label={t('complaint.order')} extra={t('complaint.orderHint')} rules={[{ required: true, message: t('complaint.orderRequired') }]}>
        <OrderSelect testId="complaint-order" current={orderId ? { id: orderId, orderNo: typeof record.orderNo === 'string' ? record.orderNo : null } : undefined} />
      </Form.Item>
      <Form.Item name="complaintNature" label={t('entity.complaint.fields.complaintNature')} rules={[{ required: true, message: t('complaint.natureRequired') }]}>
        <DictSelect type="complaint_nature" />
      </Form.Item>
      <Form.Item name="complaintObject" label={t('entity.complaint.fields.complaintObject')} rules={[{ required: true, message: t('complaint.objectRequired') }]}>
        <DictSelect type="complaint_object" />
      </Form.Item>
      <Form.Item name="content" label={t('entity.complaint.fields.content')} rules={[{ required: true, whitespace: true, message: t('complaint.contentRequired') }]}>
        <Input.TextArea rows={4} maxLength={COMPLAINT_LIMITS.content} showCount data-testid="complaint-content" />
      </Form.Item>
      <AttachmentPicker files={files} onChange={setFiles} label={t('complaint.attachments')} addText={t('complaint.addAttachment')} limit={COMPLAINT_LIMITS.attachments} testId="complaint-attach" />
    </SaveDialog>
  );
}
