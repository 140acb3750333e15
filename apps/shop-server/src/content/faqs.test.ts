import { describe, expect, it } from 'vitest';
import { loadFaqs } from './faqs.ts';
import { contentFolder, loadWith, md } from './testing.ts';

const folder = contentFolder({
  'faqs/ok.md': md('question: 質問？\ncategory: ご注文について\nsequence: 2', '答え'),
  'faqs/first.md': md('question: 最初？\ncategory: ご注文について'),
  'faqs/no-category.md': md('question: 分類なし？'),
});

describe('loadFaqs', () => {
  it('a FAQ is its question, category and sequence (0 when left out), its answer the body', async () => {
    expect(await loadWith(loadFaqs, folder.root)).toEqual({
      loaded: [
        { slug: 'first', question: '最初？', category: 'ご注文について', sequence: 0, html: '<p>本文</p>\n' },
        { slug: 'ok', question: '質問？', category: 'ご注文について', sequence: 2, html: '<p>答え</p>\n' },
      ],
      problems: [{ file: 'faqs/no-category.md', message: 'category: Invalid key: Expected "category" but received undefined' }],
    });
  });
});
