import { describe, expect, it } from 'vitest';
import {
  EMPTY_INQUIRY,
  categoryLabel,
  characterCount,
  firstMessages,
  inquiryErrors,
  isCompleteInquiry,
  toInquiryValues,
} from './inquiry-values.ts';

const FILLED = { name: '山田 太郎', email: 'taro@example.jp', category: 'order', title: '納期', contents: '納期を教えてください。' };

describe('contact form values', () => {
  it('names every missing field in Japanese, a select as one to choose', () => {
    expect(inquiryErrors(EMPTY_INQUIRY)).toEqual({
      name: 'お名前を入力してください',
      email: 'メールアドレスを入力してください',
      category: 'お問い合わせ種別を選択してください',
      title: '件名を入力してください',
      contents: 'お問い合わせ内容を入力してください',
    });
  });

  it.each([
    [{ email: 'taro@' }, { email: 'メールアドレスの形式が正しくありません' }],
    [{ name: '　' }, { name: 'お名前を入力してください' }],
    [{ title: 'あ'.repeat(101) }, { title: '件名は1文字以上100文字以下で入力してください' }],
    [{ contents: '😀'.repeat(2000) }, {}],
    [{ contents: '😀'.repeat(2001) }, { contents: 'お問い合わせ内容は2000文字以下で入力してください' }],
    [{ category: 'brochure' }, { category: '選択されたお問い合わせ種別は正しくありません' }],
  ])('%o gives %o', (change, expected) => {
    expect(inquiryErrors({ ...FILLED, ...change })).toEqual(expected);
  });

  it('is complete only when every rule passes', () => {
    expect(isCompleteInquiry(FILLED)).toBe(true);
    expect(isCompleteInquiry({ ...FILLED, title: '' })).toBe(false);
  });

  it('keeps the first server message of each form field and drops other keys', () => {
    expect(firstMessages({ email: ['一つ目', '二つ目'], _form: ['形式'], 'items.0': ['x'] })).toEqual({ email: '一つ目' });
  });

  it('reads the five fields of any body as strings', () => {
    expect(toInquiryValues({ ...FILLED, extra: 1, name: 5 })).toEqual({ ...FILLED, name: '' });
    expect(toInquiryValues(null)).toEqual(EMPTY_INQUIRY);
  });

  it('shows category labels and counts characters as the rules do', () => {
    expect(categoryLabel('delivery')).toBe('配送について');
    expect(categoryLabel('unknown')).toBe('unknown');
    expect(characterCount('𠮷野家😀')).toBe(4);
  });
});
