/** Parts shared by the set-up page and the account page: an authenticator's QR code, and recovery codes. */
import type { TotpEnrolment } from '@shop/api-contract/admin';
import * as s from '../styles.css.ts';

/** The QR code to scan, with the secret for typing by hand. */
export function TotpEnrolmentView({ enrolment }: { enrolment: TotpEnrolment }) {
  return (
    <div className={s.panel}>
      <p className={s.muted}>認証アプリ（Google Authenticator、Microsoft Authenticator など）でQRコードを読み取ってください。</p>
      <img className={s.qr} src={enrolment.qrDataUrl} alt="認証アプリに登録するQRコード" width={200} height={200} />
      <p className={s.muted}>
        読み取れない場合は、次のキーを手入力してください：
        <br />
        <span className={s.secret} data-testid="totp-secret">
          {enrolment.secret}
        </span>
      </p>
    </div>
  );
}

/** Recovery codes, shown once. */
export function RecoveryCodesView({ codes }: { codes: readonly string[] }) {
  return (
    <div className={s.panel}>
      <h2 className={s.subtitle}>リカバリーコード</h2>
      <p className={s.muted}>
        認証アプリを使えないときに、確認コードの代わりに1回ずつ使えます。この画面を閉じると二度と表示されません。印刷するか、安全な場所に保管してください。
      </p>
      <ul className={s.codes} aria-label="リカバリーコード">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
