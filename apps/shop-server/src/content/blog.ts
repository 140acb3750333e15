import * as v from 'valibot';
import { loadList } from './files.ts';
import { OptionalText, Slug, Text } from './fields.ts';
import type { ContentProblems } from './problems.ts';

export interface BlogAuthor {
  slug: string;
  name: string;
  bio: string;
}
export interface BlogCategory {
  slug: string;
  name: string;
  description: string;
}
export interface BlogTag {
  slug: string;
  name: string;
}
/** The lists a post refers to by slug. */
export interface BlogTaxonomy {
  authors: BlogAuthor[];
  blogCategories: BlogCategory[];
  blogTags: BlogTag[];
}

// An author's `bio` may also be written `description`, the word the categories use.
const AuthorEntry = v.object({ slug: Slug, name: Text, bio: OptionalText, description: OptionalText });
const CategoryEntry = v.object({ slug: Slug, name: Text, description: OptionalText });
const TagEntry = v.object({ slug: Slug, name: Text });

/** A YAML list of the blog, the first entry of each slug (a later one is reported as `<file> <slug>`). */
async function loadSlugList<S extends v.GenericSchema<unknown, { slug: string }>>(
  root: string,
  file: string,
  schema: S,
  problems: ContentProblems,
): Promise<v.InferOutput<S>[]> {
  const entries = await loadList(root, file, schema, problems);
  return problems.unique(
    entries,
    (e) => e.slug,
    (e) => `${file} ${e.slug}`,
  );
}

/** Loads blog/authors.yaml, blog/categories.yaml and blog/tags.yaml. */
export async function loadBlogTaxonomy(root: string, problems: ContentProblems): Promise<BlogTaxonomy> {
  const authors = await loadSlugList(root, 'blog/authors.yaml', AuthorEntry, problems);
  return {
    authors: authors.map((a) => ({ slug: a.slug, name: a.name, bio: a.bio || a.description })),
    blogCategories: await loadSlugList(root, 'blog/categories.yaml', CategoryEntry, problems),
    blogTags: await loadSlugList(root, 'blog/tags.yaml', TagEntry, problems),
  };
}
