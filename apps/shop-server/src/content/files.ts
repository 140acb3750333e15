import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { parseFrontMatter } from './front-matter.ts';
import { renderMarkdown } from './markdown.ts';
import type { ContentProblems } from './problems.ts';

/** One valid Markdown file of a folder. */
export interface MarkdownFile<F> {
  /** Path below the content root, `/`-separated (what problems name). */
  file: string;
  /** Path below the kind's folder without `.md` (`guidance/index`): slugs, ids and page paths come from it. */
  stem: string;
  front: F;
  /** The body rendered to sanitised HTML. */
  html: string;
}

/** A content tree may leave out any kind, so a missing folder or file reads as `empty`. */
async function orWhenMissing<T>(read: Promise<T>, empty: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty;
    throw error;
  }
}

function issueText(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = issue.path?.map((p) => String(p.key)).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** `/`-separated on every platform, as problems and page paths are. */
function posixRelative(from: string, to: string): string {
  return relative(from, to).split(sep).join('/');
}

async function listMarkdown(dir: string): Promise<string[]> {
  const entries = await orWhenMissing(readdir(dir, { recursive: true, withFileTypes: true }), []);
  // A README.md explains a folder to authors; it is not content.
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.md') && e.name.toLowerCase() !== 'readme.md')
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** The file of the shop's company details (`company.json` in the content root), one source for pages and the storefront footer. */
export const COMPANY_FILE = 'company.json';

/** The company details a body may name as `{{company.<key>}}`: the string fields of company.json (none when it is missing). */
export async function loadCompanyFacts(root: string): Promise<Readonly<Record<string, string>>> {
  const text = await orWhenMissing(readFile(join(root, COMPANY_FILE), 'utf8'), '{}');
  const data: unknown = JSON.parse(text);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(`${COMPANY_FILE} is not a JSON object`);
  return Object.fromEntries(Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const COMPANY_PLACEHOLDER = /\{\{\s*company\.([A-Za-z0-9_]+)\s*\}\}/g;

/**
 * A Markdown body with its `{{company.<key>}}` placeholders filled from company.json; a key it does
 * not have is reported (and left as written).
 */
export function fillCompanyPlaceholders(body: string, facts: Readonly<Record<string, string>>, unknown: (key: string) => void): string {
  return body.replace(COMPANY_PLACEHOLDER, (placeholder, key: string) => {
    const value = facts[key];
    if (value === undefined) {
      unknown(key);
      return placeholder;
    }
    return value;
  });
}

/** Reads, validates and renders every Markdown file of a folder (sub-folders too); invalid files become problems. */
export async function loadFolder<S extends v.GenericSchema>(
  root: string,
  folder: string,
  schema: S,
  problems: ContentProblems,
): Promise<MarkdownFile<v.InferOutput<S>>[]> {
  const loaded: MarkdownFile<v.InferOutput<S>>[] = [];
  const facts = await loadCompanyFacts(root);
  for (const path of await listMarkdown(join(root, folder))) {
    const file = posixRelative(root, path);
    try {
      const { data, body } = parseFrontMatter(await readFile(path, 'utf8'));
      const result = v.safeParse(schema, data);
      if (!result.success) {
        problems.add(file, issueText(result.issues));
        continue;
      }
      const stem = posixRelative(join(root, folder), path).replace(/\.md$/, '');
      const filled = fillCompanyPlaceholders(body, facts, (key) =>
        problems.add(file, `unknown placeholder {{company.${key}}} (not in ${COMPANY_FILE})`),
      );
      loaded.push({ file, stem, front: result.output, html: renderMarkdown(filled) });
    } catch (error) {
      problems.add(file, (error as Error).message);
    }
  }
  return loaded;
}

/** Reads a YAML list file (`blog/tags.yaml`) and validates each entry; invalid entries become problems. */
export async function loadList<S extends v.GenericSchema>(
  root: string,
  file: string,
  schema: S,
  problems: ContentProblems,
): Promise<v.InferOutput<S>[]> {
  const data: unknown = parseYaml(await orWhenMissing(readFile(join(root, file), 'utf8'), ''));
  // A file that is not a list holds no entries.
  const entries: unknown[] = Array.isArray(data) ? data : [];
  const out: v.InferOutput<S>[] = [];
  for (const [index, entry] of entries.entries()) {
    const result = v.safeParse(schema, entry);
    if (result.success) out.push(result.output);
    else problems.add(`${file}[${index}]`, issueText(result.issues));
  }
  return out;
}
