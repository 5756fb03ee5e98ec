/** Fixed routes of spec section 2; every other signed-in path is resolved by the layout from the page registry. */
import { Spin } from 'antd';
import { createBrowserRouter, Navigate } from 'react-router';
import { ErrorPage } from '../shell/ErrorPage.tsx';
import { Guard } from '../shell/Guard.tsx';

export const router = createBrowserRouter([
  {
    element: <Guard />,
    hydrateFallbackElement: <Spin fullscreen />,
    errorElement: <ErrorPage status={500} />,
    children: [
      { path: '/login', lazy: async () => ({ Component: (await import('../shell/LoginPage.tsx')).LoginPage }) },
      { path: '/lock', lazy: async () => ({ Component: (await import('../shell/LockPage.tsx')).LockPage }) },
      { path: '/authredirect', lazy: async () => ({ Component: (await import('../shell/AuthRedirectPage.tsx')).AuthRedirectPage }) },
      { path: '/callcenter/softphone', lazy: async () => ({ Component: (await import('../shell/SoftphonePage.tsx')).SoftphonePage }) },
      { path: '/404', element: <ErrorPage status={404} /> },
      { path: '/401', element: <ErrorPage status={401} /> },
      { path: '/403', element: <ErrorPage status={403} /> },
      { path: '/500', element: <ErrorPage status={500} /> },
      { path: '/', element: <Navigate to="/wel/index" replace /> },
      { path: '/wel', element: <Navigate to="/wel/index" replace /> },
      { path: '*', lazy: async () => ({ Component: (await import('../shell/Layout.tsx')).Layout }) },
    ],
  },
]);
