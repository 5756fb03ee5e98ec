/** Open a supervision order: against an outlet or an engineer (whose outlet replies), optionally for one of the outlet's orders (found by its number), the reason, the due date and attachments. */
import { SUPERVISION_LIMITS, SUPERVISION_TARGETS, type SupervisionTarget } from '@as/shared';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderSelect } from '../../crud/OrderSelect.tsx';
import { RefSelect } from '../../crud/refs.tsx';
import type { EditorProps } from '../../crud/ResourcePage.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';
import { useEngineerChoices } from '../engineers/engineer-api.ts';
import { AttachmentPicker } from '../knowledge/AttachmentPicker.tsx';

interface Draft {
  targetType: SupervisionTarget;
  siteId?: number;
  engineerId?: number;
  orderId?: number;
  reason: string;
  dueDate: Dayjs;
}

export function SupervisionForm({ onSave, onClose }: EditorProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Draft>();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const target = Form.useWatch('targetType', form) ?? 'site';
  const siteId = Form.useWatch('siteId', form);
  // Engineers are no shared reference list (RefSelect): the engineer screens' own choices, in the caller's scope.
  const engineers = useEngineerChoices();
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await onSave({
        targetType: values.targetType,
        siteId: values.targetType === 'site' ? values.siteId : undefined,
        engineerId: values.targetType === 'engineer' ? values.engineerId : undefined,
        orderId: values.orderId ?? undefined,
        reason: values.reason.trim(),
        dueDate: values.dueDate.format('YYYY-MM-DD'),
        attachments: files.map((f) => f.id),
      });
    } catch (e) {
      showServerErrors(form, e, ['siteId', 'engineerId', 'orderId', 'reason', 'dueDate']);
      return false;
    }
    return true;
  };
  return (
    <SaveDialog title={t('supervision.add')} form={form} onSave={save} onClose={onClose} formTestId="supervision-form" saveTestId="supervision-save">
      <Form.Item name="targetType" label={t('entity.supervision.fields.targetType')} initialValue="site">
        <Radio.Group optionType="button" options={SUPERVISION_TARGETS.map((v) => ({ value: v, label: t(`supervision.target.${v}`) }))} data-testid="supervision-target" />
      </Form.Item>
      {target === 'site' ? (
        <Form.Item name="siteId" label={t('entity.supervision.fields.siteId')} rules={[{ required: true, message: t('supervision.targetRequired') }]}>
          <RefSelect source="snUser" />
        </Form.Item>
      ) : (
        <Form.Item name="engineerId" label={t('entity.supervision.fields.engineerId')} rules={[{ required: true, message: t('supervision.targetRequired') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            loading={engineers.isPending}
            options={(engineers.data ?? []).map((e) => ({ value: e.id, label: `${e.name} (${e.jobNo})` }))}
            data-testid="supervision-engineer"
          />
        </Form.Item>
      )}
      <Form.Item name="orderId" label={t('supervision.orderId')} extra={t('supervision.orderHint')}>
        <OrderSelect filters={target === 'site' && siteId ? { siteId: String(siteId) } : {}} testId="supervision-order" />
      </Form.Item>
      <Form.Item name="dueDate" label={t('entity.supervision.fields.dueDate')} rules={[{ required: true, message: t('supervision.dueDateRequired') }]}>
        <DatePicker data-testid="supervision-due" />
      </Form.Item>
      <Form.Item name="reason" label={t('entity.supervision.fields.reason')} rules={[{ required: true, whitespace: true, message: t('supervision.reasonRequired') }]}>
        <Input.TextArea rows={4} maxLength={SUPERVISION_LIMITS.reason} showCount data-testid="supervision-reason" />
      </Form.Item>
      <AttachmentPicker files={files} onChange={setFiles} label={t('supervision.attachments')} addText={t('supervision.addAttachment')} limit={SUPERVISION_LIMITS.attachments} testId="supervision-attach" />
    </SaveDialog>
  );
}
