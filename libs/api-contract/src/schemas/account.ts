/**
 * The account area's own record (issue #14): `GET /api/account`, the name, e-mail, password and
 * newsletter changes and closing the account. Form rules (Japanese messages) come from
 * `@shop/validation` and the address schemas; these schemas add the wire shape.
 */
import {
  CancelMembershipSchema,
  EmailChangeSchema,
  FIELD_LABELS,
  MAX_LENGTHS,
  PasswordChangeSchema,
  bail,
  maxLength,
  required,
  singleLine,
} from '@shop/validation';
import * as v from 'valibot';
import { NameKanaSchema } from './address.ts';
import { NameSchema, TimestampSchema, camelOutput, dataEnvelope, wireObject } from './common.ts';
import { OrderNumberSchema, OrderStatusSchema } from './order.ts';

/** Shown when the body is not an object at all (a broken client, not a person typing). */
const NOT_AN_OBJECT = '入力内容の形式が正しくありません';

/** What the customer's newsletter consent says, shown beside the choice and recorded with it. */
export const NEWSLETTER_WORDING =
  '新商品・セール・クーポンのお知らせをメールマガジンで受け取ります（月2回程度。いつでも配信を停止できます）。';

/** The customer's own record as the account pages show it. */
export const AccountSchema = wireObject({
  name: NameSchema,
  /** full-width katakana; null until the customer gives it */
  name_kana: v.nullable(v.string()),
  email: v.pipe(v.string(), v.email()),
  newsletter: wireObject({
    subscribed: v.boolean(),
    /** when the current choice was made; null: never chosen (not subscribed) */
    changed_at: v.nullable(TimestampSchema),
  }),
  /** an e-mail change waiting for its link to be opened, if any */
  pending_email: v.nullable(wireObject({ email: v.pipe(v.string(), v.email()), expires_at: TimestampSchema })),
  /** when the account was registered */
  created_at: TimestampSchema,
});
export type AccountWire = v.InferInput<typeof AccountSchema>;
export type Account = v.InferOutput<typeof AccountSchema>;

/** `GET /api/account` and the answer of every change: `{ data: Account }`. */
export const AccountResponseSchema = dataEnvelope(AccountSchema);

/** `PUT /api/account/name` body: the name and its furigana. */
export const AccountNameFormSchema = v.object(
  {
    name: bail(
      v.pipe(
        required(FIELD_LABELS.name),
        v.transform((input: string) => input.trim()),
        singleLine(FIELD_LABELS.name),
        maxLength(FIELD_LABELS.name, MAX_LENGTHS.name),
      ),
    ),
    name_kana: NameKanaSchema,
  },
  NOT_AN_OBJECT,
);
export const AccountNameRequestSchema = camelOutput(AccountNameFormSchema);
export type AccountNameRequestWire = v.InferInput<typeof AccountNameRequestSchema>;
export type AccountNameRequest = v.InferOutput<typeof AccountNameRequestSchema>;

/** `POST /api/account/email` body: the new address and the current password. */
export const EmailChangeRequestSchema = camelOutput(EmailChangeSchema);
export type EmailChangeRequestWire = v.InferInput<typeof EmailChangeRequestSchema>;
export type EmailChangeRequest = v.InferOutput<typeof EmailChangeRequestSchema>;

/** `POST /api/account/email/confirm` body: the token of the link mailed to the new address. */
export const EmailConfirmRequestSchema = camelOutput(
  v.object({ token: bail(v.pipe(required('確認用のリンク'), maxLength('確認用のリンク', 200))) }, NOT_AN_OBJECT),
);

/** `PUT /api/account/password` body: the current password and the new one twice. */
export const PasswordChangeRequestSchema = camelOutput(PasswordChangeSchema);
export type PasswordChangeRequestWire = v.InferInput<typeof PasswordChangeRequestSchema>;
export type PasswordChangeRequest = v.InferOutput<typeof PasswordChangeRequestSchema>;

/** `PUT /api/account/newsletter` body: subscribe or not (the wording shown is recorded with it). */
export const NewsletterRequestSchema = camelOutput(
  v.object({ subscribed: v.boolean('メールマガジンの配信を選択してください') }, NOT_AN_OBJECT),
);
export type NewsletterRequestWire = v.InferInput<typeof NewsletterRequestSchema>;
export type NewsletterRequest = v.InferOutput<typeof NewsletterRequestSchema>;

/** An order that keeps the account from being closed. */
export const BlockingOrderSchema = wireObject({ number: OrderNumberSchema, status: OrderStatusSchema, status_label: v.string() });

/** `GET /api/account/closure` → whether the account may be closed now, and the orders in the way. */
export const AccountClosureResponseSchema = dataEnvelope(
  wireObject({ closable: v.boolean(), blocking_orders: v.array(BlockingOrderSchema) }),
);
export type AccountClosureResponseWire = v.InferInput<typeof AccountClosureResponseSchema>;

/** `POST /api/account/close` body: the current password. */
export const CancelMembershipRequestSchema = camelOutput(CancelMembershipSchema);
export type CancelMembershipRequestWire = v.InferInput<typeof CancelMembershipRequestSchema>;
export type CancelMembershipRequest = v.InferOutput<typeof CancelMembershipRequestSchema>;
