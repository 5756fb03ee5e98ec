/** The window title after each navigation: "<page> - <application>" (the login page keeps the application's). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function usePageTitle(page: string | undefined): void {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = page ? `${page} - ${app}` : app;
  }, [page, app]);
}
