import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXTRACT_FILE, readSudachiDictionary, sudachiExtract } from '../search/sudachi-synonyms.ts';

describe('the Sudachi synonym extract (content/search/sudachi-synonyms.txt)', () => {
  it('is what tools/search/sudachi-synonyms.ts makes of the installed dictionary', () => {
    const { version, groups } = readSudachiDictionary();
    expect(readFileSync(EXTRACT_FILE, 'utf8')).toBe(sudachiExtract(version, groups));
  });

  it('keeps the colour, fashion and person groups and leaves out the noise', () => {
    const text = sudachiExtract('0.0.0', [
      {
        id: '1',
        items: [
          { midashi: '黒', bunya: ['色'], expandControl: 1 },
          { midashi: 'ブラック', bunya: ['色'], expandControl: 1 },
        ],
      },
      {
        id: '2',
        items: [
          { midashi: 'ブラック企業', bunya: ['ビジネス'], expandControl: 0 },
          { midashi: 'ブラック', bunya: ['ビジネス'], expandControl: 1 },
        ],
      },
      {
        id: '3',
        items: [
          { midashi: 'キッズ', bunya: ['人'], expandControl: 0 },
          { midashi: 'チルドレン', bunya: ['人'], expandControl: 2 },
        ],
      },
      {
        id: '4',
        items: [
          { midashi: '鞄', bunya: ['ファッション'], expandControl: 0 },
          { midashi: 'バッグ', bunya: [], expandControl: 0 },
          { midashi: 'ト', bunya: [], expandControl: 0 },
        ],
      },
      {
        id: '020650',
        items: [
          { midashi: 'a1', bunya: ['人'], expandControl: 0 },
          { midashi: 'a2', bunya: ['人'], expandControl: 0 },
        ],
      },
    ]);
    expect(text.split('\n').filter((line) => line !== '' && !line.startsWith('#'))).toEqual(['黒, ブラック', '鞄, バッグ']);
    expect(text).toContain('Apache License, Version 2.0');
  });
});
