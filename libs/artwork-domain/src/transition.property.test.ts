import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFECT_REASON_CODES, DEFECT_REASONS } from './defect-reasons.ts';
import { ART_JOB_STATUSES, type ArtActor, type ArtJob, type ArtVersion } from './model.ts';
import { ART_EVENT_TYPES, type ArtEvent, type ArtEventType } from './art-events.ts';
import { allowedEvents, transition } from './transition.ts';
import { A_CUSTOMER, A_STAFF, HOUR_MS, THE_SYSTEM, aFileRef, aNewJobAwaitingCheck, aNewVersion, waitFrom } from './testing/index.ts';
import { canChangeVersion, latestVersion, reviseVersion } from './versions.ts';

/** One step of a random history: what happens, by whom, which version it names, and how much later. */
interface Step {
  /** Pick the n-th event the job allows (cancel only when nothing else), by its actor; null: take `type` and `actor`. */
  readonly allowed: number | null;
  readonly type: ArtEventType;
  /** null: the actor the event expects. */
  readonly actor: ArtActor | null;
  /** 0: the latest version; otherwise an offset from it (an old page, a version that does not exist yet). */
  readonly versionOffset: number;
  readonly hoursLater: number;
  readonly reasons: readonly (typeof DEFECT_REASON_CODES)[number][];
  readonly source: 'customer_upload' | 'design_tool';
  readonly seed: number;
  /** Before the event, try to complete this version with a printer's file (as the server does after an upload). */
  readonly revise: number | null;
}

/** The actor each event expects (cancel: the staff). */
const ACTOR_OF: Readonly<Record<ArtEventType, ArtActor>> = {
  approve_data: A_STAFF,
  reject_data: A_STAFF,
  staff_fix: A_STAFF,
  resubmit: A_CUSTOMER,
  approve_proof: A_CUSTOMER,
  request_changes: A_CUSTOMER,
  accept_as_is: A_CUSTOMER,
  send_reminder: THE_SYSTEM,
  deadline_passed: THE_SYSTEM,
  cancel: A_STAFF,
};

// Mostly an event the job allows, by the actor it expects, on the latest version; sometimes any event
// by anyone on any version. Cancelling (an end) is rarer.
const steps = fc.array(
  fc.record({
    allowed: fc.oneof({ weight: 4, arbitrary: fc.nat() }, { weight: 1, arbitrary: fc.constant(null) }),
    type: fc.constantFrom(...ART_EVENT_TYPES),
    actor: fc.oneof(
      { weight: 5, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom<ArtActor>(A_CUSTOMER, A_STAFF, THE_SYSTEM) },
    ),
    versionOffset: fc.oneof({ weight: 6, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: -3, max: 1 }) }),
    hoursLater: fc.oneof(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 24, max: 240 })),
    reasons: fc.uniqueArray(fc.constantFrom(...DEFECT_REASON_CODES), { maxLength: 3 }),
    source: fc.constantFrom<'customer_upload' | 'design_tool'>('customer_upload', 'design_tool'),
    seed: fc.integer({ min: 2, max: 200 }),
    revise: fc.option(fc.integer({ min: 1, max: 8 })),
  }),
  { maxLength: 25 },
);

function eventOf(random: Step, job: ArtJob, at: number): ArtEvent {
  const allowed = [...new Set([...allowedEvents(job, 'staff'), ...allowedEvents(job, 'customer'), ...allowedEvents(job, 'system')])];
  const open = allowed.filter((type) => type !== 'cancel');
  const choices = open.length > 0 ? open : allowed;
  const step: Step =
    random.allowed === null || choices.length === 0 ? random : { ...random, type: choices[random.allowed % choices.length]!, actor: null };
  const by = step.actor ?? ACTOR_OF[step.type];
  const versionNumber = latestVersion(job).number + step.versionOffset;
  const wait = waitFrom(at);
  const reasons = step.reasons.map((code) => ({
    code,
    text: code === 'other' ? '仕上がりサイズをご確認ください。' : DEFECT_REASONS[code].template,
  }));
  switch (step.type) {
    case 'approve_data':
      return { type: 'approve_data', by, versionNumber, wait, ...(step.seed % 3 === 0 ? { printerFile: aFileRef(step.seed) } : {}) };
    case 'reject_data':
      return { type: 'reject_data', by, versionNumber, reasons, wait };
    case 'staff_fix':
      return { type: 'staff_fix', by, versionNumber, printerFile: aFileRef(step.seed), preflight: [], mockups: [], wait };
    case 'resubmit':
      return { type: 'resubmit', by, versionNumber, source: step.source, version: aNewVersion({ customerFile: aFileRef(step.seed) }) };
    case 'approve_proof':
    case 'accept_as_is':
      return { type: step.type, by, versionNumber };
    case 'request_changes':
      return { type: 'request_changes', by, versionNumber, note: '色を変えてください。' };
    case 'send_reminder':
    case 'deadline_passed':
    case 'cancel':
      return { type: step.type, by };
  }
}

