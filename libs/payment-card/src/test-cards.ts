/**
 * The sandbox gateway's test card numbers and what each one does (README "Test cards"). Any future
 * expiry and any security code of the brand's length work with each. A number that is not listed
 * here but passes the checks is simply authorised (a sandbox).
 */
import type { CardBrand } from './card-brand.ts';

/** What authorising a test card ends in. */
export type TestCardOutcome =
  | 'success'
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  /** 3-D Secure: the shopper is sent to the gateway's challenge page first. */
  | 'challenge';

export interface TestCard {
  /** ASCII digits */
  readonly number: string;
  readonly brand: CardBrand;
  readonly outcome: TestCardOutcome;
  /** What it is for, in Japanese (shown in the README and on the sandbox's pages). */
  readonly description: string;
}

/** The test numbers by purpose. */
export const TEST_CARD_NUMBERS = Object.freeze({
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  jcb: '3566002020360505',
  amex: '378282246310005',
  diners: '36227206271667',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  /** JCB with a 3-D Secure challenge. */
  challenge: '3530111333300000',
});

/** Every test card, in the order the README lists them. */
export const TEST_CARDS: readonly TestCard[] = Object.freeze([
  { number: TEST_CARD_NUMBERS.visa, brand: 'visa', outcome: 'success', description: '承認（Visa）' },
  { number: TEST_CARD_NUMBERS.mastercard, brand: 'mastercard', outcome: 'success', description: '承認（マスターカード）' },
  { number: TEST_CARD_NUMBERS.jcb, brand: 'jcb', outcome: 'success', description: '承認（JCB）' },
  { number: TEST_CARD_NUMBERS.amex, brand: 'amex', outcome: 'success', description: '承認（アメリカン・エキスプレス）' },
  { number: TEST_CARD_NUMBERS.diners, brand: 'diners', outcome: 'success', description: '承認（ダイナースクラブ）' },
  { number: TEST_CARD_NUMBERS.declined, brand: 'visa', outcome: 'card_declined', description: '拒否（カード会社が承認しない）' },
  { number: TEST_CARD_NUMBERS.insufficientFunds, brand: 'visa', outcome: 'insufficient_funds', description: '拒否（利用可能枠不足）' },
  { number: TEST_CARD_NUMBERS.expired, brand: 'visa', outcome: 'expired_card', description: '拒否（有効期限切れ）' },
  { number: TEST_CARD_NUMBERS.challenge, brand: 'jcb', outcome: 'challenge', description: '3Dセキュア認証あり（認証画面を経て承認）' },
] satisfies TestCard[]);

const OUTCOME_BY_NUMBER: ReadonlyMap<string, TestCardOutcome> = new Map(TEST_CARDS.map((card) => [card.number, card.outcome]));

/** The outcome of a card number in the sandbox: its test card's, or `success` for any other number. */
export function sandboxOutcome(digits: string): TestCardOutcome {
  return OUTCOME_BY_NUMBER.get(digits) ?? 'success';
}
