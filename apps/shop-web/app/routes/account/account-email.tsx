import { EmailChangeRequestSchema } from '@shop/api-contract';
import { Button, FormAlert, TextField } from '@shop/ui';
import { serverMessageOf, servicesAtom } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import type { Route } from './+types/account-email.ts';
import { accountTrail } from '../../account/account-trail.ts';
import { BackToAccount } from '../../account/back-to-account.tsx';
import { actions, current, definition, done, form, lead, page, term, title } from '../../account/account-page.css.ts';
import { loadAccount } from '../../account/load-account.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { formatDateTime } from '../../orders/order-format.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';
import { useHydrated } from '../../session/use-hydrated.ts';
import { EMAIL_INPUT, useAccountForm } from './use-account-form.ts';
import { NETWORK_FAILED_MESSAGE } from './submit-error.ts';

const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadAccount(api, request));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({
  title: 'メールアドレスの変更',
  description: 'ログインとご連絡に使うメールアドレスを変更できます。',
});

/** What opening the mailed link came to. */
type Confirmation = { state: 'confirming' } | { state: 'confirmed'; email: string } | { state: 'failed'; message: string };

/**
 * `/myaccount/email`: asks for a change (the new address and the current password); a link goes to
 * the new address, and opening it (`?token=…`, this page again) makes the change. Until then the
 * current address stays, and the page says which change is waiting.
 */
export default function AccountEmailPage({ loaderData: account }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const { api } = useAtomValue(servicesAtom);
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [sent, setSent] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const confirmedToken = useRef<string | null>(null);
  const { formError, pending, formRef, field, onSubmit, setValues } = useAccountForm({
    initial: { email: '', current_password: '' },
    schema: EmailChangeRequestSchema,
    attempt: 'パスワードの確認',
    submit: async ({ email, current_password }) => {
      setSent(null);
      const answer = await (await api()).account.requestEmailChange({ email, currentPassword: current_password });
      setValues({ email: '', current_password: '' });
      await revalidate();
      setSent(answer.data.pendingEmail?.email ?? email);
    },
  });

  // The link from the mail: confirm once, then drop the token from the address bar.
  useEffect(() => {
    if (!hydrated || token === null || confirmedToken.current === token) return;
    confirmedToken.current = token;
    setConfirmation({ state: 'confirming' });
    void (async () => {
      try {
        const answer = await (await api()).account.confirmEmailChange(token);
        setConfirmation({ state: 'confirmed', email: answer.data.email });
      } catch (error) {
        const message = serverMessageOf(error);
        setConfirmation({ state: 'failed', message: message ?? NETWORK_FAILED_MESSAGE });
      }
      await navigate('/myaccount/email', { replace: true, preventScrollReset: true });
    })();
  }, [hydrated, token, navigate, api]);

  const withdraw = async () => {
    await (await api()).account.cancelEmailChange();
    setSent(null);
    await revalidate();
  };

  return (
    <div className={page}>
      <TrailBreadcrumbs trail={accountTrail('メールアドレスの変更', '/myaccount/email')} />
      <h1 className={title}>メールアドレスの変更</h1>
      {confirmation?.state === 'confirming' ? (
        <p className={lead} role="status">
          メールアドレスの変更を確定しています…
        </p>
      ) : null}
      {confirmation?.state === 'confirmed' ? (
        <p className={done} role="status">
          メールアドレスを {confirmation.email} に変更しました。次回から新しいメールアドレスでログインしてください。
        </p>
      ) : null}
      {confirmation?.state === 'failed' ? <FormAlert>{confirmation.message}</FormAlert> : null}
      <dl className={current}>
        <dt className={term}>現在のメールアドレス</dt>
        <dd className={definition}>{account.email}</dd>
        {account.pendingEmail ? (
          <>
            <dt className={term}>確認待ちの変更</dt>
            <dd className={definition}>
              {account.pendingEmail.email}
              <br />
              <small>確認用リンクの有効期限: {formatDateTime(account.pendingEmail.expiresAt)}</small>
            </dd>
          </>
        ) : null}
      </dl>
      {sent ? (
        <p className={done} role="status">
          {sent} に確認用のリンクをお送りしました。メール内のリンクを開くと変更が完了します（それまでは現在のメールアドレスのままです）。
        </p>
      ) : null}
      {account.pendingEmail ? (
        <p className={actions}>
          <Button variant="outline" disabled={!hydrated} onClick={() => void withdraw()}>
            確認待ちの変更を取り消す
          </Button>
        </p>
      ) : null}
      <p className={lead}>
        新しいメールアドレスに確認用のリンクをお送りします。リンクを開くまでメールアドレスは変わりません。変更後、以前のメールアドレスにもお知らせします。
      </p>
      <form ref={formRef} method="post" noValidate className={form} onSubmit={(event) => void onSubmit(event)}>
        <FormAlert>{formError}</FormAlert>
        <TextField {...field('email')} label="新しいメールアドレス" {...EMAIL_INPUT} />
        <TextField {...field('current_password')} type="password" autoComplete="current-password" />
        <div className={actions}>
          <Button type="submit" size="lg" disabled={!hydrated || pending} aria-busy={pending || undefined}>
            確認メールを送る
          </Button>
        </div>
      </form>
      <BackToAccount />
    </div>
  );
}
