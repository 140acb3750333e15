// Public API of @shop/order-domain: explicit named exports only.

// Order and production numbers
export { ORDER_NUMBER_PREFIX, formatOrderNumber, formatProductionNumber, parseOrderNumber, parseProductionNumber } from './order-number.ts';
export type { MalformedNumber, OrderNumberParts, ProductionNumberParts } from './order-number.ts';

// Estimates (issue #15)
export {
  DEFAULT_ESTIMATE_VALID_DAYS,
  ESTIMATE_NUMBER_PREFIX,
  ESTIMATE_STATES,
  ESTIMATE_STATE_LABELS,
  estimateExpiresAt,
  estimateRefusalMessage,
  estimateState,
  estimateValidUntil,
  formatEstimateNumber,
  parseEstimateNumber,
} from './estimate.ts';
export type { EstimateState } from './estimate.ts';

// BYOB requests (issue #15)
export {
  BYOB_ARRIVAL_METHODS,
  BYOB_ARRIVAL_METHOD_LABELS,
  BYOB_GARMENT_KINDS,
  BYOB_GARMENT_KIND_LABELS,
  BYOB_LIMITS,
  BYOB_MATERIALS,
  BYOB_MATERIAL_LABELS,
  BYOB_MESSAGES,
  BYOB_NUMBER_PREFIX,
  BYOB_PLACEMENTS,
  BYOB_PLACEMENT_LABELS,
  BYOB_SIZES,
  BYOB_SIZE_LABELS,
  BYOB_STATUSES,
  BYOB_STATUS_LABELS,
  byobCanBeAccepted,
  byobCanBeQuoted,
  byobEarliestWantedDate,
  byobQuantityTotal,
  checkByobDates,
  checkByobQuantities,
  checkByobQuote,
  formatByobNumber,
  parseByobNumber,
} from './byob.ts';
export type {
  ByobArrivalMethod,
  ByobDatesInput,
  ByobGarmentKind,
  ByobMaterial,
  ByobPlacement,
  ByobQuantity,
  ByobSize,
  ByobStatus,
} from './byob.ts';

// Japanese labels of statuses, payment and data-check states (the lists: api-contract's `*_VALUES`)
export { DATA_CHECK_STATUS_LABELS, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from './labels.ts';
export type { DataCheckStatus, OrderStatus, PaymentMethod, PaymentStatus } from './labels.ts';

// Transitions
export { TRACKING_NUMBER_MAX_LENGTH, allowedEvents, normaliseTrackingNumber, transition } from './transition.ts';
export type {
  OrderEffect,
  OrderEvent,
  OrderEventRecord,
  OrderEventType,
  OrderState,
  Transitioned,
  TransitionRefusal,
} from './transition.ts';

// Carriers and tracking links (spec §3, §7)
export { CARRIERS, CARRIER_LABELS, OTHER_CARRIER_LABEL, carrierLabel, trackingUrl } from './tracking.ts';

// Totals (spec §9)
export { lineCharges, orderTotals, shippingFeeFor } from './order-totals.ts';
export type {
  OrderAmounts,
  OrderCharges,
  OrderDiscounts,
  OrderHeldLine,
  OrderItemLine,
  OrderLineInput,
  OrderProductionLine,
  OrderReorderLine,
  OrderTotals,
} from './order-totals.ts';

// Coupons and points (issue #14)
export {
  COUPON_KINDS,
  MAX_COUPON_PERCENT,
  checkCoupon,
  couponConditions,
  couponDiscount,
  couponRefusalMessage,
  couponState,
  couponValueLabel,
  japaneseDate,
} from './discounts.ts';
export type { CouponKind, CouponRefusal, CouponTerms, CouponUseContext } from './discounts.ts';
export {
  DEFAULT_YEN_PER_POINT,
  MIN_CHARGE,
  POINT_EXPIRY_DAYS,
  POINT_REASONS,
  POINT_REASON_LABELS,
  cancelMovements,
  earnMovement,
  expiryDue,
  grantMovement,
  maxUsablePoints,
  pointBalance,
  pointsEarned,
  pointsExpireAt,
  spendMovement,
  usablePoints,
} from './points.ts';
export type { NewPointMovement, PointMovement, PointReason } from './points.ts';

// Shipping and delivery dates (spec §9)
export { checkDeliveryDate, deliveryWindow, formatOrderDate, orderLeadDays } from './delivery-date.ts';
export type { DeliveryDateRefusal, DeliveryWindow, DeliveryWindowInput } from './delivery-date.ts';

// Closing an account (issue #14)
export { SETTLED_ORDER_STATUSES, blocksAccountClosure, ordersBlockingClosure } from './account-closure.ts';
export type { ClosureOrder } from './account-closure.ts';

// Receipts and invoices (issue #32)
export { invoiceRefusal, invoiceRefusalMessage, paymentReceivedOn, receiptRefusal, receiptRefusalMessage } from './receipt.ts';
export type { DocumentOrder, InvoiceRefusal, ReceiptRefusal, StatusEvent } from './receipt.ts';

// Quote token
export { quoteToken } from './quote-token.ts';
export { canonicalJson, stableHash } from './stable-hash.ts';
export type { CanonicalValue } from './stable-hash.ts';
