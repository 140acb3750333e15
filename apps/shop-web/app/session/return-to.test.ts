import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TO, loginHref, safeReturnTo } from './return-to.ts';

describe('return_to after login', () => {
  it.each([
    ['/myaccount', '/myaccount'],
    ['/myaccount/orders?page=2#top', '/myaccount/orders?page=2#top'],
    ['/cart', '/cart'],
    ['/product/5001-01?color=11', '/product/5001-01?color=11'],
  ])('accepts the same-origin path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/phish'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['myaccount'],
    ['/\tevil'],
    ['/login?return_to=/myaccount'],
    ['/register'],
    ['/resetpassword?token=x'],
  ])('refuses %s and falls back to the account page (no open redirect)', (value) => {
    expect(safeReturnTo(value)).toBe(DEFAULT_RETURN_TO);
  });

  it('builds the login link with the full path wanted', () => {
    expect(loginHref('/myaccount/orders?page=2')).toBe('/login?return_to=%2Fmyaccount%2Forders%3Fpage%3D2');
    expect(safeReturnTo(new URL(`https://shop.test${loginHref('/myaccount/orders?page=2')}`).searchParams.get('return_to'))).toBe(
      '/myaccount/orders?page=2',
    );
  });
});
