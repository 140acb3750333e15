/**
 * The words shoppers and staff read for the artwork loop: states (each side has its own: the
 * shopper reads what is happening, the staff whose move it is), what the shopper is asked to do,
 * the buttons, decisions, version sources, the proof choice and an order's artwork state.
 */
import type { ArtActorRole, ArtJobStatus, ArtVersionSource, DecisionOutcome, ProofChoice } from './model.ts';
import type { OrderArtState } from './order-art.ts';
import type { ArtEventType } from './art-events.ts';

/** Japanese label of each state, for the shopper's order page and for the back office. */
export const ART_JOB_STATUS_LABELS: Readonly<Record<ArtJobStatus, { readonly customer: string; readonly staff: string }>> = {
  awaiting_check: { customer: 'データ確認中', staff: 'データ確認待ち' },
  needs_fix: { customer: 'データ不備', staff: 'データ不備（お客様の対応待ち）' },
  awaiting_proof: { customer: '校正確認待ち', staff: '校正の返答待ち' },
  changes_requested: { customer: '修正のご依頼を確認中', staff: '修正依頼あり' },
  ready_for_production: { customer: '製作待ち', staff: '製作待ち' },
  proceeded_as_is: { customer: '製作待ち（現在のデータで進行）', staff: '製作待ち（期限切れ・現状で進行）' },
  cancelled: { customer: 'キャンセル', staff: 'キャンセル' },
};

/** What the shopper's order page says under each state. */
export const ART_JOB_STATUS_HINTS: Readonly<Record<ArtJobStatus, string>> = {
  awaiting_check: 'スタッフが入稿データを確認しています。確認が終わりしだい、メールでお知らせします。',
  needs_fix:
    '入稿データに不備がありました。内容をご確認のうえ、期限までに「データを再入稿する」か「デザインツールで修正する」から新しいデータをお送りください。',
  awaiting_proof:
    '校正（仕上がりイメージ）をご確認ください。この内容でよろしければ「この内容で進める」、変更したい点があれば「修正を依頼する」をお選びください。',
  changes_requested: 'いただいた修正のご依頼をスタッフが確認しています。修正した校正をお送りしますので、しばらくお待ちください。',
  ready_for_production: 'データの確認が完了しました。製作の開始をお待ちください。',
  proceeded_as_is: 'ご返答の期限を過ぎたため、現在のデータのまま製作します。',
  cancelled: 'このプリントはキャンセルされました。',
};

/** Button and history labels of each event (the design tool's resubmission: RESUBMIT_LABELS). */
export const ART_EVENT_LABELS: Readonly<Record<ArtEventType, string>> = {
  approve_data: 'データを承認する',
  reject_data: 'データ不備を連絡する',
  staff_fix: '修正データに差し替える',
  resubmit: 'データを再入稿する',
  approve_proof: 'この内容で進める',
  request_changes: '修正を依頼する',
  accept_as_is: 'このまま進める',
  send_reminder: 'リマインドを送る',
  deadline_passed: '返答期限切れ',
  cancel: 'キャンセルする',
};

/** The shopper's two ways to send a new version. */
export const RESUBMIT_LABELS: Readonly<Record<'customer_upload' | 'design_tool', string>> = {
  customer_upload: 'データを再入稿する',
  design_tool: 'デザインツールで修正する',
};

/** What each decision says, in the version history. */
export const DECISION_OUTCOME_LABELS: Readonly<Record<DecisionOutcome, string>> = {
  data_approved: 'データ承認',
  data_rejected: 'データ不備',
  proof_approved: '校正承認',
  changes_requested: '修正依頼',
  accepted_as_is: 'このまま進行（お客様）',
  deadline_proceeded: '期限切れ・現状で進行',
  deadline_cancelled: '期限切れ・キャンセル',
  reused: '前回の承認データを使用',
};

/** Where a version came from, in the version history. */
export const ART_VERSION_SOURCE_LABELS: Readonly<Record<ArtVersionSource, string>> = {
  customer_upload: 'お客様の入稿',
  design_tool: 'デザインツール',
  staff_fix: 'スタッフの修正',
  reorder: '追加注文（前回のデータ）',
};

/** Who acted, in the version history (names come from the caller). */
export const ART_ACTOR_ROLE_LABELS: Readonly<Record<ArtActorRole, string>> = { customer: 'お客様', staff: 'スタッフ', system: '自動処理' };

/** The proof choice at checkout. */
export const PROOF_CHOICE_LABELS: Readonly<Record<ProofChoice, string>> = {
  wanted: '校正を確認してから製作する',
  skipped: '校正なしで進める',
};

/** Japanese label of an order's artwork state. */
export const ORDER_ART_STATE_LABELS: Readonly<Record<OrderArtState, string>> = {
  no_artwork: 'プリントなし',
  cancelled: 'キャンセル',
  waiting_on_customer: 'お客様のご対応待ち',
  in_check: 'データ確認中',
  ready_for_production: '製作待ち',
};
