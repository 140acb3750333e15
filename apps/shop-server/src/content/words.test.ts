import { describe, expect, it } from 'vitest';
import { contentFolder, loadWith, md } from './testing.ts';
import { loadWords } from './words.ts';

const folder = contentFolder({
  'words/han.md': md('word: 版\nreading: はん\ncategory: 印刷', '刷るための型。'),
  'words/dpi.md': md('slug: resolution\nword: 解像度\nreading: 300'),
});

describe('loadWords', () => {
  it('a word has a reading (a YAML number reads as text) and an optional category', async () => {
    expect(await loadWith(loadWords, folder.root)).toEqual({
      loaded: [
        { slug: 'resolution', word: '解像度', reading: '300', category: '', html: '<p>本文</p>\n' },
        { slug: 'han', word: '版', reading: 'はん', category: '印刷', html: '<p>刷るための型。</p>\n' },
      ],
      problems: [],
    });
  });
});
