/**
 * What the storefront benchmarks share (web-bench.ts, print-bench.ts): the real server on a data
 * directory, the median, and the initial JavaScript of a server-rendered page.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const port = Number(process.env['BENCH_PORT'] ?? 3918);
export const base = `http://127.0.0.1:${port}`;
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** The server on `dataDir`, at `port` unless `on.port` says otherwise; `on.env` adds to its environment (WEB_BUILD_DIR). */
export function startServer(dataDir: string, on: { port?: number; env?: Record<string, string> } = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=@shop/source', 'apps/shop-server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(on.port ?? port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', ...on.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening on')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export const median = (values: number[]): number => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export interface JsWeight {
  files: number;
  /** Every script file of the graph. */
  urls: string[];
  fileBytes: number;
  inlineBytes: number;
}

/** Module specifiers a chunk imports statically (`import … from "x"`, `import "x"`, `export … from "x"`). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((match) => match[1]!);
}

/**
 * The gzip weight of the JavaScript the server-rendered HTML of `path` loads before hydration: the
 * page's module scripts and inline scripts, the modules they import (the inline script's
 * `import(entry)` included), and everything those import statically, recursively. Modules loaded
 * later with `import()` (lazy routes, dialogs) are not counted. The HTML carries no modulepreload
 * links (apps/shop-web/app/html/head-filter.ts), so the module graph is followed instead.
 */
export async function initialJs(path: string, headers: Record<string, string> = {}): Promise<JsWeight> {
  const pageUrl = new URL(path, base);
  const answer = await fetch(pageUrl, { headers, redirect: 'manual' });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} ${answer.headers.get('location') ?? ''}`);
  const html = await answer.text();
  const pending: URL[] = [];
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) pending.push(new URL(match[1]!, pageUrl));
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) pending.push(new URL(match[1]!, pageUrl));
  let inlineBytes = 0;
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/(ld\+)?json"/.test(match[1]!)) continue; // data, not script
    const code = match[2]!;
    for (const specifier of staticImports(code)) pending.push(new URL(specifier, pageUrl));
    for (const imported of code.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g)) pending.push(new URL(imported[1]!, pageUrl));
    inlineBytes += gzipSync(code, { level: 6 }).byteLength;
  }
  const seen = new Set<string>();
  let fileBytes = 0;
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    fileBytes += gzipSync(body, { level: 6 }).byteLength;
    for (const specifier of staticImports(body.toString('utf8'))) pending.push(new URL(specifier, url));
  }
  return { files: seen.size, urls: [...seen], fileBytes, inlineBytes };
}
