// Public API of @shop/artwork-domain: explicit named exports only.

// The model: jobs, versions, decisions
export { ART_JOB_STATUSES, CUSTOMER_WAIT_STATUSES, READY_STATUSES, STAFF_QUEUE_STATUSES } from './model.ts';
export type {
  ArtActor,
  ArtActorRole,
  ArtDecision,
  ArtFileRef,
  ArtGarmentColor,
  ArtInk,
  ArtInkSet,
  ArtJob,
  ArtJobStatus,
  ArtMockup,
  ArtPlacement,
  ArtPrintMethod,
  ArtVersion,
  ArtVersionSource,
  ArtworkLayout,
  CustomerWait,
  DecisionOutcome,
  DefectReasonEntry,
  LayoutAnchor,
  PrintArea,
  ProofChoice,
} from './model.ts';

// New jobs (orders and reorders)
export { createArtJob, createReorderJob } from './create.ts';
export type { NewArtJob, NewArtJobRefusal } from './create.ts';

// Versions: the latest, what prints, immutability once decided
export {
  NOTE_MAX_LENGTH,
  approvedVersion,
  canChangeVersion,
  checkNewVersion,
  latestVersion,
  normaliseNote,
  productionFile,
  reviseVersion,
} from './versions.ts';
export type { NewArtVersion, VersionPatch, VersionRefusal } from './versions.ts';

// Transitions
export { allowedEvents, transition } from './transition.ts';
export { ART_EVENT_ROLES, ART_EVENT_TYPES } from './art-events.ts';
export type { ArtEffect, ArtEvent, ArtEventRecord, ArtEventType, ArtTransitioned, ArtTransitionRefusal } from './art-events.ts';

// Defect reasons (データ不備)
export {
  DEFECT_REASONS,
  DEFECT_REASON_CODES,
  REASON_TEXT_MAX_LENGTH,
  checkDefectReasons,
  defectReasonFromTemplate,
  defectSeverity,
  isDefectReasonCode,
} from './defect-reasons.ts';
export type { DefectReason, DefectReasonCode, DefectReasonRefusal, DefectSeverity } from './defect-reasons.ts';

// Waiting on the customer: reminder, deadline and the shop's rule
export {
  DEADLINE_RULE,
  DEADLINE_RULE_TEXT,
  DEFAULT_DEADLINE_DAYS,
  DEFAULT_REMINDER_AFTER_DAYS,
  currentDefects,
  customerWaitDates,
  deadlineOutcome,
  deadlineRuleText,
  dueSystemEvent,
  isDeadlinePassed,
  isReminderDue,
} from './deadline.ts';
export type { CalendarTooShort, CustomerWaitDates, CustomerWaitDatesInput } from './deadline.ts';

// The shipping date counted again from the last approval
export { describeShipDateRecount, recountShipDate } from './ship-date.ts';
export type { RecountShipDateInput, ShipDateChange, ShipDateRecount } from './ship-date.ts';

// An order's artwork from its jobs
export { ORDER_ART_STATES, orderArtState } from './order-art.ts';
export type { OrderArtState, OrderArtSummary } from './order-art.ts';

// The print-size rule
export { defaultLayout, fitWidthMm, isValidLayout, placeArtwork } from './placement.ts';
export type { ArtworkSize, MmRect, PlacedArtwork } from './placement.ts';

// Preflight
export {
  MIN_LINE_MM,
  MIN_TEXT_PT,
  RECOMMENDED_DPI,
  orderedInkCount,
  preflight,
  suggestedDefectReasons,
  worstSeverity,
} from './preflight.ts';
export type { AnalysedArtwork, PreflightInput } from './preflight.ts';
export { FINDING_SEVERITY_LABELS, PREFLIGHT_CODES, PREFLIGHT_CODE_LABELS } from './preflight-findings.ts';
export type { FindingSeverity, PreflightCode, PreflightFinding } from './preflight-findings.ts';

// Japanese labels and refusal messages
export {
  ART_ACTOR_ROLE_LABELS,
  ART_EVENT_LABELS,
  ART_JOB_STATUS_HINTS,
  ART_JOB_STATUS_LABELS,
  ART_VERSION_SOURCE_LABELS,
  DECISION_OUTCOME_LABELS,
  ORDER_ART_STATE_LABELS,
  PROOF_CHOICE_LABELS,
  RESUBMIT_LABELS,
} from './labels.ts';
export { artRefusalMessage } from './refusal-messages.ts';
export type { ArtRefusal } from './refusal-messages.ts';
