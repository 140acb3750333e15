/**
 * An art job's life as one pure function, like order-domain's `transition`: given a job, an event and
 * the moment, the job after it, the record of the change and what the caller must do besides (mails,
 * the shipping-date recount, a refund), or a refusal saying why the event does not apply.
 *
 *   awaiting_check ─approve_data→ awaiting_proof (proof wanted) | ready_for_production (proof skipped)
 *   awaiting_check | changes_requested ─reject_data→ needs_fix
 *   needs_fix ─accept_as_is (warnings only)→ ready_for_production
 *   awaiting_proof ─approve_proof→ ready_for_production
 *   awaiting_proof ─request_changes→ changes_requested
 *   any open state ─staff_fix→ awaiting_proof (a new version the customer must approve)
 *   any open state ─resubmit (upload or design tool)→ awaiting_check (a new version)
 *   needs_fix | awaiting_proof ─send_reminder→ the same state, reminded
 *   needs_fix | awaiting_proof ─deadline_passed→ proceeded_as_is | cancelled (DEADLINE_RULE)
 *   any state but cancelled ─cancel→ cancelled
 *
 * Open states: awaiting_check, needs_fix, awaiting_proof, changes_requested. Decisions name the
 * version they are taken on, and only the latest version may be decided or replaced: an event that
 * names an older one (a page left open while the job moved on) is refused.
 */
import { DEFAULT_SHOP_OFFSET_HOURS, addDays, shopLocalDate } from '@shop/business-days';
import { ok, refuse, type Result } from '@shop/result';
import {
  ART_EVENT_ROLES,
  ART_EVENT_TYPES,
  type ArtEffect,
  type ArtEvent,
  type ArtEventType,
  type ArtTransitioned,
  type ArtTransitionRefusal,
} from './art-events.ts';
import { currentDefects, deadlineOutcome, isDeadlinePassed, isReminderDue, type CustomerWaitDates } from './deadline.ts';
import { checkDefectReasons, defectSeverity } from './defect-reasons.ts';
import type { ArtActor, ArtActorRole, ArtDecision, ArtJob, ArtJobStatus, ArtVersion } from './model.ts';
import { NOTE_MAX_LENGTH, checkNewVersion, latestVersion, normaliseNote, reviseVersion, type NewArtVersion } from './versions.ts';

const OPEN: readonly ArtJobStatus[] = ['awaiting_check', 'needs_fix', 'awaiting_proof', 'changes_requested'];
const WAITING: readonly ArtJobStatus[] = ['needs_fix', 'awaiting_proof'];

/** The states each event applies in. */
const FROM: Readonly<Record<ArtEventType, readonly ArtJobStatus[]>> = {
  approve_data: ['awaiting_check'],
  reject_data: ['awaiting_check', 'changes_requested'],
  staff_fix: OPEN,
  resubmit: OPEN,
  approve_proof: ['awaiting_proof'],
  request_changes: ['awaiting_proof'],
  accept_as_is: ['needs_fix'],
  send_reminder: WAITING,
  deadline_passed: WAITING,
  cancel: [...OPEN, 'ready_for_production', 'proceeded_as_is'],
};

/** Whether `role` may cause `type` in the job's state, or why not (the event's own data aside). */
function applies(job: ArtJob, type: ArtEventType, role: ArtActorRole): ArtTransitionRefusal | null {
  if (!ART_EVENT_ROLES[type].includes(role)) return { type: 'wrong_actor', event: type, role };
  if (!FROM[type].includes(job.status)) return { type: 'not_allowed', from: job.status, event: type };
  if (type === 'accept_as_is' && defectSeverity(currentDefects(job)) === 'error') return { type: 'errors_need_fix' };
  return null;
}

/** The events `role` may cause on a job now (those `transition` would not refuse for its state and actor). */
export function allowedEvents(job: ArtJob, role: ArtActorRole): ArtEventType[] {
  return ART_EVENT_TYPES.filter((type) => applies(job, type, role) === null);
}

function isDate(value: string): boolean {
  try {
    return /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
  } catch {
    return false;
  }
}

