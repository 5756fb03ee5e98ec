/** Personal information (/info/index): one's own profile and avatar (PUT /admin/user/edit) and password (PUT /admin/user/updatePassWord). */
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { type FieldDef, type Lang, PASSWORD_MAX, PASSWORD_MIN } from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUserInfo } from '../../api/auth.ts';
import { r } from '../../api/request.ts';
import { useFileUrl } from '../../api/useFileUrl.ts';
import { updateSession } from '../../api/session.ts';
import { feedback } from '../../app/feedback.ts';
import { showServerErrors } from '../../crud/server-errors.ts';
import { fieldRule } from '../../crud/field-rules.ts';
import { UploadDialog } from '../../crud/UploadDialog.tsx';

/** The server's rules for one's own profile (user.routes.ts Profile) and for a new password (at least 6 characters). */
const PROFILE: Record<'name' | 'phone' | 'email', FieldDef> = {
  name: { name: 'name', type: 'string', max: 64 },
  phone: { name: 'phone', type: 'string', max: 20, format: 'mobile' },
  email: { name: 'email', type: 'string', max: 128, format: 'email' },
};
const OLD_PASSWORD: FieldDef = { name: 'password', type: 'string', required: true, max: 64 };
const NEW_PASSWORD: FieldDef = { name: 'newpassword1', type: 'string', required: true, min: PASSWORD_MIN, max: PASSWORD_MAX };

const userInfoKey = ['userInfo'] as const;

interface Profile {
  name: string;
  phone: string;
  email: string;
  avatar: string;
}

function ProfileCard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: userInfoKey, queryFn: fetchUserInfo });
  const [form] = Form.useForm<Profile>();
  const avatar = Form.useWatch('avatar', form);
  const avatarSrc = useFileUrl(avatar);
  const [choosing, setChoosing] = useState(false);
  const [saving, setSaving] = useState(false);
  const user = info.data?.sysUser;

  useEffect(() => {
    if (user) form.setFieldsValue({ name: user.name ?? '', phone: user.phone ?? '', email: user.email ?? '', avatar: user.avatar ?? '' });
  }, [form, user]);

  const save = async (values: Profile) => {
    setSaving(true);
    try {
      await r('/admin/user/edit', { method: 'PUT', data: values });
      // The top bar shows the session's copy: it must follow.
      const fresh = await queryClient.fetchQuery({ queryKey: userInfoKey, queryFn: fetchUserInfo, staleTime: 0 });
      updateSession({ user: fresh });
      feedback.message?.success(t('platform.info.saved'));
    } catch (e) {
      showServerErrors(form, e, ['name', 'phone', 'email', 'avatar']);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card size="small" title={t('platform.info.profile')} loading={info.isPending} data-testid="info-profile">
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item label={t('platform.info.avatar')}>
          <Space size="large">
            <Avatar size={96} src={avatarSrc} icon={<UserOutlined />} data-testid="info-avatar" />
            <Button icon={<UploadOutlined />} onClick={() => setChoosing(true)} data-testid="info-avatar-change">
              {t('platform.info.changeAvatar')}
            </Button>
          </Space>
        </Form.Item>
        <Form.Item name="avatar" hidden>
          <Input />
        </Form.Item>
        <Form.Item label={t('platform.info.username')}>
          <Input value={user?.username} disabled />
        </Form.Item>
        {(['name', 'phone', 'email'] as const).map((name) => (
          <Form.Item key={name} name={name} label={t(`platform.info.${name}`)} rules={[fieldRule(PROFILE[name], lang)]}>
            <Input maxLength={PROFILE[name].max} allowClear data-testid={`info-${name}`} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={saving} data-testid="info-save">
          {t('common.save')}
        </Button>
      </Form>
      <UploadDialog
        open={choosing}
        kind="image"
        title={t('platform.info.avatarTitle')}
        onOk={([file]) => file && form.setFieldValue('avatar', file.url)}
        onClose={() => setChoosing(false)}
      />
    </Card>
  );
}

interface Passwords {
  password: string;
  newpassword1: string;
  confirm: string;
}

function PasswordCard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [form] = Form.useForm<Passwords>();
  const [saving, setSaving] = useState(false);

  const save = async ({ password, newpassword1 }: Passwords) => {
    setSaving(true);
    try {
      await r('/admin/user/updatePassWord', { method: 'PUT', data: { password, newpassword1 } });
      form.resetFields();
      feedback.message?.success(t('platform.info.passwordChanged'));
    } catch (e) {
      showServerErrors(form, e, ['newpassword1']);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card size="small" title={t('platform.info.password')} data-testid="info-password">
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item name="password" label={t('platform.info.oldPassword')} rules={[fieldRule(OLD_PASSWORD, lang)]}>
          <Input.Password autoComplete="current-password" data-testid="info-old-password" />
        </Form.Item>
        <Form.Item name="newpassword1" label={t('platform.info.newPassword')} rules={[fieldRule(NEW_PASSWORD, lang)]}>
          <Input.Password autoComplete="new-password" data-testid="info-new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('platform.info.confirmPassword')}
          dependencies={['newpassword1']}
          rules={[
            fieldRule({ ...NEW_PASSWORD, name: 'confirm', min: undefined }, lang),
            ({ getFieldValue }) => ({
              validator: async (_, value) => {
                if (value && value !== getFieldValue('newpassword1')) throw new Error(t('platform.info.passwordMismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="info-confirm-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="info-password-save">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}

export function InfoPage() {
  return (
    <Row gutter={[16, 16]} data-testid="info">
      <Col xs={24} lg={12}>
        <ProfileCard />
      </Col>
      <Col xs={24} lg={12}>
        <PasswordCard />
      </Col>
    </Row>
  );
}
