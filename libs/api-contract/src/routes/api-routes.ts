/**
 * Every call between the storefront and the server. The server registers its handlers from this
 * table (and tests it: e.g. every `mutates` route answers 419 without a CSRF token); the client
 * sends each call as its entry says; README.md lists it as the API documentation.
 */
import { ArticleListResponseSchema, ArticleResponseSchema } from '../schemas/article.ts';
import { BrandListResponseSchema, BrandResponseSchema } from '../schemas/brand.ts';
import { CartContentsResponseSchema } from '../schemas/cart.ts';
import { CartEstimateEntryResponseSchema } from '../schemas/cart-estimate.ts';
import {
  CartItemCreateRequestSchema,
  CartItemEntryResponseSchema,
  CartItemResponseSchema,
  CartItemUpdateRequestSchema,
} from '../schemas/cart-item.ts';
import { CartPrintResponseSchema, CartPrintUpdateRequestSchema } from '../schemas/cart-print.ts';
import {
  CartProductionCreateRequestSchema,
  CartProductionEntryResponseSchema,
  CartProductionItemGroupDeleteResponseSchema,
  CartProductionResponseSchema,
} from '../schemas/cart-production.ts';
import {
  CartProductionItemGroupCreateRequestSchema,
  CartProductionItemGroupResponseSchema,
  CartProductionItemGroupUpdateRequestSchema,
} from '../schemas/cart-production-item-group.ts';
import { CartProductionItemResponseSchema, CartProductionItemUpdateRequestSchema } from '../schemas/cart-production-item.ts';
import { CartReorderEntryResponseSchema } from '../schemas/cart-reorder.ts';
import { CategoryListResponseSchema, CategoryResponseSchema } from '../schemas/category.ts';
import { MessageResponseSchema, NoContentSchema, OrderGroupQuerySchema, PageQuerySchema } from '../schemas/common.ts';
import { BusinessDaysResponseSchema, ShippingResponseSchema } from '../schemas/delivery.ts';
import { ExampleListResponseSchema, ExampleResponseSchema } from '../schemas/example.ts';
import { FaqListResponseSchema, FaqResponseSchema } from '../schemas/faq.ts';
import { FileUploadFormSchema, ImageBytesSchema, UploadedFileResponseSchema } from '../schemas/file.ts';
import { ContentQueryRequestSchema, ContentQueryResponseSchema, FeatureResponseSchema } from '../schemas/feature.ts';
import { HealthResponseSchema } from '../schemas/health.ts';
import { InquiryRequestSchema, InquiryResponseSchema } from '../schemas/inquiry.ts';
import { PageResponseSchema } from '../schemas/page.ts';
import {
  BlogAuthorResponseSchema,
  BlogCategoryListResponseSchema,
  BlogTagListResponseSchema,
  PostListQuerySchema,
  PostListResponseSchema,
  PostResponseSchema,
} from '../schemas/post.ts';
import {
  ProductListQuerySchema,
  ProductListResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  SearchSuggestQuerySchema,
  SearchSuggestResponseSchema,
} from '../schemas/product.ts';
import { ReviewListResponseSchema } from '../schemas/review.ts';
import { ShopIndexQuerySchema, ShopIndexResponseSchema } from '../schemas/shop-index.ts';
import { SkuResponseSchema } from '../schemas/sku.ts';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetPasswordRequestSchema,
  UserResponseSchema,
} from '../schemas/user.ts';
import { WordListResponseSchema, WordResponseSchema } from '../schemas/word.ts';
import { ACCOUNT_ROUTES } from './account-routes.ts';
import { ADDRESS_ROUTES } from './address-routes.ts';
import { BYOB_ROUTES } from './byob-routes.ts';
import { defineRoute } from './api-route.ts';
import { CHECKOUT_ROUTES } from './checkout-routes.ts';
import { DESIGN_ROUTES } from './design-routes.ts';
import { PRODUCT_DETAIL_ROUTE } from './product-detail-route.ts';
import { ESTIMATE_ROUTES } from './estimate-routes.ts';
import { LOYALTY_ROUTES } from './loyalty-routes.ts';
import { RECEIPT_ROUTES } from './receipt-routes.ts';
import { REORDER_ROUTES } from './reorder-routes.ts';
import { PREFLIGHT_ROUTES } from './preflight-routes.ts';
import { ARTWORK_ROUTES } from './artwork-routes.ts';
import { ORDER_MESSAGE_ROUTES } from './order-message-routes.ts';
import { PROOF_LINK_ROUTES } from './proof-link-routes.ts';
import { MOCKUP_ROUTES } from './mockup-routes.ts';
import { REVIEW_ROUTES } from './review-routes.ts';
import { PAYMENT_METHOD_ROUTES } from './payment-method-routes.ts';

