/** Japanese field labels, keyed by the field names that cross the wire. */
export const FIELD_LABELS = {
  name: 'お名前',
  email: 'メールアドレス',
  category: 'お問い合わせ種別',
  title: '件名',
  contents: 'お問い合わせ内容',
  password: 'パスワード',
  password_confirmation: 'パスワード（確認）',
  token: 'パスワード再設定用のトークン',
  current_password: '現在のパスワード',
  new_password: '新しいパスワード',
  new_password_confirmation: '新しいパスワード（確認）',
} as const;

/** Inquiry categories: the id crosses the wire, the label is shown. */
export const INQUIRY_CATEGORIES = [
  { id: 'order', label: 'ご注文について' },
  { id: 'estimate', label: 'お見積もりについて' },
  { id: 'print', label: 'プリントについて' },
  { id: 'design', label: 'デザインツールについて' },
  { id: 'delivery', label: '配送について' },
  { id: 'catalog', label: 'カタログ・資料請求' },
  { id: 'other', label: 'その他' },
] as const;

export type InquiryCategoryId = (typeof INQUIRY_CATEGORIES)[number]['id'];
