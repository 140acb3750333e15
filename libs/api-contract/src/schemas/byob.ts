/**
 * BYOB requests (持ち込みプリント, issue #15): `POST /api/byob_requests` (a guest or a customer asks for
 * a quote to print on garments they bring) and the customer's requests `/api/custom_orders…`.
 *
 * The request form is split into the storefront's three steps (`BYOB_GARMENT_STEP`, `BYOB_PRINT_STEP`,
 * `BYOB_CONTACT_STEP`: `/byob/ask`, `/ask_2`, `/ask_3`), each a valibot object with Japanese messages
 * naming the field; the body of the POST is the three together. The value lists are the domain's
 * (@shop/order-domain `byob.ts`), written out here because the contract cannot import the domain
 * (the server's tests hold the two together). The rules that need more than one field or the
 * calendar (pieces in all, the wanted date) are the domain's and the server answers them as 422 too.
 */
import { bail, email, maxLength, oneOf, required, singleLine } from '@shop/validation';
import * as v from 'valibot';
import {
  IdSchema,
  IsoDateSchema,
  MAX_DB_INTEGER,
  QuantitySchema,
  TimestampSchema,
  UuidSchema,
  YenSchema,
  camelOutput,
  dataEnvelope,
  listEnvelope,
  wireObject,
} from './common.ts';

export const BYOB_STATUS_VALUES = ['received', 'quoted', 'accepted', 'cancelled'] as const;
export const BYOB_GARMENT_KIND_VALUES = ['tshirt', 'longsleeve', 'polo', 'sweat', 'hoodie', 'jacket', 'tote', 'other'] as const;
export const BYOB_MATERIAL_VALUES = ['cotton', 'polyester', 'blend', 'nylon', 'other'] as const;
export const BYOB_SIZE_VALUES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'F'] as const;
export const BYOB_PLACEMENT_VALUES = ['front', 'back', 'left_chest', 'right_chest', 'left_sleeve', 'right_sleeve'] as const;
export const BYOB_ARRIVAL_METHOD_VALUES = ['parcel', 'drop_off'] as const;

/** `BY-2026-000123`. */
export const ByobNumberSchema = v.pipe(v.string(), v.regex(/^BY-\d{4}-\d{6,15}$/));

/** Maximum lengths in characters. */
export const BYOB_MAX_LENGTHS = { colors: 100, placement_note: 200, name: 50, email: 255, phone: 20, notes: 1000 } as const;

/** Japanese field labels, keyed by wire name. */
export const BYOB_FIELD_LABELS = {
  garment_kind: 'アイテムの種類',
  material: '素材',
  colors: 'ボディの色',
  quantities: 'サイズ・枚数',
  print_method_id: 'プリント方法',
  placements: 'プリント位置',
  placement: 'プリント位置',
  file_uuid: 'プリントデータ',
  note: 'ご要望',
  name: 'お名前',
  email: 'メールアドレス',
  phone: '電話番号',
  arrival_method: 'お品物の送り方',
  arrival_date: 'お品物の到着予定日',
  wanted_date: 'ご希望納期',
  notes: '備考',
} as const;

const L = BYOB_FIELD_LABELS;
const CONTROL_NOT_NEWLINE = /[^\P{Cc}\n\t]/u;
const PHONE_SHAPE = /^0\d*(-\d+)*$/;
const HYPHENS = /[-\u2010-\u2015\u2212\u30FC\uFF70]/g;

const trim = v.transform((input: string) => input.trim());

function requiredLine(label: string, max: number) {
  return bail(v.pipe(required(label), trim, singleLine(label), maxLength(label, max)));
}

function optionalText(label: string, max: number) {
  return bail(
    v.pipe(
      v.optional(v.nullable(v.string(`${label}は文字列で入力してください`)), ''),
      v.transform((s: string | null) => (s ?? '').replace(/\r\n?/g, '\n').trim()),
      v.check((s: string) => !CONTROL_NOT_NEWLINE.test(s), `${label}に制御文字は使用できません`),
      maxLength(label, max),
    ),
  );
}

function choice<const T extends readonly string[]>(label: string, values: T) {
  return bail(v.pipe(required(label, { select: true }), oneOf(label, values)));
}

/** A calendar date that exists (`2026-02-30` is refused, not stored). */
const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

