/**
 * The runtime import graph of the whole repository: every project's code (apps/<name>/src or app,
 * libs/<name>/src, tools) read for its relative imports. A cycle among them fails here with its path,
 * so one cannot come back unnoticed. `import type` and `export type` are left out (TypeScript erases
 * them); an import with inline `type` specifiers still counts, as Node's type stripping keeps it.
 *
 * shop-server's folders follow two more rules (apps/shop-server/README.md): a folder reaches another
 * folder's table only through that folder's service, never its `*-store.ts`, and nothing but the seed
 * itself (and the process entry that seeds an empty database) imports the demo seed.
 *
 * Modelled on libs/web-state/src/import-graph.test.ts.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Graph = ReadonlyMap<string, readonly string[]>;

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Strips block and line comments, so that an import in a comment does not count. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

/**
 * The relative specifiers a module needs at run time: static imports and re-exports (not
 * `import type` / `export type`), side-effect imports and dynamic imports.
 */
export function runtimeImports(source: string): string[] {
  const code = withoutComments(source);
  const patterns = [
    /\b(?:import|export)\s+(?!type[\s{*])[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? ''));
}

/** Every cycle of a directed graph, one per strongly connected component, as the path that closes it. */
export function findCycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfLoop = (graph.get(node) ?? []).includes(node);
    if (component.length > 1 || selfLoop) components.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return components.map((component) => cycleWithin(graph, new Set(component)));
}

