/**
 * The preflight at upload (issue #30 "Preflight at upload"), per print method, as pure functions on
 * what the caller measured of the file (pixels, transparency, flat colours, the thinnest line, the
 * smallest text): the browser measures before ordering, the server again on the stored file, and
 * the findings are kept on the version. The preflight refuses nothing: an error means the staff will
 * ask for a fix, a warning that it prints but not as it may look.
 */
import { effectiveDpi, resolutionLevel } from '@shop/cart-domain';
import { DEFECT_REASONS, type DefectReasonCode } from './defect-reasons.ts';
import type { ArtGarmentColor, ArtJob, ArtPrintMethod, ArtworkLayout, DefectReasonEntry, PrintArea } from './model.ts';
import { placeArtwork, type ArtworkSize } from './placement.ts';
import { PREFLIGHT_CODES, type FindingSeverity, type PreflightCode, type PreflightFinding } from './preflight-findings.ts';

/** Images print sharp from this resolution at their printed size (below: a warning). */
export const RECOMMENDED_DPI = 150;
/** The thinnest line that prints reliably (mm). */
export const MIN_LINE_MM = 0.3;
/** The smallest text that prints legibly (pt; 1 pt = 25.4 / 72 mm). */
export const MIN_TEXT_PT = 6;

const MM_PER_INCH = 25.4;
const PT_PER_INCH = 72;

/** What the caller measured of a file. Lengths are in the artwork's own units: pixels of a raster image, the drawing's units of a vector file. */
export interface AnalysedArtwork extends ArtworkSize {
  /** 'raster' (PNG, JPEG, WebP: has a resolution) or 'vector' (SVG, PDF, AI: sharp at any size). */
  readonly kind: 'raster' | 'vector';
  /** Parts neither opaque nor fully transparent (soft edges, shadows, translucent colours). */
  readonly semiTransparent: boolean;
  /** Distinct flat colours (what silk-screen needs one ink each for); null when they cannot be counted (photo, gradient). */
  readonly inkColors: number | null;
  /** Width of the thinnest line; null when there is none or it was not measured. */
  readonly thinnestLine: number | null;
  /** Em size of the smallest text; null when there is none or it was not measured. */
  readonly smallestText: number | null;
}

