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
}
const tally: Tally = { passed: 0, failed: 0, lines: [] };

function step(title: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${title}: nx ${args.join(' ')}`);
  const result = spawnSync('nx', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', ...env },
  });
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

console.log('\n=== summary');
for (const line of tally.lines) console.log(line);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
