import { Link } from 'react-router';
import type { Route } from './+types/checkout-cardpay.ts';
import { CardForm } from '../../checkout/card-form.tsx';
import { useCardSession } from '../../checkout/use-card-session.ts';
import { muted, title } from '../../checkout/checkout.css.ts';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders, loginGuardLoader } from '../../session/require-login.ts';

// The guard (spec §6): without a session the server answers 302 to /login?return_to=<path>.
export const loader = loginGuardLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({
  title: 'カード情報の入力',
  description: 'お支払いに使うクレジットカードの情報を入力してください。',
});

/** `/checkout/cardpay/{token}`: the card form of the gateway's card session `token`. */
export default function CheckoutCardpayRoute({ params }: Route.ComponentProps) {
  const { sendCard, open } = useCardSession(params.token);

  return (
    <>
      <h1 className={title}>カード情報の入力</h1>
      {open === false ? (
        <p role="alert">
          このお支払い画面は有効期限が切れたか、無効です。お手数ですが、<Link to="/checkout">ご注文手続き</Link>からやり直してください。
        </p>
      ) : (
        <>
          <p className={muted}>お支払いに使うクレジットカードの情報を入力してください。お支払い金額は次の確認画面でご確認いただけます。</p>
          <CardForm token={params.token} sendCard={sendCard} />
        </>
      )}
    </>
  );
}
