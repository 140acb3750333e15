import { parse } from 'yaml';

export interface FrontMatterDocument {
  data: Record<string, unknown>;
  body: string;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits a Markdown file into its YAML front matter (between `---` lines) and its body. */
export function parseFrontMatter(text: string): FrontMatterDocument {
  const source = text.replace(/^\uFEFF/, '');
  const match = FENCE.exec(source);
  if (!match) return { data: {}, body: source };
  const data: unknown = parse(match[1] ?? '');
  if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
    throw new Error('front matter is not a YAML mapping');
  }
  return { data: (data ?? {}) as Record<string, unknown>, body: source.slice(match[0].length) };
}
