/** 设置锁屏密码: sets the lock password and locks the screen (spec section 2 and 5). */
import { DIALOG_WIDTH, LOCK_DELAY_MS } from '@as/shared';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { updateSession } from '../api/session.ts';
import { digest } from './lock.ts';

export function LockDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ password: string }>();

  async function lock() {
    const { password } = await form.validateFields();
    updateSession({ lockPassword: await digest(password), locked: true });
    onClose();
    setTimeout(() => navigate('/lock'), LOCK_DELAY_MS);
  }

  return (
    <Modal open centered width={DIALOG_WIDTH} title={t('shell.lockTitle')} onOk={lock} onCancel={onClose} okText={t('common.confirm')} cancelText={t('common.cancel')}>
      <Form form={form} onFinish={lock}>
        <Form.Item name="password" rules={[{ required: true, whitespace: true, message: t('shell.lockRequired') }]}>
          <Input.Password placeholder={t('shell.lockPlaceholder')} autoFocus data-testid="lock-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
