import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFECT_REASONS } from './defect-reasons.ts';
import {
  orderedInkCount,
  preflight,
  suggestedDefectReasons,
  worstSeverity,
  type AnalysedArtwork,
  type PreflightInput,
} from './preflight.ts';
import { aNewArtJob } from './testing/index.ts';

const AREA = { widthMm: 300, heightMm: 400 };
const WHITE = { name: 'ホワイト', isDark: false };
const BLACK = { name: 'ブラック', isDark: true };
const NAVY = { name: 'ネイビー', isDark: true };

const clean = (overrides: Partial<AnalysedArtwork> = {}): AnalysedArtwork => ({
  kind: 'raster',
  width: 3000,
  height: 3000,
  semiTransparent: false,
  inkColors: 2,
  thinnestLine: null,
  smallestText: null,
  ...overrides,
});

const input = (overrides: Partial<PreflightInput> = {}): PreflightInput => ({
  method: 'inkjet',
  area: AREA,
  layout: { widthMm: 250, anchor: 'top', offsetXMm: 0, offsetYMm: 0 },
  artwork: clean(),
  garmentColors: [WHITE],
  inksOrdered: 0,
  ...overrides,
});

const codes = (findings: ReturnType<typeof preflight>) => findings.map((f) => [f.code, f.severity]);

describe('preflight: resolution at the chosen print width', () => {
  it('finds nothing in a sharp image (3000 px over 250 mm: 305 dpi)', () => {
    expect(preflight(input())).toEqual([]);
  });

  it('warns under 150 dpi with the figures and how wide the image may print', () => {
    expect(preflight(input({ artwork: clean({ width: 1000, height: 1000 }) }))).toEqual([
      {
        code: 'low_resolution',
        severity: 'warning',
        message: '画像の解像度が低いため、粗く印刷されます（印刷幅250mmで102dpi。150dpi以上を推奨し、この画像なら幅169mmまでです）。',
        data: {
          dpi: 102,
          printWidthMm: 250,
          pixelWidth: 1000,
          pixelHeight: 1000,
          recommendedDpi: 150,
          maxWidthMmAtRecommended: 169,
          level: 'blurry',
        },
      },
    ]);
  });

  it('under 72 dpi it is still a warning, in stronger words', () => {
    const [finding] = preflight(input({ artwork: clean({ width: 300, height: 300 }) }));
    expect(finding).toMatchObject({ code: 'low_resolution', severity: 'warning', data: { dpi: 30, level: 'too_coarse' } });
    expect(finding?.message).toContain('かなり低いため、ぼやけて印刷されます');
  });

  it('a vector file has no resolution to warn about', () => {
    expect(preflight(input({ artwork: clean({ kind: 'vector', width: 100, height: 100 }) }))).toEqual([]);
  });

  it('a file that could not be measured is left to the staff', () => {
    expect(preflight(input({ artwork: null }))).toEqual([
      {
        code: 'not_analysed',
        severity: 'info',
        message: 'このファイル形式は自動チェックができないため、スタッフが目視で確認します。',
        data: {},
      },
    ]);
  });

  it('resolution is a warning exactly when the printed image has under 150 dpi, never an error', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 8000 }),
        fc.integer({ min: 10, max: 8000 }),
        fc.integer({ min: 10, max: 300 }),
        (width, height, widthMm) => {
          const findings = preflight(
            input({ artwork: clean({ width, height }), layout: { widthMm, anchor: 'top', offsetXMm: 0, offsetYMm: 0 } }),
          );
          const low = findings.find((f) => f.code === 'low_resolution');
          expect(findings.every((f) => f.severity !== 'error')).toBe(true);
          if (low?.code === 'low_resolution') expect(low.data.dpi).toBeLessThan(150);
          const placedWidth = Math.min(widthMm, AREA.widthMm, AREA.heightMm * (width / height));
          if (Math.round(width / (placedWidth / 25.4)) >= 150) expect(low).toBeUndefined();
        },
      ),
    );
  });
});

