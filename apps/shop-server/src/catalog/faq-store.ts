/** FAQ entries in the database. */
import { one, type Queryable } from '../db/db.ts';

export interface FaqRow {
  slug: string;
  question: string;
  /** the category's Japanese name, as the front matter gives it */
  category: string;
  html: string;
}

/** Every FAQ entry in index order. */
export function allFaqs(db: Queryable): Promise<FaqRow[]> {
  return db.query<FaqRow>('select slug, question, category, html from faqs order by sequence, slug');
}

/** One FAQ entry (undefined when there is none). */
export function faqBySlug(db: Queryable, slug: string): Promise<FaqRow | undefined> {
  return one<FaqRow>(db, 'select slug, question, category, html from faqs where slug = $1', [slug]);
}
