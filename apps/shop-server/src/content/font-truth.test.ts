/**
 * The font truth (issue #32): what the pages say about the design tool's fonts is FONT_FAMILIES of
 * @shop/design-document, the list the tool's font menu shows. Until 2026-11-29 the FAQ and the text
 * tool's manual promised about 80 fonts and sports faces while the tool had 7. When the tool gains
 * faces (issues #34/#35), this fails on every page that states the old count or list, by file and line.
 */
import { FONT_FAMILIES } from '@shop/design-document';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { at, contentSentences, type ContentSentence } from './claims.ts';
import { DEFAULT_CONTENT_DIR } from './load.ts';

const FONTS_SOURCE = 'libs/design-document/src/text/fonts.ts (FONT_FAMILIES)';
const japanese = FONT_FAMILIES.filter((font) => font.japanese).length;
const counts = { '': FONT_FAMILIES.length, 日本語: japanese, 英字: FONT_FAMILIES.length - japanese } as const;

/** A count of font kinds: `7種類`, `日本語6種類`, `英字1種類`, `約80種類`. */
const COUNT = /(日本語|英字)?(約)?(\d+)種類/g;

describe("what the pages say about the design tool's fonts", () => {
  it('every count of fonts on a page is the number of faces in FONT_FAMILIES (all, Japanese, Latin only)', async () => {
    // Claims about the tool: a sentence that names it, or any sentence of its manual and its FAQ entries
    // (a blog's advice to use two fonts per design is no count of the tool's fonts).
    const aboutTheTool = (s: ContentSentence) =>
      s.text.includes('デザインツール') || s.file.startsWith('pages/designtool/') || s.file.startsWith('faqs/designtool-');
    const sentences = (await contentSentences()).filter((s) => /フォント|書体/.test(s.text) && aboutTheTool(s));
    const claims = sentences.flatMap((sentence) => [...sentence.text.matchAll(COUNT)].map((match) => ({ sentence, match })));
    // The FAQ and the text tool's manual state the count: a test that found none would hold nothing.
    expect(claims.map(({ sentence }) => sentence.file)).toEqual(
      expect.arrayContaining(['faqs/designtool-fonts.md', 'pages/designtool/texttool.md']),
    );
    const wrong = claims
      .filter(({ match }) => match[2] !== undefined || Number(match[3]) !== counts[(match[1] ?? '') as keyof typeof counts])
      .map(
        ({ sentence, match }) =>
          `${at(sentence)}: says 「${match[0]}」; the design tool has ${counts[(match[1] ?? '') as keyof typeof counts]} ` +
          `(${FONT_FAMILIES.length} faces, ${japanese} with Japanese glyphs, in ${FONTS_SOURCE}): change the page`,
      );
    expect(wrong).toEqual([]);
  });

  it('the FAQ lists every face by the name of the font menu, in its order', async () => {
    const file = 'faqs/designtool-fonts.md';
    const text = await readFile(join(DEFAULT_CONTENT_DIR, file), 'utf8');
    const listed = [...text.matchAll(/^- (.+)$/gm)].map((match) => match[1]);
    expect(listed, `content/${file}: list the fonts as ${FONTS_SOURCE} labels them`).toEqual(FONT_FAMILIES.map((font) => font.label));
  });
});
