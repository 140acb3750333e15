import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { parseFrontMatter } from './front-matter.ts';
import { excerpt, htmlToText, renderMarkdown } from './markdown.ts';

/** The repository's content folder (Markdown with YAML front matter). */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../../content/', import.meta.url));

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
export interface Article {
  id: number;
  title: string;
  category: string;
  html: string;
  publishedAt: string;
}
export interface Faq {
  slug: string;
  question: string;
  category: string;
  sequence: number;
  html: string;
}
export interface Word {
  slug: string;
  word: string;
  reading: string;
  category: string;
  html: string;
}
export interface Feature {
  slug: string;
  title: string;
  description: string;
  status: boolean;
  sequence: number;
  filter: Record<string, string | number>;
  html: string;
}
export interface Example {
  id: number;
  title: string;
  customer: string;
  productCategory: string;
  printMethod: string;
  quantity: number;
  productCodes: string[];
  excerpt: string;
  html: string;
  publishedAt: string;
}
export interface Page {
  path: string;
  title: string;
  description: string;
  sequence: number;
  html: string;
}

/** A file that could not be loaded, and why (it is skipped; the rest still loads). */
export interface ContentProblem {
  file: string;
  message: string;
}

export interface ContentBundle {
  authors: BlogAuthor[];
  blogCategories: BlogCategory[];
  blogTags: BlogTag[];
  posts: Post[];
  articles: Article[];
  faqs: Faq[];
  words: Word[];
  features: Feature[];
  examples: Example[];
  pages: Page[];
  problems: ContentProblem[];
}

