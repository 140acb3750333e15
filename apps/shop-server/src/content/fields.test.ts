import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { excerptOf, HexColor, Int, OptionalText, PositiveInt, Slug, slugOf, Text, Timestamp } from './fields.ts';

const parse = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? { ok: result.output } : { error: result.issues.map((i) => i.message).join('; ') };
};

describe('front matter fields', () => {
  it.each([
    ['a bare date is midnight in Japan', '2025-04-08', { ok: '2025-04-07T15:00:00.000Z' }],
    ['a timestamp keeps its offset', '2025-04-08T10:00:00+09:00', { ok: '2025-04-08T01:00:00.000Z' }],
    ['a YAML date (a Date) is taken as it is', new Date('2025-04-08T00:00:00Z'), { ok: '2025-04-08T00:00:00.000Z' }],
    ['anything else is not a date', 'soon', { error: 'is not a date' }],
  ])('Timestamp: %s', (_rule, value, expected) => {
    expect(parse(Timestamp, value)).toEqual(expected);
  });

  it.each([
    ['Text trims and reads a YAML number as text', Text, 123, { ok: '123' }],
    ['Text is required to hold something', Text, '  ', { error: 'Invalid length: Expected !0 but received 0' }],
    ['OptionalText left out is empty', OptionalText, undefined, { ok: '' }],
    ['Slug is lower case', Slug, 'T-shirt', { error: 'is not a lower-case slug' }],
    ['PositiveInt reads digits', PositiveInt, '7', { ok: 7 }],
    ['PositiveInt starts at 1', PositiveInt, 0, { error: 'Invalid value: Expected >=1 but received 0' }],
    ['Int may be negative, also as text', Int, '-3', { ok: -3 }],
    ['HexColor is a CSS hex colour', HexColor, 'red', { error: 'Invalid hex color: Received "red"' }],
  ])('%s', (_rule, schema, value, expected) => {
    expect(parse(schema, value)).toEqual(expected);
  });

  it.each([
    ['the front matter slug wins', 'given', 'posts/hello', 'given'],
    ['else the file name, without its folders', undefined, 'guides/hello', 'hello'],
  ])('slugOf: %s', (_rule, slug, stem, expected) => {
    expect(slugOf(slug, stem)).toBe(expected);
  });

  it('excerptOf keeps a written excerpt, else cuts the text at 120 characters', () => {
    expect(excerptOf('書いた要約', 'あ'.repeat(200))).toBe('書いた要約');
    expect(excerptOf('', 'あ'.repeat(200))).toBe(`${'あ'.repeat(120)}…`);
  });
});
