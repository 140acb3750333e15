import { describe, expect, it } from 'vitest';
import { loadPages } from './pages.ts';
import { contentFolder, loadWith, md } from './testing.ts';

const folder = contentFolder({
  'pages/guidance/delivery.md': md('title: お届けについて\ndescription: 配送\nsequence: 2'),
  'pages/guidance/index.md': md('title: ご利用ガイド'),
  'pages/guidance.md': md('title: 同じパス'),
  'pages/Info/About.md': md('title: 大文字'),
});

describe('loadPages', () => {
  it('a page’s path is its file’s path below pages/, index.md answering its folder', async () => {
    const { loaded } = await loadWith(loadPages, folder.root);
    expect(loaded).toEqual([
      { path: 'guidance', title: '同じパス', description: '', sequence: 0, html: '<p>本文</p>\n' },
      { path: 'guidance/delivery', title: 'お届けについて', description: '配送', sequence: 2, html: '<p>本文</p>\n' },
    ]);
  });

  it('skips a page whose path is not lower-case segments (it would not match its URL) and a second file of one path', async () => {
    const { problems } = await loadWith(loadPages, folder.root);
    expect(problems).toEqual([
      { file: 'pages/Info/About.md', message: 'path Info/About is not lower-case segments' },
      { file: 'pages/guidance/index.md', message: 'duplicate guidance' },
    ]);
  });
});
