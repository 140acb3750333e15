/** `/admin/login`: e-mail and password, then the authenticator's code (or a recovery code). */
import { Button, FormAlert, TextField } from '@shop/ui';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { admin } from '../api.ts';
import { problemOf, type FormProblem } from '../errors.ts';
import { staffAtom } from '../state/staff.ts';
import * as s from '../styles.css.ts';

const NO_PROBLEM: FormProblem = { message: '', fields: {} };

export function LoginScreen() {
  const navigate = useNavigate();
  const setStaff = useSetAtom(staffAtom);
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(NO_PROBLEM);
    try {
      const answer =
        step === 'password'
          ? await admin.session.login({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') })
          : await admin.session.loginCode({ code: String(form.get('code') ?? '') });
      if (answer.data.next === 'totp') {
        setStep('code');
        return;
      }
      setStaff(answer.data.staff);
      await navigate(answer.data.next === 'enrol' ? '/account' : '/', { replace: true });
    } catch (error) {
      const found = problemOf(error);
      setProblem(found);
      // Too many wrong codes end the attempt: back to the password.
      if (step === 'code' && Object.keys(found.fields).length === 0) setStep('password');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={s.centred}>
      <form className={s.panel} onSubmit={submit} noValidate>
        <h1 className={s.title}>管理画面ログイン</h1>
        <FormAlert>{problem.message}</FormAlert>
        {step === 'password' ? (
          <>
            <TextField label="メールアドレス" name="email" type="email" autoComplete="username" required error={problem.fields['email']} />
            <TextField
              label="パスワード"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={problem.fields['password']}
            />
          </>
        ) : (
          <>
            <p className={s.muted}>
              認証アプリに表示されている6桁の確認コードを入力してください。認証アプリを使えないときは、リカバリーコードを入力できます。
            </p>
            <TextField
              key="code"
              label="確認コード"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              error={problem.fields['code']}
            />
          </>
        )}
        <Button type="submit" disabled={busy}>
          {step === 'password' ? 'ログイン' : '確認する'}
        </Button>
      </form>
    </main>
  );
}
