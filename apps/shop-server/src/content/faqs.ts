import * as v from 'valibot';
import { Int, Slug, Text } from './fields.ts';
import { loadBySlug } from './kinds.ts';
import type { ContentProblems } from './problems.ts';

/** A question and its answer (the file's body). */
export interface Faq {
  slug: string;
  question: string;
  category: string;
  sequence: number;
  html: string;
}

// Each Faq is this front matter as it is (see loadBySlug): a field added here is a field of Faq.
const FaqFront = v.object({ slug: v.optional(Slug), question: Text, category: Text, sequence: v.optional(Int, 0) });

/** Loads content/faqs, named by the front matter `slug` or the file name. */
export function loadFaqs(root: string, problems: ContentProblems): Promise<Faq[]> {
  return loadBySlug(root, 'faqs', FaqFront, problems);
}
