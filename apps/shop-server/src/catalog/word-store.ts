/** Glossary words (用語集) in the database. */
import { one, type Queryable } from '../db/db.ts';

export interface WordRow {
  slug: string;
  word: string;
  /** in hiragana */
  reading: string;
  category: string;
}

/** Every word in reading (kana) order. */
export function allWords(db: Queryable): Promise<WordRow[]> {
  // Hiragana code points follow the gojūon order; COLLATE "C" keeps both databases identical.
  return db.query<WordRow>('select slug, word, reading, category from words order by reading collate "C", slug');
}

/** One word with its explanation (undefined when there is none). */
export function wordBySlug(db: Queryable, slug: string): Promise<(WordRow & { html: string }) | undefined> {
  return one<WordRow & { html: string }>(db, 'select slug, word, reading, category, html from words where slug = $1', [slug]);
}
