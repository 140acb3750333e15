import { describe, expect, it } from 'vitest';
import { CARD_DECLINE_MESSAGES, cardFormMessages, cardNumberMessage, cvcMessage, expiryMessage, holderNameMessage } from './messages.ts';

describe('Japanese messages of the card form', () => {
  it('says what is wrong with the number and what to do', () => {
    expect(cardNumberMessage({ type: 'required' })).toBe('カード番号を入力してください。');
    expect(cardNumberMessage({ type: 'not_digits' })).toBe('カード番号は数字で入力してください。');
    expect(cardNumberMessage({ type: 'unsupported_brand' })).toBe(
      'このカードはご利用いただけません。Visa・マスターカード・JCB・アメリカン・エキスプレス・ダイナースクラブのカードをご利用ください。',
    );
    expect(cardNumberMessage({ type: 'wrong_length', brand: 'visa' })).toBe(
      'カード番号の桁数が正しくありません。カードに記載の番号をすべて入力してください。',
    );
    expect(cardNumberMessage({ type: 'invalid' })).toBe('カード番号に誤りがあります。カードに記載の番号をご確認ください。');
  });

  it('has a message of its own for every expiry refusal', () => {
    const types = ['month_required', 'year_required', 'month_invalid', 'year_invalid', 'expired'] as const;
    const messages = types.map((type) => expiryMessage({ type }));
    expect(new Set(messages).size).toBe(types.length);
    expect(expiryMessage({ type: 'expired' })).toBe('このカードは有効期限が切れています。有効期限内のカードをご利用ください。');
    expect(expiryMessage({ type: 'month_invalid' })).toBe('有効期限の月は01〜12で入力してください。');
  });

  it('gives the brand’s security-code length when it is known', () => {
    expect(cvcMessage({ type: 'required' })).toBe('セキュリティコードを入力してください。');
    expect(cvcMessage({ type: 'invalid', length: 4 })).toBe('セキュリティコードは4桁の数字で入力してください。');
    expect(cvcMessage({ type: 'invalid', length: null })).toBe('セキュリティコードは3桁または4桁の数字で入力してください。');
  });

  it('asks for the name as written on the card', () => {
    expect(holderNameMessage({ type: 'required' })).toBe('カード名義を入力してください。');
    expect(holderNameMessage({ type: 'not_latin' })).toBe(
      'カード名義はカードに記載のとおり半角英字で入力してください（例: TARO YAMADA）。',
    );
    expect(holderNameMessage({ type: 'too_long' })).toBe('カード名義が長すぎます。カードに記載のとおり入力してください。');
  });

  it('maps the form’s refusals to messages by field, and only those', () => {
    expect(cardFormMessages({ number: { type: 'invalid' }, expYear: { type: 'expired' } })).toEqual({
      number: 'カード番号に誤りがあります。カードに記載の番号をご確認ください。',
      expYear: 'このカードは有効期限が切れています。有効期限内のカードをご利用ください。',
    });
    expect(cardFormMessages({ expMonth: { type: 'month_required' }, cvc: { type: 'required' }, name: { type: 'required' } })).toEqual({
      expMonth: '有効期限の月を入力してください。',
      cvc: 'セキュリティコードを入力してください。',
      name: 'カード名義を入力してください。',
    });
    expect(cardFormMessages({})).toEqual({});
  });

  it('tells the shopper what to do after each refusal by the card issuer', () => {
    expect(Object.keys(CARD_DECLINE_MESSAGES).sort()).toEqual([
      'authentication_failed',
      'card_declined',
      'expired_card',
      'insufficient_funds',
    ]);
    for (const message of Object.values(CARD_DECLINE_MESSAGES)) expect(message).toMatch(/ご利用|お試し|お問い合わせ/);
  });
});
