/** News articles (お知らせ) in the database, newest first. */
import { one, type Queryable } from '../db/db.ts';
import { type PageSlice, queryPage } from './pagination.ts';

export interface ArticleRow {
  id: number;
  title: string;
  category: string;
  published_at: Date | string;
  /** only when one article is read */
  html?: string;
}

const NEWEST_FIRST = 'select id, title, category, published_at from articles order by published_at desc, id desc';

/** A page of articles, newest first, and how many there are. */
export function articlePage(db: Queryable, page: PageSlice): Promise<{ rows: ArticleRow[]; total: number }> {
  // The limit and offset are validated integers: interpolated, like every page statement here.
  return queryPage<ArticleRow>(db, `${NEWEST_FIRST} limit ${page.limit} offset ${page.offset}`, 'select count(*)::int as n from articles');
}

/** The `limit` newest articles. */
export function latestArticles(db: Queryable, limit: number): Promise<ArticleRow[]> {
  return db.query<ArticleRow>(`${NEWEST_FIRST} limit ${limit}`);
}

/** One article with its body (undefined when there is none). */
export function articleById(db: Queryable, id: number): Promise<ArticleRow | undefined> {
  return one<ArticleRow>(db, 'select id, title, category, published_at, html from articles where id = $1', [id]);
}
