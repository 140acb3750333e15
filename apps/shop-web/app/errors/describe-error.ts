/**
 * What the error page shows for an error (spec §2 Error page, §8 "Errors in general carry message
 * and statusCode, default 500"): the code, its title, and for 503 and missing pages a message.
 */
import { isRouteErrorResponse } from 'react-router';
import { NOT_FOUND_MESSAGE } from '../api/route-error.ts';

export interface ErrorView {
  statusCode: number;
  /** English title as the spec gives it (`Not Found`). */
  title: string;
  /** The title's Japanese line, shown under the English one (`お探しのページは見つかりませんでした`). */
  titleJa: string;
  /** Japanese explanation for shoppers. */
  explanation: string;
  /** Extra line: the maintenance message (503) or 'This page could not be found' (404). */
  message: string | undefined;
}

const KNOWN: Record<number, { title: string; titleJa: string; explanation: string }> = {
  400: { title: 'Bad Request', titleJa: 'リクエストが正しくありません', explanation: 'リクエストの内容に誤りがあります。' },
  401: { title: 'Unauthorized', titleJa: 'ログインが必要です', explanation: 'このページをご覧いただくにはログインしてください。' },
  403: { title: 'Forbidden', titleJa: 'アクセスが許可されていません', explanation: 'このページを表示する権限がありません。' },
  404: { title: 'Not Found', titleJa: 'お探しのページは見つかりませんでした', explanation: 'URLに誤りがないかご確認ください。' },
  422: {
    title: 'Unprocessable Entity',
    titleJa: '送信内容を処理できませんでした',
    explanation: '入力内容をご確認のうえ、もう一度お試しください。',
  },
  503: {
    title: 'Under Maintenance',
    titleJa: 'メンテナンス中です',
    explanation: 'ただいまメンテナンス中です。ご不便をおかけして申し訳ございません。',
  },
};

const INTERNAL = {
  statusCode: 500,
  title: 'Internal Server Error',
  titleJa: 'サーバーでエラーが発生しました',
  explanation: '申し訳ございません。しばらくしてから再度お試しください。',
};

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number') {
    return error.statusCode;
  }
  return 500;
}

function messageOf(error: unknown): string | undefined {
  // Route errors carry `{ message }` (or a string) for shoppers; api-client errors carry the
  // server's text in `serverMessage` (their `message` is technical: `GET /api/x: 503`).
  const text = isRouteErrorResponse(error)
    ? typeof error.data === 'string'
      ? error.data
      : (error.data as { message?: unknown } | null)?.message
    : (error as { serverMessage?: unknown } | null)?.serverMessage;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** The error page content for any thrown value. Codes other than the six known ones show as 500. */
export function describeError(error: unknown): ErrorView {
  const status = statusOf(error);
  const known = KNOWN[status];
  if (!known) return { ...INTERNAL, message: undefined };
  const message = status === 503 ? messageOf(error) : status === 404 ? NOT_FOUND_MESSAGE : undefined;
  return { statusCode: status, ...known, message };
}
