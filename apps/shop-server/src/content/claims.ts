/**
 * The sentences of the content folder, for the truth tests (`*-truth.test.ts`): each test finds the
 * claims its rule is about (a number of fonts, a lead time, a print size…) and compares them with the
 * catalogue or the code, naming the file and line of every claim that no longer holds.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { DEFAULT_CONTENT_DIR } from './load.ts';

/** One sentence of a content file: a line cut at 。 (a table row, a list item or front matter is a line of its own). */
export interface ContentSentence {
  /** The file, relative to the content folder (`faqs/delivery-time.md`). */
  readonly file: string;
  /** 1-based line number. */
  readonly line: number;
  /** The sentence with Markdown emphasis (`**`) removed, ending with its 。 when it had one. */
  readonly text: string;
}

/** Where a sentence is, as a reader fixes it: `content/faqs/delivery-time.md:9`. */
export function at(sentence: Pick<ContentSentence, 'file' | 'line'>): string {
  return `content/${sentence.file}:${sentence.line}`;
}

/** The Markdown files of the content folder, relative to it, sorted. */
export async function contentFiles(root = DEFAULT_CONTENT_DIR): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md') && entry.parentPath !== root)
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** The sentences of one text, numbered by line. */
export function sentencesOf(file: string, text: string): ContentSentence[] {
  return text.split('\n').flatMap((lineText, index) =>
    lineText
      .replaceAll('**', '')
      .split(/(?<=。)/)
      .filter((part) => part.trim() !== '')
      .map((part) => ({ file, line: index + 1, text: part })),
  );
}

/** Every sentence of every Markdown file of the content folder (front matter included: titles and excerpts say things too). */
export async function contentSentences(root = DEFAULT_CONTENT_DIR): Promise<ContentSentence[]> {
  const files = await contentFiles(root);
  const texts = await Promise.all(files.map((file) => readFile(join(root, file), 'utf8')));
  return files.flatMap((file, i) => sentencesOf(file, texts[i] ?? ''));
}

/** The last match of any of `words` in `text` before `index`, or undefined (the word a claim is about). */
export function lastWordBefore(text: string, index: number, words: RegExp): string | undefined {
  let found: string | undefined;
  for (const match of text.slice(0, index).matchAll(new RegExp(words.source, 'g'))) found = match[0];
  return found;
}

/** A regular expression matching any of `words`, longest first (白インクジェット before インクジェット). */
export function anyOf(words: readonly string[]): RegExp {
  const escaped = [...words].sort((a, b) => b.length - a.length).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(escaped.join('|'), 'g');
}
