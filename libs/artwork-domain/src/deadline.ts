/**
 * Waiting on the customer (issue #30 "No reply"): when a job goes to データ不備 or to the proof, the
 * customer has until a deadline (default 5 business days) to answer, with a reminder after 2 business
 * days. When the deadline passes, the shop's rule applies (DEADLINE_RULE): an unanswered proof and
 * defects that are only warnings print as they are; any defect that is an error cancels the order
 * with a full refund. `deadlineRuleText` is the rule in the words the guidance pages quote.
 */
import { DEFAULT_SHOP_OFFSET_HOURS, shopLocalDate } from '@shop/business-days';
import { ok, refuse, type Result } from '@shop/result';
import { DEFECT_REASON_CODES, DEFECT_REASONS, defectSeverity, type DefectSeverity } from './defect-reasons.ts';
import type { ArtJob, CustomerWait, DefectReasonEntry } from './model.ts';
import { latestVersion } from './versions.ts';

/** Business days after the request on which the reminder is due. */
export const DEFAULT_REMINDER_AFTER_DAYS = 2;
/** Business days after the request whose last is the last day to answer (the shop's setting). */
export const DEFAULT_DEADLINE_DAYS = 5;

/** The days a customer wait runs to (see CustomerWait). */
export type CustomerWaitDates = Pick<CustomerWait, 'reminderOn' | 'deadline'>;

export interface CustomerWaitDatesInput {
  /** The moment the wait starts (the rejection, the proof), epoch ms. */
  readonly now: number;
  /** Known business days, ascending 'YYYY-MM-DD' (@shop/business-days `buildBusinessDays`). */
  readonly businessDays: readonly string[];
  /** Default DEFAULT_REMINDER_AFTER_DAYS (2). */
  readonly reminderAfterDays?: number;
  /** Default DEFAULT_DEADLINE_DAYS (5). */
  readonly deadlineDays?: number;
  /** Hours east of UTC; default 9 (JST). */
  readonly offsetHours?: number;
}

/** The calendar ends before the deadline would. */
export interface CalendarTooShort {
  readonly type: 'calendar_too_short';
  readonly needed: number;
}

/**
 * The reminder day and the deadline of a wait starting at `now`: the `reminderAfterDays`-th and the
 * `deadlineDays`-th business day after the shop-local day of `now` (a request on Monday: reminder
 * Wednesday, deadline the next Monday, holidays aside). Counts whole days: the 14:00 cut-off of
 * shipping dates does not apply to answers.
 */
export function customerWaitDates(input: CustomerWaitDatesInput): Result<CustomerWaitDates, CalendarTooShort> {
  const reminderAfterDays = input.reminderAfterDays ?? DEFAULT_REMINDER_AFTER_DAYS;
  const deadlineDays = input.deadlineDays ?? DEFAULT_DEADLINE_DAYS;
  if (!Number.isSafeInteger(deadlineDays) || deadlineDays < 1) {
    throw new RangeError(`deadlineDays must be a whole number of business days from 1, got ${deadlineDays}`);
  }
  if (!Number.isSafeInteger(reminderAfterDays) || reminderAfterDays < 1 || reminderAfterDays > deadlineDays) {
    throw new RangeError(`reminderAfterDays must be a whole number of business days from 1 to deadlineDays, got ${reminderAfterDays}`);
  }
  const today = shopLocalDate(input.now, input.offsetHours ?? DEFAULT_SHOP_OFFSET_HOURS);
  // Zero-padded 'YYYY-MM-DD' strings compare like the dates they name.
  const after = input.businessDays.filter((day) => day > today);
  const reminderOn = after[reminderAfterDays - 1];
  const deadline = after[deadlineDays - 1];
  if (reminderOn === undefined || deadline === undefined) return refuse({ type: 'calendar_too_short', needed: deadlineDays });
  return ok({ reminderOn, deadline });
}

/** Whether the last day to answer lies before the shop-local day of `now`. */
export function isDeadlinePassed(wait: Pick<CustomerWait, 'deadline'>, now: number, offsetHours = DEFAULT_SHOP_OFFSET_HOURS): boolean {
  return shopLocalDate(now, offsetHours) > wait.deadline;
}

