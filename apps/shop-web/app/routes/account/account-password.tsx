import { PasswordChangeRequestSchema } from '@shop/api-contract';
import { Button, FormAlert, TextField } from '@shop/ui';
import { servicesAtom } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

import type { Route } from './+types/account-password.ts';
import { accountTrail } from '../../account/account-trail.ts';
import { BackToAccount } from '../../account/back-to-account.tsx';
import { actions, done, form, lead, page, title } from '../../account/account-page.css.ts';
import { loadAccount } from '../../account/load-account.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';
import { useHydrated } from '../../session/use-hydrated.ts';
import { PASSWORD_HINT } from './register.tsx';
import { useAccountForm } from './use-account-form.ts';

const loaders = apiLoaders(async (api, { request }: Route.LoaderArgs) => {
  await loadAccount(api, request);
  return null;
});
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({ title: 'パスワードの変更', description: 'ログインパスワードを変更できます。' });

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/**
 * `/myaccount/password`: the current password and the new one twice. Every other browser or device
 * where the customer is logged in is logged out; this one stays logged in (on a new session).
 */
export default function AccountPasswordPage() {
  const hydrated = useHydrated();
  const { api } = useAtomValue(servicesAtom);
  const [message, setMessage] = useState<string | null>(null);
  const { values, errors, formError, pending, formRef, change, field, onSubmit, onKeyDown, setValues } = useAccountForm({
    initial: EMPTY,
    schema: PasswordChangeRequestSchema,
    attempt: 'パスワードの確認',
    submit: async ({ current_password, password, password_confirmation }) => {
      setMessage(null);
      const answer = await (
        await api()
      ).account.changePassword({ currentPassword: current_password, password, passwordConfirmation: password_confirmation });
      setValues(EMPTY);
      setMessage(answer.message);
    },
  });

  return (
    <div className={page}>
      <TrailBreadcrumbs trail={accountTrail('パスワードの変更', '/myaccount/password')} />
      <h1 className={title}>パスワードの変更</h1>
      <p className={lead}>
        変更すると、ほかの端末やブラウザでのログインはすべて終了します。この画面はログインしたままです。パスワードを変更したことは、ご登録のメールアドレスにもお知らせします。
      </p>
      {message ? (
        <p className={done} role="status">
          {message}
        </p>
      ) : null}
      <form ref={formRef} method="post" noValidate className={form} onSubmit={(event) => void onSubmit(event)}>
        <FormAlert>{formError}</FormAlert>
        <TextField {...field('current_password')} type="password" autoComplete="current-password" />
        <TextField
          label="新しいパスワード"
          name="password"
          aria-required="true"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          value={values.password}
          onChange={change('password')}
          onKeyDown={onKeyDown}
          error={errors['password']?.[0]}
        />
        <TextField
          label="新しいパスワード（確認）"
          name="password_confirmation"
          aria-required="true"
          type="password"
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={change('password_confirmation')}
          onKeyDown={onKeyDown}
          error={errors['password_confirmation']?.[0]}
        />
        <div className={actions}>
          <Button type="submit" size="lg" disabled={!hydrated || pending} aria-busy={pending || undefined}>
            パスワードを変更する
          </Button>
        </div>
      </form>
      <BackToAccount />
    </div>
  );
}
