/**
 * Fixture builders for tests (`@shop/artwork-domain/testing`). Every builder returns valid data and
 * takes overrides; `artJobIn(status)` drives a new job through the real `transition`s to the state
 * asked for, so a fixture is always a job the rules could have made.
 */
import { DEFAULT_CLOSURES, buildBusinessDays, japaneseHolidays } from '@shop/business-days';
import { createArtJob, type NewArtJob } from '../create.ts';
import { customerWaitDates, type CustomerWaitDates } from '../deadline.ts';
import type { DefectReasonCode } from '../defect-reasons.ts';
import { DEFECT_REASONS } from '../defect-reasons.ts';
import type { ArtActor, ArtFileRef, ArtJob, ArtJobStatus } from '../model.ts';
import type { ArtEvent } from '../art-events.ts';
import { transition } from '../transition.ts';
import type { NewArtVersion } from '../versions.ts';

/** Tuesday 24 November 2026, 10:00 in Japan (epoch ms). */
export const FIXTURE_NOW = Date.UTC(2026, 10, 24, 1);
/** One hour (ms), to step fixtures through time. */
export const HOUR_MS = 3_600_000;

/** Business days from November 2026 to March 2027 (Japanese holidays, the year-end break). */
export const FIXTURE_BUSINESS_DAYS: readonly string[] = buildBusinessDays({
  from: '2026-11-01',
  to: '2027-03-31',
  holidays: japaneseHolidays('2026-11-01', '2027-03-31'),
  closures: DEFAULT_CLOSURES,
});

export const A_CUSTOMER: ArtActor = { role: 'customer', id: 7 };
export const A_STAFF: ArtActor = { role: 'staff', id: 3 };
export const THE_SYSTEM: ArtActor = { role: 'system' };

/** A stored file; `seed` makes its uuid and SHA-256 differ from other files'. */
export function aFileRef(seed = 1, overrides: Partial<ArtFileRef> = {}): ArtFileRef {
  const hex = seed.toString(16).padStart(2, '0');
  return {
    uuid: `00000000-0000-4000-8000-0000000000${hex.slice(-2)}`,
    sha256: hex.slice(-2).repeat(32),
    name: `logo-${seed}.png`,
    mimeType: 'image/png',
    byteSize: 120_000 + seed,
    ...overrides,
  };
}

/** A new version's content: a 3000 × 3000 px upload printed 250 mm wide at the top of the area. */
export function aNewVersion(overrides: Partial<NewArtVersion> = {}): NewArtVersion {
  return {
    customerFile: aFileRef(1),
    printerFile: null,
    layout: { widthMm: 250, anchor: 'top', offsetXMm: 0, offsetYMm: 0 },
    preflight: [],
    mockups: [],
    note: null,
    ...overrides,
  };
}

/** What a job is about: a two-colour silk-screen front print on a white and a black T-shirt, proof wanted. */
export function aNewArtJob(overrides: Partial<NewArtJob> = {}): NewArtJob {
  return {
    id: 11,
    orderId: 5,
    orderProductionId: 8,
    method: 'silkscreen',
    placement: { printSpecId: 21, name: 'A4 前面', position: '前面', area: { widthMm: 300, heightMm: 400 } },
    garmentColors: [
      { id: 1, name: 'ホワイト', hex: '#ffffff', isDark: false },
      { id: 2, name: 'ブラック', hex: '#111111', isDark: true },
    ],
    inkSets: [
      {
        garmentColorId: null,
        inks: [
          { id: 1, name: 'レッド', hex: '#d7263d' },
          { id: 2, name: 'ネイビー', hex: '#1b2a49' },
        ],
      },
    ],
    proof: 'wanted',
    leadDays: 8,
    ...overrides,
  };
}

/** A new job with version 1 uploaded at `now`, awaiting the shop's check. */
export function aNewJobAwaitingCheck(overrides: Partial<NewArtJob> = {}, now = FIXTURE_NOW): ArtJob {
  const created = createArtJob(aNewArtJob(overrides), { source: 'customer_upload', by: A_CUSTOMER, version: aNewVersion() }, now);
  if (!created.ok) throw new Error(`fixture job refused: ${created.error.type}`);
  return created.value;
}

/** The reminder day and deadline of a wait starting at `now` on the fixture calendar (2 and 5 business days). */
export function waitFrom(now: number): CustomerWaitDates {
  const dates = customerWaitDates({ now, businessDays: FIXTURE_BUSINESS_DAYS });
  if (!dates.ok) throw new Error('the fixture calendar is too short');
  return dates.value;
}

export interface ArtJobInOptions {
  readonly job?: Partial<NewArtJob>;
  /** The reasons of a データ不備 (default: low resolution, a warning). */
  readonly reasons?: readonly DefectReasonCode[];
}

function apply(job: ArtJob, event: ArtEvent, at: number): ArtJob {
  const result = transition(job, event, at);
  if (!result.ok) throw new Error(`fixture transition ${event.type} from ${job.status} refused: ${result.error.type}`);
  return result.value.job;
}

/**
 * A job in `status`, reached through real transitions one hour apart from FIXTURE_NOW (needs_fix
 * and proceeded_as_is by a データ不備 with `options.reasons`; proceeded_as_is once the deadline passed).
 */
export function artJobIn(status: ArtJobStatus, options: ArtJobInOptions = {}): ArtJob {
  let at = FIXTURE_NOW;
  const next = () => (at += HOUR_MS);
  let job = aNewJobAwaitingCheck(options.job, at);
  const version = () => job.versions.length;
  const reasons = (options.reasons ?? ['low_resolution']).map((code) => ({ code, text: DEFECT_REASONS[code].template }));
  const reject = () =>
    (job = apply(job, { type: 'reject_data', by: A_STAFF, versionNumber: version(), reasons, wait: waitFrom(at) }, next()));
  const approve = () => (job = apply(job, { type: 'approve_data', by: A_STAFF, versionNumber: version(), wait: waitFrom(at) }, next()));
  switch (status) {
    case 'awaiting_check':
      break;
    case 'needs_fix':
      reject();
      break;
    case 'awaiting_proof':
      approve();
      break;
    case 'changes_requested':
      approve();
      job = apply(
        job,
        { type: 'request_changes', by: A_CUSTOMER, versionNumber: version(), note: 'ロゴをもう少し小さくしてください。' },
        next(),
      );
      break;
    case 'ready_for_production':
      approve();
      if (job.status === 'awaiting_proof') job = apply(job, { type: 'approve_proof', by: A_CUSTOMER, versionNumber: version() }, next());
      break;
    case 'proceeded_as_is':
    case 'cancelled':
      if (status === 'proceeded_as_is' || options.reasons !== undefined) {
        reject();
        const after = Date.parse(`${job.waiting?.deadline ?? ''}T15:00:00Z`); // 00:00 JST the day after the deadline
        job = apply(job, { type: 'deadline_passed', by: THE_SYSTEM }, after);
      } else {
        job = apply(job, { type: 'cancel', by: A_STAFF, note: 'ご注文のキャンセル' }, next());
      }
      break;
  }
  if (job.status !== status) throw new Error(`fixture reached ${job.status}, not ${status}`);
  return job;
}
