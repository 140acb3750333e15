import { AccountNameFormSchema } from '@shop/api-contract';
import { Button, FormAlert, TextField } from '@shop/ui';
import { renameSessionUserAtom, servicesAtom } from '@shop/web-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/account-name.ts';
import { accountTrail } from '../../account/account-trail.ts';
import { BackToAccount } from '../../account/back-to-account.tsx';
import { actions, done, form, lead, page, title } from '../../account/account-page.css.ts';
import { loadAccount } from '../../account/load-account.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';
import { useHydrated } from '../../session/use-hydrated.ts';
import { useAccountForm } from './use-account-form.ts';

const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadAccount(api, request));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({ title: 'お名前の変更', description: 'ご登録のお名前とフリガナを変更できます。' });

/** `/myaccount/name`: the customer's name and its furigana (katakana; hiragana is converted). */
export default function AccountNamePage({ loaderData: account }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const { api } = useAtomValue(servicesAtom);
  const rename = useSetAtom(renameSessionUserAtom);
  const { revalidate } = useRevalidator();
  const [saved, setSaved] = useState<{ name: string; nameKana: string | null } | null>(null);
  const { values, errors, formError, pending, formRef, change, field, onSubmit, onKeyDown } = useAccountForm({
    initial: { name: account.name, name_kana: account.nameKana ?? '' },
    schema: AccountNameFormSchema,
    submit: async ({ name, name_kana }) => {
      setSaved(null);
      const answer = await (await api()).account.changeName({ name, nameKana: name_kana });
      rename(answer.data.name);
      await revalidate();
      setSaved(answer.data);
    },
  });

  return (
    <div className={page}>
      <TrailBreadcrumbs trail={accountTrail('お名前の変更', '/myaccount/name')} />
      <h1 className={title}>お名前の変更</h1>
      <p className={lead}>ご注文時のお届け先のお名前は、お届け先住所ごとに登録できます。ここでは会員情報のお名前を変更します。</p>
      {saved ? (
        <p className={done} role="status">
          お名前を「{saved.name}（{saved.nameKana}）」に変更しました。
        </p>
      ) : null}
      <form ref={formRef} method="post" noValidate className={form} onSubmit={(event) => void onSubmit(event)}>
        <FormAlert>{formError}</FormAlert>
        <TextField {...field('name')} autoComplete="name" />
        <TextField
          label="フリガナ"
          name="name_kana"
          aria-required="true"
          value={values.name_kana}
          onChange={change('name_kana')}
          onKeyDown={onKeyDown}
          error={errors['name_kana']?.[0]}
          hint="全角カタカナ（ひらがなで入力するとカタカナに変換します）"
        />
        <div className={actions}>
          <Button type="submit" size="lg" disabled={!hydrated || pending} aria-busy={pending || undefined}>
            変更を保存する
          </Button>
        </div>
      </form>
      <BackToAccount />
    </div>
  );
}
