/**
 * The dialog of an action that needs its reason (withdraw, revoke, reject ...): the reason required and trimmed, the
 * action sent with it, the server's refusal shown beside the field; the caller refreshes on success.
 */
import { Form, Input } from 'antd';
import { checkedValues, SaveDialog } from './SaveDialog.tsx';
import { showServerErrors } from './server-errors.ts';

interface Props {
  title: string;
  /** The action's name, on the confirming button (drawn as a danger button). */
  okText: string;
  label: string;
  requiredMessage: string;
  maxLength?: number;
  /** Test ids: the form, its confirming button, the reason's input. */
  testIds: { form: string; ok: string; input: string };
  onSubmit: (reason: string) => Promise<unknown>;
  onDone: () => Promise<void>;
  onClose: () => void;
}

export function ReasonDialog({ title, okText, label, requiredMessage, maxLength = 500, testIds, onSubmit, onDone, onClose }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await onSubmit(values.reason.trim());
    } catch (e) {
      showServerErrors(form, e, ['reason']);
      return false;
    }
    await onDone();
    return true;
  };
  return (
    <SaveDialog title={title} okText={okText} okDanger form={form} onSave={save} onClose={onClose} formTestId={testIds.form} saveTestId={testIds.ok}>
      <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true, message: requiredMessage }]}>
        <Input.TextArea rows={3} maxLength={maxLength} showCount autoFocus data-testid={testIds.input} />
      </Form.Item>
    </SaveDialog>
  );
}
