import { beforeEach, describe, expect, it, vi } from 'vitest';

const heic2any = vi.hoisted(() => vi.fn());
vi.mock('heic2any', () => ({ default: heic2any }));

import { convertHeicToJpeg, isHeic, jpegNameFor } from './heic.ts';

beforeEach(() => {
  heic2any.mockReset();
});

describe('convertHeicToJpeg', () => {
  it('asks heic2any for a JPEG at quality 0.8 and returns its blob', async () => {
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    heic2any.mockResolvedValue(jpeg);
    const heic = new Blob(['heic'], { type: 'image/heic' });
    await expect(convertHeicToJpeg(heic)).resolves.toBe(jpeg);
    expect(heic2any).toHaveBeenCalledWith({ blob: heic, toType: 'image/jpeg', quality: 0.8 });
  });

  it('returns null when the file holds several images (heic2any answers an array)', async () => {
    heic2any.mockResolvedValue([new Blob(['a']), new Blob(['b'])]);
    await expect(convertHeicToJpeg(new Blob(['heic']))).resolves.toBeNull();
  });

  it('passes a decoding failure on to the caller', async () => {
    heic2any.mockImplementation(() => Promise.reject(new Error('ERR_LIBHEIF format not supported')));
    await expect(convertHeicToJpeg(new Blob(['broken']))).rejects.toThrow('ERR_LIBHEIF');
  });
});

describe('isHeic', () => {
  it.each([
    [{ name: 'IMG_0001.HEIC', type: '' }, true],
    [{ name: 'photo.heif', type: '' }, true],
    [{ name: 'photo', type: 'image/heic' }, true],
    [{ name: 'photo.jpg', type: 'image/jpeg' }, false],
    [{ name: 'heic.png', type: 'image/png' }, false],
  ])('tells a HEIC file by its extension or MIME type: %o → %s', (file, expected) => {
    expect(isHeic(file)).toBe(expected);
  });

  it('names the converted photo .jpg', () => {
    expect(jpegNameFor('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegNameFor('photo')).toBe('photo.jpg');
  });
});
