/**
 * Japanese messages for the refusals of the artwork rules, for the shopper's order page and the back
 * office (a decision on an old version, a deadline in the past…). The server answers them with a 409
 * or 422; the refusal's `type` stays the key the pages and tests use.
 */
import type { CalendarTooShort } from './deadline.ts';
import type { NewArtJobRefusal } from './create.ts';
import { DEFECT_REASONS, isDefectReasonCode } from './defect-reasons.ts';
import { ART_JOB_STATUS_LABELS } from './labels.ts';
import type { ArtTransitionRefusal } from './art-events.ts';

/** Every refusal the artwork rules return. */
export type ArtRefusal = ArtTransitionRefusal | NewArtJobRefusal | CalendarTooShort;

const labelOf = (code: string) => (isDefectReasonCode(code) ? DEFECT_REASONS[code].label : code);

/** The Japanese message of a refusal. */
export function artRefusalMessage(refusal: ArtRefusal): string {
  switch (refusal.type) {
    case 'not_allowed':
      return `現在の状態（${ART_JOB_STATUS_LABELS[refusal.from].customer}）では、この操作はできません。`;
    case 'wrong_actor':
      return 'この操作を行う権限がありません。';
    case 'not_latest_version':
      return `表示中のデータ（第${refusal.versionNumber}版）は最新ではありません。ページを再読み込みして、最新の第${refusal.latest}版をご確認ください。`;
    case 'errors_need_fix':
      return '修正が必要な項目があるため、このままでは進められません。データを再入稿するか、デザインツールで修正してください。';
    case 'note_required':
      return '修正したい内容をご記入ください。';
    case 'note_too_long':
      return `コメントは${refusal.max}文字以内で入力してください。`;
    case 'wait_dates_required':
      return '校正の返答期限を指定してください。';
    case 'invalid_wait_dates':
      return '返答期限とリマインド日を正しく指定してください（返答期限は今日以降、リマインド日は返答期限以前）。';
    case 'reminder_not_due':
      return 'リマインドはまだ送る日ではないか、すでに送信済みです。';
    case 'deadline_not_passed':
      return `返答期限（${refusal.deadline}）をまだ過ぎていません。`;
    case 'invalid_source':
      return '入稿の種類が正しくありません。';
    case 'no_reasons':
      return '不備の理由を1つ以上選んでください。';
    case 'unknown_reason':
      return `不備の理由「${refusal.code}」はありません。`;
    case 'duplicate_reason':
      return `不備の理由「${labelOf(refusal.code)}」が重複しています。`;
    case 'reason_text_empty':
      return `「${labelOf(refusal.code)}」の説明を入力してください。`;
    case 'reason_text_too_long':
      return `「${labelOf(refusal.code)}」の説明は${refusal.max}文字以内で入力してください。`;
    case 'other_needs_details':
      return '「その他」を選んだ場合は、不備の内容を具体的にご記入ください。';
    case 'no_such_version':
      return `第${refusal.versionNumber}版はありません。`;
    case 'version_locked':
      return refusal.why === 'decided'
        ? `第${refusal.versionNumber}版は確認済みのため変更できません。`
        : refusal.why === 'superseded'
          ? `第${refusal.versionNumber}版より新しい版があるため変更できません。`
          : 'キャンセル済みのため変更できません。';
    case 'invalid_file':
      return 'ファイルの情報が正しくありません。もう一度アップロードしてください。';
    case 'duplicate_mockup':
      return '同じボディカラーの仕上がりイメージが重複しています。';
    case 'invalid_layout':
      return '印刷サイズまたは位置の指定が正しくありません。';
    case 'no_garment_colors':
      return 'ボディカラーが選ばれていません。';
    case 'inks_required':
      return 'シルクスクリーンのインク色を1色以上選んでください。';
    case 'inks_not_used':
      return 'インクジェットではインク色を選べません。';
    case 'not_the_same_print':
      return '追加注文のプリント方法とプリント位置が、前回のご注文と異なります。';
    case 'no_approved_version':
      return '前回のご注文に確認済みのデータがないため、追加注文にデータを引き継げません。';
    case 'calendar_too_short':
      return '営業日カレンダーの範囲が足りないため、返答期限を計算できません。';
  }
}
