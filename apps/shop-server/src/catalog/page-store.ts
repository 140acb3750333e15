/** Static pages (guidance, info, design-tool manual, reference, catalogue) in the database. */
import { one, type Queryable } from '../db/db.ts';

export interface PageRow {
  path: string;
  title: string;
  description: string;
  html: string;
}

/** One page by its path (undefined when there is none). */
export function pageByPath(db: Queryable, path: string): Promise<PageRow | undefined> {
  return one<PageRow>(db, 'select path, title, description, html from pages where path = $1', [path]);
}
