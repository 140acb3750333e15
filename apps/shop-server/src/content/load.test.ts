import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from './load.ts';
import { contentFolder, md } from './testing.ts';

// Each kind's rules are tested beside its module (posts.test.ts, pages.test.ts…); these tests are
// about the whole load.
const folder = contentFolder({
  'blog/authors.yaml': '- slug: ana\n  name: 穴井\n  bio: 書き手\n',
  'blog/categories.yaml': '- slug: news\n  name: ニュース\n',
  'blog/tags.yaml': '- slug: t-shirt\n  name: Tシャツ\n',
  'blog/posts/hello.md': md('title: こんにちは\npublished_at: 2025-04-08\nauthor: ana\ncategory: news\ntags: [t-shirt, unknown]'),
  'blog/posts/bad-author.md': md('title: 著者なし\npublished_at: 2025-04-08\nauthor: nobody\ncategory: news'),
  'faqs/broken.md': md('question: [unclosed'),
  'faqs/ok.md': md('question: 質問？\ncategory: ご注文について\nsequence: 2', '答え'),
  'faqs/same.md': md('slug: ok\nquestion: 同じ？\ncategory: ご注文について'),
  'pages/guidance/index.md': md('title: ご利用ガイド'),
  'articles/7.md': md('title: お知らせ\npublished_at: 2025-05-01'),
  'words/han.md': md('word: 版\nreading: はん'),
  'features/summer.md': md('title: 夏'),
  'examples/12.md': md('title: 事例\npublished_at: 2025-01-01'),
});

describe('loadContent', () => {
  it('loads every kind of the content folder into one bundle', async () => {
    const bundle = await loadContent(folder.root);
    const slugs = (items: { slug: string }[]) => items.map((i) => i.slug);
    expect({
      authors: slugs(bundle.authors),
      blogCategories: slugs(bundle.blogCategories),
      blogTags: slugs(bundle.blogTags),
      posts: slugs(bundle.posts),
      articles: bundle.articles.map((a) => a.id),
      faqs: slugs(bundle.faqs),
      words: slugs(bundle.words),
      features: slugs(bundle.features),
      examples: bundle.examples.map((e) => e.id),
      pages: bundle.pages.map((p) => p.path),
    }).toEqual({
      authors: ['ana'],
      blogCategories: ['news'],
      blogTags: ['t-shirt'],
      posts: ['hello'],
      articles: [7],
      faqs: ['ok'],
      words: ['han'],
      features: ['summer'],
      examples: [12],
      pages: ['guidance'],
    });
  });

  it('skips invalid files and reports why, instead of failing the whole load; duplicates come last', async () => {
    const { problems } = await loadContent(folder.root);
    expect(problems).toEqual([
      { file: 'blog/posts/bad-author.md', message: 'unknown author nobody' },
      { file: 'blog/posts/hello.md', message: 'unknown tags unknown (ignored)' },
      { file: 'faqs/broken.md', message: expect.stringContaining('Flow sequence in block collection') },
      { file: 'faqs/same.md', message: 'duplicate ok' },
    ]);
  });

  it('a missing content folder loads as empty', async () => {
    const bundle = await loadContent(join(folder.root, 'does-not-exist'));
    expect(bundle).toEqual({
      authors: [],
      blogCategories: [],
      blogTags: [],
      posts: [],
      articles: [],
      faqs: [],
      words: [],
      features: [],
      examples: [],
      pages: [],
      problems: [],
    });
  });
});
