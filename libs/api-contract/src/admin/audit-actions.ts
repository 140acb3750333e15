/**
 * Japanese names of the audit log's actions, for the back office's viewer. An action is stored as
 * written (`order.ship`), so a service that records a new one works before it gets a label here;
 * the viewer shows the raw name then.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'staff.add': 'スタッフ追加',
  'staff.setup': 'スタッフ初期設定',
  'staff.setup_link': '設定リンク再発行',
  'staff.role': '権限変更',
  'staff.disable': 'スタッフ停止',
  'staff.enable': 'スタッフ停止解除',
  'staff.password': 'パスワード変更',
  'staff.totp_enable': '二段階認証の設定',
  'staff.totp_disable': '二段階認証の解除',
  'staff.recovery_code_use': 'リカバリーコード使用',
  'staff.login': 'ログイン',
  'staff.logout': 'ログアウト',
  'staff.settings': '二段階認証の必須設定',
  'order.confirm_payment': '入金確認',
  'order.start_data_check': 'データ確認開始',
  'order.start_production': '製作開始',
  'order.ship': '発送',
  'order.deliver': '配達完了',
  'order.cancel': '注文キャンセル',
  'order.sweep': '3-Dセキュア未完了の注文を破棄',
  'review.hide': 'レビュー非公開',
  'review.show': 'レビュー公開',
  'coupon.issue': 'クーポン発行',
  'byob.quote': '持ち込みプリントの見積',
  'setting.plate_keep_days': '版の保管日数',
  'message.send': 'お客様へのメッセージ送信',
  'art_job.approve_data': 'データ承認',
  'art_job.reject_data': 'データ不備の連絡',
  'art_job.staff_fix': '修正データへの差し替え',
};

/** Japanese names of the kinds of thing an action changes. */
export const AUDIT_TARGET_LABELS: Readonly<Record<string, string>> = {
  staff: 'スタッフ',
  staff_settings: 'スタッフ設定',
  order: '注文',
  review: 'レビュー',
  coupon: 'クーポン',
  byob_request: '持ち込みプリント',
  shop_setting: 'ショップ設定',
  art_job: '入稿データ',
};

/** The label of an action, or the action itself when it has none. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** The label of a target type, or the type itself when it has none. */
export function auditTargetLabel(targetType: string): string {
  return AUDIT_TARGET_LABELS[targetType] ?? targetType;
}
