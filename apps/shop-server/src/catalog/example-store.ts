/** Case studies (制作事例) in the database, newest first, and the products they show. */
import { one, type Queryable } from '../db/db.ts';
import { type PageSlice, queryPage } from './pagination.ts';

export interface ExampleRow {
  id: number;
  title: string;
  excerpt: string;
  customer: string;
  product_category: string;
  print_method: string;
  quantity: number;
  product_codes: string[];
  published_at: Date | string;
  /** only when one case study is read */
  html?: string;
}

/** A product a case study shows, with its first colour (null: it has none). */
export interface ExampleProductRow {
  id: number;
  code: string;
  name: string;
  color_id: number | null;
}

const COLUMNS = 'id, title, excerpt, customer, product_category, print_method, quantity, product_codes, published_at';

/** A page of case studies, newest first, and how many there are. */
export function examplePage(db: Queryable, page: PageSlice): Promise<{ rows: ExampleRow[]; total: number }> {
  return queryPage<ExampleRow>(
    db,
    `select ${COLUMNS} from examples order by published_at desc, id desc limit ${page.limit} offset ${page.offset}`,
    'select count(*)::int as n from examples',
  );
}

/** One case study with its body (undefined when there is none). */
export function exampleById(db: Queryable, id: number): Promise<ExampleRow | undefined> {
  return one<ExampleRow>(db, `select ${COLUMNS}, html from examples where id = $1`, [id]);
}

/** The products of a case study (three at most): the codes it names, else the most popular of its product category. */
export function exampleProductRows(
  db: Queryable,
  example: Pick<ExampleRow, 'product_codes' | 'product_category'>,
): Promise<ExampleProductRow[]> {
  return db.query<ExampleProductRow>(
    `select p.id, p.code, p.name,
            (select pc.id from product_colors pc where pc.product_id = p.id order by pc.sequence, pc.id limit 1) as color_id
       from products p
      where case when cardinality($1::text[]) > 0 then p.code = any($1::text[])
                 else p.category_id = (select id from categories where slug = $2) end
      order by p.popularity desc, p.id
      limit 3`,
    [example.product_codes, example.product_category],
  );
}
