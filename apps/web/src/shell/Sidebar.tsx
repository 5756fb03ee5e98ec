/**
 * The 104px sidebar: level-one menu groups as icon buttons; a group opens a panel with its level-two headings and
 * level-three items (or level-two items directly). Switch organisation and log out sit at the bottom.
 */
import type { MenuNode } from '@as/shared';
import { LogoutOutlined, SwapOutlined } from '@ant-design/icons';
import { Empty, Popover, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuTarget } from '../access/guard.ts';
import { menuText } from '../app/i18n.ts';
import { useStore } from '../app/store.ts';
import { MenuIcon } from './icons.tsx';
import { groupClick, navigable } from './menus.ts';
import { settingsStore, THEME_COLORS } from './settings.ts';
import styles from './sidebar.module.css';
import { SwitchOrgDialog } from './SwitchOrgDialog.tsx';
import { useLogout } from './useLogout.ts';

const contains = (node: MenuNode, path: string): boolean => node.path === path.split('?')[0] || node.children.some((c) => contains(c, path));

export function Sidebar({ menus, loading, active, small }: { menus: MenuNode[]; loading: boolean; active: string; small: boolean }) {
  const { t } = useTranslation();
  const settings = useStore(settingsStore);
  const colors = THEME_COLORS[settings.theme];
  const navigate = useNavigate();
  const logout = useLogout();
  const [open, setOpen] = useState<number>();
  const [switching, setSwitching] = useState(false);
  const groups = navigable(menus);

  function go(path: string) {
    setOpen(undefined);
    navigate(menuTarget(path).to);
    if (small) settingsStore.set((s) => ({ ...s, collapsed: true }));
  }

  const panel = (group: MenuNode) => (
    <div className={styles.panel} data-testid={`menu-panel-${group.key}`}>
      {navigable(group.children).map((child) =>
        navigable(child.children).length ? (
          <div key={child.id} className={styles.section}>
            <div className={styles.heading}>{menuText(child.key, child.name)}</div>
            {navigable(child.children).map((leaf) => (
              <MenuItem key={leaf.id} node={leaf} active={active} onOpen={(n) => go(n.path)} />
            ))}
          </div>
        ) : (
          <MenuItem key={child.id} node={child} active={active} onOpen={(n) => go(n.path)} />
        ),
      )}
    </div>
  );

  return (
    <nav className={styles.side} style={{ background: colors.side, color: colors.sideText }} aria-label="menu">
      <div className={styles.logo} style={{ color: settings.color }}>
        {t('app.short')}
      </div>
      <div className={styles.groups}>
        {loading && <Spin size="small" className={styles.loading} />}
        {!loading && !groups.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span style={{ color: colors.sideText }}>{t('shell.noMenu')}</span>} />}
        {groups.map((group) => {
          const click = groupClick(group);
          const button = (
            <button
              key={group.id}
              type="button"
              className={styles.group}
              data-active={contains(group, active) || undefined}
              style={contains(group, active) ? { color: settings.color } : undefined}
              onClick={() => ('navigate' in click ? go(click.navigate) : setOpen(group.id))}
              data-testid={`menu-${group.key}`}
            >
              <span className={styles.icon}>
                <MenuIcon name={group.icon} />
              </span>
              <span className={styles.label}>{menuText(group.key, group.name)}</span>
            </button>
          );
          return 'navigate' in click ? (
            <div key={group.id}>{button}</div>
          ) : (
            <Popover
              key={group.id}
              placement="rightTop"
              // Hover opens the panel; a click (or Enter) only ever opens it, so hovering then clicking does not toggle it shut.
              trigger="hover"
              arrow={false}
              open={open === group.id}
              onOpenChange={(v) => setOpen(v ? group.id : undefined)}
              content={panel(group)}
            >
              {button}
            </Popover>
          );
        })}
      </div>
      <div className={styles.bottom}>
        <button type="button" className={styles.group} onClick={() => setSwitching(true)} data-testid="switch-org">
          <span className={styles.icon}>
            <SwapOutlined />
          </span>
          <span className={styles.label}>{t('shell.switchOrg')}</span>
        </button>
        <button type="button" className={styles.group} onClick={logout} data-testid="sidebar-logout">
          <span className={styles.icon}>
            <LogoutOutlined />
          </span>
          <span className={styles.label}>{t('shell.logout')}</span>
        </button>
      </div>
      {switching && <SwitchOrgDialog onClose={() => setSwitching(false)} />}
    </nav>
  );
}

function MenuItem({ node, active, onOpen }: { node: MenuNode; active: string; onOpen: (n: MenuNode) => void }) {
  const settings = useStore(settingsStore);
  const isActive = node.path === active.split('?')[0];
  return (
    <button
      type="button"
      className={styles.item}
      style={isActive ? { color: settings.color, fontWeight: 600 } : undefined}
      onClick={() => onOpen(node)}
      data-testid={`menu-${node.key}`}
    >
      <MenuIcon name={node.icon} /> {menuText(node.key, node.name)}
    </button>
  );
}
