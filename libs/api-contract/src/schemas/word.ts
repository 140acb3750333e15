/** Glossary (用語集): `GET /api/words`, `GET /api/words/{slug}`. */
import * as v from 'valibot';
import { NameSchema, SlugSchema, dataEnvelope, listEnvelope, wireObject } from './common.ts';

/** A glossary entry in the index; `reading` is its kana reading, used to group by syllable row. */
export const WordListItemSchema = wireObject({ slug: SlugSchema, name: NameSchema, reading: v.string() });
export type WordListItem = v.InferOutput<typeof WordListItemSchema>;

/** A glossary entry page; `html` is the explanation as sanitised HTML. */
export const WordSchema = wireObject({ slug: SlugSchema, name: NameSchema, reading: v.string(), html: v.string() });
export type Word = v.InferOutput<typeof WordSchema>;

/** `GET /api/words` → `{ data: WordListItem[] }` in reading order. */
export const WordListResponseSchema = listEnvelope(WordListItemSchema);

/** `GET /api/words/{slug}` → `{ data: Word }`. */
export const WordResponseSchema = dataEnvelope(WordSchema);
