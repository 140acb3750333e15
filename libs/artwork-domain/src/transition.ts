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
import { deadlineOutcome, isDeadlinePassed, isReminderDue, currentDefects, type CustomerWaitDates } from './deadline.ts';
import { checkDefectReasons, defectSeverity, type DefectReasonRefusal } from './defect-reasons.ts';
import type {
  ArtActor,
  ArtActorRole,
  ArtDecision,
  ArtFileRef,
  ArtJob,
  ArtJobStatus,
  ArtMockup,
  ArtVersion,
  ArtworkLayout,
} from './model.ts';
import type { PreflightFinding } from './preflight-findings.ts';
import {
  NOTE_MAX_LENGTH,
  checkNewVersion,
  latestVersion,
  normaliseNote,
  reviseVersion,
  type NewArtVersion,
  type VersionRefusal,
} from './versions.ts';

/** Something that happens to an art job. `versionNumber` names the version the actor saw (it must be the latest). */
export type ArtEvent =
  /** Staff: the data prints. The proof goes out (`wait` then required), or production follows when the customer chose no proof. */
  | {
      readonly type: 'approve_data';
      readonly by: ArtActor;
      readonly versionNumber: number;
      /** Attach the printer's file with the approval (undefined: keep what the version has). */
      readonly printerFile?: ArtFileRef | null;
      readonly note?: string | null;
      readonly wait?: CustomerWaitDates;
    }
  /** Staff: データ不備, with coded reasons (DEFECT_REASONS), free text and the days to answer by. */
  | {
      readonly type: 'reject_data';
      readonly by: ArtActor;
      readonly versionNumber: number;
      readonly reasons: readonly { readonly code: string; readonly text: string }[];
      readonly note?: string | null;
      readonly wait: CustomerWaitDates;
    }
  /** Staff: a fixed printer's file as a new version (the customer's file kept), which the customer must approve. */
  | {
      readonly type: 'staff_fix';
      readonly by: ArtActor;
      readonly versionNumber: number;
      readonly printerFile: ArtFileRef;
      /** undefined: the layout of the version fixed. */
      readonly layout?: ArtworkLayout;
      readonly preflight: readonly PreflightFinding[];
      readonly mockups: readonly ArtMockup[];
      readonly note?: string | null;
      readonly wait: CustomerWaitDates;
    }
  /** Customer: a new file, uploaded or exported from the design tool, for the shop to check. */
  | {
      readonly type: 'resubmit';
      readonly by: ArtActor;
      readonly versionNumber: number;
      readonly source: 'customer_upload' | 'design_tool';
      readonly version: NewArtVersion;
    }
  /** Customer: 「この内容で進める」. */
  | { readonly type: 'approve_proof'; readonly by: ArtActor; readonly versionNumber: number }
  /** Customer: 「修正を依頼する」 with what to change. */
  | { readonly type: 'request_changes'; readonly by: ArtActor; readonly versionNumber: number; readonly note: string }
  /** Customer: 「このまま進める」 on a データ不備 whose reasons are all warnings. */
  | { readonly type: 'accept_as_is'; readonly by: ArtActor; readonly versionNumber: number; readonly note?: string | null }
  /** System: the reminder is due (dueSystemEvent) and goes out. */
  | { readonly type: 'send_reminder'; readonly by: ArtActor }
  /** System: the last day to answer has passed (dueSystemEvent); DEADLINE_RULE applies. */
  | { readonly type: 'deadline_passed'; readonly by: ArtActor }
  /** Staff or system: the job ends unprinted (its order is cancelled). */
  | { readonly type: 'cancel'; readonly by: ArtActor; readonly note?: string | null };
export type ArtEventType = ArtEvent['type'];

/** Every event type, in the order `allowedEvents` lists them. */
export const ART_EVENT_TYPES: readonly ArtEventType[] = [
  'approve_data',
  'reject_data',
  'staff_fix',
  'resubmit',
  'approve_proof',
  'request_changes',
  'accept_as_is',
  'send_reminder',
  'deadline_passed',
  'cancel',
];

/** Who may cause each event. */
export const ART_EVENT_ROLES: Readonly<Record<ArtEventType, readonly ArtActorRole[]>> = {
  approve_data: ['staff'],
  reject_data: ['staff'],
  staff_fix: ['staff'],
  resubmit: ['customer'],
  approve_proof: ['customer'],
  request_changes: ['customer'],
  accept_as_is: ['customer'],
  send_reminder: ['system'],
  deadline_passed: ['system'],
  cancel: ['staff', 'system'],
};

/** What the caller does besides storing the job (the artwork service performs each). */
export type ArtEffect =
  /** 校正のご確認のお願い: the proof is ready to answer. */
  | 'mail_proof'
  /** 入稿データ不備のお知らせ: the reasons and the deadline. */
  | 'mail_data_defects'
  | 'mail_reminder'
  /** 再入稿を受け付けました. */
  | 'mail_version_received'
  /** 修正のご依頼を受け付けました. */
  | 'mail_changes_received'
  /** 製作待ちになりました (with the recounted shipping date). */
  | 'mail_ready'
  /** The deadline passed: printed as it is. */
  | 'mail_proceeded_as_is'
  /** The deadline passed on an error: cancelled and refunded. */
  | 'mail_cancelled'
  /** The job is back in the staff's queue. */
  | 'notify_staff'
  /** The order's shipping date counts again from this approval (`recountShipDate`). */
  | 'recount_ship_date'
  /** The whole order is cancelled and refunded (the deadline rule). */
  | 'cancel_order_with_refund';

/** Why an event does not apply to a job. */
export type ArtTransitionRefusal =
  | { readonly type: 'not_allowed'; readonly from: ArtJobStatus; readonly event: ArtEventType }
  | { readonly type: 'wrong_actor'; readonly event: ArtEventType; readonly role: ArtActorRole }
  /** The event names a version that is no longer (or never was) the latest. */
  | { readonly type: 'not_latest_version'; readonly versionNumber: number; readonly latest: number }
  /** 「このまま進める」 on defects of which one is an error. */
  | { readonly type: 'errors_need_fix' }
  | { readonly type: 'note_required' }
  | { readonly type: 'note_too_long'; readonly max: number }
  /** Sending the proof needs the days to answer by. */
  | { readonly type: 'wait_dates_required' }
  | { readonly type: 'invalid_wait_dates'; readonly reminderOn: string; readonly deadline: string }
  | { readonly type: 'reminder_not_due' }
  | { readonly type: 'deadline_not_passed'; readonly deadline: string }
  /** A resubmission names a source other than an upload or the design tool. */
  | { readonly type: 'invalid_source'; readonly source: string }
  | DefectReasonRefusal
  | VersionRefusal;

/** The change as recorded in the job's history (the audit log adds the values before and after). */
export interface ArtEventRecord {
  readonly event: ArtEventType;
  readonly from: ArtJobStatus;
  readonly to: ArtJobStatus;
  readonly by: ArtActor;
  readonly at: number; // epoch ms
  /** The job's latest version after the event. */
  readonly versionNumber: number;
  /** The event's free text (a decision's note, a new version's note, why it was cancelled), null without one. */
  readonly note: string | null;
}

export interface ArtTransitioned<T extends ArtJob> {
  readonly job: T;
  readonly record: ArtEventRecord;
  readonly effects: readonly ArtEffect[];
}

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
