import { MaintenanceError, NotFoundError } from '@shop/api-client';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error.ts';

const response = (status: number, payload: unknown = null) => new ErrorResponse(status, '', payload);

describe('describeError', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [422, 'Unprocessable Entity'],
    [503, 'Under Maintenance'],
  ])('shows %i with the title %s', (status, title) => {
    expect(describeError(response(status))).toMatchObject({ statusCode: status, title });
  });

  it.each([
    [400, 'リクエストが正しくありません'],
    [401, 'ログインが必要です'],
    [403, 'アクセスが許可されていません'],
    [404, 'お探しのページは見つかりませんでした'],
    [422, '送信内容を処理できませんでした'],
    [503, 'メンテナンス中です'],
    [500, 'サーバーでエラーが発生しました'],
    [502, 'サーバーでエラーが発生しました'],
  ])('gives %i the Japanese line %s', (status, titleJa) => {
    expect(describeError(response(status)).titleJa).toBe(titleJa);
  });

  it.each([402, 409, 418, 429, 500, 502])('shows %i as 500 Internal Server Error', (status) => {
    expect(describeError(response(status))).toMatchObject({ statusCode: 500, title: 'Internal Server Error', message: undefined });
  });

  it('says the page could not be found on a 404', () => {
    expect(describeError(response(404, { message: 'No route' })).message).toBe('This page could not be found');
  });

  it('shows the maintenance message on a 503', () => {
    expect(describeError(response(503, { message: 'end planned: 2023-10-07 17:00:00' })).message).toBe('end planned: 2023-10-07 17:00:00');
    expect(describeError(response(503)).message).toBeUndefined();
  });

  it('reads statusCode and message from api-client errors that reach the page unconverted', () => {
    const maintenance = new MaintenanceError({ method: 'GET', path: '/api/products', body: { message: '終了予定: 17:00' } });
    expect(describeError(maintenance)).toMatchObject({ statusCode: 503, message: '終了予定: 17:00' });
    expect(describeError(new NotFoundError({ method: 'GET', path: '/api/products/x' }))).toMatchObject({ statusCode: 404 });
  });

  it('treats a plain bug as a 500 and never shows its message', () => {
    expect(describeError(new TypeError('x is undefined'))).toEqual({
      statusCode: 500,
      title: 'Internal Server Error',
      titleJa: 'サーバーでエラーが発生しました',
      explanation: expect.any(String),
      message: undefined,
    });
    expect(describeError('boom').statusCode).toBe(500);
  });
});
