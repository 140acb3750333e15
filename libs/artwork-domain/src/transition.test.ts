import { describe, expect, it } from 'vitest';
import { DEFECT_REASONS } from './defect-reasons.ts';
import { ART_JOB_STATUSES, type ArtActor, type ArtJob, type ArtJobStatus } from './model.ts';
import { ART_EVENT_TYPES, type ArtEffect, type ArtEvent, type ArtEventType } from './art-events.ts';
import { allowedEvents, transition } from './transition.ts';
import {
  A_CUSTOMER,
  A_STAFF,
  HOUR_MS,
  THE_SYSTEM,
  aFileRef,
  aNewJobAwaitingCheck,
  aNewVersion,
  artJobIn,
  waitFrom,
} from './testing/index.ts';

/** 10:00 in Japan on a shop-local day (epoch ms). */
const jst10 = (date: string) => Date.parse(`${date}T01:00:00Z`);

/** A valid event of each type for a job, by the role allowed to cause it, at a moment it applies. */
function eventFor(type: ArtEventType, job: ArtJob): { event: ArtEvent; at: number } {
  const at = job.updatedAt + HOUR_MS;
  const versionNumber = job.versions.length;
  const wait = waitFrom(at);
  switch (type) {
    case 'approve_data':
      return { event: { type, by: A_STAFF, versionNumber, wait }, at };
    case 'reject_data':
      return {
        event: { type, by: A_STAFF, versionNumber, reasons: [{ code: 'thin_lines', text: DEFECT_REASONS.thin_lines.template }], wait },
        at,
      };
    case 'staff_fix':
      return { event: { type, by: A_STAFF, versionNumber, printerFile: aFileRef(9), preflight: [], mockups: [], wait }, at };
    case 'resubmit':
      return {
        event: { type, by: A_CUSTOMER, versionNumber, source: 'customer_upload', version: aNewVersion({ customerFile: aFileRef(2) }) },
        at,
      };
    case 'approve_proof':
      return { event: { type, by: A_CUSTOMER, versionNumber }, at };
    case 'request_changes':
      return { event: { type, by: A_CUSTOMER, versionNumber, note: '文字を白にしてください。' }, at };
    case 'accept_as_is':
      return { event: { type, by: A_CUSTOMER, versionNumber }, at };
    case 'send_reminder':
      return { event: { type, by: THE_SYSTEM }, at: job.waiting ? jst10(job.waiting.reminderOn) : at };
    case 'deadline_passed':
      return { event: { type, by: THE_SYSTEM }, at: job.waiting ? jst10(job.waiting.deadline) + 24 * HOUR_MS : at };
    case 'cancel':
      return { event: { type, by: A_STAFF }, at };
  }
}

/** Where each event leads from each state, and what the caller then does; a missing pair is refused as not allowed. */
const EXPECTED: Readonly<Record<ArtJobStatus, Partial<Record<ArtEventType, [ArtJobStatus, ArtEffect[]]>>>> = {
  awaiting_check: {
    approve_data: ['awaiting_proof', ['mail_proof']],
    reject_data: ['needs_fix', ['mail_data_defects']],
    staff_fix: ['awaiting_proof', ['mail_proof']],
    resubmit: ['awaiting_check', ['mail_version_received', 'notify_staff']],
    cancel: ['cancelled', []],
  },
  needs_fix: {
    staff_fix: ['awaiting_proof', ['mail_proof']],
    resubmit: ['awaiting_check', ['mail_version_received', 'notify_staff']],
    accept_as_is: ['ready_for_production', ['mail_ready', 'recount_ship_date']],
    send_reminder: ['needs_fix', ['mail_reminder']],
    deadline_passed: ['proceeded_as_is', ['mail_proceeded_as_is', 'recount_ship_date']],
    cancel: ['cancelled', []],
  },
  awaiting_proof: {
    staff_fix: ['awaiting_proof', ['mail_proof']],
    resubmit: ['awaiting_check', ['mail_version_received', 'notify_staff']],
    approve_proof: ['ready_for_production', ['mail_ready', 'recount_ship_date']],
    request_changes: ['changes_requested', ['mail_changes_received', 'notify_staff']],
    send_reminder: ['awaiting_proof', ['mail_reminder']],
    deadline_passed: ['proceeded_as_is', ['mail_proceeded_as_is', 'recount_ship_date']],
    cancel: ['cancelled', []],
  },
  changes_requested: {
    reject_data: ['needs_fix', ['mail_data_defects']],
    staff_fix: ['awaiting_proof', ['mail_proof']],
    resubmit: ['awaiting_check', ['mail_version_received', 'notify_staff']],
    cancel: ['cancelled', []],
  },
  ready_for_production: { cancel: ['cancelled', []] },
  proceeded_as_is: { cancel: ['cancelled', []] },
  cancelled: {},
};

