// Public API of @shop/cart-domain: explicit named exports only. Fixtures: '@shop/cart-domain/testing'.

// Money
export { CONSUMPTION_TAX_RATE_PERCENT, addYen, consumptionTaxIncluded, multiplyYen, sumYen, yen } from './money.ts';
export type { Yen } from './money.ts';
export { consumptionTaxByRate } from './tax-by-rate.ts';
export type { RateTotal, TaxableAmount } from './tax-by-rate.ts';

// Constants (spec §4, §9)
export {
  BUSINESS_DAYS_REFRESH_MS,
  FREE_SHIPPING_MINIMUM,
  GUEST_CART_EXPIRY_MS,
  GUEST_ITEM_FRESHNESS_MS,
  LOW_STOCK_THRESHOLD,
  PRODUCT_DETAIL_CACHE_MS,
  PRODUCT_LIST_INDEX_STALE_MS,
  PRODUCT_LIST_STALE_MS,
  SERVER_ESTIMATE_FRESHNESS_MS,
  SERVER_ITEM_FRESHNESS_MS,
  SERVER_PRODUCTION_FRESHNESS_MS,
  SERVER_REORDER_FRESHNESS_MS,
  SHORTEST_LEAD_TIME_DAYS,
  STORED_ORDERS_LIMIT,
  USER_RESYNC_MS,
} from './constants.ts';

// Production lead time (spec §9)
export { productionLeadDays } from './lead-time.ts';

// Garment colours a print method prints on
export { firstPrintingMethod, printableColors, printsOnColor } from './printable-colors.ts';

// Stock shown to shoppers
export { stockLevel } from './stock-level.ts';
export type { StockLevel } from './stock-level.ts';

// Entities (spec §3)
export type {
  CartEstimate,
  CartItemBase,
  CartReorder,
  CartReorderItem,
  CartReorderItemGroup,
  CartReorderPrint,
  GuestCart,
  GuestCartFlags,
  GuestCartItem,
  Inventory,
  OrderPrintMethod,
  OrderPrintSpec,
  OrderProduct,
  PrintCategory,
  PrintChargeTier,
  ProductColor,
  Production,
  ProductionColor,
  ProductionDraft,
  ProductionDraftGroup,
  ProductionDraftItem,
  ProductionDraftPrint,
  PrintInkSet,
  PrintLayout,
  ProductionItem,
  ProductionItemGroup,
  ProductionPrint,
  ProductionPrintMethod,
  ProductionPrintSpec,
  ProductionProduct,
  ProductionSize,
  ProductSize,
  ServerCart,
  ServerCartFlags,
  ServerCartItem,
  Sku,
  StoredEntry,
  InkScheme,
  StoredPrint,
  StoredPrintOrder,
  StoredPrintOrderColor,
  StoredPrintOrderSize,
  StoredProduction,
  StoredProductionItem,
  StoredProductionItemGroup,
  Wrapping,
} from './types.ts';

// Subtotals and totals (spec §9)
export {
  cartTotal,
  estimateSubtotal,
  freeShippingProgress,
  itemSubtotal,
  printChargesPerPiece,
  productionSubtotal,
  productionTotal,
  reorderSubtotal,
  wrappingCharge,
} from './subtotals.ts';
export type { CartContents, CartTotal, FreeShippingProgress } from './subtotals.ts';

// Print and plate charges (spec §4, §9)
export { priceOnePrint, printChargeForQuantity, printChargePerPrint, productionQuantity } from './print-charge.ts';
export type { NoPrintChargeTier, PrintAmounts, PrintChoice } from './print-charge.ts';
export { effectiveDpi, nextTier, resolutionLevel } from './print-hints.ts';
export type { NextTier, ResolutionLevel } from './print-hints.ts';
export { chargeBreakdown, pricePerPiece } from './charge-breakdown.ts';
export type { ChargeBreakdown, ChargedLine, ChargedPrint, PlacementCharges } from './charge-breakdown.ts';
export { plateCharge } from './plate-charge.ts';
export { plateKeeping, priceReorder, reorderQuantity, reorderTotal } from './reorder-price.ts';
export type {
  PlateKeeping,
  PricedReorder,
  PricedReorderPrint,
  ReorderBelowMinimum,
  ReorderLineInput,
  ReorderPricingInput,
  ReorderPrintInput,
  ReorderRefusal,
} from './reorder-price.ts';
export { printOrderTotal } from './print-order-total.ts';
export { draftPrint } from './draft-print.ts';
export {
  draftOfPrintOrder,
  printOrderColorChanges,
  printOrderInkSets,
  printOrderPlates,
  printOrderWithPrices,
} from './print-order-draft.ts';
export type { PrintOrderTotal } from './print-order-total.ts';

// Cart lifecycle and flags (spec §4)
export { isGuestCartExpired, resetGuestCart, resetServerCart } from './cart-lifecycle.ts';
export type { RaisedFlags } from './flags.ts';

// Refresh (spec §4)
export { isNotFound } from './not-found.ts';
export type { HttpStatusError } from './not-found.ts';
export { reconcileItem } from './reconcile-item.ts';
export type { ReconciledItem } from './reconcile-item.ts';
export { draftOf, priceProduction, reconcileProduction } from './price-production.ts';
export type {
  BelowMinimumQuantity,
  PricedProduction,
  ProductionRefusal,
  ProductionUnavailable,
  ReconciledProduction,
} from './price-production.ts';
export { isGuestItemStale, refreshGuestItems } from './refresh-guest-items.ts';
export type { FetchSku, RefreshGuestItemsOptions } from './refresh-guest-items.ts';
export { refreshGuestProductions } from './refresh-guest-productions.ts';
export type { FetchOrderProduct, RefreshGuestProductionsOptions } from './refresh-guest-productions.ts';
export { SERVER_FRESHNESS_MS, refreshServerCart } from './refresh-server-cart.ts';
export type {
  FetchServerCartEntry,
  RefreshServerCartOptions,
  ServerCartEntries,
  ServerCartEntryKind,
  ServerCartEntryMeta,
  ServerCartEntryResponse,
} from './refresh-server-cart.ts';

// Cart edits (spec §4, §5)
export {
  removeItem,
  removeItemGroup,
  replaceItemGroupItems,
  updateItemQuantity,
  updateItemWrapping,
  updatePrintCharge,
  updateProductionItemWrapping,
} from './cart-edits.ts';
export type { NoItem, NoWrapping } from './cart-edits.ts';

// Stored print orders and productions (spec §4, §5)
export { appendStored, checkPrintOrderGuard, disableStored, findStored } from './stored-orders.ts';
export type { PrintOrderGuardError, PrintOrderGuardInput } from './stored-orders.ts';

// Staleness (spec §4, §9)
export { isProductDetailStale, isServerCartReloadDue, isUserResyncDue, productListPreload } from './staleness.ts';
export type { ProductListPreload, ProductListState } from './staleness.ts';

// Stored guest cart (spec §5)
export { GuestCartSchema, StoredProductionSchema, StoredSkuSchema, parseGuestCart, parseGuestCartJson } from './stored-cart.ts';
export type { CorruptCart } from './stored-cart.ts';

// The API contract's shapes ↔ cart-domain's (browser and server)
export {
  createRequestOf,
  draftOfCreateRequest,
  orderProductFromWire,
  productionFromWire,
  skuFromWire,
  wrappingFromWire,
} from './wire/production-wire.ts';
