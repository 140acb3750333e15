/**
 * The customer's address book (`/api/addresses`) and the postal-code lookup (`/api/postal_codes/:code`).
 *
 * The body schema is also the form's: every rule has its own Japanese message naming the field, and
 * what a person types is normalised before it is checked, so the server stores one form of each value:
 * - `postal_code`: full-width digits, `〒`, spaces and any hyphen (`-`, `－`, `ー`, `‐`…) are accepted and
 *   stored as 7 half-width digits (`〒１００－０００１` → `1000001`).
 * - `name_kana`: katakana, stored full-width. Hiragana and half-width katakana are accepted and converted
 *   (`やまだ たろう`, `ﾔﾏﾀﾞ ﾀﾛｳ` → `ヤマダ\u3000タロウ`): a furigana field is typed in either, and refusing
 *   hiragana would only make the shopper retype it. Spaces become one full-width space.
 * - `phone`: full-width digits and hyphens accepted; stored half-width with the hyphens the shopper put.
 * - Every text is trimmed; line breaks and control characters are refused (they would break a label).
 */
import { bail, maxLength, oneOf, required, singleLine } from '@shop/validation';
import * as v from 'valibot';
import { IdSchema, TimestampSchema, camelOutput, dataEnvelope, listEnvelope, wireObject } from './common.ts';

/** The 47 prefectures in their official order (JIS X 0401 codes 01–47), as the prefecture select lists them. */
export const PREFECTURES = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
] as const;
export type Prefecture = (typeof PREFECTURES)[number];

/** The most addresses one customer may keep (a 21st is refused with 422). */
export const MAX_ADDRESSES = 20;

/** Maximum lengths in characters. */
export const ADDRESS_MAX_LENGTHS = { name: 50, name_kana: 50, city: 50, town: 50, street: 50, building: 100, company: 100 } as const;

/** Japanese field labels, keyed by wire name. */
export const ADDRESS_FIELD_LABELS = {
  name: 'お名前',
  name_kana: 'フリガナ',
  postal_code: '郵便番号',
  prefecture: '都道府県',
  city: '市区町村',
  town: '町域',
  street: '番地',
  building: '建物名・部屋番号',
  company: '会社名',
  phone: '電話番号',
  is_default: 'いつものお届け先',
} as const;

const L = ADDRESS_FIELD_LABELS;

/** Hyphens and dashes people type between digits (ASCII, Unicode dashes, minus, the katakana long-vowel mark). */
const HYPHENS = /[-\u2010-\u2015\u2212\u30FC\uFF70]/g;

/**
 * A typed postal code as 7 half-width digits when it is one (`〒１００－０００１` → `1000001`),
 * otherwise the input with those marks removed (which then fails `/^\d{7}$/`).
 */
export function normalizePostalCode(input: string): string {
  return input
    .normalize('NFKC')
    .replace(/[〒\s]/gu, '')
    .replace(HYPHENS, '');
}

/** Katakana for a furigana field: hiragana and half-width katakana converted, spaces as one full-width space. */
export function toFullWidthKatakana(input: string): string {
  return input
    .normalize('NFKC') // half-width katakana → full-width, 'ｶﾞ' → 'ガ'; U+3000 → ' '
    .replace(/[\u3041-\u3096\u309D\u309E]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) + 0x60))
    .trim()
    .replace(/\s+/gu, '\u3000');
}

/** A phone number with full-width digits and any hyphen made half-width, trimmed. */
export function normalizePhone(input: string): string {
  return input.normalize('NFKC').trim().replace(HYPHENS, '-');
}

/** 7 digits. */
const POSTAL_CODE = /^\d{7}$/;
/** Full-width katakana words separated by one full-width space. */
const KATAKANA = /^[\u30A1-\u30FA\u30FC\u30FD\u30FE\u30FB]+(\u3000[\u30A1-\u30FA\u30FC\u30FD\u30FE\u30FB]+)*$/u;
/** Digits and single hyphens, starting with 0 and ending with a digit. */
const PHONE_SHAPE = /^0\d*(-\d+)*$/;
const POSTAL_CODE_MESSAGE = `${L.postal_code}は7桁の数字で入力してください（例: 100-0001）`;

const trim = v.transform((input: string) => input.trim());

/** A required text field: trimmed, one line, at most `max` characters. */
function requiredText(label: string, max: number) {
  return bail(v.pipe(required(label), trim, singleLine(label), maxLength(label, max)));
}

/** An optional text field: missing or null reads as '', trimmed, one line, at most `max` characters. */
function optionalText(label: string, max: number) {
  return bail(
    v.pipe(
      v.optional(v.nullable(v.string(`${label}は文字列で入力してください`)), ''),
      v.transform((input: string | null) => (input ?? '').trim()),
      singleLine(label),
      maxLength(label, max),
    ),
  );
}

