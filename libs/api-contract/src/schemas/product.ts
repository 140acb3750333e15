/**
 * Products: the shop list (`GET /api/products?response_group=shop`), the order detail
 * (`GET /api/products/{id}?response_group=order`) and product search (`GET /api/search`).
 */
import * as v from 'valibot';
import { BrandRefSchema } from './brand.ts';
import { CategoryRefSchema } from './category.ts';
import {
  CountSchema,
  HexColorSchema,
  IdSchema,
  ImageUrlSchema,
  NameSchema,
  PAGINATION_META_ENTRIES,
  PageParamSchema,
  PerPageParamSchema,
  QuantitySchema,
  SlugSchema,
  YenSchema,
  dataEnvelope,
  queryInteger,
  wireObject,
} from './common.ts';
import { SkuSchema } from './sku.ts';
import { PRODUCT_SORTS, SEARCH_SORTS } from './product-sorts.ts';

/** A product as cart lines refer to it (display snapshot). */
export const ProductRefSchema = wireObject({ id: IdSchema, code: NameSchema, name: NameSchema, image: v.nullable(ImageUrlSchema) });
export type ProductRef = v.InferOutput<typeof ProductRefSchema>;

/** A colour without its sizes (summaries, cart lines). */
export const ColorSchema = wireObject({ id: IdSchema, name: NameSchema, hex: HexColorSchema });

/** A size without its SKU (cart lines). */
export const SizeSchema = wireObject({ id: IdSchema, name: NameSchema });
export type Size = v.InferOutput<typeof SizeSchema>;

/** A print method in summaries: inkjet, white inkjet, silk screen. */
export const PrintMethodSummarySchema = wireObject({ id: IdSchema, slug: SlugSchema, name: NameSchema });

/** A body fit (regular, slim, big silhouette…). */
export const FitSchema = wireObject({ slug: SlugSchema, name: NameSchema });

/** A fabric weight class (light, standard, heavy…). */
export const WeightSchema = wireObject({ slug: SlugSchema, name: NameSchema });

/** A product in a list (`response_group=shop`). `min_price` is the cheapest SKU (yen, tax included). */
export const ProductListItemSchema = wireObject({
  id: IdSchema,
  code: NameSchema,
  name: NameSchema,
  brand: BrandRefSchema,
  category: CategoryRefSchema,
  image: v.nullable(ImageUrlSchema),
  /** The colour `image` shows when the list is filtered by a colour (link to the product with `?color=`); null otherwise. */
  image_color_id: v.nullable(IdSchema),
  min_price: YenSchema,
  colors: v.array(ColorSchema),
  print_methods: v.array(PrintMethodSummarySchema),
});
export type ProductListItemWire = v.InferInput<typeof ProductListItemSchema>;
export type ProductListItem = v.InferOutput<typeof ProductListItemSchema>;

/** One tier of a print price: `charge` (yen per print) applies from `min_quantity` pieces up. */
export const PrintChargeTierSchema = wireObject({ min_quantity: QuantitySchema, charge: YenSchema });
export type PrintChargeTier = v.InferOutput<typeof PrintChargeTierSchema>;

/** The price table of a print spec; all amounts yen, tax included. */
export const PrintCategorySchema = wireObject({
  id: IdSchema,
  name: NameSchema,
  print_charges: v.pipe(v.array(PrintChargeTierSchema), v.minLength(1)),
  plate_price: YenSchema,
  short_term_plate_price: YenSchema,
  extra_plate_charge: YenSchema,
  extra_print_charge: YenSchema,
  data_production_fee: YenSchema,
});
export type PrintCategory = v.InferOutput<typeof PrintCategorySchema>;

/** Where and how large a print can be placed (`position` e.g. 前面, `size` e.g. A4). */
export const PrintSpecSummarySchema = wireObject({ id: IdSchema, name: NameSchema, position: v.string(), size: v.string() });

