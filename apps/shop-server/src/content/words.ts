import * as v from 'valibot';
import { OptionalText, Slug, Text } from './fields.ts';
import { loadBySlug } from './kinds.ts';
import type { ContentProblems } from './problems.ts';

/** A glossary word (用語集) with its reading; the body explains it. */
export interface Word {
  slug: string;
  word: string;
  reading: string;
  category: string;
  html: string;
}

// Each Word is this front matter as it is (see loadBySlug): a field added here is a field of Word.
const WordFront = v.object({ slug: v.optional(Slug), word: Text, reading: Text, category: OptionalText });

/** Loads content/words, named by the front matter `slug` or the file name. */
export function loadWords(root: string, problems: ContentProblems): Promise<Word[]> {
  return loadBySlug(root, 'words', WordFront, problems);
}
