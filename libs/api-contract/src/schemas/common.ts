/**
 * Building blocks shared by every wire schema: money, ids, timestamps, envelopes, pagination,
 * query-string parameters and the camelCasing step that turns a wire object into its TypeScript shape.
 */
import * as v from 'valibot';
import { camelizeOwnKeys } from '../casing.ts';

/** Money on the wire: a safe integer of yen, tax included, never negative. */
export const YenSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/** Signed money (discounts, corrections): a safe integer of yen, tax included. */
export const SignedYenSchema = v.pipe(v.number(), v.safeInteger());
/**
 * The largest id or count the API accepts: PostgreSQL's `integer`, which every id and count column
 * uses. A larger number in a request is refused (422) instead of failing in the database.
 * (Quantities are not bounded here: the server caps them at the stock and reports meta.shortage.)
 */
export const MAX_DB_INTEGER = 2_147_483_647;
/** A database id: a positive integer up to MAX_DB_INTEGER. */
export const IdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_DB_INTEGER));
/** A count or stock figure: an integer from 0 to MAX_DB_INTEGER. */
export const CountSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_DB_INTEGER));
/** A quantity the customer orders: a safe integer ≥ 1 (the server caps it at the stock). */
export const QuantitySchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
/** A URL path segment identifier (`t-shirts`, `united-athle`). */
export const SlugSchema = v.pipe(v.string(), v.nonEmpty());
/** A non-empty display text. */
export const NameSchema = v.pipe(v.string(), v.nonEmpty());
/** An image URL, absolute or root-relative (`/storage/products/5001.jpg`). */
export const ImageUrlSchema = v.pipe(v.string(), v.nonEmpty());
/** A colour swatch: `#fff` or `#ffffff`. */
export const HexColorSchema = v.pipe(v.string(), v.hexColor());
/** An instant: ISO-8601 timestamp with zone (`2024-05-01T09:30:00.000000Z`). */
export const TimestampSchema = v.pipe(v.string(), v.isoTimestamp());
/** A calendar date: `YYYY-MM-DD`. */
export const IsoDateSchema = v.pipe(v.string(), v.isoDate());
/** A stored file id. */
export const UuidSchema = v.pipe(v.string(), v.uuid());

/** Appends the camelCasing step to an object schema: wire keys in, camelCase keys out (one level). */
export function camelOutput<const TSchema extends v.GenericSchema<unknown, object>>(schema: TSchema) {
  return v.pipe(
    schema,
    v.transform((value: v.InferOutput<TSchema>) => camelizeOwnKeys(value)),
  );
}

/**
 * A wire object: snake_case keys on input, camelCase keys on output. Nested objects are wire
 * objects too, so the whole output is camelCased.
 */
export function wireObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return camelOutput(v.object(entries));
}

/** `{ data }` envelope. */
export function dataEnvelope<const TData extends v.GenericSchema>(data: TData) {
  return wireObject({ data });
}

/** Laravel pagination figures; pages count from 1, `last_page` is 1 for an empty list. */
export const PAGINATION_META_ENTRIES = {
  current_page: QuantitySchema,
  last_page: QuantitySchema,
  per_page: QuantitySchema,
  total: CountSchema,
};

export const PaginationMetaSchema = wireObject(PAGINATION_META_ENTRIES);
export type PaginationMetaWire = v.InferInput<typeof PaginationMetaSchema>;
export type PaginationMeta = v.InferOutput<typeof PaginationMetaSchema>;

/** `{ data: item[], meta: pagination }` envelope. */
export function paginated<const TItem extends v.GenericSchema>(item: TItem) {
  return wireObject({ data: v.array(item), meta: PaginationMetaSchema });
}

/** `{ data: item[] }` envelope for short, unpaginated lists. */
export function listEnvelope<const TItem extends v.GenericSchema>(item: TItem) {
  return wireObject({ data: v.array(item) });
}

/** The body of every 4xx/5xx answer (Laravel style). Field keys are wire names (`password_confirmation`). */
export const ErrorBodySchema = v.object({ message: v.string(), errors: v.optional(v.record(v.string(), v.array(v.string()))) });
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** `{ message }`: the answer of calls that only confirm (password mail sent, password reset). */
export const MessageResponseSchema = wireObject({ message: v.string() });

/** 204 No Content: no body; the client yields `undefined`. */
export const NoContentSchema = v.undefined();

/** A request with no body or no query string. */
export const EmptyRequestSchema = wireObject({});

/** Query-string integer (`?page=2`): digits only, then a number within bounds. */
export function queryInteger(min: number, max: number = Number.MAX_SAFE_INTEGER) {
  return v.pipe(v.string(), v.digits(), v.transform(Number), v.safeInteger(), v.minValue(min), v.maxValue(max));
}

/** `?page=` : 1, 2, … */
export const PageParamSchema = queryInteger(1);
/** `?per_page=` : 1 to 100. */
export const PerPageParamSchema = queryInteger(1, 100);

/** `?page=` as the only query parameter. */
export const PageQuerySchema = wireObject({ page: v.optional(PageParamSchema) });
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

/** `?response_group=order`: the detailed representation used by cart and print flows. */
export const OrderGroupQuerySchema = wireObject({ response_group: v.optional(v.literal('order')) });
