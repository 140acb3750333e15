import { Button, FormAlert, TextField } from '@shop/ui';
import { LoginSchema } from '@shop/validation';
import { loginAtom, sessionUserAtom } from '@shop/web-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/login.ts';
import { isImplemented } from '../../navigation/route-table.ts';
import { pageMeta } from '../../seo/meta.ts';
import { safeReturnTo } from '../../session/return-to.ts';
import { useHydrated } from '../../session/use-hydrated.ts';
import { form, links, pageTitle, submit } from './account.css.ts';
import { EMAIL_INPUT, useAccountForm } from './use-account-form.ts';
import { isServerPage } from '../../navigation/server-pages.tsx';

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'ログイン', description: 'プリントファクトリーの会員ログインページです。', noindex: true });

/** The login page (spec §4 "Login and session"); afterwards it goes to `return_to` (same-origin paths only). */
export default function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('return_to'));
  const login = useSetAtom(loginAtom);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const user = useAtomValue(sessionUserAtom);
  const { formError, pending, formRef, field, onSubmit } = useAccountForm({
    initial: { email: '', password: '' },
    schema: LoginSchema,
    attempt: 'ログイン',
    submit: async (credentials) => {
      await login(credentials);
      // A page of the server (the design tool) is not one of this app's routes: load it.
      if (isServerPage(returnTo)) window.location.replace(returnTo);
      else await navigate(returnTo, { replace: true });
    },
  });
  const registerHref = params.has('return_to') ? `/register?${new URLSearchParams({ return_to: returnTo }).toString()}` : '/register';

  return (
    <>
      <h1 className={pageTitle}>ログイン</h1>
      {hydrated && user ? <FormAlert tone="notice">{user.name} 様としてログインしています。</FormAlert> : null}
      {/* method="post": before hydration a submit must never put the password into the URL. */}
      <form ref={formRef} method="post" noValidate className={form} onSubmit={(event) => void onSubmit(event)}>
        <FormAlert>{formError}</FormAlert>
        <TextField {...field('email')} {...EMAIL_INPUT} />
        <TextField {...field('password')} type="password" autoComplete="current-password" />
        <Button type="submit" size="lg" className={submit} disabled={!hydrated || pending} aria-busy={pending || undefined}>
          ログイン
        </Button>
      </form>
      <ul className={links}>
        {isImplemented('forgotpassword') ? (
          <li>
            <Link to="/forgotpassword">パスワードをお忘れの方</Link>
          </li>
        ) : null}
        {isImplemented('register') ? (
          <li>
            <Link to={registerHref}>はじめての方（新規会員登録）</Link>
          </li>
        ) : null}
      </ul>
    </>
  );
}
