/**
 * The framework-free libraries install and run outside the repository (issue #28, item 8;
 * docs/decisions/018-installable-libraries-and-nx-plugins.md): each is built (`nx run-many -t build`), packed with
 * `npm pack`, and the tarballs are installed with `npm install` into a new project in the system's
 * temporary folder (no workspace, no symlinks; valibot and the other dependencies come from the npm
 * cache or the registry). There, plain Node runs an example that prices a silk-screen production
 * with cart-domain and computes a shipping date with business-days, every entry of every library is
 * imported, and `tsc --strict` type-checks a TypeScript file using them plus the ten-line example
 * at the top of each library's README.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

export const PUBLISHED_LIBRARIES = [
  'api-client',
  'api-contract',
  'artwork-domain',
  'business-days',
  'cart-domain',
  'design-document',
  'order-domain',
  'payment-card',
  'quote-pdf',
  'result',
  'search-text',
  'validation',
] as const;

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const nx = join(root, 'node_modules/nx/dist/bin/nx.js');

/** The environment of commands run in the outside project: nothing that makes Node read the repository's sources. */
function outsideEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // FORCE_COLOR (set by Nx for its tasks) would colour what Node prints.
    if (key === 'NODE_OPTIONS' || key === 'FORCE_COLOR' || key.toLowerCase().startsWith('npm_')) continue;
    env[key] = value;
  }
  return env;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = outsideEnv()): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed with ${result.status}:\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

interface LibraryManifest {
  name: string;
  version: string;
  license?: string;
  private?: boolean;
  exports: Record<string, Record<string, string>>;
  dependencies?: Record<string, string>;
}

const manifest = (library: string) => JSON.parse(readFileSync(join(root, 'libs', library, 'package.json'), 'utf8')) as LibraryManifest;

/** The code block of the README's opening example (the first ```ts block). */
function readmeExample(library: string): string {
  const readme = readFileSync(join(root, 'libs', library, 'README.md'), 'utf8');
  const found = /```ts\n([\s\S]*?)```/.exec(readme);
  if (!found?.[1]) throw new Error(`libs/${library}/README.md has no \`\`\`ts example`);
  return found[1];
}

/** Prices 50 two-colour silk-screen prints and tells when an order placed on a Friday morning ships. */
const EXAMPLE = `import { multiplyYen, priceOnePrint, sumYen, yen, type PrintCategory } from '@shop/cart-domain';
import { DEFAULT_CLOSURES, buildBusinessDays, estimateShippingDate, japaneseHolidays } from '@shop/business-days';

const silkScreen: PrintCategory = {
  printCharges: [{ minQuantity: 10, charge: yen(500) }, { minQuantity: 50, charge: yen(300) }],
  platePrice: yen(3000),
  shortTermPlatePrice: yen(5000),
  extraPlateCharge: yen(0),
  extraPrintCharge: yen(0),
  dataProductionFee: yen(2000),
};
const quantity = 50;
const print = priceOnePrint(silkScreen, { plates: 2, isRepeatable: false, quantity, colorChangeCharge: yen(1000) });
if (!print.ok) throw new Error(print.error.type);
const total = sumYen([multiplyYen(print.value.printCharge, quantity), print.value.plateCharge, print.value.dataProductionFee]);

const businessDays = buildBusinessDays({
  from: '2026-12-01',
  to: '2027-02-28',
  holidays: japaneseHolidays('2026-12-01', '2027-02-28'),
  closures: DEFAULT_CLOSURES,
});
// Friday 25 December 2026, 10:00 in Japan; seven business days of production.
const shipping = estimateShippingDate({ now: Date.UTC(2026, 11, 25, 1), businessDays, leadDays: 7 });
if (!shipping.ok) throw new Error(shipping.error.type);
const result: { printChargePerPiece: number; plateCharge: number; total: number; shipsOn: string } = {
  printChargePerPiece: print.value.printCharge,
  plateCharge: print.value.plateCharge,
  total,
  shipsOn: shipping.value,
};
console.log(JSON.stringify(result));

// The declarations are real types, not \`any\` (skipLibCheck would hide a declaration that failed to load):
// @ts-expect-error a Yen is a number
export const notText: string = total;
// @ts-expect-error the shipping date is a 'YYYY-MM-DD' string
export const notNumber: number = shipping.value;
`;

/** Tarballs, the outside project and its installed packages; removed after the tests. */
let work = '';
let project = '';

