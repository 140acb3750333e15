import { CARD_DECLINE_CODES } from '@shop/api-contract';
import { CARD_DECLINE_MESSAGES } from '@shop/payment-card';
import { describe, expect, it } from 'vitest';

// The contract (type:util) cannot import payment-card, so the decline codes are written out in both;
// the server, which imports both, holds them together. (Order, payment and data-check statuses are
// the contract's lists alone: order-domain imports them.)
describe('the wire values of orders are the domain’s', () => {
  it('every decline code the contract names has a Japanese message saying what to do', () => {
    expect(Object.keys(CARD_DECLINE_MESSAGES).sort()).toEqual([...CARD_DECLINE_CODES].sort());
  });
});