function dateField(label: string) {
  const message = `${label}を日付（例: 2026-12-01）で入力してください`;
  return bail(v.pipe(required(label), v.isoDate(message), v.check(isRealDate, message)));
}

/** Pieces of one size: a whole number 0–9999 (0 rows are dropped by the server). */
export const ByobQuantitySchema = v.object(
  {
    size: choice('サイズ', BYOB_SIZE_VALUES),
    quantity: v.pipe(
      v.number(`${L.quantities}は数字で入力してください`),
      v.safeInteger(`${L.quantities}は整数で入力してください`),
      v.minValue(0, `${L.quantities}は0以上で入力してください`),
      v.maxValue(9999, `${L.quantities}は9999以下で入力してください`),
    ),
  },
  `${L.quantities}の形式が正しくありません`,
);

/** One print: where, the artwork (an upload of `/api/files`, or none to send later) and what to do. */
export const ByobPlacementSchema = camelOutput(
  v.object(
    {
      placement: choice(L.placement, BYOB_PLACEMENT_VALUES),
      file_uuid: v.optional(v.nullable(v.pipe(v.string(), v.uuid(`${L.file_uuid}の指定が正しくありません`))), null),
      note: optionalText(L.note, BYOB_MAX_LENGTHS.placement_note),
    },
    `${L.placements}の形式が正しくありません`,
  ),
);

/** `/byob/ask`: the garments. */
export const BYOB_GARMENT_STEP = {
  garment_kind: choice(L.garment_kind, BYOB_GARMENT_KIND_VALUES),
  material: choice(L.material, BYOB_MATERIAL_VALUES),
  colors: requiredLine(L.colors, BYOB_MAX_LENGTHS.colors),
  quantities: v.pipe(
    v.array(ByobQuantitySchema, `${L.quantities}を入力してください`),
    v.minLength(1, `${L.quantities}を入力してください`),
    v.maxLength(BYOB_SIZE_VALUES.length, `${L.quantities}の指定が多すぎます`),
  ),
};

/** `/byob/ask_2`: the print. */
export const BYOB_PRINT_STEP = {
  print_method_id: v.pipe(
    v.number(`${L.print_method_id}を選択してください`),
    v.safeInteger(`${L.print_method_id}を選択してください`),
    v.minValue(1, `${L.print_method_id}を選択してください`),
    v.maxValue(MAX_DB_INTEGER, `${L.print_method_id}を選択してください`),
  ),
  placements: v.pipe(
    v.array(ByobPlacementSchema, `${L.placements}を選択してください`),
    v.minLength(1, `${L.placements}を1か所以上選択してください`),
    v.maxLength(BYOB_PLACEMENT_VALUES.length, `${L.placements}の指定が多すぎます`),
  ),
};

const phoneField = bail(
  v.pipe(
    required(L.phone),
    v.transform((s: string) => s.normalize('NFKC').trim().replace(HYPHENS, '-')),
    v.check((s: string) => {
      const digits = s.replaceAll('-', '').length;
      return PHONE_SHAPE.test(s) && digits >= 10 && digits <= 11;
    }, `${L.phone}は0から始まる10桁または11桁の数字で入力してください（ハイフン可）`),
  ),
);

/** `/byob/ask_3`: who asks, how and when the garments arrive, when the prints are wanted. */
export const BYOB_CONTACT_STEP = {
  name: requiredLine(L.name, BYOB_MAX_LENGTHS.name),
  email: bail(v.pipe(required(L.email), trim, email(L.email), maxLength(L.email, BYOB_MAX_LENGTHS.email))),
  phone: phoneField,
  arrival_method: choice(L.arrival_method, BYOB_ARRIVAL_METHOD_VALUES),
  arrival_date: dateField(L.arrival_date),
  wanted_date: dateField(L.wanted_date),
  notes: optionalText(L.notes, BYOB_MAX_LENGTHS.notes),
};

const NOT_AN_OBJECT = '入力内容の形式が正しくありません';

export const ByobGarmentStepSchema = v.object(BYOB_GARMENT_STEP, NOT_AN_OBJECT);
export const ByobPrintStepSchema = v.object(BYOB_PRINT_STEP, NOT_AN_OBJECT);
export const ByobContactStepSchema = v.object(BYOB_CONTACT_STEP, NOT_AN_OBJECT);

