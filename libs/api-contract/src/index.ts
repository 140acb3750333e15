/**
 * @shop/api-contract: what the browser and the server agree on, with no HTTP client in it. The
 * route table, the wire schemas (valibot) of its requests and answers with their camelCase output
 * types, the key casing rule, and the cookie and header names of the session. See README.md.
 *
 * It exports what other projects use (the route table carries every schema a call needs); the
 * schemas and types used only inside the contract are not exported.
 */
export { camelizeKeys, snakeizeKeys } from './casing.ts';
export type { CamelCasedKeys } from './casing.ts';
export { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './http-names.ts';
export type { ApiRoute } from './routes/api-route.ts';
export { API_ROUTES } from './routes/api-routes.ts';
export { PRODUCT_DETAIL_ROUTE } from './routes/product-detail-route.ts';
export type { ApiRouteName } from './routes/api-routes.ts';
export { buildPath } from './routes/build-path.ts';

// Wire schemas, value lists and their types, by resource (src/schemas/)
export { MAX_DB_INTEGER } from './schemas/common.ts';
export type { PaginationMeta, PageQuery } from './schemas/common.ts';
export type { ShopIndexQuery, ShopIndexData } from './schemas/shop-index.ts';
export { ProductResponseSchema } from './schemas/product.ts';
export { PRODUCT_SORTS, SEARCH_SORTS } from './schemas/product-sorts.ts';
export type { ProductSort, SearchSort } from './schemas/product-sorts.ts';
export type {
  ProductListQuery,
  SearchQuery,
  SearchResponse,
  SearchSuggestQuery,
  SearchSuggestResponse,
  Product,
  ProductListItem,
  ProductFacets,
  ReviewSummary,
  PrintableColors,
  SizeChartRow,
} from './schemas/product.ts';
export type { CategoryNodeWire } from './schemas/category.ts';
export type { PreflightFindingWire, PreflightRequest, PreflightRequestWire, PreflightResponse } from './schemas/preflight.ts';
export {
  PROOF_LINK_DAYS,
  PROOF_LINK_SOURCES,
  PROOF_TOKEN_PATTERN,
  ProofLinkCreateRequestSchema,
  ProofLinkViewSchema,
} from './schemas/proof-link.ts';
export type {
  ProofLinkCreatedResponse,
  ProofLinkCreateRequest,
  ProofLinkCreateRequestWire,
  ProofLinkListResponse,
  ProofLinkSource,
  ProofLinkSummary,
  ProofLinkSummaryWire,
  ProofLinkView,
  ProofLinkViewResponse,
  ProofLinkViewWire,
  ProofPlacement,
} from './schemas/proof-link.ts';
export {
  LINE_MOCKUP_DRAFT_PATH,
  MAX_MOCKUP_PRINTS,
  lineMockupAlt,
  lineMockupDraftQuery,
  parseLineMockupDraft,
} from './schemas/line-mockup.ts';
export { LineMockupDraftQuerySchema } from './routes/mockup-routes.ts';
export type { LineMockupDraft, LineMockupLayout, LineMockupPrint } from './schemas/line-mockup.ts';
export type { Review, MyReviewWire, ReviewableProductWire, ReviewCreateRequest, ReviewUpdateRequest } from './schemas/review.ts';
export type { Sku } from './schemas/sku.ts';
export type { ContentQueryRequest } from './schemas/feature.ts';
export { CartContentsResponseSchema } from './schemas/cart.ts';
export type { CartContents } from './schemas/cart.ts';
export type { CartItemCreateRequest, CartItemUpdateRequest, CartItem } from './schemas/cart-item.ts';
export { CartProductionCreateRequestSchema } from './schemas/cart-production.ts';
export type { CartProductionCreateRequest, CartProduction, CartProductionWire } from './schemas/cart-production.ts';
export type { CartProductionItemGroupCreateRequest, CartProductionItemGroupUpdateRequest } from './schemas/cart-production-item-group.ts';
export type { CartProductionItemUpdateRequest } from './schemas/cart-production-item.ts';
export { PrintInkSetInputSchema, PrintInkSetSchema, PrintLayoutSchema } from './schemas/cart-print.ts';
export type {
  CartPrintUpdateRequest,
  PrintInkSet,
  PrintInkSetInput,
  PrintInkSetWire,
  PrintLayout,
  PrintLayoutWire,
} from './schemas/cart-print.ts';
export type { CartReorder } from './schemas/cart-reorder.ts';
export type { CartEstimate, EstimatePictureWire } from './schemas/cart-estimate.ts';
export type { LoginRequest, RegisterRequest, ForgotPasswordRequest, ResetPasswordRequest } from './schemas/user.ts';
export type { PostListQuery, Post, PostListItem, BlogCategory, BlogTag } from './schemas/post.ts';
export type { ExampleListResponse } from './schemas/example.ts';
export type { InquiryRequest } from './schemas/inquiry.ts';
export { FileKindSchema, UploadedFileResponseSchema } from './schemas/file.ts';
export type { FileKind, UploadedFileWire, UploadedFileResponse } from './schemas/file.ts';
export {
  BYOB_ARRIVAL_METHOD_VALUES,
  BYOB_FIELD_LABELS,
  BYOB_GARMENT_KIND_VALUES,
  BYOB_MATERIAL_VALUES,
  BYOB_MAX_LENGTHS,
  BYOB_PLACEMENT_VALUES,
  BYOB_SIZE_VALUES,
  BYOB_STATUS_VALUES,
  ByobContactStepSchema,
  ByobGarmentStepSchema,
  ByobPrintStepSchema,
} from './schemas/byob.ts';
export type {
  ByobRequestCreate,
  ByobRequestFormInput,
  CustomOrder,
  CustomOrderListResponse,
  CustomOrderResponse,
  CustomOrderWire,
} from './schemas/byob.ts';
export {
  PREFECTURES,
  MAX_ADDRESSES,
  ADDRESS_FIELD_LABELS,
  normalizePostalCode,
  PostalCodeSchema,
  AddressFormSchema,
} from './schemas/address.ts';
export type { Prefecture, AddressRequest, Address, AddressWire, PostalAddress } from './schemas/address.ts';
export { MAX_SAVED_CARDS } from './schemas/payment-method.ts';
export type { SavedCardWire, SavedCard } from './schemas/payment-method.ts';
export { DESIGN_BODY_LIMIT, DESIGNS_PER_PAGE } from './schemas/design.ts';
export type { DesignMethod, DesignDocumentJson, DesignSummaryWire, DesignSummary, DesignWire } from './schemas/design.ts';
export {
  ORDER_STATUS_VALUES,
  PAYMENT_METHOD_VALUES,
  PAYMENT_STATUS_VALUES,
  CARD_BRAND_VALUES,
  DATA_CHECK_STATUS_VALUES,
  PROOF_CHOICE_VALUES,
  OrderResponseSchema,
} from './schemas/order.ts';
export type {
  OrderChargesWire,
  OrderCharges,
  OrderItemLineWire,
  OrderPrintWire,
  OrderProductionWire,
  OrderProduction,
  OrderLineWire,
  OrderLine,
  AddressSnapshotWire,
  AddressSnapshot,
  BankAccountWire,
  BankAccount,
  OrderWire,
  Order,
  OrderSummaryWire,
} from './schemas/order.ts';
export { CARD_DECLINE_CODES, CHECKOUT_ADDRESS_MISSING_MESSAGE, CheckoutAddressSchema, KEEP_CARD_LABEL } from './schemas/checkout.ts';
export type {
  CheckoutOptionsWire,
  CheckoutOptions,
  CheckoutAddressWire,
  CheckoutAddress,
  CheckoutQuoteRequest,
  CheckoutQuoteWire,
  CheckoutQuote,
  OrderCreateRequest,
  OrderNextWire,
  OrderPlacedResponse,
  CheckoutBridgeRequest,
  OutOfStockLineWire,
  OutOfStockLine,
  OrderRefusalWire,
} from './schemas/checkout.ts';
export {
  NEWSLETTER_WORDING,
  AccountNameFormSchema,
  EmailChangeRequestSchema,
  PasswordChangeRequestSchema,
  CancelMembershipRequestSchema,
} from './schemas/account.ts';
export type {
  Account,
  AccountNameRequest,
  EmailChangeRequest,
  PasswordChangeRequest,
  NewsletterRequest,
  CancelMembershipRequest,
} from './schemas/account.ts';
export type { CouponWire, Coupon, PointsResponseWire, AppliedCouponWire } from './schemas/loyalty.ts';

// Reorders (issue #15)
export type {
  ReorderPlates,
  ReorderReason,
  ReorderSummaryWire,
  ReorderSummary,
  ReorderDetailWire,
  ReorderDetail,
  ReorderRequest,
  ReorderQuoteWire,
  ReorderQuote,
} from './schemas/reorder.ts';

// Estimates (見積) and the quote PDF (issue #15)
export type { Estimate, EstimateSummary, EstimateSummaryWire, EstimateWire } from './schemas/estimate.ts';

// Receipts and invoices (issue #32)
export { RECEIPT_REFUSAL_VALUES } from './schemas/receipt.ts';
export type { ReceiptRequest, ReceiptRequestWire, ReceiptStatus, ReceiptStatusWire } from './schemas/receipt.ts';
export { ART_JOB_STATUS_VALUES, ArtJobListResponseSchema, ArtJobResponseSchema } from './schemas/artwork.ts';
export type { ArtJob as ArtJobView, ArtJobWire, ArtJobListResponse } from './schemas/artwork.ts';

// Messages of an order between the customer and the shop (issue #30)
export { ORDER_MESSAGE_AUTHORS, OrderMessageListResponseSchema, OrderMessageSchema } from './schemas/order-message.ts';
export type {
  OrderMessage,
  OrderMessageListResponse,
  OrderMessageRequest,
  OrderMessageRequestWire,
  OrderMessageWire,
} from './schemas/order-message.ts';
