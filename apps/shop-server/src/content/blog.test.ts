import { describe, expect, it } from 'vitest';
import { loadBlogTaxonomy } from './blog.ts';
import { contentFolder, loadWith } from './testing.ts';

const folder = contentFolder({
  'blog/authors.yaml':
    '- slug: ana\n  name: 穴井\n  description: 説明で書いた紹介\n- slug: ana\n  name: 二人目\n- slug: Bob\n  name: ボブ\n',
  'blog/categories.yaml': '- slug: news\n  name: ニュース\n',
  'blog/tags.yaml': '- slug: t-shirt\n  name: Tシャツ\n  color: red\n',
});

describe('loadBlogTaxonomy', () => {
  it('reads the three YAML lists; an author’s bio may be written as description; a repeated slug is reported as <file> <slug>', async () => {
    expect(await loadWith(loadBlogTaxonomy, folder.root)).toEqual({
      loaded: {
        authors: [{ slug: 'ana', name: '穴井', bio: '説明で書いた紹介' }],
        blogCategories: [{ slug: 'news', name: 'ニュース', description: '' }],
        blogTags: [{ slug: 't-shirt', name: 'Tシャツ' }],
      },
      problems: [
        { file: 'blog/authors.yaml[2]', message: 'slug: is not a lower-case slug' },
        { file: 'blog/authors.yaml ana', message: 'duplicate ana' },
      ],
    });
  });
});
