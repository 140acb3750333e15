/**
 * Shared proofs (issue #30, 「校正を共有する」): a private, read-only link to what one print production
 * will look like, made from the cart (a guest's too) or a placed order, for an organiser to show the
 * team. What the link shows is frozen when it is made and carries no price: `ProofLinkViewSchema`
 * has no amount anywhere, and the server answers nothing else through the token.
 */
import * as v from 'valibot';
import { CartProductionCreateRequestSchema } from './cart-production.ts';
import { PrintInkSetSchema, PrintLayoutSchema } from './cart-print.ts';
import { CountSchema, HexColorSchema, IdSchema, NameSchema, QuantitySchema, TimestampSchema, dataEnvelope, wireObject } from './common.ts';

/** Days a shared proof stays open (then it answers 410 like a revoked one). */
export const PROOF_LINK_DAYS = 90;

/** The characters of a token: 128 random bits, base64url (22 characters). */
export const PROOF_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Where a link was made from. */
export const PROOF_LINK_SOURCES = ['cart', 'guest_cart', 'order'] as const;
export type ProofLinkSource = (typeof PROOF_LINK_SOURCES)[number];

/** `POST /api/proof_links` body: the production to share, told apart by `source`. */
export const ProofLinkCreateRequestSchema = v.variant('source', [
  /** A print order of the signed-in customer's cart. */
  wireObject({ source: v.literal('cart'), cart_production_id: IdSchema }),
  /** A guest's print order (kept in the browser): the production as it would be pushed at login. */
  wireObject({ source: v.literal('guest_cart'), production: CartProductionCreateRequestSchema }),
  /** A production of one of the signed-in customer's orders (PF-2026-000123-1). */
  wireObject({ source: v.literal('order'), production_number: v.pipe(v.string(), v.regex(/^PF-\d{4}-\d{6,15}-\d{1,3}$/)) }),
]);
export type ProofLinkCreateRequestWire = v.InferInput<typeof ProofLinkCreateRequestSchema>;
export type ProofLinkCreateRequest = v.InferOutput<typeof ProofLinkCreateRequestSchema>;

/** One link as its owner lists it (the token is never listed: only its hash is kept). */
export const ProofLinkSummarySchema = wireObject({
  id: IdSchema,
  source: v.picklist(PROOF_LINK_SOURCES),
  /** the cart production it was made from (source `cart`), else null */
  cart_production_id: v.nullable(IdSchema),
  /** the order production it was made from (source `order`), else null */
  production_number: v.nullable(v.string()),
  product_name: NameSchema,
  print_method_name: NameSchema,
  /** pieces */
  quantity: CountSchema,
  created_at: TimestampSchema,
  expires_at: TimestampSchema,
  /** null while it is open */
  revoked_at: v.nullable(TimestampSchema),
});
export type ProofLinkSummaryWire = v.InferInput<typeof ProofLinkSummarySchema>;
export type ProofLinkSummary = v.InferOutput<typeof ProofLinkSummarySchema>;

/** `GET /api/proof_links` → the caller's links (a customer's, or a guest session's), newest first. */
export const ProofLinkListResponseSchema = dataEnvelope(v.array(ProofLinkSummarySchema));
export type ProofLinkListResponse = v.InferOutput<typeof ProofLinkListResponseSchema>;

/** `POST /api/proof_links` → the new link with its token and page path, shown this once. */
export const ProofLinkCreatedResponseSchema = dataEnvelope(
  wireObject({
    ...ProofLinkSummarySchema.entries,
    token: v.pipe(v.string(), v.regex(PROOF_TOKEN_PATTERN)),
    /** root-relative: `/proof/{token}` */
    path: v.string(),
  }),
);
export type ProofLinkCreatedResponse = v.InferOutput<typeof ProofLinkCreatedResponseSchema>;

/** A garment colour with its sizes and pieces. */
export const ProofColorSchema = wireObject({
  id: IdSchema,
  name: NameSchema,
  hex: HexColorSchema,
  sizes: v.array(wireObject({ name: NameSchema, quantity: QuantitySchema })),
});

/** One placement: its print area (mm), the layout chosen (null: the default), inks and the artwork. */
export const ProofPlacementSchema = wireObject({
  print_spec_id: IdSchema,
  name: NameSchema,
  position: v.string(),
  width_mm: v.number(),
  height_mm: v.number(),
  layout: v.nullable(PrintLayoutSchema),
  /** silk-screen: ink colours (plates) of the placement; null for inkjet */
  ink_count: v.nullable(CountSchema),
  /** silk-screen: the inks chosen, names and colours (per garment colour, or `color_id` null for all); empty when not told */
  ink_sets: v.optional(v.array(PrintInkSetSchema)),
  /** the artwork as the link serves it (null: no picture to show: none, PDF, AI) */
  artwork: v.nullable(
    wireObject({
      /** root-relative `/api/proof/{token}/artwork/{index}` */
      url: v.string(),
      kind: v.string(),
      name: v.string(),
      /** px, the file's own size (the mock-up scales it to the layout) */
      width: v.nullable(v.number()),
      height: v.nullable(v.number()),
    }),
  ),
  /** artwork handed in that has no picture here (PDF, AI): its kind, else null */
  artwork_kind: v.nullable(v.string()),
});
export type ProofPlacement = v.InferOutput<typeof ProofPlacementSchema>;

/** What the shared page shows: no price, no owner, no file id. */
export const ProofLinkViewSchema = wireObject({
  product: wireObject({ code: NameSchema, name: NameSchema }),
  print_method: wireObject({ slug: NameSchema, name: NameSchema }),
  colors: v.array(ProofColorSchema),
  placements: v.array(ProofPlacementSchema),
  /** pieces */
  quantity: CountSchema,
  created_at: TimestampSchema,
  expires_at: TimestampSchema,
});
export type ProofLinkViewWire = v.InferInput<typeof ProofLinkViewSchema>;
export type ProofLinkView = v.InferOutput<typeof ProofLinkViewSchema>;

/** `GET /api/proof/{token}` → the shared proof (404 unknown, 410 revoked or expired, Japanese message). */
export const ProofLinkViewResponseSchema = dataEnvelope(ProofLinkViewSchema);
export type ProofLinkViewResponse = v.InferOutput<typeof ProofLinkViewResponseSchema>;