/** A public read. */
const read = { successStatus: 200, requiresLogin: false, mutates: false } as const;
/** A read of the logged-in customer's data. */
const readOwn = { successStatus: 200, requiresLogin: true, mutates: false } as const;

/** The routes declared here; the others come from one file per area (below). */
const SHOP_ROUTES = {
  // Shop and catalogue
  shopIndex: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/shop/index',
    summary: 'Shop index data for a page (catalog, product or post)',
    query: ShopIndexQuerySchema,
    response: ShopIndexResponseSchema,
  }),
  productList: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/products',
    summary: 'Product list (response_group=shop), filtered, sorted, paginated, with facets',
    query: ProductListQuerySchema,
    response: ProductListResponseSchema,
  }),
  productDetail: PRODUCT_DETAIL_ROUTE,
  productReviews: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/products/:code/reviews',
    summary: "A product's customer reviews, newest first, paginated",
    query: PageQuerySchema,
    response: ReviewListResponseSchema,
  }),
  productSearch: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/search',
    summary: 'Product search by text q, with the list filters, sort, disjunctive facets, paginated',
    query: SearchQuerySchema,
    response: SearchResponseSchema,
  }),
  productSuggest: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/search/suggest',
    summary: 'Predictive search: products, categories and brands for the text typed so far',
    query: SearchSuggestQuerySchema,
    response: SearchSuggestResponseSchema,
  }),
  skuDetail: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/skus/:id',
    summary: 'SKU price and stock (response_group=order), for guest cart refresh',
    query: OrderGroupQuerySchema,
    response: SkuResponseSchema,
  }),
  categoryList: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/categories',
    summary: 'Category tree (root categories with their children)',
    response: CategoryListResponseSchema,
  }),
  categoryDetail: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/categories/:slug',
    summary: 'Category page: breadcrumb path and child categories',
    response: CategoryResponseSchema,
  }),
  brandList: defineRoute({ ...read, method: 'GET', path: '/api/brands', summary: 'Brand list', response: BrandListResponseSchema }),
  brandDetail: defineRoute({ ...read, method: 'GET', path: '/api/brands/:slug', summary: 'Brand page', response: BrandResponseSchema }),
  contentQuery: defineRoute({
    ...read,
    method: 'POST',
    path: '/api/content/query',
    summary: 'Query a content collection (features); a read, but as a POST it needs the CSRF token (only SSR calls in-process are spared)',
    request: ContentQueryRequestSchema,
    response: ContentQueryResponseSchema,
  }),
  featureDetail: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/features/:slug',
    summary: 'Feature page with its product filter',
    response: FeatureResponseSchema,
  }),
  businessDays: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/delivery/business_days',
    summary: 'Coming business days and the shop timezone offset (hours)',
    response: BusinessDaysResponseSchema,
  }),
  shipping: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/delivery/shipping',
    summary: 'The shipping fee and the goods total from which shipping is free (yen, tax included)',
    response: ShippingResponseSchema,
  }),

  // Server cart (logged-in customers)
  cartContents: defineRoute({
    ...readOwn,
    method: 'GET',
    path: '/api/cart/contents',
    summary: 'The whole server cart: items, productions, reorders, estimates (response_group=order)',
    query: OrderGroupQuerySchema,
    response: CartContentsResponseSchema,
  }),
  cartItemShow: defineRoute({
    ...readOwn,
    method: 'GET',
    path: '/api/cart_items/:id',
    summary: 'Refresh one cart item: data (null when gone) and meta flags',
    query: OrderGroupQuerySchema,
    response: CartItemEntryResponseSchema,
  }),
  cartItemCreate: defineRoute({
    method: 'POST',
    path: '/api/cart_items',
    summary: 'Add a blank product (SKU) to the cart; also pushes guest items at login',
    request: CartItemCreateRequestSchema,
    response: CartItemResponseSchema,
    successStatus: 201,
    requiresLogin: true,
    mutates: true,
  }),
  cartItemUpdate: defineRoute({
    method: 'PUT',
    path: '/api/cart_items/:id',
    summary: 'Change a cart item quantity and/or wrapping (wrapping_id null clears)',
    request: CartItemUpdateRequestSchema,
    response: CartItemResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: true,
  }),
  cartItemDelete: defineRoute({
    method: 'DELETE',
    path: '/api/cart_items/:id',
    summary: 'Remove a cart item',
    response: NoContentSchema,
    successStatus: 204,
    requiresLogin: true,
    mutates: true,
  }),
  cartProductionShow: defineRoute({
    ...readOwn,
    method: 'GET',
    path: '/api/cart_productions/:id',
    summary: 'Refresh one print order: data (null when gone) and meta flags',
    query: OrderGroupQuerySchema,
    response: CartProductionEntryResponseSchema,
  }),
  cartProductionCreate: defineRoute({
    method: 'POST',
    path: '/api/cart_productions',
    summary: 'Add a print order; also pushes guest productions at login',
    request: CartProductionCreateRequestSchema,
    response: CartProductionResponseSchema,
    successStatus: 201,
    requiresLogin: true,
    mutates: true,
  }),
  cartProductionDelete: defineRoute({
    method: 'DELETE',
    path: '/api/cart_productions/:id',
    summary: 'Remove a print order with all its groups and prints',
    response: NoContentSchema,
    successStatus: 204,
    requiresLogin: true,
    mutates: true,
  }),
  cartProductionItemGroupCreate: defineRoute({
    method: 'POST',
    path: '/api/cart_production_item_groups',
    summary: 'Add a colour (with its sizes) to a print order',
    request: CartProductionItemGroupCreateRequestSchema,
    response: CartProductionItemGroupResponseSchema,
    successStatus: 201,
    requiresLogin: true,
    mutates: true,
  }),
  cartProductionItemGroupUpdate: defineRoute({
    method: 'PUT',
    path: '/api/cart_production_item_groups/:id',
    summary: "Replace a colour group's sizes and quantities",
    request: CartProductionItemGroupUpdateRequestSchema,
    response: CartProductionItemGroupResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: true,
  }),
  cartProductionItemGroupDelete: defineRoute({
    method: 'DELETE',
    path: '/api/cart_production_item_groups/:id',
    summary: 'Remove a colour group; answers the production, or null when it was removed with its last group',
    response: CartProductionItemGroupDeleteResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: true,
  }),
  cartProductionItemUpdate: defineRoute({
    method: 'PUT',
    path: '/api/cart_production_items/:id',
    summary: 'Change the wrapping of one size line of a print order',
    request: CartProductionItemUpdateRequestSchema,
    response: CartProductionItemResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: true,
  }),
  cartPrintUpdate: defineRoute({
    method: 'PUT',
    path: '/api/cart_prints/:id',
    summary: 'Update the per-piece print charge of a print (the server recomputes it)',
    request: CartPrintUpdateRequestSchema,
    response: CartPrintResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: true,
  }),
  cartReorderShow: defineRoute({
    ...readOwn,
    method: 'GET',
    path: '/api/cart_reorders/:id',
    summary: 'Refresh one reorder: data (null when gone or expired) and meta flags',
    query: OrderGroupQuerySchema,
    response: CartReorderEntryResponseSchema,
  }),
  cartReorderDelete: defineRoute({
    method: 'DELETE',
    path: '/api/cart_reorders/:id',
    summary: 'Remove a reorder',
    response: NoContentSchema,
    successStatus: 204,
    requiresLogin: true,
    mutates: true,
  }),
  cartEstimateShow: defineRoute({
    ...readOwn,
    method: 'GET',
    path: '/api/cart_estimates/:id',
    summary: 'Refresh one estimate: data (null when gone) and meta flags',
    query: OrderGroupQuerySchema,
    response: CartEstimateEntryResponseSchema,
  }),
  cartEstimateDelete: defineRoute({
    method: 'DELETE',
    path: '/api/cart_estimates/:id',
    summary: 'Remove an estimate',
    response: NoContentSchema,
    successStatus: 204,
    requiresLogin: true,
    mutates: true,
  }),

  // Uploaded print data (guests too: a guest's files belong to the session, and pass to the customer at login)
  fileUpload: defineRoute({
    method: 'POST',
    path: '/api/files',
    summary:
      'Upload print data (multipart/form-data, one part `file`, at most FILE_LIMIT bytes): PNG, JPEG, WebP, SVG (sanitised), PDF or AI (without active content), told apart by the bytes',
    form: FileUploadFormSchema,
    response: UploadedFileResponseSchema,
    successStatus: 201,
    requiresLogin: false,
    mutates: true,
  }),
  fileShow: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/files/:uuid',
    summary: "An upload's kind, name, size in bytes and pixels; marks it used (404 for another owner's)",
    response: UploadedFileResponseSchema,
  }),
  fileThumbnail: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/files/:uuid/thumbnail',
    summary: 'Thumbnail of an image or SVG upload: WebP, longest side 400 px, Cache-Control private, no-store',
    response: ImageBytesSchema,
    binary: true,
  }),
  filePreview: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/files/:uuid/preview',
    summary:
      'Preview of an image or SVG upload for the true-scale preview page: WebP, longest side 1600 px, Cache-Control private, no-store',
    response: ImageBytesSchema,
    binary: true,
  }),
  fileOriginal: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/files/:uuid/original',
    summary:
      "An upload's bytes as stored (an SVG after sanitising), with its own content type; the design tool embeds them at full resolution. Cache-Control private, no-store",
    response: ImageBytesSchema,
    binary: true,
  }),

  // Session and account
  csrfCookie: defineRoute({
    ...read,
    method: 'GET',
    path: '/laravel/sanctum/csrf-cookie',
    summary: 'Set the XSRF-TOKEN cookie (204)',
    response: NoContentSchema,
    successStatus: 204,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/laravel/api/login',
    summary: 'Log in: answers { status: true, message: 認証成功, user }',
    request: LoginRequestSchema,
    response: LoginResponseSchema,
    successStatus: 200,
    requiresLogin: false,
    mutates: true,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/laravel/api/logout',
    summary: 'Log out (ends the session)',
    response: NoContentSchema,
    successStatus: 204,
    requiresLogin: true,
    mutates: true,
  }),
  register: defineRoute({
    method: 'POST',
    path: '/laravel/api/register',
    summary: 'Create an account and log in',
    request: RegisterRequestSchema,
    response: RegisterResponseSchema,
    successStatus: 201,
    requiresLogin: false,
    mutates: true,
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/laravel/api/forgot-password',
    summary: 'Mail a password-reset link',
    request: ForgotPasswordRequestSchema,
    response: MessageResponseSchema,
    successStatus: 200,
    requiresLogin: false,
    mutates: true,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/laravel/api/reset-password',
    summary: 'Set a new password with the token from the mail',
    request: ResetPasswordRequestSchema,
    response: MessageResponseSchema,
    successStatus: 200,
    requiresLogin: false,
    mutates: true,
  }),
  sessionUser: defineRoute({
    ...readOwn,
    method: 'GET',
    path: '/laravel/api/user',
    summary: 'The logged-in user (401 when logged out)',
    response: UserResponseSchema,
  }),
  user: defineRoute({
    ...readOwn,
    method: 'GET',
    path: '/api/user',
    summary: 'The logged-in user (401 when logged out)',
    response: UserResponseSchema,
  }),

  // Content
  postList: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/posts',
    summary: 'Blog posts, newest first, by category, tag, author or text q, paginated',
    query: PostListQuerySchema,
    response: PostListResponseSchema,
  }),
  postDetail: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/posts/:slug',
    summary: 'A blog post with its HTML body',
    response: PostResponseSchema,
  }),
  blogAuthor: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/blog/authors/:slug',
    summary: 'A blog author',
    response: BlogAuthorResponseSchema,
  }),
  blogCategoryList: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/blog/categories',
    summary: 'Blog categories',
    response: BlogCategoryListResponseSchema,
  }),
  blogTagList: defineRoute({ ...read, method: 'GET', path: '/api/blog/tags', summary: 'Blog tags', response: BlogTagListResponseSchema }),
  articleList: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/articles',
    summary: 'News articles, newest first, paginated',
    query: PageQuerySchema,
    response: ArticleListResponseSchema,
  }),
  articleDetail: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/articles/:id',
    summary: 'A news article',
    response: ArticleResponseSchema,
  }),
  exampleList: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/examples',
    summary: 'Case studies, newest first, paginated',
    query: PageQuerySchema,
    response: ExampleListResponseSchema,
  }),
  exampleDetail: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/examples/:id',
    summary: 'A case study',
    response: ExampleResponseSchema,
  }),
  faqList: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/faqs',
    summary: 'FAQ index grouped by category',
    response: FaqListResponseSchema,
  }),
  faqDetail: defineRoute({ ...read, method: 'GET', path: '/api/faqs/:slug', summary: 'One FAQ answer', response: FaqResponseSchema }),
  wordList: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/words',
    summary: 'Glossary index in reading order',
    response: WordListResponseSchema,
  }),
  wordDetail: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/words/:slug',
    summary: 'One glossary entry',
    response: WordResponseSchema,
  }),
  page: defineRoute({
    ...read,
    method: 'GET',
    path: '/api/pages/:path{.+}',
    summary: 'A static page (guidance, info, design-tool manual) by its path',
    response: PageResponseSchema,
  }),
  inquiryCreate: defineRoute({
    method: 'POST',
    path: '/api/inquiries',
    summary: 'Send the contact form',
    request: InquiryRequestSchema,
    response: InquiryResponseSchema,
    successStatus: 201,
    requiresLogin: false,
    mutates: true,
  }),
  healthcheck: defineRoute({
    ...read,
    method: 'GET',
    path: '/healthcheck',
    summary: 'Liveness and database check (503 when unhealthy)',
    response: HealthResponseSchema,
  }),
} as const;

