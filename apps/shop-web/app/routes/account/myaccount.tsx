import { Button } from '@shop/ui';
import { browserApi, logoutAtom, sessionReadyAtom, sessionUserAtom } from '@shop/web-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Route } from './+types/myaccount.ts';
import { apiContext } from '../../api/context.ts';
import type { NavLinkItem } from '../../navigation/menus.ts';
import { isImplemented } from '../../navigation/route-table.ts';
import { pageMeta } from '../../seo/meta.ts';
import { requireLogin } from '../../session/require-login.ts';
import { loginHref } from '../../session/return-to.ts';
import { useHydrated } from '../../session/use-hydrated.ts';
import { accountLink, accountLinks, lead, loading } from './account.css.ts';

// The guard (spec §6): without a session the server answers 302 to /login?return_to=<path>.
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireLogin(context.get(apiContext), request);
  return null;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireLogin(await browserApi(), request);
  return null;
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'アカウントサービス', description: '会員情報やご注文の確認ができます。', noindex: true });

/** The account services (spec §2 Routes: /myaccount …); only pages that exist are linked. */
export const ACCOUNT_SERVICES: readonly NavLinkItem[] = [
  { label: '注文履歴', to: '/myaccount/orders', route: 'myaccount-orders' },
  { label: '見積履歴', to: '/myaccount/estimates', route: 'myaccount-estimates' },
  { label: '再注文', to: '/myaccount/reorder', route: 'myaccount-reorder' },
  { label: 'レビュー', to: '/myaccount/reviews', route: 'myaccount-reviews' },
  { label: 'クーポン', to: '/myaccount/coupons', route: 'myaccount-coupons' },
  { label: 'ポイント履歴', to: '/myaccount/point_history', route: 'myaccount-point_history' },
  { label: 'お届け先住所', to: '/myaccount/addresses', route: 'myaccount-addresses' },
  { label: 'お支払い方法', to: '/myaccount/payments', route: 'myaccount-payments' },
  { label: 'お名前の変更', to: '/myaccount/name', route: 'myaccount-name' },
  { label: 'メールアドレスの変更', to: '/myaccount/email', route: 'myaccount-email' },
  { label: 'パスワードの変更', to: '/myaccount/password', route: 'myaccount-password' },
  { label: 'メールマガジン', to: '/myaccount/newsletter', route: 'myaccount-newsletter' },
  { label: '退会', to: '/myaccount/cancel-membership', route: 'myaccount-cancel-membership' },
];

/** The account overview: greeting by name and links to the account pages that exist. */
export default function MyAccountPage() {
  const hydrated = useHydrated();
  const ready = useAtomValue(sessionReadyAtom);
  const user = useAtomValue(sessionUserAtom);
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const location = useLocation();

  // Personal data renders in the browser only, from the client-side session.
  if (!hydrated || !ready) {
    return (
      <>
        <h1>アカウントサービス</h1>
        <p className={loading} role="status">
          読み込み中…
        </p>
      </>
    );
  }
  // Not logged in on this browser (logged out meanwhile, a 401, or another tab): offer the login
  // page rather than redirecting, so a logout on this page can still go to the home page.
  if (!user) {
    return (
      <>
        <h1>アカウントサービス</h1>
        <p role="status">ログインしていません。</p>
        <p>
          <Link to={loginHref(`${location.pathname}${location.search}${location.hash}`)}>ログインする</Link>
        </p>
      </>
    );
  }

  const services = ACCOUNT_SERVICES.filter((link) => isImplemented(link.route));
  return (
    <>
      <h1>アカウントサービス</h1>
      <p>{user.name} 様、いつもご利用いただきありがとうございます。</p>
      {services.length > 0 ? (
        <nav aria-label="アカウントサービス">
          <ul className={accountLinks}>
            {services.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={accountLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p className={lead}>ご注文履歴・お見積もり履歴などのページは準備中です。</p>
      )}
      <ul className={accountLinks}>
        {isImplemented('cart') ? (
          <li>
            <Link to="/cart" className={accountLink}>
              カートを見る
            </Link>
          </li>
        ) : null}
      </ul>
      <Button
        variant="outline"
        onClick={async () => {
          await logout();
          await navigate('/');
        }}
      >
        ログアウト
      </Button>
    </>
  );
}
