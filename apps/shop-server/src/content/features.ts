import * as v from 'valibot';
import { Int, OptionalText, Slug, Text } from './fields.ts';
import { loadBySlug } from './kinds.ts';
import type { ContentProblems } from './problems.ts';

/** A feature page (特集): a product listing narrowed by `filter`, shown in the side menu when `status`. */
export interface Feature {
  slug: string;
  title: string;
  description: string;
  status: boolean;
  sequence: number;
  filter: Record<string, string | number>;
  html: string;
}

// Each Feature is this front matter as it is (see loadBySlug): a field added here is a field of Feature.
const FeatureFront = v.object({
  slug: v.optional(Slug),
  title: Text,
  description: OptionalText,
  status: v.optional(v.boolean(), true),
  sequence: v.optional(Int, 0),
  filter: v.optional(v.record(v.string(), v.union([v.string(), v.number()])), {}),
});

/** Loads content/features, named by the front matter `slug` or the file name. */
export function loadFeatures(root: string, problems: ContentProblems): Promise<Feature[]> {
  return loadBySlug(root, 'features', FeatureFront, problems);
}
