/**
 * Active content in an uploaded PDF (or PDF-compatible `.ai`), found before it is stored (issue #29,
 * docs/decisions/021-active-content-in-pdf-uploads.md): JavaScript (actions, the document's
 * `/JavaScript` name tree, `/JS`, XFA forms), launch actions, form submission and import, embedded
 * files and rich media. Such a file is refused, never rewritten: a print file stays byte for byte
 * what the shopper made.
 *
 * The check reads the file's syntax the way a lenient desktop reader may, and errs on the side of
 * refusing:
 * - every name outside stream data is read, with `#xx` escapes decoded (`/Java#53cript`), whether it
 *   sits in a dictionary, a string or a comment;
 * - object streams (`/Type /ObjStm`, or any stream with `/First`) are inflated and read the same
 *   way: a compressed object stream is where a producer, or an attacker, puts most objects. One that
 *   cannot be read (encrypted, a filter other than FlateDecode, a predictor, broken data, larger
 *   than OBJECT_STREAM_LIMIT) makes the file unreadable, which is refused too;
 * - inside any stream's raw data, an indirect object header (`12 0 obj`) starts an object a reader
 *   following the cross-reference table could load: its names are read up to its `endobj`.
 */
import { constants, inflateSync } from 'node:zlib';

/** What a refused file carries, by kind (each kind has its Japanese words in messages.ts). */
export type ActiveContentKind = 'javascript' | 'launch' | 'form' | 'embedded_file' | 'rich_media';

/** The names that make a PDF active, and the kind each one stands for. */
const ACTIVE_NAMES: Readonly<Record<string, ActiveContentKind>> = {
  JavaScript: 'javascript', // action type (/S /JavaScript) and the document's name tree (/Names << /JavaScript … >>)
  JS: 'javascript', // the script of a JavaScript or rendition action
  XFA: 'javascript', // an XFA form in /AcroForm: XML with scripts readers run
  Launch: 'launch', // runs a program or opens a file
  SubmitForm: 'form', // sends form fields to a URL
  ImportData: 'form', // reads form data from a file
  EmbeddedFile: 'embedded_file', // an embedded file stream
  EmbeddedFiles: 'embedded_file', // the document's attachments name tree
  EF: 'embedded_file', // a file specification's embedded file
  FileAttachment: 'embedded_file', // an attachment annotation
  RichMedia: 'rich_media', // Flash, video and 3D annotations with their own scripting
};

/** The order kinds are reported in. */
const KIND_ORDER: readonly ActiveContentKind[] = ['javascript', 'launch', 'form', 'embedded_file', 'rich_media'];

export type PdfCheck = { ok: true } | { ok: false; reason: 'active'; kinds: ActiveContentKind[] } | { ok: false; reason: 'unreadable' };

/** The most an object stream may inflate to, bytes: a producer's are kilobytes; more is a bomb or not a PDF. */
export const OBJECT_STREAM_LIMIT = 64 * 1024 * 1024;

/** PDF whitespace (NUL, TAB, LF, FF, CR, space) and delimiters. */
const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);

/** `/Name` tokens anywhere in latin1 text (a name ends at whitespace or a delimiter). */
// eslint-disable-next-line no-control-regex -- NUL is PDF whitespace
const NAME = /\/([^\x00\t\n\f\r ()<>[\]{}/%]*)/g;
/** An indirect object header inside a stream's raw data. */
// eslint-disable-next-line no-control-regex -- NUL is PDF whitespace
const OBJECT_HEADER = /(?<![0-9])\d{1,10}[\x00\t\n\f\r ]+\d{1,5}[\x00\t\n\f\r ]+obj(?![^\x00\t\n\f\r ()<>[\]{}/%])/g;
/** `N G obj <integer> endobj`: the lengths of streams written as indirect objects. */
// eslint-disable-next-line no-control-regex -- NUL is PDF whitespace
const INTEGER_OBJECT = /(?<![0-9])(\d{1,10})[\x00\t\n\f\r ]+(\d{1,5})[\x00\t\n\f\r ]+obj[\x00\t\n\f\r ]*(\d{1,12})[\x00\t\n\f\r ]*endobj/g;

/** A name with its `#xx` escapes decoded (`Java#53cript` → `JavaScript`). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Adds the kind of every active name in `text` to `found`. */
function scanNames(text: string, found: Set<ActiveContentKind>): void {
  for (const match of text.matchAll(NAME)) {
    const kind = ACTIVE_NAMES[decodeName(match[1]!)];
    if (kind) found.add(kind);
  }
}