const PAIRS = ART_JOB_STATUSES.flatMap((status) => ART_EVENT_TYPES.map((type) => [status, type] as const));

describe('transition: every state against every event', () => {
  it.each(PAIRS)('%s + %s', (status, type) => {
    const job = artJobIn(status);
    const { event, at } = eventFor(type, job);
    const expected = EXPECTED[status][type];
    const result = transition(job, event, at);
    if (expected === undefined) {
      expect(result).toEqual({ ok: false, error: { type: 'not_allowed', from: status, event: type } });
      return;
    }
    const [to, effects] = expected;
    expect(result.ok && { status: result.value.job.status, effects: result.value.effects }).toEqual({ status: to, effects });
    expect(result.ok && result.value.record).toEqual({
      event: type,
      from: status,
      to,
      by: event.by,
      at,
      versionNumber: result.ok ? result.value.job.versions.length : 0,
      note: result.ok ? result.value.record.note : null,
    });
    expect(result.ok && result.value.job.updatedAt).toBe(at);
  });

  it('the table names every state', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ART_JOB_STATUSES].sort());
  });
});

describe('transition: the staff check', () => {
  it('approving sends the proof: a data_approved decision on the version and a wait with its reminder and deadline', () => {
    const job = aNewJobAwaitingCheck();
    const at = job.createdAt + HOUR_MS; // Tuesday 24 November 2026, 11:00 JST
    const result = transition(job, { type: 'approve_data', by: A_STAFF, versionNumber: 1, note: ' 確認しました ', wait: waitFrom(at) }, at);
    expect(result).toEqual({
      ok: true,
      value: {
        job: {
          ...job,
          status: 'awaiting_proof',
          versions: [{ ...job.versions[0], decisions: [{ outcome: 'data_approved', by: A_STAFF, at, reasons: [], note: '確認しました' }] }],
          waiting: { since: at, reminderOn: '2026-11-26', deadline: '2026-12-01', remindedAt: null },
          updatedAt: at,
        },
        record: {
          event: 'approve_data',
          from: 'awaiting_check',
          to: 'awaiting_proof',
          by: A_STAFF,
          at,
          versionNumber: 1,
          note: '確認しました',
        },
        effects: ['mail_proof'],
      },
    });
  });

  it('a customer who chose no proof goes straight to production when the staff approve, counted from that moment', () => {
    const job = aNewJobAwaitingCheck({ proof: 'skipped' });
    const at = job.createdAt + HOUR_MS;
    const result = transition(job, { type: 'approve_data', by: A_STAFF, versionNumber: 1 }, at);
    expect(result.ok && result.value.job).toMatchObject({ status: 'ready_for_production', readyAt: at, waiting: null });
    expect(result.ok && result.value.effects).toEqual(['mail_ready', 'recount_ship_date']);
  });

  it('sending a proof needs the days to answer by', () => {
    const job = aNewJobAwaitingCheck();
    expect(transition(job, { type: 'approve_data', by: A_STAFF, versionNumber: 1 }, job.createdAt)).toEqual({
      ok: false,
      error: { type: 'wait_dates_required' },
    });
  });

  it('approving can attach the printer file, which the version then keeps; a malformed one is refused', () => {
    const job = aNewJobAwaitingCheck({ proof: 'skipped' });
    const approved = transition(job, { type: 'approve_data', by: A_STAFF, versionNumber: 1, printerFile: aFileRef(5) }, job.createdAt);
    expect(approved.ok && approved.value.job.versions[0]?.printerFile).toEqual(aFileRef(5));
    const bad = transition(
      job,
      { type: 'approve_data', by: A_STAFF, versionNumber: 1, printerFile: aFileRef(5, { sha256: 'abc' }) },
      job.createdAt,
    );
    expect(bad).toEqual({ ok: false, error: { type: 'invalid_file', field: 'printerFile', problem: 'sha256' } });
  });

  it('a データ不備 keeps the coded reasons (trimmed) and the note on the version, and starts the wait', () => {
    const job = aNewJobAwaitingCheck();
    const at = jst10('2026-11-27'); // Friday
    const reasons = [
      { code: 'low_resolution', text: ' 72dpiです。 ' },
      { code: 'too_many_inks', text: DEFECT_REASONS.too_many_inks.template },
    ];
    const result = transition(job, { type: 'reject_data', by: A_STAFF, versionNumber: 1, reasons, note: null, wait: waitFrom(at) }, at);
    expect(result.ok && result.value.job.versions[0]?.decisions).toEqual([
      {
        outcome: 'data_rejected',
        by: A_STAFF,
        at,
        reasons: [
          { code: 'low_resolution', text: '72dpiです。' },
          { code: 'too_many_inks', text: DEFECT_REASONS.too_many_inks.template },
        ],
        note: null,
      },
    ]);
    // Friday: reminder on Tuesday, last day to answer the Friday after.
    expect(result.ok && result.value.job.waiting).toEqual({
      since: at,
      reminderOn: '2026-12-01',
      deadline: '2026-12-04',
      remindedAt: null,
    });
  });

  it.each([
    [[], { type: 'no_reasons' }],
    [[{ code: 'blurry', text: 'x' }], { type: 'unknown_reason', code: 'blurry' }],
    [[{ code: 'other', text: DEFECT_REASONS.other.template }], { type: 'other_needs_details' }],
    [[{ code: 'thin_lines', text: '  ' }], { type: 'reason_text_empty', code: 'thin_lines' }],
  ])('refuses the reasons %j', (reasons, error) => {
    const job = aNewJobAwaitingCheck();
    expect(
      transition(job, { type: 'reject_data', by: A_STAFF, versionNumber: 1, reasons, wait: waitFrom(job.createdAt) }, job.createdAt),
    ).toEqual({ ok: false, error });
  });

  it.each([
    ['a deadline in the past', { reminderOn: '2026-11-20', deadline: '2026-11-23' }],
    ['a reminder after the deadline', { reminderOn: '2026-12-02', deadline: '2026-12-01' }],
    ['a date that does not exist', { reminderOn: '2026-11-26', deadline: '2026-11-31' }],
    ['a date in another format', { reminderOn: '26/11/2026', deadline: '2026-12-01' }],
  ])('refuses %s', (_, wait) => {
    const job = aNewJobAwaitingCheck();
    const reasons = [{ code: 'thin_lines', text: 'x' }];
    expect(transition(job, { type: 'reject_data', by: A_STAFF, versionNumber: 1, reasons, wait }, job.createdAt)).toEqual({
      ok: false,
      error: { type: 'invalid_wait_dates', ...wait },
    });
  });

  it('a staff fix is a new version of the printer file, keeping the customer file, which the customer must approve even without a proof', () => {
    const job = aNewJobAwaitingCheck({ proof: 'skipped' });
    const at = job.createdAt + HOUR_MS;
    const result = transition(
      job,
      {
        type: 'staff_fix',
        by: A_STAFF,
        versionNumber: 1,
        printerFile: aFileRef(9),
        preflight: [],
        mockups: [],
        note: '線を太くしました。',
        wait: waitFrom(at),
      },
      at,
    );
    expect(result.ok && result.value.job.status).toBe('awaiting_proof');
    expect(result.ok && result.value.job.versions).toEqual([
      job.versions[0],
      {
        number: 2,
        source: 'staff_fix',
        customerFile: aFileRef(1),
        printerFile: aFileRef(9),
        layout: job.versions[0]?.layout,
        preflight: [],
        mockups: [],
        note: '線を太くしました。',
        createdBy: A_STAFF,
        createdAt: at,
        reusedFrom: null,
        decisions: [],
      },
    ]);
  });
});

