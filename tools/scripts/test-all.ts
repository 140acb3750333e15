/**
 * The README's test command (`npm test`): every check and every test suite, then ONE closing line
 * `N passed, N failed` that totals them (lint and typecheck targets count as one check each; test
 * suites count their test cases, read from the JSON reports they write to reports/).
 *
 * Steps: Node version → the builds (shop-web, designtool-web, backoffice-web) → prettier --check → lint + typecheck of every project
 * (one `nx run-many`) → browser journeys → unit/integration tests on PGlite (one `nx run-many`, two
 * projects at a time) → the crash test (kill -9 while placing orders) → the database suites and the
 * crash test again on a throw-away PostgreSQL. The closing table
 * gives each step's wall time (docs/benchmarks.md, "`npm test`").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBin } from './with-postgres.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reportDir = join(root, 'reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

interface Tally {
  passed: number;
  failed: number;
  lines: string[];
  /** Names of the failing test cases, so the closing summary (often all CI shows) says what broke. */
  failures: string[];
  /** Wall time of each step, to see where the run's minutes go. */
  durations: { title: string; seconds: number }[];
}
const tally: Tally = { passed: 0, failed: 0, lines: [], failures: [], durations: [] };

// Nx colours its output when it thinks a terminal is there; the colour codes are dropped before reading it.
// eslint-disable-next-line no-control-regex
const ANSI_COLOUR = /\x1b\[[0-9;]*m/g;

function step(title: string, args: string[], env: Record<string, string> = {}, capture = false): { ok: boolean; output: string } {
  console.log(`\n=== ${title}: nx ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync('nx', args, {
    cwd: root,
    stdio: ['inherit', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', ...env },
  });
  tally.durations.push({ title, seconds: Math.round((Date.now() - started) / 1000) });
  if (capture) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
  }
  // Nx writes its summary ("Failed tasks: - project:target") to standard error.
  const output = capture ? `${result.stdout ?? ''}\n${result.stderr ?? ''}`.replace(ANSI_COLOUR, '') : '';
  return { ok: result.status === 0, output };
}

/** Counts each `project:target` as one check: failed when Nx lists it under "Failed tasks". */
function countChecks(targets: string[], tasks: string[], ok: boolean, output: string) {
  const failed = new Set(
    tasks.filter((task) => new RegExp(`^\\s*-\\s+${task.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'm').test(output)),
  );
  if (!ok && failed.size === 0) {
    tally.failed++;
    tally.lines.push(`FAILED nx run-many -t ${targets.join(' ')} (no failed task named)`);
  }
  for (const task of tasks) {
    if (failed.has(task)) {
      tally.failed++;
      tally.lines.push(`FAILED ${task}`);
    } else tally.passed++;
  }
}

/**
 * Runs the targets on every project that has them, two tasks at a time in one Nx process (32
 * separate `nx run` processes spent a minute starting Nx); each project's target is one check.
 *
 * Measured and dropped (2026-11-28): the same run at `nice 19` beside the browser journeys. It took
 * 5 minutes there instead of about 3 alone, made the journeys 145 s slower in all and one axe scan
 * miss its 30 s limit: no gain worth a flaky run.
 */
function checks(targets: string[]) {
  const tasks = targets.flatMap((target) => projectsWithTarget(target).map((project) => `${project}:${target}`));
  const { ok, output } = step(targets.join(' + '), ['run-many', '-t', ...targets, '--parallel=2', '--outputStyle=static'], {}, true);
  countChecks(targets, tasks, ok, output);
}