/** A parsed PDF value, as far as a stream's dictionary needs one. */
type PdfValue =
  | { type: 'dict'; entries: Map<string, PdfValue> }
  | { type: 'array'; items: PdfValue[] }
  | { type: 'name'; name: string }
  | { type: 'number'; value: number }
  | { type: 'ref'; num: number; gen: number }
  | { type: 'other' };

interface Stream {
  dict: Map<string, PdfValue>;
  /** byte range of the raw data */
  start: number;
  end: number;
}

/** A tolerant reader of PDF syntax over the whole file: finds every stream with its dictionary. */
class Lexer {
  pos = 0;
  readonly bytes: Uint8Array;
  readonly text: string;
  constructor(bytes: Uint8Array, text: string) {
    this.bytes = bytes;
    this.text = text;
  }

  /** Skips whitespace and comments. */
  skipSpace(): void {
    const b = this.bytes;
    while (this.pos < b.length) {
      const byte = b[this.pos]!;
      if (WHITESPACE.has(byte)) this.pos++;
      else if (byte === 0x25 /* % */) {
        while (this.pos < b.length && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
      } else return;
    }
  }

  /** A regular token (number, keyword) at pos, consumed. */
  word(): string {
    const start = this.pos;
    while (this.pos < this.bytes.length && isRegular(this.bytes[this.pos]!)) this.pos++;
    return this.text.slice(start, this.pos);
  }

  /** A literal string `( … )` with nesting and escapes, consumed (its content is not needed). */
  skipLiteralString(): void {
    const b = this.bytes;
    let depth = 0;
    while (this.pos < b.length) {
      const byte = b[this.pos++]!;
      if (byte === 0x5c /* \ */) this.pos++;
      else if (byte === 0x28 /* ( */) depth++;
      else if (byte === 0x29 /* ) */ && --depth === 0) return;
    }
  }

  /** One value at pos (after skipSpace), consumed; undefined at a closing delimiter or the end. */
  value(depth = 0): PdfValue | undefined {
    this.skipSpace();
    const b = this.bytes;
    if (this.pos >= b.length || depth > 100) return undefined;
    const byte = b[this.pos]!;
    if (byte === 0x3c /* < */ && b[this.pos + 1] === 0x3c) {
      this.pos += 2;
      return this.dict(depth + 1);
    }
    if (byte === 0x3c) {
      const close = this.text.indexOf('>', this.pos);
      this.pos = close === -1 ? b.length : close + 1;
      return { type: 'other' };
    }
    if (byte === 0x5b /* [ */) {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.pos >= b.length) return { type: 'array', items };
        if (b[this.pos] === 0x5d /* ] */) {
          this.pos++;
          return { type: 'array', items };
        }
        const item = this.value(depth + 1);
        if (item === undefined)
          this.pos++; // a stray delimiter
        else items.push(item);
      }
    }
    if (byte === 0x28) {
      this.skipLiteralString();
      return { type: 'other' };
    }
    if (byte === 0x2f /* / */) {
      this.pos++;
      return { type: 'name', name: decodeName(this.word()) };
    }
    if (byte === 0x3e /* > */ || byte === 0x5d || byte === 0x29 || byte === 0x7b || byte === 0x7d) return undefined;
    const word = this.word();
    if (word === '') {
      this.pos++;
      return { type: 'other' };
    }
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
      // `12 0 R` is a reference: look ahead without consuming anything else.
      const save = this.pos;
      this.skipSpace();
      const gen = this.word();
      this.skipSpace();
      if (
        /^\d+$/.test(word) &&
        /^\d+$/.test(gen) &&
        this.bytes[this.pos] === 0x52 /* R */ &&
        !isRegular(this.bytes[this.pos + 1] ?? 0x20)
      ) {
        this.pos++;
        return { type: 'ref', num: Number(word), gen: Number(gen) };
      }
      this.pos = save;
      return { type: 'number', value: Number(word) };
    }
    return { type: 'other' };
  }

  /** The entries of a dictionary whose `<<` was consumed, up to and with its `>>`. */
  dict(depth: number): PdfValue {
    const entries = new Map<string, PdfValue>();
    const b = this.bytes;
    for (;;) {
      this.skipSpace();
      if (this.pos >= b.length) break;
      if (b[this.pos] === 0x3e && b[this.pos + 1] === 0x3e) {
        this.pos += 2;
        break;
      }
      const key = this.value(depth);
      if (key === undefined) {
        this.pos++; // a stray delimiter
        continue;
      }
      if (key.type !== 'name') continue;
      const value = this.value(depth);
      if (value !== undefined) entries.set(key.name, value);
    }
    return { type: 'dict', entries };
  }
}

