/**
 * `/admin/setup/:token`: the one-time set-up link a new staff member got from the operator. They set
 * a password and, where the role requires it (owners always) or they choose to, enrol an
 * authenticator; the recovery codes are shown once at the end.
 */
import type { StaffSetupInfo, TotpEnrolment } from '@shop/api-contract/admin';
import { STAFF_ROLE_LABELS } from '@shop/api-contract/admin';
import { Button, FormAlert, TextField } from '@shop/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { admin } from '../api.ts';
import { problemOf, type FormProblem } from '../errors.ts';
import * as s from '../styles.css.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { RecoveryCodesView, TotpEnrolmentView } from './totp-parts.tsx';

const NO_PROBLEM: FormProblem = { message: '', fields: {} };

export function SetupScreen() {
  const token = useParams()['token'] ?? '';
  const [info, setInfo] = useState<StaffSetupInfo | null>(null);
  const [linkProblem, setLinkProblem] = useState('');
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const [done, setDone] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    admin.setup.show(token).then(
      (answer) => setInfo(answer.data),
      (error: unknown) => setLinkProblem(problemOf(error).message),
    );
  }, [token]);

  async function startTotp() {
    setProblem(NO_PROBLEM);
    try {
      setEnrolment((await admin.setup.startTotp(token)).data);
    } catch (error) {
      setProblem(problemOf(error));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('totp_code') ?? '');
    setBusy(true);
    setProblem(NO_PROBLEM);
    try {
      const answer = await admin.setup.complete(token, {
        password: String(form.get('password') ?? ''),
        passwordConfirmation: String(form.get('password_confirmation') ?? ''),
        ...(enrolment ? { totpCode: code } : {}),
      });
      setDone(answer.data.recoveryCodes);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }

  if (linkProblem) {
    return (
      <main className={s.centred}>
        <div className={s.panel}>
          <h1 className={s.title}>アカウントの初期設定</h1>
          <FormAlert>{linkProblem}</FormAlert>
        </div>
      </main>
    );
  }
  if (!info) return <main className={s.centred} aria-busy="true" />;
  if (done) {
    return (
      <main className={s.centred}>
        <div className={s.panel}>
          <h1 className={s.title}>初期設定が完了しました</h1>
          <FormAlert tone="notice">パスワード{done.length > 0 ? 'と二段階認証' : ''}を設定しました。ログインしてください。</FormAlert>
          {done.length > 0 ? <RecoveryCodesView codes={done} /> : null}
          <Link to="/login">ログイン画面へ</Link>
        </div>
      </main>
    );
  }
  return (
    <main className={s.centred}>
      <form className={s.panel} onSubmit={submit} noValidate>
        <h1 className={s.title}>アカウントの初期設定</h1>
        <p className={s.muted}>
          {info.email}（{STAFF_ROLE_LABELS[info.role]}）のパスワードを設定します。このリンクは1回だけ、
          {new Date(info.expiresAt).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' })}まで使えます。
        </p>
        <FormAlert>{problem.message}</FormAlert>
        <input type="hidden" name="username" value={info.email} autoComplete="username" />
        <NewPasswordFields fields={problem.fields} label="パスワード" />
        <h2 className={s.subtitle}>二段階認証</h2>
        <p className={s.muted}>
          {info.totpRequired
            ? 'この権限では二段階認証が必須です。'
            : '二段階認証の設定をおすすめします（後からアカウント画面でも設定できます）。'}
        </p>
        {enrolment ? (
          <>
            <TotpEnrolmentView enrolment={enrolment} />
            <TextField
              label="認証アプリの確認コード"
              name="totp_code"
              inputMode="numeric"
              autoComplete="one-time-code"
              error={problem.fields['totp_code']}
            />
          </>
        ) : (
          <div className={s.actions}>
            <Button variant="outline" onClick={() => void startTotp()}>
              認証アプリを設定する
            </Button>
            {problem.fields['totp_code'] ? <span className={s.muted}>{problem.fields['totp_code']}</span> : null}
          </div>
        )}
        <Button type="submit" disabled={busy}>
          設定を完了する
        </Button>
      </form>
    </main>
  );
}