/** Whether the reminder is due at `now`: not sent yet, its day reached, the deadline not passed. */
export function isReminderDue(wait: CustomerWait, now: number, offsetHours = DEFAULT_SHOP_OFFSET_HOURS): boolean {
  return wait.remindedAt === null && shopLocalDate(now, offsetHours) >= wait.reminderOn && !isDeadlinePassed(wait, now, offsetHours);
}

/** What the shop's schedule must do for a job at `now` (the sweep calls `transition` with it), or null. */
export function dueSystemEvent(
  job: Pick<ArtJob, 'waiting'>,
  now: number,
  offsetHours = DEFAULT_SHOP_OFFSET_HOURS,
): 'deadline_passed' | 'send_reminder' | null {
  if (job.waiting === null) return null;
  if (isDeadlinePassed(job.waiting, now, offsetHours)) return 'deadline_passed';
  return isReminderDue(job.waiting, now, offsetHours) ? 'send_reminder' : null;
}

/** What the deadline rule does in each case. */
export const DEADLINE_RULE = {
  /** No answer to the proof: production prints the proofed version. */
  unansweredProof: 'proceed_as_is',
  /** データ不備 whose reasons are all warnings: production prints the version as it is. */
  warningsOnly: 'proceed_as_is',
  /** データ不備 with any reason that is an error: the order is cancelled and refunded in full. */
  anyError: 'cancel_with_refund',
} as const;

/** Where a job goes when its deadline passes, by the rule. */
export function deadlineOutcome(job: Pick<ArtJob, 'status' | 'versions'>): 'proceeded_as_is' | 'cancelled' {
  if (job.status !== 'needs_fix') return 'proceeded_as_is';
  return defectSeverity(currentDefects(job)) === 'error' ? 'cancelled' : 'proceeded_as_is';
}

/** The reasons of the データ不備 the job is in (the latest version's last decision); empty in any other state. */
export function currentDefects(job: Pick<ArtJob, 'status' | 'versions'>): readonly DefectReasonEntry[] {
  if (job.status !== 'needs_fix') return [];
  const decision = latestVersion(job).decisions.at(-1);
  return decision?.outcome === 'data_rejected' ? decision.reasons : [];
}

function labelsOf(severity: DefectSeverity): string {
  return DEFECT_REASON_CODES.filter((code) => DEFECT_REASONS[code].severity === severity)
    .map((code) => DEFECT_REASONS[code].label)
    .join('、');
}

/**
 * The deadline rule in Japanese, one paragraph or list item per line (「・」), for the guidance
 * pages, the FAQ and the mails: the days come from the shop's settings, the reasons from DEFECT_REASONS.
 */
export function deadlineRuleText(options: { readonly reminderAfterDays?: number; readonly deadlineDays?: number } = {}): string {
  const reminderAfterDays = options.reminderAfterDays ?? DEFAULT_REMINDER_AFTER_DAYS;
  const deadlineDays = options.deadlineDays ?? DEFAULT_DEADLINE_DAYS;
  return [
    `データ不備のご連絡や校正（WEB校正）をお送りした日の翌営業日から数えて${deadlineDays}営業日目が、ご返答の期限です。同じく${reminderAfterDays}営業日目になってもご返答がない場合は、確認のメールをもう一度お送りします。`,
    '期限までにご返答がない場合は、次のとおり進めます。',
    '・校正へのご返答がない場合：お送りした校正の内容で製作します。',
    `・データ不備が「注意」の項目（${labelsOf('warning')}）だけの場合：現在のデータのまま製作します。`,
    `・データ不備に「要修正」の項目（${labelsOf('error')}）がある場合：ご注文をキャンセルし、代金を全額返金します。`,
    'いずれの場合もメールでお知らせし、製作に進む場合の発送予定日は、その日から数え直します。',
  ].join('\n');
}

/** The deadline rule with the default days (5 business days, a reminder after 2). */
export const DEADLINE_RULE_TEXT = deadlineRuleText();