/** A length in whole millimetres, more than 0. */
const MillimetresSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/** A print spec with its price table; `width_mm` × `height_mm` is the largest print area (A4: 210 × 297). */
export const PrintSpecSchema = wireObject({
  id: IdSchema,
  name: NameSchema,
  position: v.string(),
  size: v.string(),
  width_mm: MillimetresSchema,
  height_mm: MillimetresSchema,
  print_category: PrintCategorySchema,
});

/** Garment colours a print method prints on: light ones only (inkjet), dark ones only, or any. */
export const PRINTABLE_COLORS = ['light', 'dark', 'any'] as const;
export type PrintableColors = (typeof PRINTABLE_COLORS)[number];

/** A named ink of a print method's palette (silk-screen inks; inkjet methods have none). */
export const InkSchema = wireObject({ id: IdSchema, name: NameSchema, hex: HexColorSchema });
export type Ink = v.InferOutput<typeof InkSchema>;

/**
 * A print method offered for a product; `color_change_charge` is yen per colour change, `lead_days`
 * the business days of production (the shipping date counts them), `min_quantity` the fewest pieces
 * a production may have, `good_for` short phrases of what the method suits (shown on its page),
 * `printable_colors` the garment colours it prints on (is_dark of a colour tells light from dark).
 */
export const PrintMethodSchema = wireObject({
  id: IdSchema,
  slug: SlugSchema,
  name: NameSchema,
  description: v.string(),
  color_change_charge: YenSchema,
  lead_days: QuantitySchema,
  min_quantity: QuantitySchema,
  good_for: v.array(NameSchema),
  printable_colors: v.picklist(PRINTABLE_COLORS),
  inks: v.array(InkSchema),
  print_specs: v.array(PrintSpecSchema),
});

/** A size of a colour with its SKU. */
export const ProductSizeSchema = wireObject({ id: IdSchema, name: NameSchema, sku: SkuSchema });
export type ProductSize = v.InferOutput<typeof ProductSizeSchema>;

/** A colour of a product with its sizes; `is_dark`: a dark garment (inkjet does not print on it). */
export const ProductColorSchema = wireObject({
  id: IdSchema,
  name: NameSchema,
  hex: HexColorSchema,
  is_dark: v.boolean(),
  sizes: v.array(ProductSizeSchema),
});
export type ProductColorWire = v.InferInput<typeof ProductColorSchema>;
export type ProductColor = v.InferOutput<typeof ProductColorSchema>;

/** Gift wrapping; `charge` is yen per piece. */
export const WrappingSchema = wireObject({ id: IdSchema, name: NameSchema, charge: YenSchema });
export type Wrapping = v.InferOutput<typeof WrappingSchema>;

/** Review count and average rating (0 when there is no review, else 1 to 5). */
export const ReviewSummarySchema = wireObject({ count: CountSchema, average: v.pipe(v.number(), v.minValue(0), v.maxValue(5)) });
export type ReviewSummary = v.InferOutput<typeof ReviewSummarySchema>;

/** A finished measurement in centimetres (one decimal), null where the measure does not apply. */
const CentimetresSchema = v.nullable(v.pipe(v.number(), v.minValue(0.1), v.maxValue(999.9)));

/**
 * One size of a product's size chart: garments have body length (着丈), chest width (身幅), shoulder
 * (肩幅) and sleeve (袖丈); bags, towels and aprons height (縦), width (横) and, bags, depth (マチ).
 */
export const SizeChartRowSchema = wireObject({
  size_id: IdSchema,
  size_name: NameSchema,
  body_length_cm: CentimetresSchema,
  chest_width_cm: CentimetresSchema,
  shoulder_width_cm: CentimetresSchema,
  sleeve_length_cm: CentimetresSchema,
  height_cm: CentimetresSchema,
  width_cm: CentimetresSchema,
  depth_cm: CentimetresSchema,
});
export type SizeChartRow = v.InferOutput<typeof SizeChartRowSchema>;

