import { describe, expect, it } from 'vitest';
import { CARD_BRANDS } from './card-brand.ts';
import { checkCardNumber } from './card-number.ts';
import { sandboxOutcome, TEST_CARD_NUMBERS, TEST_CARDS } from './test-cards.ts';

describe('the sandbox test cards', () => {
  it('every test number passes the card checks as the brand it is listed under', () => {
    for (const card of TEST_CARDS) {
      expect(checkCardNumber(card.number)).toEqual({
        ok: true,
        value: { digits: card.number, brand: card.brand, last4: card.number.slice(-4) },
      });
    }
  });

  it('has a success card for each of the five brands, a decline, insufficient funds, an expired card and a 3-D Secure JCB', () => {
    expect(TEST_CARDS.filter((c) => c.outcome === 'success').map((c) => c.brand)).toEqual(CARD_BRANDS);
    expect(TEST_CARDS.filter((c) => c.outcome !== 'success').map((c) => [c.outcome, c.brand])).toEqual([
      ['card_declined', 'visa'],
      ['insufficient_funds', 'visa'],
      ['expired_card', 'visa'],
      ['challenge', 'jcb'],
    ]);
    expect(new Set(TEST_CARDS.map((c) => c.number)).size).toBe(TEST_CARDS.length);
  });

  it('decides the outcome from the number; any other number succeeds (a sandbox)', () => {
    expect(sandboxOutcome(TEST_CARD_NUMBERS.declined)).toBe('card_declined');
    expect(sandboxOutcome(TEST_CARD_NUMBERS.insufficientFunds)).toBe('insufficient_funds');
    expect(sandboxOutcome(TEST_CARD_NUMBERS.expired)).toBe('expired_card');
    expect(sandboxOutcome(TEST_CARD_NUMBERS.challenge)).toBe('challenge');
    expect(sandboxOutcome(TEST_CARD_NUMBERS.amex)).toBe('success');
    expect(sandboxOutcome('4111111111111111')).toBe('success');
  });
});
