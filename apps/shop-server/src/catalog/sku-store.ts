/** SKUs in the database: one SKU with its live price and stock, and what it sells. */
import { one, type Queryable } from '../db/db.ts';
import type { SkuLineRow } from './product-shapes.ts';

/** A SKU with its product, colour and size. */
export interface SkuRow extends SkuLineRow {
  id: number;
  /** yen, tax included */
  price: number;
  /** yen, tax included: the price before a sale discount, if any */
  list_price: number | null;
  quantity_available: number;
}

/** One SKU by id (undefined when there is none). */
export function skuById(db: Queryable, id: number): Promise<SkuRow | undefined> {
  return one<SkuRow>(
    db,
    `select k.id, k.price, k.list_price, k.quantity_available,
            p.id as product_id, p.code, p.name as product_name,
            pc.id as color_id, pc.name as color_name, pc.hex,
            s.id as size_id, s.name as size_name
       from skus k
       join products p on p.id = k.product_id
       join product_colors pc on pc.id = k.color_id
       join sizes s on s.id = k.size_id
      where k.id = $1`,
    [id],
  );
}