/** A product with everything the print-order flow needs (`response_group=order`). */
export const ProductSchema = wireObject({
  id: IdSchema,
  code: NameSchema,
  name: NameSchema,
  description: v.string(),
  brand: BrandRefSchema,
  category: CategoryRefSchema,
  images: v.array(ImageUrlSchema),
  fit: v.nullable(FitSchema),
  /** Fabric weight in ounces (not money: may be fractional, e.g. 5.6). */
  weight_oz: v.nullable(v.pipe(v.number(), v.minValue(0))),
  material: v.string(),
  print_methods: v.array(PrintMethodSchema),
  colors: v.array(ProductColorSchema),
  wrappings: v.array(WrappingSchema),
  review_summary: ReviewSummarySchema,
  /** The size chart in centimetres, one row per size (empty: the product has none, e.g. caps; the server always sends it). */
  size_chart: v.optional(v.array(SizeChartRowSchema)),
});
export type ProductWire = v.InferInput<typeof ProductSchema>;
export type Product = v.InferOutput<typeof ProductSchema>;

export { PRODUCT_SORTS, type ProductSort } from './product-sorts.ts';

/** Filter of a product list, as JSON (also stored in features). Prices are yen, tax included. */
export const ProductFilterSchema = wireObject({
  category: v.optional(SlugSchema),
  brand: v.optional(SlugSchema),
  feature: v.optional(SlugSchema),
  color: v.optional(SlugSchema),
  size: v.optional(SlugSchema),
  fit: v.optional(SlugSchema),
  weight: v.optional(SlugSchema),
  min_price: v.optional(YenSchema),
  max_price: v.optional(YenSchema),
  sort: v.optional(v.picklist(PRODUCT_SORTS)),
});
export type ProductFilter = v.InferOutput<typeof ProductFilterSchema>;

/** `GET /api/products` query string (all values are strings on the wire). */
export const ProductListQuerySchema = wireObject({
  response_group: v.optional(v.literal('shop')),
  category: v.optional(SlugSchema),
  brand: v.optional(SlugSchema),
  feature: v.optional(SlugSchema),
  color: v.optional(SlugSchema),
  size: v.optional(SlugSchema),
  fit: v.optional(SlugSchema),
  weight: v.optional(SlugSchema),
  min_price: v.optional(queryInteger(0)),
  max_price: v.optional(queryInteger(0)),
  sort: v.optional(v.picklist(PRODUCT_SORTS)),
  page: v.optional(PageParamSchema),
  per_page: v.optional(PerPageParamSchema),
});
export type ProductListQuery = v.InferOutput<typeof ProductListQuerySchema>;

/** One value of a facet (`value` is what the filter parameter takes) with its product count. */
export const FacetOptionSchema = wireObject({ value: SlugSchema, name: NameSchema, count: CountSchema });
export type FacetOption = v.InferOutput<typeof FacetOptionSchema>;

/** A colour facet value, with its swatch. */
export const ColorFacetOptionSchema = wireObject({ value: SlugSchema, name: NameSchema, hex: HexColorSchema, count: CountSchema });

/** Cheapest and dearest `min_price` in the result (yen, tax included). */
export const PriceRangeSchema = wireObject({ min: YenSchema, max: YenSchema });

/** Filter choices for the current result (filter drawer); `price` is null for an empty result. */
export const ProductFacetsSchema = wireObject({
  brands: v.array(FacetOptionSchema),
  colors: v.array(ColorFacetOptionSchema),
  sizes: v.array(FacetOptionSchema),
  fits: v.array(FacetOptionSchema),
  weights: v.array(FacetOptionSchema),
  price: v.nullable(PriceRangeSchema),
});
export type ProductFacets = v.InferOutput<typeof ProductFacetsSchema>;

/** `GET /api/products` → `{ data: ProductListItem[], meta: pagination + facets }`. */
export const ProductListResponseSchema = wireObject({
  data: v.array(ProductListItemSchema),
  meta: wireObject({ ...PAGINATION_META_ENTRIES, facets: ProductFacetsSchema }),
});
export type ProductListResponseWire = v.InferInput<typeof ProductListResponseSchema>;
export type ProductListResponse = v.InferOutput<typeof ProductListResponseSchema>;

/** `GET /api/products/{id}` → `{ data: Product }`. */
export const ProductResponseSchema = dataEnvelope(ProductSchema);
export type ProductResponseWire = v.InferInput<typeof ProductResponseSchema>;
export type ProductResponse = v.InferOutput<typeof ProductResponseSchema>;

