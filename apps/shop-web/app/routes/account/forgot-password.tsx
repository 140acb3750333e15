import { Button, FormAlert, TextField } from '@shop/ui';
import { ForgotPasswordSchema } from '@shop/validation';
import { servicesAtom } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/forgot-password.ts';
import { pageMeta } from '../../seo/meta.ts';
import { useHydrated } from '../../session/use-hydrated.ts';
import { form, lead, links, pageTitle, submit } from './account.css.ts';
import { EMAIL_INPUT, useAccountForm } from './use-account-form.ts';

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'パスワードの再設定', description: 'パスワード再設定用のメールをお送りします。', noindex: true });

/** Asks for the reset mail (`POST /laravel/api/forgot-password`), then shows the confirmation page. */
export default function ForgotPasswordPage() {
  const services = useAtomValue(servicesAtom);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { formError, pending, formRef, field, onSubmit } = useAccountForm({
    initial: { email: '' },
    schema: ForgotPasswordSchema,
    attempt: '送信',
    submit: async ({ email }) => {
      const client = await services.api();
      const answer = await client.auth.forgotPassword({ email });
      await navigate('/forgotpassword/confirm', { state: { message: answer.message } });
    },
  });

  return (
    <>
      <h1 className={pageTitle}>パスワードの再設定</h1>
      <p className={lead}>ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。</p>
      <form ref={formRef} method="post" noValidate className={form} onSubmit={(event) => void onSubmit(event)}>
        <FormAlert>{formError}</FormAlert>
        <TextField {...field('email')} {...EMAIL_INPUT} />
        <Button type="submit" size="lg" className={submit} disabled={!hydrated || pending} aria-busy={pending || undefined}>
          再設定メールを送信する
        </Button>
      </form>
      <ul className={links}>
        <li>
          <Link to="/login">ログイン画面に戻る</Link>
        </li>
      </ul>
    </>
  );
}
