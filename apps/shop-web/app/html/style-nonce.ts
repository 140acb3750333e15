/**
 * Lets the one library that adds a `<style>` element at run time take the page's CSP nonce: Radix
 * Dialog's scroll lock (react-remove-scroll through react-style-singleton) asks `get-nonce`, which
 * answers the global `__webpack_nonce__` (a webpack convention; Vite leaves the name alone, so the
 * global is read as is). Without it, opening a drawer breaks the style-src policy (no
 * 'unsafe-inline' for <style> elements; apps/shop-server http/security-headers.ts).
 *
 * The nonce is taken from a script React Router rendered with it: browsers hide the attribute from
 * the DOM once the policy applies, but keep it readable as the element's `nonce` property.
 */

/** The window field get-nonce reads. */
export interface StyleNonceHost {
  __webpack_nonce__?: string;
}

/** Copies the page's CSP nonce to `host.__webpack_nonce__`; returns it (undefined when the page has none). */
export function shareStyleNonce(doc: Document, host: StyleNonceHost): string | undefined {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  const nonce = script ? script.nonce || script.getAttribute('nonce') || undefined : undefined;
  if (nonce) host.__webpack_nonce__ = nonce;
  return nonce;
}
