/**
 * Japanese answers of the session calls that are not form-field rules (those come from
 * @shop/validation). One generic login failure for unknown e-mail and wrong password alike.
 */
export const AUTH_MESSAGES = {
  loginSucceeded: '認証成功',
  loginFailed: 'メールアドレスまたはパスワードが正しくありません。',
  tooManyAttempts: (seconds: number) => `ログインの試行回数が上限に達しました。${seconds}秒後にもう一度お試しください。`,
  emailTaken: 'このメールアドレスは既に登録されています。',
  resetLinkSent: 'ご入力のメールアドレスが登録されている場合は、パスワード再設定のご案内をお送りしました。メールをご確認ください。',
  resetTokenInvalid: 'パスワード再設定用のリンクが無効か、有効期限が切れています。もう一度お手続きください。',
  passwordReset: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
} as const;
