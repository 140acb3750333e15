/**
 * Spawns the real server (`node apps/shop-server/src/main.ts`) the way apps/shop-e2e/fresh-server.ts
 * does, and waits for its "listening on" line.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER_MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** stdout and stderr so far, interleaved. */
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<Exit>;
  /** Resolves when a line matching `pattern` appears; rejects when the process ends first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Sends `signal` and resolves with the exit and how long it took (ms). */
  stop(signal?: NodeJS.Signals): Promise<Exit & { ms: number }>;
}

/**
 * Starts the server with `env` on top of a production-like base: 127.0.0.1, a free port, no
 * storefront build (unit tests run before any build), no inherited DATABASE_URL unless given.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const base: Record<string, string | undefined> = { ...process.env };
  delete base['DATABASE_URL'];
  delete base['SMTP_URL'];
  const child = spawn(process.execPath, ['--conditions=@shop/source', SERVER_MAIN], {
    env: {
      ...base,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      WEB_BUILD_DIR: fileURLToPath(new URL('./no-storefront-build/', import.meta.url)),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let ended = false;
  void exited.then(() => {
    ended = true;
    for (const listener of listeners) listener();
  });

  const waitFor = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`no ${pattern} within ${timeoutMs} ms:\n${text}`)), timeoutMs);
      const check = () => {
        if (pattern.test(text)) done();
        else if (ended) done(new Error(`the server exited before ${pattern}:\n${text}`));
      };
      function done(error?: Error) {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) reject(error);
        else resolve();
      }
      listeners.add(check);
      check();
    });

  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => text,
    exited,
    waitFor,
    async stop(signal = 'SIGTERM') {
      const sentAt = performance.now();
      child.kill(signal);
      const exit = await exited;
      return { ...exit, ms: performance.now() - sentAt };
    },
  };
}

/** Spawns the server and waits until it listens; returns it with the time that took (ms). */
export async function startServer(env: Record<string, string>): Promise<ServerProcess & { startMs: number }> {
  const startedAt = performance.now();
  const server = await spawnServer(env);
  // A first start migrates and seeds: on a busy 2-core machine that passed 30 s.
  await server.waitFor(/\[shop-server\] listening on /, 80_000);
  return { ...server, startMs: performance.now() - startedAt };
}
