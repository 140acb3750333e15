import { Link, useLocation } from 'react-router';
import type { Route } from './+types/forgot-password-confirm.ts';
import { pageMeta } from '../../seo/meta.ts';
import { lead, links, pageTitle } from './account.css.ts';

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'パスワード再設定メールの送信', description: 'パスワード再設定用のメールについてのご案内です。', noindex: true });

/** What the server says after a reset request (the same whether or not the address has an account). */
export const RESET_LINK_SENT =
  'ご入力のメールアドレスが登録されている場合は、パスワード再設定のご案内をお送りしました。メールをご確認ください。';

function messageFrom(state: unknown): string {
  const message = typeof state === 'object' && state !== null ? (state as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : RESET_LINK_SENT;
}

/** The confirmation after asking for the reset mail. */
export default function ForgotPasswordConfirmPage() {
  const { state } = useLocation();
  return (
    <>
      <h1 className={pageTitle}>メールをご確認ください</h1>
      <p role="status">{messageFrom(state)}</p>
      <p className={lead}>
        メールに記載のリンクには有効期限があります。メールが届かない場合は、迷惑メールフォルダをご確認いただくか、もう一度お手続きください。
      </p>
      <ul className={links}>
        <li>
          <Link to="/forgotpassword">もう一度メールを送る</Link>
        </li>
        <li>
          <Link to="/login">ログイン画面に戻る</Link>
        </li>
      </ul>
    </>
  );
}
