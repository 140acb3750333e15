/**
 * The derived extract of the Sudachi synonym dictionary (npm `sudachi-synonyms-dictionary`, the
 * JSON of WorksApplications/SudachiDict's synonyms.txt, Apache-2.0) that the search reads as
 * content/search/sudachi-synonyms.txt: only the groups of the colour (色), fashion (ファッション) and
 * person (人) fields, which is also what leaves out its noise for a shop (ブラック企業 is business,
 * ブラックユーモア has no field); only words that Sudachi lets expand (its expand-control flag 0 or 1,
 * not 2); no one-character kana or Latin words; groups of at least two words (a group whose words
 * the search's normaliser folds into one, キャディー and キャディ, is kept: the reader skips it).
 *
 *   npx node tools/search/sudachi-synonyms.ts    # rewrites the file from the installed package
 *
 * tools/src/sudachi-synonyms.test.ts fails when the file and the package drift apart.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface SudachiItem {
  midashi: string;
  bunya: string[];
  expandControl: number;
}
export interface SudachiGroup {
  id: string;
  items: SudachiItem[];
}

/** The fields kept. */
export const KEPT_FIELDS = ['色', 'ファッション', '人'] as const;

/** Groups left out although in a kept field: slurs (Sudachi marks some 不快, unpleasant; these it does not). */
export const EXCLUDED_GROUPS: readonly string[] = ['020650', '008816'];

const root = fileURLToPath(new URL('../../', import.meta.url));
export const EXTRACT_FILE = `${root}content/search/sudachi-synonyms.txt`;
const PACKAGE_DIR = `${root}node_modules/sudachi-synonyms-dictionary/`;

/** The installed dictionary and its version. */
export function readSudachiDictionary(): { version: string; groups: SudachiGroup[] } {
  const manifest = JSON.parse(readFileSync(`${PACKAGE_DIR}package.json`, 'utf8')) as { version: string };
  const groups = JSON.parse(readFileSync(`${PACKAGE_DIR}sudachi-synonyms-dictionary.json`, 'utf8')) as SudachiGroup[];
  return { version: manifest.version, groups };
}

const tooShort = (word: string) => [...word].length < 2 && !/\p{Script=Han}/u.test(word);
// Commas separate words in the file; `#` starts a comment; `[` a filter.
const writable = (word: string) => !/[,、，#[\]\r\n]/u.test(word);

/** The extract's text: a header with the source, the licence and the filter, then one group per line. */
export function sudachiExtract(version: string, groups: readonly SudachiGroup[]): string {
  const lines: string[] = [];
  for (const group of groups) {
    if (!group.items.some((item) => item.bunya.some((field) => (KEPT_FIELDS as readonly string[]).includes(field)))) continue;
    if (EXCLUDED_GROUPS.includes(group.id) || group.items.some((item) => item.bunya.includes('不快'))) continue;
    const words = [
      ...new Set(
        group.items
          .filter((item) => item.expandControl !== 2 && !tooShort(item.midashi) && writable(item.midashi))
          .map((i) => i.midashi.trim()),
      ),
    ].filter((w) => w !== '');
    if (words.length >= 2) lines.push(words.join(', '));
  }
  return `# Derived from the Sudachi synonym dictionary: npm sudachi-synonyms-dictionary ${version}
# (the JSON of https://github.com/WorksApplications/SudachiDict src/main/text/synonyms.txt).
# Copyright (c) 2017 Works Applications Co., Ltd. Licensed under the Apache License, Version 2.0:
# content/search/LICENSE-sudachi-synonyms.txt. Changed: filtered to the groups of the colour (色),
# fashion (ファッション) and person (人) fields, without groups marked unpleasant (不快) or slurs, words
# Sudachi lets expand, no one-character kana or Latin words. Written by tools/search/sudachi-synonyms.ts;
# edit synonyms.txt, not this file.
${lines.join('\n')}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { version, groups } = readSudachiDictionary();
  const text = sudachiExtract(version, groups);
  writeFileSync(EXTRACT_FILE, text);
  const groupCount = text.split('\n').filter((line) => line !== '' && !line.startsWith('#')).length;
  console.log(`${EXTRACT_FILE}: ${groupCount} groups from sudachi-synonyms-dictionary ${version}`);
}
