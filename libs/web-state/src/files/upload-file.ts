/**
 * `POST /api/files` from the browser: one multipart part `file`, the session cookie and the Sanctum
 * CSRF header, like every state-changing call of @shop/api-client. XMLHttpRequest rather than the
 * api-client's ky/fetch because only XHR reports upload progress everywhere (a streamed fetch body
 * needs HTTP/2 and half-duplex support that Safari lacks). Expected refusals come back as values.
 */
import { cookieFromHeader } from '@shop/api-client';
import { UploadedFileResponseSchema, XSRF_COOKIE, XSRF_HEADER, type FileKind, type UploadedFileResponse } from '@shop/api-contract';
import * as v from 'valibot';

export type { FileKind } from '@shop/api-contract';

/** One uploaded print file as the print-order pages keep it. */
export interface UploadedFile {
  uuid: string;
  kind: FileKind;
  name: string;
  /** px; null for pdf and ai (not rendered by the server) */
  width: number | null;
  /** px; null for pdf and ai */
  height: number | null;
  /** True for pdf and ai: the staff check the file by hand before printing. */
  needsCheck: boolean;
  /** Root-relative URL of the 400 px thumbnail; '' when the server makes none (pdf, ai). */
  thumbnailUrl: string;
}

/**
 * Maps the contract's answer (already camelCased by its schema) to the file the pages keep: the
 * byte size is dropped, a missing thumbnail (pdf, ai) becomes ''.
 */
export function toUploadedFile(data: UploadedFileResponse['data']): UploadedFile {
  return {
    uuid: data.uuid,
    kind: data.kind,
    name: data.name,
    width: data.width,
    height: data.height,
    needsCheck: data.needsCheck,
    thumbnailUrl: data.thumbnailUrl ?? '',
  };
}

/** Why an upload did not give a file. */
export type UploadError =
  /** The server refused the file (413 too large, 422 not print data…) with a Japanese message. */
  | { type: 'rejected'; status: number; message: string }
  /** No answer: offline, connection dropped. */
  | { type: 'network' }
  /** Cancelled by the shopper. */
  | { type: 'aborted' }
  /** Any other status, or an answer that breaks the contract. */
  | { type: 'unexpected'; status: number };

export type UploadOutcome = { ok: true; file: UploadedFile } | { ok: false; error: UploadError };

export interface UploadOptions {
  /** Called with whole percents (0–100) while the bytes go out. */
  onProgress?: (percent: number) => void;
  /** Aborts the request (the outcome is then `aborted`). */
  signal?: AbortSignal;
}

export const UPLOAD_PATH = '/api/files';
export const CSRF_COOKIE_PATH = '/laravel/sanctum/csrf-cookie';

/** Statuses whose JSON `message` is meant for the shopper. */
const SHOPPER_MESSAGE_STATUSES = new Set([413, 422, 503]);

function currentToken(): string | undefined {
  const raw = typeof document === 'undefined' ? undefined : cookieFromHeader(document.cookie, XSRF_COOKIE);
  if (raw === undefined || raw === '') return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Asks the server for the XSRF-TOKEN cookie; false when it cannot be reached. */
async function fetchCsrfCookie(): Promise<boolean> {
  try {
    const response = await fetch(CSRF_COOKIE_PATH, {
      credentials: 'include',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    return response.ok;
  } catch {
    return false;
  }
}

type RawAnswer = { status: number; body: string } | 'network' | 'aborted';

function send(file: Blob, name: string, token: string | undefined, options: UploadOptions): Promise<RawAnswer> {
  return new Promise((resolve) => {
    if (options.signal?.aborted) {
      resolve('aborted');
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const finish = (answer: RawAnswer) => {
      options.signal?.removeEventListener('abort', onAbort);
      resolve(answer);
    };
    xhr.open('POST', UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (token !== undefined) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => finish({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => finish('network');
    xhr.ontimeout = () => finish('network');
    xhr.onabort = () => finish('aborted');
    options.signal?.addEventListener('abort', onAbort);
    const form = new FormData();
    form.append('file', file, name);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * Uploads one file as print data. Fetches the CSRF cookie first when there is none, and once more
 * (with one retry) when the server answers 419 because the token expired.
 */
export async function uploadPrintFile(file: Blob, name: string, options: UploadOptions = {}): Promise<UploadOutcome> {
  if (currentToken() === undefined && !(await fetchCsrfCookie())) return { ok: false, error: { type: 'network' } };
  let answer = await send(file, name, currentToken(), options);
  if (answer !== 'network' && answer !== 'aborted' && answer.status === 419) {
    if (!(await fetchCsrfCookie())) return { ok: false, error: { type: 'network' } };
    answer = await send(file, name, currentToken(), options);
  }
  if (answer === 'network' || answer === 'aborted') return { ok: false, error: { type: answer } };

  const body = parseJson(answer.body);
  if (answer.status >= 200 && answer.status < 300) {
    const parsed = v.safeParse(UploadedFileResponseSchema, body);
    return parsed.success
      ? { ok: true, file: toUploadedFile(parsed.output.data) }
      : { ok: false, error: { type: 'unexpected', status: answer.status } };
  }
  const message = messageOf(body);
  if (SHOPPER_MESSAGE_STATUSES.has(answer.status) && message !== undefined) {
    return { ok: false, error: { type: 'rejected', status: answer.status, message } };
  }
  return { ok: false, error: { type: 'unexpected', status: answer.status } };
}
