import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { defineConfig, type Plugin } from 'vite';
import { sourceCondition } from '../../tools/source-condition.ts';

/**
 * Client chunking (issue #10: initial JS; tools/bench/print-bench.ts and web-bench.ts measure it).
 * Left to itself, Rolldown split the code every page loads into some forty small files, each
 * compressed on its own; two groups make the same code 10–12 kB smaller gzipped, in fewer requests:
 *
 * - `vendor`: React and React Router, which every page runs (valibot is not in it since issue #13:
 *   no page validates anything before hydration; nor is jotai, which only the islands use);
 * - `shell`: what the root route and the default layout import statically (header, menus, session,
 *   cart badge), so nothing a single page does not use.
 *
 * Tried and measured worse (docs/notes/storefront-performance.md): a group of the print steps' code (each
 * step then loads the others' parts), and Rolldown's entry-aware merging of the rest.
 */
const VENDOR = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const JOTAI = /node_modules[\\/]jotai[\\/]/;
const SHELL_ROOTS = /[\\/]app[\\/](entry\.client\.tsx|root\.tsx|routes[\\/](layout-default|page-boundary)\.tsx)(\?|$)/;
const TEST = /\.test\.tsx?(\?|$)/;
/** A library's index (`libs/x/src/index.ts`), which only re-exports: `export { a, b as c } from './m.ts'`. */
const BARREL = /[\\/]libs[\\/]([^\\/]+)[\\/]src[\\/]index\.ts$/;
const NAMED = /\b(import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** `a, b as c` → the names as the exporting module knows them (`a`, `b`) or as it exports them (`a`, `c`). */
const bindings = (list: string, side: 'source' | 'exported') =>
  list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter(([name]) => name)
    .map(([name, alias]) => (side === 'exported' ? (alias ?? name!) : name!));

/**
 * The shell: the static import closure of SHELL_ROOTS, computed when the module graph is complete
 * (Rolldown asks a group's `test` later, when it makes chunks). Through a library's index
 * only the modules that export what the importer names are followed: the index imports them all,
 * and which are used is decided by tree-shaking, which runs later.
 */
function closureGroup(name: string, isRoot: (id: string) => boolean): { plugin: Plugin; has: (id: string) => boolean } {
  const shell = new Set<string>();
  return {
    has: (id) => shell.has(id),
    plugin: {
      name: `shop:${name}-group`,
      applyToEnvironment: (environment) => environment.name === 'client',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const barrelOf = new Map<string, string>(
          ids.flatMap((id) => {
            const library = BARREL.exec(id)?.[1];
            return library ? [[`@shop/${library}`, id] as const] : [];
          }),
        );
        const code = (id: string) => this.getModuleInfo(id)?.code ?? '';
        const through = (barrel: string, wanted: Set<string>): string[] =>
          [...code(barrel).matchAll(NAMED)]
            .filter(([, , list]) => bindings(list!, 'exported').some((name) => wanted.has(name)))
            .map(([, , , specifier]) => {
              const target = join(dirname(barrel), specifier!);
              return ids.find((id) => id === target || id.startsWith(`${target}?`)) ?? target;
            });
        shell.clear();
        const stack = ids.filter((id) => isRoot(id) && !TEST.test(id));
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (shell.has(id) || BARREL.test(id)) continue;
          shell.add(id);
          const wanted = new Map<string, Set<string>>();
          for (const [, keyword, list, specifier] of code(id).matchAll(NAMED)) {
            const barrel = barrelOf.get(specifier!);
            if (keyword !== 'import' || !barrel) continue;
            wanted.set(barrel, new Set([...(wanted.get(barrel) ?? []), ...bindings(list!, 'source')]));
          }
          for (const child of this.getModuleInfo(id)?.importedIds ?? []) {
            stack.push(...(BARREL.test(child) ? through(child, wanted.get(child) ?? new Set()) : [child]));
          }
        }
      },
    },
  };
}

const shell = closureGroup('shell', (id) => SHELL_ROOTS.test(id));

/**
 * The browser's jotai store scope (app/state/store-scope.tsx): a Fragment instead of jotai's
 * Provider, so no module of the first page's JavaScript imports jotai.
 */