/** The whole request form (wire keys): the body of `POST /api/byob_requests`. */
export const ByobRequestFormSchema = v.object({ ...BYOB_GARMENT_STEP, ...BYOB_PRINT_STEP, ...BYOB_CONTACT_STEP }, NOT_AN_OBJECT);
export type ByobRequestFormInput = v.InferInput<typeof ByobRequestFormSchema>;

/** `POST /api/byob_requests` body (camelCase output). */
export const ByobRequestCreateSchema = camelOutput(ByobRequestFormSchema);
export type ByobRequestCreateWire = v.InferInput<typeof ByobRequestCreateSchema>;
export type ByobRequestCreate = v.InferOutput<typeof ByobRequestCreateSchema>;

/** `POST /api/byob_requests` (201) → the number the mail repeats. */
export const ByobRequestCreatedResponseSchema = dataEnvelope(wireObject({ number: ByobNumberSchema, email: v.string() }));

/** The operator's quote: the price of everything (yen, tax included), business days after arrival, a note. */
export const ByobQuoteSchema = wireObject({
  price: YenSchema,
  /** consumption tax the price contains */
  tax: YenSchema,
  lead_days: QuantitySchema,
  note: v.string(),
  quoted_at: TimestampSchema,
});

/** A customer's request as `/myaccount/custom_order/{number}` shows it; labels are Japanese. */
export const CustomOrderSchema = wireObject({
  number: ByobNumberSchema,
  status: v.picklist(BYOB_STATUS_VALUES),
  status_label: v.string(),
  garment_kind: v.picklist(BYOB_GARMENT_KIND_VALUES),
  garment_kind_label: v.string(),
  material: v.picklist(BYOB_MATERIAL_VALUES),
  material_label: v.string(),
  colors: v.string(),
  quantities: v.array(wireObject({ size: v.picklist(BYOB_SIZE_VALUES), size_label: v.string(), quantity: QuantitySchema })),
  /** pieces in all */
  quantity: QuantitySchema,
  print_method: wireObject({ id: IdSchema, name: v.string() }),
  placements: v.array(
    wireObject({
      placement: v.picklist(BYOB_PLACEMENT_VALUES),
      placement_label: v.string(),
      file_uuid: v.nullable(UuidSchema),
      note: v.string(),
    }),
  ),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  arrival_method: v.picklist(BYOB_ARRIVAL_METHOD_VALUES),
  arrival_method_label: v.string(),
  arrival_date: IsoDateSchema,
  wanted_date: IsoDateSchema,
  notes: v.string(),
  /** null until the operator quotes */
  quote: v.nullable(ByobQuoteSchema),
  /** the estimate made when the quote was accepted */
  estimate_number: v.nullable(v.string()),
  created_at: TimestampSchema,
});
export type CustomOrderWire = v.InferInput<typeof CustomOrderSchema>;
export type CustomOrder = v.InferOutput<typeof CustomOrderSchema>;

/** `GET /api/custom_orders` → the customer's requests, newest first. */
export const CustomOrderListResponseSchema = listEnvelope(CustomOrderSchema);
export type CustomOrderListResponse = v.InferOutput<typeof CustomOrderListResponseSchema>;

/** `GET /api/custom_orders/:number` → `{ data: CustomOrder }`. */
export const CustomOrderResponseSchema = dataEnvelope(CustomOrderSchema);
export type CustomOrderResponse = v.InferOutput<typeof CustomOrderResponseSchema>;

/**
 * `POST /api/custom_orders/:number/claim` body: the token of the mailed link of a guest's request
 * (`?token=` in the link). A logged-in customer sending it makes the request theirs, once.
 */
const CLAIM_LINK_BROKEN = 'ご依頼のリンクが正しくありません。メールに記載のリンクをそのまま開いてください。';

export const CustomOrderClaimSchema = wireObject({
  /** the 20–100 URL-safe characters of the mailed link's `?token=` */
  token: v.pipe(v.string(CLAIM_LINK_BROKEN), v.regex(/^[A-Za-z0-9_-]{20,100}$/, CLAIM_LINK_BROKEN)),
});

/** `POST /api/custom_orders/:number/accept` (201) → the estimate made of the quote, now in the cart. */
export const CustomOrderAcceptResponseSchema = dataEnvelope(wireObject({ estimate_number: v.string(), cart_estimate_id: IdSchema }));
