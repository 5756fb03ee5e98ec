/** The signed-in shell: sidebar, top bar, tab bar and the pages of the open tabs (kept-alive ones stay mounted). */
import '../features/texts.ts';
import { Spin, Watermark } from 'antd';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { sessionStore } from '../api/session.ts';
import { menuText } from '../app/i18n.ts';
import { useStore } from '../app/store.ts';
import { CallCentrePanel } from './CallCentrePanel.tsx';
import { captureErrors } from './error-log.ts';
import styles from './layout.module.css';
import { findByPath, useMenus } from './menus.ts';
import { PageContext } from './page-context.ts';
import { usePageTitle } from './page-title.ts';
import { resolvePage } from './pages.ts';
import { settingsStore, useScreenSize } from './settings.ts';
import { Sidebar } from './Sidebar.tsx';
import { TabBar } from './TabBar.tsx';
import { addTab, tabsStore } from './tabs.ts';
import { TopBar } from './TopBar.tsx';
import { useRealtime } from './useRealtime.ts';
import { useSessionUpkeep } from './useSessionUpkeep.ts';

let capturing = false;

export function Layout() {
  const location = useLocation();
  const { t } = useTranslation();
  const menus = useMenus();
  const tabs = useStore(tabsStore);
  const settings = useStore(settingsStore);
  const session = useStore(sessionStore);
  // Phone and tablet widths (spec section 2): the menu opens over the page, behind a shade; followed as the window resizes.
  const small = useScreenSize() <= 1;
  useSessionUpkeep();
  useRealtime();
  useEffect(() => {
    if (!capturing) captureErrors();
    capturing = true;
  }, []);

  const full = location.pathname + location.search;
  const page = resolvePage(location.pathname);
  const node = findByPath(menus.data, location.pathname);
  const label = node?.name ?? page?.title ?? location.pathname;
  const menuKey = node?.key;
  const pageTitle = tabs.tabs.find((tab) => tab.path === full)?.title;
  usePageTitle([menuKey ? menuText(menuKey, label) : t(label, { defaultValue: label }), pageTitle].filter(Boolean).join(' '));
  const keepAlive = node?.keepAlive === '1';

  useEffect(() => {
    if (page && (!page.menu || menuKey)) tabsStore.set((s) => addTab(s, { path: full, label, menuKey, keepAlive }));
  }, [full, label, menuKey, keepAlive, page]);

  // Kept-alive tabs stay mounted (hidden) so their state and scroll position survive; the active tab is always shown.
  const mounted = useMemo(() => {
    const paths = tabs.tabs.filter((tab) => tab.keepAlive || tab.path === full).map((tab) => tab.path);
    return paths.includes(full) ? paths : [...paths, full];
  }, [tabs.tabs, full]);

  if (!page) return <Navigate to="/404" replace />;
  if (page.menu && menus.isSuccess && !node) return <Navigate to="/403" replace />;

  const user = session?.user?.sysUser;
  return (
    <Watermark content={user ? [user.username, session?.user?.companyShotName ?? ''] : undefined} rotate={-15} gap={[200, 150]} width={200} height={150}>
      <div className={styles.shell}>
        {!settings.collapsed && <Sidebar menus={menus.data ?? []} loading={menus.isPending} active={full} small={small} />}
        {!settings.collapsed && small && (
          <button type="button" aria-label={t('shell.collapse')} className={styles.shade} onClick={() => settingsStore.set((s) => ({ ...s, collapsed: true }))} />
        )}
        <div className={styles.main}>
          <TopBar />
          <CallCentrePanel user={user} />
          {settings.showTags && <TabBar />}
          <main className={styles.content}>
            {mounted.map((path) => {
              const Page = resolvePage(path.split('?')[0])?.component;
              return (
                <section key={path} className={path === full ? styles.page : styles.hiddenPage} aria-hidden={path !== full}>
                  <PageContext.Provider value={path}>
                    <Suspense fallback={<Spin className={styles.spin} />}>{Page && <Page />}</Suspense>
                  </PageContext.Provider>
                </section>
              );
            })}
          </main>
        </div>
      </div>
    </Watermark>
  );
}
