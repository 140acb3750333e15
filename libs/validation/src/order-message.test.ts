import { describe, expect, it } from 'vitest';
import { validate } from './errors.ts';
import { ORDER_MESSAGE_LIMITS, OrderMessageFormSchema } from './order-message.ts';

const errorsOf = (input: unknown) => {
  const result = validate(OrderMessageFormSchema, input);
  return result.ok ? {} : result.errors;
};

describe('OrderMessageFormSchema', () => {
  it('keeps line breaks and tabs, turns CR LF and CR into LF and trims the text', () => {
    expect(validate(OrderMessageFormSchema, { body: '  発送日を教えてください。\r\nよろしく\rお願いします\tします \n' })).toEqual({
      ok: true,
      value: { body: '発送日を教えてください。\nよろしく\nお願いします\tします' },
    });
  });

  it('an empty text, only spaces or a missing one is refused with one message', () => {
    for (const input of [{ body: '' }, { body: ' \n\u3000 ' }, {}, { body: null }]) {
      expect(errorsOf(input)).toEqual({ body: ['メッセージを入力してください'] });
    }
  });

  it('at most 2,000 characters, counted as people count them', () => {
    expect(ORDER_MESSAGE_LIMITS.bodyMax).toBe(2000);
    expect(errorsOf({ body: '𠮷'.repeat(2000) })).toEqual({});
    expect(errorsOf({ body: 'あ'.repeat(2001) })).toEqual({ body: ['メッセージは2000文字以下で入力してください'] });
  });

  it('control characters other than line breaks and tabs are refused (NUL, BEL, ESC, DEL, C1, line separators)', () => {
    for (const cc of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028']) {
      expect(errorsOf({ body: `こんにちは${cc}です` })).toEqual({ body: ['メッセージに制御文字は使用できません'] });
    }
  });

  it('a body that is not an object is refused in Japanese', () => {
    expect(Object.values(errorsOf('text')).flat()).toEqual(['入力内容の形式が正しくありません']);
  });
});
