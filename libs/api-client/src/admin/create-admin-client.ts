/**
 * `createAdminClient`: the back office's calls (`ADMIN_ROUTES` of @shop/api-contract/admin) through
 * the same transport as the storefront's client (one ky instance, snake_case ↔ camelCase, schema
 * checks, typed errors), with the staff session's own CSRF handshake: the `STAFF-XSRF-TOKEN` cookie
 * from `GET /api/admin/csrf-cookie`, echoed as `X-STAFF-XSRF-TOKEN`. It never touches the
 * storefront's route table, so a back-office bundle does not carry it.
 */
import {
  ADMIN_ROUTES,
  STAFF_XSRF_COOKIE,
  STAFF_XSRF_HEADER,
  type AdminOrderQuery,
  type AdminArtApproveRequest,
  type AdminArtQueueQuery,
  type AdminArtRejectRequest,
  type AuditQuery,
  type MessageThreadQuery,
  type OrderBulkStatusRequest,
  type StaffCurrentPasswordRequest,
  type StaffLoginRequest,
  type StaffPasswordChangeRequest,
  type StaffSettingsRequest,
  type StaffSetupRequest,
  type StaffTotpConfirmRequest,
  type StaffTotpLoginRequest,
  type StaffUpdateRequest,
} from '@shop/api-contract/admin';
import { createTransport, type ApiClientOptions } from '../client/transport.ts';

const R = ADMIN_ROUTES;

/** Creates the back office's client: `const admin = createAdminClient({ baseUrl: '' })`. */
export function createAdminClient(options: ApiClientOptions) {
  const { call } = createTransport(options, { cookie: STAFF_XSRF_COOKIE, header: STAFF_XSRF_HEADER, route: R.adminCsrfCookie });
  return {
    session: {
      /** Password step: `{ data: { next: 'totp' | 'enrol' | 'done', staff } }`. */
      login: (body: StaffLoginRequest) => call(R.adminLogin, { body }),
      /** Code step (authenticator or recovery code). */
      loginCode: (body: StaffTotpLoginRequest) => call(R.adminLoginTotp, { body }),
      logout: () => call(R.adminLogout),
      me: () => call(R.adminMe),
    },
    setup: {
      show: (token: string) => call(R.adminSetup, { params: { token } }),
      startTotp: (token: string) => call(R.adminSetupTotp, { params: { token } }),
      complete: (token: string, body: StaffSetupRequest) => call(R.adminSetupComplete, { params: { token }, body }),
    },
    account: {
      changePassword: (body: StaffPasswordChangeRequest) => call(R.adminPassword, { body }),
      startTotp: () => call(R.adminTotpStart),
      confirmTotp: (body: StaffTotpConfirmRequest) => call(R.adminTotpConfirm, { body }),
      disableTotp: (body: StaffCurrentPasswordRequest) => call(R.adminTotpDisable, { body }),
    },
    staff: {
      list: () => call(R.adminStaffList),
      update: (id: number, body: StaffUpdateRequest) => call(R.adminStaffUpdate, { params: { id }, body }),
      settings: () => call(R.adminStaffSettings),
      updateSettings: (body: StaffSettingsRequest) => call(R.adminStaffSettingsUpdate, { body }),
    },
    dashboard: {
      /** Today's work: open orders by status and shipping date, per print method, the artwork waits. */
      show: () => call(R.adminDashboard),
    },
    orders: {
      /** One page of the order search; empty filters are left out of the query string. */
      list: (query: Partial<AdminOrderQuery> = {}) => call(R.adminOrders, { query: withoutBlanks(query) }),
      show: (number: string) => call(R.adminOrder, { params: { number } }),
      /** One status change on many orders: a result per order (changed, or refused with the reason). */
      bulkStatus: (body: OrderBulkStatusRequest) => call(R.adminOrdersBulkStatus, { body }),
    },
    audit: {
      /** One page of the audit log; empty filters are left out of the query string. */
      list: (query: Partial<AuditQuery> = {}) => call(R.adminAudit, { query: withoutBlanks(query) }),
    },
    messages: {
      /** The orders with messages, the longest wait on the customer first. */
      threads: (query: Partial<MessageThreadQuery> = {}) => call(R.adminMessageThreads, { query: withoutBlanks(query) }),
      /** One order's thread. */
      thread: (orderNumber: string) => call(R.adminOrderThread, { params: { number: orderNumber } }),
      /** Marks the customer's messages of the order read. */
      markRead: (orderNumber: string) => call(R.adminOrderThreadRead, { params: { number: orderNumber } }),
      /** A reply to the customer (mailed to them). */
      reply: (orderNumber: string, body: string) => call(R.adminOrderMessageCreate, { params: { number: orderNumber }, body: { body } }),
      /** The reply templates filled for the order. */
      templates: (orderNumber: string) => call(R.adminMessageTemplates, { params: { number: orderNumber } }),
    },
    artwork: {
      /** The artwork check queue, most urgent first; `method` filters by print method. */
      queue: (query: Partial<AdminArtQueueQuery> = {}) => call(R.adminArtQueue, { query: withoutBlanks(query) }),
      job: (id: number) => call(R.adminArtJob, { params: { id } }),
      /** A version's preflight findings (kept, or measured now from the stored file). */
      preflight: (id: number, versionNumber: number) => call(R.adminArtPreflight, { params: { id, number: versionNumber } }),
      /** Approves the version seen: `{ versionNumber, note }` (409 when it is no longer the latest). */
      approve: (id: number, body: AdminArtApproveRequest) => call(R.adminArtApprove, { params: { id }, body }),
      /** データ不備 on the version seen: reasons with their texts, a note, the business days to answer. */
      reject: (id: number, body: AdminArtRejectRequest) => call(R.adminArtReject, { params: { id }, body }),
      /** A staff-fixed printer's file (an image) as a new version the customer approves. */
      staffFix: (id: number, input: { file: Blob; fileName: string; versionNumber: number; note: string }) => {
        const form = new FormData();
        form.set('file', input.file, input.fileName);
        form.set('version_number', String(input.versionNumber));
        form.set('note', input.note);
        return call(R.adminArtStaffFix, { params: { id }, form });
      },
    },
  };
}

/** The back office's client. */
export type AdminClient = ReturnType<typeof createAdminClient>;

function withoutBlanks(query: object): object {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}
