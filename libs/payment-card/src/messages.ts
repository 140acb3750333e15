/**
 * Japanese messages of the card form, one per field and refusal (never a generic one), written for
 * the shopper: what is wrong and what to do.
 */
import { CARD_BRAND_NAMES, CARD_BRANDS } from './brand-names.ts';
import type { CardFormErrors, CvcError, HolderNameError } from './card-form.ts';
import type { CardNumberError } from './card-number.ts';
import type { ExpiryError } from './expiry.ts';

const ACCEPTED = CARD_BRANDS.map((brand) => CARD_BRAND_NAMES[brand]).join('・');

/** The message for a card-number refusal. */
export function cardNumberMessage(error: CardNumberError): string {
  switch (error.type) {
    case 'required':
      return 'カード番号を入力してください。';
    case 'not_digits':
      return 'カード番号は数字で入力してください。';
    case 'unsupported_brand':
      return `このカードはご利用いただけません。${ACCEPTED}のカードをご利用ください。`;
    case 'wrong_length':
      return 'カード番号の桁数が正しくありません。カードに記載の番号をすべて入力してください。';
    case 'invalid':
      return 'カード番号に誤りがあります。カードに記載の番号をご確認ください。';
  }
}

/** The message for an expiry refusal. */
export function expiryMessage(error: ExpiryError): string {
  switch (error.type) {
    case 'month_required':
      return '有効期限の月を入力してください。';
    case 'year_required':
      return '有効期限の年を入力してください。';
    case 'month_invalid':
      return '有効期限の月は01〜12で入力してください。';
    case 'year_invalid':
      return '有効期限の年が正しくありません。カードに記載の年（西暦の下2桁）を入力してください。';
    case 'expired':
      return 'このカードは有効期限が切れています。有効期限内のカードをご利用ください。';
  }
}

/** The message for a security-code refusal. */
export function cvcMessage(error: CvcError): string {
  if (error.type === 'required') return 'セキュリティコードを入力してください。';
  return error.length === null
    ? 'セキュリティコードは3桁または4桁の数字で入力してください。'
    : `セキュリティコードは${error.length}桁の数字で入力してください。`;
}

/** The message for a refusal of the name on the card. */
export function holderNameMessage(error: HolderNameError): string {
  switch (error.type) {
    case 'required':
      return 'カード名義を入力してください。';
    case 'too_long':
      return 'カード名義が長すぎます。カードに記載のとおり入力してください。';
    case 'not_latin':
      return 'カード名義はカードに記載のとおり半角英字で入力してください（例: TARO YAMADA）。';
  }
}

/** Every refusal of the card form as Japanese messages, keyed by field. */
export function cardFormMessages(errors: CardFormErrors): {
  number?: string;
  expMonth?: string;
  expYear?: string;
  cvc?: string;
  name?: string;
} {
  const messages: { number?: string; expMonth?: string; expYear?: string; cvc?: string; name?: string } = {};
  if (errors.number) messages.number = cardNumberMessage(errors.number);
  if (errors.expMonth) messages.expMonth = expiryMessage(errors.expMonth);
  if (errors.expYear) messages.expYear = expiryMessage(errors.expYear);
  if (errors.cvc) messages.cvc = cvcMessage(errors.cvc);
  if (errors.name) messages.name = holderNameMessage(errors.name);
  return messages;
}

/** Why a card issuer refused a payment (the PaymentGateway port's DeclineCode). */
export type CardDeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'authentication_failed';

/** What the shopper reads when the card was refused, and what to do next. */
export const CARD_DECLINE_MESSAGES: Readonly<Record<CardDeclineCode, string>> = Object.freeze({
  card_declined: 'カード会社によりお支払いが承認されませんでした。別のカードをご利用いただくか、カード会社にお問い合わせください。',
  insufficient_funds: 'ご利用可能枠が不足しているため、お支払いが承認されませんでした。別のカードをご利用ください。',
  expired_card: 'カードの有効期限が切れているため、お支払いが承認されませんでした。有効期限内のカードをご利用ください。',
  authentication_failed:
    '本人認証（3Dセキュア）が完了しなかったため、お支払いできませんでした。もう一度お試しいただくか、別のカードをご利用ください。',
});
