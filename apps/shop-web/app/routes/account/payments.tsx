import { MAX_SAVED_CARDS, type SavedCard } from '@shop/api-contract';
import { CARD_BRAND_NAMES, formatCardExpiry, maskedCardNumber } from '@shop/payment-card';
import { Button, FormAlert } from '@shop/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/payments.ts';
import { customerLoaders } from '../../loaders/api-loaders.ts';
import { paymentsTrail } from '../../account-book/account-book-trail.ts';
import {
  badge,
  cardNumber,
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
import { BookEntry } from '../../account-book/book-entry.tsx';
import { ConfirmDelete } from '../../account-book/confirm-delete.tsx';
import { useAccountBook } from '../../account-book/use-account-book.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';

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

/** 「Visa **** 4242」 */
const cardName = (card: SavedCard) => `${CARD_BRAND_NAMES[card.brand]} ${maskedCardNumber(card.last4)}`;

/** `/myaccount/payments`: saved cards (the gateway keeps them; the shop shows brand, last 4 and expiry). */
export default function PaymentsPage({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const book = useAccountBook<SavedCard>({
    initial: loaderData.cards,
    reload: async (client) => (await client.paymentMethods.list()).data,
    goneMessage: 'このカードはすでに削除されています。',
    failedMessage: FAILED_MESSAGE,
    initialNotice: search.get('added') === '1' ? 'カードを登録しました。' : null,
  });
  const { api, items: cards, pending, change } = book;
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const full = cards.length >= MAX_SAVED_CARDS;

  /** 「カードを追加」: the gateway's card form in save mode, which comes back here. */
  const add = async () => {
    if (!book.begin()) return;
    try {
      const session = await (await api()).paymentMethods.openSession();
      await book.navigate(session.data.url);
    } catch (failure) {
      await book.fail(failure);
      book.setPending(false);
    }
  };

  return (
    <>
      <TrailBreadcrumbs trail={paymentsTrail()} />
      <h1 className={title}>お支払い方法</h1>
      <p className={lead}>
        登録したクレジットカードは、ご注文手続きで選ぶだけでお支払いに使えます。カード番号は決済代行会社が保管し、当店には保存されません。
      </p>
      {book.notice ? (
        <p className={notice} role="status">
          {book.notice}
        </p>
      ) : null}
      <FormAlert>{book.error}</FormAlert>
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
            <BookEntry
              key={card.id}
              label={cardName(card)}
              isDefault={card.isDefault}
              pending={pending}
              makeDefault={
                card.isDefault || card.expired
                  ? null
                  : {
                      label: 'いつも使うカードにする',
                      run: () =>
                        void change(
                          (client) => client.paymentMethods.makeDefault(card.id),
                          `${cardName(card)}を、いつも使うカードにしました。`,
                        ),
                    }
              }
              onDelete={() => setDeleting(card)}
            >
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
            </BookEntry>
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