function projectsWithTarget(target: string): string[] {
  const out = spawnSync('nx', ['show', 'projects', '--with-target', target, '--json'], { cwd: root, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`nx show projects failed: ${out.stderr}`);
  return (JSON.parse(out.stdout) as string[]).sort();
}

/**
 * Runs a test target on the given projects (two at a time) and reads the JSON report each writes
 * (`<reportPrefix>` + project name); a project whose run leaves no report is a failure.
 */
function suites(
  label: string,
  projects: string[],
  target: string,
  reportPrefix: (project: string) => string,
  env: Record<string, string> = {},
) {
  if (projects.length === 0) return;
  const before = new Set(readdirSync(reportDir));
  // The builds these targets depend on ran first (see below): not again for each step.
  const args = [
    'run-many',
    '-t',
    target,
    `--projects=${projects.join(',')}`,
    '--parallel=2',
    '--outputStyle=static',
    '--skipNxCache',
    '--excludeTaskDependencies',
  ];
  const { ok } = step(label, args, { TEST_REPORT_DIR: reportDir, ...env });
  const freshFiles = readdirSync(reportDir).filter((f) => !before.has(f));
  let unexplained = !ok;
  for (const project of projects) {
    const prefix = reportPrefix(project);
    // vitest-shop-server.json, not vitest-shop-server-postgres.json; playwright-shop-e2e-1.json (a shard).
    const fresh = freshFiles.filter((f) => f === `${prefix}.json` || new RegExp(`^${prefix}-\\d+\\.json$`).test(f));
    if (fresh.length === 0) {
      tally.failed++;
      tally.lines.push(`FAILED ${project}:${target} (no report written)`);
      unexplained = false;
      continue;
    }
    let passed = 0;
    let failed = 0;
    for (const file of fresh) {
      const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8')) as Record<string, unknown>;
      collectFailures(`${project}:${target}`, report);
      if ('numPassedTests' in report) {
        passed += Number(report['numPassedTests']);
        failed += Number(report['numFailedTests']) + Number(report['numPendingTests'] ?? 0) + Number(report['numTodoTests'] ?? 0);
        // the runner failed for a reason its report does not count (coverage threshold, a crash)
        if (report['success'] === false && failed === 0) failed = 1;
      } else if ('stats' in report) {
        const stats = report['stats'] as { expected: number; unexpected: number; flaky: number; skipped: number };
        passed += stats.expected + stats.flaky;
        failed += stats.unexpected + stats.skipped;
      }
    }
    if (failed > 0) unexplained = false;
    tally.passed += passed;
    tally.failed += failed;
    tally.lines.push(`${failed ? 'FAILED' : 'ok    '} ${project}:${target}: ${passed} passed, ${failed} failed`);
  }
  if (unexplained) {
    tally.failed++;
    tally.lines.push(`FAILED ${label}: the run failed for a reason no report counts (see its output)`);
  }
}

/** Failing test names from a vitest JSON report (testResults) or a Playwright one (suites → specs). */
function collectFailures(where: string, report: Record<string, unknown>) {
  const vitest = report['testResults'] as { name: string; assertionResults?: { fullName: string; status: string }[] }[] | undefined;
  for (const file of vitest ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') tally.failures.push(`${where} ${file.name.replace(root, '')} › ${test.fullName}`);
    }
  }
  interface PwSpec {
    title: string;
    file: string;
    ok: boolean;
    tests: { projectName: string; status: string }[];
  }
  interface PwSuite {
    specs?: PwSpec[];
    suites?: PwSuite[];
  }
  const walk = (suite: PwSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected' || test.status === 'skipped')
          tally.failures.push(`${where} [${test.projectName}] ${spec.file} › ${spec.title} (${test.status})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of (report['suites'] as PwSuite[] | undefined) ?? []) walk(suite);
}

const major = Number(process.versions.node.split('.')[0]);
console.log(`Node ${process.versions.node} (${process.execPath})`);
if (major < 22) {
  console.error('Tests need Node 22 or newer: run them through npm (`npm test`) so the node devDependency is used.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

if (step('workspace sync check', ['sync:check']).ok) tally.passed++;
else {
  tally.failed++;
  tally.lines.push('FAILED nx sync:check');
}
// What the server suites and the journeys serve (shop-web's SSR build, the design tool, the back office), built once.
if (
  !step('builds the suites use', ['run-many', '-t', 'build', '--projects=shop-web,designtool-web,backoffice-web', '--outputStyle=static'])
    .ok
) {
  tally.failed++;
  tally.lines.push('FAILED nx run-many -t build (shop-web, designtool-web, backoffice-web)');
}

// Prettier owns the layout of every file it knows (CONVENTIONS.md rule 17); `npm run format` fixes what this finds.
{
  console.log('\n=== formatting: prettier --check .');
  const started = Date.now();
  const format = spawnSync('prettier', ['--check', '.', '--log-level', 'warn'], { cwd: root, stdio: 'inherit' });
  tally.durations.push({ title: 'formatting (prettier --check)', seconds: Math.round((Date.now() - started) / 1000) });
  if (format.status === 0) tally.passed++;
  else {
    tally.failed++;
    tally.lines.push('FAILED prettier --check . (run `npm run format`)');
  }
}
checks(['lint', 'typecheck']);

for (const project of projectsWithTarget('e2e')) {
  if (!existsSync('/usr/bin/chromium')) {
    tally.failed++;
    tally.lines.push(`FAILED ${project}:e2e: /usr/bin/chromium missing (apt-get install -y chromium)`);
    continue;
  }
  suites(`browser journeys ${project}`, [project], 'e2e', (name) => `playwright-${name}`);
}
suites('unit and integration tests', projectsWithTarget('test'), 'test', (project) => `vitest-${project}`);

// The crash test (kill -9 while placing orders, docs/decisions/019): a suite of its own, alone on the machine.
for (const project of projectsWithTarget('crash-test')) {
  suites(`crash test ${project} on PGlite`, [project], 'crash-test', (name) => `vitest-${name}-crash`);
}

if (findPostgresBin()) {
  for (const project of projectsWithTarget('test-postgres')) {
    suites(`test ${project} on PostgreSQL`, [project], 'test-postgres', (name) => `vitest-${name}-postgres`);
  }
  for (const project of projectsWithTarget('crash-test-postgres')) {
    suites(
      `crash test ${project} on PostgreSQL (two processes)`,
      [project],
      'crash-test-postgres',
      (name) => `vitest-${name}-crash-postgres`,
    );
  }
} else {
  tally.failed++;
  tally.lines.push('FAILED PostgreSQL suites: server binaries missing (apt-get install -y postgresql)');
}

console.log('\n=== time per step (s)');
for (const { title, seconds } of tally.durations.filter((d) => d.seconds >= 20)) console.log(`${String(seconds).padStart(5)}  ${title}`);
console.log(`${String(tally.durations.reduce((sum, d) => sum + d.seconds, 0)).padStart(5)}  all steps`);
if (tally.failures.length > 0) {
  console.log('\n=== failing tests');
  for (const name of tally.failures) console.log(name);
}
console.log('\n=== summary');
for (const line of tally.lines) console.log(line);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
