import { describe, expect, it } from 'vitest';
import { htmlToText, pageSuffix } from './text.ts';

describe('plain text of server HTML', () => {
  it.each([
    [
      '<h2>インクジェットの特徴</h2>\n<p>1枚から<strong>フルカラー</strong>で刷れます。</p>',
      'インクジェットの特徴 1枚から フルカラー で刷れます。',
    ],
    ['<p>A &amp; B &lt;C&gt; &quot;D&quot; &#39;E&#39; &#x3042;</p>', 'A & B <C> "D" \'E\' あ'],
    ['<p>&unknown; stays</p>', '&unknown; stays'],
    ['<style>p{}</style><p>本文</p>', '本文'],
    ['', ''],
    // The FAQ and glossary pages' cases (they had a copy of this function).
    ['<p>はい。<strong>1枚</strong>から</p>\n<p>注文できます</p>', 'はい。 1枚 から 注文できます'],
    ['<p>A &amp; B &lt;C&gt; &quot;D&quot; &#39;E&#39; &#x1F600;</p>', 'A & B <C> "D" \'E\' 😀'],
    ['<p>&unknown; &#0;</p>', '&unknown; &#0;'],
  ])('%s reads as %s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('list page titles', () => {
  it.each([
    [1, ''],
    [2, '（2ページ目）'],
    [12, '（12ページ目）'],
  ])('page %i gets the suffix %j', (page, suffix) => {
    expect(pageSuffix(page)).toBe(suffix);
  });
});
