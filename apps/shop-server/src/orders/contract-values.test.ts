import {
  CARD_DECLINE_CODES,
  DATA_CHECK_STATUS_VALUES,
  ORDER_STATUS_VALUES,
  PAYMENT_METHOD_VALUES,
  PAYMENT_STATUS_VALUES,
} from '@shop/api-contract';
import { DATA_CHECK_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/order-domain';
import { CARD_DECLINE_MESSAGES } from '@shop/payment-card';
import { describe, expect, it } from 'vitest';

// The contract (type:util) cannot import the domain, so its value lists are written out twice; the
// server, which imports both, holds them together.
describe('the wire values of orders are the domain’s', () => {
  it('statuses, payment methods, payment statuses and data-check statuses are the same lists', () => {
    expect([...ORDER_STATUS_VALUES]).toEqual([...ORDER_STATUSES]);
    expect([...PAYMENT_METHOD_VALUES]).toEqual([...PAYMENT_METHODS]);
    expect([...PAYMENT_STATUS_VALUES]).toEqual([...PAYMENT_STATUSES]);
    expect([...DATA_CHECK_STATUS_VALUES]).toEqual([...DATA_CHECK_STATUSES]);
  });

  it('every decline code the contract names has a Japanese message saying what to do', () => {
    expect(Object.keys(CARD_DECLINE_MESSAGES).sort()).toEqual([...CARD_DECLINE_CODES].sort());
  });
});
