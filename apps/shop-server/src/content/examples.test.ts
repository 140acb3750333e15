import { describe, expect, it } from 'vitest';
import { loadExamples } from './examples.ts';
import { contentFolder, loadWith, md } from './testing.ts';

const folder = contentFolder({
  'examples/12.md': md(
    'title: 文化祭Tシャツ\ncustomer: 高校\nproduct_category: t-shirts\nprint_method: silkscreen\nquantity: 40\nproducts: [00085-CVT, 5001]\npublished_at: 2025-01-01',
    '**クラス**で作りました。',
  ),
  'examples/13.md': md('title: 枚数が負\nquantity: -1\npublished_at: 2025-01-01'),
});

describe('loadExamples', () => {
  it('maps the front matter to a case study; without an excerpt, the text of the body is one', async () => {
    expect(await loadWith(loadExamples, folder.root)).toEqual({
      loaded: [
        {
          id: 12,
          title: '文化祭Tシャツ',
          customer: '高校',
          productCategory: 't-shirts',
          printMethod: 'silkscreen',
          quantity: 40,
          productCodes: ['00085-CVT', '5001'],
          excerpt: 'クラス で作りました。',
          html: '<p><strong>クラス</strong>で作りました。</p>\n',
          publishedAt: '2024-12-31T15:00:00.000Z',
        },
      ],
      problems: [{ file: 'examples/13.md', message: 'quantity: Invalid value: Expected >=0 but received -1' }],
    });
  });
});
