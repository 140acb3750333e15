/**
 * Order and production numbers as shoppers read them: `PF-2026-000123` (the year the order was
 * placed, shop time, and a running number of at least six digits) and `PF-2026-000123-1` for the
 * first production of that order. The running number never restarts: the year only tells when.
 */
import { ok, refuse, type Result } from '@shop/result';

/** Every order number starts with this. */
export const ORDER_NUMBER_PREFIX = 'PF';

/** What an order number is made of. */
export interface OrderNumberParts {
  /** four digits */
  readonly year: number;
  /** the running number, ≥ 1 */
  readonly sequence: number;
}

/** What a production number is made of. */
export interface ProductionNumberParts {
  readonly orderNumber: string;
  /** 1 for the first production of the order */
  readonly position: number;
}

/** Why a text is not an order or production number. */
export interface MalformedNumber {
  readonly type: 'malformed_number';
}

const PRODUCTION_NUMBER = /^(PF-\d{4}-\d{6,15})-([1-9]\d{0,3})$/;

function checkWhole(value: number, min: number, max: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new RangeError(`${what} out of range: ${value}`);
}

/**
 * The format and the reader of a running number `<PREFIX>-<year>-<sequence>` (at least six digits,
 * more only when the number needs them: one spelling per number). Orders, estimates (`Q`) and BYOB
 * requests (`BY`) all number this way.
 */
export function runningNumber(prefix: string): {
  format: (parts: OrderNumberParts) => string;
  parse: (text: string) => Result<OrderNumberParts, MalformedNumber>;
} {
  const pattern = new RegExp(`^${prefix}-(\\d{4})-(\\d{6,15})$`);
  return {
    format({ year, sequence }) {
      checkWhole(year, 1000, 9999, 'year');
      checkWhole(sequence, 1, Number.MAX_SAFE_INTEGER, 'sequence');
      return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
    },
    parse(text) {
      const match = pattern.exec(text);
      if (!match) return refuse({ type: 'malformed_number' });
      const year = Number(match[1]);
      const digits = match[2] ?? '';
      const sequence = Number(digits);
      if (year < 1000 || sequence < 1 || !Number.isSafeInteger(sequence) || (digits.length > 6 && digits.startsWith('0'))) {
        return refuse({ type: 'malformed_number' });
      }
      return ok({ year, sequence });
    },
  };
}

const orderNumbers = runningNumber(ORDER_NUMBER_PREFIX);

/** `formatOrderNumber({ year: 2026, sequence: 123 })` → `'PF-2026-000123'`. Throws RangeError for a year outside 1000–9999 or a sequence < 1. */
export const formatOrderNumber: (parts: OrderNumberParts) => string = orderNumbers.format;

/** Reads an order number; anything else (lower case, spaces, a production number) is refused. */
export const parseOrderNumber: (text: string) => Result<OrderNumberParts, MalformedNumber> = orderNumbers.parse;

/** `formatProductionNumber('PF-2026-000123', 1)` → `'PF-2026-000123-1'`. Throws RangeError for a malformed order number or position. */
export function formatProductionNumber(orderNumber: string, position: number): string {
  if (!parseOrderNumber(orderNumber).ok) throw new RangeError(`Not an order number: ${orderNumber}`);
  checkWhole(position, 1, 9999, 'position');
  return `${orderNumber}-${position}`;
}

/** Reads a production number into its order number and position. */
export function parseProductionNumber(text: string): Result<ProductionNumberParts, MalformedNumber> {
  const match = PRODUCTION_NUMBER.exec(text);
  const orderNumber = match?.[1] ?? '';
  if (!match || !parseOrderNumber(orderNumber).ok) return refuse({ type: 'malformed_number' });
  return ok({ orderNumber, position: Number(match[2]) });
}
