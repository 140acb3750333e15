/**
 * The receipt form (「領収書を発行する」 on an order page, issue #32, and the body of
 * `POST /api/orders/:number/receipt`): the name the receipt is made out to (宛名) and what it is for
 * (但し書き), with their Japanese messages. Both are printed on one line each, so line breaks and
 * other control characters are refused; the texts are trimmed.
 */
import * as v from 'valibot';
import { bail, maxLength, required, singleLine } from './rules.ts';

/** Limits in characters (code points). */
export const RECEIPT_LIMITS = { addresseeMax: 20, noteMax: 200 } as const;

/** What a receipt is for when the customer does not say otherwise (但し書き). */
export const RECEIPT_DEFAULT_NOTE = 'オリジナルプリント衣料品代として';

/** Japanese field labels, keyed by wire name. */
export const RECEIPT_FIELD_LABELS = { addressee: '宛名', note: '但し書き' } as const;

const trim = v.transform((input: string) => input.trim());

const oneLine = (label: string, max: number) => bail(v.pipe(required(label), trim, singleLine(label), maxLength(label, max)));

/** Shown when the body is not an object at all (a broken client, not a person typing). */
const NOT_AN_OBJECT = '入力内容の形式が正しくありません';

/** The receipt form (wire keys): 宛名 ≤ 20 characters and 但し書き ≤ 200, both required. */
export const ReceiptFormSchema = v.object(
  {
    addressee: oneLine(RECEIPT_FIELD_LABELS.addressee, RECEIPT_LIMITS.addresseeMax),
    note: oneLine(RECEIPT_FIELD_LABELS.note, RECEIPT_LIMITS.noteMax),
  },
  NOT_AN_OBJECT,
);
export type ReceiptFormInput = v.InferInput<typeof ReceiptFormSchema>;
export type ReceiptFormOutput = v.InferOutput<typeof ReceiptFormSchema>;
