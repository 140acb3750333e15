/** `/admin/account`: the own password and two-factor authentication (enrol, replace, turn off where allowed). */
import type { TotpEnrolment } from '@shop/api-contract/admin';
import { Button, FormAlert, TextField } from '@shop/ui';
import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { admin } from '../api.ts';
import { problemOf, type FormProblem } from '../errors.ts';
import { staffAtom } from '../state/staff.ts';
import * as s from '../styles.css.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { RecoveryCodesView, TotpEnrolmentView } from './totp-parts.tsx';

const NO_PROBLEM: FormProblem = { message: '', fields: {} };

function PasswordForm() {
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const [notice, setNotice] = useState('');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setProblem(NO_PROBLEM);
    setNotice('');
    try {
      const answer = await admin.account.changePassword({
        currentPassword: String(form.get('current_password') ?? ''),
        password: String(form.get('password') ?? ''),
        passwordConfirmation: String(form.get('password_confirmation') ?? ''),
      });
      formElement.reset();
      setNotice(answer.message);
    } catch (error) {
      setProblem(problemOf(error));
    }
  }
  return (
    <form className={s.panel} onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title" className={s.subtitle}>
        パスワードの変更
      </h2>
      <FormAlert>{problem.message}</FormAlert>
      <FormAlert tone="notice">{notice}</FormAlert>
      <TextField
        label="現在のパスワード"
        name="current_password"
        type="password"
        autoComplete="current-password"
        error={problem.fields['current_password']}
      />
      <NewPasswordFields fields={problem.fields} label="新しいパスワード" />
      <div>
        <Button type="submit">パスワードを変更する</Button>
      </div>
    </form>
  );
}

function TotpSection() {
  const [staff, setStaff] = useAtom(staffAtom);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  if (!staff) return null;

  /** Runs one call of the form; its error (with field messages) shows above the form. */
  async function attempt(act: () => Promise<void>) {
    setProblem(NO_PROBLEM);
    try {
      await act();
    } catch (error) {
      setProblem(problemOf(error));
    }
  }
  const start = () =>
    attempt(async () => {
      setCodes(null);
      setEnrolment((await admin.account.startTotp()).data);
    });
  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    return attempt(async () => {
      const answer = await admin.account.confirmTotp({ code: String(form.get('code') ?? '') });
      setCodes(answer.data.recoveryCodes);
      setEnrolment(null);
      setStaff((await admin.session.me()).data);
    });
  }
  function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    return attempt(async () => {
      setStaff((await admin.account.disableTotp({ currentPassword: String(form.get('current_password') ?? '') })).data);
    });
  }

  return (
    <section className={s.panel} aria-labelledby="totp-title">
      <h2 id="totp-title" className={s.subtitle}>
        二段階認証
      </h2>
      <p className={s.muted}>
        {staff.totpEnabled ? `設定済みです（リカバリーコード残り${staff.recoveryCodesLeft}個）。` : '設定されていません。'}
        {staff.totpRequired ? 'この権限では必須です。' : ''}
      </p>
      <FormAlert>{problem.message}</FormAlert>
      {codes ? <RecoveryCodesView codes={codes} /> : null}
      {enrolment ? (
        <form onSubmit={confirm} noValidate className={s.panel}>
          <TotpEnrolmentView enrolment={enrolment} />
          <TextField label="確認コード" name="code" inputMode="numeric" autoComplete="one-time-code" error={problem.fields['code']} />
          <div>
            <Button type="submit">確認して有効にする</Button>
          </div>
        </form>
      ) : (
        <div>
          <Button variant="outline" onClick={() => void start()}>
            {staff.totpEnabled ? '認証アプリを変更する' : '認証アプリを設定する'}
          </Button>
        </div>
      )}
      {staff.totpEnabled && !staff.totpRequired ? (
        <form onSubmit={disable} noValidate className={s.actions}>
          <TextField
            label="現在のパスワード"
            name="current_password"
            type="password"
            autoComplete="current-password"
            error={problem.fields['current_password']}
          />
          <Button type="submit" variant="danger">
            二段階認証を解除する
          </Button>
        </form>
      ) : null}
    </section>
  );
}

export function AccountScreen() {
  const [staff] = useAtom(staffAtom);
  return (
    <>
      <h1 className={s.title}>アカウント</h1>
      <p className={s.muted}>{staff?.email}</p>
      <TotpSection />
      {staff && !(staff.totpRequired && !staff.totpEnabled) ? <PasswordForm /> : null}
    </>
  );
}
