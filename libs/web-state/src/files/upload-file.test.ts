import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, uploadAnswer } from './fake-xhr.ts';
import { uploadPrintFile } from './upload-file.ts';

const fetchMock = vi.fn();

function clearCookie() {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

/** Lets the awaited CSRF step finish so the XHR is sent. */
async function sent(count = 1): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.requests).toHaveLength(count));
  return FakeXhr.last();
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => {
    document.cookie = 'XSRF-TOKEN=token%3Dfresh; path=/';
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  clearCookie();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookie();
});

describe('uploadPrintFile', () => {
  it('fetches the CSRF cookie, posts one multipart part "file" with the decoded token, credentials and progress', async () => {
    const progress: number[] = [];
    const file = new File(['png bytes'], 'logo.png', { type: 'image/png' });
    const outcome = uploadPrintFile(file, 'logo.png', { onProgress: (p) => progress.push(p) });
    const xhr = await sent();
    expect(fetchMock).toHaveBeenCalledWith('/laravel/sanctum/csrf-cookie', expect.objectContaining({ credentials: 'include' }));
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/files', true]);
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('token=fresh');
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['file']);
    expect((xhr.body?.get('file') as File).name).toBe('logo.png');
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201, uploadAnswer({ kind: 'pdf', width: null, height: null, needs_check: true, thumbnail_url: null }));
    expect(await outcome).toEqual({
      ok: true,
      file: {
        uuid: '0b7d3c1e-1111-4222-8333-944455556666',
        kind: 'pdf',
        name: 'logo.png',
        width: null,
        height: null,
        needsCheck: true,
        thumbnailUrl: '',
      },
    });
    expect(progress).toEqual([25, 100]);
  });

  it('reuses an existing token without asking for a new one', async () => {
    document.cookie = 'XSRF-TOKEN=already; path=/';
    const outcome = uploadPrintFile(new Blob(['x']), 'a.png');
    const xhr = await sent();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('already');
    xhr.respond(201, uploadAnswer());
    expect((await outcome).ok).toBe(true);
  });

  it('refreshes the token once and retries when the server answers 419', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    const outcome = uploadPrintFile(new Blob(['x']), 'a.png');
    (await sent(1)).respond(419, { message: 'CSRF token mismatch.' });
    const retry = await sent(2);
    expect(retry.headers['X-XSRF-TOKEN']).toBe('token=fresh');
    retry.respond(201, uploadAnswer());
    expect((await outcome).ok).toBe(true);
  });

  it('returns the Japanese message of a 413 or 422 refusal', async () => {
    const outcome = uploadPrintFile(new Blob(['x']), 'a.txt');
    (await sent()).respond(422, { message: 'この形式のファイルはアップロードできません。', errors: { file: ['…'] } });
    expect(await outcome).toEqual({
      ok: false,
      error: { type: 'rejected', status: 422, message: 'この形式のファイルはアップロードできません。' },
    });
  });

  it('tells a network failure, an abort and a broken answer apart', async () => {
    const failed = uploadPrintFile(new Blob(['x']), 'a.png');
    (await sent(1)).fail();
    expect(await failed).toEqual({ ok: false, error: { type: 'network' } });

    const controller = new AbortController();
    const aborted = uploadPrintFile(new Blob(['x']), 'a.png', { signal: controller.signal });
    await sent(2);
    controller.abort();
    expect(await aborted).toEqual({ ok: false, error: { type: 'aborted' } });

    const broken = uploadPrintFile(new Blob(['x']), 'a.png');
    (await sent(3)).respond(201, { data: { uuid: 'x' } });
    expect(await broken).toEqual({ ok: false, error: { type: 'unexpected', status: 201 } });
  });

  it('counts an unreachable CSRF endpoint as a network failure without posting', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await uploadPrintFile(new Blob(['x']), 'a.png')).toEqual({ ok: false, error: { type: 'network' } });
    expect(FakeXhr.requests).toHaveLength(0);
  });
});
