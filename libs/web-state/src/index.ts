/**
 * @shop/web-state: the browser plumbing and state both React apps share (storefront and design
 * tool): the lazily loaded api-client, the services of a jotai store, reading api-client errors,
 * 401 reporting, localStorage slots and the wire-to-cart mapping. See README.md.
 */
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
export {
  cartLineCount,
  toCartEstimate,
  toCartProduction,
  toCartReorder,
  toOrderProduct,
  toServerCart,
  toServerCartLine,
  toSku,
  toWrapping,
} from './api/cart-mapping.ts';
export type { CartProductionView, NamedWrapping, ServerCartLine, ServerCartView } from './api/cart-mapping.ts';
export { localStorageOrUndefined, subscribeToOtherTabs } from './storage/slot-storage.ts';
export type { SyncSlotStorage } from './storage/slot-storage.ts';
