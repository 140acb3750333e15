import { describe, expect, it } from 'vitest';
import { customerWait, shopWordSince } from './message-service.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 0, minute));
const m = (author: 'customer' | 'staff', minute: number) => ({ author, created_at: at(minute) });

describe('the wait on the customer', () => {
  it("starts at the shop's first message after the customer's last one", () => {
    expect(shopWordSince([])).toBeNull();
    expect(shopWordSince([m('customer', 1)])).toBeNull();
    expect(shopWordSince([m('customer', 1), m('staff', 2), m('staff', 5)])).toEqual(at(2));
    expect(shopWordSince([m('staff', 1), m('customer', 2), m('staff', 3)])).toEqual(at(3));
    expect(shopWordSince([m('staff', 1), m('staff', 2), m('customer', 3)])).toBeNull();
  });

  it("is the longer of the shop's word and an art job's wait; a tie counts as the message", () => {
    expect(customerWait(null, null)).toBeNull();
    expect(customerWait(at(5), null)).toEqual({ since: at(5), reason: 'message' });
    expect(customerWait(null, at(5))).toEqual({ since: at(5), reason: 'artwork' });
    expect(customerWait(at(5), at(3))).toEqual({ since: at(3), reason: 'artwork' });
    expect(customerWait(at(3), at(5))).toEqual({ since: at(3), reason: 'message' });
    expect(customerWait(at(3), at(3))).toEqual({ since: at(3), reason: 'message' });
  });
});