/**
 * `GET /api/search` query string: `q` is the typed text; the product list's filters and sort narrow
 * and order the matches; `debug=1` adds each result's score and its reasons (for developers).
 */
export const SearchQuerySchema = wireObject({
  q: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  category: v.optional(SlugSchema),
  brand: v.optional(SlugSchema),
  color: v.optional(SlugSchema),
  size: v.optional(SlugSchema),
  fit: v.optional(SlugSchema),
  weight: v.optional(SlugSchema),
  tag: v.optional(SlugSchema),
  min_price: v.optional(queryInteger(0)),
  max_price: v.optional(queryInteger(0)),
  sort: v.optional(v.picklist(SEARCH_SORTS)),
  page: v.optional(PageParamSchema),
  per_page: v.optional(PerPageParamSchema),
  debug: v.optional(v.literal('1')),
});
export type SearchQuery = v.InferOutput<typeof SearchQuerySchema>;

/** A query word the search understood as filter values (黒 → カラー ブラック系). */
export const UnderstoodTermSchema = wireObject({
  term: v.string(),
  filters: v.array(wireObject({ key: v.string(), value: SlugSchema, name: NameSchema })),
});

/** Why a result ranks where it does (the developers' debug view; @shop/search-text's explainScore). */
export const SearchExplanationSchema = wireObject({
  id: IdSchema,
  score: v.number(),
  exact_name: v.number(),
  phrases: v.number(),
  in_stock: v.number(),
  popularity: v.number(),
  terms: v.array(
    wireObject({
      term: v.string(),
      matched: v.nullable(v.string()),
      field: v.nullable(v.string()),
      filters: v.array(wireObject({ key: v.string(), value: v.string() })),
      score: v.number(),
    }),
  ),
});

/**
 * `GET /api/search` → the page of matching products, with the list's facets (disjunctive), the query
 * the results are for (`corrected_from`: the typed one, when 「もしかして」 replaced it because it found
 * nothing; `relaxed`: colour and size words left out when the whole query found nothing), the product number found exactly, the understood words, and for an empty result the
 * nearest categories and the popular products.
 */
export const SearchResponseSchema = wireObject({
  data: v.array(ProductListItemSchema),
  meta: wireObject({
    ...PAGINATION_META_ENTRIES,
    facets: ProductFacetsSchema,
    query: v.string(),
    corrected_from: v.nullable(v.string()),
    /** Words left out because the query found nothing with them (赤 of 赤 タオル). */
    relaxed: v.array(v.string()),
    product_code: v.nullable(v.string()),
    understood: v.array(UnderstoodTermSchema),
    nearest_categories: v.array(wireObject({ slug: SlugSchema, name: NameSchema })),
    popular: v.array(ProductListItemSchema),
    explanations: v.optional(v.array(SearchExplanationSchema)),
  }),
});
export type SearchResponseWire = v.InferInput<typeof SearchResponseSchema>;
export type SearchResponse = v.InferOutput<typeof SearchResponseSchema>;

/** `GET /api/search/suggest` query string: what is typed so far. */
export const SearchSuggestQuerySchema = wireObject({ q: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)) });
export type SearchSuggestQuery = v.InferOutput<typeof SearchSuggestQuerySchema>;

/** `GET /api/search/suggest` → predictive search: products (picture and price), categories and brands. */
export const SearchSuggestResponseSchema = dataEnvelope(
  wireObject({
    products: v.array(
      wireObject({
        id: IdSchema,
        code: NameSchema,
        name: NameSchema,
        image: v.nullable(ImageUrlSchema),
        min_price: YenSchema,
        max_price: YenSchema,
      }),
    ),
    categories: v.array(wireObject({ slug: SlugSchema, name: NameSchema })),
    brands: v.array(wireObject({ slug: SlugSchema, name: NameSchema })),
  }),
);
export type SearchSuggestResponse = v.InferOutput<typeof SearchSuggestResponseSchema>;
