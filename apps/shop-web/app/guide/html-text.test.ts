import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text.ts';

describe('text of API HTML', () => {
  it.each([
    ['<p>はい。<strong>1枚</strong>から</p>\n<p>注文できます</p>', 'はい。 1枚 から 注文できます'],
    ['<p>A &amp; B &lt;C&gt; &quot;D&quot; &#39;E&#39; &#x1F600;</p>', 'A & B <C> "D" \'E\' 😀'],
    ['<p>&unknown; &#0;</p>', '&unknown; &#0;'],
    ['', ''],
  ])('%s → %s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});
