/** Top bar: collapse, the top menu, and the tools each settings switch shows (error log, lock, theme, colour, full screen). */
import {
  BellOutlined, BugOutlined, DownOutlined, FullscreenExitOutlined, FullscreenOutlined, LockOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined, UserOutlined,
} from '@ant-design/icons';
import { BADGE_CAP } from '@as/shared';
import { Avatar, Badge, Button, ColorPicker, Dropdown, Popover, Spin, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionStore } from '../api/session.ts';
import { useFileUrl } from '../api/useFileUrl.ts';
import { menuText } from '../app/i18n.ts';
import { useStore } from '../app/store.ts';
import { MessageBell } from '../features/messages/MessageBell.tsx';
import { errorLogStore } from './error-log.ts';
import { ErrorLogDialog } from './ErrorLogDialog.tsx';
import { MenuIcon } from './icons.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { LockDialog } from './LockDialog.tsx';
import { navigable, useTopMenus } from './menus.ts';
import { useReminderCount } from './reminders.ts';
import { COLOR_PRESETS, settingsStore, THEME_COLORS } from './settings.ts';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import { removeAllTabs, tabsStore } from './tabs.ts';
import styles from './topbar.module.css';
import { useLogout } from './useLogout.ts';

type Dialog = 'lock' | 'settings' | 'errors' | undefined;

// Loaded when the bell is first opened: the warning list's parts are no part of every screen.
const ReminderPanel = lazy(async () => ({ default: (await import('./ReminderPanel.tsx')).ReminderPanel }));

export function TopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useStore(settingsStore);
  const session = useStore(sessionStore);
  const reminders = useReminderCount(session?.tenantId);
  const errors = useStore(errorLogStore);
  const top = useTopMenus();
  const logout = useLogout();
  const [dialog, setDialog] = useState<Dialog>();
  const [remindersOpen, setRemindersOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(Boolean(document.fullscreenElement));
  const colors = THEME_COLORS[settings.theme];
  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const user = session?.user?.sysUser;
  const avatar = useFileUrl(user?.avatar);
  const iconButton = { type: 'text' as const, style: { color: colors.topText } };

  return (
    <header className={styles.bar} style={{ background: colors.top, color: colors.topText }}>
      {settings.showCollapse && (
        <Button
          {...iconButton}
          aria-label={settings.collapsed ? t('shell.expand') : t('shell.collapse')}
          icon={settings.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => settingsStore.set((s) => ({ ...s, collapsed: !s.collapsed }))}
          data-testid="collapse"
        />
      )}
      {settings.showTopMenu && (
        <nav className={styles.top} aria-label="top menu">
          {navigable(top.data ?? []).map((m) => (
            <Button
              key={m.id}
              {...iconButton}
              icon={<MenuIcon name={m.icon} />}
              onClick={() => {
                tabsStore.set(removeAllTabs());
                navigate('/wel/index');
              }}
              data-testid={`top-${m.key}`}
            >
              {menuText(m.key, m.name)}
            </Button>
          ))}
        </nav>
      )}
      <div className={styles.tools}>
        <Popover
          trigger="click"
          placement="bottomRight"
          open={remindersOpen}
          onOpenChange={setRemindersOpen}
          title={t('shell.reminders', { count: reminders })}
          content={
            <Suspense fallback={<Spin />}>
              <ReminderPanel onOpened={() => setRemindersOpen(false)} />
            </Suspense>
          }
          destroyOnHidden
        >
          <Badge count={reminders} overflowCount={BADGE_CAP} size="small">
            <Button {...iconButton} aria-label={t('shell.reminders', { count: reminders })} icon={<BellOutlined />} data-testid="reminders" />
          </Badge>
        </Popover>
        <MessageBell color={colors.topText} />
        {settings.showLog && (
          <Tooltip title={t('shell.errorLog')}>
            <Badge count={errors.length} overflowCount={BADGE_CAP} size="small">
              <Button {...iconButton} aria-label={t('shell.errorLog')} icon={<BugOutlined />} onClick={() => setDialog('errors')} data-testid="error-log" />
            </Badge>
          </Tooltip>
        )}
        {settings.showLock && (
          <Tooltip title={t('shell.lock')}>
            <Button {...iconButton} aria-label={t('shell.lock')} icon={<LockOutlined />} onClick={() => setDialog('lock')} data-testid="lock" />
          </Tooltip>
        )}
        {settings.showColor && (
          <ColorPicker
            size="small"
            value={settings.color}
            presets={[{ label: t('shell.themeColor'), colors: [...COLOR_PRESETS] }]}
            onChangeComplete={(c) => settingsStore.set((s) => ({ ...s, color: c.toHexString() }))}
          />
        )}
        {settings.showFullscreen && (
          <Tooltip title={fullscreen ? t('shell.exitFullscreen') : t('shell.fullscreen')}>
            <Button
              {...iconButton}
              aria-label={t('shell.fullscreen')}
              icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={() => (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)}
            />
          </Tooltip>
        )}
        <LanguageSelect color={colors.topText} />
        <Tooltip title={t('shell.settings')}>
          <Button {...iconButton} aria-label={t('shell.settings')} icon={<SettingOutlined />} onClick={() => setDialog('settings')} data-testid="settings" />
        </Tooltip>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'home', label: t('shell.home') },
              { key: 'info', label: t('shell.info') },
              { key: 'settings', label: t('shell.settings') },
              { type: 'divider' },
              { key: 'logout', label: t('shell.logout'), danger: true },
            ],
            onClick: ({ key }) => {
              if (key === 'home') navigate('/wel/index');
              else if (key === 'info') navigate('/info/index');
              else if (key === 'settings') setDialog('settings');
              else logout();
            },
          }}
        >
          <Button {...iconButton} className={styles.user} data-testid="user-menu">
            <Avatar size="small" src={avatar} icon={<UserOutlined />} /> {user?.name || user?.username} <DownOutlined />
          </Button>
        </Dropdown>
      </div>
      {dialog === 'lock' && <LockDialog onClose={() => setDialog(undefined)} />}
      {dialog === 'settings' && <SettingsDrawer onClose={() => setDialog(undefined)} />}
      {dialog === 'errors' && <ErrorLogDialog onClose={() => setDialog(undefined)} />}
    </header>
  );
}
