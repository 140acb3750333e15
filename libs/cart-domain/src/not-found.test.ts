import { describe, expect, it } from 'vitest';
import { isNotFound } from './not-found.ts';

describe('isNotFound', () => {
  it.each([
    ['an error with statusCode 404', Object.assign(new Error('Not Found'), { statusCode: 404 }), true],
    ['a plain object with statusCode 404', { statusCode: 404 }, true],
    ['a 500', { statusCode: 500 }, false],
    ['an error without status', new Error('network down'), false],
    ['null', null, false],
    ['a string', '404', false],
  ])('%s → %s', (_case, error, expected) => {
    expect(isNotFound(error)).toBe(expected);
  });
});
