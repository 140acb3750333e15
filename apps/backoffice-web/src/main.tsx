/**
 * The back office's entry (client only, served by apps/shop-server under /admin). The routes:
 * `/admin/login`, `/admin/setup/:token` and, inside the shell with the role's menu, the dashboard
 * (the landing page of roles that read orders; the plain home of the others), the orders and one
 * order, the artwork check (queue and job), the order messages, the audit log and the staff list
 * (owners) and the own account. The screens behind the login load as chunks of their own when first
 * opened: the first load stays small.
 */
import { Provider as JotaiProvider } from 'jotai';
import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider, useParams } from 'react-router';
import { LoginScreen } from './screens/login.tsx';
import { SetupScreen } from './screens/setup.tsx';
import { Landing, RequirePermission, Shell } from './screens/shell.tsx';
import * as s from './styles.css.ts';

const AccountScreen = lazy(() => import('./screens/account.tsx').then((m) => ({ default: m.AccountScreen })));
const AuditScreen = lazy(() => import('./screens/audit.tsx').then((m) => ({ default: m.AuditScreen })));
const StaffScreen = lazy(() => import('./screens/staff.tsx').then((m) => ({ default: m.StaffScreen })));
const DashboardScreen = lazy(() => import('./screens/dashboard.tsx').then((m) => ({ default: m.DashboardScreen })));
const OrdersScreen = lazy(() => import('./screens/orders.tsx').then((m) => ({ default: m.OrdersScreen })));
const OrderDetailScreen = lazy(() => import('./screens/order-detail.tsx').then((m) => ({ default: m.OrderDetailScreen })));
const MessagesScreen = lazy(() => import('./screens/messages/messages-screen.tsx').then((m) => ({ default: m.MessagesScreen })));
const ThreadScreen = lazy(() => import('./screens/messages/messages-screen.tsx').then((m) => ({ default: m.ThreadScreen })));

/** A lazily loaded screen: nothing (the shell stays) until its chunk has arrived. */
const later = (screen: ReactNode) => <Suspense fallback={<p aria-busy="true">読み込み中…</p>}>{screen}</Suspense>;

function ThreadRoute() {
  const { number = '' } = useParams();
  return <ThreadScreen orderNumber={number} />;
}

// The artwork check loads on its first visit: the login and the other screens never carry it.
const ArtworkQueueScreen = lazy(() => import('./screens/artwork-queue.tsx').then((m) => ({ default: m.ArtworkQueueScreen })));
const ArtworkCheckScreen = lazy(() => import('./screens/artwork-check.tsx').then((m) => ({ default: m.ArtworkCheckScreen })));

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
        { index: true, element: <Landing dashboard={later(<DashboardScreen />)} /> },
        { path: 'orders', element: <RequirePermission permission="orders.read">{later(<OrdersScreen />)}</RequirePermission> },
        { path: 'orders/:number', element: <RequirePermission permission="orders.read">{later(<OrderDetailScreen />)}</RequirePermission> },
        { path: 'artwork', element: <RequirePermission permission="artwork.read">{later(<ArtworkQueueScreen />)}</RequirePermission> },
        { path: 'artwork/:id', element: <RequirePermission permission="artwork.read">{later(<ArtworkCheckScreen />)}</RequirePermission> },
        { path: 'messages', element: <RequirePermission permission="messages.read">{later(<MessagesScreen />)}</RequirePermission> },
        { path: 'messages/:number', element: <RequirePermission permission="messages.read">{later(<ThreadRoute />)}</RequirePermission> },
        { path: 'audit', element: <RequirePermission permission="audit.read">{later(<AuditScreen />)}</RequirePermission> },
        { path: 'staff', element: <RequirePermission permission="staff.read">{later(<StaffScreen />)}</RequirePermission> },
        { path: 'account', element: later(<AccountScreen />) },
      ],
    },
    { path: '*', element: <NotFound /> },
  ],
  { basename: '/admin' },
);

// Radix Dialog's scroll lock adds a <style> at run time and takes its nonce from get-nonce, which reads
// `__webpack_nonce__` (as the storefront's app/html/style-nonce.ts does): the page's CSP nonce, kept
// readable as the `nonce` property of the scripts the server stamped with it.
const stamped = document.querySelector<HTMLScriptElement>('script[nonce]');
const styleNonce = stamped ? stamped.nonce || stamped.getAttribute('nonce') : null;
if (styleNonce) (window as { __webpack_nonce__?: string }).__webpack_nonce__ = styleNonce;

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
