import type { Queryable, SqlParam } from '../../db/db.ts';
import { normalizeSearchText } from '@shop/search-text';
import { bulkInsert, syncSequence, type BulkColumn } from './bulk.ts';
import { generateProducts, type DemoProduct } from './products.ts';
import { sizeChartOf } from './size-chart.ts';
import {
  BRANDS,
  CATEGORIES,
  COLOR_FAMILIES,
  FITS,
  PRINT_AREAS,
  PRINT_METHODS,
  SALES,
  SIZES,
  TAGS,
  WRAPPINGS,
  weightClassOf,
} from './reference.ts';

export interface WriteCatalogueOptions {
  seed: number;
  products: number;
  /** Called after each batch with the number of products written so far. */
  onProgress?: (written: number) => void;
}

export interface WriteCatalogueResult {
  products: number;
  skus: number;
}

/** Ids of the reference rows, by slug/key, for the product rows to point at. */
interface ReferenceIds {
  categories: Map<string, number>;
  brands: Map<string, number>;
  fits: Map<string, number>;
  tags: Map<string, number>;
  sizes: Map<string, number>;
  wrappings: Map<string, number>;
  printMethods: Map<string, number>;
}

const PRODUCTS_PER_BATCH = 1_000;

async function idsBySlug(db: Queryable, sql: string, params: readonly SqlParam[]): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; key: string }>(sql, params);
  return new Map(rows.map((r) => [r.key, r.id]));
}

async function writeReference(db: Queryable): Promise<ReferenceIds> {
  const parents = new Map(CATEGORIES.map((c) => [c.slug, c]));
  const categorySearch = (slug: string): string => {
    const c = parents.get(slug);
    if (!c) return '';
    return `${c.name} ${c.reading} ${c.parent ? (parents.get(c.parent)?.name ?? '') : ''}`;
  };
  const categories = new Map<string, number>();
  // Roots first so children can point at them.
  for (const level of [CATEGORIES.filter((c) => !c.parent), CATEGORIES.filter((c) => c.parent)]) {
    const ids = await idsBySlug(
      db,
      `insert into categories (slug, name, description, parent_id, sequence, search_text)
       select u.slug, u.name, u.description, p.id, u.seq, u.search
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[]) as u(slug, name, description, parent, seq, search)
       left join categories p on p.slug = u.parent
       returning id, slug as key`,
      [
        level.map((c) => c.slug),
        level.map((c) => c.name),
        level.map((c) => c.description),
        level.map((c) => c.parent),
        level.map((c) => CATEGORIES.indexOf(c) + 1),
        level.map((c) => normalizeSearchText(categorySearch(c.slug))),
      ],
    );
    for (const [slug, id] of ids) categories.set(slug, id);
  }

  const brands = await idsBySlug(
    db,
    `insert into brands (slug, name, description, country, on_sale, sequence, search_text)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::int[], $7::text[])
     returning id, slug as key`,
    [
      BRANDS.map((b) => b.slug),
      BRANDS.map((b) => b.name),
      BRANDS.map((b) => b.description),
      BRANDS.map((b) => b.country),
      BRANDS.map((b) => b.onSale),
      BRANDS.map((_, i) => i + 1),
      BRANDS.map((b) => normalizeSearchText(`${b.name} ${b.reading}`)),
    ],
  );
  const fits = await idsBySlug(
    db,
    `insert into fits (slug, name, sequence) select * from unnest($1::text[], $2::text[], $3::int[]) returning id, slug as key`,
    [FITS.map((f) => f.slug), FITS.map((f) => f.name), FITS.map((_, i) => i + 1)],
  );
  const tags = await idsBySlug(db, `insert into tags (slug, name) select * from unnest($1::text[], $2::text[]) returning id, slug as key`, [
    TAGS.map((t) => t.slug),
    TAGS.map((t) => t.name),
  ]);
  const sizes = await idsBySlug(
    db,
    `insert into sizes (name, is_kids, sequence) select * from unnest($1::text[], $2::boolean[], $3::int[]) returning id, name as key`,
    [SIZES.map((s) => s.name), SIZES.map((s) => s.isKids), SIZES.map((_, i) => i + 1)],
  );
  const wrappingRows = await db.query<{ id: number; name: string }>(
    `insert into wrappings (name, charge) select * from unnest($1::text[], $2::int[]) returning id, name`,
    [WRAPPINGS.map((w) => w.name), WRAPPINGS.map((w) => w.charge)],
  );
  const wrappings = new Map(WRAPPINGS.map((w) => [w.key, wrappingRows.find((r) => r.name === w.name)?.id ?? 0] as const));

  const printMethods = new Map<string, number>();
  for (const [index, method] of PRINT_METHODS.entries()) {
    const [row] = await db.query<{ id: number }>(
      `insert into print_methods (slug, name, description, color_change_charge, for_dark_colors, lead_days, min_quantity,
         good_for, sequence)
       values ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9) returning id`,
      [
        method.slug,
        method.name,
        method.description,
        method.colorChangeCharge,
        method.forDarkColors,
        method.leadDays,
        method.minQuantity,
        method.goodFor,
        index + 1,
      ],
    );
    const methodId = row?.id ?? 0;
    printMethods.set(method.slug, methodId);
    await db.query(
      `insert into print_inks (print_method_id, name, hex, sequence)
       select $1, * from unnest($2::text[], $3::text[], $4::int[])`,
      [methodId, method.inks.map((i) => i.name), method.inks.map((i) => i.hex), method.inks.map((_, i) => i + 1)],
    );
    const categoryIds = new Map<string, number>();
    for (const category of method.categories) {
      const [cat] = await db.query<{ id: number }>(
        `insert into print_categories (print_method_id, name, plate_price, short_term_plate_price, extra_plate_charge,
           extra_print_charge, data_production_fee) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          methodId,
          category.name,
          category.platePrice,
          category.shortTermPlatePrice,
          category.extraPlateCharge,
          category.extraPrintCharge,
          category.dataProductionFee,
        ],
      );
      const categoryId = cat?.id ?? 0;
      categoryIds.set(category.key, categoryId);
      await db.query(
        `insert into print_charges (print_category_id, min_quantity, charge)
         select $1, * from unnest($2::int[], $3::int[])`,
        [categoryId, category.charges.map(([min]) => min), category.charges.map(([, charge]) => charge)],
      );
    }
    await db.query(
      `insert into print_specs (print_method_id, print_category_id, name, position, size, width_mm, height_mm, sequence, silhouettes)
       select $1, u.cat, u.name, u.position, u.size, u.width, u.height, u.seq, string_to_array(u.sil, ',')
       from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::text[])
         as u(cat, name, position, size, width, height, seq, sil)`,
      [
        methodId,
        method.specs.map((s) => categoryIds.get(s.category) ?? 0),
        method.specs.map((s) => `${s.position} ${s.size}`),
        method.specs.map((s) => s.position),
        method.specs.map((s) => s.size),
        method.specs.map((s) => PRINT_AREAS[s.size].widthMm),
        method.specs.map((s) => PRINT_AREAS[s.size].heightMm),
        method.specs.map((_, i) => i + 1),
        method.specs.map((s) => s.silhouettes.join(',')),
      ],
    );
  }

  for (const sale of SALES) {
    await db.query(
      `insert into sales (slug, title, description, discount_percent, starts_at, ends_at, brand_id)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        sale.slug,
        sale.title,
        sale.description,
        sale.discountPercent,
        sale.startsAt,
        sale.endsAt,
        sale.brand ? (brands.get(sale.brand) ?? null) : null,
      ],
    );
  }
  return { categories, brands, fits, tags, sizes, wrappings, printMethods };
}

