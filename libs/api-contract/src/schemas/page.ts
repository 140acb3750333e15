/** Static pages (guidance, info, design-tool manual): `GET /api/pages/{path}`. */
import * as v from 'valibot';
import { NameSchema, dataEnvelope, wireObject } from './common.ts';

/** A static page path: lower-case segments joined by `/` (`guidance/timelines/designtool`). */
export const PagePathSchema = v.pipe(v.string(), v.regex(/^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/));

/** A static page: `description` feeds the meta description, `html` is sanitised HTML. */
export const PageSchema = wireObject({ path: PagePathSchema, title: NameSchema, description: v.string(), html: v.string() });
export type Page = v.InferOutput<typeof PageSchema>;

/** `GET /api/pages/{path}` → `{ data: Page }`. */
export const PageResponseSchema = dataEnvelope(PageSchema);