describe('preflight: the print area', () => {
  it('says when the chosen width had to be narrowed to fit', () => {
    const [finding] = preflight(input({ layout: { widthMm: 350, anchor: 'top', offsetXMm: 0, offsetYMm: 0 } }));
    expect(finding).toMatchObject({
      code: 'outside_print_area',
      severity: 'warning',
      message: 'ご指定の印刷幅350mmは印刷範囲（300×400mm）に収まらないため、幅300mmに縮小して印刷します。',
      data: { widthReduced: true, moved: false, placed: { xMm: 0, yMm: 0, widthMm: 300, heightMm: 300 } },
    });
  });

  it('says when the chosen place reached outside and was moved in', () => {
    const [finding] = preflight(input({ layout: { widthMm: 200, anchor: 'top', offsetXMm: 80, offsetYMm: 0 } }));
    expect(finding).toMatchObject({
      code: 'outside_print_area',
      message: 'ご指定の位置では印刷範囲（300×400mm）からはみ出すため、範囲の内側に移動して印刷します。',
      data: { widthReduced: false, moved: true, requested: { xMm: 130, yMm: 0, widthMm: 200, heightMm: 200 } },
    });
  });
});

describe('preflight: white inkjet on dark garments', () => {
  it('notes the white underbase for the dark colours ordered, and warns about semi-transparent parts', () => {
    const findings = preflight(
      input({ method: 'white-inkjet', garmentColors: [WHITE, BLACK, NAVY], artwork: clean({ semiTransparent: true }) }),
    );
    expect(findings).toEqual([
      {
        code: 'transparency',
        severity: 'warning',
        message:
          '半透明の部分があります。濃色のボディ（ブラック・ネイビー）では白インクの下地と重なり、画面と違う色に見えたり、ふちが白く出たりすることがあります。',
        data: { method: 'white-inkjet', darkColors: ['ブラック', 'ネイビー'] },
      },
      {
        code: 'white_underbase',
        severity: 'info',
        message: '濃色のボディ（ブラック・ネイビー）には白インクの下地を敷いてから印刷します。画像の透明な部分はボディの色のまま残ります。',
        data: { darkColors: ['ブラック', 'ネイビー'] },
      },
    ]);
  });

  it('on light garments only, there is no underbase to note', () => {
    expect(preflight(input({ method: 'white-inkjet', garmentColors: [WHITE], artwork: clean({ semiTransparent: true }) }))).toEqual([]);
  });

  it('plain inkjet prints semi-transparent parts as they are', () => {
    expect(preflight(input({ method: 'inkjet', garmentColors: [WHITE], artwork: clean({ semiTransparent: true }) }))).toEqual([]);
  });
});

describe('preflight: silk-screen inks', () => {
  const silk = (artwork: Partial<AnalysedArtwork>, inksOrdered = 2) =>
    preflight(input({ method: 'silkscreen', inksOrdered, artwork: clean(artwork) }));

  it.each([
    [{ inkColors: 2 }, []],
    [{ inkColors: 3 }, [['too_many_inks', 'error']]],
    [{ inkColors: 1 }, [['fewer_inks_than_ordered', 'info']]],
    [{ inkColors: null }, [['ink_count_unknown', 'warning']]],
    [
      { inkColors: 4, semiTransparent: true },
      [
        ['too_many_inks', 'error'],
        ['transparency', 'error'],
      ],
    ],
  ])('%j against two inks ordered → %j', (artwork, expected) => {
    expect(codes(silk(artwork))).toEqual(expected);
  });

  it('quotes both counts', () => {
    expect(silk({ inkColors: 5 }, 3)[0]).toEqual({
      code: 'too_many_inks',
      severity: 'error',
      message: 'デザインの色数（5色）がご注文のインク数（3色）より多いため、このままでは印刷できません。',
      data: { colors: 5, inksOrdered: 3 },
    });
  });

  it('counts the inks ordered as the largest ink set of the job', () => {
    const twoSets = aNewArtJob({
      inkSets: [
        { garmentColorId: 1, inks: [{ id: 1, name: 'レッド', hex: '#d7263d' }] },
        {
          garmentColorId: 2,
          inks: [
            { id: 1, name: 'レッド', hex: '#d7263d' },
            { id: 3, name: 'ホワイト', hex: '#ffffff' },
            { id: 4, name: 'イエロー', hex: '#ffd400' },
          ],
        },
      ],
    });
    expect(orderedInkCount(twoSets)).toBe(3);
    expect(orderedInkCount(aNewArtJob({ method: 'inkjet', inkSets: [] }))).toBe(0);
  });
});

