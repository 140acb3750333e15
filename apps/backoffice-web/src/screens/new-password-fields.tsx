/** The new password and its confirmation, as the set-up link and the account screen ask for them. */
import { TextField } from '@shop/ui';

export function NewPasswordFields({ fields, label }: { fields: Record<string, string>; label: 'パスワード' | '新しいパスワード' }) {
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        hint="12文字以上128文字以下"
        error={fields['password']}
      />
      <TextField
        label={`${label}（確認）`}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        error={fields['password_confirmation']}
      />
    </>
  );
}