/** A postal code as typed, normalised to 7 digits (`〒１００－０００１` → `1000001`), with its Japanese messages. */
export const PostalCodeSchema = bail(
  v.pipe(required(L.postal_code), v.transform(normalizePostalCode), v.regex(POSTAL_CODE, POSTAL_CODE_MESSAGE)),
);

const prefectureField = bail(v.pipe(required(L.prefecture, { select: true }), oneOf(L.prefecture, PREFECTURES)));

/** A furigana field (フリガナ): converted to full-width katakana, then checked (also the account's name). */
export const NameKanaSchema = bail(
  v.pipe(
    required(L.name_kana),
    v.transform(toFullWidthKatakana),
    v.regex(KATAKANA, `${L.name_kana}はカタカナで入力してください`),
    maxLength(L.name_kana, ADDRESS_MAX_LENGTHS.name_kana),
  ),
);

const phoneField = bail(
  v.pipe(
    required(L.phone),
    v.transform(normalizePhone),
    v.check((input: string) => {
      const digits = input.replaceAll('-', '').length;
      return PHONE_SHAPE.test(input) && digits >= 10 && digits <= 11;
    }, `${L.phone}は0から始まる10桁または11桁の数字で入力してください（ハイフン可）`),
  ),
);

/** Shown when the body is not an object at all (a broken client, not a person typing). */
const NOT_AN_OBJECT = '入力内容の形式が正しくありません';

/**
 * The address form (wire keys): the body of `POST /api/addresses` and `PUT /api/addresses/:id`.
 * `is_default: true` makes it the default address; left out, a new address is not the default
 * (unless it is the first) and an edited one keeps its state. The default stays the default until
 * another address is made the default (an explicit `false` on it is ignored).
 */
export const AddressFormSchema = v.object(
  {
    name: requiredText(L.name, ADDRESS_MAX_LENGTHS.name),
    name_kana: NameKanaSchema,
    postal_code: PostalCodeSchema,
    prefecture: prefectureField,
    city: requiredText(L.city, ADDRESS_MAX_LENGTHS.city),
    // Some places have no town name (東京都利島村, a 「以下に掲載がない場合」 code): the street follows the city.
    town: optionalText(L.town, ADDRESS_MAX_LENGTHS.town),
    street: requiredText(L.street, ADDRESS_MAX_LENGTHS.street),
    building: optionalText(L.building, ADDRESS_MAX_LENGTHS.building),
    company: optionalText(L.company, ADDRESS_MAX_LENGTHS.company),
    phone: phoneField,
    is_default: v.optional(v.boolean(`${L.is_default}の指定が正しくありません`)),
  },
  NOT_AN_OBJECT,
);

/** `POST /api/addresses` and `PUT /api/addresses/:id` body (camelCase output). */
export const AddressRequestSchema = camelOutput(AddressFormSchema);
export type AddressRequestWire = v.InferInput<typeof AddressRequestSchema>;
export type AddressRequest = v.InferOutput<typeof AddressRequestSchema>;

/** One saved address; `building`, `company` and `town` are '' when there is none. */
export const AddressSchema = wireObject({
  id: IdSchema,
  name: v.string(),
  name_kana: v.string(),
  postal_code: v.pipe(v.string(), v.regex(POSTAL_CODE)),
  prefecture: v.picklist(PREFECTURES),
  city: v.string(),
  town: v.string(),
  street: v.string(),
  building: v.string(),
  company: v.string(),
  phone: v.string(),
  is_default: v.boolean(),
  updated_at: TimestampSchema,
});
export type AddressWire = v.InferInput<typeof AddressSchema>;
export type Address = v.InferOutput<typeof AddressSchema>;

/** `GET /api/addresses` → `{ data: Address[] }`: the default first, then the newest first. */
export const AddressListResponseSchema = listEnvelope(AddressSchema);

/** `POST /api/addresses` (201), `PUT /api/addresses/:id` → `{ data: Address }`. */
export const AddressResponseSchema = dataEnvelope(AddressSchema);

/** What a postal code stands for: a code may cover several towns, even in two prefectures. `town` may be ''. */
export const PostalAddressSchema = wireObject({
  postal_code: v.pipe(v.string(), v.regex(POSTAL_CODE)),
  prefecture: v.picklist(PREFECTURES),
  city: v.string(),
  town: v.string(),
});
export type PostalAddress = v.InferOutput<typeof PostalAddressSchema>;

/** `GET /api/postal_codes/:code` → `{ data: PostalAddress[] }` (at least one; 404 when the code is unknown). */
export const PostalCodeResponseSchema = listEnvelope(PostalAddressSchema);
