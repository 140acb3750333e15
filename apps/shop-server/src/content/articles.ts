import * as v from 'valibot';
import { PositiveInt, Text, Timestamp } from './fields.ts';
import { loadNumbered } from './kinds.ts';
import type { ContentProblems } from './problems.ts';

/** A news article (お知らせ). */
export interface Article {
  id: number;
  title: string;
  category: string;
  html: string;
  /** ISO timestamp */
  publishedAt: string;
}

const ArticleFront = v.object({
  id: v.optional(PositiveInt),
  title: Text,
  published_at: Timestamp,
  category: v.optional(Text, 'お知らせ'),
});

/** Loads content/articles, numbered by the front matter `id` or the file name. */
export function loadArticles(root: string, problems: ContentProblems): Promise<Article[]> {
  return loadNumbered(root, 'articles', ArticleFront, problems, ({ front, html }) => ({
    title: front.title,
    category: front.category,
    html,
    publishedAt: front.published_at,
  }));
}
