/**
 * What an uploaded file is, decided by its bytes alone: never by its name or the content type the
 * browser declared (both are the sender's word; a `.jpg` may hold a PNG, a `.png` may hold text).
 */

/** The kinds of print data the shop accepts (the contract's FileKind). */
export type FileKind = 'png' | 'jpeg' | 'webp' | 'svg' | 'pdf' | 'ai';

/** Kinds that sharp reads, so they get a thumbnail, a preview and a pixel size. */
export const RENDERED_KINDS: ReadonlySet<FileKind> = new Set(['png', 'jpeg', 'webp', 'svg']);

/** Content type each kind is served and stored with. */
export const CONTENT_TYPES: Readonly<Record<FileKind, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  ai: 'application/postscript',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = Buffer.from('%PDF-');
const POSTSCRIPT = ascii('%!PS-Adobe');
/** PDF readers accept the header anywhere in the first 1024 bytes (ISO 32000 implementation note). */
const PDF_HEADER_WINDOW = 1024;

/**
 * Markers of Illustrator's own data in a PDF-compatible `.ai` file: the `/Illustrator` key of its
 * PieceInfo dictionary (where Illustrator keeps its native data), or the `%AI…` comments of the
 * embedded Illustrator stream (`%AI5_FileFormat`, `%%AI8_CreatorVersion`).
 */
const ILLUSTRATOR_MARKERS = [Buffer.from('/Illustrator'), Buffer.from('%AI5_'), Buffer.from('%%AI8_'), Buffer.from('%AI9_')];

/** Whether the file is PDF syntax (`%PDF-` in its first 1024 bytes): every `pdf`, and an `.ai` saved PDF-compatible. */
export function isPdfSyntax(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(0, PDF_HEADER_WINDOW).includes(PDF);
}

/**
 * The kind of a file from its bytes, or undefined when it is none of the accepted kinds.
 *
 * - png, jpeg, webp: their signatures (`\x89PNG\r\n\x1a\n`, `FF D8 FF`, `RIFF….WEBP`).
 * - pdf: `%PDF-` within the first 1024 bytes.
 * - ai: an Illustrator file. Since Illustrator 9 an `.ai` is a PDF-compatible file, so a PDF that
 *   carries Illustrator's private data (ILLUSTRATOR_MARKERS) is `ai`; older `.ai` files (Illustrator 8
 *   and before) and EPS files are PostScript: every file starting `%!PS-Adobe` is `ai` too. Both
 *   are stored as given and checked by hand, like a PDF.
 * - svg: UTF-8 text whose first element, after an optional BOM, XML declaration, comments,
 *   processing instructions and DOCTYPE, is `<svg`. (Whether it is well-formed is the sanitiser's
 *   question, svg-sanitiser.ts.)
 *
 * @example detectKind(await readFile('logo.jpg')) // 'png' when the bytes are a PNG
 */
export function detectKind(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  if (startsWith(bytes, POSTSCRIPT)) return 'ai';
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pdfAt = buffer.subarray(0, PDF_HEADER_WINDOW).indexOf(PDF);
  if (pdfAt !== -1) return ILLUSTRATOR_MARKERS.some((marker) => buffer.includes(marker, pdfAt)) ? 'ai' : 'pdf';
  if (looksLikeSvg(buffer)) return 'svg';
  return undefined;
}

/** How much of the head of a text file is read to find its first element, bytes. */
const SVG_HEAD = 64 * 1024;
/** Whitespace, `<?…?>`, `<!--…-->` and `<!DOCTYPE …>` (with an internal subset) before the root element. */
const PROLOG = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>)*/i;

function looksLikeSvg(buffer: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer.subarray(0, SVG_HEAD), { stream: true });
  } catch {
    return false; // not UTF-8 text
  }
  const rest = text.slice(PROLOG.exec(text)?.[0].length ?? 0);
  return /^<svg[\s>/]/.test(rest);
}
