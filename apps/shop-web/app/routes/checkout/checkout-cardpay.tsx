import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/checkout-cardpay.ts';
import { apiContext } from '../../api/context.ts';
import { CardForm } from '../../checkout/card-form.tsx';
import { cardSessionOpen, createSendCard } from '../../checkout/card-gateway.ts';
import { muted, title } from '../../checkout/checkout.css.ts';
import { errorMeta } from '../../seo/error-meta.ts';
import { pageMeta } from '../../seo/meta.ts';
import { privatePageHeaders, requireLogin } from '../../session/require-login.ts';

// The guard (spec §6): without a session the server answers 302 to /login?return_to=<path>.
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireLogin(context.get(apiContext), request);
  return null;
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? errorMeta(error)
    : pageMeta({ title: 'カード情報の入力', description: 'お支払いに使うクレジットカードの情報を入力してください。', noindex: true });

/** `/checkout/cardpay/{token}`: the card form of the gateway's card session `token`. */
export default function CheckoutCardpayRoute({ params }: Route.ComponentProps) {
  const sendCard = useMemo(() => createSendCard(), []);
  const [open, setOpen] = useState<boolean | null>(null);

  // An expired or unknown session is said before the shopper types a card into it.
  useEffect(() => {
    let current = true;
    void cardSessionOpen(params.token).then((answer) => {
      if (current) setOpen(answer);
    });
    return () => {
      current = false;
    };
  }, [params.token]);

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