/** The wait that starts at `now`, or why its days are refused (real dates, reminder not after the deadline, deadline not past). */
function startWait(wait: CustomerWaitDates, now: number, offsetHours: number): Result<ArtJob['waiting'], ArtTransitionRefusal> {
  const { reminderOn, deadline } = wait;
  const valid = isDate(reminderOn) && isDate(deadline) && reminderOn <= deadline && deadline >= shopLocalDate(now, offsetHours);
  if (!valid) return refuse({ type: 'invalid_wait_dates', reminderOn, deadline });
  return ok({ since: now, reminderOn, deadline, remindedAt: null });
}

function noteOf(note: string | null | undefined): Result<string | null, ArtTransitionRefusal> {
  const text = normaliseNote(note);
  return text === undefined ? refuse({ type: 'note_too_long', max: NOTE_MAX_LENGTH }) : ok(text);
}

/** The job with a decision appended to its latest version. */
function decide<T extends ArtJob>(job: T, decision: ArtDecision): T {
  const latest = latestVersion(job);
  return { ...job, versions: [...job.versions.slice(0, -1), { ...latest, decisions: [...latest.decisions, decision] }] };
}

/** The job with a new latest version. */
function addVersion<T extends ArtJob>(job: T, content: NewArtVersion, source: ArtVersion['source'], by: ArtActor, now: number): T {
  const version: ArtVersion = {
    number: latestVersion(job).number + 1,
    source,
    ...content,
    createdBy: by,
    createdAt: now,
    reusedFrom: null,
    decisions: [],
  };
  return { ...job, versions: [...job.versions, version] };
}

const decision = (
  outcome: ArtDecision['outcome'],
  by: ArtActor,
  at: number,
  note: string | null,
  reasons: ArtDecision['reasons'] = [],
): ArtDecision => ({ outcome, by, at, reasons, note });

interface Step<T extends ArtJob> {
  readonly job: T;
  readonly to: ArtJobStatus;
  readonly effects: readonly ArtEffect[];
  /** The wait to keep or start (only in a waiting state). */
  readonly waiting?: ArtJob['waiting'];
  /** The event's free text, for the record. */
  readonly note?: string | null;
}

