import { Button, FormAlert, TextField } from '@shop/ui';
import { RegisterSchema } from '@shop/validation';
import { registerAtom } from '@shop/web-state';
import { useSetAtom } from 'jotai';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/register.ts';
import { pageMeta } from '../../seo/meta.ts';
import { safeReturnTo } from '../../session/return-to.ts';
import { useHydrated } from '../../session/use-hydrated.ts';
import { form, lead, links, pageTitle, submit } from './account.css.ts';
import { EMAIL_INPUT, useAccountForm } from './use-account-form.ts';
import { isServerPage } from '../../navigation/server-pages.tsx';

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: '新規会員登録', description: 'プリントファクトリーの新規会員登録ページです。', noindex: true });

/** The password rule as a hint (spec §5 password). */
export const PASSWORD_HINT = '半角英数字10〜32文字（アルファベットと数字をそれぞれ1文字以上）';

/** Registration: creates the account, logs in and merges the guest cart like a login (spec §4). */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('return_to'));
  const register = useSetAtom(registerAtom);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { formError, pending, formRef, field, onSubmit } = useAccountForm({
    initial: { name: '', email: '', password: '', password_confirmation: '' },
    schema: RegisterSchema,
    attempt: '登録',
    submit: async ({ name, email, password, password_confirmation }) => {
      await register({ name, email, password, passwordConfirmation: password_confirmation });
      // A page of the server (the design tool) is not one of this app's routes: load it.
      if (isServerPage(returnTo)) window.location.replace(returnTo);
      else await navigate(returnTo, { replace: true });
    },
  });

  return (
    <>
      <h1 className={pageTitle}>新規会員登録</h1>
      <p className={lead}>ご登録後は、ログイン前にカートに入れた商品もそのまま引き継がれます。</p>
      <form ref={formRef} method="post" noValidate className={form} onSubmit={(event) => void onSubmit(event)}>
        <FormAlert>{formError}</FormAlert>
        <TextField {...field('name')} autoComplete="name" />
        <TextField {...field('email')} {...EMAIL_INPUT} />
        <TextField {...field('password')} type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
        <TextField {...field('password_confirmation')} type="password" autoComplete="new-password" />
        <Button type="submit" size="lg" className={submit} disabled={!hydrated || pending} aria-busy={pending || undefined}>
          会員登録する
        </Button>
      </form>
      <ul className={links}>
        <li>
          <Link to={params.has('return_to') ? `/login?${new URLSearchParams({ return_to: returnTo }).toString()}` : '/login'}>
            会員の方はこちら（ログイン）
          </Link>
        </li>
      </ul>
    </>
  );
}