export interface PreflightInput {
  readonly method: ArtPrintMethod;
  readonly area: PrintArea;
  readonly layout: ArtworkLayout;
  /** null: the file could not be measured (the staff check it by eye). */
  readonly artwork: AnalysedArtwork | null;
  /** The garment colours ordered (the catalogue's `is_dark`). */
  readonly garmentColors: readonly Pick<ArtGarmentColor, 'name' | 'isDark'>[];
  /** Silk-screen inks ordered per garment colour (`orderedInkCount`); 0 for inkjet. */
  readonly inksOrdered: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const SEVERITY_ORDER: readonly FindingSeverity[] = ['error', 'warning', 'info'];

/** The inks ordered for a job's print: the largest ink set (each garment colour gets one plate per ink), 0 without inks. */
export function orderedInkCount(job: Pick<ArtJob, 'inkSets'>): number {
  return Math.max(0, ...job.inkSets.map((set) => set.inks.length));
}

/** Findings in the order they are shown: errors, warnings, then notes; within one severity by PREFLIGHT_CODES. */
function sorted(findings: PreflightFinding[]): PreflightFinding[] {
  const rank = (f: PreflightFinding) => SEVERITY_ORDER.indexOf(f.severity) * PREFLIGHT_CODES.length + PREFLIGHT_CODES.indexOf(f.code);
  return findings.sort((a, b) => rank(a) - rank(b));
}

/**
 * Everything the preflight finds for an artwork printed with `input.layout` in `input.area`:
 * resolution under 150 dpi at the printed width (a warning, however low), a width or place that had
 * to be fitted into the area, transparency and the white underbase of white inkjet on dark garments,
 * silk-screen colours against the inks ordered, lines under 0.3 mm and text under 6 pt.
 */
export function preflight(input: PreflightInput): PreflightFinding[] {
  const { artwork, method, area } = input;
  if (artwork === null) {
    return [
      {
        code: 'not_analysed',
        severity: 'info',
        message: 'このファイル形式は自動チェックができないため、スタッフが目視で確認します。',
        data: {},
      },
    ];
  }
  const findings: PreflightFinding[] = [];
  const placed = placeArtwork(artwork, input.layout, area);
  const mmPerUnit = placed.widthMm / artwork.width;
  const widthText = `${round1(placed.widthMm)}mm`;

  if (placed.widthReduced || placed.moved) {
    const areaText = `${area.widthMm}×${area.heightMm}mm`;
    const message = placed.widthReduced
      ? `ご指定の印刷幅${round1(input.layout.widthMm)}mmは印刷範囲（${areaText}）に収まらないため、幅${widthText}に縮小して印刷します。`
      : `ご指定の位置では印刷範囲（${areaText}）からはみ出すため、範囲の内側に移動して印刷します。`;
    const { xMm, yMm, widthMm, heightMm } = placed;
    findings.push({
      code: 'outside_print_area',
      severity: 'warning',
      message,
      data: {
        requested: placed.requested,
        placed: { xMm, yMm, widthMm, heightMm },
        area: { widthMm: area.widthMm, heightMm: area.heightMm },
        widthReduced: placed.widthReduced,
        moved: placed.moved,
      },
    });
  }

  if (artwork.kind === 'raster') {
    const dpi = effectiveDpi(artwork, { width: placed.widthMm, height: placed.heightMm });
    const level = resolutionLevel(dpi);
    if (level !== 'fine') {
      const maxWidthMmAtRecommended = Math.floor((artwork.width / RECOMMENDED_DPI) * MM_PER_INCH);
      const how = level === 'too_coarse' ? 'かなり低いため、ぼやけて' : '低いため、粗く';
      findings.push({
        code: 'low_resolution',
        severity: 'warning',
        message: `画像の解像度が${how}印刷されます（印刷幅${widthText}で${dpi}dpi。${RECOMMENDED_DPI}dpi以上を推奨し、この画像なら幅${maxWidthMmAtRecommended}mmまでです）。`,
        data: {
          dpi,
          printWidthMm: placed.widthMm,
          pixelWidth: artwork.width,
          pixelHeight: artwork.height,
          recommendedDpi: RECOMMENDED_DPI,
          maxWidthMmAtRecommended,
          level,
        },
      });
    }
  }

  const darkColors = input.garmentColors.filter((color) => color.isDark).map((color) => color.name);
  if (method === 'white-inkjet' && darkColors.length > 0) {
    const colours = darkColors.join('・');
    findings.push({
      code: 'white_underbase',
      severity: 'info',
      message: `濃色のボディ（${colours}）には白インクの下地を敷いてから印刷します。画像の透明な部分はボディの色のまま残ります。`,
      data: { darkColors },
    });
    if (artwork.semiTransparent) {
      findings.push({
        code: 'transparency',
        severity: 'warning',
        message: `半透明の部分があります。濃色のボディ（${colours}）では白インクの下地と重なり、画面と違う色に見えたり、ふちが白く出たりすることがあります。`,
        data: { method, darkColors },
      });
    }
  }

  if (method === 'silkscreen') {
    if (artwork.semiTransparent) {
      findings.push({
        code: 'transparency',
        severity: 'error',
        message: '半透明の部分やぼかしはシルクスクリーンで印刷できません。不透明な色だけのデータにしてください。',
        data: { method, darkColors },
      });
    }
    const inksOrdered = input.inksOrdered;
    if (artwork.inkColors === null) {
      findings.push({
        code: 'ink_count_unknown',
        severity: 'warning',
        message: `色数を自動で数えられませんでした（写真やグラデーションなど）。ご注文のインク数（${inksOrdered}色）で印刷できるか、スタッフが確認します。`,
        data: { inksOrdered },
      });
    } else if (artwork.inkColors > inksOrdered) {
      findings.push({
        code: 'too_many_inks',
        severity: 'error',
        message: `デザインの色数（${artwork.inkColors}色）がご注文のインク数（${inksOrdered}色）より多いため、このままでは印刷できません。`,
        data: { colors: artwork.inkColors, inksOrdered },
      });
    } else if (artwork.inkColors < inksOrdered) {
      findings.push({
        code: 'fewer_inks_than_ordered',
        severity: 'info',
        message: `デザインの色数（${artwork.inkColors}色）はご注文のインク数（${inksOrdered}色）より少なくなっています。インク数を減らすと版代が安くなります。`,
        data: { colors: artwork.inkColors, inksOrdered },
      });
    }
  }

  if (artwork.thinnestLine !== null) {
    const thinnestMm = artwork.thinnestLine * mmPerUnit;
    if (thinnestMm < MIN_LINE_MM) {
      findings.push({
        code: 'thin_lines',
        severity: 'warning',
        message: `印刷幅${widthText}では、いちばん細い線が${thinnestMm < 0.01 ? '0.01mm未満' : `${Math.round(thinnestMm * 100) / 100}mm`}になり、かすれたり消えたりする恐れがあります（${MIN_LINE_MM}mm以上を推奨）。`,
        data: { thinnestMm, minimumMm: MIN_LINE_MM },
      });
    }
  }

  if (artwork.smallestText !== null) {
    const smallestPt = ((artwork.smallestText * mmPerUnit) / MM_PER_INCH) * PT_PER_INCH;
    if (smallestPt < MIN_TEXT_PT) {
      findings.push({
        code: 'small_text',
        severity: 'warning',
        message: `印刷幅${widthText}では、いちばん小さい文字が${round1(smallestPt)}ptになり、つぶれて読めなくなる恐れがあります（${MIN_TEXT_PT}pt以上を推奨）。`,
        data: { smallestPt, minimumPt: MIN_TEXT_PT },
      });
    }
  }

  return sorted(findings);
}

/** The most serious severity among findings, null when there is none. */
export function worstSeverity(findings: readonly PreflightFinding[]): FindingSeverity | null {
  return SEVERITY_ORDER.find((severity) => findings.some((f) => f.severity === severity)) ?? null;
}

/** Which defect reason a finding suggests to the staff (findings that print as fitted or only inform suggest none). */
const SUGGESTED_REASON: Readonly<Partial<Record<PreflightCode, DefectReasonCode>>> = {
  too_many_inks: 'too_many_inks',
  transparency: 'transparency_underbase',
  low_resolution: 'low_resolution',
  thin_lines: 'thin_lines',
  small_text: 'small_text',
};

/**
 * The データ不備 reasons a version's findings suggest, for the back office to pre-fill: one per
 * reason code, its text the finding's measured message followed by the reason's template.
 */
export function suggestedDefectReasons(findings: readonly PreflightFinding[]): DefectReasonEntry[] {
  const reasons: DefectReasonEntry[] = [];
  for (const finding of findings) {
    const code = SUGGESTED_REASON[finding.code];
    if (code === undefined || reasons.some((reason) => reason.code === code)) continue;
    reasons.push({ code, text: `${finding.message}\n${DEFECT_REASONS[code].template}` });
  }
  return reasons;
}
