/**
 * Catalogue prices inside help pages' Markdown. Authors never type a yen amount; they write
 *
 * - a fenced block whose language names a price view, rendered by the storefront from catalogue
 *   data: ```` ```price-table ```` (body: a print method's slug), `price-plates` (body: a method
 *   slug), `price-data-fees`, `price-example` (body: JSON `{"method","quantity","placements",
 *   "inks","repeatable","type"}`), `price-simulator`;
 * - an inline code token for an amount in a sentence: `` `price:shipping-fee` ``,
 *   `` `price:free-shipping-minimum` ``.
 *
 * The API renders Markdown with markdown-it, so a block arrives as
 * `<pre><code class="language-price-table">inkjet\n</code></pre>` and a token as `<code>price:…</code>`.
 */

/** The price views a fenced block may name. */
export const PRICE_BLOCKS = ['price-table', 'price-plates', 'price-data-fees', 'price-example', 'price-simulator'] as const;
export type PriceBlockKind = (typeof PRICE_BLOCKS)[number];

/** The inline amounts a token may name. */
export const PRICE_TOKENS = ['shipping-fee', 'free-shipping-minimum'] as const;
export type PriceTokenName = (typeof PRICE_TOKENS)[number];

/** A piece of a page: rendered HTML, or a price view with its block's text. */
export type ContentSegment = { readonly kind: 'html'; readonly html: string } | { readonly kind: PriceBlockKind; readonly body: string };

const BLOCK = /<pre><code class="language-(price-[a-z-]+)">([\s\S]*?)<\/code><\/pre>\n?/g;
const TOKEN = /<code>price:([a-z-]+)<\/code>/g;

/** Whether a page's HTML names any catalogue price (and so needs the price data). */
export function mentionsPrices(html: string): boolean {
  return /<code class="language-price-|<code>price:/.test(html);
}

/** markdown-it's escaping undone (the block's body is data, not HTML). */
function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function isPriceBlock(kind: string): kind is PriceBlockKind {
  return (PRICE_BLOCKS as readonly string[]).includes(kind);
}

/** Splits a page's HTML at its price blocks; an unknown `price-…` language stays as HTML. */
export function splitPriceBlocks(html: string): ContentSegment[] {
  const segments: ContentSegment[] = [];
  let last = 0;
  for (const match of html.matchAll(BLOCK)) {
    const [whole, kind = '', body = ''] = match;
    if (!isPriceBlock(kind)) continue;
    if (match.index > last) segments.push({ kind: 'html', html: html.slice(last, match.index) });
    segments.push({ kind, body: unescapeHtml(body).trim() });
    last = match.index + whole.length;
  }
  if (last < html.length) segments.push({ kind: 'html', html: html.slice(last) });
  return segments;
}

/**
 * Replaces each `<code>price:name</code>` token by its amount (already formatted, e.g. 「￥880」,
 * escaped here). A name without a value stays visible as written, so a typo shows instead of a gap.
 */
export function fillPriceTokens(html: string, values: Readonly<Partial<Record<PriceTokenName, string>>>): string {
  return html.replace(TOKEN, (token, name: string) => {
    const value = (values as Record<string, string | undefined>)[name];
    return value === undefined ? token : value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  });
}
