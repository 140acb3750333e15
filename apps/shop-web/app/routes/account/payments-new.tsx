import { serverMessageOf, servicesAtom, statusOf } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/payments-new.ts';
import { paymentsTrail } from '../../account-book/account-book-trail.ts';
import { lead, title } from '../../account-book/account-book.css.ts';
import { CardForm } from '../../checkout/card-form.tsx';
import type { TokenisedCard } from '../../checkout/card-gateway.ts';
import { useCardSession } from '../../checkout/use-card-session.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders, loginGuardLoader } from '../../session/require-login.ts';

// The guard (spec §6): without a session the server answers 302 to /login?return_to=<path>.
export const loader = loginGuardLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({ title: 'カードの追加', description: 'お支払いに使うクレジットカードを登録します。' });

const SAVE_FAILED_MESSAGE = 'カードを登録できませんでした。時間をおいて、もう一度お試しください。';
const RESTART = { to: '/myaccount/payments', label: 'お支払い方法に戻る' } as const;

/**
 * `/myaccount/payments/new/{token}`: the gateway's card form in save mode. The number goes to the
 * gateway only; its single-use token is then kept as a saved card (`POST /api/payment_methods`).
 */
export default function PaymentsNewRoute({ params }: Route.ComponentProps) {
  const { api } = useAtomValue(servicesAtom);
  const navigate = useNavigate();
  const { sendCard, open } = useCardSession(params.token);

  const keep = async (card: TokenisedCard): Promise<string | null> => {
    try {
      await (await api()).paymentMethods.create(card.token);
      await navigate('/myaccount/payments?added=1');
      return null;
    } catch (failure) {
      if (statusOf(failure) === 401) {
        await navigate(`/login?return_to=${encodeURIComponent('/myaccount/payments')}`);
        return null;
      }
      return serverMessageOf(failure) ?? SAVE_FAILED_MESSAGE;
    }
  };

  return (
    <>
      <TrailBreadcrumbs trail={paymentsTrail({ name: 'カードの追加', path: `/myaccount/payments/new/${params.token}` })} />
      <h1 className={title}>カードの追加</h1>
      {open === false ? (
        <p role="alert">
          このカード登録画面は有効期限が切れたか、無効です。お手数ですが、<Link to="/myaccount/payments">お支払い方法</Link>
          からやり直してください。
        </p>
      ) : (
        <>
          <p className={lead}>登録するクレジットカードの情報を入力してください。登録したカードは、ご注文手続きで選べるようになります。</p>
          <CardForm token={params.token} sendCard={sendCard} onAccepted={keep} restart={RESTART} />
        </>
      )}
    </>
  );
}
