/** The tab bar: click to go, close (only with more than one tab), right-click or More for close others / close all. */
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuText } from '../app/i18n.ts';
import { useStore } from '../app/store.ts';
import styles from './tabbar.module.css';
import { isClosable, removeAllTabs, removeOtherTabs, removeTab, tabsStore } from './tabs.ts';

export function TabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useStore(tabsStore);
  const closable = isClosable(state);
  // One menu open at a time, closed before the tabs change (a right-clicked tab may disappear with its menu open).
  const [menuOpen, setMenuOpen] = useState<string>();

  function apply(next: ReturnType<typeof removeAllTabs>) {
    tabsStore.set(next);
    navigate(next.active);
  }

  const menuFor = (path: string): MenuProps => ({
    items: [
      { key: 'others', label: t('shell.closeOthers') },
      { key: 'all', label: t('shell.closeAll') },
    ],
    onClick: ({ key }) => {
      setMenuOpen(undefined);
      apply(key === 'all' ? removeAllTabs() : removeOtherTabs(tabsStore.get(), path));
    },
  });
  const control = (id: string) => ({ open: menuOpen === id, onOpenChange: (open: boolean) => setMenuOpen(open ? id : undefined) });

  return (
    <div className={styles.bar}>
      <Tabs
        className={styles.tabs}
        type="editable-card"
        hideAdd
        size="small"
        activeKey={state.active}
        onChange={(path) => navigate(path)}
        onEdit={(path, action) => action === 'remove' && typeof path === 'string' && apply(removeTab(tabsStore.get(), path))}
        items={state.tabs.map((tab) => ({
          key: tab.path,
          closable: closable,
          label: (
            <Dropdown menu={menuFor(tab.path)} trigger={['contextMenu']} {...control(tab.path)}>
              <span data-testid="tab">
                {tab.menuKey ? menuText(tab.menuKey, tab.label) : t(tab.label, { defaultValue: tab.label })}
                {tab.title && ` ${tab.title}`}
              </span>
            </Dropdown>
          ),
        }))}
      />
      <Dropdown menu={menuFor(state.active)} trigger={['click']} {...control('more')}>
        <Button size="small" type="text" className={styles.more} data-testid="tabs-more">
          {t('shell.more')} <DownOutlined />
        </Button>
      </Dropdown>
    </div>
  );
}