/** Every stream of the file, each with its dictionary and raw data range, in file order. */
function findStreams(bytes: Uint8Array, text: string): Stream[] {
  const lengths = new Map<string, number>();
  for (const match of text.matchAll(INTEGER_OBJECT)) lengths.set(`${match[1]} ${Number(match[2])}`, Number(match[3]));
  const lexer = new Lexer(bytes, text);
  const streams: Stream[] = [];
  while (lexer.pos < bytes.length) {
    lexer.skipSpace();
    if (lexer.pos >= bytes.length) break;
    const value = lexer.value();
    if (value === undefined) {
      lexer.pos++;
      continue;
    }
    if (value.type !== 'dict') continue;
    lexer.skipSpace();
    if (!text.startsWith('stream', lexer.pos) || isRegular(bytes[lexer.pos + 6] ?? 0x20)) continue;
    let start = lexer.pos + 6;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    const entries = (value as { entries: Map<string, PdfValue> }).entries;
    const declared = entries.get('Length');
    const length =
      declared?.type === 'number' ? declared.value : declared?.type === 'ref' ? lengths.get(`${declared.num} ${declared.gen}`) : undefined;
    let end = -1;
    if (length !== undefined && Number.isSafeInteger(length) && length >= 0 && start + length <= bytes.length) {
      // The declared length, when `endstream` follows it; otherwise the first `endstream` (as readers repair).
      const after = text.slice(start + length, start + length + 32).trimStart();
      if (after.startsWith('endstream')) end = start + length;
    }
    if (end === -1) {
      const found = text.indexOf('endstream', start);
      end = found === -1 ? bytes.length : found;
    }
    streams.push({ dict: entries, start, end });
    lexer.pos = end;
  }
  return streams;
}

const nameOf = (value: PdfValue | undefined) => (value?.type === 'name' ? value.name : undefined);

/** Whether decoding parameters ask for something this check does not do (a predictor, or parameters held elsewhere). */
function needsMoreThanInflate(parms: PdfValue | undefined): boolean {
  if (parms === undefined || parms.type === 'other') return false; // absent, or null
  if (parms.type === 'array') return parms.items.some(needsMoreThanInflate);
  if (parms.type !== 'dict') return true;
  const predictor = parms.entries.get('Predictor');
  return predictor !== undefined && !(predictor.type === 'number' && predictor.value === 1);
}

/** The data of an object stream, inflated; undefined when this check cannot read it. */
function objectStreamText(stream: Stream, bytes: Uint8Array): string | undefined {
  const raw = bytes.subarray(stream.start, stream.end);
  const filter = stream.dict.get('Filter');
  const filters = filter === undefined ? [] : filter.type === 'array' ? filter.items : [filter];
  if (needsMoreThanInflate(stream.dict.get('DecodeParms'))) return undefined;
  if (filters.length === 0) return Buffer.from(raw).toString('latin1');
  const only = filters.length === 1 ? nameOf(filters[0]) : undefined;
  if (only !== 'FlateDecode' && only !== 'Fl') return undefined;
  try {
    // Z_SYNC_FLUSH: a stream cut short (a missing checksum, trailing bytes) still yields what it holds, as readers show it.
    return inflateSync(raw, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: OBJECT_STREAM_LIMIT }).toString('latin1');
  } catch {
    return undefined;
  }
}

/**
 * Whether a PDF (or a PDF-compatible `.ai`) carries active content, and of which kinds; or that an
 * object stream could not be read, so it could not be checked.
 *
 * @example checkPdf(await readFile('print.pdf')) // { ok: true }
 */
export function checkPdf(bytes: Uint8Array): PdfCheck {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const streams = findStreams(bytes, text);
  const found = new Set<ActiveContentKind>();
  let unreadable = false;
  let at = 0;
  for (const stream of streams) {
    scanNames(text.slice(at, stream.start), found);
    at = Math.max(at, stream.end);
    // An object hidden in stream data, for a reader that follows the cross-reference table there.
    const raw = text.slice(stream.start, stream.end);
    for (const header of raw.matchAll(OBJECT_HEADER)) {
      const from = header.index;
      const close = raw.indexOf('endobj', from);
      scanNames(raw.slice(from, close === -1 ? raw.length : close), found);
    }
    if (nameOf(stream.dict.get('Type')) === 'ObjStm' || stream.dict.has('First')) {
      const objects = objectStreamText(stream, bytes);
      if (objects === undefined) unreadable = true;
      else scanNames(objects, found);
    }
  }
  scanNames(text.slice(at), found);
  if (found.size > 0) return { ok: false, reason: 'active', kinds: KIND_ORDER.filter((kind) => found.has(kind)) };
  return unreadable ? { ok: false, reason: 'unreadable' } : { ok: true };
}
