import { describe, expect, it } from 'vitest';
import { loadFeatures } from './features.ts';
import { contentFolder, loadWith, md } from './testing.ts';

const folder = contentFolder({
  'features/summer.md': md('title: 夏\nfilter: {category: t-shirts, max_price: 1500}\nsequence: 3\nstatus: false'),
  'features/plain.md': md('title: 全部'),
  'features/nested.md': md('title: 入れ子\nfilter: {tag: [a, b]}'),
});

describe('loadFeatures', () => {
  it('a feature is shown (status true) with no filter unless its front matter says otherwise; filter values are text or numbers', async () => {
    expect(await loadWith(loadFeatures, folder.root)).toEqual({
      loaded: [
        { slug: 'plain', title: '全部', description: '', status: true, sequence: 0, filter: {}, html: '<p>本文</p>\n' },
        {
          slug: 'summer',
          title: '夏',
          description: '',
          status: false,
          sequence: 3,
          filter: { category: 't-shirts', max_price: 1500 },
          html: '<p>本文</p>\n',
        },
      ],
      problems: [{ file: 'features/nested.md', message: 'filter.tag: Invalid type: Expected (string | number) but received Array' }],
    });
  });
});
