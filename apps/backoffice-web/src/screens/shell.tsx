/**
 * The signed-in frame: the role's menu (menu.ts, from the permission table) beside the screen. It
 * loads who is signed in; nobody → the login screen. A staff member whose role requires two-factor
 * authentication but who has none sees only the account page until they enrol.
 */
import { STAFF_ROLE_LABELS, type StaffPermission } from '@shop/api-contract/admin';
import { UnauthenticatedError } from '@shop/api-client/admin';
import { Button, FormAlert } from '@shop/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { admin } from '../api.ts';
import { menuFor } from '../menu.ts';
import { mustEnrolAtom, staffAtom } from '../state/staff.ts';
import * as s from '../styles.css.ts';

export function Shell() {
  const [staff, setStaff] = useAtom(staffAtom);
  const mustEnrol = useAtomValue(mustEnrolAtom);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    let live = true;
    admin.session.me().then(
      (answer) => live && setStaff(answer.data),
      (error: unknown) => {
        if (live && error instanceof UnauthenticatedError) void navigate('/login', { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [navigate, setStaff]);

  useEffect(() => {
    if (mustEnrol && location.pathname !== '/account') void navigate('/account', { replace: true });
  }, [mustEnrol, location.pathname, navigate]);

  async function logout() {
    await admin.session.logout().catch(() => undefined);
    setStaff(null);
    await navigate('/login', { replace: true });
  }

  if (!staff) return <main className={s.main} aria-busy="true" />;
  const menu = mustEnrol ? menuFor(staff.role).filter((entry) => entry.path === '/account') : menuFor(staff.role);
  return (
    <div className={s.shell}>
      <aside className={s.sidebar}>
        <Link to="/" className={s.brand}>
          プリントファクトリー 管理画面
        </Link>
        <nav aria-label="管理メニュー" className={s.nav}>
          {menu.map((entry) => (
            <NavLink key={entry.path} to={entry.path} className={s.navLink} end={entry.path === '/'}>
              {entry.label}
            </NavLink>
          ))}
        </nav>
        <p className={s.who}>
          {staff.name || staff.email}
          <br />
          {STAFF_ROLE_LABELS[staff.role]}
        </p>
        <Button variant="outline" size="sm" onClick={() => void logout()}>
          ログアウト
        </Button>
      </aside>
      <main className={s.main}>
        {mustEnrol ? <FormAlert tone="notice">この権限では二段階認証が必須です。認証アプリを設定してください。</FormAlert> : null}
        <Outlet />
      </main>
    </div>
  );
}

/** `/admin`: the dashboard for a role that reads orders (the landing page after login), else the plain home. */
export function Landing({ dashboard }: { dashboard: ReactNode }) {
  const staff = useAtomValue(staffAtom);
  if (!staff) return null;
  return staff.permissions.includes('orders.read') ? dashboard : <Home />;
}

/** The home screen: what this role can open. */
export function Home() {
  const staff = useAtomValue(staffAtom);
  if (!staff) return null;
  return (
    <>
      <h1 className={s.title}>ようこそ、{staff.name || staff.email} さん</h1>
      <p className={s.muted}>権限：{STAFF_ROLE_LABELS[staff.role]}。左のメニューから作業を選んでください。</p>
      <ul>
        {menuFor(staff.role)
          .filter((entry) => entry.path !== '/')
          .map((entry) => (
            <li key={entry.path}>
              <Link to={entry.path}>{entry.label}</Link>
            </li>
          ))}
      </ul>
    </>
  );
}

/** Shows `children` only to a role with `permission` (the server refuses the calls anyway). */
export function RequirePermission({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const staff = useAtomValue(staffAtom);
  if (!staff) return null;
  if (!staff.permissions.includes(permission)) return <FormAlert>この画面を表示する権限がありません。</FormAlert>;
  return children;
}
