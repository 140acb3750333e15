import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, preCheck, printQuality, uploadErrorMessage } from './print-data-checks.ts';
import type { UploadedFile } from '@shop/web-state';

const png = (width: number | null, height: number | null): UploadedFile => ({
  uuid: 'u',
  kind: 'png',
  name: 'a.png',
  width,
  height,
  needsCheck: false,
  thumbnailUrl: '/t',
});

describe('preCheck', () => {
  it.each([
    [{ name: 'a.png', type: 'image/png', size: MAX_UPLOAD_BYTES }, { ok: true }],
    [
      { name: 'a.png', type: 'image/png', size: MAX_UPLOAD_BYTES + 1 },
      { ok: false, error: { type: 'too_large' } },
    ],
    [{ name: 'logo.AI', type: '', size: 10 }, { ok: true }],
    [{ name: 'IMG_1.HEIC', type: '', size: 10 }, { ok: true }],
    [{ name: 'noextension', type: '', size: 10 }, { ok: true }],
    [{ name: 'design', type: 'application/pdf', size: 10 }, { ok: true }],
    [
      { name: 'notes.txt', type: 'text/plain', size: 10 },
      { ok: false, error: { type: 'unsupported' } },
    ],
    [
      { name: 'movie.mov', type: '', size: 10 },
      { ok: false, error: { type: 'unsupported' } },
    ],
  ])('refuses files over 50 MB and files that are plainly not print data: %o', (file, expected) => {
    expect(preCheck(file)).toEqual(expected);
  });
});

describe('printQuality', () => {
  const a4 = { widthMm: 297, heightMm: 420 };
  it.each([
    [png(3508, 4961), { type: 'raster', dpi: 300, level: 'fine' }],
    [png(1170, 1654), { type: 'raster', dpi: 100, level: 'blurry' }],
    [png(702, 992), { type: 'raster', dpi: 60, level: 'too_coarse' }],
  ])('rates a raster image by its effective dpi on the area (the limiting side decides)', (file, expected) => {
    expect(printQuality(file, a4)).toEqual(expected);
  });

  it('needs no dpi for SVG and leaves PDF and AI to the staff', () => {
    expect(printQuality({ ...png(500, 500), kind: 'svg' }, a4)).toEqual({ type: 'vector' });
    expect(printQuality({ ...png(null, null), kind: 'pdf', needsCheck: true }, a4)).toEqual({ type: 'needs_check' });
  });
});

describe('uploadErrorMessage', () => {
  it('shows the server’s message, the network message, nothing for a cancel, and the size limit for a bare 413', () => {
    expect(uploadErrorMessage({ type: 'rejected', status: 422, message: '読み込めませんでした。' })).toBe('読み込めませんでした。');
    expect(uploadErrorMessage({ type: 'network' })).toBe('アップロードできませんでした。通信環境をご確認のうえ、もう一度お試しください。');
    expect(uploadErrorMessage({ type: 'aborted' })).toBeNull();
    expect(uploadErrorMessage({ type: 'unexpected', status: 413 })).toBe('ファイルサイズは50MBまでです。');
  });
});
