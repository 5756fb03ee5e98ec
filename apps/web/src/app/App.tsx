/** Providers: antd theme and locale (following the settings and the language), feedback bridge, queries, router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { settingsStore } from '../shell/settings.ts';
import { enableDialogDragging, withDialogDefaults } from './dialogs.ts';
import { feedback } from './feedback.ts';
import { antdLocale } from './i18n.ts';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';
import { useStore } from './store.ts';

function FeedbackBridge({ children }: { children: ReactNode }) {
  const api = AntApp.useApp();
  Object.assign(feedback, api, { modal: withDialogDefaults(api.modal) });
  return children;
}

if (typeof document !== 'undefined') enableDialogDragging();

/** Users who ask their system for reduced motion get no animations (e2e runs that way too). */
const REDUCED_MOTION = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export function App() {
  const { i18n } = useTranslation();
  const settings = useStore(settingsStore);
  useEffect(() => {
    document.title = i18n.t('app.name');
  }, [i18n]);
  return (
    <ConfigProvider locale={antdLocale(i18n.language)} theme={{ token: { colorPrimary: settings.color, borderRadius: 4, motion: !REDUCED_MOTION } }}>
      <AntApp message={{ duration: 3, maxCount: 3 }}>
        <FeedbackBridge>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </FeedbackBridge>
      </AntApp>
    </ConfigProvider>
  );
}
