import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';

const Toaster = lazy(() => import('../toaster.tsx').then((module) => ({ default: module.Component })));

/**
 * Every page, and the toasts once a page may raise one. The landing page raises none, so a
 * visitor's first page does not load the toast library; from any other page on, it stays mounted.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const [toasts, setToasts] = useState(pathname !== paths.home.path);
  if (!toasts && pathname !== paths.home.path) setToasts(true);
  return (
    <>
      <Outlet />
      {toasts ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
