/**
 * The coded reasons of a データ不備 decision: each with its Japanese label, its severity and the
 * template the staff start from (they edit it for the customer before sending). The severity decides
 * what happens when the customer does not answer by the deadline (DEADLINE_RULE): nothing but
 * warnings prints as it is, any error cancels.
 */
import { ok, refuse, type Result } from '@shop/result';
import type { DefectReasonEntry } from './model.ts';

/** Every reason code, in the order the back office lists them. */
export const DEFECT_REASON_CODES = [
  'low_resolution',
  'outside_print_area',
  'too_many_inks',
  'thin_lines',
  'small_text',
  'transparency_underbase',
  'broken_file',
  'other',
] as const;
export type DefectReasonCode = (typeof DEFECT_REASON_CODES)[number];

/** 'error': it cannot be printed as it is; 'warning': it prints, but not as the customer may expect. */
export type DefectSeverity = 'error' | 'warning';

export interface DefectReason {
  /** Short Japanese name (staff checkboxes, the customer's list). */
  readonly label: string;
  readonly severity: DefectSeverity;
  /** The text the customer reads unless the staff edit it. */
  readonly template: string;
}

/** The reasons with their labels, severities and templates. */
export const DEFECT_REASONS: Readonly<Record<DefectReasonCode, DefectReason>> = {
  low_resolution: {
    label: '解像度不足',
    severity: 'warning',
    template:
      '画像の解像度が不足しているため、ぼやけたり粗く印刷されたりします。印刷する大きさで150dpi以上（推奨300dpi）の画像に差し替えるか、印刷サイズを小さくしてください。このままでよろしければ、注文詳細の「このまま進める」をお選びください。',
  },
  outside_print_area: {
    label: '印刷範囲外',
    severity: 'error',
    template: 'デザインの一部が印刷範囲からはみ出しており、その部分は印刷できません。印刷範囲に収まるようにデータを修正してください。',
  },
  too_many_inks: {
    label: 'インク色数の超過',
    severity: 'error',
    template:
      'デザインの色数がご注文のインク数より多いため、このままでは印刷できません。色数を減らしたデータをお送りいただくか、インク数の変更をご相談ください。',
  },
  thin_lines: {
    label: '細い線',
    severity: 'warning',
    template: '0.3mmより細い線があり、かすれたり消えたりする恐れがあります。線を太くしたデータに差し替えてください。',
  },
  small_text: {
    label: '小さい文字',
    severity: 'warning',
    template: '6ptより小さい文字があり、つぶれて読めなくなる恐れがあります。文字を大きくしたデータに差し替えてください。',
  },
  transparency_underbase: {
    label: '透明・半透明（白の下地）',
    severity: 'warning',
    template:
      '半透明の部分やぼかしがあります。濃色のボディには白インクの下地を敷いて印刷するため、半透明の部分は画面と違う色に見えたり、ふちが白く出たりすることがあります。不透明なデータに差し替えてください。',
  },
  broken_file: {
    label: 'ファイルの破損',
    severity: 'error',
    template: 'ファイルを開けませんでした（破損しているか、対応していない形式です）。もう一度データを書き出して再入稿してください。',
  },
  other: { label: 'その他', severity: 'error', template: '入稿データに確認が必要な点があります。' },
};

/** Longest reason text (characters). */
export const REASON_TEXT_MAX_LENGTH = 1000;

/** Why a list of reasons is refused. */
export type DefectReasonRefusal =
  | { readonly type: 'no_reasons' }
  | { readonly type: 'unknown_reason'; readonly code: string }
  | { readonly type: 'duplicate_reason'; readonly code: DefectReasonCode }
  | { readonly type: 'reason_text_empty'; readonly code: DefectReasonCode }
  | { readonly type: 'reason_text_too_long'; readonly code: DefectReasonCode; readonly max: number }
  /** 'その他' needs the staff's own words: its template alone says nothing. */
  | { readonly type: 'other_needs_details' };

/** Whether a string is a reason code. */
export function isDefectReasonCode(value: string): value is DefectReasonCode {
  return (DEFECT_REASON_CODES as readonly string[]).includes(value);
}

/** A reason with its template as text, as the back office first shows it. */
export function defectReasonFromTemplate(code: DefectReasonCode): DefectReasonEntry {
  return { code, text: DEFECT_REASONS[code].template };
}

/**
 * The reasons of a データ不備 decision as stored (texts trimmed), or why not: at least one, known
 * codes, each once, a text of 1 to REASON_TEXT_MAX_LENGTH characters, and 'other' edited.
 */
export function checkDefectReasons(
  reasons: readonly { readonly code: string; readonly text: string }[],
): Result<DefectReasonEntry[], DefectReasonRefusal> {
  if (reasons.length === 0) return refuse({ type: 'no_reasons' });
  const seen = new Set<DefectReasonCode>();
  const checked: DefectReasonEntry[] = [];
  for (const reason of reasons) {
    const { code } = reason;
    if (!isDefectReasonCode(code)) return refuse({ type: 'unknown_reason', code });
    if (seen.has(code)) return refuse({ type: 'duplicate_reason', code });
    seen.add(code);
    const text = reason.text.trim();
    if (text === '') return refuse({ type: 'reason_text_empty', code });
    if (text.length > REASON_TEXT_MAX_LENGTH) return refuse({ type: 'reason_text_too_long', code, max: REASON_TEXT_MAX_LENGTH });
    if (code === 'other' && text === DEFECT_REASONS.other.template) return refuse({ type: 'other_needs_details' });
    checked.push({ code, text });
  }
  return ok(checked);
}

/** The severity of a list of reasons: 'error' when any reason is one, else 'warning' (also for none). */
export function defectSeverity(reasons: readonly { readonly code: DefectReasonCode }[]): DefectSeverity {
  return reasons.some((reason) => DEFECT_REASONS[reason.code].severity === 'error') ? 'error' : 'warning';
}
