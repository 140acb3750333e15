/** Tiny print-data files made at test time (no binaries in the repository). */
import sharp from 'sharp';

/** A `width` × `height` image of one colour, as PNG, JPEG or WebP. */
export function solidImage(format: 'png' | 'jpeg' | 'webp', width = 60, height = 30): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#2060c0' } });
  return image[format]().toBuffer();
}

/** A PNG of random pixels (it does not compress), about width × height × 3 bytes. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 4) pixels.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, Math.min(i, pixels.length - 4));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A minimal one-page PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A PDF-compatible Illustrator file: the PDF above with Illustrator's PieceInfo. */
export const AI = Buffer.from(
  PDF.toString('latin1').replace('/Type /Catalog', '/Type /Catalog /PieceInfo << /Illustrator 4 0 R >>'),
  'latin1',
);

/** An SVG carrying everything the sanitiser must remove, around a red square that must stay. */
export const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" viewBox="0 0 120 80" onload="alert('onload')">
  <script>alert('script')</script>
  <rect id="square" x="10" y="10" width="100" height="60" fill="#e00000" onclick="alert('click')"/>
  <use href="https://evil.example/sprite.svg#a"/>
  <use xlink:href="#square"/>
  <image href="http://evil.example/tracker.png" width="1" height="1"/>
  <a href="javascript:alert('link')"><text x="10" y="75">ロゴ</text></a>
</svg>`;
