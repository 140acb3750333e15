/**
 * Shared vitest settings for every project: the same reporters everywhere, plus a JSON report per
 * project when TEST_REPORT_DIR is set (tools/scripts/test-all.ts sums those into one line).
 */
import type { ViteUserConfig } from 'vitest/config';

type TestOptions = NonNullable<ViteUserConfig['test']>;

export interface PresetOptions {
  /** Report name; one JSON file per name under TEST_REPORT_DIR. */
  name: string;
  /** Line coverage the project must keep (percent); omitted = coverage off. */
  coverageLines?: number;
  /** Extra vitest options merged over the preset. */
  test?: TestOptions;
}

export function testConfig({ name, coverageLines, test = {} }: PresetOptions): TestOptions {
  const reportDir = process.env['TEST_REPORT_DIR'];
  return {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts'],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/vitest-${name}.json` } } : {}),
    ...(coverageLines === undefined
      ? {}
      : {
          coverage: {
            enabled: true,
            provider: 'v8' as const,
            include: ['src/**/*.ts'],
            exclude: ['src/**/*.test.ts', 'src/testing/**'],
            reporter: ['text-summary'],
            thresholds: { lines: coverageLines },
          },
        }),
    ...test,
  };
}
