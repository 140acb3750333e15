import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { StaffPasswordChangeSchema, StaffSetupSchema, StaffTotpConfirmSchema, StaffTotpLoginSchema } from './staff-forms.ts';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result);
};

describe('staff form rules', () => {
  it('a staff password is 12 to 128 characters of any kind, confirmed', () => {
    expect(errorsOf(StaffSetupSchema, { password: 'short', password_confirmation: 'short' })).toEqual({
      password: ['パスワードは12文字以上128文字以下で入力してください'],
    });
    expect(errorsOf(StaffSetupSchema, { password: 'correct horse battery', password_confirmation: 'correct horse' })).toEqual({
      password_confirmation: ['パスワード（確認）がパスワードと一致しません'],
    });
    expect(
      errorsOf(StaffSetupSchema, { password: 'ＰＡＳＳ ｗｏｒｄ 日本語です', password_confirmation: 'ＰＡＳＳ ｗｏｒｄ 日本語です' }),
    ).toEqual({});
  });

  it('a set-up code, when sent, is six digits (full-width digits and spaces forgiven)', () => {
    const ok = v.parse(StaffSetupSchema, { password: 'a'.repeat(12), password_confirmation: 'a'.repeat(12), totp_code: '１２３ ４５６' });
    expect(ok.totp_code).toBe('123456');
    expect(errorsOf(StaffSetupSchema, { password: 'a'.repeat(12), password_confirmation: 'a'.repeat(12), totp_code: '12345' })).toEqual({
      totp_code: ['認証アプリの確認コードは6桁の数字で入力してください'],
    });
  });

  it('the login code is six digits or a recovery code; the enrolment code only six digits', () => {
    expect(v.parse(StaffTotpLoginSchema, { code: ' 123 456 ' }).code).toBe('123456');
    expect(v.parse(StaffTotpLoginSchema, { code: 'ABCD-EFGH-2345-6723' }).code).toBe('abcd-efgh-2345-6723');
    expect(errorsOf(StaffTotpLoginSchema, { code: '' })).toEqual({ code: ['確認コードを入力してください'] });
    expect(errorsOf(StaffTotpConfirmSchema, { code: 'abcd-efgh-2345-6723' })).toEqual({
      code: ['確認コードは6桁の数字で入力してください'],
    });
  });

  it('a password change needs the current password and a confirmed new one', () => {
    expect(errorsOf(StaffPasswordChangeSchema, { password: 'a'.repeat(12), password_confirmation: 'a'.repeat(12) })).toEqual({
      current_password: ['現在のパスワードを入力してください'],
    });
  });
});
