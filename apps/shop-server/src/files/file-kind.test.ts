import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectKind } from './file-kind.ts';

const image = (format: 'png' | 'jpeg' | 'webp') => {
  const blank = sharp({ create: { width: 8, height: 4, channels: 3, background: '#c00' } });
  return blank[format]().toBuffer();
};
const text = (value: string) => Buffer.from(value, 'utf8');
const PDF = '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

describe('detectKind decides by the bytes alone', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('a %s by its signature', async (format) => {
    expect(detectKind(await image(format))).toBe(format);
  });

  it.each([
    ['a PDF', PDF, 'pdf'],
    ['a PDF whose header follows some junk (readers look in the first 1024 bytes)', `${'x'.repeat(500)}${PDF}`, 'pdf'],
    [
      'an Illustrator file: a PDF with Illustrator PieceInfo',
      PDF.replace('/Type /Catalog', '/Type /Catalog /PieceInfo << /Illustrator 5 0 R >>'),
      'ai',
    ],
    ['an Illustrator file: a PDF with %AI comments', `${PDF}%AI5_FileFormat 14.0\n`, 'ai'],
    ['a PostScript Illustrator 8 / EPS file', '%!PS-Adobe-3.0 EPSF-3.0\n%%Creator: Adobe Illustrator(R) 8.0\n', 'ai'],
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'svg'],
    [
      'an SVG after a BOM, XML declaration, comment and DOCTYPE',
      '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg viewBox="0 0 1 1"></svg>',
      'svg',
    ],
    ['plain text', 'hello, this is not a picture', undefined],
    ['HTML', '<!doctype html><html><body><svg></svg></body></html>', undefined],
    ['an XML file of another kind', '<?xml version="1.0"?><note/>', undefined],
    ['a PDF header too far in', `${'x'.repeat(1100)}${PDF}`, undefined],
    ['an empty file', '', undefined],
  ])('%s', (_what, content, kind) => {
    expect(detectKind(text(content))).toBe(kind);
  });

  it('bytes that are not UTF-8 are no SVG', () => {
    expect(detectKind(Buffer.concat([text('<svg '), Buffer.from([0xff, 0xfe, 0x00])]))).toBeUndefined();
  });

  it('a GIF or a HEIC photo is refused (only the listed kinds)', () => {
    expect(detectKind(text('GIF89a\u0001\u0000'))).toBeUndefined();
    expect(detectKind(Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypheic')]))).toBeUndefined();
  });
});
