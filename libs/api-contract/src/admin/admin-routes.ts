/**
 * Every call of the back office (`/api/admin/*`), kept apart from the storefront's `API_ROUTES`:
 * the server registers these handlers from this table, behind the staff session and the staff
 * CSRF token, and refuses with 403 a call whose `permission` the staff member's role lacks
 * (ROLE_PERMISSIONS). `requiresLogin` means a signed-in staff member (never a customer).
 */
import { MessageResponseSchema, NoContentSchema } from '../schemas/common.ts';
import { defineRoute, type ApiRoute } from '../routes/api-route.ts';
import {
  AuditListResponseSchema,
  AuditQuerySchema,
  RecoveryCodesResponseSchema,
  StaffCurrentPasswordRequestSchema,
  StaffListResponseSchema,
  StaffLoginRequestSchema,
  StaffLoginResponseSchema,
  StaffMeResponseSchema,
  StaffPasswordChangeRequestSchema,
  StaffSettingsRequestSchema,
  StaffSettingsResponseSchema,
  StaffSetupInfoResponseSchema,
  StaffSetupRequestSchema,
  StaffSummaryResponseSchema,
  StaffTotpConfirmRequestSchema,
  StaffTotpLoginRequestSchema,
  StaffUpdateRequestSchema,
  TotpEnrolmentResponseSchema,
} from './admin-schemas.ts';
import {
  MessageTemplateListResponseSchema,
  MessageThreadListResponseSchema,
  MessageThreadQuerySchema,
  MessageThreadResponseSchema,
} from './message-schemas.ts';
import { OrderMessageRequestSchema, OrderMessageResponseSchema } from '../schemas/order-message.ts';
import {
  AdminOrderDetailResponseSchema,
  AdminOrderListResponseSchema,
  AdminOrderQuerySchema,
  DashboardResponseSchema,
  OrderBulkStatusRequestSchema,
  OrderBulkStatusResponseSchema,
} from './admin-order-schemas.ts';
import type { StaffPermission } from './staff-roles.ts';
import {
  AdminArtApproveRequestSchema,
  AdminArtImageSchema,
  AdminArtJobResponseSchema,
  AdminArtPreflightResponseSchema,
  AdminArtQueueQuerySchema,
  AdminArtQueueResponseSchema,
  AdminArtRejectRequestSchema,
  AdminArtStaffFixFormSchema,
} from './admin-artwork-schemas.ts';

/**
 * How far a staff session must have got for a call:
 * - `none`: no sign-in (the CSRF cookie, login, the set-up link);
 * - `password`: the password was right and the authenticator's code is awaited (`/login/totp` only);
 * - `enrol`: signed in, but the role requires two-factor authentication and none is enrolled yet:
 *   only the calls that enrol one (and `me`, logout) are open;
 * - `full`: signed in completely.
 */
export type AdminStage = 'none' | 'password' | 'enrol' | 'full';

/** An admin call: a route plus the permission it needs and the session stage it needs. */
export interface AdminRoute extends ApiRoute {
  /** What the role must be allowed (STAFF_PERMISSIONS); null: any signed-in staff member. */
  readonly permission: StaffPermission | null;
  readonly stage: AdminStage;
}

function defineAdminRoute<const TRoute extends AdminRoute>(route: TRoute): TRoute {
  return defineRoute(route);
}

const open = { requiresLogin: false, permission: null, stage: 'none' } as const;
const anyStaff = { requiresLogin: true, permission: null, stage: 'full' } as const;
/** Open to a staff member who must still enrol an authenticator (and to everyone signed in). */
const enrolling = { requiresLogin: true, permission: null, stage: 'enrol' } as const;

