import type { ApiClient } from '@shop/api-client';
import { MAX_SAVED_CARDS, type SavedCard } from '@shop/api-contract';
import { CARD_BRAND_NAMES, formatCardExpiry, maskedCardNumber } from '@shop/payment-card';
import { Button, FormAlert } from '@shop/ui';
import { serverMessageOf, servicesAtom, statusOf } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/payments.ts';
import { customerLoaders } from '../../loaders/api-loaders.ts';
import { paymentsTrail } from '../../account-book/account-book-trail.ts';
import {
  badge,
  cardNumber,
  entry,
  entryActions,
  entryDefault,
  entryHead,
  entryList,
  entryText,
  expired,
  expiredBadge,
  lead,
  notice,
  title,
  toolbar,
} from '../../account-book/account-book.css.ts';
import { ConfirmDelete } from '../../account-book/confirm-delete.tsx';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';
import { loginHref } from '../../session/return-to.ts';

/** The customer's saved cards (spec §6 guard: a guest goes to login). */
const loaders = customerLoaders(async (api) => ({ cards: (await api.paymentMethods.list()).data }));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({
  title: 'お支払い方法',
  description: 'ご注文に使うクレジットカードを登録・削除できます。',
});

export const CARD_LIMIT_MESSAGE = `カードは${MAX_SAVED_CARDS}枚まで登録できます。使わないカードを削除してから追加してください。`;
const FAILED_MESSAGE = 'カードを変更できませんでした。時間をおいて、もう一度お試しください。';
const NETWORK_MESSAGE = '通信できませんでした。接続を確認して、もう一度お試しください。';

/** 「Visa **** 4242」 */
const cardName = (card: SavedCard) => `${CARD_BRAND_NAMES[card.brand]} ${maskedCardNumber(card.last4)}`;

/** `/myaccount/payments`: saved cards (the gateway keeps them; the shop shows brand, last 4 and expiry). */
export default function PaymentsPage({ loaderData }: Route.ComponentProps) {
  const { api } = useAtomValue(servicesAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const [cards, setCards] = useState<readonly SavedCard[]>(loaderData.cards);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const [done, setDone] = useState<string | null>(search.get('added') === '1' ? 'カードを登録しました。' : null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const full = cards.length >= MAX_SAVED_CARDS;

  const failed = async (failure: unknown) => {
    const status = statusOf(failure);
    if (status === 401) {
      await navigate(loginHref(location.pathname));
      return;
    }
    setError(
      status === undefined
        ? NETWORK_MESSAGE
        : status === 404
          ? 'このカードはすでに削除されています。'
          : (serverMessageOf(failure) ?? FAILED_MESSAGE),
    );
  };

  /** Runs one change, then reads the cards again (the server decides the default and the order). */
  const change = async (act: (client: ApiClient) => Promise<unknown>, message: string) => {
    if (pending) return;
    setPending(true);
    setError(null);
    setDone(null);
    try {
      const client = await api();
      await act(client);
      setDone(message);
    } catch (failure) {
      await failed(failure);
    }
    try {
      setCards((await (await api()).paymentMethods.list()).data);
    } catch {
      // The list stays as it was; the message above says what happened.
    }
    setPending(false);
  };

  /** 「カードを追加」: the gateway's card form in save mode, which comes back here. */
  const add = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    setDone(null);
    try {
      const session = await (await api()).paymentMethods.openSession();
      await navigate(session.data.url);
    } catch (failure) {
      await failed(failure);
      setPending(false);
    }
  };

  return (
    <>
      <TrailBreadcrumbs trail={paymentsTrail()} />
      <h1 className={title}>お支払い方法</h1>
      <p className={lead}>
        登録したクレジットカードは、ご注文手続きで選ぶだけでお支払いに使えます。カード番号は決済代行会社が保管し、当店には保存されません。
      </p>
      {done ? (
        <p className={notice} role="status">
          {done}
        </p>
      ) : null}
      <FormAlert>{error}</FormAlert>
      <div className={toolbar}>
        <Button onClick={() => void add()} disabled={full || pending} aria-busy={pending || undefined}>
          カードを追加
        </Button>
        <span className={lead}>
          {cards.length}枚登録済み（{MAX_SAVED_CARDS}枚まで）
        </span>
      </div>
      {full ? <p role="note">{CARD_LIMIT_MESSAGE}</p> : null}
      {cards.length === 0 ? (
        <p>登録済みのカードはありません。</p>
      ) : (
        <ul className={entryList} aria-label="登録済みのカード">
          {cards.map((card) => (
            <li key={card.id} className={`${entry} ${card.isDefault ? entryDefault : ''}`} aria-label={cardName(card)}>
              <h2 className={entryHead}>
                {CARD_BRAND_NAMES[card.brand]}
                <span className={cardNumber}>{maskedCardNumber(card.last4)}</span>
                {card.isDefault ? <span className={badge}>いつも使うカード</span> : null}
                {card.expired ? <span className={expiredBadge}>有効期限切れ</span> : null}
              </h2>
              <p className={entryText}>有効期限 {formatCardExpiry({ month: card.expMonth, year: card.expYear })}</p>
              {card.expired ? (
                <p className={expired}>
                  このカードは有効期限が切れているため、お支払いに使えません。削除して新しいカードを追加してください。
                </p>
              ) : null}
              <div className={entryActions}>
                {card.isDefault || card.expired ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={pending}
                    onClick={() =>
                      void change(
                        (client) => client.paymentMethods.makeDefault(card.id),
                        `${cardName(card)}を、いつも使うカードにしました。`,
                      )
                    }
                  >
                    いつも使うカードにする
                  </Button>
                )}
                <Button variant="text" size="sm" onClick={() => setDeleting(card)} disabled={pending}>
                  削除
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDelete
        open={deleting !== null}
        title="このカードを削除しますか？"
        description={
          deleting
            ? `${cardName(deleting)}（有効期限 ${formatCardExpiry({ month: deleting.expMonth, year: deleting.expYear })}）を削除します。決済代行会社に保管されたカード情報も削除されます。`
            : ''
        }
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void change((client) => client.paymentMethods.delete(target.id), `${cardName(target)}を削除しました。`);
        }}
      />
    </>
  );
}
