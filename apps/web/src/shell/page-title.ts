/**
 * The window title after each navigation: "<page> - <application>" (the login page keeps the application's); and
 * the name a page gives what it shows (an order's number), after its label in its tab and the window title.
 */
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../app/store.ts';
import { PageContext } from './page-context.ts';
import { tabsStore, titleTab } from './tabs.ts';

export function usePageTitle(page: string | undefined): void {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = page ? `${page} - ${app}` : app;
  }, [page, app]);
}

/** Names what the page shows in its tab once known (the tab may open after the page first renders). */
export function useTabTitle(title: string | undefined): void {
  const path = useContext(PageContext);
  const shown = useStore(tabsStore).tabs.find((tab) => tab.path === path)?.title;
  useEffect(() => {
    if (title && title !== shown) tabsStore.set((s) => titleTab(s, path, title));
  }, [path, title, shown]);
}
