/**
 * The back office's entry (client only, served by apps/shop-server under /admin). The routes:
 * `/admin/login`, `/admin/setup/:token` and, inside the shell with the role's menu, the home, the
 * artwork check (queue and job, loaded lazily), the audit log and the staff list (owners) and the own account.
 */
import { Provider as JotaiProvider } from 'jotai';
import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import { AccountScreen } from './screens/account.tsx';
import { AuditScreen } from './screens/audit.tsx';
import { LoginScreen } from './screens/login.tsx';
import { SetupScreen } from './screens/setup.tsx';
import { Home, RequirePermission, Shell } from './screens/shell.tsx';
import { StaffScreen } from './screens/staff.tsx';
import * as s from './styles.css.ts';

// The artwork check loads on its first visit: the login and the other screens never carry it.
const ArtworkQueueScreen = lazy(() => import('./screens/artwork-queue.tsx').then((m) => ({ default: m.ArtworkQueueScreen })));
const ArtworkCheckScreen = lazy(() => import('./screens/artwork-check.tsx').then((m) => ({ default: m.ArtworkCheckScreen })));

/** A lazily loaded artwork screen, for roles that may read artwork. */
function artworkScreen(screen: ReactNode) {
  return (
    <RequirePermission permission="artwork.read">
      <Suspense fallback={<p aria-busy="true">読み込み中…</p>}>{screen}</Suspense>
    </RequirePermission>
  );
}

function NotFound() {
  return (
    <main className={s.centred}>
      <div className={s.panel}>
        <h1 className={s.title}>ページが見つかりません</h1>
        <Link to="/">管理画面のトップへ</Link>
      </div>
    </main>
  );
}

const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginScreen /> },
    { path: '/setup/:token', element: <SetupScreen /> },
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <Home /> },
        { path: 'artwork', element: artworkScreen(<ArtworkQueueScreen />) },
        { path: 'artwork/:id', element: artworkScreen(<ArtworkCheckScreen />) },
        {
          path: 'audit',
          element: (
            <RequirePermission permission="audit.read">
              <AuditScreen />
            </RequirePermission>
          ),
        },
        {
          path: 'staff',
          element: (
            <RequirePermission permission="staff.read">
              <StaffScreen />
            </RequirePermission>
          ),
        },
        { path: 'account', element: <AccountScreen /> },
      ],
    },
    { path: '*', element: <NotFound /> },
  ],
  { basename: '/admin' },
);

const element = document.getElementById('root');
if (element) {
  createRoot(element).render(
    <StrictMode>
      <JotaiProvider>
        <RouterProvider router={router} />
      </JotaiProvider>
    </StrictMode>,
  );
}
