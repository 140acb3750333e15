/**
 * The README's test command (`npm test`): every check and every test suite, then ONE closing line
 * `N passed, N failed` that totals them (lint and typecheck targets count as one check each; test
 * suites count their test cases, read from the JSON reports they write to reports/).
 *
 * Steps: Node version → lint + typecheck (all projects) → unit/integration tests on PGlite →
 * the database suites again on a throw-away PostgreSQL → browser journeys (when the e2e project exists).
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

function step(title: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${title}: nx ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync('nx', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', ...env },
  });
  tally.durations.push({ title, seconds: Math.round((Date.now() - started) / 1000) });
  return result.status === 0;
}

/** Runs one target on every project that has it; each project's result is one check. */
function checks(target: string) {
  const projects = projectsWithTarget(target);
  for (const project of projects) {
    const ok = step(`${target} ${project}`, ['run', `${project}:${target}`, '--outputStyle=static']);
    if (ok) tally.passed++;
    else {
      tally.failed++;
      tally.lines.push(`FAILED ${project}:${target}`);
    }
  }
}

function projectsWithTarget(target: string): string[] {
  const out = spawnSync('nx', ['show', 'projects', '--with-target', target, '--json'], { cwd: root, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`nx show projects failed: ${out.stderr}`);
  return (JSON.parse(out.stdout) as string[]).sort();
}

/** Runs a test target and reads the JSON report(s) it leaves; a crash without a report is a failure. */
function suite(label: string, project: string, target: string, reportPrefix: string, env: Record<string, string> = {}) {
  const before = new Set(readdirSync(reportDir));
  const ok = step(`${label}`, ['run', `${project}:${target}`, '--outputStyle=static', '--skipNxCache'], {
    TEST_REPORT_DIR: reportDir,
    ...env,
  });
  const fresh = readdirSync(reportDir).filter((f) => f.startsWith(reportPrefix) && !before.has(f));
  if (fresh.length === 0) {
    tally.failed++;
    tally.lines.push(`FAILED ${project}:${target} (no report written)`);
    return;
  }
  let passed = 0;
  let failed = 0;
  for (const file of fresh) {
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8')) as Record<string, unknown>;
    collectFailures(`${project}:${target}`, report);
    if ('numPassedTests' in report) {
      passed += Number(report['numPassedTests']);
      failed += Number(report['numFailedTests']) + Number(report['numPendingTests'] ?? 0) + Number(report['numTodoTests'] ?? 0);
    } else if ('stats' in report) {
      const stats = report['stats'] as { expected: number; unexpected: number; flaky: number; skipped: number };
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected + stats.skipped;
    }
  }
  if (!ok && failed === 0) failed = 1; // the runner failed for a reason its report does not count (coverage, crash)
  tally.passed += passed;
  tally.failed += failed;
  tally.lines.push(`${failed ? 'FAILED' : 'ok    '} ${project}:${target}: ${passed} passed, ${failed} failed`);
}

/** Failing test names from a vitest JSON report (testResults) or a Playwright one (suites → specs). */
function collectFailures(where: string, report: Record<string, unknown>) {
  const vitest = report['testResults'] as { name: string; assertionResults?: { fullName: string; status: string }[] }[] | undefined;
  for (const file of vitest ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') tally.failures.push(`${where} ${file.name.replace(root, '')} › ${test.fullName}`);
    }
  }
  interface PwSpec { title: string; file: string; ok: boolean; tests: { projectName: string; status: string }[] }
  interface PwSuite { specs?: PwSpec[]; suites?: PwSuite[] }
  const walk = (suite: PwSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected' || test.status === 'skipped') tally.failures.push(`${where} [${test.projectName}] ${spec.file} › ${spec.title} (${test.status})`);
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

if (step('workspace sync check', ['sync:check'])) tally.passed++;
else {
  tally.failed++;
  tally.lines.push('FAILED nx sync:check');
}
checks('lint');
checks('typecheck');
for (const project of projectsWithTarget('test')) suite(`test ${project}`, project, 'test', `vitest-${project}`);

if (findPostgresBin()) {
  for (const project of projectsWithTarget('test-postgres')) {
    suite(`test ${project} on PostgreSQL`, project, 'test-postgres', `vitest-${project}-postgres`);
  }
} else {
  tally.failed++;
  tally.lines.push('FAILED PostgreSQL suites: server binaries missing (apt-get install -y postgresql)');
}

for (const project of projectsWithTarget('e2e')) {
  if (!existsSync('/usr/bin/chromium')) {
    tally.failed++;
    tally.lines.push(`FAILED ${project}:e2e: /usr/bin/chromium missing (apt-get install -y chromium)`);
    continue;
  }
  suite(`browser journeys ${project}`, project, 'e2e', 'playwright');
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
