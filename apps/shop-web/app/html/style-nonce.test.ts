import { afterEach, describe, expect, it } from 'vitest';
import { shareStyleNonce, type StyleNonceHost } from './style-nonce.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('shareStyleNonce', () => {
  it("hands the nonce of React Router's inline scripts to get-nonce's global", () => {
    document.head.innerHTML = '<script type="application/ld+json">{}</script>';
    document.body.innerHTML = '<script nonce="bm9uY2UtMTIzNDU2Nzg5MA==">window.x = 1;</script>';
    const host: StyleNonceHost = {};
    expect(shareStyleNonce(document, host)).toBe('bm9uY2UtMTIzNDU2Nzg5MA==');
    expect(host.__webpack_nonce__).toBe('bm9uY2UtMTIzNDU2Nzg5MA==');
  });

  it('leaves the global alone on a page without a nonce', () => {
    document.body.innerHTML = '<script>window.x = 1;</script>';
    const host: StyleNonceHost = {};
    expect(shareStyleNonce(document, host)).toBeUndefined();
    expect('__webpack_nonce__' in host).toBe(false);
  });
});
