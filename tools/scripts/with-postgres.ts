/**
 * Runs a command against a throw-away PostgreSQL server: initdb into a temp folder, start it on
 * 127.0.0.1 at a free port, run the command with DATABASE_URL set, then stop and delete the cluster.
 * Uses Debian's postgresql binaries (/usr/lib/postgresql/<major>/bin). As root, the server runs as
 * the `postgres` user (PostgreSQL refuses to run as root).
 *
 *   node tools/scripts/with-postgres.ts vitest run
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((d) => /^\d+$/.test(d))
    .sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const bin = join(root, major, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
function run(bin: string, args: string[]) {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function main() {
  const command = process.argv.slice(2);
  if (command.length === 0) throw new Error('usage: with-postgres.ts <command> [args…]');
  const bin = findPostgresBin();
  if (!bin) {
    console.error('PostgreSQL server binaries not found under /usr/lib/postgresql. Install them: apt-get install -y postgresql');
    process.exit(2);
  }
  const dir = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = join(dir, 'data');
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    'start',
    '-o',
    `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
  ]);
  const stop = () => {
    try {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const env = { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` };
  const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env, shell: false });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code: number = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
  stop();
  process.exit(code);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
