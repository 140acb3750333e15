/**
 * Wire schemas of the admin API (`/api/admin/*`): the staff session, the set-up link, the staff
 * member's own account, the staff list and the audit log. Form rules with their Japanese messages
 * come from `@shop/validation`; these add the wire shape (snake_case in, camelCase out).
 */
import {
  StaffCurrentPasswordSchema,
  StaffLoginSchema,
  StaffPasswordChangeSchema,
  StaffSetupSchema,
  StaffTotpConfirmSchema,
  StaffTotpLoginSchema,
} from '@shop/validation';
import * as v from 'valibot';
import {
  camelOutput,
  CountSchema,
  dataEnvelope,
  IdSchema,
  listEnvelope,
  MAX_DB_INTEGER,
  PAGINATION_META_ENTRIES,
  PageParamSchema,
  queryInteger,
  TimestampSchema,
  wireObject,
} from '../schemas/common.ts';
import { STAFF_PERMISSIONS, STAFF_ROLES, STAFF_ROLE_LABELS } from './staff-roles.ts';

const NOT_AN_OBJECT = '入力内容の形式が正しくありません';

export const StaffRoleSchema = v.picklist(
  STAFF_ROLES,
  `選択された権限は正しくありません（${STAFF_ROLES.map((r) => STAFF_ROLE_LABELS[r]).join('・')}）`,
);
export const StaffPermissionSchema = v.picklist(STAFF_PERMISSIONS);

/** The signed-in staff member as the back office sees themself. */
export const StaffMeSchema = wireObject({
  id: IdSchema,
  email: v.string(),
  name: v.string(),
  role: StaffRoleSchema,
  /** What this role may do (ROLE_PERMISSIONS); the back office builds its menu from it. */
  permissions: v.array(StaffPermissionSchema),
  totp_enabled: v.boolean(),
  /** Two-factor authentication is required for this role (owners always, others by the shop's setting). */
  totp_required: v.boolean(),
  /** Recovery codes not used yet. */
  recovery_codes_left: CountSchema,
});
export type StaffMeWire = v.InferInput<typeof StaffMeSchema>;
export type StaffMe = v.InferOutput<typeof StaffMeSchema>;

/** `GET /api/admin/me` → `{ data: StaffMe }`; 401 when not signed in. */
export const StaffMeResponseSchema = dataEnvelope(StaffMeSchema);

/** What the login asks for next: the authenticator's code, enrolling one (required but missing), or nothing. */
export const STAFF_LOGIN_STEPS = ['totp', 'enrol', 'done'] as const;
export type StaffLoginStep = (typeof STAFF_LOGIN_STEPS)[number];

/** `POST /api/admin/login` body. */
export const StaffLoginRequestSchema = camelOutput(StaffLoginSchema);
export type StaffLoginRequest = v.InferOutput<typeof StaffLoginRequestSchema>;

/** `POST /api/admin/login` and `/login/totp` → the next step and, once signed in, the staff member. */
export const StaffLoginResponseSchema = dataEnvelope(wireObject({ next: v.picklist(STAFF_LOGIN_STEPS), staff: v.nullable(StaffMeSchema) }));
export type StaffLoginResponse = v.InferOutput<typeof StaffLoginResponseSchema>;

/** `POST /api/admin/login/totp` body: a six-digit code or a recovery code. */
export const StaffTotpLoginRequestSchema = camelOutput(StaffTotpLoginSchema);
export type StaffTotpLoginRequest = v.InferOutput<typeof StaffTotpLoginRequestSchema>;

/** An authenticator app being enrolled: the secret (shown once, for typing by hand), its URI and a QR code. */
export const TotpEnrolmentSchema = wireObject({
  /** Base32, grouped by four for reading. */
  secret: v.string(),
  otpauth_uri: v.pipe(v.string(), v.startsWith('otpauth://totp/')),
  /** The URI as a QR code: an SVG `data:` URL for an <img>. */
  qr_data_url: v.pipe(v.string(), v.startsWith('data:image/svg+xml;base64,')),
});
export type TotpEnrolment = v.InferOutput<typeof TotpEnrolmentSchema>;
export const TotpEnrolmentResponseSchema = dataEnvelope(TotpEnrolmentSchema);

/** `GET /api/admin/setup/:token` → who the link is for; 404 (Japanese message) when unknown, used or expired. */
export const StaffSetupInfoResponseSchema = dataEnvelope(
  wireObject({ email: v.string(), name: v.string(), role: StaffRoleSchema, totp_required: v.boolean(), expires_at: TimestampSchema }),
);
export type StaffSetupInfo = v.InferOutput<typeof StaffSetupInfoResponseSchema>['data'];

/** `POST /api/admin/setup/:token` body. */
export const StaffSetupRequestSchema = camelOutput(StaffSetupSchema);
export type StaffSetupRequest = v.InferOutput<typeof StaffSetupRequestSchema>;

/** Recovery codes, shown once (set-up and enrolment): each works once instead of an authenticator code. */
export const RecoveryCodesResponseSchema = dataEnvelope(wireObject({ recovery_codes: v.array(v.string()) }));
export type RecoveryCodesResponse = v.InferOutput<typeof RecoveryCodesResponseSchema>;