describe('transition: decisions name the latest version, and only the allowed role acts', () => {
  it('refuses a decision on a version that is not the latest, and leaves the job as it was', () => {
    const job = artJobIn('awaiting_check');
    const resubmitted = transition(job, eventFor('resubmit', job).event, job.updatedAt + HOUR_MS);
    if (!resubmitted.ok) throw new Error('resubmit refused');
    const newer = resubmitted.value.job;
    const before = structuredClone(newer);
    expect(
      transition(newer, { type: 'approve_data', by: A_STAFF, versionNumber: 1, wait: waitFrom(newer.updatedAt) }, newer.updatedAt),
    ).toEqual({ ok: false, error: { type: 'not_latest_version', versionNumber: 1, latest: 2 } });
    expect(
      transition(newer, { type: 'approve_data', by: A_STAFF, versionNumber: 3, wait: waitFrom(newer.updatedAt) }, newer.updatedAt),
    ).toEqual({ ok: false, error: { type: 'not_latest_version', versionNumber: 3, latest: 2 } });
    expect(newer).toEqual(before);
  });

  it.each<[ArtEventType, ArtActor, ArtJobStatus]>([
    ['approve_data', A_CUSTOMER, 'awaiting_check'],
    ['reject_data', { role: 'system' }, 'awaiting_check'],
    ['approve_proof', A_STAFF, 'awaiting_proof'],
    ['resubmit', A_STAFF, 'needs_fix'],
    ['cancel', A_CUSTOMER, 'awaiting_check'],
    ['deadline_passed', A_STAFF, 'needs_fix'],
  ])('refuses %s by a %o', (type, by, status) => {
    const job = artJobIn(status);
    const { event, at } = eventFor(type, job);
    expect(transition(job, { ...event, by }, at)).toEqual({ ok: false, error: { type: 'wrong_actor', event: type, role: by.role } });
  });

  it('lists the events each role may cause in each state', () => {
    const table = Object.fromEntries(
      ART_JOB_STATUSES.map((status) => {
        const job = artJobIn(status);
        return [
          status,
          { customer: allowedEvents(job, 'customer'), staff: allowedEvents(job, 'staff'), system: allowedEvents(job, 'system') },
        ];
      }),
    );
    expect(table).toEqual({
      awaiting_check: { customer: ['resubmit'], staff: ['approve_data', 'reject_data', 'staff_fix', 'cancel'], system: ['cancel'] },
      needs_fix: {
        customer: ['resubmit', 'accept_as_is'],
        staff: ['staff_fix', 'cancel'],
        system: ['send_reminder', 'deadline_passed', 'cancel'],
      },
      awaiting_proof: {
        customer: ['resubmit', 'approve_proof', 'request_changes'],
        staff: ['staff_fix', 'cancel'],
        system: ['send_reminder', 'deadline_passed', 'cancel'],
      },
      changes_requested: { customer: ['resubmit'], staff: ['reject_data', 'staff_fix', 'cancel'], system: ['cancel'] },
      ready_for_production: { customer: [], staff: ['cancel'], system: ['cancel'] },
      proceeded_as_is: { customer: [], staff: ['cancel'], system: ['cancel'] },
      cancelled: { customer: [], staff: [], system: [] },
    });
  });
});
