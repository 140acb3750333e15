import { describe, expect, it } from 'vitest';
import type { BlogTaxonomy } from './blog.ts';
import { loadPosts } from './posts.ts';
import { contentFolder, loadWith, md } from './testing.ts';

const taxonomy: BlogTaxonomy = {
  authors: [{ slug: 'ana', name: '穴井', bio: '' }],
  blogCategories: [{ slug: 'news', name: 'ニュース', description: '' }],
  blogTags: [{ slug: 't-shirt', name: 'Tシャツ' }],
};
const UUID = '123e4567-e89b-12d3-a456-426614174000';
const folder = contentFolder({
  'blog/posts/hello.md': md(
    'title: こんにちは\npublished_at: 2025-04-08\nauthor: ana\ncategory: news\ntags: [t-shirt, unknown, t-shirt]',
    '本文です。<script>alert("x")</script>',
  ),
  'blog/posts/bad-author.md': md('title: 著者なし\npublished_at: 2025-04-08\nauthor: nobody\ncategory: news'),
  'blog/posts/bad-category.md': md('title: 分類なし\npublished_at: 2025-04-08\nauthor: ana\ncategory: misc'),
  'blog/posts/written.md': md(
    `title: 書いた\nslug: given\nuuid: ${UUID}\nexcerpt: 要約\nthumbnail_color: "#ff0000"\npublished_at: 2025-04-08T12:00:00+09:00\nauthor: ana\ncategory: news`,
  ),
  'blog/posts/x-same-slug.md': md('title: 同じ slug\nslug: hello\npublished_at: 2025-04-08\nauthor: ana\ncategory: news'),
  'blog/posts/y-same-uuid.md': md(`title: 同じ uuid\nuuid: ${UUID}\npublished_at: 2025-04-08\nauthor: ana\ncategory: news`),
});

describe('loadPosts', () => {
  it('derives what the front matter leaves out: slug from the file name, a stable uuid, an excerpt of the text; unknown and repeated tags are dropped', async () => {
    const { loaded } = await loadWith((root, p) => loadPosts(root, taxonomy, p), folder.root);
    expect(loaded[0]).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      slug: 'hello',
      title: 'こんにちは',
      excerpt: '本文です。<script>alert("x")</script>',
      html: '<p>本文です。&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>\n',
      thumbnailColor: '#cccccc',
      author: 'ana',
      category: 'news',
      tags: ['t-shirt'],
      publishedAt: '2025-04-07T15:00:00.000Z',
      searchText: 'こんにちは  本文です。<script>alert("x")</script>',
    });
    const again = await loadWith((root, p) => loadPosts(root, taxonomy, p), folder.root);
    expect(again.loaded[0]?.uuid).toBe(loaded[0]?.uuid);
  });

  it('keeps what the front matter says', async () => {
    const { loaded } = await loadWith((root, p) => loadPosts(root, taxonomy, p), folder.root);
    expect(loaded[1]).toEqual({
      uuid: UUID,
      slug: 'given',
      title: '書いた',
      excerpt: '要約',
      html: '<p>本文</p>\n',
      thumbnailColor: '#ff0000',
      author: 'ana',
      category: 'news',
      tags: [],
      publishedAt: '2025-04-08T03:00:00.000Z',
      searchText: '書いた 要約 本文',
    });
  });

  it('skips a post of an unknown author or category, and reports a repeated slug or uuid as blog/posts <slug>', async () => {
    const { loaded, problems } = await loadWith((root, p) => loadPosts(root, taxonomy, p), folder.root);
    expect(loaded.map((p) => p.slug)).toEqual(['hello', 'given']);
    expect(problems).toEqual([
      { file: 'blog/posts/bad-author.md', message: 'unknown author nobody' },
      { file: 'blog/posts/bad-category.md', message: 'unknown category misc' },
      { file: 'blog/posts/hello.md', message: 'unknown tags unknown (ignored)' },
      { file: 'blog/posts hello', message: 'duplicate hello' },
      { file: 'blog/posts y-same-uuid', message: `duplicate ${UUID}` },
    ]);
  });
});
