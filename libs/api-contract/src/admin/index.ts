/**
 * @shop/api-contract/admin: what the back office and the server agree on. The admin route table
 * (`ADMIN_ROUTES`, apart from the storefront's `API_ROUTES`), its wire schemas, the staff roles and
 * the permission table both sides read, the staff session's cookie and header names, and the labels
 * of the audit log's actions. Framework-free.
 */
export {
  ADMIN_API_PREFIX,
  ADMIN_PAGE_BASE,
  STAFF_SESSION_COOKIE,
  STAFF_XSRF_COOKIE,
  STAFF_XSRF_HEADER,
  staffSetupPath,
} from './admin-names.ts';
export { ADMIN_ROUTES } from './admin-routes.ts';
export {
  AdminOrderQuerySchema,
  AdminOrderRowSchema,
  ART_WAIT_VALUES,
  DashboardResponseSchema,
  OPEN_ORDER_STATUSES,
  ORDER_BULK_ACTION_LABELS,
  ORDER_BULK_ACTIONS,
  ORDER_BULK_MAX,
  ORDER_SEARCH_MAX_LENGTH,
  ORDER_STATUS_FILTER_VALUES,
  OrderNumberSchema,
} from './admin-order-schemas.ts';
export type {
  AdminOrderArtJob,
  AdminOrderDetail,
  AdminOrderListResponse,
  AdminOrderQuery,
  AdminOrderRow,
  AdminOrderRowWire,
  ArtWait,
  Dashboard,
  OrderBulkAction,
  OrderBulkResult,
  OrderBulkStatusRequest,
  OrderBulkStatusResponse,
  OrderStatusFilter,
} from './admin-order-schemas.ts';
export type { AdminRoute, AdminRouteName, AdminStage } from './admin-routes.ts';
export {
  AUDIT_ACTOR_KINDS,
  AuditEntrySchema,
  STAFF_LOGIN_STEPS,
  StaffMeSchema,
  StaffRoleSchema,
  StaffSummarySchema,
  TotpEnrolmentSchema,
} from './admin-schemas.ts';
export type {
  AuditActorKind,
  AuditEntry,
  AuditListResponse,
  AuditQuery,
  RecoveryCodesResponse,
  StaffCurrentPasswordRequest,
  StaffLoginRequest,
  StaffLoginResponse,
  StaffLoginStep,
  StaffMe,
  StaffMeWire,
  StaffPasswordChangeRequest,
  StaffSettings,
  StaffSettingsRequest,
  StaffSetupInfo,
  StaffSetupRequest,
  StaffSummary,
  StaffTotpConfirmRequest,
  StaffTotpLoginRequest,
  StaffUpdateRequest,
  TotpEnrolment,
} from './admin-schemas.ts';
export {
  MessageTemplateListResponseSchema,
  MessageThreadListResponseSchema,
  MessageThreadResponseSchema,
  MessageThreadSummarySchema,
  WAITING_REASON_LABELS,
  WAITING_REASONS,
} from './message-schemas.ts';
export type {
  MessageTemplate,
  MessageThread,
  MessageThreadListResponse,
  MessageThreadQuery,
  MessageThreadSummary,
  MessageThreadSummaryWire,
  MessageThreadWire,
} from './message-schemas.ts';
export {
  ART_DEADLINE_DAYS_MAX,
  ART_METHOD_LABELS,
  ART_METHODS,
  AdminArtJobSchema,
  AdminArtQueueItemSchema,
} from './admin-artwork-schemas.ts';
export type {
  AdminArtApproveRequest,
  AdminArtFile,
  AdminArtJob,
  AdminArtPreflight,
  AdminArtQueueItem,
  AdminArtQueueQuery,
  AdminArtQueueResponse,
  AdminArtRejectRequest,
  AdminArtVersion,
  ArtMethod,
} from './admin-artwork-schemas.ts';
export { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, auditActionLabel, auditTargetLabel } from './audit-actions.ts';
export {
  isStaffRole,
  ROLE_PERMISSIONS,
  roleCan,
  STAFF_PERMISSION_LABELS,
  STAFF_PERMISSIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  TOTP_ALWAYS_REQUIRED,
} from './staff-roles.ts';
export type { StaffPermission, StaffRole } from './staff-roles.ts';
