/** The lock screen: the time, the user, and the lock password to get back in (or log out). */
import { LogoutOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Input } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionStore, updateSession } from '../api/session.ts';
import { useFileUrl } from '../api/useFileUrl.ts';
import { useStore } from '../app/store.ts';
import { digest } from './lock.ts';
import styles from './lock.module.css';
import { usePageTitle } from './page-title.ts';
import { signOut } from './sign-in.ts';

export function LockPage() {
  const { t } = useTranslation();
  usePageTitle(t('shell.lock'));
  const navigate = useNavigate();
  const session = useStore(sessionStore);
  const [now, setNow] = useState(dayjs());
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(timer);
  }, []);

  async function unlock() {
    if (!password) return setError(t('shell.lockRequired'));
    if ((await digest(password)) !== session?.lockPassword) return setError(t('shell.unlockWrong'));
    updateSession({ locked: false, lockPassword: undefined });
    navigate('/', { replace: true });
  }

  const user = session?.user?.sysUser;
  const avatar = useFileUrl(user?.avatar);
  return (
    <div className={styles.page}>
      <div className={styles.time}>{now.format('HH:mm:ss')}</div>
      <div className={styles.date}>{now.format('YYYY-MM-DD dddd')}</div>
      <div className={styles.box}>
        <Avatar size={64} src={avatar} icon={<UserOutlined />} />
        <div className={styles.name}>{user?.name || user?.username}</div>
        <Input.Password
          size="large"
          value={password}
          status={error ? 'error' : undefined}
          placeholder={t('shell.unlockPlaceholder')}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(undefined);
          }}
          onPressEnter={unlock}
          autoFocus
          data-testid="unlock-password"
        />
        {error && <div className={styles.error} role="alert">{error}</div>}
        <div className={styles.actions}>
          <Button type="primary" icon={<UnlockOutlined />} onClick={unlock} data-testid="unlock">
            {t('shell.unlock')}
          </Button>
          <Button
            icon={<LogoutOutlined />}
            onClick={async () => {
              await signOut();
              navigate('/login', { replace: true });
            }}
          >
            {t('shell.logout')}
          </Button>
        </div>
      </div>
    </div>
  );
}
