import { describe, expect, it } from 'vitest';
import { formatCardExpiry, isCardExpired, maskedCardNumber } from './saved-card.ts';

// 2026-11-30 23:30 JST = 2026-11-30 14:30 UTC; 2026-12-01 00:30 JST = 2026-11-30 15:30 UTC
const LAST_EVENING_OF_NOVEMBER_JST = Date.UTC(2026, 10, 30, 14, 30);
const FIRST_MORNING_OF_DECEMBER_JST = Date.UTC(2026, 10, 30, 15, 30);

describe('saved cards', () => {
  it.each([
    [{ month: 11, year: 2026 }, LAST_EVENING_OF_NOVEMBER_JST, false],
    [{ month: 11, year: 2026 }, FIRST_MORNING_OF_DECEMBER_JST, true],
    [{ month: 12, year: 2026 }, FIRST_MORNING_OF_DECEMBER_JST, false],
    [{ month: 1, year: 2027 }, FIRST_MORNING_OF_DECEMBER_JST, false],
    [{ month: 12, year: 2025 }, LAST_EVENING_OF_NOVEMBER_JST, true],
  ])('a card good through %o has expired at %d: %s (through the last day of its month, shop time)', (expiry, now, expired) => {
    expect(isCardExpired(expiry, { now })).toBe(expired);
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatCardExpiry({ month: 3, year: 2031 })).toBe('03/31');
    expect(formatCardExpiry({ month: 12, year: 2100 })).toBe('12/00');
  });

  it('shows only the last 4 digits', () => {
    expect(maskedCardNumber('4242')).toBe('**** 4242');
  });
});
