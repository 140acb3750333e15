import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KANA_ROWS, groupByKanaRow, kanaRowOf } from './kana-rows.ts';

describe('kana rows of the glossary', () => {
  it.each([
    ['あみてん', 'a'],
    ['おんす', 'a'],
    ['がぞうのうめこみ', 'ka'],
    ['しーえむわいけー', 'sa'],
    ['ぜんめん', 'sa'],
    ['でぃーぴーあい', 'ta'],
    ['っぷ', 'ta'],
    ['ねつていちゃく', 'na'],
    ['ぱいる', 'ha'],
    ['ぼでぃ', 'ha'],
    ['みたけ', 'ma'],
    ['ゆにふぉーむ', 'ya'],
    ['ゃ', 'ya'],
    ['らぐらんすりーぶ', 'ra'],
    ['わんぽいんと', 'wa'],
    ['カノコ', 'ka'],
    ['ヴィンテージ', 'a'],
    ['ゔぃんてーじ', 'a'],
    ['ァ', 'a'],
    ['  てんじく', 'ta'],
    ['cmyk', 'other'],
    ['100', 'other'],
    ['', 'other'],
  ])('%s belongs to the %s row', (reading, row) => {
    expect(kanaRowOf(reading)).toBe(row);
  });

  it('lists every kana row in gojūon order, keeps the given order inside a row and adds the other row only when used', () => {
    const groups = groupByKanaRow([
      { reading: 'いんくじぇっと', slug: 'inkjet' },
      { reading: 'あみてん', slug: 'halftone' },
      { reading: 'かのこ', slug: 'pique' },
    ]);
    expect(groups.map((group) => group.label)).toEqual(['あ行', 'か行', 'さ行', 'た行', 'な行', 'は行', 'ま行', 'や行', 'ら行', 'わ行']);
    expect(groups[0]?.entries.map((entry) => entry.slug)).toEqual(['inkjet', 'halftone']);
    expect(groupByKanaRow([{ reading: 'dpi' }]).at(-1)).toEqual({ id: 'other', label: '英数字・その他', entries: [{ reading: 'dpi' }] });
  });

  it('puts every entry in exactly one row', () => {
    const kana = KANA_ROWS.map((row) => row.kana).join('');
    const reading = fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...kana, 'が', 'ぷ', 'ア', 'x', '1') }));
    fc.assert(
      fc.property(fc.array(reading), (readings) => {
        const entries = readings.map((value, index) => ({ reading: value, index }));
        const placed = groupByKanaRow(entries).flatMap((group) => group.entries.map((entry) => entry.index));
        expect(placed.toSorted((a, b) => a - b)).toEqual(entries.map((entry) => entry.index));
      }),
    );
  });
});
