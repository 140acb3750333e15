/**
 * Form schemas shared by the browser forms and the API. Keys are the wire names (snake_case).
 * Each field stops at its first failed rule (bail), so it carries at most one message, except that
 * confirmed adds its message after the fields themselves pass.
 */
import * as v from 'valibot';
import { FIELD_LABELS, INQUIRY_CATEGORIES } from './labels.ts';
import { bail, confirmed, email, maxLength, minMaxLength, oneOf, password, required, singleLine } from './rules.ts';

/** Maximum lengths in characters. */
export const MAX_LENGTHS = { name: 50, email: 255, title: 100, contents: 2000 } as const;

/** Shown when the body is not an object at all (a broken client, not a person typing). */
const NOT_AN_OBJECT = '入力内容の形式が正しくありません';

const INQUIRY_CATEGORY_IDS = INQUIRY_CATEGORIES.map((category) => category.id);

/** A person's name: one line without control characters (registration, the contact form). */
const nameField = bail(v.pipe(required(FIELD_LABELS.name), singleLine(FIELD_LABELS.name), maxLength(FIELD_LABELS.name, MAX_LENGTHS.name)));

const emailField = bail(v.pipe(required(FIELD_LABELS.email), email(FIELD_LABELS.email), maxLength(FIELD_LABELS.email, MAX_LENGTHS.email)));

const newPasswordField = bail(v.pipe(required(FIELD_LABELS.password), password(FIELD_LABELS.password)));

const passwordConfirmationField = bail(required(FIELD_LABELS.password_confirmation));

/** Inquiry form: every field is required. */
export const InquirySchema = v.object(
  {
    name: nameField,
    email: emailField,
    category: bail(v.pipe(required(FIELD_LABELS.category, { select: true }), oneOf(FIELD_LABELS.category, INQUIRY_CATEGORY_IDS))),
    // The subject states both bounds (件名は1文字以上100文字以下で入力してください); empty is caught by required first.
    title: bail(
      v.pipe(required(FIELD_LABELS.title), singleLine(FIELD_LABELS.title), minMaxLength(FIELD_LABELS.title, 1, MAX_LENGTHS.title)),
    ),
    contents: bail(v.pipe(required(FIELD_LABELS.contents), maxLength(FIELD_LABELS.contents, MAX_LENGTHS.contents))),
  },
  NOT_AN_OBJECT,
);
export type InquiryInput = v.InferInput<typeof InquirySchema>;
export type InquiryOutput = v.InferOutput<typeof InquirySchema>;

/** Login form: the password is only required here, so accounts made under older rules can still sign in. */
export const LoginSchema = v.object({ email: emailField, password: bail(required(FIELD_LABELS.password)) }, NOT_AN_OBJECT);
export type LoginInput = v.InferInput<typeof LoginSchema>;
export type LoginOutput = v.InferOutput<typeof LoginSchema>;

/** Registration form: a new password in the spec's format, typed twice. */
export const RegisterSchema = v.pipe(
  v.object(
    { name: nameField, email: emailField, password: newPasswordField, password_confirmation: passwordConfirmationField },
    NOT_AN_OBJECT,
  ),
  confirmed(FIELD_LABELS.password, 'password'),
);
export type RegisterInput = v.InferInput<typeof RegisterSchema>;
export type RegisterOutput = v.InferOutput<typeof RegisterSchema>;

/** Forgotten-password form: where to send the reset link. */
export const ForgotPasswordSchema = v.object({ email: emailField }, NOT_AN_OBJECT);
export type ForgotPasswordInput = v.InferInput<typeof ForgotPasswordSchema>;
export type ForgotPasswordOutput = v.InferOutput<typeof ForgotPasswordSchema>;

/** Password-reset form: the token from the link, the account's e-mail and the new password twice. */
export const ResetPasswordSchema = v.pipe(
  v.object(
    {
      token: bail(required(FIELD_LABELS.token)),
      email: emailField,
      password: newPasswordField,
      password_confirmation: passwordConfirmationField,
    },
    NOT_AN_OBJECT,
  ),
  confirmed(FIELD_LABELS.password, 'password'),
);
export type ResetPasswordInput = v.InferInput<typeof ResetPasswordSchema>;
export type ResetPasswordOutput = v.InferOutput<typeof ResetPasswordSchema>;

/** The current password, asked again before a sensitive change (only required: older passwords still count). */
const currentPasswordField = bail(required(FIELD_LABELS.current_password));

/**
 * Password change (`/myaccount/password`): the current password, and the new one in the spec's
 * format typed twice; the new one must differ from the current one.
 */
export const PasswordChangeSchema = v.pipe(
  v.object(
    {
      current_password: currentPasswordField,
      password: bail(v.pipe(required(FIELD_LABELS.new_password), password(FIELD_LABELS.new_password))),
      password_confirmation: bail(required(FIELD_LABELS.new_password_confirmation)),
    },
    NOT_AN_OBJECT,
  ),
  confirmed(FIELD_LABELS.new_password, 'password'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    // Only when both fields passed their own rules, so a field carries one message at a time.
    const fieldFailed = (dataset.issues ?? []).some((issue) => ['password', 'current_password'].includes(String(issue.path?.[0]?.key)));
    if (fieldFailed) return;
    const { current_password: current, password: next } = dataset.value;
    if (current === next) {
      addIssue({
        message: `${FIELD_LABELS.new_password}は${FIELD_LABELS.current_password}と異なるものを入力してください`,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'password', value: next }],
      });
    }
  }),
);
export type PasswordChangeInput = v.InferInput<typeof PasswordChangeSchema>;
export type PasswordChangeOutput = v.InferOutput<typeof PasswordChangeSchema>;

/** E-mail change (`/myaccount/email`): the new address, confirmed by the current password. */
export const EmailChangeSchema = v.object({ email: emailField, current_password: currentPasswordField }, NOT_AN_OBJECT);
export type EmailChangeInput = v.InferInput<typeof EmailChangeSchema>;
export type EmailChangeOutput = v.InferOutput<typeof EmailChangeSchema>;

/** Closing the account (`/myaccount/cancel-membership`): confirmed by the current password. */
export const CancelMembershipSchema = v.object({ current_password: currentPasswordField }, NOT_AN_OBJECT);
export type CancelMembershipInput = v.InferInput<typeof CancelMembershipSchema>;
export type CancelMembershipOutput = v.InferOutput<typeof CancelMembershipSchema>;
