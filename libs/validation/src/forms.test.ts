import { describe, expect, it } from 'vitest';
import type { FieldErrors } from './errors.ts';
import { validate } from './errors.ts';
import {
  CancelMembershipSchema,
  EmailChangeSchema,
  ForgotPasswordSchema,
  InquirySchema,
  LoginSchema,
  PasswordChangeSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from './forms.ts';
import { INQUIRY_CATEGORIES } from './labels.ts';

const PASSWORD_MESSAGE = 'パスワードはアルファベットと数字をそれぞれ1種類以上含む10文字以上32文字以下の半角英数字で入力してください';
const NOT_AN_OBJECT = { _form: ['入力内容の形式が正しくありません'] };

const inquiry = {
  name: '山田 太郎',
  email: 'taro@example.jp',
  category: 'estimate',
  title: 'Tシャツ50枚の見積もり',
  contents: '白のTシャツ50枚に片面1色でプリントした場合の見積もりをお願いします。',
};

describe('InquirySchema', () => {
  it('a complete inquiry is accepted as sent', () => {
    expect(validate(InquirySchema, inquiry)).toEqual({ ok: true, value: inquiry });
  });

  it.each(INQUIRY_CATEGORIES.map((category) => category.id))('category %s is accepted', (category) => {
    expect(validate(InquirySchema, { ...inquiry, category }).ok).toBe(true);
  });

  it.each<[string, unknown, FieldErrors]>([
    [
      'every field is required, and a missing select asks to choose',
      {},
      {
        name: ['お名前を入力してください'],
        email: ['メールアドレスを入力してください'],
        category: ['お問い合わせ種別を選択してください'],
        title: ['件名を入力してください'],
        contents: ['お問い合わせ内容を入力してください'],
      },
    ],
    [
      'blank fields are missing fields',
      { name: ' ', email: '', category: '', title: '\u3000', contents: '\n' },
      {
        name: ['お名前を入力してください'],
        email: ['メールアドレスを入力してください'],
        category: ['お問い合わせ種別を選択してください'],
        title: ['件名を入力してください'],
        contents: ['お問い合わせ内容を入力してください'],
      },
    ],
    ['a malformed e-mail address is refused', { ...inquiry, email: 'taro@' }, { email: ['メールアドレスの形式が正しくありません'] }],
    [
      'a category outside the list is refused',
      { ...inquiry, category: 'refund' },
      { category: ['選択されたお問い合わせ種別は正しくありません'] },
    ],
    ['a name over 50 characters is refused', { ...inquiry, name: 'あ'.repeat(51) }, { name: ['お名前は50文字以下で入力してください'] }],
    [
      'an e-mail address over 255 characters is refused',
      { ...inquiry, email: `${'a'.repeat(245)}@example.jp` },
      { email: ['メールアドレスは255文字以下で入力してください'] },
    ],
    [
      'a title over 100 characters is refused',
      { ...inquiry, title: 'あ'.repeat(101) },
      { title: ['件名は1文字以上100文字以下で入力してください'] },
    ],
    [
      'contents over 2000 characters are refused',
      { ...inquiry, contents: 'あ'.repeat(2001) },
      { contents: ['お問い合わせ内容は2000文字以下で入力してください'] },
    ],
    ['a body that is not an object is refused as a whole', 'name=山田', NOT_AN_OBJECT],
  ])('%s', (_rule, input, errors) => {
    expect(validate(InquirySchema, input)).toEqual({ ok: false, errors });
  });

  it('the longest allowed values are accepted', () => {
    const longest = {
      ...inquiry,
      name: 'あ'.repeat(50),
      email: `${'a'.repeat(244)}@example.jp`,
      title: 'あ'.repeat(100),
      contents: 'あ'.repeat(2000),
    };
    expect(validate(InquirySchema, longest)).toEqual({ ok: true, value: longest });
  });
});

describe('LoginSchema', () => {
  it.each<[string, unknown, ReturnType<typeof validate>]>([
    [
      'any non-blank password is accepted at login: the format rule applies only when one is set',
      { email: 'taro@example.jp', password: 'short' },
      { ok: true, value: { email: 'taro@example.jp', password: 'short' } },
    ],
    [
      'e-mail and password are required',
      { email: '', password: '' },
      { ok: false, errors: { email: ['メールアドレスを入力してください'], password: ['パスワードを入力してください'] } },
    ],
    [
      'a malformed e-mail address is refused',
      { email: 'taro', password: 'Password2026' },
      { ok: false, errors: { email: ['メールアドレスの形式が正しくありません'] } },
    ],
  ])('%s', (_rule, input, expected) => {
    expect(validate(LoginSchema, input)).toEqual(expected);
  });
});

const registration = { name: '山田 太郎', email: 'taro@example.jp', password: 'Password2026', password_confirmation: 'Password2026' };

describe('RegisterSchema', () => {
  it('a complete registration is accepted with the password exactly as typed', () => {
    expect(validate(RegisterSchema, registration)).toEqual({ ok: true, value: registration });
  });

  it.each<[string, unknown, FieldErrors]>([
    [
      'every field is required',
      {},
      {
        name: ['お名前を入力してください'],
        email: ['メールアドレスを入力してください'],
        password: ['パスワードを入力してください'],
        password_confirmation: ['パスワード（確認）を入力してください'],
      },
    ],
    [
      'a password outside the format is refused and no mismatch is reported for it',
      { ...registration, password: 'password', password_confirmation: 'password' },
      { password: [PASSWORD_MESSAGE] },
    ],
    [
      'a full-width password is refused',
      { ...registration, password: 'Ｐａｓｓｗｏｒｄ２０２６', password_confirmation: 'Ｐａｓｓｗｏｒｄ２０２６' },
      { password: [PASSWORD_MESSAGE] },
    ],
    [
      'a confirmation that differs is reported on the confirmation field',
      { ...registration, password_confirmation: 'password2026' },
      { password_confirmation: ['パスワード（確認）がパスワードと一致しません'] },
    ],
    [
      'a blank confirmation is only missing',
      { ...registration, password_confirmation: '' },
      { password_confirmation: ['パスワード（確認）を入力してください'] },
    ],
    [
      'a mismatch is still reported when another field fails',
      { ...registration, name: '', password_confirmation: 'Password2027' },
      { name: ['お名前を入力してください'], password_confirmation: ['パスワード（確認）がパスワードと一致しません'] },
    ],
    ['a body that is not an object is refused as a whole', null, NOT_AN_OBJECT],
  ])('%s', (_rule, input, errors) => {
    expect(validate(RegisterSchema, input)).toEqual({ ok: false, errors });
  });
});

describe('ForgotPasswordSchema', () => {
  it.each<[string, unknown, ReturnType<typeof validate>]>([
    ['an e-mail address is accepted', { email: 'taro@example.jp' }, { ok: true, value: { email: 'taro@example.jp' } }],
    ['the e-mail address is required', {}, { ok: false, errors: { email: ['メールアドレスを入力してください'] } }],
    [
      'a malformed e-mail address is refused',
      { email: 'taro@example' },
      { ok: false, errors: { email: ['メールアドレスの形式が正しくありません'] } },
    ],
  ])('%s', (_rule, input, expected) => {
    expect(validate(ForgotPasswordSchema, input)).toEqual(expected);
  });
});

describe('ResetPasswordSchema', () => {
  const reset = {
    token: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
    email: 'taro@example.jp',
    password: 'NewPassword2026',
    password_confirmation: 'NewPassword2026',
  };

  it('a complete reset is accepted', () => {
    expect(validate(ResetPasswordSchema, reset)).toEqual({ ok: true, value: reset });
  });

  it.each<[string, unknown, FieldErrors]>([
    [
      'every field is required',
      {},
      {
        token: ['パスワード再設定用のトークンを入力してください'],
        email: ['メールアドレスを入力してください'],
        password: ['パスワードを入力してください'],
        password_confirmation: ['パスワード（確認）を入力してください'],
      },
    ],
    [
      'the new password must follow the format',
      { ...reset, password: 'abc123', password_confirmation: 'abc123' },
      { password: [PASSWORD_MESSAGE] },
    ],
    [
      'the confirmation must match the new password',
      { ...reset, password_confirmation: 'NewPassword2025' },
      { password_confirmation: ['パスワード（確認）がパスワードと一致しません'] },
    ],
  ])('%s', (_rule, input, errors) => {
    expect(validate(ResetPasswordSchema, input)).toEqual({ ok: false, errors });
  });
});

describe('account changes (issue #14)', () => {
  const change = { current_password: 'oldpassword1', password: 'newpassword2', password_confirmation: 'newpassword2' };

  it('a password change with a new valid password typed twice is accepted', () => {
    expect(validate(PasswordChangeSchema, change)).toEqual({ ok: true, value: change });
  });

  it.each<[string, unknown, FieldErrors]>([
    [
      'every field is required',
      {},
      {
        current_password: ['現在のパスワードを入力してください'],
        password: ['新しいパスワードを入力してください'],
        password_confirmation: ['新しいパスワード（確認）を入力してください'],
      },
    ],
    [
      'the new password follows the spec format',
      { ...change, password: 'short1', password_confirmation: 'short1' },
      { password: [PASSWORD_MESSAGE.replace('パスワード', '新しいパスワード')] },
    ],
    [
      'the confirmation must match',
      { ...change, password_confirmation: 'newpassword3' },
      { password_confirmation: ['新しいパスワード（確認）が新しいパスワードと一致しません'] },
    ],
    [
      'the new password must differ from the current one',
      { current_password: 'samepassword1', password: 'samepassword1', password_confirmation: 'samepassword1' },
      { password: ['新しいパスワードは現在のパスワードと異なるものを入力してください'] },
    ],
    ['a body that is not an object', 'x', NOT_AN_OBJECT],
  ])('PasswordChangeSchema: %s', (_, input, errors) => {
    expect(validate(PasswordChangeSchema, input)).toEqual({ ok: false, errors });
  });

  it('an e-mail change needs a well-formed address and the current password', () => {
    expect(validate(EmailChangeSchema, { email: 'new@example.jp', current_password: 'x' }).ok).toBe(true);
    expect(validate(EmailChangeSchema, { email: 'new@', current_password: '' })).toEqual({
      ok: false,
      errors: { email: ['メールアドレスの形式が正しくありません'], current_password: ['現在のパスワードを入力してください'] },
    });
  });

  it('closing the account needs the current password', () => {
    expect(validate(CancelMembershipSchema, { current_password: 'anything' }).ok).toBe(true);
    expect(validate(CancelMembershipSchema, {})).toEqual({
      ok: false,
      errors: { current_password: ['現在のパスワードを入力してください'] },
    });
  });
});
