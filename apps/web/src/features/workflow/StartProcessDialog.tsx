/** Starts a request whose process users start by hand (the others start from their business document's submission). */
import type { Lang } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request.ts';
import { feedback } from '../../app/feedback.ts';
import { fieldRule } from '../../crud/field-rules.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { processName } from './ProcessStatus.tsx';
import { getDefinitions, startProcess, workflowKeys } from './workflow-api.ts';

interface Values {
  definitionKey: string;
  title: string;
  remark?: string;
}

export function StartProcessDialog({ onClose, onStarted }: { onClose: () => void; onStarted: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [form] = Form.useForm<Values>();
  const definitions = useQuery({ queryKey: workflowKeys.definitions(), queryFn: getDefinitions, staleTime: 60_000 });
  const manual = (definitions.data ?? []).filter((d) => d.manualStart);
  const first = manual[0]?.key;
  useEffect(() => {
    if (first && !form.getFieldValue('definitionKey')) form.setFieldValue('definitionKey', first);
  }, [first, form]);

  async function save(): Promise<boolean> {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      const { id } = await startProcess(values);
      feedback.message?.success(t('workflow.started'));
      onStarted(id);
      return true;
    } catch (e) {
      if (e instanceof ApiError) return false;
      throw e;
    }
  }

  return (
    <SaveDialog form={form} title={t('workflow.startTitle')} onSave={save} onClose={onClose} okText={t('workflow.start')} formTestId="start-process-form" saveTestId="start-process-ok">
      <Form.Item name="definitionKey" label={t('workflow.process')} rules={[fieldRule({ name: 'definitionKey', type: 'string', required: true }, lang)]}>
        <Select options={manual.map((d) => ({ value: d.key, label: processName(t, d.key, d.name) }))} loading={definitions.isPending} data-testid="start-process-definition" />
      </Form.Item>
      <Form.Item name="title" label={t('entity.processInitiated.fields.title')} rules={[fieldRule({ name: 'title', type: 'string', required: true, max: 200 }, lang)]}>
        <Input maxLength={200} data-testid="start-process-title" />
      </Form.Item>
      <Form.Item name="remark" label={t('workflow.remark')} rules={[fieldRule({ name: 'remark', type: 'text', max: 2000 }, lang)]}>
        <Input.TextArea maxLength={2000} rows={4} data-testid="start-process-remark" />
      </Form.Item>
    </SaveDialog>
  );
}
