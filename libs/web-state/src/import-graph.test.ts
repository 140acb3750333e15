// @vitest-environment node
/**
 * The modules of this library form layers without loops: api and storage → state (session slot,
 * server cart and cashier, sign-out) → cart → session. In shop-web the cart and session folders
 * imported each other (sign-out reached into the cart's state while the cart signed out through the
 * session); these tests fail if such a loop comes back, between files or between folders.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Graph = ReadonlyMap<string, readonly string[]>;

const srcRoot = fileURLToPath(new URL('.', import.meta.url));

/** Strips block and line comments, so that an import in a comment does not count. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** The relative specifiers a module imports or re-exports: static, type-only, side-effect and dynamic. */
function relativeImports(source: string): string[] {
  const code = withoutComments(source);
  const patterns = [
    /\b(?:import|export)\s[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? ''));
}

/** The first cycle of a directed graph as the path that closes it (`['a', 'b', 'a']`), or null. */
function findCycle(graph: Graph): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    const open = path.indexOf(node);
    if (open !== -1) return [...path.slice(open), node];
    if (done.has(node)) return null;
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/** Every source file under src/, as a path relative to it (`cart/server-cart.ts`). */
const sourceFiles = readdirSync(srcRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => file.split('\\').join('/'))
  .sort();

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Each file's relative imports, resolved to paths relative to src/. */
const importsOf = new Map(
  sourceFiles.map((file) => [
    file,
    relativeImports(readFileSync(join(srcRoot, file), 'utf8')).map((specifier) => normalize(join(dirname(file), specifier))),
  ]),
);

/** The module graph of the library's code (tests import across layers freely and are left out). */
const moduleGraph: Graph = new Map([...importsOf].filter(([file]) => !isTest(file)));

/** The folder of a file under src/ (`cart`), or `.` for the entry points at its root. */
const folderOf = (file: string) => (file.includes('/') ? (file.split('/')[0] ?? '.') : '.');

/** Which folders import which other folders. */
function folderGraph(graph: Graph): Graph {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    const edges = folders.get(from) ?? new Set<string>();
    for (const target of targets) if (folderOf(target) !== from) edges.add(folderOf(target));
    folders.set(from, edges);
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges].sort()]));
}

describe('the import graph checks themselves', () => {
  it('reads static, type-only, re-exported, side-effect and dynamic relative imports, and skips packages and comments', () => {
    const source = [
      "import { atom } from 'jotai';",
      "import { a } from './a.ts';",
      "import type {\n  B,\n} from '../state/b.ts';",
      "export { c } from './c.ts';",
      "import './d.ts';",
      "const e = () => import('./e.ts');",
      "// import { f } from './f.ts';",
      "/* export { g } from './g.ts'; */",
    ].join('\n');
    expect(relativeImports(source)).toEqual(['./a.ts', '../state/b.ts', './c.ts', './d.ts', './e.ts']);
  });

  it('finds a loop between two nodes, a loop through three, and none in a layered graph', () => {
    expect(
      findCycle(
        new Map([
          ['cart', ['session']],
          ['session', ['cart']],
        ]),
      ),
    ).toEqual(['cart', 'session', 'cart']);
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', []],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        new Map([
          ['session', ['cart', 'state']],
          ['cart', ['state']],
          ['state', []],
        ]),
      ),
    ).toBeNull();
  });
});

describe('the import graph of @shop/web-state', () => {
  it('resolves every relative import of its modules to a file of the library', () => {
    expect(moduleGraph.size).toBeGreaterThan(20);
    const unresolved = [...moduleGraph].flatMap(([file, targets]) =>
      targets.filter((target) => !existsSync(join(srcRoot, target))).map((target) => `${file} → ${target}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    expect(findCycle(moduleGraph)?.join(' → ') ?? null).toBeNull();
  });

  it('has no import cycle between folders: state never imports cart or session, cart never imports session', () => {
    const folders = folderGraph(moduleGraph);
    expect(findCycle(folders)?.join(' → ') ?? null).toBeNull();
    expect(folders.get('state')).not.toContain('cart');
    expect(folders.get('state')).not.toContain('session');
    expect(folders.get('cart')).not.toContain('session');
  });
});
