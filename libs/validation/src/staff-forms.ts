/**
 * The back office's form rules (staff, not customers): login, the set-up link, password change and
 * two-factor codes. Staff passwords follow NIST SP 800-63B rather than the storefront's spec rule:
 * long (12 to 128 characters) and any characters, checked as typed.
 */
import * as v from 'valibot';
import { bail, confirmed, email, maxLength, minMaxLength, required } from './rules.ts';

/** Shortest and longest staff password, characters. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

/** Japanese labels of the staff forms' fields, keyed by their wire names. */
export const STAFF_FIELD_LABELS = {
  email: 'メールアドレス',
  password: 'パスワード',
  password_confirmation: 'パスワード（確認）',
  current_password: '現在のパスワード',
  code: '確認コード',
  totp_code: '認証アプリの確認コード',
} as const;

const NOT_AN_OBJECT = '入力内容の形式が正しくありません';

const emailField = bail(
  v.pipe(required(STAFF_FIELD_LABELS.email), email(STAFF_FIELD_LABELS.email), maxLength(STAFF_FIELD_LABELS.email, 255)),
);

const newPasswordField = bail(
  v.pipe(
    required(STAFF_FIELD_LABELS.password),
    minMaxLength(STAFF_FIELD_LABELS.password, STAFF_PASSWORD_MIN_LENGTH, STAFF_PASSWORD_MAX_LENGTH),
  ),
);

/** A six-digit code of an authenticator app, or a recovery code (`abcd-efgh-ijkl-mnop`): spaces and case are forgiven. */
const codeField = (label: string) =>
  bail(
    v.pipe(
      required(label),
      v.transform((input: string) => input.normalize('NFKC').replace(/\s+/g, '').toLowerCase()),
      v.regex(/^(\d{6}|[a-z0-9]{4}(-?[a-z0-9]{4}){3})$/, `${label}は6桁の数字（またはリカバリーコード）で入力してください`),
    ),
  );

/** A six-digit code of an authenticator app (enrolment: a recovery code does not count there). */
const totpOnlyField = (label: string) =>
  bail(
    v.pipe(
      required(label),
      v.transform((input: string) => input.normalize('NFKC').replace(/\s+/g, '')),
      v.regex(/^\d{6}$/, `${label}は6桁の数字で入力してください`),
    ),
  );

/** `POST /api/admin/login`: e-mail and password. */
export const StaffLoginSchema = v.object({ email: emailField, password: bail(required(STAFF_FIELD_LABELS.password)) }, NOT_AN_OBJECT);
export type StaffLoginInput = v.InferInput<typeof StaffLoginSchema>;

/** `POST /api/admin/login/totp`: the code of the authenticator app, or one recovery code. */
export const StaffTotpLoginSchema = v.object({ code: codeField(STAFF_FIELD_LABELS.code) }, NOT_AN_OBJECT);
export type StaffTotpLoginInput = v.InferInput<typeof StaffTotpLoginSchema>;

/** Confirming an authenticator app being enrolled: its current six-digit code. */
export const StaffTotpConfirmSchema = v.object({ code: totpOnlyField(STAFF_FIELD_LABELS.code) }, NOT_AN_OBJECT);
export type StaffTotpConfirmInput = v.InferInput<typeof StaffTotpConfirmSchema>;

/** The set-up link: a password (twice) and, when two-factor authentication is being enrolled, its code. */
export const StaffSetupSchema = v.pipe(
  v.object(
    {
      password: newPasswordField,
      password_confirmation: bail(required(STAFF_FIELD_LABELS.password_confirmation)),
      totp_code: v.optional(totpOnlyField(STAFF_FIELD_LABELS.totp_code)),
    },
    NOT_AN_OBJECT,
  ),
  confirmed(STAFF_FIELD_LABELS.password, 'password'),
);
export type StaffSetupInput = v.InferInput<typeof StaffSetupSchema>;

/** A staff member's password change: the current one, then the new one twice. */
export const StaffPasswordChangeSchema = v.pipe(
  v.object(
    {
      current_password: bail(required(STAFF_FIELD_LABELS.current_password)),
      password: newPasswordField,
      password_confirmation: bail(required(STAFF_FIELD_LABELS.password_confirmation)),
    },
    NOT_AN_OBJECT,
  ),
  confirmed(STAFF_FIELD_LABELS.password, 'password'),
);
export type StaffPasswordChangeInput = v.InferInput<typeof StaffPasswordChangeSchema>;

/** Confirming a sensitive change (turning two-factor authentication off) with the current password. */
export const StaffCurrentPasswordSchema = v.object(
  { current_password: bail(required(STAFF_FIELD_LABELS.current_password)) },
  NOT_AN_OBJECT,
);
export type StaffCurrentPasswordInput = v.InferInput<typeof StaffCurrentPasswordSchema>;
