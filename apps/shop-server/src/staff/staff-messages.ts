/** Japanese answers of the staff calls (the back office shows them as they are). */
export const STAFF_MESSAGES = {
  loginFailed: 'メールアドレスまたはパスワードが正しくありません。',
  tooManyLogins: (seconds: number) => `ログインの試行回数が上限に達しました。${seconds}秒後にもう一度お試しください。`,
  tooManyCodes: (seconds: number) => `確認コードの入力が続いたため、${seconds}秒後にもう一度お試しください。`,
  tooManyPasswordChecks: (seconds: number) => `パスワードの確認が続いたため、${seconds}秒後にもう一度お試しください。`,
  codeWrong: '確認コードが正しくありません。認証アプリに表示されている6桁の数字を入力してください。',
  codeUsed: 'この確認コードは使用済みです。認証アプリに次のコードが表示されてから入力してください。',
  recoveryCodeWrong: 'リカバリーコードが正しくないか、既に使用されています。',
  codeFailuresExceeded: '確認コードの誤りが続いたため、ログインを中止しました。もう一度メールアドレスとパスワードからやり直してください。',
  notAwaitingCode: '確認コードの入力は必要ありません。',
  setupLinkInvalid:
    'この設定用リンクは無効か、有効期限（24時間）が切れているか、既に使用されています。管理者に新しいリンクの発行を依頼してください。',
  setupTotpRequired: 'この権限では二段階認証が必須です。認証アプリを設定し、表示された確認コードを入力してください。',
  setupTotpNotStarted: '先に「認証アプリを設定する」を押して、QRコードを読み取ってください。',
  totpNotStarted: '先に「認証アプリを設定する」を押して、QRコードを読み取ってください。',
  currentPasswordWrong: '現在のパスワードが正しくありません。',
  samePassword: '新しいパスワードは現在のパスワードと異なるものを入力してください。',
  passwordChanged: 'パスワードを変更しました。ほかの端末のログインはすべて終了しました。',
  totpRequiredForRole: 'この権限では二段階認証が必須のため、解除できません。',
  lastOwner: '有効なオーナーが1人だけのため、この変更はできません。先に別のオーナーを追加してください。',
  staffNotFound: 'スタッフが見つかりません。',
  ownSelf: '自分自身の権限変更・停止はできません。',
} as const;