const int = (name: string): BulkColumn => ({ name, type: 'int' });
const text = (name: string): BulkColumn => ({ name, type: 'text' });
const list = (name: string): BulkColumn => ({
  name,
  type: 'text',
  wrap: (ref) => `coalesce(string_to_array(nullif(${ref}, ''), '|'), '{}')`,
});

const PRODUCT_COLUMNS: BulkColumn[] = [
  int('id'),
  text('code'),
  text('name'),
  text('description'),
  text('material'),
  int('brand_id'),
  int('category_id'),
  int('fit_id'),
  { name: 'weight_oz', type: 'numeric' },
  text('silhouette'),
  int('popularity'),
  { name: 'published_at', type: 'timestamptz' },
  { name: 'updated_at', type: 'timestamptz' },
  text('weight_class'),
  int('min_price'),
  int('max_price'),
  list('color_families'),
  list('size_names'),
  list('tag_slugs'),
  int('review_count'),
  { name: 'rating_average', type: 'numeric' },
];
const COLOR_COLUMNS: BulkColumn[] = [
  int('id'),
  int('product_id'),
  text('name'),
  text('hex'),
  { name: 'is_dark', type: 'boolean' },
  int('sequence'),
  text('family'),
];
const SKU_COLUMNS: BulkColumn[] = [
  int('id'),
  int('product_id'),
  int('color_id'),
  int('size_id'),
  int('price'),
  int('list_price'),
  int('quantity_available'),
];
const REVIEW_COLUMNS: BulkColumn[] = [
  int('id'),
  int('product_id'),
  int('rating'),
  text('title'),
  text('body'),
  text('nickname'),
  { name: 'created_at', type: 'timestamptz' },
];

/** Rows of one batch of products, table by table. */
interface Batch {
  products: SqlParam[][];
  tags: SqlParam[][];
  colors: SqlParam[][];
  skus: SqlParam[][];
  wrappings: SqlParam[][];
  methods: SqlParam[][];
  reviews: SqlParam[][];
  sizeCharts: SqlParam[][];
}

const emptyBatch = (): Batch => ({ products: [], tags: [], colors: [], skus: [], wrappings: [], methods: [], reviews: [], sizeCharts: [] });

