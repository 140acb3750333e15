import { FALLBACK_CONFIG, fieldErrors } from '@shop/validation';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WIRE_EXAMPLES } from '../testing/wire-examples.ts';
import {
  AddressFormSchema,
  AddressRequestSchema,
  normalizePhone,
  normalizePostalCode,
  PREFECTURES,
  toFullWidthKatakana,
} from './address.ts';

const body = WIRE_EXAMPLES.addressCreate.request;

/** The per-field messages a body gets, as the server answers them in a 422. */
function errorsOf(input: unknown): Record<string, string[]> {
  const result = v.safeParse(AddressFormSchema, input, FALLBACK_CONFIG);
  return result.success ? {} : fieldErrors(result);
}

describe('normalising what a person types', () => {
  it.each([
    ['1000001', '1000001'],
    ['100-0001', '1000001'],
    ['〒100-0001', '1000001'],
    ['〒 100-0001 ', '1000001'],
    ['１００－０００１', '1000001'],
    ['１００ー０００１', '1000001'],
    ['100‐0001', '1000001'],
    ['100−0001', '1000001'],
    ['100-00', '10000'],
    ['abc', 'abc'],
  ])('the postal code %j reads as %j', (typed, normalised) => {
    expect(normalizePostalCode(typed)).toBe(normalised);
  });

  it.each([
    ['ヤマダ タロウ', 'ヤマダ\u3000タロウ'],
    ['やまだ　たろう', 'ヤマダ\u3000タロウ'],
    ['ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダ\u3000タロウ'],
    ['  ヤマダ   タロウ  ', 'ヤマダ\u3000タロウ'],
    ['ゔぁーじにあ', 'ヴァージニア'],
    ['さゝき', 'サヽキ'],
  ])('the furigana %j is stored as %j', (typed, stored) => {
    expect(toFullWidthKatakana(typed)).toBe(stored);
  });

  it.each([
    ['03-1234-5678', '03-1234-5678'],
    ['０３－１２３４－５６７８', '03-1234-5678'],
    [' 09012345678 ', '09012345678'],
    ['090ー1234ー5678', '090-1234-5678'],
  ])('the phone number %j is stored as %j', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });
});

describe('the address form', () => {
  it('stores a form typed loosely in the normalised shape, camelCased', () => {
    const typed = {
      ...body,
      name: '  山田 太郎 ',
      name_kana: 'やまだ たろう',
      postal_code: '〒１００－０００１',
      phone: '０３－１２３４－５６７８',
      building: null,
      company: undefined,
      is_default: undefined,
    };
    expect(v.parse(AddressRequestSchema, typed)).toEqual({
      name: '山田 太郎',
      nameKana: 'ヤマダ\u3000タロウ',
      postalCode: '1000001',
      prefecture: '東京都',
      city: '千代田区',
      town: '千代田',
      street: '1-1',
      building: '',
      company: '',
      phone: '03-1234-5678',
      isDefault: undefined,
    });
  });

  it('an empty body gets one Japanese message per required field, naming it', () => {
    expect(errorsOf({})).toEqual({
      name: ['お名前を入力してください'],
      name_kana: ['フリガナを入力してください'],
      postal_code: ['郵便番号を入力してください'],
      prefecture: ['都道府県を選択してください'],
      city: ['市区町村を入力してください'],
      street: ['番地を入力してください'],
      phone: ['電話番号を入力してください'],
    });
  });

  it.each([
    ['name_kana', 'Yamada', 'フリガナはカタカナで入力してください'],
    ['name_kana', '山田', 'フリガナはカタカナで入力してください'],
    ['postal_code', '100-001', '郵便番号は7桁の数字で入力してください（例: 100-0001）'],
    ['postal_code', '10000011', '郵便番号は7桁の数字で入力してください（例: 100-0001）'],
    ['postal_code', 1000001, '郵便番号を入力してください'],
    ['prefecture', '東京', '選択された都道府県は正しくありません'],
    ['phone', '03-1234-567', '電話番号は0から始まる10桁または11桁の数字で入力してください（ハイフン可）'],
    ['phone', '090-1234-56789', '電話番号は0から始まる10桁または11桁の数字で入力してください（ハイフン可）'],
    ['phone', '3-1234-56789', '電話番号は0から始まる10桁または11桁の数字で入力してください（ハイフン可）'],
    ['phone', '03--1234-5678', '電話番号は0から始まる10桁または11桁の数字で入力してください（ハイフン可）'],
    ['phone', '03-1234-5678-', '電話番号は0から始まる10桁または11桁の数字で入力してください（ハイフン可）'],
    ['phone', '+81-3-1234-5678', '電話番号は0から始まる10桁または11桁の数字で入力してください（ハイフン可）'],
    ['name', 'あ'.repeat(51), 'お名前は50文字以下で入力してください'],
    ['building', 'あ'.repeat(101), '建物名・部屋番号は100文字以下で入力してください'],
    ['street', '1-1\n2', '番地に改行や制御文字は使用できません'],
    ['company', 42, '会社名は文字列で入力してください'],
    ['is_default', 'yes', 'いつものお届け先の指定が正しくありません'],
  ])('%s %j is refused: %s', (field, value, message) => {
    expect(errorsOf({ ...body, [field]: value })).toEqual({ [field]: [message] });
  });

  it('a name of 50 characters counts code points (𠮷 is one character)', () => {
    expect(errorsOf({ ...body, name: '𠮷'.repeat(50) })).toEqual({});
  });

  it('town, building and company may be left out; the rest may not', () => {
    const { town: _town, building: _building, company: _company, ...rest } = body;
    expect(errorsOf(rest)).toEqual({});
  });

  it('a body that is not an object gets one message for the whole form', () => {
    expect(errorsOf('山田 太郎')).toEqual({ _form: ['入力内容の形式が正しくありません'] });
  });
});

describe('PREFECTURES', () => {
  it('lists the 47 prefectures once each, from 北海道 to 沖縄県', () => {
    expect([PREFECTURES.length, new Set(PREFECTURES).size, PREFECTURES[0], PREFECTURES[12], PREFECTURES[46]]).toEqual([
      47,
      47,
      '北海道',
      '東京都',
      '沖縄県',
    ]);
  });
});
