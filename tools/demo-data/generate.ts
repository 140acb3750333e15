/**
 * Demo-data generator CLI. The generator itself lives in the server
 * (apps/shop-server/src/seed/demo-data/): lint's module boundaries do not let the app import a
 * `type:tool` project, nor a tool import the app, so this wrapper runs the server's seed CLI.
 *
 *   npx node tools/demo-data/generate.ts --products 100000                  # PGlite under ./data
 *   DATABASE_URL=postgres://… npx node tools/demo-data/generate.ts --products 100000
 *   DATA_DIR=/tmp/bench npx node tools/demo-data/generate.ts --products 100000 --seed 7
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../apps/shop-server/src/seed/cli.ts', import.meta.url));
const result = spawnSync(process.execPath, ['--conditions=@shop/source', cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
