/** Japanese wording of why an inquiry was not sent, keyed by the refusal's type. */
import type { SendInquiryError } from '../../loaders/guide/send-inquiry.ts';

const KEPT = '入力内容はそのまま残っています。';

/** The message shown on the confirmation page when sending failed. */
export function sendErrorMessage(error: SendInquiryError): string {
  switch (error.type) {
    case 'rate_limited':
      return `送信が集中しているため、受け付けできませんでした。${error.retryAfter ? `${error.retryAfter}秒ほど` : 'しばらく'}待ってから、もう一度「送信する」を押してください。${KEPT}`;
    case 'maintenance':
      return `ただいまメンテナンス中のため送信できません${error.message ? `（${error.message}）` : ''}。メンテナンス終了後に、もう一度お試しください。${KEPT}`;
    case 'network':
      return `通信できませんでした。インターネット接続をご確認のうえ、もう一度「送信する」を押してください。${KEPT}`;
    case 'invalid':
      return `送信内容に誤りがありました${error.message ? `（${error.message}）` : ''}。「入力画面に戻る」から内容をご確認ください。`;
    case 'failed':
      return `申し訳ございません。エラーのため送信できませんでした（エラーコード：${error.status}）。時間をおいて、もう一度お試しください。${KEPT}`;
  }
}