describe('preflight: thin lines and small text at the printed size', () => {
  // A 1000-unit drawing printed 250 mm wide: a unit is 0.25 mm.
  const vector = (overrides: Partial<AnalysedArtwork>) =>
    preflight(input({ artwork: clean({ kind: 'vector', width: 1000, height: 1000, ...overrides }) }));

  it('warns about lines under 0.3 mm with their printed width', () => {
    expect(vector({ thinnestLine: 1 })).toEqual([
      {
        code: 'thin_lines',
        severity: 'warning',
        message: '印刷幅250mmでは、いちばん細い線が0.25mmになり、かすれたり消えたりする恐れがあります（0.3mm以上を推奨）。',
        data: { thinnestMm: 0.25, minimumMm: 0.3 },
      },
    ]);
    expect(vector({ thinnestLine: 1.2 })).toEqual([]);
    expect(vector({ thinnestLine: 0.01 })[0]?.message).toContain('0.01mm未満');
  });

  it('warns about text under 6 pt with its printed size', () => {
    const [finding] = vector({ smallestText: 8 }); // 2 mm = 5.67 pt
    expect(finding).toMatchObject({ code: 'small_text', severity: 'warning', data: { minimumPt: 6 } });
    expect(finding?.message).toBe(
      '印刷幅250mmでは、いちばん小さい文字が5.7ptになり、つぶれて読めなくなる恐れがあります（6pt以上を推奨）。',
    );
    expect(vector({ smallestText: 9 })).toEqual([]); // 2.25 mm = 6.4 pt
  });
});

describe('preflight: order, severity and the reasons it suggests', () => {
  const findings = preflight(
    input({
      method: 'silkscreen',
      inksOrdered: 1,
      artwork: clean({ width: 1000, height: 1000, inkColors: 3, thinnestLine: 0.5 }),
      garmentColors: [BLACK],
    }),
  );

  it('lists errors first, then warnings, then notes', () => {
    expect(codes(findings)).toEqual([
      ['too_many_inks', 'error'],
      ['low_resolution', 'warning'],
      ['thin_lines', 'warning'],
    ]);
    expect(worstSeverity(findings)).toBe('error');
    expect(worstSeverity(preflight(input({ artwork: null })))).toBe('info');
    expect(worstSeverity([])).toBeNull();
  });

  it('suggests one データ不備 reason per finding that is one, its text the measured message and the template', () => {
    expect(suggestedDefectReasons(findings)).toEqual([
      { code: 'too_many_inks', text: `${findings[0]?.message}\n${DEFECT_REASONS.too_many_inks.template}` },
      { code: 'low_resolution', text: `${findings[1]?.message}\n${DEFECT_REASONS.low_resolution.template}` },
      { code: 'thin_lines', text: `${findings[2]?.message}\n${DEFECT_REASONS.thin_lines.template}` },
    ]);
    const fitted = preflight(input({ layout: { widthMm: 500, anchor: 'top', offsetXMm: 0, offsetYMm: 0 } }));
    expect(suggestedDefectReasons(fitted)).toEqual([]);
  });
});
