/**
 * The Nu Html Checker (vnu, the W3C's HTML validator) over pages of the shop: `vnu-jar` (a pinned
 * devDependency) on the machine's Java, every document in one run of the checker (one JVM start,
 * about 2 s, instead of one per page). CI's `.ci/run` installs a headless JRE when `java` is missing.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** One document to check: what it is (named in failures) and its HTML. */
export interface CheckedDocument {
  readonly label: string;
  readonly html: string;
}

/** One error the checker reported, with the document it is in. */
export interface HtmlError {
  readonly label: string;
  readonly line: number | undefined;
  readonly message: string;
  readonly extract: string | undefined;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The path of vnu.jar in the installed `vnu-jar` package. */
export function vnuJar(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
}

/**
 * Checks every document in one run of the checker and answers its errors (warnings and notes are
 * left out: `--errors-only`). Throws when Java or the checker itself fails to run.
 */
export function checkHtml(documents: readonly CheckedDocument[]): HtmlError[] {
  const folder = mkdtempSync(join(tmpdir(), 'shop-vnu-'));
  try {
    const labels = new Map<string, string>();
    const files = documents.map((document, index) => {
      const file = join(folder, `${String(index).padStart(2, '0')}.html`);
      writeFileSync(file, document.html);
      labels.set(pathToFileURL(file).href, document.label);
      return file;
    });
    const run = spawnSync('java', ['-jar', vnuJar(), '--errors-only', '--format', 'json', '--exit-zero-always', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error)
      throw new Error(
        `the Nu Html Checker could not start (is Java installed? apt-get install default-jre-headless): ${run.error.message}`,
      );
    // The checker writes its JSON report to standard error.
    let report: { messages?: VnuMessage[] };
    try {
      report = JSON.parse(run.stderr) as { messages?: VnuMessage[] };
    } catch {
      throw new Error(`the Nu Html Checker did not answer JSON (exit ${run.status}): ${run.stderr.slice(0, 2000)}`);
    }
    return (report.messages ?? [])
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => ({
        label: labels.get(message.url ?? '') ?? message.url ?? '(unknown document)',
        line: message.lastLine,
        message: message.message,
        extract: message.extract,
      }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The errors as lines a failing test prints: document, line, message and the HTML around it. */
export function describeErrors(errors: readonly HtmlError[]): string {
  return errors
    .map(
      (error) =>
        `${error.label}${error.line === undefined ? '' : `:${error.line}`}: ${error.message}${error.extract ? `\n    ${error.extract.replace(/\s+/g, ' ').trim()}` : ''}`,
    )
    .join('\n');
}
