/** Fixed routes of spec section 2; every other signed-in path is resolved by the layout from the page registry. */
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { Guard } from '../shell/Guard.tsx';

// The error pages load when shown, so the login page carries none of their code.
const ErrorPage = lazy(async () => ({ default: (await import('../shell/ErrorPage.tsx')).ErrorPage }));
const error = (status: 401 | 403 | 404 | 500) => (
  <Suspense fallback={<Spin fullscreen />}>
    <ErrorPage status={status} />
  </Suspense>
);

export const router = createBrowserRouter([
  {
    element: <Guard />,
    hydrateFallbackElement: <Spin fullscreen />,
    errorElement: error(500),
    children: [
      { path: '/login', lazy: async () => ({ Component: (await import('../shell/LoginPage.tsx')).LoginPage }) },
      { path: '/lock', lazy: async () => ({ Component: (await import('../shell/LockPage.tsx')).LockPage }) },
      { path: '/authredirect', lazy: async () => ({ Component: (await import('../shell/AuthRedirectPage.tsx')).AuthRedirectPage }) },
      { path: '/callcenter/softphone', lazy: async () => ({ Component: (await import('../shell/SoftphonePage.tsx')).SoftphonePage }) },
      // Printed sheets stand alone, outside the app's frame (signed in all the same).
      { path: '/print/stock/:kind/:id', lazy: async () => ({ Component: (await import('../features/stock/DeliveryNotePage.tsx')).DeliveryNotePage }) },
      { path: '/404', element: error(404) },
      { path: '/401', element: error(401) },
      { path: '/403', element: error(403) },
      { path: '/500', element: error(500) },
      // The guard sends these to the home page; listed so that the layout's chunk is not loaded on the way.
      { path: '/' },
      { path: '/wel' },
      { path: '*', lazy: async () => ({ Component: (await import('../shell/Layout.tsx')).Layout }) },
    ],
  },
]);
