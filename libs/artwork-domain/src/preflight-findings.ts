/**
 * What the preflight finds (see preflight.ts), as stored on a version and shown at upload: a code, a
 * severity, a Japanese message with the measured figures, and the figures as data.
 */
import type { MmRect } from './placement.ts';

/** 'error': will not print as it is; 'warning': prints, not as it may look; 'info': worth knowing. */
export type FindingSeverity = 'error' | 'warning' | 'info';

/** Every finding code, in the order findings of the same severity are listed. */
export const PREFLIGHT_CODES = [
  'too_many_inks',
  'transparency',
  'low_resolution',
  'outside_print_area',
  'thin_lines',
  'small_text',
  'ink_count_unknown',
  'fewer_inks_than_ordered',
  'white_underbase',
  'not_analysed',
] as const;
export type PreflightCode = (typeof PREFLIGHT_CODES)[number];

interface Finding<C extends PreflightCode, D> {
  readonly code: C;
  readonly severity: FindingSeverity;
  /** For the shopper and the staff, in Japanese, with the measured figures. */
  readonly message: string;
  readonly data: D;
}

/** A finding of the preflight; `data` holds the figures the message quotes. */
export type PreflightFinding =
  /** An image printing under 150 dpi at the chosen width (never a refusal). */
  | Finding<
      'low_resolution',
      {
        readonly dpi: number;
        readonly printWidthMm: number;
        readonly pixelWidth: number;
        readonly pixelHeight: number;
        readonly recommendedDpi: number;
        /** The widest print (mm, whole) at which the image still has the recommended dpi. */
        readonly maxWidthMmAtRecommended: number;
        /** cart-domain's `resolutionLevel`: 'blurry' from 72 dpi, 'too_coarse' below. */
        readonly level: 'blurry' | 'too_coarse';
      }
    >
  /** The chosen width or place reached outside the print area: the artwork was narrowed or moved to fit. */
  | Finding<
      'outside_print_area',
      {
        readonly requested: MmRect;
        readonly placed: MmRect;
        readonly area: { readonly widthMm: number; readonly heightMm: number };
        readonly widthReduced: boolean;
        readonly moved: boolean;
      }
    >
  /** Semi-transparent parts: white inkjet on dark garments (over the white underbase), or silk-screen (cannot print them). */
  | Finding<'transparency', { readonly method: 'white-inkjet' | 'silkscreen'; readonly darkColors: readonly string[] }>
  /** White inkjet on dark garments prints a white underbase first. */
  | Finding<'white_underbase', { readonly darkColors: readonly string[] }>
  /** Silk-screen: more flat colours than inks ordered. */
  | Finding<'too_many_inks', { readonly colors: number; readonly inksOrdered: number }>
  /** Silk-screen: fewer flat colours than inks ordered (plates paid for and not needed). */
  | Finding<'fewer_inks_than_ordered', { readonly colors: number; readonly inksOrdered: number }>
  /** Silk-screen: the colours could not be counted (photo, gradient, or not measured). */
  | Finding<'ink_count_unknown', { readonly inksOrdered: number }>
  /** Lines thinner than 0.3 mm at the chosen width. */
  | Finding<'thin_lines', { readonly thinnestMm: number; readonly minimumMm: number }>
  /** Text smaller than 6 pt at the chosen width. */
  | Finding<'small_text', { readonly smallestPt: number; readonly minimumPt: number }>
  /** The file could not be measured (e.g. PDF or AI without a preview): the staff check it by eye. */
  | Finding<'not_analysed', Readonly<Record<string, never>>>;

/** Japanese name of each finding, for lists and filters. */
export const PREFLIGHT_CODE_LABELS: Readonly<Record<PreflightCode, string>> = {
  too_many_inks: 'インク色数の超過',
  transparency: '透明・半透明',
  low_resolution: '解像度不足',
  outside_print_area: '印刷範囲外',
  thin_lines: '細い線',
  small_text: '小さい文字',
  ink_count_unknown: '色数を数えられません',
  fewer_inks_than_ordered: 'インク数に余り',
  white_underbase: '白インクの下地',
  not_analysed: '自動チェック対象外',
};

/** Japanese name of each severity. */
export const FINDING_SEVERITY_LABELS: Readonly<Record<FindingSeverity, string>> = { error: '要修正', warning: '注意', info: 'お知らせ' };
