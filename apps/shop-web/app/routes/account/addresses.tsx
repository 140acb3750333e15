import { type Address, MAX_ADDRESSES } from '@shop/api-contract';
import { Button, FormAlert } from '@shop/ui';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../islands/lazy-part.ts';
import type { Route } from './+types/addresses.ts';
import { customerLoaders } from '../../loaders/api-loaders.ts';
import { addressesTrail } from '../../account-book/account-book-trail.ts';
import {
  badge,
  entryHead,
  entryKana,
  entryList,
  entryText,
  formPanel,
  formTitle,
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

// The form (its schema and the postal lookup) loads when it is opened, as on the checkout page.
const AddressForm = lazyPart(() => import('../../checkout/address-form.tsx').then((module) => module.AddressForm));

/** The customer's address book (spec §6 guard: a guest goes to login). */
const loaders = customerLoaders(async (api) => ({ addresses: (await api.addresses.list()).data }));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({ title: 'お届け先住所', description: 'ご注文のお届け先住所を登録・変更できます。' });

/** Shown when the book is full (the server's 422 says the same). */
export const ADDRESS_LIMIT_MESSAGE = `お届け先は${MAX_ADDRESSES}件まで登録できます。不要なお届け先を削除してから追加してください。`;
const FAILED_MESSAGE = 'お届け先を変更できませんでした。時間をおいて、もう一度お試しください。';

/** 〒100-0001 */
const postal = (code: string) => `〒${code.slice(0, 3)}-${code.slice(3)}`;

/** What the form panel shows: nothing, a new address or one being edited. */
type Editing = { type: 'none' } | { type: 'new' } | { type: 'edit'; address: Address };

/** `/myaccount/addresses`: the address book the checkout uses (the default first, 「いつもの届け先」). */
export default function AddressesPage({ loaderData }: Route.ComponentProps) {
  const book = useAccountBook<Address>({
    initial: loaderData.addresses,
    reload: async (client) => (await client.addresses.list()).data,
    goneMessage: 'このお届け先はすでに削除されています。',
    failedMessage: FAILED_MESSAGE,
  });
  const { api, items: addresses, pending, change } = book;
  const [editing, setEditing] = useState<Editing>(loaderData.addresses.length === 0 ? { type: 'new' } : { type: 'none' });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const full = addresses.length >= MAX_ADDRESSES;

  const saved = async (message: string) => {
    setEditing({ type: 'none' });
    await change(async () => undefined, message);
  };

  return (
    <>
      <TrailBreadcrumbs trail={addressesTrail()} />
      <h1 className={title}>お届け先住所</h1>
      <p className={lead}>ご注文の際に選べるお届け先です。「いつもの届け先」はご注文手続きで最初から選ばれています。</p>
      {book.notice ? (
        <p className={notice} role="status">
          {book.notice}
        </p>
      ) : null}
      <FormAlert>{book.error}</FormAlert>
      <div className={toolbar}>
        <Button onClick={() => setEditing({ type: 'new' })} disabled={full || editing.type === 'new'}>
          新しいお届け先を追加
        </Button>
        <span className={lead}>
          {addresses.length}件登録済み（{MAX_ADDRESSES}件まで）
        </span>
      </div>
      {full ? <p role="note">{ADDRESS_LIMIT_MESSAGE}</p> : null}
      {editing.type !== 'none' ? (
        <section className={formPanel} aria-labelledby="address-form-title">
          <h2 id="address-form-title" className={formTitle}>
            {editing.type === 'new' ? '新しいお届け先' : 'お届け先の編集'}
          </h2>
          <Suspense fallback={<p role="status">読み込み中…</p>}>
            <AddressForm
              key={editing.type === 'edit' ? editing.address.id : 'new'}
              api={api}
              address={editing.type === 'edit' ? editing.address : undefined}
              offerDefault={addresses.length > 0 && !(editing.type === 'edit' && editing.address.isDefault)}
              onSaved={(address) =>
                void saved(
                  editing.type === 'new'
                    ? `「${address.name}」様のお届け先を追加しました。`
                    : `「${address.name}」様のお届け先を変更しました。`,
                )
              }
              onCancel={addresses.length > 0 ? () => setEditing({ type: 'none' }) : undefined}
            />
          </Suspense>
        </section>
      ) : null}
      {addresses.length === 0 ? (
        <p>お届け先はまだ登録されていません。</p>
      ) : (
        <ul className={entryList} aria-label="登録済みのお届け先">
          {addresses.map((address) => (
            <BookEntry
              key={address.id}
              label={`${address.name}様のお届け先`}
              isDefault={address.isDefault}
              pending={pending}
              onEdit={() => setEditing({ type: 'edit', address })}
              makeDefault={
                address.isDefault
                  ? null
                  : {
                      label: 'いつもの届け先にする',
                      run: () =>
                        void change(
                          (client) => client.addresses.update(address.id, { ...fieldsOf(address), isDefault: true }),
                          `「${address.name}」様のお届け先を、いつもの届け先にしました。`,
                        ),
                    }
              }
              onDelete={() => setDeleting(address)}
            >
              <h2 className={entryHead}>
                {address.name}
                <span className={entryKana}>（{address.nameKana}）</span>
                {address.isDefault ? <span className={badge}>いつもの届け先</span> : null}
              </h2>
              <p className={entryText}>
                {address.company ? (
                  <>
                    {address.company}
                    <br />
                  </>
                ) : null}
                {postal(address.postalCode)}
                <br />
                {address.prefecture}
                {address.city}
                {address.town}
                {address.street}
                {address.building ? ` ${address.building}` : ''}
                <br />
                電話番号: {address.phone}
              </p>
            </BookEntry>
          ))}
        </ul>
      )}
      <ConfirmDelete
        open={deleting !== null}
        title="このお届け先を削除しますか？"
        description={
          deleting
            ? `${deleting.name}様（${postal(deleting.postalCode)} ${deleting.prefecture}${deleting.city}${deleting.town}${deleting.street}）を削除します。これまでのご注文のお届け先は変わりません。`
            : ''
        }
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void change((client) => client.addresses.delete(target.id), `「${target.name}」様のお届け先を削除しました。`);
        }}
      />
    </>
  );
}

/** The request body of a saved address (to change only its default mark). */
function fieldsOf(address: Address) {
  const { name, nameKana, postalCode, prefecture, city, town, street, building, company, phone } = address;
  return { name, nameKana, postalCode, prefecture, city, town, street, building, company, phone };
}