const cm = (name: string): BulkColumn => ({ name, type: 'numeric' });
const SIZE_CHART_COLUMNS: BulkColumn[] = [
  int('product_id'),
  int('size_id'),
  cm('body_length_cm'),
  cm('chest_width_cm'),
  cm('shoulder_width_cm'),
  cm('sleeve_length_cm'),
  cm('height_cm'),
  cm('width_cm'),
  cm('depth_cm'),
];

async function flush(db: Queryable, batch: Batch): Promise<void> {
  await bulkInsert(db, 'products', PRODUCT_COLUMNS, batch.products);
  await bulkInsert(db, 'product_tags', [int('product_id'), int('tag_id')], batch.tags);
  await bulkInsert(db, 'product_colors', COLOR_COLUMNS, batch.colors);
  await bulkInsert(db, 'skus', SKU_COLUMNS, batch.skus);
  await bulkInsert(db, 'product_wrappings', [int('product_id'), int('wrapping_id')], batch.wrappings);
  await bulkInsert(db, 'product_print_methods', [int('product_id'), int('print_method_id')], batch.methods);
  await bulkInsert(db, 'reviews', REVIEW_COLUMNS, batch.reviews);
  await bulkInsert(db, 'size_measurements', SIZE_CHART_COLUMNS, batch.sizeCharts);
}

const FAMILY_ORDER = new Map<string, number>(COLOR_FAMILIES.map((f, i) => [f.slug, i]));

/** Writes the reference data and `products` generated products (in batches) into an empty catalogue. */
export async function writeDemoCatalogue(db: Queryable, options: WriteCatalogueOptions): Promise<WriteCatalogueResult> {
  const ids = await writeReference(db);
  let colorId = 0;
  let skuId = 0;
  let reviewId = 0;
  let batch = emptyBatch();
  let written = 0;

  const addProduct = (p: DemoProduct) => {
    const productId = p.index + 1;
    const prices = p.colors.flatMap((c) => c.skus.map((s) => s.price));
    const sizes = [...new Set(p.colors.flatMap((c) => c.skus.map((s) => s.size)))];
    const families = [...new Set(p.colors.map((c) => c.family))].sort((a, b) => (FAMILY_ORDER.get(a) ?? 99) - (FAMILY_ORDER.get(b) ?? 99));
    const ratingSum = p.reviews.reduce((sum, r) => sum + r.rating, 0);
    batch.products.push([
      productId,
      p.code,
      p.name,
      p.description,
      p.material,
      ids.brands.get(p.brand) ?? null,
      ids.categories.get(p.category) ?? null,
      p.fit ? (ids.fits.get(p.fit) ?? null) : null,
      p.weightOz,
      p.silhouette,
      p.popularity,
      p.publishedAt,
      p.publishedAt,
      weightClassOf(p.weightOz),
      Math.min(...prices),
      Math.max(...prices),
      families.join('|'),
      sizes.join('|'),
      p.tags.join('|'),
      p.reviews.length,
      // one decimal, e.g. 4.3
      p.reviews.length === 0 ? 0 : Math.round((ratingSum * 10) / p.reviews.length) / 10,
    ]);
    for (const tag of p.tags) batch.tags.push([productId, ids.tags.get(tag) ?? null]);
    for (const [sequence, color] of p.colors.entries()) {
      colorId += 1;
      batch.colors.push([colorId, productId, color.name, color.hex, color.isDark, sequence + 1, color.family]);
      for (const sku of color.skus) {
        skuId += 1;
        batch.skus.push([skuId, productId, colorId, ids.sizes.get(sku.size) ?? null, sku.price, sku.listPrice, sku.stock]);
      }
    }
    for (const [size, m] of sizeChartOf(p, sizes)) {
      batch.sizeCharts.push([
        productId,
        ids.sizes.get(size) ?? null,
        m.bodyLength,
        m.chestWidth,
        m.shoulderWidth,
        m.sleeveLength,
        m.height,
        m.width,
        m.depth,
      ]);
    }
    for (const key of p.wrappings) batch.wrappings.push([productId, ids.wrappings.get(key) ?? null]);
    for (const slug of p.printMethods) batch.methods.push([productId, ids.printMethods.get(slug) ?? null]);
    for (const review of p.reviews) {
      reviewId += 1;
      batch.reviews.push([reviewId, productId, review.rating, review.title, review.body, review.nickname, review.createdAt]);
    }
  };

  for (const product of generateProducts(options.seed, options.products)) {
    addProduct(product);
    written += 1;
    if (batch.products.length >= PRODUCTS_PER_BATCH) {
      await flush(db, batch);
      batch = emptyBatch();
      options.onProgress?.(written);
    }
  }
  await flush(db, batch);
  options.onProgress?.(written);
  for (const table of ['products', 'product_colors', 'skus', 'reviews']) await syncSequence(db, table);
  return { products: written, skus: skuId };
}
