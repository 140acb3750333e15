import { describe, expect, it } from 'vitest';
import { fillPriceTokens, mentionsPrices, splitPriceBlocks } from './price-blocks.ts';

describe('price blocks in rendered Markdown', () => {
  it('splits the HTML at price blocks and unescapes their bodies', () => {
    const html =
      '<h2>料金</h2>\n<pre><code class="language-price-table">inkjet\n</code></pre>\n<p>例</p>\n' +
      '<pre><code class="language-price-example">{&quot;method&quot;: &quot;inkjet&quot;}\n</code></pre>\n';
    expect(splitPriceBlocks(html)).toEqual([
      { kind: 'html', html: '<h2>料金</h2>\n' },
      { kind: 'price-table', body: 'inkjet' },
      { kind: 'html', html: '<p>例</p>\n' },
      { kind: 'price-example', body: '{"method": "inkjet"}' },
    ]);
  });

  it('leaves an unknown price view and ordinary code as HTML', () => {
    const html = '<pre><code class="language-price-bogus">x\n</code></pre>\n<pre><code class="language-ts">1\n</code></pre>\n';
    expect(splitPriceBlocks(html)).toEqual([{ kind: 'html', html }]);
  });

  it('fills inline tokens with escaped amounts and leaves an unknown token visible', () => {
    const html = '<p><code>price:shipping-fee</code>、<code>price:free-shipping-minimum</code>以上は無料、<code>price:nope</code></p>';
    expect(fillPriceTokens(html, { 'shipping-fee': '￥880', 'free-shipping-minimum': '<b>' })).toBe(
      '<p>￥880、&lt;b>以上は無料、<code>price:nope</code></p>',
    );
  });

  it('tells pages that name prices from those that do not', () => {
    expect(mentionsPrices('<p><code>price:shipping-fee</code></p>')).toBe(true);
    expect(mentionsPrices('<pre><code class="language-price-simulator"></code></pre>')).toBe(true);
    expect(mentionsPrices('<p>送料について</p>')).toBe(false);
  });
});
