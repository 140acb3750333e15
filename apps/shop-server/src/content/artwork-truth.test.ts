/**
 * The artwork truth (issue #30): the guidance pages and the FAQ tell the data-check loop as the
 * artwork library runs it: the deadline rule word for word, the order page's answers to a データ不備
 * as its buttons are labelled, and which reasons may be printed as they are.
 */
import { readFileSync } from 'node:fs';
import { ART_EVENT_LABELS, ART_JOB_STATUS_LABELS, DEADLINE_RULE_TEXT, DEFECT_REASONS, RESUBMIT_LABELS } from '@shop/artwork-domain';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from './load.ts';

const page = (path: string) => readFileSync(join(DEFAULT_CONTENT_DIR, path), 'utf8');

describe('the guidance pages tell the loop as it works', () => {
  it('the data submission page and the FAQ quote the deadline rule (DEADLINE_RULE_TEXT) line by line', () => {
    for (const path of ['pages/guidance/timelines/submit-data.md', 'faqs/art-deadline.md']) {
      const text = page(path);
      for (const line of DEADLINE_RULE_TEXT.split('\n')) expect(text, path).toContain(line.replace(/^・/, '- '));
    }
    expect(page('pages/guidance/timelines/submit-data.md')).toContain('校正なしで進める');
  });

  it("the order flow, data submission, design tool and FAQ pages name the order page's answers to a データ不備 as its buttons are labelled", () => {
    const answers = [RESUBMIT_LABELS.customer_upload, RESUBMIT_LABELS.design_tool, ART_EVENT_LABELS.accept_as_is];
    for (const path of [
      'pages/guidance/timelines.md',
      'pages/guidance/timelines/submit-data.md',
      'pages/guidance/timelines/designtool.md',
      'faqs/data-check.md',
    ]) {
      const text = page(path);
      for (const label of answers) expect(text.includes(`「${label}」`) || text.includes(`**${label}**`), `${path}: ${label}`).toBe(true);
    }
    // Only warnings may be accepted as they are: the page lists exactly the reasons whose severity is a warning.
    const submit = page('pages/guidance/timelines/submit-data.md');
    const acceptLine = submit.split('\n').find((line) => line.includes(`**${ART_EVENT_LABELS.accept_as_is}**`)) ?? '';
    const warnings = Object.values(DEFECT_REASONS).filter((r) => r.severity === 'warning');
    const errors = Object.values(DEFECT_REASONS).filter((r) => r.severity === 'error');
    for (const reason of warnings) expect(acceptLine).toContain(reason.label);
    for (const reason of errors) expect(acceptLine).not.toContain(reason.label);
    for (const state of ['awaiting_check', 'awaiting_proof', 'needs_fix', 'ready_for_production'] as const) {
      expect(submit).toContain(`**${ART_JOB_STATUS_LABELS[state].customer}**`);
    }
    expect(submit).toContain(`「${ART_EVENT_LABELS.approve_proof}」`);
    expect(submit).toContain(`「${ART_EVENT_LABELS.request_changes}」`);
  });
});
