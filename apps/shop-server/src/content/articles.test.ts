import { describe, expect, it } from 'vitest';
import { loadArticles } from './articles.ts';
import { contentFolder, loadWith, md } from './testing.ts';

const folder = contentFolder({
  'articles/7.md': md('title: お知らせ\npublished_at: 2025-05-01'),
  'articles/maintenance.md': md('id: 8\ntitle: 停止\ncategory: メンテナンス\npublished_at: 2025-05-02'),
});

describe('loadArticles', () => {
  it('numbers an article by its id or file name; its category defaults to お知らせ', async () => {
    expect(await loadWith(loadArticles, folder.root)).toEqual({
      loaded: [
        { id: 7, title: 'お知らせ', category: 'お知らせ', html: '<p>本文</p>\n', publishedAt: '2025-04-30T15:00:00.000Z' },
        { id: 8, title: '停止', category: 'メンテナンス', html: '<p>本文</p>\n', publishedAt: '2025-05-01T15:00:00.000Z' },
      ],
      problems: [],
    });
  });
});
