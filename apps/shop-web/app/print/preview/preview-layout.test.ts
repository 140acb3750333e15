import { describe, expect, it } from 'vitest';
import { artworkUrl } from './preview-layout.ts';

// The garment geometry is tested where it lives (libs/design-document/src/garment/garments.test.ts).
describe('preview layout', () => {
  it('draws the server’s preview rendition of images and none of PDF or AI', () => {
    const file = { uuid: 'u-1', kind: 'png', name: 'a.png', width: 1, height: 1, needsCheck: false, thumbnailUrl: '/t' } as const;
    expect(artworkUrl(file)).toBe('/api/files/u-1/preview');
    expect(artworkUrl({ ...file, kind: 'pdf' })).toBeNull();
  });
});