describe('the packed libraries, installed outside the repository', () => {
  beforeAll(() => {
    // Built libraries come from the Nx cache when nothing changed, even when this test runs inside an
    // Nx task started with --skipNxCache (npm test): that task's NX_* variables are not passed on.
    const nxEnv = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => key !== 'NX_SKIP_NX_CACHE' && !key.startsWith('NX_TASK_')),
    );
    run(process.execPath, [nx, 'run-many', '-t', 'build', `--projects=${PUBLISHED_LIBRARIES.join(',')}`, '--outputStyle=static'], root, {
      ...nxEnv,
      NX_DAEMON: 'false',
      NX_TUI: 'false',
    });
    work = mkdtempSync(join(tmpdir(), 'shop-packed-libraries-'));
    const tarballs = join(work, 'tarballs');
    mkdirSync(tarballs);
    const workspaces = PUBLISHED_LIBRARIES.flatMap((library) => ['--workspace', `libs/${library}`]);
    run('npm', ['pack', ...workspaces, '--pack-destination', tarballs, '--silent'], root);

    project = join(work, 'outside-project');
    mkdirSync(project);
    writeFileSync(
      join(project, 'package.json'),
      `${JSON.stringify({ name: 'outside-project', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`,
    );
    const files = readdirSync(tarballs).map((file) => join(tarballs, file));
    run(
      'npm',
      ['install', ...files, `@types/node@${devDependency('@types/node')}`, '--prefer-offline', '--no-audit', '--no-fund'],
      project,
    );
  }, 240_000);

  // Removing the outside project's node_modules took over vitest's default 10 s on a busy 2-core machine.
  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('packs every library with a version, a licence and its built entries, and no private flag', () => {
    for (const library of PUBLISHED_LIBRARIES) {
      const { name, version, license, private: isPrivate, exports } = manifest(library);
      expect({ name, isPrivate, license, semver: /^\d+\.\d+\.\d+/.test(version) }).toEqual({
        name: `@shop/${library}`,
        isPrivate: undefined,
        license: 'MIT',
        semver: true,
      });
      const installed = join(project, 'node_modules', name);
      expect(lstatSync(installed).isSymbolicLink(), `${name} is a copy, not a link`).toBe(false);
      expect(existsSync(join(installed, 'LICENSE')), `${name} carries its LICENSE`).toBe(true);
      for (const [entry, conditions] of Object.entries(exports)) {
        for (const target of [conditions['types'], conditions['default']]) {
          expect(target, `${name} "${entry}"`).toMatch(/^\.\/dist\//);
          expect(existsSync(join(installed, target!)), `${name} "${entry}" → ${target}`).toBe(true);
        }
      }
    }
  });

  it('installs the sibling libraries from the tarballs, at the version their dependents ask for', () => {
    for (const library of PUBLISHED_LIBRARIES) {
      const installed = JSON.parse(readFileSync(join(project, 'node_modules/@shop', library, 'package.json'), 'utf8')) as LibraryManifest;
      expect(installed.version).toBe(manifest(library).version);
      for (const [dependency, range] of Object.entries(manifest(library).dependencies ?? {})) {
        if (dependency.startsWith('@shop/')) expect(range, `${library} → ${dependency}`).toMatch(/^\^?\d+\.\d+\.\d+$/);
      }
    }
  });

  it('imports every runtime entry of every library in plain Node', () => {
    // Not the `./testing` entries: test helpers may import the consumer's test tools (fast-check is an
    // optional peer dependency of design-document's).
    const entries = PUBLISHED_LIBRARIES.flatMap((library) =>
      Object.keys(manifest(library).exports)
        .filter((entry) => entry !== './testing')
        .map((entry) => `@shop/${library}${entry.slice(1)}`),
    );
    writeFileSync(
      join(project, 'import-all.mjs'),
      `for (const entry of ${JSON.stringify(entries)}) {\n  const module = await import(entry);\n  if (Object.keys(module).length === 0) throw new Error(entry + ' exports nothing');\n}\nconsole.log('imported ${entries.length}');\n`,
    );
    expect(run(process.execPath, ['import-all.mjs'], project).stdout.trim()).toBe(`imported ${entries.length}`);
  });

  it('prices a silk-screen production and computes its shipping date in plain Node', () => {
    writeFileSync(join(project, 'example.ts'), EXAMPLE);
    writeFileSync(
      join(project, 'tsconfig.json'),
      `${JSON.stringify(
        {
          compilerOptions: {
            target: 'es2023',
            lib: ['es2023'],
            module: 'nodenext',
            moduleResolution: 'nodenext',
            strict: true,
            noEmit: false,
            outDir: 'out',
            skipLibCheck: true,
            types: ['node'],
          },
          files: ['example.ts'],
        },
        null,
        2,
      )}\n`,
    );
    run(process.execPath, [tsc, '-p', 'tsconfig.json'], project);
    const { stdout } = run(process.execPath, ['out/example.js'], project);
    // 300 yen a piece per plate × 2 plates; short-term plates 5,000 × 2; 50 × 600 + 10,000 + 2,000 data fee.
    // From Friday 25 December: Monday 28, the year-end break, then 4–8 January and, after Coming of Age
    // Day (Monday 11 January), Tuesday 12 January is the seventh business day.
    expect(JSON.parse(stdout)).toEqual({ printChargePerPiece: 600, plateCharge: 10000, total: 42000, shipsOn: '2027-01-12' });
  });

  it('type-checks the README examples of every library with tsc --strict', () => {
    const dir = join(project, 'readme-examples');
    mkdirSync(dir);
    for (const library of PUBLISHED_LIBRARIES) writeFileSync(join(dir, `${library}.ts`), readmeExample(library));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      `${JSON.stringify(
        {
          compilerOptions: {
            target: 'es2023',
            lib: ['es2023', 'dom'],
            module: 'nodenext',
            moduleResolution: 'nodenext',
            moduleDetection: 'force',
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            types: ['node'],
          },
          include: ['*.ts'],
        },
        null,
        2,
      )}\n`,
    );
    const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: dir, env: outsideEnv(), encoding: 'utf8' });
    expect(result.stdout.replaceAll(dir, relative(root, dir))).toBe('');
    expect(result.status).toBe(0);
  });
});

function devDependency(name: string): string {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  return pkg.devDependencies[name]!;
}
