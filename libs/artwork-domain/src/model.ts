/**
 * The artwork model (issue #30 "The artwork model"): what the shop keeps of one print of an order
 * from the shopper's file to the press, as plain read-only data (JSON as it is; the server stores it
 * in rows and loads a job with its versions and decisions).
 *
 *   ArtJob        one per order production × placement (front, back, left chest…): what is printed
 *                 where and how, the proof choice, its state, and its versions
 *   ArtVersion    numbered 1, 2, …: the customer's file, the printer's file, the chosen print size
 *                 and position, the preflight findings, the mock-ups; never changed once decided
 *   ArtDecision   taken on one version: who, when, what, why (coded reasons), a note
 *
 * Ids are numbers (0 for a row not stored yet), moments epoch ms, calendar days shop-local
 * 'YYYY-MM-DD', lengths millimetres. Every rule returns new values.
 */
import type { DesignMethod } from '@shop/api-contract';
import type { PreflightFinding } from './preflight-findings.ts';
import type { DefectReasonCode } from './defect-reasons.ts';

/** The print methods whose artwork is checked (the catalogue's slugs: 'inkjet', 'white-inkjet', 'silkscreen'). */
export type ArtPrintMethod = DesignMethod;

// ---------------------------------------------------------------------------------------------
// States

/** The states of an art job, in the order a job usually goes through them. */
export const ART_JOB_STATUSES = [
  /** The shop checks the latest version (データ確認中). */
  'awaiting_check',
  /** The shop found defects; the customer sends a new file or accepts them (データ不備). */
  'needs_fix',
  /** The shop approved the data and sent the proof; the customer answers it (校正確認待ち). */
  'awaiting_proof',
  /** The customer asked for changes to the proof; the shop answers (修正依頼). */
  'changes_requested',
  /** Approved: production may print the latest version (製作待ち). */
  'ready_for_production',
  /** No answer by the deadline and nothing but warnings: production prints the latest version as it is. */
  'proceeded_as_is',
  /** Ended without printing (the order was cancelled, or the deadline passed on a defect that is an error). */
  'cancelled',
] as const;
export type ArtJobStatus = (typeof ART_JOB_STATUSES)[number];

/** States in which production may print the job's latest version. */
export const READY_STATUSES: readonly ArtJobStatus[] = ['ready_for_production', 'proceeded_as_is'];

/** States in which the job waits on the customer (a deadline and a reminder run). */
export const CUSTOMER_WAIT_STATUSES: readonly ArtJobStatus[] = ['needs_fix', 'awaiting_proof'];

/** States in which the job waits on the shop's staff (the artwork check queue). */
export const STAFF_QUEUE_STATUSES: readonly ArtJobStatus[] = ['awaiting_check', 'changes_requested'];

// ---------------------------------------------------------------------------------------------
// Who acts

/**
 * Who took a decision or made a version: the customer (`id` null for a guest acting through the
 * order's private link), a staff member, or the shop's own schedule (reminders, deadlines, reorders).
 */
export type ArtActor =
  { readonly role: 'customer'; readonly id: number | null } | { readonly role: 'staff'; readonly id: number } | { readonly role: 'system' };
export type ArtActorRole = ArtActor['role'];

// ---------------------------------------------------------------------------------------------
// What is printed where

/** A stored file (the file API's uuid) with what proves it is the same bytes. */
export interface ArtFileRef {
  readonly uuid: string;
  /** SHA-256 of the bytes, 64 lower-case hex digits. */
  readonly sha256: string;
  /** The name it was uploaded or exported under, for people. */
  readonly name: string;
  readonly mimeType: string;
  readonly byteSize: number; // bytes
}

/** A mock-up picture: the artwork on the garment in one ordered colour, at true scale. */
export interface ArtMockup {
  readonly garmentColorId: number;
  readonly file: ArtFileRef;
}

/** A print area in millimetres (the print spec's largest area, e.g. A4 210 × 297). */
export interface PrintArea {
  readonly widthMm: number;
  readonly heightMm: number;
}

/** Where on the garment the job prints: a print spec of the product. */
export interface ArtPlacement {
  readonly printSpecId: number;
  /** The print spec's name, e.g. 'A4 前面'. */
  readonly name: string;
  /** The catalogue's position, e.g. 前面, 背面, 左胸. */
  readonly position: string;
  readonly area: PrintArea;
}

/** A garment colour ordered in the production (`isDark` as the catalogue says: `is_dark`). */
export interface ArtGarmentColor {
  readonly id: number;
  readonly name: string;
  /** '#rrggbb' */
  readonly hex: string;
  readonly isDark: boolean;
}

/** A named silk-screen ink of the method's palette. */
export interface ArtInk {
  readonly id: number;
  readonly name: string;
  /** '#rrggbb' */
  readonly hex: string;
}

/**
 * The inks ordered for silk-screen, in print order: one set for every garment colour
 * (`garmentColorId` null), or one set per garment colour when each has its own (colour changes).
 */
export interface ArtInkSet {
  readonly garmentColorId: number | null;
  readonly inks: readonly ArtInk[];
}

/** How the artwork sits in the area vertically: its top at the area's top, or centred. Always centred across. */
export type LayoutAnchor = 'top' | 'center';

/**
 * The print size and position the shopper chose (the same for every method, and for the design
 * tool's export): the print width with the artwork's aspect kept, and its place in the area, moved
 * from the anchor by the offsets. `placeArtwork` turns it into the rectangle that prints.
 */
