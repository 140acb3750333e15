/**
 * The file-type truth (issue #32): the formats the pages say an upload takes are the ones the upload
 * form accepts (`ACCEPTED_FILES` of shop-web's print-data checks; the server then keeps the kinds of
 * the contract's FileKind), HEIC is said to become a JPEG in the browser (web-state's heic.ts), and
 * the design tool's manual lists what its image import takes. Until 2026-11-29 the pages left out
 * WebP and SVG, said the shop turns HEIC into PNG, and a post asked for a name list in Excel or CSV.
 */
import { FileKindSchema } from '@shop/api-contract';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { at, contentSentences } from './claims.ts';
import { DEFAULT_CONTENT_DIR } from './load.ts';

const workspace = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));
const UPLOAD_CHECKS = 'apps/shop-web/app/print/upload/print-data-checks.ts';
const HEIC = 'libs/web-state/src/files/heic.ts';
const DESIGN_TOOL_IMPORT = 'apps/designtool-web/src/services/import-image.ts';

/** The kind (as an extension) each entry of an `accept` list stands for: `.jpeg` and `image/jpeg` are `.jpg`. */
const KIND_OF_ENTRY: Record<string, string> = {
  '.jpeg': '.jpg',
  '.heif': '.heic',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/svg+xml': '.svg',
  'image/heic': '.heic',
  'image/heif': '.heic',
  'application/pdf': '.pdf',
  'application/postscript': '.ai',
  'application/illustrator': '.ai',
};
const kindOf = (entry: string) => KIND_OF_ENTRY[entry] ?? entry;

/** The kinds of a comma-separated `accept` list written as the constant `name` (a string or an array joined with commas) in `path`. */
async function acceptedKinds(path: string, name: string): Promise<Set<string>> {
  const source = await readFile(workspace(path), 'utf8');
  const body = new RegExp(`export const ${name} = ([\\s\\S]*?);\\n`).exec(source)?.[1] ?? '';
  const entries = [...body.matchAll(/'([^']+)'/g)].flatMap((match) => (match[1] ?? '').split(',')).filter((entry) => entry !== '');
  expect(entries.length, `${path}: ${name} not found`).toBeGreaterThan(3);
  return new Set(entries.map(kindOf));
}

/** How the pages name formats, and the extension each stands for (the ones no upload takes too). */
const FORMATS: Record<string, string> = {
  AI: '.ai',
  PDF: '.pdf',
  PNG: '.png',
  JPG: '.jpg',
  JPEG: '.jpeg',
  WebP: '.webp',
  SVG: '.svg',
  HEIC: '.heic',
  HEIF: '.heif',
  EPS: '.eps',
  PSD: '.psd',
  TIFF: '.tiff',
  GIF: '.gif',
  BMP: '.bmp',
  Excel: '.xlsx',
  CSV: '.csv',
  Word: '.docx',
  PowerPoint: '.pptx',
};
const FORMAT_WORDS = new RegExp(`(?<![A-Za-z/])(${Object.keys(FORMATS).join('|')})(?![A-Za-z])`, 'g');

describe('what the pages say about the files an upload takes', () => {
  it('the upload form takes the kinds the server keeps, plus HEIC, which the browser turns into JPEG', async () => {
    const form = await acceptedKinds(UPLOAD_CHECKS, 'ACCEPTED_FILES');
    const serverKinds = FileKindSchema.options.map((kind) => kindOf(`.${kind}`));
    expect([...form].sort()).toEqual([...serverKinds, '.heic'].sort());
    expect(await readFile(workspace(HEIC), 'utf8')).toContain("toType: 'image/jpeg'");
  });

  it('a page about sending data names only formats the upload form takes (no Excel, CSV, EPS…)', async () => {
    const accepted = await acceptedKinds(UPLOAD_CHECKS, 'ACCEPTED_FILES');
    const wrong = (await contentSentences())
      // A sentence may name a format to say it cannot be sent.
      .filter((sentence) => !/できません|いただけません|対応していません/.test(sentence.text))
      .flatMap((sentence) =>
        [...sentence.text.matchAll(FORMAT_WORDS)]
          .filter((match) => !accepted.has(kindOf(FORMATS[match[1] ?? ''] ?? '')))
          .map((match) => `${at(sentence)}: names 「${match[1]}」, which the upload does not take (${UPLOAD_CHECKS}): change the page`),
      );
    expect(wrong).toEqual([]);
  });

  it.each([
    'faqs/file-formats.md',
    'pages/reference/design.md',
    'pages/info/systemrequirements.md',
    'pages/guidance/timelines/submit-data.md',
  ])('%s lists every kind the upload takes', async (file) => {
    const accepted = await acceptedKinds(UPLOAD_CHECKS, 'ACCEPTED_FILES');
    const text = await readFile(join(DEFAULT_CONTENT_DIR, file), 'utf8');
    const named = new Set([...text.matchAll(FORMAT_WORDS)].map((match) => kindOf(FORMATS[match[1] ?? ''] ?? '')));
    const missing = [...accepted].filter((kind) => !named.has(kind));
    expect(missing, `content/${file}: name these kinds too (${UPLOAD_CHECKS} accepts them)`).toEqual([]);
  });

  it('every sentence about converting HEIC says the browser makes it a JPEG before sending', async () => {
    const claims = (await contentSentences()).filter((sentence) => sentence.text.includes('HEIC') && sentence.text.includes('変換'));
    expect(claims.length).toBeGreaterThan(3);
    const wrong = claims
      .filter((sentence) => !(sentence.text.includes('JPEG') || sentence.text.includes('JPG')) || !sentence.text.includes('ブラウザ'))
      .map((sentence) => `${at(sentence)}: HEIC is converted to JPEG in the browser before upload (${HEIC}): change the page`);
    expect(wrong).toEqual([]);
  });

  it("the design tool's manual lists exactly what its image import takes", async () => {
    const accepted = await acceptedKinds(DESIGN_TOOL_IMPORT, 'IMPORT_ACCEPT');
    const file = 'pages/designtool/importimage.md';
    const text = await readFile(join(DEFAULT_CONTENT_DIR, file), 'utf8');
    const line = /^## 対応形式\n\n- (.+)$/m.exec(text)?.[1] ?? '';
    const named = [...line.matchAll(FORMAT_WORDS)].map((match) => kindOf(FORMATS[match[1] ?? ''] ?? ''));
    expect(named.sort(), `content/${file} (## 対応形式): list what ${DESIGN_TOOL_IMPORT} accepts`).toEqual([...accepted].sort());
  });
});
