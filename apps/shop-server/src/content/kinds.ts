import { basename } from 'node:path';
import type * as v from 'valibot';
import { slugOf } from './fields.ts';
import { type MarkdownFile, loadFolder } from './files.ts';
import type { ContentProblems } from './problems.ts';

/** How one folder of Markdown files becomes items of one kind. */
export interface FolderKind<S extends v.GenericSchema, T> {
  folder: string;
  /** The front matter every file must have. */
  schema: S;
  /** The item of a valid file, or `skip(why)` to leave the file out. */
  item: (file: MarkdownFile<v.InferOutput<S>>, skip: (why: string) => undefined) => T | undefined;
  /** What must be unique among the items (a later file with the same key is dropped). */
  key: (item: T) => string | number;
}

/** Loads one kind's folder: its valid files' items, the first of each key (later ones are duplicates). */
export async function loadKind<S extends v.GenericSchema, T>(
  root: string,
  kind: FolderKind<S, T>,
  problems: ContentProblems,
): Promise<T[]> {
  // Items are built after the whole folder is read, so a file's front matter problems come before
  // the item problems of any file (the order problems have always been listed in).
  const sourced = (await loadFolder(root, kind.folder, kind.schema, problems)).flatMap((source) => {
    const item = kind.item(source, (why) => {
      problems.add(source.file, why);
      return undefined;
    });
    return item === undefined ? [] : [{ file: source.file, item }];
  });
  return problems
    .unique(
      sourced,
      ({ item }) => kind.key(item),
      ({ file }) => file,
    )
    .map(({ item }) => item);
}

/**
 * Loads a kind named by slug whose item is its front matter as written, with the slug (else the
 * file name) first and the body's html last; unique by slug.
 */
export function loadBySlug<S extends v.GenericSchema<unknown, { slug?: string | undefined }>>(
  root: string,
  folder: string,
  schema: S,
  problems: ContentProblems,
): Promise<({ slug: string } & Omit<v.InferOutput<S>, 'slug'> & { html: string })[]> {
  return loadKind(
    root,
    {
      folder,
      schema,
      item: ({ stem, front, html }) => {
        const { slug, ...fields } = front;
        return { slug: slugOf(slug, stem), ...fields, html };
      },
      key: (item) => item.slug,
    },
    problems,
  );
}

/**
 * Loads a numbered kind: the id is the front matter `id`, else a numeric file name (`articles/7.md`
 * is 7), and a file with neither is skipped; unique by id.
 */
export function loadNumbered<S extends v.GenericSchema<unknown, { id?: number | undefined }>, T>(
  root: string,
  folder: string,
  schema: S,
  problems: ContentProblems,
  item: (file: MarkdownFile<v.InferOutput<S>>) => T,
): Promise<({ id: number } & T)[]> {
  return loadKind(
    root,
    {
      folder,
      schema,
      item: (file, skip) => {
        const name = basename(file.stem);
        const id = file.front.id ?? (/^\d+$/.test(name) ? Number(name) : undefined);
        if (id === undefined) return skip('id: missing (front matter id or a numeric file name)');
        return { id, ...item(file) };
      },
      key: (numbered) => numbered.id,
    },
    problems,
  );
}
