/** Sign-in: username and password (with a captcha when the client wants one) or mobile and SMS code. */
import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Segmented, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captchaUrl, loginByMobile, loginByPassword, loginSettings, sendSmsCode } from '../api/auth.ts';
import { ApiError, r } from '../api/request.ts';
import { SITE } from '../app/config.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import { completeSignIn } from './sign-in.ts';
import styles from './login.module.css';

const RESEND_SECONDS = 60;
const newRandomStr = () => `${Date.now()}${Math.random().toString(16).slice(2, 8)}`;

export function LoginPage() {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [tenantId, setTenantId] = useState<number>(SITE.defaultTenantId);
  const [mode, setMode] = useState<'password' | 'mobile'>('password');
  const tenants = useQuery({
    queryKey: ['tenant', 'list'],
    queryFn: () => r<{ id: number; name: string }[]>('/admin/tenant/list', { anonymous: true, silent: true }),
  });
  const settings = useQuery({ queryKey: ['login-settings'], queryFn: loginSettings });

  async function run(signIn: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      // Signed in, the guard takes the user where they were going.
      await signIn();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('error.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <div className={styles.lang}>
        <LanguageSelect />
      </div>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className={styles.subtitle}>{t('login.subtitle')}</p>
        {tenants.data && tenants.data.length > 1 && (
          <Select
            className={styles.tenant}
            value={tenantId}
            onChange={setTenantId}
            options={tenants.data.map((x) => ({ value: x.id, label: x.name }))}
            aria-label={t('login.tenant')}
            data-testid="tenant"
          />
        )}
        {error && <Alert type="error" showIcon title={error} className={styles.error} data-testid="login-error" />}
        {/* A segmented switch rather than tabs: the login page stays light (no menu or dropdown code). */}
        <Segmented
          block
          className={styles.mode}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'password', label: t('login.tabPassword') },
            { value: 'mobile', label: t('login.tabMobile') },
          ]}
          data-testid="login-mode"
        />
        {mode === 'password' ? (
          <PasswordForm busy={busy} captcha={Boolean(settings.data?.captcha)} onSubmit={(v) => run(() => loginByPassword({ ...v, tenantId }).then((tk) => completeSignIn(tk, tenantId)))} />
        ) : (
          <MobileForm busy={busy} tenantId={tenantId} onSubmit={(v) => run(() => loginByMobile({ ...v, tenantId }).then((tk) => completeSignIn(tk, tenantId)))} />
        )}
        <p className={styles.copyright}>{t('login.copyright', { year: SITE.copyrightYear })}</p>
      </div>
    </div>
  );
}

interface PasswordValues {
  username: string;
  password: string;
  code?: string;
  randomStr?: string;
}

function PasswordForm({ busy, captcha, onSubmit }: { busy: boolean; captcha: boolean; onSubmit: (v: PasswordValues) => Promise<void> }) {
  const { t } = useTranslation();
  const [randomStr, setRandomStr] = useState(newRandomStr);
  return (
    <Form<PasswordValues>
      size="large"
      onFinish={(v) => onSubmit(captcha ? { ...v, randomStr } : v).finally(() => captcha && setRandomStr(newRandomStr()))}
      autoComplete="on"
    >
      <Form.Item name="username" rules={[{ required: true, message: t('login.usernameRequired') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" autoFocus data-testid="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="current-password" data-testid="password" />
      </Form.Item>
      {captcha && (
        <Form.Item name="code" rules={[{ required: true, message: t('login.captchaRequired') }]}>
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('login.captcha')}
            maxLength={4}
            data-testid="captcha"
            suffix={
              <button type="button" className={styles.captcha} title={t('login.refreshCaptcha')} onClick={() => setRandomStr(newRandomStr())}>
                <img src={captchaUrl(randomStr)} alt={t('login.captcha')} data-testid="captcha-image" />
              </button>
            }
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}

function MobileForm({ busy, tenantId, onSubmit }: { busy: boolean; tenantId: number; onSubmit: (v: { mobile: string; code: string }) => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ mobile: string; code: string }>();
  const [countdown, setCountdown] = useState(0);
  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  async function send() {
    const { mobile } = await form.validateFields(['mobile']);
    await sendSmsCode(mobile, tenantId);
    setCountdown(RESEND_SECONDS);
  }

  return (
    <Form form={form} size="large" onFinish={onSubmit}>
      <Form.Item name="mobile" rules={[{ required: true, message: t('login.mobile') }, { pattern: /^1[34578]\d{9}$/, message: t('login.mobile') }]}>
        <Input prefix={<MobileOutlined />} placeholder={t('login.mobile')} maxLength={11} inputMode="numeric" data-testid="mobile" />
      </Form.Item>
      <Form.Item name="code" rules={[{ required: true, message: t('login.codeRequired') }]}>
        <Input
          prefix={<SafetyOutlined />}
          placeholder={t('login.smsCode')}
          maxLength={6}
          data-testid="sms-code"
          suffix={
            <Button type="link" size="small" disabled={countdown > 0} onClick={send} data-testid="send-code">
              {countdown > 0 ? t('login.resend', { s: countdown }) : t('login.sendCode')}
            </Button>
          }
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="mobile-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
