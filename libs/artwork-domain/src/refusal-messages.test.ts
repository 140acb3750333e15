import { describe, expect, it } from 'vitest';
import { ART_EVENT_LABELS, ART_JOB_STATUS_HINTS, ART_JOB_STATUS_LABELS, PROOF_CHOICE_LABELS, RESUBMIT_LABELS } from './labels.ts';
import { ART_JOB_STATUSES } from './model.ts';
import { artRefusalMessage, type ArtRefusal } from './refusal-messages.ts';

describe('labels: the words of the issue', () => {
  it('the shopper reads データ確認中, データ不備, 校正確認待ち and 製作待ち', () => {
    expect(ART_JOB_STATUSES.map((status) => ART_JOB_STATUS_LABELS[status].customer)).toEqual([
      'データ確認中',
      'データ不備',
      '校正確認待ち',
      '修正のご依頼を確認中',
      '製作待ち',
      '製作待ち（現在のデータで進行）',
      'キャンセル',
    ]);
    for (const status of ART_JOB_STATUSES) expect(ART_JOB_STATUS_HINTS[status]).toMatch(/。$/);
  });

  it('the buttons say 「この内容で進める」, 「修正を依頼する」, 「データを再入稿する」, 「デザインツールで修正する」 and 「校正なしで進める」', () => {
    expect([
      ART_EVENT_LABELS.approve_proof,
      ART_EVENT_LABELS.request_changes,
      RESUBMIT_LABELS.customer_upload,
      RESUBMIT_LABELS.design_tool,
    ]).toEqual(['この内容で進める', '修正を依頼する', 'データを再入稿する', 'デザインツールで修正する']);
    expect(PROOF_CHOICE_LABELS.skipped).toBe('校正なしで進める');
  });
});

describe('artRefusalMessage: every refusal in Japanese', () => {
  it.each<[ArtRefusal, string]>([
    [{ type: 'not_allowed', from: 'ready_for_production', event: 'approve_proof' }, '現在の状態（製作待ち）では、この操作はできません。'],
    [{ type: 'wrong_actor', event: 'approve_data', role: 'customer' }, 'この操作を行う権限がありません。'],
    [
      { type: 'not_latest_version', versionNumber: 1, latest: 2 },
      '表示中のデータ（第1版）は最新ではありません。ページを再読み込みして、最新の第2版をご確認ください。',
    ],
    [
      { type: 'errors_need_fix' },
      '修正が必要な項目があるため、このままでは進められません。データを再入稿するか、デザインツールで修正してください。',
    ],
    [{ type: 'note_required' }, '修正したい内容をご記入ください。'],
    [{ type: 'note_too_long', max: 2000 }, 'コメントは2000文字以内で入力してください。'],
    [{ type: 'wait_dates_required' }, '校正の返答期限を指定してください。'],
    [
      { type: 'invalid_wait_dates', reminderOn: 'x', deadline: 'y' },
      '返答期限とリマインド日を正しく指定してください（返答期限は今日以降、リマインド日は返答期限以前）。',
    ],
    [{ type: 'reminder_not_due' }, 'リマインドはまだ送る日ではないか、すでに送信済みです。'],
    [{ type: 'deadline_not_passed', deadline: '2026-12-01' }, '返答期限（2026-12-01）をまだ過ぎていません。'],
    [{ type: 'invalid_source', source: 'staff_fix' }, '入稿の種類が正しくありません。'],
    [{ type: 'no_reasons' }, '不備の理由を1つ以上選んでください。'],
    [{ type: 'unknown_reason', code: 'blur' }, '不備の理由「blur」はありません。'],
    [{ type: 'duplicate_reason', code: 'thin_lines' }, '不備の理由「細い線」が重複しています。'],
    [{ type: 'reason_text_empty', code: 'small_text' }, '「小さい文字」の説明を入力してください。'],
    [{ type: 'reason_text_too_long', code: 'other', max: 1000 }, '「その他」の説明は1000文字以内で入力してください。'],
    [{ type: 'other_needs_details' }, '「その他」を選んだ場合は、不備の内容を具体的にご記入ください。'],
    [{ type: 'no_such_version', versionNumber: 4 }, '第4版はありません。'],
    [{ type: 'version_locked', versionNumber: 1, why: 'decided' }, '第1版は確認済みのため変更できません。'],
    [{ type: 'version_locked', versionNumber: 1, why: 'superseded' }, '第1版より新しい版があるため変更できません。'],
    [{ type: 'version_locked', versionNumber: 1, why: 'job_cancelled' }, 'キャンセル済みのため変更できません。'],
    [
      { type: 'invalid_file', field: 'customerFile', problem: 'sha256' },
      'ファイルの情報が正しくありません。もう一度アップロードしてください。',
    ],
    [{ type: 'duplicate_mockup', garmentColorId: 1 }, '同じボディカラーの仕上がりイメージが重複しています。'],
    [{ type: 'invalid_layout' }, '印刷サイズまたは位置の指定が正しくありません。'],
    [{ type: 'no_garment_colors' }, 'ボディカラーが選ばれていません。'],
    [{ type: 'inks_required' }, 'シルクスクリーンのインク色を1色以上選んでください。'],
    [{ type: 'inks_not_used' }, 'インクジェットではインク色を選べません。'],
    [{ type: 'not_the_same_print' }, '追加注文のプリント方法とプリント位置が、前回のご注文と異なります。'],
    [{ type: 'no_approved_version' }, '前回のご注文に確認済みのデータがないため、追加注文にデータを引き継げません。'],
    [{ type: 'calendar_too_short', needed: 5 }, '営業日カレンダーの範囲が足りないため、返答期限を計算できません。'],
  ])('%o', (refusal, message) => {
    expect(artRefusalMessage(refusal)).toBe(message);
  });
});
