/** The storefront's client (@shop/api-client with its cookie jar) uploading and reading print data on the real server. */
import { createApiClient, createCookieJar, ValidationError } from '@shop/api-client';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { createTestCustomer } from '../support/session-client.ts';
import { solidImage } from './fixtures.ts';

describe('print data through @shop/api-client', () => {
  const server = useTestServer();

  it('a guest uploads (the client fetches the CSRF cookie first), logs in, and reads the file and its images as Blobs', async () => {
    const jar = createCookieJar();
    const api = createApiClient({ baseUrl: server.url, fetch: jar.fetch, readCookie: jar.readCookie, retry: 0 });
    const png = await solidImage('png', 900, 300);
    const uploaded = await api.files.upload(new File([new Uint8Array(png)], 'デザイン.png', { type: 'image/png' }));
    expect(uploaded.data).toMatchObject({
      kind: 'png',
      name: 'デザイン.png',
      size: png.length,
      width: 900,
      height: 300,
      needsCheck: false,
    });

    const customer = await createTestCustomer(server.db);
    await api.auth.login({ email: customer.email, password: customer.password });
    expect((await api.files.get(uploaded.data.uuid)).data).toEqual(uploaded.data);
    const thumbnail = await api.files.thumbnail(uploaded.data.uuid);
    expect(thumbnail).toBeInstanceOf(Blob);
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 400, height: 133 });
    const preview = await api.files.preview(uploaded.data.uuid);
    expect(await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).toMatchObject({ width: 900, height: 300 });
    // The original, byte for byte (what the design tool embeds at full resolution).
    const original = await api.files.original(uploaded.data.uuid);
    expect(original.type).toBe('image/png');
    expect(Buffer.from(await original.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
  });

  it('a refused kind is a ValidationError with the Japanese message on `file`', async () => {
    const jar = createCookieJar();
    const api = createApiClient({ baseUrl: server.url, fetch: jar.fetch, readCookie: jar.readCookie, retry: 0 });
    const error: unknown = await api.files.upload(new Blob(['plain text']), 'notes.png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors['file']?.[0]).toContain('PNG・JPEG・WebP・SVG・PDF・AI');
  });
});