const content = ({ decisions: _, ...rest }: ArtVersion) => rest;
const APPROVING = ['data_approved', 'proof_approved', 'accepted_as_is', 'deadline_proceeded', 'reused'];
const proofChoice = fc.constantFrom<'wanted' | 'skipped'>('wanted', 'skipped');

/**
 * Replays a random history on a new job: before each event, maybe completes a version (as the server
 * does after an upload; allowed exactly when `canChangeVersion` says so), then applies the event and
 * calls `check` with the job before and after each event the rules accept.
 */
function replay(
  proof: 'wanted' | 'skipped',
  history: readonly Step[],
  check: (before: ArtJob, after: ArtJob, event: ArtEvent, at: number) => void,
) {
  let job = aNewJobAwaitingCheck({ proof });
  let at = job.createdAt;
  for (const step of history) {
    at += step.hoursLater * HOUR_MS;
    if (step.revise !== null) {
      const revised = reviseVersion(job, step.revise, { printerFile: aFileRef(step.seed) }, at);
      expect(revised.ok).toBe(canChangeVersion(job, step.revise));
      if (revised.ok) {
        expect(revised.value.versions.slice(0, -1)).toEqual(job.versions.slice(0, -1));
        job = revised.value;
      }
    }
    const event = eventOf(step, job, at);
    const result = transition(job, event, at);
    if (job.status === 'cancelled') expect(result.ok).toBe(false);
    if (!result.ok) continue;
    expect(allowedEvents(job, event.by.role)).toContain(event.type);
    check(job, result.value.job, event, at);
    job = result.value.job;
  }
}

// Each property replays 200 histories of up to 25 events: a few seconds, more on a busy machine.
describe('transition: invariants over random histories', () => {
  it('a job always has its versions numbered 1…n; decided and superseded versions never change; decisions only grow', () => {
    fc.assert(
      fc.property(proofChoice, steps, (proof, history) =>
        replay(proof, history, (job, next) => {
          expect(next.versions.map((v) => v.number)).toEqual(next.versions.map((_, i) => i + 1));
          expect(next.versions.length).toBeGreaterThanOrEqual(job.versions.length);
          job.versions.forEach((before, i) => {
            const after = next.versions[i]!;
            expect(after.decisions.slice(0, before.decisions.length)).toEqual(before.decisions);
            const superseded = before !== latestVersion(job);
            if (before.decisions.length > 0 || superseded) expect(content(after)).toEqual(content(before));
            if (superseded) expect(after.decisions).toEqual(before.decisions);
          });
          // Decisions are only ever added to the version that was the latest when they were taken.
          const decided = next.versions.filter((v, i) => v.decisions.length > (job.versions[i]?.decisions.length ?? 0));
          expect(decided.length).toBeLessThanOrEqual(1);
          if (decided[0]) expect(decided[0].number).toBe(latestVersion(job).number);
        }),
      ),
      { numRuns: 200 },
    );
  }, 30_000);

  it('a job waits on the customer exactly in needs_fix and awaiting_proof, and is ready only with an approving decision', () => {
    fc.assert(
      fc.property(proofChoice, steps, (proof, history) =>
        replay(proof, history, (_, job, __, at) => {
          expect(ART_JOB_STATUSES).toContain(job.status);
          expect(job.waiting !== null).toBe(job.status === 'needs_fix' || job.status === 'awaiting_proof');
          if (job.waiting) expect(job.waiting.reminderOn <= job.waiting.deadline).toBe(true);
          if (job.status === 'ready_for_production' || job.status === 'proceeded_as_is') {
            expect(job.readyAt).toBe(at);
            expect(APPROVING).toContain(latestVersion(job).decisions.at(-1)?.outcome);
          }
          // The latest version may change only while undecided; every older one never.
          job.versions.forEach((v) => {
            expect(canChangeVersion(job, v.number)).toBe(
              v === latestVersion(job) && v.decisions.length === 0 && job.status !== 'cancelled',
            );
          });
          // A customer who chose no proof sees one only for a version the staff changed.
          if (proof === 'skipped' && job.status === 'awaiting_proof') expect(latestVersion(job).source).toBe('staff_fix');
        }),
      ),
      { numRuns: 200 },
    );
  }, 30_000);
});
