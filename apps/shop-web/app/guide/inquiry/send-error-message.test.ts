import { describe, expect, it } from 'vitest';
import { sendErrorMessage } from './send-error-message.ts';

describe('why an inquiry was not sent', () => {
  it.each([
    [
      { type: 'rate_limited', retryAfter: 30 } as const,
      '送信が集中しているため、受け付けできませんでした。30秒ほど待ってから、もう一度「送信する」を押してください。入力内容はそのまま残っています。',
    ],
    [
      { type: 'rate_limited', retryAfter: undefined } as const,
      '送信が集中しているため、受け付けできませんでした。しばらく待ってから、もう一度「送信する」を押してください。入力内容はそのまま残っています。',
    ],
    [
      { type: 'maintenance', message: 'end planned: 2023-10-07 17:00:00' } as const,
      'ただいまメンテナンス中のため送信できません（end planned: 2023-10-07 17:00:00）。メンテナンス終了後に、もう一度お試しください。入力内容はそのまま残っています。',
    ],
    [
      { type: 'network' } as const,
      '通信できませんでした。インターネット接続をご確認のうえ、もう一度「送信する」を押してください。入力内容はそのまま残っています。',
    ],
    [
      { type: 'invalid', fields: {}, message: '入力内容の形式が正しくありません' } as const,
      '送信内容に誤りがありました（入力内容の形式が正しくありません）。「入力画面に戻る」から内容をご確認ください。',
    ],
    [
      { type: 'failed', status: 500 } as const,
      '申し訳ございません。エラーのため送信できませんでした（エラーコード：500）。時間をおいて、もう一度お試しください。入力内容はそのまま残っています。',
    ],
  ])('%o', (error, message) => {
    expect(sendErrorMessage(error)).toBe(message);
  });
});