/** The job after an event whose state and actor apply, or why its data is refused. */
function step<T extends ArtJob>(job: T, event: ArtEvent, now: number, offsetHours: number): Result<Step<T>, ArtTransitionRefusal> {
  const by = event.by;
  switch (event.type) {
    case 'approve_data': {
      const note = noteOf(event.note);
      if (!note.ok) return note;
      // The printer's file joins the version before the decision locks it.
      const completed =
        event.printerFile === undefined ? ok(job) : reviseVersion(job, event.versionNumber, { printerFile: event.printerFile }, now);
      if (!completed.ok) return completed;
      const approved = decide(completed.value, decision('data_approved', by, now, note.value));
      if (job.proof === 'skipped')
        return ok({ job: approved, to: 'ready_for_production', effects: ['mail_ready', 'recount_ship_date'], note: note.value });
      if (event.wait === undefined) return refuse({ type: 'wait_dates_required' });
      const waiting = startWait(event.wait, now, offsetHours);
      if (!waiting.ok) return waiting;
      return ok({ job: approved, to: 'awaiting_proof', effects: ['mail_proof'], waiting: waiting.value, note: note.value });
    }
    case 'reject_data': {
      const reasons = checkDefectReasons(event.reasons);
      if (!reasons.ok) return reasons;
      const note = noteOf(event.note);
      if (!note.ok) return note;
      const waiting = startWait(event.wait, now, offsetHours);
      if (!waiting.ok) return waiting;
      const rejected = decide(job, decision('data_rejected', by, now, note.value, reasons.value));
      return ok({ job: rejected, to: 'needs_fix', effects: ['mail_data_defects'], waiting: waiting.value, note: note.value });
    }
    case 'staff_fix': {
      const latest = latestVersion(job);
      const content = checkNewVersion({
        customerFile: latest.customerFile,
        printerFile: event.printerFile,
        layout: event.layout ?? latest.layout,
        preflight: event.preflight,
        mockups: event.mockups,
        note: event.note ?? null,
      });
      if (!content.ok) return content;
      const waiting = startWait(event.wait, now, offsetHours);
      if (!waiting.ok) return waiting;
      return ok({
        job: addVersion(job, content.value, 'staff_fix', by, now),
        to: 'awaiting_proof',
        effects: ['mail_proof'],
        waiting: waiting.value,
        note: content.value.note,
      });
    }
    case 'resubmit': {
      if (event.source !== 'customer_upload' && event.source !== 'design_tool')
        return refuse({ type: 'invalid_source', source: event.source });
      const content = checkNewVersion(event.version);
      if (!content.ok) return content;
      return ok({
        job: addVersion(job, content.value, event.source, by, now),
        to: 'awaiting_check',
        effects: ['mail_version_received', 'notify_staff'],
        note: content.value.note,
      });
    }
    case 'approve_proof':
      return ok({
        job: decide(job, decision('proof_approved', by, now, null)),
        to: 'ready_for_production',
        effects: ['mail_ready', 'recount_ship_date'],
      });
    case 'request_changes': {
      const note = noteOf(event.note);
      if (!note.ok) return note;
      if (note.value === null) return refuse({ type: 'note_required' });
      return ok({
        job: decide(job, decision('changes_requested', by, now, note.value)),
        to: 'changes_requested',
        effects: ['mail_changes_received', 'notify_staff'],
        note: note.value,
      });
    }
    case 'accept_as_is': {
      const note = noteOf(event.note);
      if (!note.ok) return note;
      return ok({
        job: decide(job, decision('accepted_as_is', by, now, note.value)),
        to: 'ready_for_production',
        effects: ['mail_ready', 'recount_ship_date'],
        note: note.value,
      });
    }
    case 'send_reminder': {
      const waiting = job.waiting;
      if (waiting === null || !isReminderDue(waiting, now, offsetHours)) return refuse({ type: 'reminder_not_due' });
      return ok({ job, to: job.status, effects: ['mail_reminder'], waiting: { ...waiting, remindedAt: now } });
    }
    case 'deadline_passed': {
      const waiting = job.waiting;
      if (waiting === null) throw new Error('A job waiting on the customer has its wait');
      if (!isDeadlinePassed(waiting, now, offsetHours)) return refuse({ type: 'deadline_not_passed', deadline: waiting.deadline });
      if (deadlineOutcome(job) === 'cancelled') {
        return ok({
          job: decide(job, decision('deadline_cancelled', by, now, null)),
          to: 'cancelled',
          effects: ['mail_cancelled', 'cancel_order_with_refund'],
        });
      }
      return ok({
        job: decide(job, decision('deadline_proceeded', by, now, null)),
        to: 'proceeded_as_is',
        effects: ['mail_proceeded_as_is', 'recount_ship_date'],
      });
    }
    case 'cancel': {
      const note = noteOf(event.note);
      if (!note.ok) return note;
      return ok({ job, to: 'cancelled', effects: [], note: note.value });
    }
  }
}

/**
 * Applies `event` to `job` at `now` (epoch ms): the job after it (other fields kept), the history
 * record and the effects to perform, or a refusal. `offsetHours` (default 9, JST) places `now` on the
 * shop's calendar for deadlines and reminders.
 *
 * @example transition(job, { type: 'approve_proof', by: { role: 'customer', id: 7 }, versionNumber: 2 }, now)
 */
export function transition<T extends ArtJob>(
  job: T,
  event: ArtEvent,
  now: number,
  options: { readonly offsetHours?: number } = {},
): Result<ArtTransitioned<T>, ArtTransitionRefusal> {
  const refused = applies(job, event.type, event.by.role);
  if (refused) return refuse(refused);
  if ('versionNumber' in event) {
    const latest = latestVersion(job).number;
    if (event.versionNumber !== latest) return refuse({ type: 'not_latest_version', versionNumber: event.versionNumber, latest });
  }
  const next = step(job, event, now, options.offsetHours ?? DEFAULT_SHOP_OFFSET_HOURS);
  if (!next.ok) return next;
  const { to, effects } = next.value;
  const waiting = next.value.waiting !== undefined && (to === 'needs_fix' || to === 'awaiting_proof') ? next.value.waiting : null;
  const becameReady = to === 'ready_for_production' || to === 'proceeded_as_is';
  const changed: T = { ...next.value.job, status: to, waiting, readyAt: becameReady ? now : next.value.job.readyAt, updatedAt: now };
  return ok({
    job: changed,
    record: {
      event: event.type,
      from: job.status,
      to,
      by: event.by,
      at: now,
      versionNumber: latestVersion(changed).number,
      note: next.value.note ?? null,
    },
    effects,
  });
}
