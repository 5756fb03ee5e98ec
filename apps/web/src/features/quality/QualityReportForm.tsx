/**
 * Writing or editing a quality or accident report: the product (or its serial, which names it), the order by its
 * number, the facts, the severity, for an accident whether anybody was hurt and the damage, and attachments.
 */
import { QUALITY_REPORT_LIMITS, QUALITY_SEVERITIES, type QualityReportKind } from '@as/shared';
import { Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../crud/refs.tsx';
import type { EditorProps } from '../../crud/ResourcePage.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';
import { AttachmentPicker } from '../knowledge/AttachmentPicker.tsx';
import { OrderNoSelect } from './OrderNoSelect.tsx';
import type { QualityReport, ReportInput } from './quality-api.ts';

interface Draft {
  itemId?: number;
  serialNo?: string;
  orderNo?: string;
  facts: string;
  severity: string;
  injury?: boolean;
  damage?: string;
}

export function QualityReportForm({ kind, onSave, onClose, row }: { kind: QualityReportKind; onSave: (input: ReportInput) => Promise<unknown>; onClose: () => void; row?: QualityReport }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Draft>();
  const [files, setFiles] = useState<UploadedFile[]>(row?.attachments ?? []);
  const accident = kind === 'accident';
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await onSave({
        itemId: values.itemId ?? null,
        serialNo: values.serialNo?.trim() || null,
        orderNo: values.orderNo ?? null,
        facts: values.facts.trim(),
        severity: values.severity as ReportInput['severity'],
        injury: accident ? (values.injury ?? false) : undefined,
        damage: accident ? values.damage?.trim() || null : undefined,
        attachments: files.map((f) => f.id),
      });
    } catch (e) {
      showServerErrors(form, e, ['itemId', 'serialNo', 'orderNo', 'facts', 'severity', 'damage']);
      return false;
    }
    return true;
  };
  const initial: Partial<Draft> = row
    ? { itemId: row.itemId, serialNo: row.serialNo ?? undefined, orderNo: row.orderNo ?? undefined, facts: row.facts, severity: row.severity, injury: row.injury ?? false, damage: row.damage ?? undefined }
    : { severity: 'minor', injury: false };
  return (
    <SaveDialog title={row ? `${t('qualityReport.edit')} ${row.reportNo}` : t(`qualityReport.add.${kind}`)} form={form} onSave={save} onClose={onClose} formTestId="quality-form" saveTestId="quality-save">
      <Form.Item name="itemId" label={t('entity.qualityReport.fields.itemId')} extra={t('qualityReport.productHint')} initialValue={initial.itemId}>
        <RefSelect source="basItem" />
      </Form.Item>
      <Form.Item name="serialNo" label={t('entity.qualityReport.fields.serialNo')} initialValue={initial.serialNo}>
        <Input maxLength={QUALITY_REPORT_LIMITS.serial} data-testid="quality-serial" />
      </Form.Item>
      <Form.Item name="orderNo" label={t('qualityReport.orderNo')} initialValue={initial.orderNo}>
        <OrderNoSelect testId="quality-order" />
      </Form.Item>
      <Form.Item name="severity" label={t('entity.qualityReport.fields.severity')} rules={[{ required: true, message: t('qualityReport.severityRequired') }]} initialValue={initial.severity}>
        <Select options={QUALITY_SEVERITIES.map((s) => ({ value: s, label: t(`qualityReport.severity.${s}`) }))} data-testid="quality-severity" />
      </Form.Item>
      {accident && (
        <Form.Item name="injury" label={t('entity.accidentReport.fields.injury')} valuePropName="checked" initialValue={initial.injury}>
          <Switch data-testid="quality-injury" />
        </Form.Item>
      )}
      <Form.Item name="facts" label={t('entity.qualityReport.fields.facts')} rules={[{ required: true, whitespace: true, message: t('qualityReport.factsRequired') }]} initialValue={initial.facts}>
        <Input.TextArea rows={4} maxLength={QUALITY_REPORT_LIMITS.facts} showCount data-testid="quality-facts" />
      </Form.Item>
      {accident && (
        <Form.Item name="damage" label={t('qualityReport.damage')} initialValue={initial.damage}>
          <Input.TextArea rows={2} maxLength={QUALITY_REPORT_LIMITS.damage} showCount data-testid="quality-damage" />
        </Form.Item>
      )}
      <AttachmentPicker files={files} onChange={setFiles} label={t('qualityReport.attachments')} addText={t('qualityReport.addAttachment')} limit={QUALITY_REPORT_LIMITS.attachments} testId="quality-attach" />
    </SaveDialog>
  );
}

/** The grids' add dialogs, one per kind. */
export function QualityEditor({ onSave, onClose }: EditorProps) {
  return <QualityReportForm kind="quality" onSave={(input) => onSave({ ...input })} onClose={onClose} />;
}
export function AccidentEditor({ onSave, onClose }: EditorProps) {
  return <QualityReportForm kind="accident" onSave={(input) => onSave({ ...input })} onClose={onClose} />;
}
