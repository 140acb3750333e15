import type { ApiClient } from '@shop/api-client';
import { firstMessages, toInquiryValues, type InquiryFieldErrors } from '../../guide/inquiry/inquiry-values.ts';

/** Why an inquiry was not sent (the form keeps its values in every case). */
export type SendInquiryError =
  /** 422: the server refused fields; `fields` holds its Japanese message per field. */
  | { type: 'invalid'; fields: InquiryFieldErrors; message: string | undefined }
  /** 429: too many inquiries; `retryAfter` in seconds when the server said. */
  | { type: 'rate_limited'; retryAfter: number | undefined }
  /** 503: maintenance, with the server's message. */
  | { type: 'maintenance'; message: string | undefined }
  /** No answer: offline, timeout or connection reset. */
  | { type: 'network' }
  /** Any other failed status (400, 419 after the retry, 500…). */
  | { type: 'failed'; status: number };

export type SendInquiryResult = { ok: true; id: number } | { ok: false; error: SendInquiryError };

/** The parts of an api-client error this needs, read by shape so the api-client stays out of the page's own bundle. */
interface StatusError {
  statusCode: number;
  serverMessage?: unknown;
  errors?: unknown;
  retryAfter?: unknown;
}

function isStatusError(error: unknown): error is StatusError {
  return typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}

function fieldMessagesOf(errors: unknown): Record<string, string[]> {
  if (typeof errors !== 'object' || errors === null) return {};
  const result: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(errors)) {
    if (Array.isArray(list)) result[key] = list.filter((item): item is string => typeof item === 'string');
  }
  return result;
}

/** Sends the contact form (`POST /api/inquiries`); refusals and transport failures come back as values. */
export async function sendInquiry(api: ApiClient, input: unknown): Promise<SendInquiryResult> {
  const values = toInquiryValues(input);
  try {
    const { data } = await api.inquiries.create(values as Parameters<ApiClient['inquiries']['create']>[0]);
    return { ok: true, id: data.id };
  } catch (error) {
    if (!isStatusError(error)) return { ok: false, error: { type: 'network' } };
    const message = typeof error.serverMessage === 'string' && error.serverMessage !== '' ? error.serverMessage : undefined;
    switch (error.statusCode) {
      case 422:
        return { ok: false, error: { type: 'invalid', fields: firstMessages(fieldMessagesOf(error.errors)), message } };
      case 429:
        return {
          ok: false,
          error: { type: 'rate_limited', retryAfter: typeof error.retryAfter === 'number' ? error.retryAfter : undefined },
        };
      case 503:
        return { ok: false, error: { type: 'maintenance', message } };
      default:
        if (error.statusCode >= 500) console.error('[shop-web] inquiry not sent:', error);
        return { ok: false, error: { type: 'failed', status: error.statusCode } };
    }
  }
}
