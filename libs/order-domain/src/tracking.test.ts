import { describe, expect, it } from 'vitest';
import { CARRIERS, carrierLabel, OTHER_CARRIER_LABEL, trackingUrl } from './tracking.ts';

describe('tracking links (spec §7)', () => {
  it.each([
    [1, '123456789012', 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=123456789012'],
    [2, '1234-5678-9012', 'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=123456789012'],
    [3, ' 4000 1234 5678 ', 'https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=400012345678'],
    [1, 'AB&12', 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=AB%2612'],
  ])('carrier %i with number %j links to %s', (carrier, number, url) => {
    expect(trackingUrl(carrier, number)).toBe(url);
  });

  it.each([
    [4, '123456789012'],
    [0, '123456789012'],
    [null, '123456789012'],
    [1, null],
    [1, ''],
    [2, ' - '],
  ])('carrier %j with number %j has no link', (carrier, number) => {
    expect(trackingUrl(carrier, number)).toBeNull();
  });

  it('names the three carriers in Japanese and any other code as another carrier', () => {
    expect([CARRIERS.yamato, CARRIERS.japanPost, CARRIERS.sagawa].map(carrierLabel)).toEqual(['ヤマト運輸', '日本郵便', '佐川急便']);
    expect(carrierLabel(9)).toBe(OTHER_CARRIER_LABEL);
  });
});
