/** An administrator sets a member's new password (the member's sessions end). */
import { DIALOG_WIDTH, type FieldDef, type Lang } from '@as/shared';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../app/feedback.ts';
import { fieldRule } from '../../crud/field-rules.ts';
import type { Row } from '../../crud/resource-api.ts';
import { resetPassword, succeeded } from './access-api.ts';
import { userScreen } from './screens.ts';

const passwordField = userScreen.fields.find((f) => f.name === 'password') as FieldDef;

export function ResetPasswordDialog({ user, onClose }: { user: Row; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);

  async function save() {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      if (!(await succeeded(resetPassword(user.id, values.password)))) return;
      feedback.message?.success(t('common.success'));
      onClose();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      centered
      maskClosable={false}
      width={DIALOG_WIDTH}
      title={`${t('access.resetPassword')} · ${user.username as string}`}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item name="password" label={t('access.newPassword')} rules={[fieldRule(passwordField, i18n.language as Lang)]} extra={t('access.passwordEndsSessions')}>
          <Input.Password autoComplete="new-password" maxLength={passwordField.max} data-testid="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
