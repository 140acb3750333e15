/**
 * The placement-size truth (issue #32): every print size a page gives for a placement (「袖は約10×10cm」,
 * 「A3（29.7×42.0cm）」) is the print area of that placement in the catalogue's print specs, the one the
 * product pages draw. Until 2026-11-29 the FAQ, the glossary and three posts gave sleeves 8×8 cm (and
 * 8×35 cm on long sleeves), a hood 8×8 cm and a cap 8×5 cm, while every spec said 10×10 and 10×6.
 */
import { describe, expect, it } from 'vitest';
import { PRINT_AREAS, PRINT_METHODS, type PrintSize } from '../seed/demo-data/reference.ts';
import { anyOf, at, contentSentences, lastWordBefore } from './claims.ts';

const CATALOGUE = 'apps/shop-server/src/seed/demo-data/reference.ts (PRINT_METHODS[].specs, PRINT_AREAS)';

/** Print areas of each catalogue position (`前面` → A4 and A3), as `width×height` in mm. */
const areasOf = new Map<string, Set<string>>();
for (const spec of PRINT_METHODS.flatMap((method) => method.specs)) {
  const area = PRINT_AREAS[spec.size];
  areasOf.set(spec.position, (areasOf.get(spec.position) ?? new Set()).add(`${area.widthMm}×${area.heightMm}`));
}
for (const size of Object.keys(PRINT_AREAS) as PrintSize[]) {
  areasOf.set(size, new Set([`${PRINT_AREAS[size].widthMm}×${PRINT_AREAS[size].heightMm}`]));
}

/**
 * The pages' words for a placement, and the catalogue positions they mean. A word meaning no position
 * (フード: no spec prints on a hood) makes any size given for it wrong.
 */
const ALIASES: Record<string, readonly string[]> = {
  胸ロゴ: ['左胸'],
  胸番号: ['左胸'],
  胸: ['左胸'],
  ワンポイント: ['左胸'],
  袖: ['右袖', '左袖'],
  キャップ: ['フロント'],
  トートバッグ: ['表面', '裏面'],
  タオル: ['片面'],
  フード: [],
};
const placementWords = anyOf([...areasOf.keys(), ...Object.keys(ALIASES)]);
const areasFor = (word: string) => new Set((ALIASES[word] ?? [word]).flatMap((position) => [...(areasOf.get(position) ?? [])]));

/** `10×10cm`, `約29.7×42.0cm`, `10cm×6cm`, `210×297mm`, `10cm四方`. */
const SIZE = /(\d+(?:\.\d+)?)\s*(cm|mm)?\s*[×x]\s*(\d+(?:\.\d+)?)\s*(cm|mm)|(\d+(?:\.\d+)?)\s*cm四方/g;
const toMm = (value: string, unit: string | undefined) => Math.round(Number(value) * (unit === 'mm' ? 1 : 10));

describe('what the pages say about print sizes', () => {
  it('every N×M cm near a placement is a print area the catalogue has for it', async () => {
    const sentences = await contentSentences();
    const claims = sentences.flatMap((sentence) => [...sentence.text.matchAll(SIZE)].map((match) => ({ sentence, match })));
    // The FAQ, the design guide and the glossary give sizes: a test that found none would hold nothing.
    expect(claims.map(({ sentence }) => sentence.file)).toEqual(
      expect.arrayContaining(['faqs/print-area.md', 'pages/reference/design.md', 'words/sleeve-print.md']),
    );
    const wrong = claims.flatMap(({ sentence, match }) => {
      const area =
        match[5] === undefined
          ? `${toMm(match[1] ?? '', match[2] ?? match[4])}×${toMm(match[3] ?? '', match[4])}`
          : `${toMm(match[5], 'cm')}×${toMm(match[5], 'cm')}`;
      // The catalogue's own size names (`10cm×10cm`) stand for their area.
      if (match[0] in PRINT_AREAS) return [];
      const word = lastWordBefore(sentence.text, match.index, placementWords);
      if (word === undefined) {
        // A size in a sentence about something else (a fabric's square yard) is no print size.
        if (!/プリント|印刷|範囲/.test(sentence.text)) return [];
        return [`${at(sentence)}: 「${match[0]}」 names no placement (前面, 袖, A4…) before it: say which one`];
      }
      const allowed = areasFor(word);
      if (allowed.has(area)) return [];
      const catalogue = allowed.size === 0 ? 'no print spec' : [...allowed].map((a) => `${a} mm`).join(' or ');
      return [`${at(sentence)}: gives ${word} 「${match[0]}」; the catalogue has ${catalogue} (${CATALOGUE}): change the page`];
    });
    expect(wrong).toEqual([]);
  });
});
