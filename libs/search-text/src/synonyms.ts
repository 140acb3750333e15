/**
 * Synonym groups as data. One group per line, its words separated by commas (the format of Solr's
 * and OpenSearch's synonym files, so the same file can be handed to such an engine); `#` starts a
 * comment. A group may start with a filter in brackets: the words then also mean that filter value
 * (`[color=black] 黒, ブラック, black`: 黒 Tシャツ finds T-shirts that come in black, first).
 *
 *     # colours
 *     [color=black] 黒, 黒色, ブラック, black
 *     帽子, キャップ, ハット
 */
import { normalizeSearchText } from './normalize.ts';

/** The filters a query word can stand for (the product list's filter keys). */
export const FILTER_KEYS = ['color', 'category', 'size', 'fit', 'tag', 'brand'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** A filter value a query word stands for: `{ key: 'color', value: 'black' }`. */
export interface QueryFilter {
  key: FilterKey;
  value: string;
}

export interface SynonymGroup {
  /** The words, normalised, without duplicates, in the file's order. */
  terms: string[];
  /** The words as written (for messages, the debug view and 「もしかして」). */
  words: string[];
  filter?: QueryFilter;
}

export interface SynonymProblem {
  line: number;
  message: string;
}

const FILTER = /^\[\s*([a-z]+)\s*=\s*([a-z0-9][a-z0-9_-]*)\s*\]\s*/;

/** Parses a synonym file; lines that cannot be read are reported (English, for the operator's log) and skipped. */
export function parseSynonyms(text: string): { groups: SynonymGroup[]; problems: SynonymProblem[] } {
  const groups: SynonymGroup[] = [];
  const problems: SynonymProblem[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    let line = raw.replace(/#.*$/, '').trim();
    if (line === '') continue;
    let filter: QueryFilter | undefined;
    const found = FILTER.exec(line);
    if (found) {
      const key = FILTER_KEYS.find((k) => k === found[1]);
      if (!key) {
        problems.push({ line: index + 1, message: `unknown filter key "${found[1]}" (one of ${FILTER_KEYS.join(', ')})` });
        continue;
      }
      filter = { key, value: found[2] as string };
      line = line.slice(found[0].length);
    } else if (line.startsWith('[')) {
      problems.push({ line: index + 1, message: 'a filter is written [key=value]' });
      continue;
    }
    const words = line
      .split(/[,、，]/)
      .map((w) => w.trim())
      .filter((w) => w !== '');
    // A word of several normalised words (ロング スリーブ) cannot be one term: join its parts.
    const terms = [...new Set(words.map((w) => normalizeSearchText(w).replaceAll(' ', '')).filter((t) => t !== ''))];
    // Spellings the normaliser already joins (キャディー, キャディ): nothing to expand, nothing wrong.
    if (terms.length === 1 && words.length >= 2 && !filter) continue;
    if (terms.length < (filter ? 1 : 2)) {
      problems.push({ line: index + 1, message: 'a group needs two words, or one word and a filter' });
      continue;
    }
    groups.push({ terms, words, ...(filter ? { filter } : {}) });
  }
  return { groups, problems };
}

/** A lookup from a normalised word to the groups it belongs to. */
export type SynonymTable = ReadonlyMap<string, readonly SynonymGroup[]>;

/** Indexes groups by each of their words (a word may be in several groups: their words all count). */
export function synonymTable(groups: readonly SynonymGroup[]): SynonymTable {
  const table = new Map<string, SynonymGroup[]>();
  for (const group of groups) {
    for (const term of group.terms) {
      const list = table.get(term) ?? [];
      list.push(group);
      table.set(term, list);
    }
  }
  return table;
}

/** Serialises groups back to the file format (the derived dictionary extract is written with it). */
export function formatSynonyms(groups: readonly { words: readonly string[]; filter?: QueryFilter }[]): string {
  return groups.map((g) => `${g.filter ? `[${g.filter.key}=${g.filter.value}] ` : ''}${g.words.join(', ')}`).join('\n');
}
