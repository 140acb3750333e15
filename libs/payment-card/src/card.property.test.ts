/**
 * Invariants of the card rules over random input: the Luhn check digit completes any number and one
 * changed digit always breaks it; grouping only adds spaces; detection never changes its mind as
 * digits are added; checking a number accepts exactly the Luhn-valid numbers of a brand's lengths.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_BRAND_RULES, CARD_BRANDS, detectCardBrand, possibleCardBrands } from './card-brand.ts';
import { cardDigits, checkCardNumber, formatCardNumber, luhnCheckDigit, luhnValid, maxCardNumberLength } from './card-number.ts';

const digitString = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** Prefixes that name each brand, for building numbers of that brand. */
const BRAND_PREFIXES = {
  visa: ['4'],
  mastercard: ['51', '55', '2221', '2720'],
  jcb: ['3528', '3589'],
  amex: ['34', '37'],
  diners: ['36', '38', '300'],
} as const;

describe('card rules over random numbers', () => {
  it('the check digit completes any digits into a Luhn-valid number', () => {
    fc.assert(fc.property(digitString(1, 18), (body) => luhnValid(body + luhnCheckDigit(body))));
  });

  it('changing any one digit of a valid number breaks the Luhn check', () => {
    fc.assert(
      fc.property(digitString(1, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const valid = body + luhnCheckDigit(body);
        const i = at % valid.length;
        const changed = valid.slice(0, i) + String((Number(valid[i]) + delta) % 10) + valid.slice(i + 1);
        return !luhnValid(changed);
      }),
    );
  });

  it('grouping adds only spaces: removing them gives back the digits, up to the longest length', () => {
    fc.assert(
      fc.property(digitString(0, 24), (digits) => {
        const shown = formatCardNumber(digits);
        expect(cardDigits(shown)).toBe(digits.slice(0, maxCardNumberLength(detectCardBrand(digits))));
        expect(shown).not.toMatch(/^ | $| {2}/);
      }),
    );
  });

  it('more digits never add a brand: possible brands of a longer number are among the shorter one’s', () => {
    fc.assert(
      fc.property(digitString(0, 19), fc.constantFrom(...'0123456789'), (digits, next) => {
        const before = possibleCardBrands(digits);
        for (const brand of possibleCardBrands(digits + next)) expect(before).toContain(brand);
      }),
    );
  });

  it('a number of a brand is accepted exactly when it has one of the brand’s lengths and passes Luhn', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...CARD_BRANDS)
          .chain((brand) => fc.tuple(fc.constant(brand), fc.constantFrom(...BRAND_PREFIXES[brand]), digitString(8, 16), fc.boolean())),
        ([brand, prefix, rest, makeValid]) => {
          const body = prefix + rest;
          const digits = makeValid ? body + luhnCheckDigit(body) : body;
          const result = checkCardNumber(digits);
          const accepted = CARD_BRAND_RULES[brand].lengths.includes(digits.length) && luhnValid(digits);
          expect(result.ok).toBe(accepted);
          if (result.ok) expect(result.value).toEqual({ digits, brand, last4: digits.slice(-4) });
        },
      ),
    );
  });

  it('detection per keystroke stays far under the card form’s 16 ms budget', () => {
    const typed = '4242424242424242424';
    const started = performance.now();
    for (let round = 0; round < 200; round += 1) {
      for (let i = 0; i <= typed.length; i += 1) formatCardNumber(typed.slice(0, i));
    }
    const perKeystroke = (performance.now() - started) / (200 * (typed.length + 1)); // ms
    // Typically ~0.02 ms here; 1 ms leaves room for a slow CI machine and still 16× under budget at 4× CPU.
    expect(perKeystroke).toBeLessThan(1);
  });
});
