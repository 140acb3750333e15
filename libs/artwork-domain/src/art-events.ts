/**
 * What can happen to an art job (`ArtEvent`), who may cause it, what the caller does besides storing
 * the job after it (`ArtEffect`), the record kept of it and why it may be refused. The rules that
 * apply them are in transition.ts.
 */
import type { CustomerWaitDates } from './deadline.ts';
import type { DefectReasonRefusal } from './defect-reasons.ts';
import type { ArtActor, ArtActorRole, ArtFileRef, ArtJob, ArtJobStatus, ArtMockup, ArtworkLayout } from './model.ts';
import type { PreflightFinding } from './preflight-findings.ts';
import type { NewArtVersion, VersionRefusal } from './versions.ts';

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