/** One cycle through the members of a strongly connected component (`['a', 'b', 'a']`). */
function cycleWithin(graph: Graph, members: ReadonlySet<string>): string[] {
  const start = [...members].sort()[0] ?? '';
  // Breadth first from the start back to it, inside the component: the shortest cycle through it.
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() ?? '';
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0] ?? '') ?? start);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** The code folders of the projects, relative to the workspace root. */
function projectRoots(): string[] {
  const folders = (parent: string) =>
    readdirSync(join(workspaceRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  const code = [...folders('apps').flatMap((app) => [`${app}/src`, `${app}/app`]), ...folders('libs').map((lib) => `${lib}/src`), 'tools'];
  return code.filter((folder) => existsSync(join(workspaceRoot, folder)) && statSync(join(workspaceRoot, folder)).isDirectory());
}

const isModule = (file: string) => /\.(?:ts|tsx|mts)$/.test(file) && !file.endsWith('.d.ts');

/** Every module of the projects, relative to the workspace root (`libs/cart-domain/src/index.ts`). */
function moduleFiles(): string[] {
  return projectRoots()
    .flatMap((root) =>
      readdirSync(join(workspaceRoot, root), { recursive: true, encoding: 'utf8' })
        .map((file) => `${root}/${file.split('\\').join('/')}`)
        .filter((file) => isModule(file) && !file.split('/').includes('node_modules')),
    )
    .sort();
}

/** The file a relative specifier names, if it is one of `files` (extension written, or an index). */
function resolve(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  const target = normalize(join(dirname(from), specifier))
    .split('\\')
    .join('/');
  return [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`].find((candidate) => files.has(candidate));
}

/** The runtime import graph of the repository's modules. */
function repositoryGraph(): Graph {
  const files = moduleFiles();
  const known = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      runtimeImports(readFileSync(join(workspaceRoot, file), 'utf8'))
        .map((specifier) => resolve(file, specifier, known))
        .filter((target): target is string => target !== undefined),
    ]),
  );
}

const graph = repositoryGraph();

describe('the import graph checks themselves', () => {
  it('reads static, re-exported, side-effect and dynamic relative imports; skips type-only ones, packages and comments', () => {
    const source = [
      "import { atom } from 'jotai';",
      "import { a } from './a.ts';",
      "import type {\n  B,\n} from '../state/b.ts';",
      "import { type C, c } from './c.ts';",
      "export { d } from './d.ts';",
      "export type { E } from './e.ts';",
      "export * from './f.ts';",
      "import './g.ts';",
      "const h = () => import('./h.ts');",
      "// import { i } from './i.ts';",
      "/* export { j } from './j.ts'; */",
      "import typeset from './typeset.ts';",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['./a.ts', './c.ts', './d.ts', './f.ts', './typeset.ts', './g.ts', './h.ts']);
  });

  it('finds every cycle, one per tangle, and none in a layered graph', () => {
    const tangled = new Map([
      ['cart', ['session']],
      ['session', ['cart']],
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    expect(findCycles(tangled).sort()).toEqual([
      ['a', 'b', 'c', 'a'],
      ['cart', 'session', 'cart'],
      ['d', 'd'],
    ]);
    const layered = new Map([
      ['session', ['cart', 'state']],
      ['cart', ['state']],
      ['state', []],
    ]);
    expect(findCycles(layered)).toEqual([]);
  });
});

describe('the runtime import graph of the repository', () => {
  it('covers every project and resolves their relative imports', () => {
    const roots = projectRoots();
    expect(roots).toEqual(expect.arrayContaining(['apps/shop-server/src', 'apps/shop-web/app', 'libs/cart-domain/src', 'tools']));
    for (const root of roots) expect([...graph.keys()].some((file) => file.startsWith(`${root}/`))).toBe(true);
    expect([...graph.values()].flat().length).toBeGreaterThan(1000);
  });

  it('has no import cycle', () => {
    expect(findCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});

describe("shop-server's folders", () => {
  const src = 'apps/shop-server/src/';
  /** Edges between modules of shop-server, as paths relative to its src/ (tests beside the code left out). */
  const edges = [...graph]
    .filter(([file]) => file.startsWith(src) && !/\.test\.tsx?$/.test(file))
    .flatMap(([file, targets]) => targets.filter((t) => t.startsWith(src)).map((t) => [relative(src, file), relative(src, t)] as const));
  const folderOf = (file: string) => (file.includes('/') ? (file.split('/')[0] ?? '') : '');
  /** Infrastructure every folder may use whole: the database handle and the session (cookie, table, users). */
  const INFRASTRUCTURE = new Set(['db', 'session']);

  it('reach another folder through its service, never its store (the entry points at the root wire them)', () => {
    expect(edges.length).toBeGreaterThan(300);
    const storeReads = edges.filter(
      ([from, to]) =>
        /-store\.ts$/.test(to) &&
        folderOf(from) !== '' &&
        folderOf(from) !== folderOf(to) &&
        !INFRASTRUCTURE.has(folderOf(to)) &&
        // The demo seed writes rows as a migration would, at chosen past times no service call makes.
        folderOf(from) !== 'seed',
    );
    expect(storeReads.map(([from, to]) => `${from} → ${to}`)).toEqual([]);
  });

  it('import the demo seed only from the seed itself and the process entry (main.ts seeds an empty database)', () => {
    const seedReads = edges.filter(([from, to]) => folderOf(to) === 'seed' && folderOf(from) !== 'seed' && from !== 'main.ts');
    expect(seedReads.map(([from, to]) => `${from} → ${to}`)).toEqual([]);
  });

  it('keep the database out of the unit tests in src/ (only tests/ runs again on PostgreSQL: vitest.config.ts)', () => {
    const tests = [...graph.keys()].filter((file) => file.startsWith(src) && /\.test\.tsx?$/.test(file));
    expect(tests.length).toBeGreaterThan(20);
    const intoTests = (file: string) =>
      runtimeImports(readFileSync(join(workspaceRoot, file), 'utf8')).some((specifier) =>
        normalize(join(dirname(file), specifier))
          .split('\\')
          .join('/')
          .startsWith('apps/shop-server/tests/'),
      );
    expect(tests.filter(intoTests)).toEqual([]);
  });

  it('keep each file under 400 lines, or say why at its top (`Over 400 lines on purpose: …`)', () => {
    const serverRoot = join(workspaceRoot, 'apps/shop-server');
    const long = ['src', 'tests']
      .flatMap((folder) => readdirSync(join(serverRoot, folder), { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`))
      .filter((file) => isModule(file))
      .filter((file) => {
        const text = readFileSync(join(serverRoot, file), 'utf8');
        const header = /^\/\*\*[\s\S]*?\*\//.exec(text)?.[0] ?? '';
        return text.split('\n').length > 401 && !header.includes('Over 400 lines on purpose');
      });
    expect(long).toEqual([]);
  });

  it('form layers: no cycle between folders (the entry points at the root left out)', () => {
    const folders = new Map<string, Set<string>>();
    for (const [from, to] of edges) {
      if (folderOf(from) === '' || folderOf(to) === '' || folderOf(from) === folderOf(to)) continue;
      folders.set(folderOf(from), (folders.get(folderOf(from)) ?? new Set()).add(folderOf(to)));
    }
    const folderGraph: Graph = new Map([...folders].map(([folder, targets]) => [folder, [...targets]]));
    expect(findCycles(folderGraph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
