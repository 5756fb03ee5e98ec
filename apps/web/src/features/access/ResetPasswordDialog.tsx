/** An administrator sets a member's new password (the member's sessions end). */
import type { FieldDef, Lang } from '@as/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../app/feedback.ts';
import { fieldRule } from '../../crud/field-rules.ts';
import type { Row } from '../../crud/resource-api.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { resetPassword, succeeded } from './access-api.ts';
import { userScreen } from './screens.ts';

const passwordField = userScreen.fields.find((f) => f.name === 'password') as FieldDef;

export function ResetPasswordDialog({ user, onClose }: { user: Row; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();

  async function save(): Promise<boolean> {
    const values = await checkedValues(form);
    if (!values || !(await succeeded(resetPassword(user.id, values.password)))) return false;
    feedback.message?.success(t('common.success'));
    return true;
  }

  return (
    <SaveDialog form={form} title={`${t('access.resetPassword')} · ${user.username as string}`} onSave={save} onClose={onClose}>
      <Form.Item name="password" label={t('access.newPassword')} rules={[fieldRule(passwordField, i18n.language as Lang)]} extra={t('access.passwordEndsSessions')}>
        <Input.Password autoComplete="new-password" maxLength={passwordField.max} data-testid="new-password" />
      </Form.Item>
    </SaveDialog>
  );
}
