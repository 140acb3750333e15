/**
 * @shop/api-client: the contract between browser and server. Wire schemas (valibot) for every
 * call, the route table, the typed client and its errors. See README.md.
 */
export {
  camelCaseKey,
  snakeCaseKey,
  camelizeKeys,
  snakeizeKeys,
} from './casing.ts';
export type {
  CamelCase,
  SnakeCase,
  CamelCasedDeep,
  SnakeCasedDeep,
  CamelCasedKeys,
} from './casing.ts';
export {
  ArticleListItemSchema,
  ArticleSchema,
  ArticleListResponseSchema,
  ArticleResponseSchema,
} from './schemas/article.ts';
export type {
  ArticleListItemWire,
  ArticleListItem,
  ArticleWire,
  Article,
  ArticleListResponseWire,
  ArticleListResponse,
  ArticleResponseWire,
  ArticleResponse,
} from './schemas/article.ts';
export {
  BrandRefSchema,
  BrandSchema,
  BrandDetailSchema,
  BrandListResponseSchema,
  BrandResponseSchema,
} from './schemas/brand.ts';
export type {
  BrandRefWire,
  BrandRef,
  BrandWire,
  Brand,
  BrandDetailWire,
  BrandDetail,
  BrandListResponseWire,
  BrandListResponse,
  BrandResponseWire,
  BrandResponse,
} from './schemas/brand.ts';
export {
  CartEntryMetaSchema,
  cartEntryResponse,
} from './schemas/cart-entry.ts';
export type {
  CartEntryMetaWire,
  CartEntryMeta,
} from './schemas/cart-entry.ts';
export {
  CartEstimateSchema,
  CartEstimateEntryResponseSchema,
} from './schemas/cart-estimate.ts';
export type {
  CartEstimateWire,
  CartEstimate,
  CartEstimateEntryResponseWire,
  CartEstimateEntryResponse,
} from './schemas/cart-estimate.ts';
export {
  CartItemSchema,
  CartItemCreateRequestSchema,
  CartItemUpdateRequestSchema,
  CartItemResponseSchema,
  CartItemEntryResponseSchema,
} from './schemas/cart-item.ts';
export type {
  CartItemWire,
  CartItem,
  CartItemCreateRequestWire,
  CartItemCreateRequest,
  CartItemUpdateRequestWire,
  CartItemUpdateRequest,
  CartItemResponseWire,
  CartItemResponse,
  CartItemEntryResponseWire,
  CartItemEntryResponse,
} from './schemas/cart-item.ts';
export {
  CartPrintSchema,
  CartPrintUpdateRequestSchema,
  CartPrintResponseSchema,
} from './schemas/cart-print.ts';
export type {
  CartPrintWire,
  CartPrint,
  CartPrintUpdateRequestWire,
  CartPrintUpdateRequest,
  CartPrintResponseWire,
  CartPrintResponse,
} from './schemas/cart-print.ts';
export {
  CartProductionItemGroupSchema,
  CartProductionItemInputSchema,
  CartProductionItemGroupCreateRequestSchema,
  CartProductionItemReplacementSchema,
  CartProductionItemGroupUpdateRequestSchema,
  CartProductionItemGroupResponseSchema,
} from './schemas/cart-production-item-group.ts';
export type {
  CartProductionItemGroupWire,
  CartProductionItemGroup,
  CartProductionItemInputWire,
  CartProductionItemInput,
  CartProductionItemGroupCreateRequestWire,
  CartProductionItemGroupCreateRequest,
  CartProductionItemReplacementWire,
  CartProductionItemReplacement,
  CartProductionItemGroupUpdateRequestWire,
  CartProductionItemGroupUpdateRequest,
  CartProductionItemGroupResponseWire,
  CartProductionItemGroupResponse,
} from './schemas/cart-production-item-group.ts';
export {
  CartProductionItemSchema,
  CartProductionItemUpdateRequestSchema,
  CartProductionItemResponseSchema,
} from './schemas/cart-production-item.ts';
export type {
  CartProductionItemWire,
  CartProductionItem,
  CartProductionItemUpdateRequestWire,
  CartProductionItemUpdateRequest,
  CartProductionItemResponseWire,
  CartProductionItemResponse,
} from './schemas/cart-production-item.ts';
export {
  CartProductionProductSchema,
  CartPrintMethodSchema,
  CartProductionSchema,
  CartProductionItemGroupInputSchema,
  CartPrintInputSchema,
  CartProductionCreateRequestSchema,
  CartProductionResponseSchema,
  CartProductionEntryResponseSchema,
  CartProductionItemGroupDeleteResponseSchema,
} from './schemas/cart-production.ts';
export type {
  CartProductionProductWire,
  CartProductionProduct,
  CartPrintMethodWire,
  CartPrintMethod,
  CartProductionWire,
  CartProduction,
  CartProductionItemGroupInputWire,
  CartProductionItemGroupInput,
  CartPrintInputWire,
  CartPrintInput,
  CartProductionCreateRequestWire,
  CartProductionCreateRequest,
  CartProductionResponseWire,
  CartProductionResponse,
  CartProductionEntryResponseWire,
  CartProductionEntryResponse,
  CartProductionItemGroupDeleteResponseWire,
  CartProductionItemGroupDeleteResponse,
} from './schemas/cart-production.ts';
export {
  CartReorderItemSchema,
  CartReorderItemGroupSchema,
  CartReorderPrintSchema,
  CartReorderSchema,
  CartReorderEntryResponseSchema,
} from './schemas/cart-reorder.ts';
export type {
  CartReorderItemWire,
  CartReorderItem,
  CartReorderItemGroupWire,
  CartReorderItemGroup,
  CartReorderPrintWire,
  CartReorderPrint,
  CartReorderWire,
  CartReorder,
  CartReorderEntryResponseWire,
  CartReorderEntryResponse,
} from './schemas/cart-reorder.ts';
export {
  CartContentsSchema,
  CartContentsResponseSchema,
} from './schemas/cart.ts';
export type {
  CartContentsWire,
  CartContents,
  CartContentsResponseWire,
  CartContentsResponse,
} from './schemas/cart.ts';
export {
  CategoryRefSchema,
  CategorySchema,
  CategoryNodeSchema,
  CategoryDetailSchema,
  CategoryListResponseSchema,
  CategoryResponseSchema,
} from './schemas/category.ts';
export type {
  CategoryRefWire,
  CategoryRef,
  CategoryWire,
  Category,
  CategoryNodeWire,
  CategoryNode,
  CategoryDetailWire,
  CategoryDetail,
  CategoryListResponseWire,
  CategoryListResponse,
  CategoryResponseWire,
  CategoryResponse,
} from './schemas/category.ts';
export {
  YenSchema,
  SignedYenSchema,
  IdSchema,
  MAX_DB_INTEGER,
  CountSchema,
  QuantitySchema,
  SlugSchema,
  NameSchema,
  ImageUrlSchema,
  HexColorSchema,
  TimestampSchema,
  IsoDateSchema,
  UuidSchema,
  camelOutput,
  wireObject,
  dataEnvelope,
  PAGINATION_META_ENTRIES,
  PaginationMetaSchema,
  paginated,
  listEnvelope,
  ErrorBodySchema,
  MessageResponseSchema,
  NoContentSchema,
  EmptyRequestSchema,
  queryInteger,
  PageParamSchema,
  PerPageParamSchema,
  PageQuerySchema,
  OrderGroupQuerySchema,
} from './schemas/common.ts';
export type {
  PaginationMetaWire,
  PaginationMeta,
  ErrorBodyWire,
  ErrorBody,
  MessageResponseWire,
  MessageResponse,
  NoContentWire,
  NoContent,
  EmptyRequestWire,
  EmptyRequest,
  PageQueryWire,
  PageQuery,
  OrderGroupQueryWire,
  OrderGroupQuery,
} from './schemas/common.ts';
export {
  TimezoneOffsetSchema,
  BusinessDaysResponseSchema,
} from './schemas/delivery.ts';
export type {
  BusinessDaysResponseWire,
  BusinessDaysResponse,
} from './schemas/delivery.ts';
export {
  ExampleListItemSchema,
  ExampleSchema,
  ExampleListResponseSchema,
  ExampleResponseSchema,
} from './schemas/example.ts';
export type {
  ExampleListItemWire,
  ExampleListItem,
  ExampleWire,
  Example,
  ExampleListResponseWire,
  ExampleListResponse,
  ExampleResponseWire,
  ExampleResponse,
} from './schemas/example.ts';
export {
  FaqCategorySchema,
  FaqListItemSchema,
  FaqGroupSchema,
  FaqSchema,
  FaqListResponseSchema,
  FaqResponseSchema,
} from './schemas/faq.ts';
export type {
  FaqCategoryWire,
  FaqCategory,
  FaqListItemWire,
  FaqListItem,
  FaqGroupWire,
  FaqGroup,
  FaqWire,
  Faq,
  FaqListResponseWire,
  FaqListResponse,
  FaqResponseWire,
  FaqResponse,
} from './schemas/faq.ts';
export {
  FeatureSchema,
  CONTENT_SORT_FIELDS,
  ContentQueryRequestSchema,
  ContentQueryResponseSchema,
  FeatureResponseSchema,
} from './schemas/feature.ts';
export type {
  FeatureWire,
  Feature,
  ContentQueryRequestWire,
  ContentQueryRequest,
  ContentQueryResponseWire,
  ContentQueryResponse,
  FeatureResponseWire,
  FeatureResponse,
} from './schemas/feature.ts';
export {
  HealthResponseSchema,
} from './schemas/health.ts';
export type {
  HealthResponseWire,
  HealthResponse,
} from './schemas/health.ts';
export {
  InquiryRequestSchema,
  InquiryResponseSchema,
} from './schemas/inquiry.ts';
export type {
  InquiryRequestWire,
  InquiryRequest,
  InquiryResponseWire,
  InquiryResponse,
} from './schemas/inquiry.ts';
export {
  PagePathSchema,
  PageSchema,
  PageResponseSchema,
} from './schemas/page.ts';
export type {
  PageWire,
  Page,
  PageResponseWire,
  PageResponse,
} from './schemas/page.ts';
export {
  BlogAuthorRefSchema,
  BlogAuthorSchema,
  BlogCategorySchema,
  BlogTagSchema,
  PostListItemSchema,
  PostSchema,
  PostListQuerySchema,
  PostListResponseSchema,
  PostResponseSchema,
  BlogAuthorResponseSchema,
  BlogCategoryListResponseSchema,
  BlogTagListResponseSchema,
} from './schemas/post.ts';
export type {
  BlogAuthorRefWire,
  BlogAuthorRef,
  BlogAuthorWire,
  BlogAuthor,
  BlogCategoryWire,
  BlogCategory,
  BlogTagWire,
  BlogTag,
  PostListItemWire,
  PostListItem,
  PostWire,
  Post,
  PostListQueryWire,
  PostListQuery,
  PostListResponseWire,
  PostListResponse,
  PostResponseWire,
  PostResponse,
  BlogAuthorResponseWire,
  BlogAuthorResponse,
  BlogCategoryListResponseWire,
  BlogCategoryListResponse,
  BlogTagListResponseWire,
  BlogTagListResponse,
} from './schemas/post.ts';
export {
  ProductRefSchema,
  ColorSchema,
  SizeSchema,
  PrintMethodSummarySchema,
  FitSchema,
  WeightSchema,
  ProductListItemSchema,
  PrintChargeTierSchema,
  PrintCategorySchema,
  PrintSpecSummarySchema,
  PrintSpecSchema,
  PrintMethodSchema,
  ProductSizeSchema,
  ProductColorSchema,
  WrappingSchema,
  ReviewSummarySchema,
  ProductSchema,
  PRODUCT_SORTS,
  ProductFilterSchema,
  ProductListQuerySchema,
  FacetOptionSchema,
  ColorFacetOptionSchema,
  PriceRangeSchema,
  ProductFacetsSchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
} from './schemas/product.ts';
export type {
  ProductRefWire,
  ProductRef,
  ColorWire,
  Color,
  SizeWire,
  Size,
  PrintMethodSummaryWire,
  PrintMethodSummary,
  FitWire,
  Fit,
  WeightWire,
  Weight,
  ProductListItemWire,
  ProductListItem,
  PrintChargeTierWire,
  PrintChargeTier,
  PrintCategoryWire,
  PrintCategory,
  PrintSpecSummaryWire,
  PrintSpecSummary,
  PrintSpecWire,
  PrintSpec,
  PrintMethodWire,
  PrintMethod,
  ProductSizeWire,
  ProductSize,
  ProductColorWire,
  ProductColor,
  WrappingWire,
  Wrapping,
  ReviewSummaryWire,
  ReviewSummary,
  ProductWire,
  Product,
  ProductSort,
  ProductFilterWire,
  ProductFilter,
  ProductListQueryWire,
  ProductListQuery,
  FacetOptionWire,
  FacetOption,
  ColorFacetOptionWire,
  ColorFacetOption,
  PriceRangeWire,
  PriceRange,
  ProductFacetsWire,
  ProductFacets,
  ProductListResponseWire,
  ProductListResponse,
  ProductResponseWire,
  ProductResponse,
  SearchQueryWire,
  SearchQuery,
  SearchResponseWire,
  SearchResponse,
} from './schemas/product.ts';
export {
  ReviewSchema,
  ReviewListResponseSchema,
} from './schemas/review.ts';
export type {
  ReviewWire,
  Review,
  ReviewListResponseWire,
  ReviewListResponse,
} from './schemas/review.ts';
export {
  SaleSchema,
  SHOP_INDEX_TYPES,
  ShopIndexQuerySchema,
  ShopIndexDataSchema,
  ShopIndexResponseSchema,
} from './schemas/shop-index.ts';
export type {
  SaleWire,
  Sale,
  ShopIndexType,
  ShopIndexQueryWire,
  ShopIndexQuery,
  ShopIndexDataWire,
  ShopIndexData,
  ShopIndexResponseWire,
  ShopIndexResponse,
} from './schemas/shop-index.ts';
export {
  InventorySchema,
  SkuSchema,
  SkuResponseSchema,
} from './schemas/sku.ts';
export type {
  InventoryWire,
  Inventory,
  SkuWire,
  Sku,
  SkuResponseWire,
  SkuResponse,
} from './schemas/sku.ts';
export {
  UserSchema,
  UserResponseSchema,
  LoginRequestSchema,
  LOGIN_SUCCESS_MESSAGE,
  LoginResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
} from './schemas/user.ts';
export type {
  UserWire,
  User,
  UserResponseWire,
  UserResponse,
  LoginRequestWire,
  LoginRequest,
  LoginResponseWire,
  LoginResponse,
  RegisterRequestWire,
  RegisterRequest,
  RegisterResponseWire,
  RegisterResponse,
  ForgotPasswordRequestWire,
  ForgotPasswordRequest,
  ResetPasswordRequestWire,
  ResetPasswordRequest,
} from './schemas/user.ts';
export {
  WordListItemSchema,
  WordSchema,
  WordListResponseSchema,
  WordResponseSchema,
} from './schemas/word.ts';
export type {
  WordListItemWire,
  WordListItem,
  WordWire,
  Word,
  WordListResponseWire,
  WordListResponse,
  WordResponseWire,
  WordResponse,
} from './schemas/word.ts';
export {
  defineRoute,
} from './routes/api-route.ts';
export type {
  HttpMethod,
  ApiRoute,
  PathParamNames,
  PathParams,
} from './routes/api-route.ts';
export {
  API_ROUTES,
} from './routes/api-routes.ts';
export type {
  ApiRouteName,
} from './routes/api-routes.ts';
export {
  buildPath,
} from './routes/build-path.ts';
export {
  ApiError,
  isApiError,
} from './errors/api-error.ts';
export type {
  ApiErrorInit,
} from './errors/api-error.ts';
export {
  UnauthenticatedError,
  isUnauthenticatedError,
} from './errors/unauthenticated-error.ts';
export {
  NotFoundError,
  isNotFoundError,
} from './errors/not-found-error.ts';
export {
  CsrfMismatchError,
  isCsrfMismatchError,
} from './errors/csrf-mismatch-error.ts';
export {
  ValidationError,
  isValidationError,
} from './errors/validation-error.ts';
export type {
  FieldMessages,
} from './errors/validation-error.ts';
export {
  TooManyRequestsError,
  isTooManyRequestsError,
} from './errors/too-many-requests-error.ts';
export {
  MaintenanceError,
  isMaintenanceError,
} from './errors/maintenance-error.ts';
export {
  HttpError,
  isHttpError,
} from './errors/http-error.ts';
export {
  SchemaMismatchError,
  isSchemaMismatchError,
} from './errors/schema-mismatch-error.ts';
export {
  createApiClient,
} from './client/create-api-client.ts';
export type {
  ProductListParams,
  ProductKey,
  ApiClient,
} from './client/create-api-client.ts';
export type {
  ApiClientOptions,
  CallInput,
} from './client/transport.ts';
export {
  cookieFromHeader,
  readDocumentCookie,
  createCookieJar,
} from './client/cookies.ts';
export type {
  FetchFunction,
  ReadCookie,
  CookieJar,
  CookieJarOptions,
} from './client/cookies.ts';
export {
  XSRF_COOKIE,
  XSRF_HEADER,
} from './client/csrf.ts';
