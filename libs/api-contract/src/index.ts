/**
 * @shop/api-contract: what the browser and the server agree on, with no HTTP client in it. The
 * route table, the wire schemas (valibot) of its requests and answers with their camelCase output
 * types, the key casing rule, and the cookie and header names of the session. See README.md.
 */
export { camelizeKeys, snakeizeKeys } from './casing.ts';
export type { CamelCasedKeys } from './casing.ts';
export { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './http-names.ts';
export type { HttpMethod, ApiRoute } from './routes/api-route.ts';
export { API_ROUTES } from './routes/api-routes.ts';
export type { ApiRouteName } from './routes/api-routes.ts';
export { buildPath } from './routes/build-path.ts';
export {
  MAX_DB_INTEGER,
  ErrorBodySchema,
  MessageResponseSchema,
  NoContentSchema,
  PageQuerySchema,
  OrderGroupQuerySchema,
} from './schemas/common.ts';
export type { PaginationMeta, ErrorBody, MessageResponse, NoContent, PageQuery, OrderGroupQuery } from './schemas/common.ts';
export { ShopIndexQuerySchema, ShopIndexResponseSchema } from './schemas/shop-index.ts';
export type { ShopIndexQuery, ShopIndexResponse, ShopIndexData } from './schemas/shop-index.ts';
export {
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  PRINTABLE_COLORS,
} from './schemas/product.ts';
export { PRODUCT_SORTS } from './schemas/product-sorts.ts';
export type { ProductSort } from './schemas/product-sorts.ts';
export type {
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  SearchQuery,
  SearchResponse,
  Product,
  ProductListItem,
  ProductFacets,
  ReviewSummary,
  PrintableColors,
  Ink,
  SizeChartRow,
} from './schemas/product.ts';
export {
  ReviewListResponseSchema,
  ReviewSchema,
  SizeFitSchema,
  RatingSummarySchema,
  ReviewProductSchema,
  MyReviewSchema,
  ReviewableProductSchema,
  MyReviewListResponseSchema,
  MyReviewResponseSchema,
  ReviewCreateRequestSchema,
  ReviewUpdateRequestSchema,
} from './schemas/review.ts';
export type {
  ReviewListResponse,
  ReviewListResponseWire,
  Review,
  ReviewWire,
  RatingSummaryWire,
  ReviewProductWire,
  MyReview,
  MyReviewWire,
  ReviewableProduct,
  ReviewableProductWire,
  MyReviewListResponse,
  MyReviewListResponseWire,
  MyReviewResponse,
  MyReviewResponseWire,
  ReviewCreateRequest,
  ReviewCreateRequestWire,
  ReviewUpdateRequest,
  ReviewUpdateRequestWire,
} from './schemas/review.ts';
export { SkuResponseSchema } from './schemas/sku.ts';
export type { SkuResponse, Sku } from './schemas/sku.ts';
export { CategoryListResponseSchema, CategoryResponseSchema } from './schemas/category.ts';
export type { CategoryListResponse, CategoryNodeWire, CategoryResponse } from './schemas/category.ts';
export { BrandListResponseSchema, BrandResponseSchema } from './schemas/brand.ts';
export type { BrandListResponse, BrandResponse } from './schemas/brand.ts';
export { ContentQueryRequestSchema, ContentQueryResponseSchema, FeatureResponseSchema } from './schemas/feature.ts';
export type { ContentQueryRequest, ContentQueryResponse, FeatureResponse } from './schemas/feature.ts';
export { BusinessDaysResponseSchema, ShippingResponseSchema } from './schemas/delivery.ts';
export type { BusinessDaysResponse, ShippingResponse } from './schemas/delivery.ts';
export { CartContentsResponseSchema } from './schemas/cart.ts';
export type { CartContentsResponse, CartContents } from './schemas/cart.ts';
export {
  CartItemCreateRequestSchema,
  CartItemUpdateRequestSchema,
  CartItemResponseSchema,
  CartItemEntryResponseSchema,
} from './schemas/cart-item.ts';
export type {
  CartItemCreateRequest,
  CartItemUpdateRequest,
  CartItemResponse,
  CartItemEntryResponse,
  CartItem,
} from './schemas/cart-item.ts';
export {
  CartProductionCreateRequestSchema,
  CartProductionResponseSchema,
  CartProductionEntryResponseSchema,
  CartProductionItemGroupDeleteResponseSchema,
} from './schemas/cart-production.ts';
export type {
  CartProductionCreateRequest,
  CartProductionResponse,
  CartProductionEntryResponse,
  CartProductionItemGroupDeleteResponse,
  CartProduction,
  CartProductionWire,
} from './schemas/cart-production.ts';
export {
  CartProductionItemGroupCreateRequestSchema,
  CartProductionItemGroupUpdateRequestSchema,
  CartProductionItemGroupResponseSchema,
} from './schemas/cart-production-item-group.ts';
export type {
  CartProductionItemGroupCreateRequest,
  CartProductionItemGroupUpdateRequest,
  CartProductionItemGroupResponse,
} from './schemas/cart-production-item-group.ts';
export { CartProductionItemUpdateRequestSchema, CartProductionItemResponseSchema } from './schemas/cart-production-item.ts';
export type { CartProductionItemUpdateRequest, CartProductionItemResponse } from './schemas/cart-production-item.ts';
export { CartPrintUpdateRequestSchema, CartPrintResponseSchema } from './schemas/cart-print.ts';
export type { CartPrintUpdateRequest, CartPrintResponse } from './schemas/cart-print.ts';
export { CartReorderEntryResponseSchema } from './schemas/cart-reorder.ts';
export type { CartReorderEntryResponse, CartReorder } from './schemas/cart-reorder.ts';
export { CartEstimateEntryResponseSchema } from './schemas/cart-estimate.ts';
export type { CartEstimateEntryResponse, CartEstimate } from './schemas/cart-estimate.ts';
export {
  LoginRequestSchema,
  LoginResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  UserResponseSchema,
} from './schemas/user.ts';
export type {
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  UserResponse,
} from './schemas/user.ts';
export {
  PostListQuerySchema,
  PostListResponseSchema,
  PostResponseSchema,
  BlogAuthorResponseSchema,
  BlogCategoryListResponseSchema,
  BlogTagListResponseSchema,
} from './schemas/post.ts';
export type {
  PostListQuery,
  PostListResponse,
  PostResponse,
  BlogAuthorResponse,
  BlogCategoryListResponse,
  BlogTagListResponse,
  Post,
  PostListItem,
  BlogCategory,
  BlogTag,
} from './schemas/post.ts';
export { ArticleListResponseSchema, ArticleResponseSchema } from './schemas/article.ts';
export type { ArticleListResponse, ArticleResponse } from './schemas/article.ts';
export { ExampleListResponseSchema, ExampleResponseSchema } from './schemas/example.ts';
export type { ExampleListResponse, ExampleResponse } from './schemas/example.ts';
export { FaqListResponseSchema, FaqResponseSchema } from './schemas/faq.ts';
export type { FaqListResponse, FaqResponse } from './schemas/faq.ts';
export { WordListResponseSchema, WordResponseSchema } from './schemas/word.ts';
export type { WordListResponse, WordResponse } from './schemas/word.ts';
export { PageResponseSchema } from './schemas/page.ts';
export type { PageResponse } from './schemas/page.ts';
export { InquiryRequestSchema, InquiryResponseSchema } from './schemas/inquiry.ts';
export type { InquiryRequest, InquiryResponse } from './schemas/inquiry.ts';
export {
  FILE_KINDS,
  FileKindSchema,
  UploadedFileSchema,
  UploadedFileResponseSchema,
  FileUploadFormSchema,
  ImageBytesSchema,
} from './schemas/file.ts';
export type { FileKind, UploadedFile, UploadedFileWire, UploadedFileResponse, FileUploadForm, ImageBytes } from './schemas/file.ts';
export { HealthResponseSchema } from './schemas/health.ts';
export type { HealthResponse } from './schemas/health.ts';
export {
  BYOB_ARRIVAL_METHOD_VALUES,
  BYOB_CONTACT_STEP,
  BYOB_FIELD_LABELS,
  BYOB_GARMENT_KIND_VALUES,
  BYOB_GARMENT_STEP,
  BYOB_MATERIAL_VALUES,
  BYOB_MAX_LENGTHS,
  BYOB_PLACEMENT_VALUES,
  BYOB_PRINT_STEP,
  BYOB_SIZE_VALUES,
  BYOB_STATUS_VALUES,
  ByobContactStepSchema,
  ByobGarmentStepSchema,
  ByobNumberSchema,
  ByobPlacementSchema,
  ByobPrintStepSchema,
  ByobQuantitySchema,
  ByobQuoteSchema,
  ByobRequestCreateSchema,
  ByobRequestCreatedResponseSchema,
  ByobRequestFormSchema,
  CustomOrderAcceptResponseSchema,
  CustomOrderListResponseSchema,
  CustomOrderClaimSchema,
  CustomOrderResponseSchema,
  CustomOrderSchema,
} from './schemas/byob.ts';
export type {
  ByobRequestCreate,
  ByobRequestCreateWire,
  ByobRequestCreatedResponse,
  ByobRequestCreatedResponseWire,
  ByobRequestFormInput,
  ByobRequestFormOutput,
  CustomOrder,
  CustomOrderAcceptResponse,
  CustomOrderAcceptResponseWire,
  CustomOrderListResponse,
  CustomOrderListResponseWire,
  CustomOrderClaim,
  CustomOrderClaimWire,
  CustomOrderResponse,
  CustomOrderResponseWire,
  CustomOrderWire,
} from './schemas/byob.ts';
export {
  PREFECTURES,
  MAX_ADDRESSES,
  ADDRESS_MAX_LENGTHS,
  ADDRESS_FIELD_LABELS,
  normalizePostalCode,
  toFullWidthKatakana,
  NameKanaSchema,
  normalizePhone,
  PostalCodeSchema,
  AddressFormSchema,
  AddressRequestSchema,
  AddressSchema,
  AddressListResponseSchema,
  AddressResponseSchema,
  PostalAddressSchema,
  PostalCodeResponseSchema,
} from './schemas/address.ts';
export type {
  Prefecture,
  AddressFormInput,
  AddressFormOutput,
  AddressRequest,
  AddressRequestWire,
  Address,
  AddressWire,
  AddressListResponse,
  AddressResponse,
  PostalAddress,
  PostalAddressWire,
  PostalCodeResponse,
} from './schemas/address.ts';
export {
  MAX_SAVED_CARDS,
  SavedCardSchema,
  SavedCardListResponseSchema,
  SavedCardResponseSchema,
  SavedCardCreateRequestSchema,
  SavedCardSessionResponseSchema,
} from './schemas/payment-method.ts';
export type {
  SavedCardWire,
  SavedCard,
  SavedCardListResponse,
  SavedCardResponse,
  SavedCardCreateRequestWire,
  SavedCardCreateRequest,
  SavedCardSessionResponse,
} from './schemas/payment-method.ts';
export {
  DESIGN_BODY_LIMIT,
  DESIGNS_PER_PAGE,
  DESIGN_METHODS,
  DesignMethodSchema,
  DesignDocumentJsonSchema,
  RevisionSchema,
  DesignSummarySchema,
  DesignSchema,
  DesignCreateRequestSchema,
  DesignUpdateRequestSchema,
  DesignListResponseSchema,
  DesignResponseSchema,
} from './schemas/design.ts';
export type {
  DesignMethod,
  DesignDocumentJson,
  DesignSummaryWire,
  DesignSummary,
  DesignWire,
  Design,
  DesignCreateRequestWire,
  DesignCreateRequest,
  DesignUpdateRequestWire,
  DesignUpdateRequest,
  DesignListResponseWire,
  DesignListResponse,
  DesignResponseWire,
  DesignResponse,
} from './schemas/design.ts';
export {
  ORDER_STATUS_VALUES,
  PAYMENT_METHOD_VALUES,
  PAYMENT_STATUS_VALUES,
  CARD_BRAND_VALUES,
  DATA_CHECK_STATUS_VALUES,
  OrderNumberSchema,
  ProductionNumberSchema,
  OrderStatusSchema,
  PaymentMethodSchema,
  PaymentStatusSchema,
  CardBrandSchema,
  DataCheckStatusSchema,
  OrderChargesSchema,
  OrderItemLineSchema,
  OrderPrintSchema,
  OrderProductionItemSchema,
  OrderProductionItemGroupSchema,
  OrderPrintMethodSchema,
  OrderProductionSchema,
  OrderProductionLineSchema,
  OrderLineSchema,
  OrderCustomLineSchema,
  AddressSnapshotSchema,
  BankAccountSchema,
  PaymentSchema,
  OrderEventSchema,
  OrderSchema,
  OrderResponseSchema,
  OrderSummarySchema,
  OrderListResponseSchema,
  OrderProductionResponseSchema,
} from './schemas/order.ts';
export type {
  OrderChargesWire,
  OrderCharges,
  OrderItemLineWire,
  OrderItemLine,
  OrderPrintWire,
  OrderPrint,
  OrderProductionItemWire,
  OrderProductionWire,
  OrderProduction,
  OrderProductionLineWire,
  OrderProductionLine,
  OrderLineWire,
  OrderLine,
  OrderCustomLine,
  OrderCustomLineWire,
  AddressSnapshotWire,
  AddressSnapshot,
  BankAccountWire,
  BankAccount,
  PaymentWire,
  Payment,
  OrderEventWire,
  OrderWire,
  Order,
  OrderResponseWire,
  OrderResponse,
  OrderSummaryWire,
  OrderSummary,
  OrderListResponseWire,
  OrderListResponse,
  OrderProductionResponseWire,
  OrderProductionResponse,
} from './schemas/order.ts';
export {
  CheckoutOptionsSchema,
  CheckoutOptionsResponseSchema,
  CheckoutQuoteRequestSchema,
  QuoteTokenSchema,
  CheckoutQuoteSchema,
  CheckoutQuoteResponseSchema,
  CardSessionResponseSchema,
  IdempotencyKeySchema,
  OrderCreateRequestSchema,
  OrderNextSchema,
  OrderPlacedResponseSchema,
  CheckoutBridgeRequestSchema,
  CARD_DECLINE_CODES,
  ORDER_REFUSAL_CODES,
  OutOfStockLineSchema,
  OrderRefusalSchema,
} from './schemas/checkout.ts';
export type {
  CheckoutOptionsWire,
  CheckoutOptions,
  CheckoutOptionsResponseWire,
  CheckoutOptionsResponse,
  CheckoutQuoteRequestWire,
  CheckoutQuoteRequest,
  CheckoutQuoteWire,
  CheckoutQuote,
  CheckoutQuoteResponseWire,
  CheckoutQuoteResponse,
  CardSessionResponseWire,
  CardSessionResponse,
  OrderCreateRequestWire,
  OrderCreateRequest,
  OrderNextWire,
  OrderPlacedResponseWire,
  OrderPlacedResponse,
  CheckoutBridgeRequestWire,
  CheckoutBridgeRequest,
  OutOfStockLineWire,
  OutOfStockLine,
  OrderRefusalWire,
  OrderRefusal,
} from './schemas/checkout.ts';
export {
  NEWSLETTER_WORDING,
  AccountSchema,
  AccountResponseSchema,
  AccountNameFormSchema,
  AccountNameRequestSchema,
  EmailChangeRequestSchema,
  EmailConfirmRequestSchema,
  PasswordChangeRequestSchema,
  NewsletterRequestSchema,
  BlockingOrderSchema,
  AccountClosureResponseSchema,
  CancelMembershipRequestSchema,
} from './schemas/account.ts';
export type {
  Account,
  AccountWire,
  AccountResponse,
  AccountResponseWire,
  AccountNameRequest,
  AccountNameRequestWire,
  EmailChangeRequest,
  EmailChangeRequestWire,
  EmailConfirmRequest,
  EmailConfirmRequestWire,
  PasswordChangeRequest,
  PasswordChangeRequestWire,
  NewsletterRequest,
  NewsletterRequestWire,
  AccountClosureResponse,
  AccountClosureResponseWire,
  CancelMembershipRequest,
  CancelMembershipRequestWire,
} from './schemas/account.ts';
export {
  COUPON_CODE_MAX_LENGTH,
  COUPON_KIND_VALUES,
  COUPON_STATE_VALUES,
  POINT_REASON_VALUES,
  CouponCodeSchema,
  CouponSchema,
  CouponListResponseSchema,
  CouponClaimRequestSchema,
  CouponResponseSchema,
  PointMovementSchema,
  PointsResponseSchema,
  AppliedCouponSchema,
} from './schemas/loyalty.ts';
export type {
  CouponWire,
  Coupon,
  CouponListResponseWire,
  CouponListResponse,
  CouponClaimRequestWire,
  CouponClaimRequest,
  CouponResponseWire,
  CouponResponse,
  PointMovementWire,
  PointMovement,
  PointsResponseWire,
  PointsResponse,
  AppliedCouponWire,
  AppliedCoupon,
} from './schemas/loyalty.ts';

// Reorders (issue #15)
export {
  REORDER_REASONS,
  ReorderPrintSchema,
  ReorderSummarySchema,
  ReorderListResponseSchema,
  ReorderDetailSchema,
  ReorderDetailResponseSchema,
  ReorderRequestSchema,
  ReorderQuoteSchema,
  ReorderQuoteResponseSchema,
  CartReorderCreateRequestSchema,
  CartReorderCreateResponseSchema,
  ReorderEstimateResponseSchema,
} from './schemas/reorder.ts';
export type {
  ReorderReason,
  ReorderPrintWire,
  ReorderSummaryWire,
  ReorderSummary,
  ReorderListResponseWire,
  ReorderDetailWire,
  ReorderDetail,
  ReorderDetailResponseWire,
  ReorderRequestWire,
  ReorderRequest,
  ReorderQuoteWire,
  ReorderQuote,
  ReorderQuoteResponseWire,
  CartReorderCreateRequestWire,
  CartReorderCreateResponseWire,
  ReorderEstimateResponseWire,
} from './schemas/reorder.ts';

// Estimates (見積) and the quote PDF (issue #15)
export {
  EstimateCartResponseSchema,
  EstimateListResponseSchema,
  EstimateNumberSchema,
  EstimateResponseSchema,
  EstimateSchema,
  EstimateSourceSchema,
  EstimateStateSchema,
  EstimateSummarySchema,
  PdfBytesSchema,
  QuotePdfRequestSchema,
} from './schemas/estimate.ts';
export type {
  Estimate,
  EstimateCartResponse,
  EstimateCartResponseWire,
  EstimateListResponse,
  EstimateListResponseWire,
  EstimateResponse,
  EstimateResponseWire,
  EstimateSummary,
  EstimateSummaryWire,
  EstimateWire,
  QuotePdfRequest,
  QuotePdfRequestWire,
} from './schemas/estimate.ts';
