import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from './load.ts';

let root: string;

async function put(path: string, text: string) {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shop-content-'));
  await put('blog/authors.yaml', '- slug: ana\n  name: 穴井\n  bio: 書き手\n');
  await put('blog/categories.yaml', '- slug: news\n  name: ニュース\n');
  await put('blog/tags.yaml', '- slug: t-shirt\n  name: Tシャツ\n');
  await put(
    'blog/posts/hello.md',
    '---\ntitle: こんにちは\npublished_at: 2025-04-08\nauthor: ana\ncategory: news\ntags: [t-shirt, unknown]\n---\n本文です。<script>alert("x")</script>\n',
  );
  await put('blog/posts/bad-author.md', '---\ntitle: 著者なし\npublished_at: 2025-04-08\nauthor: nobody\ncategory: news\n---\n本文\n');
  await put('faqs/broken.md', '---\nquestion: [unclosed\n---\n本文\n');
  await put('faqs/ok.md', '---\nquestion: 質問？\ncategory: ご注文について\nsequence: 2\n---\n答え\n');
  await put('pages/guidance/delivery.md', '---\ntitle: お届けについて\n---\n本文\n');
  await put('pages/guidance/index.md', '---\ntitle: ご利用ガイド\n---\n本文\n');
  await put('articles/7.md', '---\ntitle: お知らせ\npublished_at: 2025-05-01\n---\n本文\n');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('loadContent', () => {
  it('renders Markdown once, escaping raw HTML', async () => {
    const { posts } = await loadContent(root);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.html).toBe('<p>本文です。&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>\n');
  });

  it('reads a bare date as midnight in Japan and derives missing slugs, uuids and excerpts', async () => {
    const { posts, faqs, articles } = await loadContent(root);
    expect(posts[0]).toMatchObject({ slug: 'hello', publishedAt: '2025-04-07T15:00:00.000Z', tags: ['t-shirt'] });
    expect(posts[0]?.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(posts[0]?.excerpt).toBe('本文です。<script>alert("x")</script>');
    expect(faqs).toEqual([{ slug: 'ok', question: '質問？', category: 'ご注文について', sequence: 2, html: '<p>答え</p>\n' }]);
    expect(articles.map((a) => a.id)).toEqual([7]);
  });

  it('maps page files to paths (index.md answers its folder)', async () => {
    const { pages } = await loadContent(root);
    expect(pages.map((p) => p.path).sort()).toEqual(['guidance', 'guidance/delivery']);
  });

  it('skips invalid files and reports why, instead of failing the whole load', async () => {
    const { problems } = await loadContent(root);
    expect(problems.map((p) => p.file).sort()).toEqual(['blog/posts/bad-author.md', 'blog/posts/hello.md', 'faqs/broken.md']);
    expect(problems.find((p) => p.file === 'blog/posts/bad-author.md')?.message).toBe('unknown author nobody');
  });

  it('a missing content folder loads as empty', async () => {
    const bundle = await loadContent(join(root, 'does-not-exist'));
    expect(bundle.posts).toEqual([]);
    expect(bundle.problems).toEqual([]);
  });
});
