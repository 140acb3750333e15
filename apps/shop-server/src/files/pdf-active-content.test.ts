import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkPdf, OBJECT_STREAM_LIMIT } from './pdf-active-content.ts';

const pdf = (...parts: (string | Buffer)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)));
const stream = (dict: string, data: Buffer | string) => {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return pdf(`${dict.replace(/>>$/, ` /Length ${bytes.length} >>`)}\nstream\n`, bytes, '\nendstream\n');
};
const HEADER = '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n';

describe('checkPdf', () => {
  it('finds the names of active content outside streams, #xx escapes decoded', () => {
    expect(checkPdf(pdf(HEADER, '5 0 obj << /S /J#61vaScript /J#53 (x) >> endobj'))).toEqual({
      ok: false,
      reason: 'active',
      kinds: ['javascript'],
    });
    expect(checkPdf(pdf(HEADER, '5 0 obj << /S /Launch /F (a) >> endobj'))).toEqual({ ok: false, reason: 'active', kinds: ['launch'] });
  });

  it('reports every kind found, in one order', () => {
    const text = '5 0 obj << /A << /S /SubmitForm >> /B /RichMedia /C /EF /D /XFA /E /ImportData >> endobj';
    expect(checkPdf(pdf(HEADER, text))).toEqual({
      ok: false,
      reason: 'active',
      kinds: ['javascript', 'form', 'embedded_file', 'rich_media'],
    });
  });

  it('names that only begin like an active one are not active (/JS-Gothic, /EFG, /Launcher)', () => {
    expect(checkPdf(pdf(HEADER, '5 0 obj << /BaseFont /JS-Gothic /X /EFG /Y /Launcher >> endobj'))).toEqual({ ok: true });
  });

  it("does not read a content stream's data (a name there is a resource, not an action), with a direct or an indirect length", () => {
    const data = Buffer.concat([Buffer.from('q /JS gs /EF Do Q '), Buffer.from([0, 1, 2, 0xff]), Buffer.from(' endstrea')]);
    expect(checkPdf(pdf(HEADER, '4 0 obj ', stream('<< >>', data), 'endobj\n'))).toEqual({ ok: true });
    const indirect = pdf(HEADER, `4 0 obj << /Length 9 0 R >>\nstream\n`, data, `\nendstream\nendobj\n9 0 obj ${data.length} endobj\n`);
    expect(checkPdf(indirect)).toEqual({ ok: true });
  });

  it('the word stream inside a string does not start a stream: what follows is still read', () => {
    const text = '1 0 obj << /Type /Catalog /T (>>\nstream\n) /OpenAction << /S /JavaScript /JS (x) >> /U (endstream) >> endobj';
    expect(checkPdf(pdf('%PDF-1.7\n', text))).toEqual({ ok: false, reason: 'active', kinds: ['javascript'] });
  });

  it('an object written inside the raw data of a stream (where a cross-reference offset may point) is read', () => {
    const hidden = 'junk 6 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj junk';
    expect(checkPdf(pdf(HEADER, '4 0 obj ', stream('<< /Filter /FlateDecode >>', hidden), 'endobj\n'))).toEqual({
      ok: false,
      reason: 'active',
      kinds: ['javascript'],
    });
  });

  it('inflates object streams, also one cut short, also one without /Type but with /First', () => {
    const objects = deflateSync(Buffer.from('5 0\n<< /S /JavaScript /JS (x) >>\n'));
    for (const dict of ['<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>', '<< /N 1 /First 4 /Filter [/FlateDecode] >>']) {
      expect(checkPdf(pdf(HEADER, '7 0 obj ', stream(dict, objects), 'endobj\n'))).toEqual({
        ok: false,
        reason: 'active',
        kinds: ['javascript'],
      });
    }
    const cut = objects.subarray(0, objects.length - 6); // without the checksum and the last bytes
    expect(
      checkPdf(pdf(HEADER, '7 0 obj ', stream('<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>', cut), 'endobj\n')),
    ).toMatchObject({ ok: false });
    const clean = deflateSync(Buffer.from('5 0\n<< /Type /Page /MediaBox [0 0 10 10] >>\n'));
    expect(checkPdf(pdf(HEADER, '7 0 obj ', stream('<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>', clean), 'endobj\n'))).toEqual({
      ok: true,
    });
  });

  it.each([
    ['another filter', '<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode >>', deflateSync('5 0\n<< >>\n')],
    ['two filters', '<< /Type /ObjStm /N 1 /First 4 /Filter [/ASCIIHexDecode /FlateDecode] >>', deflateSync('5 0\n<< >>\n')],
    [
      'a predictor',
      '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >> >>',
      deflateSync('5 0\n<< >>\n'),
    ],
    ['a filter given by reference', '<< /Type /ObjStm /N 1 /First 4 /Filter 9 0 R >>', deflateSync('5 0\n<< >>\n')],
    ['data that does not inflate (encrypted)', '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>', Buffer.from('ciphertext')],
  ])('an object stream with %s cannot be read: unreadable', (_what, dict, data) => {
    expect(checkPdf(pdf(HEADER, '7 0 obj ', stream(dict, data), 'endobj\n'))).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('an object stream inflating beyond OBJECT_STREAM_LIMIT (a bomb) is unreadable, not inflated', () => {
    const bomb = deflateSync(Buffer.alloc(OBJECT_STREAM_LIMIT + 1024));
    expect(bomb.length).toBeLessThan(100_000);
    expect(checkPdf(pdf(HEADER, '7 0 obj ', stream('<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>', bomb), 'endobj\n'))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });

  it('active content found wins over an unreadable object stream (the more useful message)', () => {
    const unreadable = stream('<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode >>', 'x');
    expect(checkPdf(pdf(HEADER, '5 0 obj << /S /Launch >> endobj 7 0 obj ', unreadable, 'endobj\n'))).toEqual({
      ok: false,
      reason: 'active',
      kinds: ['launch'],
    });
  });

  it('survives malformed syntax without throwing: unbalanced delimiters, a stream without end, deep nesting', () => {
    for (const text of ['<<<<[[((', '1 0 obj << /Length 99 >>\nstream\nabc', `${'<<'.repeat(5000)}/JS${'>>'.repeat(5000)}`, ')]>>}{', '']) {
      expect(() => checkPdf(pdf('%PDF-1.4\n', text))).not.toThrow();
    }
    expect(checkPdf(pdf('%PDF-1.4\n', `${'['.repeat(5000)}/JavaScript`))).toEqual({ ok: false, reason: 'active', kinds: ['javascript'] });
  });
});
