/**
 * What the search knows besides the index: the synonym groups (the shop's own file and the Sudachi
 * extract in content/search/, read once per process), the words of the catalogue that stand for a
 * filter value (colour, category, size, fit and tag names), the categories and brands for predictive
 * search, and the vocabulary of 「もしかして」. Built from the database and kept for a few minutes:
 * a cache safe to lose.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildVocabulary,
  normalizeSearchText,
  parseSynonyms,
  synonymTable,
  type QueryDictionary,
  type QueryFilter,
  type SynonymGroup,
  type VocabularyWord,
} from '@shop/search-text';
import { COLOR_FAMILIES } from '../catalog/filter-vocabulary.ts';
import { DEFAULT_CONTENT_DIR } from '../content/load.ts';
import type { Queryable } from '../db/db.ts';
import { dictionarySource } from './search-store.ts';

/** The synonym files, in the order their groups are read. */
export const SYNONYM_FILES = ['search/synonyms.txt', 'search/sudachi-synonyms.txt'] as const;

/** Reads the synonym files of a content folder; unreadable lines are logged and skipped. */
export function readSynonymFiles(contentDir: string = DEFAULT_CONTENT_DIR, log: (line: string) => void = console.warn): SynonymGroup[] {
  return SYNONYM_FILES.flatMap((file) => {
    const { groups, problems } = parseSynonyms(readFileSync(join(contentDir, file), 'utf8'));
    for (const problem of problems) log(`[search] content/${file}:${problem.line}: ${problem.message} (skipped)`);
    return groups;
  });
}

export interface NamedRef {
  id: number;
  slug: string;
  name: string;
  /** normalised name and reading */
  norm: string;
}

export interface SearchDictionary {
  query: QueryDictionary;
  vocabulary: VocabularyWord[];
  /** Normalised words the catalogue or the synonyms know (a query word among them is no typo). */
  known: ReadonlySet<string>;
  categories: (NamedRef & { parentId: number | null })[];
  brands: NamedRef[];
  fits: NamedRef[];
  /** `key=value` → how the filter value is called (ブラック系, キャップ, XL). */
  filterNames: ReadonlyMap<string, string>;
}

const FAMILY_NAMES = new Map<string, string>(COLOR_FAMILIES.map((f) => [f.slug, f.name]));

/** Builds the dictionary from the catalogue and the synonym groups. */
export async function loadSearchDictionary(db: Queryable, groups: readonly SynonymGroup[]): Promise<SearchDictionary> {
  const source = await dictionarySource(db);
  const filters = new Map<string, QueryFilter[]>();
  const filterNames = new Map<string, string>();
  const add = (word: string, filter: QueryFilter, name: string) => {
    const norm = normalizeSearchText(word).replaceAll(' ', '');
    if (norm === '') return;
    const list = filters.get(norm) ?? [];
    if (!list.some((f) => f.key === filter.key && f.value === filter.value)) list.push(filter);
    filters.set(norm, list);
    filterNames.set(`${filter.key}=${filter.value}`, name);
  };
  for (const family of COLOR_FAMILIES) add(family.name, { key: 'color', value: family.slug }, family.name);
  for (const color of source.colors) add(color.name, { key: 'color', value: color.family }, FAMILY_NAMES.get(color.family) ?? color.name);
  for (const c of source.categories) add(c.name, { key: 'category', value: c.slug }, c.name);
  for (const size of source.sizes) {
    add(size, { key: 'size', value: size.toLowerCase() }, size);
    // Kids' sizes are heights: 130 and 130cm mean the same.
    if (/^\d+$/.test(size)) add(`${size}cm`, { key: 'size', value: size }, size);
  }
  for (const fit of source.fits) add(fit.name, { key: 'fit', value: fit.slug }, fit.name);
  for (const tag of source.tags) add(tag.name, { key: 'tag', value: tag.slug }, tag.name);
  for (const brand of source.brands) filterNames.set(`brand=${brand.slug}`, brand.name);
  // Filters named only in the synonym file take their name from its first word.
  for (const group of groups) {
    if (group.filter && !filterNames.has(`${group.filter.key}=${group.filter.value}`)) {
      filterNames.set(`${group.filter.key}=${group.filter.value}`, group.words[0] ?? group.filter.value);
    }
  }

  const vocabulary = buildVocabulary([
    ...source.names,
    ...source.materials,
    ...source.categories.map((c) => c.name),
    ...source.brands.map((b) => b.name),
    ...source.colors.map((c) => c.name),
    ...source.tags.map((t) => t.name),
    ...source.fits.map((f) => f.name),
    ...groups.flatMap((g) => g.words),
  ]);
  const known = new Set<string>([...vocabulary.map((w) => w.norm), ...filters.keys(), ...groups.flatMap((g) => g.terms)]);
  const ref = (r: { id: number; slug: string; name: string; search_text: string }): NamedRef => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    norm: normalizeSearchText(`${r.name} ${r.search_text}`),
  });
  return {
    query: { synonyms: synonymTable(groups), filters, display: new Map(vocabulary.map((w) => [w.norm, w.display])) },
    vocabulary,
    known,
    categories: source.categories.map((c) => ({ ...ref(c), parentId: c.parent_id })),
    brands: source.brands.map(ref),
    fits: source.fits.map((f) => ({ id: f.id, slug: f.slug, name: f.name, norm: normalizeSearchText(f.name) })),
    filterNames,
  };
}

/** The ids of a category and every category under it. */
export function categorySubtree(categories: readonly { id: number; slug: string; parentId: number | null }[], slug: string): number[] {
  const root = categories.find((c) => c.slug === slug);
  if (!root) return [];
  const ids = [root.id];
  for (let i = 0; i < ids.length && ids.length <= categories.length; i += 1) {
    for (const c of categories) if (c.parentId === ids[i] && !ids.includes(c.id)) ids.push(c.id);
  }
  return ids;
}
