import { describe, expect, it } from 'vitest';
import { validate } from './errors.ts';
import { RECEIPT_DEFAULT_NOTE, RECEIPT_LIMITS, ReceiptFormSchema } from './receipt.ts';

const errorsOf = (input: unknown) => {
  const result = validate(ReceiptFormSchema, input);
  return result.ok ? {} : result.errors;
};

describe('ReceiptFormSchema', () => {
  it('a name and the default purpose are accepted, both trimmed', () => {
    expect(validate(ReceiptFormSchema, { addressee: ' 株式会社サンプル ', note: `\u3000${RECEIPT_DEFAULT_NOTE} ` })).toEqual({
      ok: true,
      value: { addressee: '株式会社サンプル', note: 'オリジナルプリント衣料品代として' },
    });
  });

  it('宛名 is required and at most 20 characters, counted as people count them', () => {
    expect(RECEIPT_LIMITS.addresseeMax).toBe(20);
    expect(errorsOf({ addressee: '', note: RECEIPT_DEFAULT_NOTE })).toEqual({ addressee: ['宛名を入力してください'] });
    expect(errorsOf({ addressee: '　 ', note: RECEIPT_DEFAULT_NOTE })).toEqual({ addressee: ['宛名を入力してください'] });
    expect(errorsOf({ note: RECEIPT_DEFAULT_NOTE })).toEqual({ addressee: ['宛名を入力してください'] });
    expect(errorsOf({ addressee: '𠮷'.repeat(20), note: RECEIPT_DEFAULT_NOTE })).toEqual({});
    expect(errorsOf({ addressee: 'あ'.repeat(21), note: RECEIPT_DEFAULT_NOTE })).toEqual({
      addressee: ['宛名は20文字以下で入力してください'],
    });
  });

  it('但し書き is required and at most 200 characters', () => {
    expect(RECEIPT_LIMITS.noteMax).toBe(200);
    expect(errorsOf({ addressee: '山田 太郎', note: '' })).toEqual({ note: ['但し書きを入力してください'] });
    expect(errorsOf({ addressee: '山田 太郎', note: 'あ'.repeat(200) })).toEqual({});
    expect(errorsOf({ addressee: '山田 太郎', note: 'あ'.repeat(201) })).toEqual({ note: ['但し書きは200文字以下で入力してください'] });
  });

  it('each is one line: line breaks and control characters are refused', () => {
    expect(errorsOf({ addressee: '山田\n太郎', note: '品代\tとして' })).toEqual({
      addressee: ['宛名に改行や制御文字は使用できません'],
      note: ['但し書きに改行や制御文字は使用できません'],
    });
  });

  it('a body that is not an object, or fields that are not text, get a message too', () => {
    expect(errorsOf('宛名')).toEqual({ _form: ['入力内容の形式が正しくありません'] });
    expect(errorsOf({ addressee: 12, note: null })).toEqual({
      addressee: ['宛名を入力してください'],
      note: ['但し書きを入力してください'],
    });
  });
});