// Front matter: dates may arrive as YAML strings or Date objects; a bare date means midnight in Japan.
const Timestamp = v.pipe(
  v.union([v.string(), v.date()]),
  v.transform((value) => {
    if (value instanceof Date) return value.toISOString();
    const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+09:00` : value;
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
  }),
  v.nonEmpty('is not a date'),
);
const Text = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.nonEmpty());
const OptionalText = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), '');
const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]*$/, 'is not a lower-case slug'));
const PositiveInt = v.pipe(v.union([v.number(), v.pipe(v.string(), v.digits())]), v.transform(Number), v.integer(), v.minValue(1));
const Int = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/))]), v.transform(Number), v.integer());
const HexColor = v.pipe(v.string(), v.hexColor());

const AuthorSchema = v.object({ slug: Slug, name: Text, bio: OptionalText, description: OptionalText });
const BlogCategoryFileSchema = v.object({ slug: Slug, name: Text, description: OptionalText });
const BlogTagFileSchema = v.object({ slug: Slug, name: Text });
const PostFrontSchema = v.object({
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
const ArticleFrontSchema = v.object({
  id: v.optional(PositiveInt),
  title: Text,
  published_at: Timestamp,
  category: v.optional(Text, 'お知らせ'),
});
const FaqFrontSchema = v.object({
  slug: v.optional(Slug),
  question: Text,
  category: Text,
  sequence: v.optional(Int, 0),
});
const WordFrontSchema = v.object({
  slug: v.optional(Slug),
  word: Text,
  reading: Text,
  category: OptionalText,
});
const FilterValue = v.union([v.string(), v.number()]);
const FeatureFrontSchema = v.object({
  slug: v.optional(Slug),
  title: Text,
  description: OptionalText,
  status: v.optional(v.boolean(), true),
  sequence: v.optional(Int, 0),
  filter: v.optional(v.record(v.string(), FilterValue), {}),
});
const ExampleFrontSchema = v.object({
  id: v.optional(PositiveInt),
  title: Text,
  customer: OptionalText,
  product_category: OptionalText,
  print_method: OptionalText,
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  products: v.optional(v.array(Text), []),
  excerpt: OptionalText,
  published_at: Timestamp,
});
const PageFrontSchema = v.object({
  title: Text,
  description: OptionalText,
  sequence: v.optional(Int, 0),
});

function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = issue.path?.map((p) => String(p.key)).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** A stable UUID (RFC 4122 layout, version 5 style) derived from a name, for posts without one. */
function nameUuid(name: string): string {
  const hex = createHash('sha1').update(`shop-post:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

async function listMarkdown(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.md') && e.name.toLowerCase() !== 'readme.md')
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

async function readYamlList(file: string): Promise<unknown[]> {
  try {
    const data: unknown = parseYaml(await readFile(file, 'utf8'));
    return Array.isArray(data) ? data : [];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

interface Loaded<T> {
  file: string;
  stem: string;
  front: T;
  html: string;
}

/** Reads, validates and renders every Markdown file of a folder; invalid files become problems. */
async function loadFolder<S extends v.GenericSchema>(
  root: string,
  folder: string,
  schema: S,
  problems: ContentProblem[],
): Promise<Loaded<v.InferOutput<S>>[]> {
  const loaded: Loaded<v.InferOutput<S>>[] = [];
  for (const file of await listMarkdown(join(root, folder))) {
    const name = relative(root, file).split(sep).join('/');
    try {
      const { data, body } = parseFrontMatter(await readFile(file, 'utf8'));
      const result = v.safeParse(schema, data);
      if (!result.success) {
        problems.push({ file: name, message: issueText(result.issues) });
        continue;
      }
      const stem = relative(join(root, folder), file).split(sep).join('/').replace(/\.md$/, '');
      loaded.push({ file: name, stem, front: result.output, html: renderMarkdown(body) });
    } catch (error) {
      problems.push({ file: name, message: (error as Error).message });
    }
  }
  return loaded;
}

function parseList<S extends v.GenericSchema>(
  items: unknown[],
  schema: S,
  file: string,
  problems: ContentProblem[],
): v.InferOutput<S>[] {
  const out: v.InferOutput<S>[] = [];
  for (const [index, item] of items.entries()) {
    const result = v.safeParse(schema, item);
    if (result.success) out.push(result.output);
    else problems.push({ file: `${file}[${index}]`, message: issueText(result.issues) });
  }
  return out;
}

/** Drops entries whose key was already seen, reporting each duplicate. */
function unique<T>(items: T[], key: (item: T) => string | number, file: (item: T) => string, problems: ContentProblem[]): T[] {
  const seen = new Set<string | number>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) {
      problems.push({ file: file(item), message: `duplicate ${String(k)}` });
      return false;
    }
    seen.add(k);
    return true;
  });
}

/**
 * Loads the content folder: blog (authors, categories, tags, posts), articles, FAQs, glossary words,
 * features, case studies and static pages. Markdown is rendered to sanitised HTML here, once.
 */
export async function loadContent(root: string = DEFAULT_CONTENT_DIR): Promise<ContentBundle> {
  const problems: ContentProblem[] = [];
  const authors = parseList(await readYamlList(join(root, 'blog/authors.yaml')), AuthorSchema, 'blog/authors.yaml', problems).map(
    (a) => ({ slug: a.slug, name: a.name, bio: a.bio || a.description }),
  );
  const blogCategories = parseList(
    await readYamlList(join(root, 'blog/categories.yaml')),
    BlogCategoryFileSchema,
    'blog/categories.yaml',
    problems,
  );
  const blogTags = parseList(await readYamlList(join(root, 'blog/tags.yaml')), BlogTagFileSchema, 'blog/tags.yaml', problems);
  const authorSlugs = new Set(authors.map((a) => a.slug));
  const categorySlugs = new Set(blogCategories.map((c) => c.slug));
  const tagSlugs = new Set(blogTags.map((t) => t.slug));

  const posts: Post[] = [];
  for (const { file, stem, front, html } of await loadFolder(root, 'blog/posts', PostFrontSchema, problems)) {
    if (!authorSlugs.has(front.author)) {
      problems.push({ file, message: `unknown author ${front.author}` });
      continue;
    }
    if (!categorySlugs.has(front.category)) {
      problems.push({ file, message: `unknown category ${front.category}` });
      continue;
    }
    const unknownTags = front.tags.filter((t) => !tagSlugs.has(t));
    if (unknownTags.length > 0) problems.push({ file, message: `unknown tags ${unknownTags.join(', ')} (ignored)` });
    const slug = front.slug ?? basename(stem);
    const text = htmlToText(html);
    posts.push({
      uuid: front.uuid ?? nameUuid(slug),
      slug,
      title: front.title,
      excerpt: front.excerpt || excerpt(text, 120),
      html,
      thumbnailColor: front.thumbnail_color,
      author: front.author,
      category: front.category,
      tags: [...new Set(front.tags.filter((t) => tagSlugs.has(t)))],
      publishedAt: front.published_at,
      searchText: `${front.title} ${front.excerpt} ${text}`,
    });
  }

  const articles = (await loadFolder(root, 'articles', ArticleFrontSchema, problems)).flatMap(({ file, stem, front, html }) => {
    const id = front.id ?? (/^\d+$/.test(basename(stem)) ? Number(basename(stem)) : undefined);
    if (id === undefined) {
      problems.push({ file, message: 'id: missing (front matter id or a numeric file name)' });
      return [];
    }
    return [{ id, title: front.title, category: front.category, html, publishedAt: front.published_at, file }];
  });

  const faqs = (await loadFolder(root, 'faqs', FaqFrontSchema, problems)).map(({ file, stem, front, html }) => ({
    slug: front.slug ?? basename(stem),
    question: front.question,
    category: front.category,
    sequence: front.sequence,
    html,
    file,
  }));
  const words = (await loadFolder(root, 'words', WordFrontSchema, problems)).map(({ file, stem, front, html }) => ({
    slug: front.slug ?? basename(stem),
    word: front.word,
    reading: front.reading,
    category: front.category,
    html,
    file,
  }));
  const features = (await loadFolder(root, 'features', FeatureFrontSchema, problems)).map(({ file, stem, front, html }) => ({
    slug: front.slug ?? basename(stem),
    title: front.title,
    description: front.description,
    status: front.status,
    sequence: front.sequence,
    filter: front.filter,
    html,
    file,
  }));
  const examples = (await loadFolder(root, 'examples', ExampleFrontSchema, problems)).flatMap(({ file, stem, front, html }) => {
    const id = front.id ?? (/^\d+$/.test(basename(stem)) ? Number(basename(stem)) : undefined);
    if (id === undefined) {
      problems.push({ file, message: 'id: missing (front matter id or a numeric file name)' });
      return [];
    }
    return [
      {
        id,
        title: front.title,
        customer: front.customer,
        productCategory: front.product_category,
        printMethod: front.print_method,
        quantity: front.quantity,
        productCodes: front.products,
        excerpt: front.excerpt || excerpt(htmlToText(html), 120),
        html,
        publishedAt: front.published_at,
        file,
      },
    ];
  });
  const pages = (await loadFolder(root, 'pages', PageFrontSchema, problems)).flatMap(({ file, stem, front, html }) => {
    // pages/guidance/index.md answers /guidance.
    const path = stem.replace(/\/index$/, '');
    if (!/^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/.test(path)) {
      problems.push({ file, message: `path ${path} is not lower-case segments` });
      return [];
    }
    return [{ path, title: front.title, description: front.description, sequence: front.sequence, html, file }];
  });

  const strip = <T extends { file: string }>(items: T[]): Omit<T, 'file'>[] =>
    items.map(({ file: _file, ...rest }) => rest);
  return {
    authors: unique(authors, (a) => a.slug, (a) => `blog/authors.yaml ${a.slug}`, problems),
    blogCategories: unique(blogCategories, (c) => c.slug, (c) => `blog/categories.yaml ${c.slug}`, problems),
    blogTags: unique(blogTags, (t) => t.slug, (t) => `blog/tags.yaml ${t.slug}`, problems),
    posts: unique(
      unique(posts, (p) => p.slug, (p) => `blog/posts ${p.slug}`, problems),
      (p) => p.uuid,
      (p) => `blog/posts ${p.slug}`,
      problems,
    ),
    articles: strip(unique(articles, (a) => a.id, (a) => a.file, problems)),
    faqs: strip(unique(faqs, (f) => f.slug, (f) => f.file, problems)),
    words: strip(unique(words, (w) => w.slug, (w) => w.file, problems)),
    features: strip(unique(features, (f) => f.slug, (f) => f.file, problems)),
    examples: strip(unique(examples, (e) => e.id, (e) => e.file, problems)),
    pages: strip(unique(pages, (p) => p.path, (p) => p.file, problems)),
    problems,
  };
}
