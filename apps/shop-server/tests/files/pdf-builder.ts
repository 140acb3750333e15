/**
 * Real PDFs written at test time (no binaries in the repository): numbered objects, optionally some
 * of them packed into a compressed object stream (PDF 1.5) with a cross-reference stream, as Acrobat
 * and most producers save them; otherwise a classic cross-reference table. poppler-utils reads them
 * like any other PDF (the tests ask pdfinfo and pdfdetach what a reader sees in them).
 */
import { deflateSync } from 'node:zlib';

export interface PdfObject {
  num: number;
  /** The object's value in PDF syntax (a dictionary, an array…). */
  body: string;
  /** Stream data: the body is then the stream's dictionary, without /Length (added here). */
  stream?: Uint8Array | string;
}

export interface PdfOptions {
  /** Objects (by number) written into one FlateDecode object stream instead of the file body. */
  packed?: readonly number[];
  /** The object number of the catalog (the trailer's /Root); 1 unless given. */
  root?: number;
  /** Text put in a comment after the header: readers skip it. */
  comment?: string;
  /** More trailer entries (`/Encrypt 6 0 R /ID […]`). */
  trailer?: string;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** The bytes of a PDF made of `objects`. */
export function buildPdf(objects: readonly PdfObject[], options: PdfOptions = {}): Buffer {
  const packed = new Set(options.packed ?? []);
  const chunks: Buffer[] = [latin1(`%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n${options.comment ? `%${options.comment}\n` : ''}`)];
  let size = chunks[0]!.length;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
  };
  const offsets = new Map<number, number>();
  const writeObject = (num: number, body: string, stream?: Uint8Array | string) => {
    offsets.set(num, size);
    if (stream === undefined) return push(latin1(`${num} 0 obj\n${body}\nendobj\n`));
    const data = typeof stream === 'string' ? latin1(stream) : Buffer.from(stream);
    const dict = body.replace(/>>\s*$/, ` /Length ${data.length} >>`);
    push(Buffer.concat([latin1(`${num} 0 obj\n${dict}\nstream\n`), data, latin1('\nendstream\nendobj\n')]));
  };

  for (const object of objects) if (!packed.has(object.num)) writeObject(object.num, object.body, object.stream);
  const maxNum = Math.max(...objects.map((o) => o.num));
  const root = options.root ?? 1;

  if (packed.size === 0) {
    const xrefAt = size;
    const rows = ['0000000000 65535 f \n'];
    for (let num = 1; num <= maxNum; num++) {
      const at = offsets.get(num);
      rows.push(at === undefined ? '0000000000 65535 f \n' : `${String(at).padStart(10, '0')} 00000 n \n`);
    }
    push(
      latin1(
        `xref\n0 ${maxNum + 1}\n${rows.join('')}trailer\n<< /Size ${maxNum + 1} /Root ${root} 0 R ${options.trailer ?? ''} >>\nstartxref\n${xrefAt}\n%%EOF\n`,
      ),
    );
    return Buffer.concat(chunks);
  }

  // The object stream: "num offset" pairs, then the objects (which cannot be streams themselves).
  const inside = objects.filter((o) => packed.has(o.num));
  if (inside.some((o) => o.stream !== undefined)) throw new Error('a stream cannot be packed into an object stream');
  let body = '';
  const pairs: string[] = [];
  for (const object of inside) {
    pairs.push(`${object.num} ${body.length}`);
    body += `${object.body}\n`;
  }
  const header = `${pairs.join(' ')}\n`;
  const objStmNum = maxNum + 1;
  const xrefNum = maxNum + 2;
  writeObject(
    objStmNum,
    `<< /Type /ObjStm /N ${inside.length} /First ${header.length} /Filter /FlateDecode >>`,
    deflateSync(latin1(header + body)),
  );

  // The cross-reference stream: type 1 (offset), type 2 (object stream number, index), widths 1 4 2.
  const count = xrefNum + 1;
  const table = Buffer.alloc(count * 7);
  const row = (num: number, type: number, a: number, b: number) => {
    table.writeUInt8(type, num * 7);
    table.writeUInt32BE(a, num * 7 + 1);
    table.writeUInt16BE(b, num * 7 + 5);
  };
  row(0, 0, 0, 65535);
  inside.forEach((object, index) => row(object.num, 2, objStmNum, index));
  for (const [num, at] of offsets) row(num, 1, at, 0);
  row(xrefNum, 1, size, 0);
  const xrefAt = size;
  writeObject(
    xrefNum,
    `<< /Type /XRef /Size ${count} /W [1 4 2] /Root ${root} 0 R ${options.trailer ?? ''} /Filter /FlateDecode >>`,
    deflateSync(table),
  );
  push(latin1(`startxref\n${xrefAt}\n%%EOF\n`));
  return Buffer.concat(chunks);
}

/** The catalog, the page tree and one page with a red square: objects 1–4 of every test PDF. */
export function onePage(catalogExtra = '', pageExtra = ''): PdfObject[] {
  return [
    { num: 1, body: `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>` },
    { num: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    { num: 3, body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R ${pageExtra} >>` },
    { num: 4, body: '<< /Filter /FlateDecode >>', stream: deflateSync(latin1('1 0 0 rg 50 50 100 100 re f\n')) },
  ];
}
