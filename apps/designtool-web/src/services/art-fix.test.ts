import type { ArtFix } from '@shop/web-state';
import { describe, expect, it } from 'vitest';
import { fixedSvgOf, importKeptEverything, versionPicture } from './art-fix.ts';

const page = { width: 210, height: 297 };
const fix = (over: Partial<ArtFix> = {}): ArtFix => ({
  pid: 'pid-1',
  orderNumber: 'PF-2026-000123',
  jobId: 41,
  versionNumber: 1,
  placement: { printSpecId: 31, name: '前面 A4', widthMm: 210, heightMm: 297 },
  file: { uuid: 'a0000000-0000-4000-8000-000000000001', name: 'logo.png', mimeType: 'image/png', width: 1200, height: 600 },
  source: 'customer_upload',
  layout: { widthMm: 150, anchor: 'top', offsetXMm: 10, offsetYMm: 20 },
  ...over,
});

describe("the design tool starts a fix from the art job's version", () => {
  it("an uploaded picture lands at the version's print width and place (placeArtwork: centred, moved by the offsets)", () => {
    expect(versionPicture('s1', fix(), page)).toMatchObject({
      type: 'image',
      id: 's1',
      x: 40, // (210 - 150) / 2 + 10
      y: 20,
      w: 150,
      h: 75,
      fileUuid: 'a0000000-0000-4000-8000-000000000001',
      src: '/api/files/a0000000-0000-4000-8000-000000000001/preview',
      pixelWidth: 1200,
      pixelHeight: 600,
      vector: false,
      photographic: false,
    });
  });

  it("a design-tool version's SVG covers the whole area, where its drawing was; a JPEG counts as a photo", () => {
    const svg = fix({
      source: 'design_tool',
      file: { uuid: 'b0000000-0000-4000-8000-000000000002', name: 'd.svg', mimeType: 'image/svg+xml', width: null, height: null },
    });
    expect(versionPicture('s2', svg, page)).toMatchObject({ x: 0, y: 0, w: 210, h: 297, vector: true, mimeType: 'image/svg+xml' });
    expect(versionPicture('s3', fix({ file: { ...fix().file, mimeType: 'image/jpeg' } }), page)?.photographic).toBe(true);
  });

  it('a PDF, or a picture whose size is unknown, cannot be placed: null (the tool starts empty and says why)', () => {
    expect(versionPicture('s4', fix({ file: { ...fix().file, mimeType: 'application/pdf' } }), page)).toBeNull();
    expect(versionPicture('s5', fix({ file: { ...fix().file, width: null } }), page)).toBeNull();
  });

  it('an SVG import that left something out or changed it is not the design: any notice counts', () => {
    expect(importKeptEverything([])).toBe(true);
    expect(importKeptEverything(['SVGの中に埋め込まれた画像は省きました。画像は別に読み込んでください。'])).toBe(false);
  });

  it("the export's SVG is the fixed placement's; none yet is null", () => {
    const prints = [
      { printSpecId: 30, svgFileUuid: 'other' },
      { printSpecId: 31, svgFileUuid: 'mine' },
    ];
    expect(fixedSvgOf({ prints } as never, fix())).toBe('mine');
    expect(fixedSvgOf({ prints: [{ printSpecId: 31, svgFileUuid: null }] } as never, fix())).toBeNull();
  });
});