export interface ArtworkLayout {
  readonly widthMm: number;
  readonly anchor: LayoutAnchor;
  /** Millimetres to the right (negative: to the left) of centred. */
  readonly offsetXMm: number;
  /** Millimetres down (negative: up) from the anchor. */
  readonly offsetYMm: number;
}

/** Whether the customer sees a proof before production ('skipped': 校正なしで進める, chosen at checkout). */
export type ProofChoice = 'wanted' | 'skipped';

// ---------------------------------------------------------------------------------------------
// Versions and decisions

/** Where a version came from. A reorder's first version copies the approved version of the job it repeats. */
export type ArtVersionSource = 'customer_upload' | 'design_tool' | 'staff_fix' | 'reorder';

/** What a decision said. */
export type DecisionOutcome =
  /** Staff: the data prints (the proof follows, or production when the customer chose none). */
  | 'data_approved'
  /** Staff: データ不備, with coded reasons and a deadline. */
  | 'data_rejected'
  /** Customer: 「この内容で進める」 on the proof. */
  | 'proof_approved'
  /** Customer: 「修正を依頼する」 with a note. */
  | 'changes_requested'
  /** Customer: prints as it is despite defects that are only warnings (「このまま進める」). */
  | 'accepted_as_is'
  /** System: the deadline passed; printed as it is (see DEADLINE_RULE). */
  | 'deadline_proceeded'
  /** System: the deadline passed on a defect that is an error; the order is cancelled and refunded. */
  | 'deadline_cancelled'
  /** System: a reorder reuses a version approved for the order it repeats. */
  | 'reused';

/** One reason of a データ不備 decision: a code of DEFECT_REASONS and the text the customer reads (the template, edited). */
export interface DefectReasonEntry {
  readonly code: DefectReasonCode;
  readonly text: string;
}

/** A decision on a version. Decisions are appended, never changed or removed. */
export interface ArtDecision {
  readonly outcome: DecisionOutcome;
  readonly by: ArtActor;
  readonly at: number; // epoch ms
  /** Coded reasons: only for 'data_rejected' (at least one); empty otherwise. */
  readonly reasons: readonly DefectReasonEntry[];
  /** Free text: the staff's explanation, the customer's change request (required for 'changes_requested'). */
  readonly note: string | null;
}

/**
 * A numbered version of a job's artwork. Its content (every field but `decisions`) may be completed
 * (printer's file, preflight, mock-ups) only while it is the job's latest version and no decision is
 * taken on it (`canChangeVersion`); after that it never changes, and `decisions` only grows.
 */
export interface ArtVersion {
  /** 1, 2, … in the order the versions were made. */
  readonly number: number;
  readonly source: ArtVersionSource;
  /** The customer's file: their upload or the design tool's export (kept from the version before for a staff fix). */
  readonly customerFile: ArtFileRef;
  /** The file production prints (a staff fix, a printer's SVG…); null: the customer's file prints as it is. */
  readonly printerFile: ArtFileRef | null;
  /** The print size and position chosen for this version. */
  readonly layout: ArtworkLayout;
  /** What the preflight found, kept as it was shown (see `preflight`). */
  readonly preflight: readonly PreflightFinding[];
  readonly mockups: readonly ArtMockup[];
  /** What the maker of the version said with it (a re-upload's comment, a staff fix's explanation). */
  readonly note: string | null;
  readonly createdBy: ArtActor;
  readonly createdAt: number; // epoch ms
  /** For a reorder: the job and version it copies. */
  readonly reusedFrom: { readonly jobId: number; readonly versionNumber: number } | null;
  readonly decisions: readonly ArtDecision[];
}

/**
 * While a job waits on the customer (needs_fix, awaiting_proof): since when, the day a reminder is
 * due, the last day to answer, and when the reminder went out.
 */
export interface CustomerWait {
  readonly since: number; // epoch ms
  /** 'YYYY-MM-DD': from this shop-local day on, a reminder is due. */
  readonly reminderOn: string;
  /** 'YYYY-MM-DD': the last shop-local day to answer; the day after, the deadline rule applies. */
  readonly deadline: string;
  readonly remindedAt: number | null; // epoch ms
}

/**
 * One print of an order's production on one placement, checked and proofed on its own. The server
 * loads it with all its versions; `transition` returns the job after an event.
 */
export interface ArtJob {
  readonly id: number;
  readonly orderId: number;
  readonly orderProductionId: number;
  readonly method: ArtPrintMethod;
  readonly placement: ArtPlacement;
  /** The garment colours ordered (at least one), in the production's order. */
  readonly garmentColors: readonly ArtGarmentColor[];
  /** Silk-screen inks ordered; empty for inkjet methods. */
  readonly inkSets: readonly ArtInkSet[];
  readonly proof: ProofChoice;
  /** Business days of production of the job's print method (the shipping date counts them). */
  readonly leadDays: number;
  readonly status: ArtJobStatus;
  /** Every version, numbered 1…n in order; never empty. The last is the latest. */
  readonly versions: readonly ArtVersion[];
  /** Set while the job waits on the customer (CUSTOMER_WAIT_STATUSES), null otherwise. */
  readonly waiting: CustomerWait | null;
  /** When the job became ready for production (or proceeded as it is); the shipping date counts from it. */
  readonly readyAt: number | null; // epoch ms
  readonly createdAt: number; // epoch ms
  readonly updatedAt: number; // epoch ms
}
