import { describe, expect, it } from 'vitest';
import { validate } from './errors.ts';
import {
  checkSizeFit,
  ratingShare,
  REVIEW_MESSAGES,
  ReviewFormSchema,
  sizeFitApplies,
  summarizeDistribution,
  summarizeRatings,
} from './review.ts';

const review = {
  rating: 4,
  title: '厚手で透けない',
  body: '5.6オンスでしっかりしていて、白でも透けませんでした。',
  size_fit: 'just',
  nickname: 'たろう',
};

const errorsOf = (input: unknown) => {
  const result = validate(ReviewFormSchema, input);
  return result.ok ? {} : result.errors;
};

describe('ReviewFormSchema', () => {
  it('a complete review is accepted, texts trimmed and line breaks of the body kept as \\n', () => {
    expect(
      validate(ReviewFormSchema, { ...review, title: ' 厚手 ', body: '一行目です。\r\n二行目です。  ', nickname: ' たろう ' }),
    ).toEqual({ ok: true, value: { ...review, title: '厚手', body: '一行目です。\n二行目です。', nickname: 'たろう' } });
  });

  it.each([1, 2, 3, 4, 5])('%i stars are accepted', (rating) => {
    expect(validate(ReviewFormSchema, { ...review, rating }).ok).toBe(true);
  });

  it('stars must be chosen and be a whole number from 1 to 5', () => {
    expect(errorsOf({ ...review, rating: undefined })).toEqual({ rating: ['評価（星の数）を選択してください'] });
    expect(errorsOf({ ...review, rating: null })).toEqual({ rating: ['評価（星の数）を選択してください'] });
    for (const rating of [0, 6, 3.5, '4', -1]) {
      expect(errorsOf({ ...review, rating })).toEqual({ rating: [REVIEW_MESSAGES.rating] });
    }
  });

  it('the title is required, one line and at most 50 characters (counted as people count them)', () => {
    expect(errorsOf({ ...review, title: '　' })).toEqual({ title: ['タイトルを入力してください'] });
    expect(errorsOf({ ...review, title: '𠮷'.repeat(50) })).toEqual({});
    expect(errorsOf({ ...review, title: 'あ'.repeat(51) })).toEqual({ title: ['タイトルは50文字以下で入力してください'] });
    expect(errorsOf({ ...review, title: '一行目\n二行目' })).toEqual({ title: ['タイトルに改行や制御文字は使用できません'] });
  });

  it('the text is required and 10 to 1000 characters', () => {
    expect(errorsOf({ ...review, body: '' })).toEqual({ body: ['レビュー本文を入力してください'] });
    expect(errorsOf({ ...review, body: 'あ'.repeat(9) })).toEqual({ body: ['レビュー本文は10文字以上1000文字以下で入力してください'] });
    expect(errorsOf({ ...review, body: 'あ'.repeat(10) })).toEqual({});
    expect(errorsOf({ ...review, body: 'あ'.repeat(1000) })).toEqual({});
    expect(errorsOf({ ...review, body: 'あ'.repeat(1001) })).toEqual({ body: ['レビュー本文は10文字以上1000文字以下で入力してください'] });
    expect(errorsOf({ ...review, body: 'あ'.repeat(10) + '\u0007' })).toEqual({ body: ['レビュー本文に制御文字は使用できません'] });
  });

  it('the nickname is required and at most 20 characters', () => {
    expect(errorsOf({ ...review, nickname: undefined })).toEqual({ nickname: ['ニックネームを入力してください'] });
    expect(errorsOf({ ...review, nickname: 'な'.repeat(20) })).toEqual({});
    expect(errorsOf({ ...review, nickname: 'な'.repeat(21) })).toEqual({ nickname: ['ニックネームは20文字以下で入力してください'] });
  });

  it('size fit is small, just, large, or not given (missing, null or "")', () => {
    for (const size_fit of ['small', 'just', 'large']) expect(validate(ReviewFormSchema, { ...review, size_fit }).ok).toBe(true);
    for (const size_fit of [undefined, null, '']) {
      const result = validate(ReviewFormSchema, { ...review, size_fit });
      expect(result.ok && result.value.size_fit).toBeNull();
    }
    expect(errorsOf({ ...review, size_fit: 'tight' })).toEqual({ size_fit: ['選択されたサイズ感は正しくありません'] });
  });

  it('every field of an empty form gets its own message', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(['body', 'nickname', 'rating', 'title']);
    expect(errorsOf('x')).toEqual({ _form: ['入力内容の形式が正しくありません'] });
  });
});

describe('size fit per product', () => {
  it('garments are asked for a size fit; caps, bags, aprons and towels are not', () => {
    for (const s of ['tshirt', 'longsleeve', 'polo', 'sweat', 'hoodie', 'zip', 'jacket']) expect(sizeFitApplies(s)).toBe(true);
    for (const s of ['cap', 'tote', 'apron', 'towel']) expect(sizeFitApplies(s)).toBe(false);
  });

  it('a garment needs a size fit, anything else must have none', () => {
    expect(checkSizeFit(true, 'small')).toBeUndefined();
    expect(checkSizeFit(true, null)).toBe('サイズ感を選択してください');
    expect(checkSizeFit(false, null)).toBeUndefined();
    expect(checkSizeFit(false, 'large')).toBe('この商品にはサイズ感を指定できません');
  });
});

describe('summarizeRatings', () => {
  it('no review: count 0, average 0, an empty distribution', () => {
    expect(summarizeRatings([])).toEqual({ count: 0, average: 0, distribution: [0, 0, 0, 0, 0] });
  });

  it('averages to one decimal, rounding halves up, and counts each star', () => {
    expect(summarizeRatings([5, 4, 4])).toEqual({ count: 3, average: 4.3, distribution: [0, 0, 0, 2, 1] });
    expect(summarizeRatings([5, 4])).toEqual({ count: 2, average: 4.5, distribution: [0, 0, 0, 1, 1] });
    expect(summarizeRatings([1, 2, 2, 2])).toEqual({ count: 4, average: 1.8, distribution: [1, 3, 0, 0, 0] });
  });

  it('refuses a rating outside 1–5', () => {
    expect(() => summarizeRatings([0])).toThrow(RangeError);
    expect(() => summarizeRatings([2.5])).toThrow(RangeError);
  });

  it('summarizeDistribution gives the same summary from counts per star', () => {
    expect(summarizeDistribution([0, 0, 0, 2, 1])).toEqual(summarizeRatings([5, 4, 4]));
    expect(summarizeDistribution([1, 0, 0, 0, 1])).toEqual({ count: 2, average: 3, distribution: [1, 0, 0, 0, 1] });
  });

  it('ratingShare is the whole percent of one star', () => {
    expect(ratingShare({ count: 3 }, 2)).toBe(67);
    expect(ratingShare({ count: 0 }, 0)).toBe(0);
  });
});
