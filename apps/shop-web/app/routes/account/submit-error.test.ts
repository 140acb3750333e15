import { HttpError, TooManyRequestsError, ValidationError } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGE, NETWORK_FAILED_MESSAGE, PAGE_EXPIRED_MESSAGE, describeSubmitError } from './submit-error.ts';

const request = { method: 'POST', path: '/laravel/api/login' };

describe('failed account form submissions', () => {
  it('maps a 422 onto the form’s fields and shows other fields’ messages for the whole form', () => {
    const error = new ValidationError({
      ...request,
      body: { message: 'x', errors: { email: ['メールアドレスの形式が正しくありません'], token: ['リンクが無効です'] } },
    });
    expect(describeSubmitError(error, ['email', 'password'])).toEqual({
      fieldErrors: { email: ['メールアドレスの形式が正しくありません'] },
      formError: 'リンクが無効です',
    });
  });

  it.each([
    [
      new TooManyRequestsError({ ...request, body: {}, retryAfter: 60 }),
      'ログインの試行回数が上限に達しました。60秒ほど待ってから、もう一度お試しください。',
    ],
    [
      new TooManyRequestsError({ ...request, body: {}, retryAfter: undefined }),
      'ログインの試行回数が上限に達しました。しばらく待ってから、もう一度お試しください。',
    ],
    [new HttpError({ ...request, statusCode: 419, body: {} }), PAGE_EXPIRED_MESSAGE],
    [new HttpError({ ...request, statusCode: 503, body: {} }), MAINTENANCE_MESSAGE],
    [
      new HttpError({ ...request, statusCode: 409, body: { message: '返金済みのご注文のため、領収書は発行できません。' } }),
      '返金済みのご注文のため、領収書は発行できません。',
    ],
    [new HttpError({ ...request, statusCode: 409, body: {} }), NETWORK_FAILED_MESSAGE],
    [new HttpError({ ...request, statusCode: 500, body: {} }), NETWORK_FAILED_MESSAGE],
    [new TypeError('Failed to fetch'), NETWORK_FAILED_MESSAGE],
  ])('%s → %s', (error, message) => {
    expect(describeSubmitError(error, ['email', 'password'], 'ログイン')).toEqual({ fieldErrors: {}, formError: message });
  });
});
