import { describe, expect, it } from 'vitest';
import { formatSynonyms, parseSynonyms, synonymTable } from './synonyms.ts';

describe('synonym files', () => {
  it('reads groups of comma-separated words, normalised, with an optional filter', () => {
    const { groups, problems } = parseSynonyms(`# colours
[color=black] 黒, 黒色, ブラック, black
帽子, キャップ , ハット   # hats
ロング スリーブ、ロンT
`);
    expect(problems).toEqual([]);
    expect(groups).toEqual([
      { terms: ['黒', '黒色', 'ブラック', 'black'], words: ['黒', '黒色', 'ブラック', 'black'], filter: { key: 'color', value: 'black' } },
      { terms: ['帽子', 'キャップ', 'ハット'], words: ['帽子', 'キャップ', 'ハット'] },
      { terms: ['ロングスリブ', 'ロンt'], words: ['ロング スリーブ', 'ロンT'] },
    ]);
  });

  it('reports lines it cannot read and keeps the others', () => {
    const { groups, problems } = parseSynonyms('[colour=black] 黒, ブラック\n[color black] 黒\n白\n、\n綿, コットン');
    expect(problems).toEqual([
      { line: 1, message: 'unknown filter key "colour" (one of color, category, size, fit, tag, brand)' },
      { line: 2, message: 'a filter is written [key=value]' },
      { line: 3, message: 'a group needs two words, or one word and a filter' },
      { line: 4, message: 'a group needs two words, or one word and a filter' },
    ]);
    expect(groups.map((g) => g.terms)).toEqual([['綿', 'コットン']]);
  });

  it('skips without a word a group of spellings the normaliser already joins', () => {
    expect(parseSynonyms('パーカー, ぱーかー, パーカ')).toEqual({ groups: [], problems: [] });
  });

  it('finds every group of a word', () => {
    const { groups } = parseSynonyms('黒, ブラック\n黒, 墨');
    expect(
      synonymTable(groups)
        .get('黒')
        ?.map((g) => g.terms),
    ).toEqual([
      ['黒', 'ブラック'],
      ['黒', '墨'],
    ]);
  });

  it('writes groups back in the same format', () => {
    const text = formatSynonyms([{ words: ['黒', 'ブラック'], filter: { key: 'color', value: 'black' } }, { words: ['鞄', 'バッグ'] }]);
    expect(text).toBe('[color=black] 黒, ブラック\n鞄, バッグ');
    expect(parseSynonyms(text).groups).toHaveLength(2);
  });
});