/**
 * The route table: one entry per call, keyed by a stable name. Typed as the intersection of its parts,
 * which declaration files can name (the expanded type is too large for tsc to write out).
 */
export const API_ROUTES: typeof SHOP_ROUTES &
  typeof CHECKOUT_ROUTES &
  typeof ADDRESS_ROUTES &
  typeof ACCOUNT_ROUTES &
  typeof PAYMENT_METHOD_ROUTES &
  typeof DESIGN_ROUTES &
  typeof REVIEW_ROUTES &
  typeof LOYALTY_ROUTES &
  typeof REORDER_ROUTES &
  typeof BYOB_ROUTES &
  typeof ESTIMATE_ROUTES &
  typeof RECEIPT_ROUTES &
  typeof PREFLIGHT_ROUTES &
  typeof ARTWORK_ROUTES &
  typeof ORDER_MESSAGE_ROUTES &
  typeof PROOF_LINK_ROUTES &
  typeof MOCKUP_ROUTES = {
  ...SHOP_ROUTES,
  // Checkout and orders (issue #11).
  ...CHECKOUT_ROUTES,
  ...ADDRESS_ROUTES,
  ...ACCOUNT_ROUTES,
  ...PAYMENT_METHOD_ROUTES,
  // The design tool's saved designs (issue #12).
  ...DESIGN_ROUTES,
  // The customer's reviews (issue #14).
  ...REVIEW_ROUTES,
  // The customer's coupons and points (issue #14).
  ...LOYALTY_ROUTES,
  // Reorders of delivered productions (issue #15).
  ...REORDER_ROUTES,
  // BYOB requests and the customer's custom orders (issue #15).
  ...BYOB_ROUTES,
  // Estimates (見積) and the quote PDF (issue #15).
  ...ESTIMATE_ROUTES,
  // Receipts and invoices of orders (issue #32).
  ...RECEIPT_ROUTES,
  // The preflight at upload (issue #30).
  ...PREFLIGHT_ROUTES,
  // The artwork loop of an order: proofs, changes, new versions (issue #30).
  ...ARTWORK_ROUTES,
  // The message thread of an order between the customer and the shop (issue #30).
  ...ORDER_MESSAGE_ROUTES,
  // Shared proofs: read-only links without prices (issue #30).
  ...PROOF_LINK_ROUTES,
  // The design on the garment for cart, estimate and order lines and mails (issue #30).
  ...MOCKUP_ROUTES,
};

/** The name of a route in `API_ROUTES`. */
export type ApiRouteName = keyof typeof API_ROUTES;
