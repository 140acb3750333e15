import { Button, FormAlert, TextField } from '@shop/ui';
import { FIELD_LABELS, ResetPasswordSchema } from '@shop/validation';
import { servicesAtom } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/reset-password.ts';
import { pageMeta } from '../../seo/meta.ts';
import { useHydrated } from '../../session/use-hydrated.ts';
import { form, lead, links, pageTitle, submit } from './account.css.ts';
import { PASSWORD_HINT } from './register.tsx';
import { EMAIL_INPUT, useAccountForm } from './use-account-form.ts';

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: 'パスワードの再設定', description: '新しいパスワードを設定してください。', noindex: true }),
  // The URL carries the reset token: never send it on to other sites.
  { name: 'referrer', content: 'no-referrer' },
];

/** What the page says once the new password is set (the server's answer, or this). */
export const PASSWORD_RESET_DONE = 'パスワードを再設定しました。新しいパスワードでログインしてください。';

/**
 * Sets a new password with the token from the mail. The mail links to
 * `/resetpassword?token=…&email=…` (apps/shop-server/src/auth/auth-routes.ts).
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const services = useAtomValue(servicesAtom);
  const hydrated = useHydrated();
  const [done, setDone] = useState<string | null>(null);
  const { errors, formError, pending, formRef, field, onSubmit } = useAccountForm({
    initial: { token, email: params.get('email') ?? '', password: '', password_confirmation: '' },
    schema: ResetPasswordSchema,
    attempt: '再設定',
    submit: async (input) => {
      const client = await services.api();
      const answer = await client.auth.resetPassword({
        token: input.token,
        email: input.email,
        password: input.password,
        passwordConfirmation: input.password_confirmation,
      });
      setDone(answer.message || PASSWORD_RESET_DONE);
    },
  });

  if (done) {
    return (
      <>
        <h1 className={pageTitle}>パスワードの再設定</h1>
        <FormAlert tone="notice">{done}</FormAlert>
        <ul className={links}>
          <li>
            <Link to="/login">ログインする</Link>
          </li>
        </ul>
      </>
    );
  }

  if (token === '') {
    return (
      <>
        <h1 className={pageTitle}>パスワードの再設定</h1>
        <p role="alert">パスワード再設定用のリンクが正しくありません。メールに記載のリンクをそのまま開くか、もう一度お手続きください。</p>
        <ul className={links}>
          <li>
            <Link to="/forgotpassword">再設定メールをもう一度送る</Link>
          </li>
        </ul>
      </>
    );
  }

  return (
    <>
      <h1 className={pageTitle}>パスワードの再設定</h1>
      <p className={lead}>新しいパスワードを入力してください。</p>
      <form ref={formRef} method="post" noValidate className={form} onSubmit={(event) => void onSubmit(event)}>
        {/* A token error belongs to no visible field: the link itself is broken. */}
        <FormAlert>{formError ?? errors.token?.[0]}</FormAlert>
        <TextField {...field('email')} {...EMAIL_INPUT} />
        <TextField
          {...field('password')}
          label={`新しい${FIELD_LABELS.password}`}
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
        />
        <TextField
          {...field('password_confirmation')}
          label={`新しい${FIELD_LABELS.password_confirmation}`}
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" size="lg" className={submit} disabled={!hydrated || pending} aria-busy={pending || undefined}>
          パスワードを再設定する
        </Button>
      </form>
      {errors.email || formError ? (
        <ul className={links}>
          <li>
            <Link to="/forgotpassword">再設定メールをもう一度送る</Link>
          </li>
        </ul>
      ) : null}
    </>
  );
}
