/**
 * A message of an order's thread (「お問い合わせ・メッセージ」 on the order page, the back office's
 * reply box, and the body of `POST /api/orders/:number/messages` and its admin twin): plain text of
 * at most 2,000 characters. Line breaks (CR LF and CR become LF) and tabs are kept; other control
 * characters are refused, since the text goes into mails and the staff's screens; it is trimmed.
 */
import * as v from 'valibot';
import { bail, maxLength, required } from './rules.ts';

/** Limits in characters (code points). */
export const ORDER_MESSAGE_LIMITS = { bodyMax: 2000 } as const;

/** Japanese field labels, keyed by wire name. */
export const ORDER_MESSAGE_FIELD_LABELS = { body: 'メッセージ' } as const;

/** Control characters other than the line feed and the tab. */
const CONTROL_NOT_NEWLINE = /[^\P{Cc}\n\t]|[\u2028\u2029]/u;

/** Windows and old Mac line breaks as `\n`, spaces around the text removed. */
const normaliseText = v.transform((input: string) => input.replace(/\r\n?/g, '\n').trim());

const L = ORDER_MESSAGE_FIELD_LABELS;

/** The text of one message: required, no control character but line breaks and tabs, ≤ 2,000 characters. */
export const orderMessageBody = bail(
  v.pipe(
    required(L.body),
    normaliseText,
    v.check((input: string) => !CONTROL_NOT_NEWLINE.test(input), `${L.body}に制御文字は使用できません`),
    maxLength(L.body, ORDER_MESSAGE_LIMITS.bodyMax),
  ),
);

/** Shown when the body is not an object at all (a broken client, not a person typing). */
const NOT_AN_OBJECT = '入力内容の形式が正しくありません';

/** The message form (wire keys): `body`. */
export const OrderMessageFormSchema = v.object({ body: orderMessageBody }, NOT_AN_OBJECT);
export type OrderMessageFormInput = v.InferInput<typeof OrderMessageFormSchema>;
export type OrderMessageFormOutput = v.InferOutput<typeof OrderMessageFormSchema>;
