import { retryAfterOf, serverMessageOf, statusOf, validationErrorsOf } from '@shop/web-state';
/** What a failed account form submission shows (spec §5 messages; server 422 mapped onto fields). */

/** Messages per field, Laravel's `errors` shape. */
export type FormErrors = Record<string, string[]>;

export const NETWORK_FAILED_MESSAGE = '通信に失敗しました。時間をおいて、もう一度お試しください。';
export const PAGE_EXPIRED_MESSAGE = 'ページの有効期限が切れました。ページを再読み込みしてから、もう一度お試しください。';
export const MAINTENANCE_MESSAGE = 'ただいまメンテナンス中です。しばらくしてから、もう一度お試しください。';

/** The 429 message: too many attempts, wait (with the wait when the server said how long). */
export function tooManyAttemptsMessage(seconds: number | undefined, what = '操作'): string {
  const wait = seconds === undefined ? 'しばらく' : `${seconds}秒ほど`;
  return `${what}の試行回数が上限に達しました。${wait}待ってから、もう一度お試しください。`;
}

/**
 * Splits a failed submission into per-field messages (422 answers, for the form's own fields) and
 * one message for the whole form (other fields of a 422, 429, 419, 503, network and server errors).
 */
export function describeSubmitError(
  error: unknown,
  fields: readonly string[],
  what?: string,
): { fieldErrors: FormErrors; formError: string | null } {
  const validation = validationErrorsOf(error);
  if (validation) {
    const fieldErrors: FormErrors = {};
    const others: string[] = [];
    for (const [field, messages] of Object.entries(validation)) {
      if (fields.includes(field)) fieldErrors[field] = messages;
      else others.push(...messages);
    }
    const unplaced =
      Object.keys(fieldErrors).length === 0 && others.length === 0 ? (serverMessageOf(error) ?? NETWORK_FAILED_MESSAGE) : null;
    return { fieldErrors, formError: others.length > 0 ? [...new Set(others)].join(' ') : unplaced };
  }
  switch (statusOf(error)) {
    case 429:
      return { fieldErrors: {}, formError: tooManyAttemptsMessage(retryAfterOf(error), what) };
    case 419:
      return { fieldErrors: {}, formError: PAGE_EXPIRED_MESSAGE };
    case 409:
      // A refusal the server words itself (e.g. 「返金済みのご注文のため、領収書は発行できません。」).
      return { fieldErrors: {}, formError: serverMessageOf(error) ?? NETWORK_FAILED_MESSAGE };
    case 503:
      return { fieldErrors: {}, formError: MAINTENANCE_MESSAGE };
    default:
      return { fieldErrors: {}, formError: NETWORK_FAILED_MESSAGE };
  }
}
