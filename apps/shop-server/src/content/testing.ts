import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type ContentProblem, ContentProblems } from './problems.ts';

/** A Markdown file's text: YAML front matter lines, then the body. */
export function md(front: string, body = '本文'): string {
  return `---\n${front}\n---\n${body}\n`;
}

/** A temporary content folder holding `files` (path → text) for the tests of one file: made before them, removed after. */
export function contentFolder(files: Record<string, string>): { readonly root: string } {
  const folder = { root: '' };
  beforeAll(async () => {
    folder.root = await mkdtemp(join(tmpdir(), 'shop-content-'));
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(folder.root, path)), { recursive: true });
      await writeFile(join(folder.root, path), text);
    }
  });
  afterAll(() => rm(folder.root, { recursive: true, force: true }));
  return folder;
}

/** Runs one loader on a content folder: what it loaded and every problem it recorded. */
export async function loadWith<T>(
  load: (root: string, problems: ContentProblems) => Promise<T>,
  root: string,
): Promise<{ loaded: T; problems: ContentProblem[] }> {
  const problems = new ContentProblems();
  const loaded = await load(root, problems);
  return { loaded, problems: problems.list() };
}
