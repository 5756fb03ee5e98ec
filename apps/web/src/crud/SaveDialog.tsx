/**
 * The one saving dialog: centred, 501px unless told otherwise, Save and Cancel, Save busy while it works, closed
 * when `onSave` answers true (false keeps it open: a failed check, a refusal already shown). With a `form`, its
 * content is that form, Enter in a field saves too, and a changed field drops the server's error on it.
 */
import { DIALOG_WIDTH } from '@as/shared';
import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearServerErrors } from './server-errors.ts';

interface Props {
  title: ReactNode;
  onSave: () => Promise<boolean>;
  onClose: () => void;
  children: ReactNode;
  // biome-ignore lint/suspicious/noExplicitAny: any form's instance will do; the dialog only hands it to <Form>.
  form?: FormInstance<any>;
  width?: number;
  /** Save stays disabled (e.g. until what is edited has loaded). */
  saveDisabled?: boolean;
  formTestId?: string;
  saveTestId?: string;
  /** The confirming button's text when the dialog does something other than save (approve, reject). */
  okText?: ReactNode;
  okDanger?: boolean;
}

export function SaveDialog({ title, onSave, onClose, children, form, width = DIALOG_WIDTH, saveDisabled, formTestId, saveTestId, okText, okDanger }: Props) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      if (await onSave()) onClose();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      centered
      maskClosable={false}
      width={width}
      title={title}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: saveDisabled, danger: okDanger, ...(saveTestId && { 'data-testid': saveTestId }) }}
      onOk={save}
      onCancel={onClose}
    >
      {form ? (
        <Form form={form} layout="vertical" onFinish={save} onValuesChange={(changed) => clearServerErrors(form, changed)} data-testid={formTestId}>
          {children}
        </Form>
      ) : (
        children
      )}
    </Modal>
  );
}

/** Runs a form's checks: the values, or undefined when a check failed (shown beside its field, not an app error). */
export const checkedValues = <V,>(form: FormInstance<V>): Promise<V | undefined> => form.validateFields().catch(() => undefined);
