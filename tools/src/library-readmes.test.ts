import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const libsRoot = fileURLToPath(new URL('../../libs/', import.meta.url));

/** Strips block and line comments so commented-out exports do not count. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/**
 * The names a module exports: `export { a, b as c, type D } from '…'`, `export type { … }`,
 * and `export const/let/function/class/interface/type/enum Name` declarations.
 */
export function exportedNames(source: string): string[] {
  const code = withoutComments(source);
  const names = new Set<string>();
  for (const match of code.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const specifier of (match[1] ?? '').split(',')) {
      const parts = specifier
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      const name = (parts[1] ?? parts[0] ?? '').trim();
      if (name !== '') names.add(name);
    }
  }
  const declaration =
    /export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:const|let|var|function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g;
  for (const match of code.matchAll(declaration)) {
    if (match[1] !== undefined) names.add(match[1]);
  }
  return [...names].sort();
}

/** Whether `name` occurs in `text` as a whole identifier (e.g. inside backticks), not as part of a longer one. */
function mentions(text: string, name: string): boolean {
  const escaped = name.replace(/[$]/g, '\\$');
  return new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`).test(text);
}

const libraries = readdirSync(libsRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${libsRoot}${entry.name}/src/index.ts`))
  .map((entry) => entry.name)
  .sort();

describe('exportedNames', () => {
  it('reads renamed, type-only and declared exports and ignores comments', () => {
    const source = [
      "export { a, b as c, type D } from './x.ts';",
      "export type {\n  E,\n  F as G,\n} from './y.ts';",
      'export const h = 1;',
      'export function i() {}',
      'export class J {}',
      'export interface K {}',
      'export type L = string;',
      "// export { m } from './z.ts';",
    ].join('\n');
    expect(exportedNames(source)).toEqual(['D', 'E', 'G', 'J', 'K', 'L', 'a', 'c', 'h', 'i']);
  });
});

describe('library READMEs', () => {
  it('finds the libraries to check', () => {
    expect(libraries).toEqual(expect.arrayContaining(['api-client', 'api-contract', 'business-days', 'cart-domain', 'ui', 'validation']));
  });

  it.each(libraries)('libs/%s/README.md names every export of its src/index.ts', (library) => {
    const names = exportedNames(readFileSync(`${libsRoot}${library}/src/index.ts`, 'utf8'));
    expect(names.length).toBeGreaterThan(0);
    const readmePath = `${libsRoot}${library}/README.md`;
    const readme = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : '';
    expect(names.filter((name) => !mentions(readme, name))).toEqual([]);
  });
});
