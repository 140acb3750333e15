/** News articles: `GET /api/articles?page=`, `GET /api/articles/{id}`. */
import * as v from 'valibot';
import { IdSchema, NameSchema, TimestampSchema, dataEnvelope, paginated, wireObject } from './common.ts';

/** A news article in a list. */
export const ArticleListItemSchema = wireObject({ id: IdSchema, title: NameSchema, published_at: TimestampSchema });

/** A news article page with its body as sanitised HTML. */
export const ArticleSchema = wireObject({ id: IdSchema, title: NameSchema, published_at: TimestampSchema, html: v.string() });
export type Article = v.InferOutput<typeof ArticleSchema>;

/** `GET /api/articles` → paginated articles, newest first. */
export const ArticleListResponseSchema = paginated(ArticleListItemSchema);

/** `GET /api/articles/{id}` → `{ data: Article }`. */
export const ArticleResponseSchema = dataEnvelope(ArticleSchema);
