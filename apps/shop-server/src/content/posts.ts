import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { BlogTaxonomy } from './blog.ts';
import { excerptOf, HexColor, OptionalText, Slug, slugOf, Text, Timestamp } from './fields.ts';
import { loadFolder } from './files.ts';
import { htmlToText } from './markdown.ts';
import type { ContentProblems } from './problems.ts';

export interface Post {
  uuid: string;
  slug: string;
  title: string;
  excerpt: string;
  html: string;
  thumbnailColor: string;
  author: string;
  category: string;
  tags: string[];
  /** ISO timestamp */
  publishedAt: string;
  searchText: string;
}

const PostFront = v.object({
  title: Text,
  slug: v.optional(Slug),
  uuid: v.optional(v.pipe(v.string(), v.uuid())),
  published_at: Timestamp,
  author: Slug,
  category: Slug,
  tags: v.optional(v.array(Slug), []),
  excerpt: OptionalText,
  thumbnail_color: v.optional(HexColor, '#cccccc'),
});

/** A stable UUID (RFC 4122 layout, version 5 style) derived from a name, for posts without one. */
function nameUuid(name: string): string {
  const hex = createHash('sha1').update(`shop-post:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Loads blog/posts: a post needs a known author and category (else it is skipped); unknown tags are
 * dropped with a problem. Slugs and uuids are unique (a later post is reported as `blog/posts <slug>`).
 */
export async function loadPosts(root: string, taxonomy: BlogTaxonomy, problems: ContentProblems): Promise<Post[]> {
  const authorSlugs = new Set(taxonomy.authors.map((a) => a.slug));
  const categorySlugs = new Set(taxonomy.blogCategories.map((c) => c.slug));
  const tagSlugs = new Set(taxonomy.blogTags.map((t) => t.slug));

  const posts: Post[] = [];
  for (const { file, stem, front, html } of await loadFolder(root, 'blog/posts', PostFront, problems)) {
    if (!authorSlugs.has(front.author)) {
      problems.add(file, `unknown author ${front.author}`);
      continue;
    }
    if (!categorySlugs.has(front.category)) {
      problems.add(file, `unknown category ${front.category}`);
      continue;
    }
    const unknownTags = front.tags.filter((t) => !tagSlugs.has(t));
    if (unknownTags.length > 0) problems.add(file, `unknown tags ${unknownTags.join(', ')} (ignored)`);
    const slug = slugOf(front.slug, stem);
    const text = htmlToText(html);
    posts.push({
      uuid: front.uuid ?? nameUuid(slug),
      slug,
      title: front.title,
      excerpt: excerptOf(front.excerpt, text),
      html,
      thumbnailColor: front.thumbnail_color,
      author: front.author,
      category: front.category,
      tags: [...new Set(front.tags.filter((t) => tagSlugs.has(t)))],
      publishedAt: front.published_at,
      searchText: `${front.title} ${front.excerpt} ${text}`,
    });
  }
  const label = (post: Post) => `blog/posts ${post.slug}`;
  return problems.unique(
    problems.unique(posts, (p) => p.slug, label),
    (p) => p.uuid,
    label,
  );
}