export const ADMIN_ROUTES = {
  adminCsrfCookie: defineAdminRoute({
    ...open,
    method: 'GET',
    path: '/api/admin/csrf-cookie',
    summary: 'Starts a staff session (not signed in) and sets the STAFF-XSRF-TOKEN cookie',
    response: NoContentSchema,
    successStatus: 204,
    mutates: false,
  }),
  adminLogin: defineAdminRoute({
    ...open,
    method: 'POST',
    path: '/api/admin/login',
    summary:
      'Staff login with e-mail and password (new session id); answers the next step: totp (code awaited), enrol (two-factor required, none set) or done. Throttled per e-mail and per client address (429)',
    request: StaffLoginRequestSchema,
    response: StaffLoginResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  adminLoginTotp: defineAdminRoute({
    requiresLogin: true,
    permission: null,
    stage: 'password',
    method: 'POST',
    path: '/api/admin/login/totp',
    summary:
      "The authenticator's six-digit code (or one recovery code) after the password: completes the login on a new session id; a code already used is refused",
    request: StaffTotpLoginRequestSchema,
    response: StaffLoginResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  adminLogout: defineAdminRoute({
    requiresLogin: true,
    permission: null,
    stage: 'password',
    method: 'POST',
    path: '/api/admin/logout',
    summary: 'Ends the staff session (at any stage of the login)',
    response: NoContentSchema,
    successStatus: 204,
    mutates: true,
  }),
  adminMe: defineAdminRoute({
    ...enrolling,
    method: 'GET',
    path: '/api/admin/me',
    summary: 'The signed-in staff member: role, permissions, two-factor state',
    response: StaffMeResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  adminSetup: defineAdminRoute({
    ...open,
    method: 'GET',
    path: '/api/admin/setup/:token',
    summary: 'Who a set-up link is for (404 with a Japanese message when unknown, used or expired)',
    response: StaffSetupInfoResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  adminSetupTotp: defineAdminRoute({
    ...open,
    method: 'POST',
    path: '/api/admin/setup/:token/totp',
    summary: 'Starts enrolling an authenticator on a set-up link: a new secret, its otpauth URI and QR code (replaces an earlier one)',
    response: TotpEnrolmentResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  adminSetupComplete: defineAdminRoute({
    ...open,
    method: 'POST',
    path: '/api/admin/setup/:token',
    summary:
      "Uses a set-up link once: sets the password and, with the authenticator's code, enables two-factor authentication; answers the recovery codes (once)",
    request: StaffSetupRequestSchema,
    response: RecoveryCodesResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  adminPassword: defineAdminRoute({
    ...anyStaff,
    method: 'PUT',
    path: '/api/admin/account/password',
    summary: 'Changes the own password (current one required); every other session of the staff member ends, this one gets a new id',
    request: StaffPasswordChangeRequestSchema,
    response: MessageResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  adminTotpStart: defineAdminRoute({
    ...enrolling,
    method: 'POST',
    path: '/api/admin/account/totp',
    summary: 'Starts enrolling a (new) authenticator for the own account: secret, otpauth URI, QR code; nothing changes until confirmed',
    response: TotpEnrolmentResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  adminTotpConfirm: defineAdminRoute({
    ...enrolling,
    method: 'POST',
    path: '/api/admin/account/totp/confirm',
    summary: 'Confirms the authenticator being enrolled with its code: two-factor authentication is on, new recovery codes (once)',
    request: StaffTotpConfirmRequestSchema,
    response: RecoveryCodesResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  adminTotpDisable: defineAdminRoute({
    ...anyStaff,
    method: 'POST',
    path: '/api/admin/account/totp/disable',
    summary: 'Turns two-factor authentication off (current password required); refused (422) where the role requires it',
    request: StaffCurrentPasswordRequestSchema,
    response: StaffMeResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  adminStaffList: defineAdminRoute({
    ...anyStaff,
    permission: 'staff.read',
    method: 'GET',
    path: '/api/admin/staff',
    summary: 'Every staff member with role, two-factor state and last login',
    response: StaffListResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  adminStaffUpdate: defineAdminRoute({
    ...anyStaff,
    permission: 'staff.manage',
    method: 'PUT',
    path: '/api/admin/staff/:id',
    summary: "Changes a staff member's role or disables / enables them (their sessions end); the last active owner cannot be changed",
    request: StaffUpdateRequestSchema,
    response: StaffSummaryResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  adminStaffSettings: defineAdminRoute({
    ...anyStaff,
    permission: 'staff.read',
    method: 'GET',
    path: '/api/admin/staff-settings',
    summary: 'Which roles must use two-factor authentication (owners always do)',
    response: StaffSettingsResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  adminStaffSettingsUpdate: defineAdminRoute({
    ...anyStaff,
    permission: 'staff.manage',
    method: 'PUT',
    path: '/api/admin/staff-settings',
    summary: 'Sets which roles besides the owner must use two-factor authentication',
    request: StaffSettingsRequestSchema,
    response: StaffSettingsResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  adminAudit: defineAdminRoute({
    ...anyStaff,
    permission: 'audit.read',
    method: 'GET',
    path: '/api/admin/audit',
    summary: 'The audit log, newest first, filtered by staff member, kind of actor, action, target and JST dates; 50 a page',
    query: AuditQuerySchema,
    response: AuditListResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  adminMessageThreads: defineAdminRoute({
    ...anyStaff,
    permission: 'messages.read',
    method: 'GET',
    path: '/api/admin/messages',
    summary:
      "The orders with messages: the customer's unread messages, since when each waits on the customer (the shop's first message the customer has not answered, or an art job in データ不備 / 校正確認待ち: the longer), the longest wait first, 50 a page",
    query: MessageThreadQuerySchema,
    response: MessageThreadListResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  adminOrderThread: defineAdminRoute({
    ...anyStaff,
    permission: 'messages.read',
    method: 'GET',
    path: '/api/admin/orders/:number/messages',
    summary: "One order's thread with the customer, oldest first, and since when it waits on them (404 for no such order)",
    response: MessageThreadResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  adminOrderThreadRead: defineAdminRoute({
    ...anyStaff,
    permission: 'messages.read',
    method: 'POST',
    path: '/api/admin/orders/:number/messages/read',
    summary: "Marks the customer's messages of the order read by the shop (the thread screen calls it once it shows them)",
    response: NoContentSchema,
    successStatus: 204,
    mutates: true,
  }),
  adminOrderMessageCreate: defineAdminRoute({
    ...anyStaff,
    permission: 'messages.send',
    method: 'POST',
    path: '/api/admin/orders/:number/messages',
    summary:
      'Replies to the customer (plain text, ≤ 2,000 characters): the customer gets a mail with the text and a link to the order page; recorded in the audit log',
    request: OrderMessageRequestSchema,
    response: OrderMessageResponseSchema,
    successStatus: 201,
    mutates: true,
  }),
  adminMessageTemplates: defineAdminRoute({
    ...anyStaff,
    permission: 'messages.send',
    method: 'GET',
    path: '/api/admin/orders/:number/message_templates',
    summary:
      "The reply templates (a file the operator edits) with the order's values filled in: {name}, {orderNumber}, {shipDate}, {total}, {orderUrl}",
    response: MessageTemplateListResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  adminDashboard: defineAdminRoute({
    ...anyStaff,
    permission: 'orders.read',
    method: 'GET',
    path: '/api/admin/dashboard',
    summary:
      "Today's work: open orders per status by shipping date (overdue, today, later), the most overdue ones, orders and pieces per print method, art jobs waiting on the staff and on the customer",
    response: DashboardResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  adminOrders: defineAdminRoute({
    ...anyStaff,
    permission: 'orders.read',
    method: 'GET',
    path: '/api/admin/orders',
    summary:
      'Order search by number, name, furigana, e-mail, phone or postal code, filtered by status, print method, payment and shipping dates; by shipping date, 50 a page (400 in English for a malformed query)',
    query: AdminOrderQuerySchema,
    response: AdminOrderListResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  adminOrder: defineAdminRoute({
    ...anyStaff,
    permission: 'orders.read',
    method: 'GET',
    path: '/api/admin/orders/:number',
    summary: 'One order with its customer and addresses, payment, full history, art jobs in words and the recounted shipping date',
    response: AdminOrderDetailResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  adminOrdersBulkStatus: defineAdminRoute({
    ...anyStaff,
    permission: 'orders.manage',
    method: 'POST',
    path: '/api/admin/orders/bulk_status',
    summary:
      "One status change (the operator's: 入金確認, データ確認開始, 製作開始, 配達完了, キャンセル) on up to 100 orders: answered per order, changed or refused with the Japanese reason; each change in the audit log",
    request: OrderBulkStatusRequestSchema,
    response: OrderBulkStatusResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  adminArtQueue: defineAdminRoute({
    ...anyStaff,
    permission: 'artwork.read',
    method: 'GET',
    path: '/api/admin/art-jobs',
    summary:
      'The artwork check queue: art jobs waiting for the staff (データ確認待ち, 修正依頼あり), due date first then waiting since, filterable by print method; 50 a page',
    query: AdminArtQueueQuerySchema,
    response: AdminArtQueueResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  adminArtJob: defineAdminRoute({
    ...anyStaff,
    permission: 'artwork.read',
    method: 'GET',
    path: '/api/admin/art-jobs/:id',
    summary:
      'One art job in full: order, customer, placement and print area (mm), garment colours, inks ordered, every version with its files, layout, preflight findings, mock-ups and decisions (who, when, why)',
    response: AdminArtJobResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  adminArtFile: defineAdminRoute({
    ...anyStaff,
    permission: 'artwork.read',
    method: 'GET',
    path: '/api/admin/art-jobs/:id/files/:uuid',
    summary:
      "A file of one of the job's versions as stored (customer's file, printer's file, mock-up); 404 for a file the job does not cite",
    response: AdminArtImageSchema,
    binary: true,
    successStatus: 200,
    mutates: false,
  }),
  adminArtFilePreview: defineAdminRoute({
    ...anyStaff,
    permission: 'artwork.read',
    method: 'GET',
    path: '/api/admin/art-jobs/:id/files/:uuid/preview',
    summary:
      'The preview rendition of an image file of the job (WebP, longest side 1600 px): what the check screen shows of a large upload',
    response: AdminArtImageSchema,
    binary: true,
    successStatus: 200,
    mutates: false,
  }),
  adminArtPreflight: defineAdminRoute({
    ...anyStaff,
    permission: 'artwork.read',
    method: 'GET',
    path: '/api/admin/art-jobs/:id/versions/:number/preflight',
    summary:
      "A version's preflight findings: those kept on it, or measured now from the stored file (the check screen asks after showing the files, so a large upload's files are not kept waiting)",
    response: AdminArtPreflightResponseSchema,
    successStatus: 200,
    mutates: false,
  }),
  adminArtApprove: defineAdminRoute({
    ...anyStaff,
    permission: 'artwork.check',
    method: 'POST',
    path: '/api/admin/art-jobs/:id/approval',
    summary:
      'Approves the version the staff member saw (optional note): the proof goes to the customer, or production follows when they chose no proof; 409 when it is no longer the latest',
    request: AdminArtApproveRequestSchema,
    response: AdminArtJobResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  adminArtReject: defineAdminRoute({
    ...anyStaff,
    permission: 'artwork.check',
    method: 'POST',
    path: '/api/admin/art-jobs/:id/rejection',
    summary:
      'データ不備 on the version the staff member saw: coded reasons with their (edited) texts, a note and the business days to answer (default: the shop setting); mailed to the customer; 409 on an old version',
    request: AdminArtRejectRequestSchema,
    response: AdminArtJobResponseSchema,
    successStatus: 200,
    mutates: true,
  }),
  adminArtStaffFix: defineAdminRoute({
    ...anyStaff,
    permission: 'artwork.check',
    method: 'POST',
    path: '/api/admin/art-jobs/:id/staff-fix',
    summary:
      "A staff-fixed printer's file (multipart: `file` PNG, JPEG, WebP or SVG, `version_number`, `note`) as a new version the customer must approve (the proof goes out); 409 on an old version",
    form: AdminArtStaffFixFormSchema,
    response: AdminArtJobResponseSchema,
    successStatus: 201,
    mutates: true,
  }),
} as const;

/** The name of an admin route. */
export type AdminRouteName = keyof typeof ADMIN_ROUTES;