function browserStoreScope(): Plugin {
  return {
    name: 'shop:browser-store-scope',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!/[\\/]store-scope\.tsx$/.test(source)) return null;
      return this.resolve(source.replace(/store-scope\.tsx$/, 'store-scope.browser.tsx'), importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * Islands' styles in the page's head (app/islands/island.tsx; dormant parts likewise, dormant.tsx).
 * An island's module is a dynamic
 * import, so Vite attaches its CSS to that chunk and React Router links only the CSS of the route's
 * static imports: the server's HTML of an island would show unstyled until its code had loaded (and
 * for good without JavaScript), then jump. Every chunk that declares islands gets their CSS (the
 * island chunk's and its static imports') as its own, so the route links it; the JavaScript stays
 * where it was.
 */
function islandStyles(): Plugin {
  const targets = new Set<string>();
  return {
    name: 'shop:island-styles',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async transform(code, id) {
      if (!/[\\/]app[\\/].*\.tsx?(\?|$)/.test(id) || !/\b(island|dormant)\(/.test(code)) return null;
      for (const [, specifier] of code.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) {
        const resolved = await this.resolve(specifier!, id);
        if (resolved) targets.add(resolved.id);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const cssOf = (fileName: string, seen = new Set<string>()): string[] => {
        const chunk = byFile.get(fileName);
        if (!chunk || seen.has(fileName)) return [];
        seen.add(fileName);
        return [...(chunk.viteMetadata?.importedCss ?? []), ...chunk.imports.flatMap((imported) => cssOf(imported, seen))];
      };
      // The chunk of an island's module (it may hold other modules, or not be that module's facade).
      // Islands declared inside islands (the top bar's filter button): repeated until nothing is added.
      const islands = chunks.filter((chunk) => chunk.moduleIds.some((id) => targets.has(id)));
      for (let added = true; added;) {
        added = false;
        for (const island of islands) {
          const css = cssOf(island.fileName);
          for (const declaring of chunks.filter((chunk) => chunk.dynamicImports.includes(island.fileName))) {
            const own = declaring.viteMetadata?.importedCss;
            for (const file of css.filter((name) => own && !own.has(name))) {
              own!.add(file);
              added = true;
            }
          }
        }
      }
    },
  };
}

const PRELOAD_HELPER = '\0vite/preload-helper.js';
const HELPER_READS_LINK = '.add(link.href)';

/**
 * Islands' stylesheets linked once. Vite's preload helper links each stylesheet of a dynamic import
 * unless the document already has a <link> with that address. React Router links the islands' CSS
 * in the head (islandStyles above) but writes `#` after the address of any CSS that some dynamic
 * import also brings, so the helper took them for missing and linked the same stylesheets again
 * while the islands hydrated: ten on the product page, each parsed anew, then a style recalculation
 * of the whole page. Read without that `#`, React Router's links count as present. That is safe
 * because an island renders only under a route whose links carry its CSS (islandStyles), and on a
 * client-side navigation React Router loads a route's CSS before it renders the route.
 * Fails the build if a new Vite changes the lines it rewrites.
 */
function routeLinkedStylesCount(): Plugin {
  return {
    name: 'shop:route-linked-styles-count',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (id !== PRELOAD_HELPER) return null;
      const reads = code.split(HELPER_READS_LINK).length - 1;
      if (reads !== 2) {
        this.error(
          `Vite's preload helper changed: expected "${HELPER_READS_LINK}" twice (all links, stylesheets), found it ${reads} times`,
        );
      }
      return { code: code.replaceAll(HELPER_READS_LINK, ".add(link.href.replace(/#$/, ''))"), map: null };
    },
  };
}

/**
 * V8 compiles a function the first time it runs, on the main thread, unless told otherwise: React
 * DOM's functions were compiled one by one while the page hydrated. With this comment at its top,
 * Chromium compiles every function of the vendor chunk (React, React DOM, React Router: what every
 * page runs while hydrating) on the thread that already streams and parses the file
 * (https://v8.dev/blog/explicit-compile-hints; Chromium 136 and later; other browsers ignore it).
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';

/** heic2any's worker: its source as a string literal, then a Worker made from a blob: URL of it. */
const HEIC2ANY_WORKER =
  /var workerString = ("(?:[^"\\]|\\.)*");\s*var blob = new Blob\(\[workerString\], \{type: 'application\/javascript'\}\);\s*window\.__heic2any__worker = new Worker\(URL\.createObjectURL\(blob\)\);/;

/**
 * Content-Security-Policy (apps/shop-server http/security-headers.ts): heic2any starts its HEIC
 * decoder in a Worker made from a blob: URL, and such a worker runs under the page's policy, where
 * its Emscripten code's `new Function` is refused (script-src has no 'unsafe-eval'). Emitted as a
 * file of our own (`assets/heic2any-worker-[hash].js`) instead, the worker is allowed by worker-src
 * 'self' and runs under its own response's headers, which carry no policy: eval stays confined to
 * that worker, which has no DOM. Fails the build if a new heic2any changes the code it rewrites.
 */
function heic2anyWorkerFile(): Plugin {
  return {
    name: 'shop:heic2any-worker-file',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]heic2any[\\/]dist[\\/]heic2any\.js$/ },
      handler(code) {
        const found = HEIC2ANY_WORKER.exec(code);
        if (!found) this.error('heic2any: its blob: worker was not found; see heic2anyWorkerFile in vite.config.ts');
        const source = runInNewContext(found[1]!) as string;
        const file = this.emitFile({ type: 'asset', name: 'heic2any-worker.js', source });
        return code.replace(found[0], () => `window.__heic2any__worker = new Worker(import.meta.ROLLUP_FILE_URL_${file});`);
      },
    },
  };
}

export default defineConfig({
  // reactRouter() must stay out of vitest (vitest.config.ts has its own plugin list).
  plugins: [
    sourceCondition(),
    reactRouter(),
    vanillaExtractPlugin(),
    browserStoreScope(),
    islandStyles(),
    routeLinkedStylesCount(),
    shell.plugin,
    heic2anyWorkerFile(),
  ],
  environments: {
    client: {
      build: {
        // A dynamic import (an island, a route, the api-client) brings its stylesheets and no
        // <link rel="modulepreload"> for its chunks: the helper appended 27–39 of them per page while
        // islands rendered, one 35 ms task on this machine (140 ms on Lighthouse's phone); Chromium
        // fetches the chunks' imports itself, and the islands hydrated as soon (tools/bench, 2026-11-28).
        modulePreload: {
          resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: string }) =>
            hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
        },
        rolldownOptions: {
          output: {
            // After minification, which would drop the comment; it must be the file's first line.
            postBanner: (chunk) => (chunk.name === 'vendor' ? COMPILE_ALL_ON_LOAD : ''),
            codeSplitting: {
              groups: [
                { name: 'vendor', test: VENDOR, priority: 4 },
                // jotai has a file of its own: left to Rolldown, it joins the shell, which every island imports.
                { name: 'jotai', test: JOTAI, priority: 4 },
                { name: 'shell', test: shell.has, priority: 3 },
              ],
            },
          },
        },
      },
    },
  },
});
