/** Japanese answers of the artwork routes (refusals of the loop itself are artwork-domain's `artRefusalMessage`). */
import type { ArtEventType } from '@shop/artwork-domain';

export const ART_MESSAGES = {
  fileNotOwn: 'ファイルが見つかりません。もう一度アップロードしてください。',
  notPrintFile: '画像またはプリント用のファイル（PNG・JPEG・WebP・SVG・PDF・AI）を選んでください。',
  layoutOutsideArea: (area: { widthMm: number; heightMm: number }) =>
    `印刷サイズと位置はプリント範囲（幅${area.widthMm}mm×高さ${area.heightMm}mm）の中で指定してください。`,
  deadlineCancelNote: (placement: string) => `${placement}のデータ不備にご返答の期限までに対応がなかったため（入稿データの期限ルール）`,
  /** The order's history line of each event. */
  history: {
    approve_data: 'データを承認しました',
    reject_data: 'データ不備をご連絡しました',
    staff_fix: 'スタッフが修正データに差し替えました',
    resubmit: 'データが再入稿されました',
    approve_proof: '校正が承認されました（この内容で進める）',
    request_changes: '校正への修正が依頼されました',
    accept_as_is: '現在のデータのまま進めることになりました',
    send_reminder: 'ご返答のお願いを再送しました',
    deadline_passed: 'ご返答の期限を過ぎたため、期限ルールを適用しました',
    cancel: 'キャンセルしました',
  } satisfies Record<ArtEventType, string>,
} as const;