/** `PUT /api/admin/account/password` body. */
export const StaffPasswordChangeRequestSchema = camelOutput(StaffPasswordChangeSchema);
export type StaffPasswordChangeRequest = v.InferOutput<typeof StaffPasswordChangeRequestSchema>;

/** `POST /api/admin/account/totp/confirm` body. */
export const StaffTotpConfirmRequestSchema = camelOutput(StaffTotpConfirmSchema);
export type StaffTotpConfirmRequest = v.InferOutput<typeof StaffTotpConfirmRequestSchema>;

/** `POST /api/admin/account/totp/disable` body. */
export const StaffCurrentPasswordRequestSchema = camelOutput(StaffCurrentPasswordSchema);
export type StaffCurrentPasswordRequest = v.InferOutput<typeof StaffCurrentPasswordRequestSchema>;

/** One staff member in the owner's list. */
export const StaffSummarySchema = wireObject({
  id: IdSchema,
  email: v.string(),
  name: v.string(),
  role: StaffRoleSchema,
  totp_enabled: v.boolean(),
  /** The set-up link has not been used yet (no password). */
  setup_pending: v.boolean(),
  disabled: v.boolean(),
  created_at: TimestampSchema,
  last_login_at: v.nullable(TimestampSchema),
});
export type StaffSummary = v.InferOutput<typeof StaffSummarySchema>;
export const StaffListResponseSchema = listEnvelope(StaffSummarySchema);
export const StaffSummaryResponseSchema = dataEnvelope(StaffSummarySchema);

/** `PUT /api/admin/staff/:id` body: a new role, or disabled / enabled again (at least one). */
export const StaffUpdateRequestSchema = camelOutput(
  v.pipe(
    v.object({ role: v.optional(StaffRoleSchema), disabled: v.optional(v.boolean('停止するかどうかを選択してください')) }, NOT_AN_OBJECT),
    v.check((input) => input.role !== undefined || input.disabled !== undefined, '変更する内容（権限または停止）を指定してください'),
  ),
);
export type StaffUpdateRequest = v.InferOutput<typeof StaffUpdateRequestSchema>;

/** The shop's staff settings: which roles besides the owner must use two-factor authentication. */
export const StaffSettingsSchema = wireObject({ totp_required_roles: v.array(StaffRoleSchema) });
export type StaffSettings = v.InferOutput<typeof StaffSettingsSchema>;
export const StaffSettingsResponseSchema = dataEnvelope(StaffSettingsSchema);
export const StaffSettingsRequestSchema = camelOutput(v.object({ totp_required_roles: v.array(StaffRoleSchema) }, NOT_AN_OBJECT));
export type StaffSettingsRequest = v.InferOutput<typeof StaffSettingsRequestSchema>;

/** Who did something: a staff member, the operator's command line, or the shop itself (a timer). */
export const AUDIT_ACTOR_KINDS = ['staff', 'cli', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** JSON as stored: any value. */
const JsonValueSchema = v.unknown();

/** One entry of the audit log. */
export const AuditEntrySchema = wireObject({
  id: IdSchema,
  at: TimestampSchema,
  actor_kind: v.picklist(AUDIT_ACTOR_KINDS),
  staff_id: v.nullable(IdSchema),
  /** The staff member's e-mail address, or `cli` / `system`. */
  actor: v.string(),
  action: v.string(),
  target_type: v.string(),
  target_id: v.nullable(v.string()),
  before: JsonValueSchema,
  after: JsonValueSchema,
  client_address: v.nullable(v.string()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

/** `GET /api/admin/audit` query: each filter optional; dates are JST calendar days, inclusive. */
export const AuditQuerySchema = wireObject({
  staff_id: v.optional(queryInteger(1, MAX_DB_INTEGER)),
  /** `cli` or `system`: entries without a staff member. */
  actor_kind: v.optional(v.picklist(AUDIT_ACTOR_KINDS, '操作者の種類が正しくありません')),
  action: v.optional(v.pipe(v.string(), v.maxLength(100))),
  target_type: v.optional(v.pipe(v.string(), v.maxLength(100))),
  target_id: v.optional(v.pipe(v.string(), v.maxLength(200))),
  from: v.optional(v.pipe(v.string(), v.isoDate('開始日はYYYY-MM-DDの形式で入力してください'))),
  until: v.optional(v.pipe(v.string(), v.isoDate('終了日はYYYY-MM-DDの形式で入力してください'))),
  page: v.optional(PageParamSchema),
});
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;

/** `GET /api/admin/audit` → entries newest first, paginated, with the values the filters offer. */
export const AuditListResponseSchema = wireObject({
  data: v.array(AuditEntrySchema),
  meta: wireObject({
    ...PAGINATION_META_ENTRIES,
    /** Every action recorded so far. */
    actions: v.array(v.string()),
    /** Every target type recorded so far. */
    target_types: v.array(v.string()),
    /** Every staff member who appears in the log (their latest e-mail address in it), for the "who" filter. */
    staff: v.array(wireObject({ id: IdSchema, email: v.string() })),
  }),
});
export type AuditListResponse = v.InferOutput<typeof AuditListResponseSchema>;
