/**
 * @shop/web-state: the browser plumbing and state both React apps share (storefront and design
 * tool): the lazily loaded api-client and 401 reporting, the services of a jotai store, the session,
 * the guest and server carts, sign-out and the stored print orders. Screens stay in the apps. See
 * README.md.
 *
 * Folders are layers, each importing only the ones before it (import-graph.test.ts keeps it so):
 * api and storage → state (session slot, server cart and cashier, sign-out) → cart → session;
 * print-orders stands beside them on api and storage; checkout (the draft) on storage and state.
 */

// The api-client in the browser, and what the atoms take from outside.
export { browserApi } from './api/browser-api.ts';
export { onUnauthenticated, reportUnauthenticated } from './api/unauthenticated.ts';
export { servicesAtom } from './api/services.ts';
export type { ShopServices } from './api/services.ts';
export {
  firstValidationMessage,
  isUnauthenticated,
  retryAfterOf,
  serverMessageOf,
  statusOf,
  validationErrorsOf,
} from './api/api-errors.ts';
export { toOrderProduct, toSku, toWrapping } from './api/cart-mapping.ts';
export type {
  CartEstimateView,
  CartProductionView,
  EstimatePicture,
  EstimatePicturePrint,
  NamedWrapping,
  ServerCartLine,
  ServerCartView,
} from './api/cart-mapping.ts';

// localStorage and sessionStorage slots.
export { localStorageOrUndefined, sessionStorageOrUndefined, subscribeToOtherTabs } from './storage/slot-storage.ts';
export type { SyncSlotStorage } from './storage/slot-storage.ts';

// Session, server cart and cashier state, and signing out on the client.
export { loggedInAtom, sessionReadyAtom, sessionUserAtom, storedSessionUser } from './state/session-state.ts';
export type { SessionUser } from './state/session-state.ts';
export { CASHIER_KEY, cashierAtom, serverCartAtom } from './state/server-cart-state.ts';
export type { Cashier } from './state/server-cart-state.ts';
export { signOutOnUnauthenticatedAtom } from './state/sign-out.ts';

// Carts.
export { GUEST_CART_KEY, SESSION_KEY } from './storage/storage-keys.ts';
export { readStoredGuestCart, serializeGuestCart } from './cart/guest-cart-storage.ts';
export type { GuestDisplay, GuestLineDisplay, StoredGuestCart } from './cart/guest-cart-storage.ts';
export {
  addToGuestCartAtom,
  changeGuestItemQuantityAtom,
  changeGuestItemWrappingAtom,
  guestCartNoticeAtom,
  guestCartViewAtom,
  loadGuestCartAtom,
  refreshGuestCartAtom,
  removeGuestItemAtom,
  removeGuestProductionAtom,
} from './cart/guest-cart.ts';
export type { GuestAddition, GuestAdditionResult, GuestCartNotice, GuestCartView } from './cart/guest-cart.ts';
export {
  changeServerItemQuantityAtom,
  changeServerItemWrappingAtom,
  loadServerCartAtom,
  refreshServerCartAtom,
  removeServerEntryAtom,
} from './cart/server-cart.ts';
export type { CartEditResult } from './cart/server-cart.ts';
export { addProductionToCartAtom, addToCartAtom } from './cart/add-to-cart.ts';
export type { AddProductionResult, AddToCartResult, CartAddition } from './cart/add-to-cart.ts';
export { cartBadgeAtom } from './cart/cart-badge.ts';
export { cartBadgeShownAtom } from './cart/cart-badge-shown.ts';
export {
  addProductionGroupAtom,
  changeProductionGroupAtom,
  changeProductionWrappingAtom,
  productionRefusalMessage,
  removeProductionGroupAtom,
} from './cart/production-edits.ts';
export type { AddProductionGroup, ChangeProductionGroup, ProductionGroupLine } from './cart/production-edits.ts';

// Logging in and out, and the load-time rules.
export { loginAtom, registerAtom } from './session/login.ts';
export type { Credentials, LoginSuccess } from './session/login.ts';
export { logoutAtom } from './session/logout.ts';
export { accountClosedAtom, renameSessionUserAtom } from './session/account.ts';
export { resyncSessionAtom } from './session/resync.ts';
export type { ResyncOutcome } from './session/resync.ts';
export { useSignOutOn401 } from './session/use-sign-out-on-401.ts';

// Stored print orders of the design flow.
export { PRINT_ORDERS_KEY, StoredPrintOrdersSchema, readStoredPrintOrders } from './print-orders/print-order-storage.ts';
export { PRINT_ORDERS_COOKIE, printOrdersCookieValue, readPrintOrdersCookie } from './print-orders/print-order-cookie.ts';
export type { MirroredPrintOrder } from './print-orders/print-order-cookie.ts';
export { appendPrintOrderAtom, checkStoredPrintOrder, disablePrintOrderAtom, printOrdersAtom } from './print-orders/print-orders.ts';
export type { PrintOrderInput, PrintOrderPageQuery, PrintOrdersView } from './print-orders/print-orders.ts';
export { newPrintOrder, newStoredPrint } from './print-orders/new-print-order.ts';
export {
  ART_FIXES_KEY,
  MAX_ART_FIXES,
  artFixReturnPath,
  clearArtFix,
  designToolVersionBody,
  readArtFix,
  saveArtFix,
} from './artwork/art-fix.ts';
export type { ArtFix, DesignToolVersionBody } from './artwork/art-fix.ts';
export { refusalMessage } from './print-orders/refusal-message.ts';

// The checkout draft (sessionStorage, this tab only).
export {
  CHECKOUT_DRAFT_KEY,
  EMPTY_CHECKOUT_DRAFT,
  NO_CHECKOUT_DISCOUNTS,
  readStoredCheckoutDraft,
} from './checkout/checkout-draft-storage.ts';
export type {
  CheckoutCard,
  CheckoutDiscounts,
  CheckoutDraft,
  CheckoutSavedCard,
  CheckoutTypedAddress,
} from './checkout/checkout-draft-storage.ts';
export { checkoutDraftAtom, clearCheckoutDraftAtom, orderAttemptKeyAtom, updateCheckoutDraftAtom } from './checkout/checkout-draft.ts';
export type { CheckoutDraftView } from './checkout/checkout-draft.ts';

// Uploading print data from the browser (POST /api/files with progress) and HEIC conversion
export { CSRF_COOKIE_PATH, UPLOAD_PATH, toUploadedFile, uploadPrintFile } from './files/upload-file.ts';
export type { FileKind, UploadError, UploadOptions, UploadOutcome, UploadedFile } from './files/upload-file.ts';
export { HEIC_JPEG_QUALITY, convertHeicToJpeg, isHeic, jpegNameFor } from './files/heic.ts';
