/** Product categories: `GET /api/categories`, `GET /api/categories/{slug}`. */
import * as v from 'valibot';
import { IdSchema, ImageUrlSchema, NameSchema, SlugSchema, dataEnvelope, listEnvelope, wireObject } from './common.ts';

/** A category as other records refer to it. */
export const CategoryRefSchema = wireObject({ id: IdSchema, slug: SlugSchema, name: NameSchema });
export type CategoryRefWire = v.InferInput<typeof CategoryRefSchema>;

/** A category in a flat list; `parent_id` is null for a root category. */
export const CategorySchema = wireObject({ id: IdSchema, slug: SlugSchema, name: NameSchema, parent_id: v.nullable(IdSchema) });
export type Category = v.InferOutput<typeof CategorySchema>;

/** A node of the category tree (side menu, catalogue). */
export interface CategoryNodeWire {
  id: number;
  slug: string;
  name: string;
  children: CategoryNodeWire[];
}
/** A node of the category tree, camelCased (its keys are already camelCase). */
export type CategoryNode = CategoryNodeWire;

/** A node of the category tree with its sub-categories, to any depth. */
export const CategoryNodeSchema: v.GenericSchema<CategoryNodeWire, CategoryNode> = wireObject({
  id: IdSchema,
  slug: SlugSchema,
  name: NameSchema,
  children: v.array(v.lazy(() => CategoryNodeSchema)),
});

/** A category page: breadcrumb `path` (root first, without this category) and direct `children`. */
export const CategoryDetailSchema = wireObject({
  id: IdSchema,
  slug: SlugSchema,
  name: NameSchema,
  description: v.string(),
  image: v.nullable(ImageUrlSchema),
  path: v.array(CategoryRefSchema),
  children: v.array(CategoryRefSchema),
});
export type CategoryDetail = v.InferOutput<typeof CategoryDetailSchema>;

/** `GET /api/categories` → `{ data: CategoryNode[] }` (the root categories with their sub-trees). */
export const CategoryListResponseSchema = listEnvelope(CategoryNodeSchema);

/** `GET /api/categories/{slug}` → `{ data: CategoryDetail }`. */
export const CategoryResponseSchema = dataEnvelope(CategoryDetailSchema);
