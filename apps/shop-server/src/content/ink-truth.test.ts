/**
 * The ink truth (issue #32): what the pages say about inks is the catalogue's print inks. The order
 * flow offers each method's named inks (`print_inks`, seeded from PRINT_METHODS: silk-screen's
 * palette) and nothing else; until 2026-11-29 the FAQ, the silk-screen pages and two case studies
 * promised inks mixed to a colour number and "about 40" standard inks.
 */
import { describe, expect, it } from 'vitest';
import { PRINT_METHODS } from '../seed/demo-data/reference.ts';
import { anyOf, at, contentSentences, lastWordBefore } from './claims.ts';

const CATALOGUE = 'apps/shop-server/src/seed/demo-data/reference.ts (PRINT_METHODS[].inks)';
const inked = PRINT_METHODS.filter((method) => method.inks.length > 0);
const unInked = PRINT_METHODS.filter((method) => method.inks.length === 0);
const methodWords = anyOf(PRINT_METHODS.map((method) => method.name));
/** The method a sentence's ink claim is about: the one it names last before the claim, else the only method with inks. */
const methodAt = (text: string, index: number) => {
  const named = lastWordBefore(text, index, methodWords);
  return named === undefined ? (inked.length === 1 ? inked[0] : undefined) : PRINT_METHODS.find((method) => method.name === named);
};

describe('what the pages say about inks', () => {
  it('every count of standard inks is the number of inks of the method, and every list of them is its palette in order', async () => {
    const sentences = await contentSentences();
    const claims = sentences.flatMap((sentence) =>
      [...sentence.text.matchAll(/標準インク(\d+)色(?:（([^）]+)）)?/g)].map((match) => ({ sentence, match })),
    );
    expect(claims.map(({ sentence }) => sentence.file)).toEqual(
      expect.arrayContaining(['faqs/color-accuracy.md', 'pages/guidance/timelines/screen-printing.md', 'pages/guidance/screen.md']),
    );
    const wrong = claims.flatMap(({ sentence, match }) => {
      const method = methodAt(sentence.text, match.index);
      if (!method) return [`${at(sentence)}: 「${match[0]}」 does not say which print method it is about`];
      const names = method.inks.map((ink) => ink.name);
      const problems: string[] = [];
      if (Number(match[1]) !== names.length)
        problems.push(
          `${at(sentence)}: says ${match[1]} standard inks; ${method.name} has ${names.length} in ${CATALOGUE}: change the page`,
        );
      if (match[2] !== undefined && match[2].split('、').join() !== names.join())
        problems.push(
          `${at(sentence)}: lists 「${match[2]}」; ${method.name}'s inks are ${names.join('、')} (${CATALOGUE}): change the page`,
        );
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('an ink named in 「」 beside the word インク is one of the palette', async () => {
    const palette = new Set(inked.flatMap((method) => method.inks.map((ink) => ink.name)));
    const wrong = (await contentSentences())
      .filter((sentence) => sentence.text.includes('インク'))
      .flatMap((sentence) =>
        [...sentence.text.matchAll(/標準インク[^「。]*「([^」]+)」/g)]
          .filter((match) => !palette.has(match[1] ?? ''))
          .map((match) => `${at(sentence)}: names the ink 「${match[1]}」, which is not in ${CATALOGUE}: change the page`),
      );
    expect(wrong).toEqual([]);
  });

  it('no page offers inks mixed to a colour number (調色): the order flow takes the named inks only', async () => {
    // Judged by paragraph (a line): a glossary entry may define the word in one sentence and deny it in the next.
    const paragraphs = new Map<string, string>();
    for (const sentence of await contentSentences()) paragraphs.set(at(sentence), (paragraphs.get(at(sentence)) ?? '') + sentence.text);
    const wrong = [...paragraphs]
      .map(([where, text]) => ({ where, text }))
      .filter(({ text }) => /調色|色番号/.test(text) && !/^word: /.test(text))
      .filter(({ text }) => !/承っておりません|承っておらず|承っていません/.test(text))
      .map(({ where }) => `${where}: promises ink mixing or a colour number; the order flow offers ${CATALOGUE} only: change the page`);
    expect(wrong).toEqual([]);
  });

  it('the pages that say which methods need no ink choice name exactly the methods without inks', async () => {
    const claims = (await contentSentences()).filter((sentence) => sentence.text.includes('インクの色を選ぶ必要はありません'));
    expect(claims.length).toBeGreaterThan(0);
    const wrong = claims
      .map((sentence) => ({ sentence, named: [...new Set(sentence.text.match(methodWords) ?? [])].sort() }))
      .filter(
        ({ named }) =>
          named.join() !==
          unInked
            .map((method) => method.name)
            .sort()
            .join(),
      )
      .map(
        ({ sentence, named }) =>
          `${at(sentence)}: names ${named.join('・')}; the methods without named inks are ${unInked.map((m) => m.name).join('・')} (${CATALOGUE})`,
      );
    expect(wrong).toEqual([]);
  });
});
