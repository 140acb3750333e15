/**
 * `createApiClient`: one typed function per API call. Arguments are camelCase and mapped to the
 * wire's snake_case; answers are validated against the route's schema and returned camelCased
 * (the whole body: `{ data }`, `{ data, meta }`…). Failures throw the typed errors of `../errors`.
 */
import {
  API_ROUTES,
  XSRF_COOKIE,
  XSRF_HEADER,
  type AccountNameRequest,
  type AddressRequest,
  type ApiRoute,
  type CartItemCreateRequest,
  type CartItemUpdateRequest,
  type CartPrintUpdateRequest,
  type CartProductionCreateRequest,
  type CartProductionItemGroupCreateRequest,
  type CartProductionItemGroupUpdateRequest,
  type CartProductionItemUpdateRequest,
  type CheckoutBridgeRequest,
  type CheckoutQuoteRequest,
  type CancelMembershipRequest,
  type ContentQueryRequest,
  type DesignDocumentJson,
  type EmailChangeRequest,
  type ForgotPasswordRequest,
  type InquiryRequest,
  type LoginRequest,
  type NewsletterRequest,
  type OrderCreateRequest,
  type PageQuery,
  type PasswordChangeRequest,
  type PostListQuery,
  type ProductListQuery,
  type RegisterRequest,
  type ResetPasswordRequest,
  type ReviewCreateRequest,
  type ReviewUpdateRequest,
  type SearchQuery,
  type SearchSuggestQuery,
  type ShopIndexQuery,
} from '@shop/api-contract';
import { createTransport, type ApiClientOptions, type CallInput, type CallRoute } from './transport.ts';
import { verbatim } from './verbatim.ts';

/** Filters, sort and page of `api.products.list` (the `response_group=shop` is added for you). */
export type ProductListParams = Omit<ProductListQuery, 'responseGroup'>;

/** A product id or its code (`5001-01`): both name the same product in `/api/products/:id`. */
export type ProductKey = number | string;

const R = API_ROUTES;
const order = { responseGroup: 'order' } as const;

/** Creates the API client: `const api = createApiClient({ baseUrl: '', fetch })`. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { call } = createTransport(options, { cookie: XSRF_COOKIE, header: XSRF_HEADER, route: API_ROUTES.csrfCookie });
  return {
    /** Sends any route of `API_ROUTES` (for calls without a helper below). */
    call: <TRoute extends ApiRoute>(route: TRoute, input?: CallInput) => call(route, input),
    ...catalogueCalls(call),
    ...cartCalls(call),
    ...siteCalls(call),
    ...accountCalls(call),
  };
}

/** The catalogue, content pages and delivery dates. */
function catalogueCalls(call: CallRoute) {
  return {
    shop: {
      /** Shop index data for a page type (`catalog`, `product` with `code`, `post` with `slug`). */
      index: (query: ShopIndexQuery) => call(R.shopIndex, { query }),
    },
    products: {
      /** Product list with filters, sort, page and facets. */
      list: (query: ProductListParams = {}) => call(R.productList, { query: { responseGroup: 'shop', ...query } }),
      /** One product with print methods, prices, colours, sizes and SKUs. */
      get: (id: ProductKey) => call(R.productDetail, { params: { id }, query: order }),
      /** Reviews of a product, by product code. */
      reviews: (code: string, query: PageQuery = {}) => call(R.productReviews, { params: { code }, query }),
      /** Product search by text, with the list's filters and sort; disjunctive facets. */
      search: (query: SearchQuery) => call(R.productSearch, { query }),
      /** Predictive search for the text typed so far; `signal` cancels it when the shopper types on. */
      suggest: (query: SearchSuggestQuery, signal?: AbortSignal) => call(R.productSuggest, { query, ...(signal ? { signal } : {}) }),
    },
    skus: {
      /** One SKU's price and stock. */
      get: (id: number) => call(R.skuDetail, { params: { id }, query: order }),
    },
    categories: {
      /** The category tree. */
      list: () => call(R.categoryList),
      /** A category page with breadcrumb and children. */
      get: (slug: string) => call(R.categoryDetail, { params: { slug } }),
    },
    brands: {
      /** All brands. */
      list: () => call(R.brandList),
      /** A brand page. */
      get: (slug: string) => call(R.brandDetail, { params: { slug } }),
    },
    content: {
      /** Queries a content collection (features). */
      query: (query: ContentQueryRequest) => call(R.contentQuery, { body: query }),
    },
    features: {
      /** A feature page. */
      get: (slug: string) => call(R.featureDetail, { params: { slug } }),
    },
    delivery: {
      /** Coming business days and the shop's UTC offset in hours. */
      businessDays: () => call(R.businessDays),
      /** The shipping fee and the goods total from which shipping is free (yen, tax included). */
      shipping: () => call(R.shipping),
    },
  };
}

/** The server cart's entries. */
function cartCalls(call: CallRoute) {
  return {
    cart: {
      /** The whole server cart. */
      contents: () => call(R.cartContents, { query: order }),
    },
    cartItems: {
      /** Refreshes one cart item (`data` null when gone) with its meta flags. */
      get: (id: number) => call(R.cartItemShow, { params: { id }, query: order }),
      /** Adds a SKU to the cart. */
      create: (body: CartItemCreateRequest) => call(R.cartItemCreate, { body }),
      /** Changes quantity and/or wrapping (`wrappingId: null` clears it). */
      update: (id: number, body: CartItemUpdateRequest) => call(R.cartItemUpdate, { params: { id }, body }),
      /** Removes a cart item. */
      delete: (id: number) => call(R.cartItemDelete, { params: { id } }),
    },
    cartProductions: {
      /** Refreshes one print order with its meta flags. */
      get: (id: number) => call(R.cartProductionShow, { params: { id }, query: order }),
      /** Adds a print order. */
      create: (body: CartProductionCreateRequest) => call(R.cartProductionCreate, { body }),
      /** Removes a print order. */
      delete: (id: number) => call(R.cartProductionDelete, { params: { id } }),
    },
    cartProductionItemGroups: {
      /** Adds a colour group to a print order. */
      create: (body: CartProductionItemGroupCreateRequest) => call(R.cartProductionItemGroupCreate, { body }),
      /** Replaces a colour group's size lines. */
      update: (id: number, body: CartProductionItemGroupUpdateRequest) => call(R.cartProductionItemGroupUpdate, { params: { id }, body }),
      /** Removes a colour group; `data.cartProduction` is null when the production went with it. */
      delete: (id: number) => call(R.cartProductionItemGroupDelete, { params: { id } }),
    },
    cartProductionItems: {
      /** Changes the wrapping of a size line. */
      update: (id: number, body: CartProductionItemUpdateRequest) => call(R.cartProductionItemUpdate, { params: { id }, body }),
    },
    cartPrints: {
      /** Updates a print's per-piece charge. */
      update: (id: number, body: CartPrintUpdateRequest) => call(R.cartPrintUpdate, { params: { id }, body }),
    },
    cartReorders: {
      /** Refreshes one reorder (`meta.expired` when it lapsed). */
      get: (id: number) => call(R.cartReorderShow, { params: { id }, query: order }),
      /** Removes a reorder. */
      delete: (id: number) => call(R.cartReorderDelete, { params: { id } }),
    },
    cartEstimates: {
      /** Refreshes one estimate. */
      get: (id: number) => call(R.cartEstimateShow, { params: { id }, query: order }),
      /** Removes an estimate. */
      delete: (id: number) => call(R.cartEstimateDelete, { params: { id } }),
    },
  };
}

/** Sign-in, the blog and help pages, and uploaded files. */
function siteCalls(call: CallRoute) {
  return {
    auth: {
      /** Asks for a fresh CSRF cookie (the client does this by itself when needed). */
      csrfCookie: () => call(R.csrfCookie),
      /** Logs in; resolves with `{ status: true, message: '認証成功', user }`. */
      login: (body: LoginRequest) => call(R.login, { body }),
      /** Logs out. */
      logout: () => call(R.logout),
      /** Creates an account and logs in. */
      register: (body: RegisterRequest) => call(R.register, { body }),
      /** Mails a password-reset link. */
      forgotPassword: (body: ForgotPasswordRequest) => call(R.forgotPassword, { body }),
      /** Sets a new password with the mailed token. */
      resetPassword: (body: ResetPasswordRequest) => call(R.resetPassword, { body }),
      /** The logged-in user via the session route (`/laravel/api/user`). */
      user: () => call(R.sessionUser),
    },
    user: {
      /** The logged-in user (`/api/user`); throws `UnauthenticatedError` when logged out. */
      get: () => call(R.user),
    },

    blog: {
      /** Blog posts, filtered and paginated. */
      posts: (query: PostListQuery = {}) => call(R.postList, { query }),
      /** One blog post. */
      post: (slug: string) => call(R.postDetail, { params: { slug } }),
      /** One blog author. */
      author: (slug: string) => call(R.blogAuthor, { params: { slug } }),
      /** Blog categories. */
      categories: () => call(R.blogCategoryList),
      /** Blog tags. */
      tags: () => call(R.blogTagList),
    },
    articles: {
      /** News articles, paginated. */
      list: (query: PageQuery = {}) => call(R.articleList, { query }),
      /** One news article. */
      get: (id: number) => call(R.articleDetail, { params: { id } }),
    },
    examples: {
      /** Case studies, paginated. */
      list: (query: PageQuery = {}) => call(R.exampleList, { query }),
      /** One case study. */
      get: (id: number) => call(R.exampleDetail, { params: { id } }),
    },
    faqs: {
      /** FAQ index grouped by category. */
      list: () => call(R.faqList),
      /** One FAQ answer. */
      get: (slug: string) => call(R.faqDetail, { params: { slug } }),
    },
    words: {
      /** Glossary index. */
      list: () => call(R.wordList),
      /** One glossary entry. */
      get: (slug: string) => call(R.wordDetail, { params: { slug } }),
    },
    pages: {
      /** A static page by path (`guidance/delivery`). */
      get: (path: string) => call(R.page, { params: { path } }),
    },
    files: {
      /**
       * Uploads print data (multipart/form-data, one part `file`): `api.files.upload(input.files[0])`.
       * Guests may upload; the server tells the kind from the bytes and answers 422 for other kinds,
       * 413 over its limit.
       */
      upload: (file: Blob, name?: string) => {
        const form = new FormData();
        if (name === undefined) form.append('file', file);
        else form.append('file', file, name);
        return call(R.fileUpload, { form });
      },
      /** An upload's metadata; reading it keeps an unused upload from being removed after 7 days. */
      get: (uuid: string) => call(R.fileShow, { params: { uuid } }),
      /** The 400 px WebP thumbnail of an image or SVG upload, as a Blob. */
      thumbnail: (uuid: string) => call(R.fileThumbnail, { params: { uuid } }),
      /** The 1600 px WebP preview of an image or SVG upload, as a Blob. */
      preview: (uuid: string) => call(R.filePreview, { params: { uuid } }),
      /** The bytes as stored (full resolution), as a Blob. */
      original: (uuid: string) => call(R.fileOriginal, { params: { uuid } }),
    },
  };
}

/** The customer's account, checkout, orders and reviews. */
function accountCalls(call: CallRoute) {
  return {
    account: {
      /** The customer's own record: name, furigana, e-mail (and a change waiting for its link), newsletter. */
      get: () => call(R.account),
      /** Changes the name and furigana. */
      changeName: (body: AccountNameRequest) => call(R.accountName, { body }),
      /** Mails a confirmation link to the new address (the current password is checked; 429 when repeated). */
      requestEmailChange: (body: EmailChangeRequest) => call(R.accountEmail, { body }),
      /** Opens the link: the new address takes effect. */
      confirmEmailChange: (token: string) => call(R.accountEmailConfirm, { body: { token } }),
      /** Withdraws a change waiting for its link. */
      cancelEmailChange: () => call(R.accountEmailCancel),
      /** Changes the password; other sessions end and this one gets a new id and CSRF token. */
      changePassword: (body: PasswordChangeRequest) => call(R.accountPassword, { body }),
      /** Subscribes to or leaves the newsletter. */
      setNewsletter: (body: NewsletterRequest) => call(R.accountNewsletter, { body }),
      /** Whether the account may be closed now, and the orders in the way. */
      closure: () => call(R.accountClosure),
      /** Closes the account (409 while an order is not delivered or cancelled). */
      close: (body: CancelMembershipRequest) => call(R.accountClose, { body }),
    },
    addresses: {
      /** The customer's address book, the default first. */
      list: () => call(R.addressList),
      /** Adds an address (422 with Japanese messages per field). */
      create: (body: AddressRequest) => call(R.addressCreate, { body }),
      /** Replaces an address; `isDefault: true` makes it the default. */
      update: (id: number, body: AddressRequest) => call(R.addressUpdate, { params: { id }, body }),
      /** Removes an address. */
      delete: (id: number) => call(R.addressDelete, { params: { id } }),
    },
    paymentMethods: {
      /** The customer's saved cards (brand, last 4, expiry, expired, default), the default first. */
      list: () => call(R.savedCardList),
      /** Opens the gateway's card form in save mode: `{ token, url }` (422 at the limit, 429 when repeated). */
      openSession: () => call(R.savedCardSessionCreate),
      /** Keeps the card the gateway's form tokenised in save mode (422 when the token is unusable or at the limit). */
      create: (cardToken: string) => call(R.savedCardCreate, { body: { cardToken } }),
      /** Makes a saved card the default one. */
      makeDefault: (id: number) => call(R.savedCardMakeDefault, { params: { id } }),
      /** Deletes a saved card, also at the gateway. */
      delete: (id: number) => call(R.savedCardDelete, { params: { id } }),
    },
    coupons: {
      /** The customer's coupons by state (available, used, expired), each with its conditions in Japanese. */
      list: () => call(R.couponList),
      /** Adds a coupon to the account by its code (ValidationError with a Japanese message when it may not be). */
      claim: (code: string) => call(R.couponClaim, { body: { code } }),
    },
    points: {
      /** The point balance, its expiry date and a page of movements, newest first. */
      history: (query: PageQuery = {}) => call(R.pointHistory, { query }),
    },
    designs: {
      /**
       * The customer's saved designs (no documents), the latest saved first, 20 a page. Each design's
       * `document` (from `get`, `create`, `update`) is the design tool's JSON as it was saved: read it
       * with `parseDesignDocument` of @shop/design-document, which also migrates an older version.
       */
      list: (page?: number) => call(R.designList, { query: { page } }),
      /** One design with its document (NotFoundError for a missing one or another customer's). */
      get: (id: string) => call(R.designShow, { params: { id } }),
      /**
       * Saves a new design (revision 1). The document is sent as it is (never snake_cased); 422
       * (ValidationError, `errors.document`) when the server's parseDesignDocument refuses it, 413 over
       * DESIGN_BODY_LIMIT. `thumbnailFileUuid`: an upload of the caller's shown in the list.
       */
      create: (document: DesignDocumentJson | object, options: { thumbnailFileUuid?: string | null } = {}) =>
        call(R.designCreate, { body: { document: verbatim(document), ...options } }),
      /**
       * Replaces the document of a design saved at `revision` (the `revision` the last `get`, `create`
       * or `update` answered); HttpError 409 when it was saved since. Answers the next revision.
       * `thumbnailFileUuid` left out keeps the thumbnail, null removes it.
       */
      update: (id: string, revision: number, document: DesignDocumentJson | object, options: { thumbnailFileUuid?: string | null } = {}) =>
        call(R.designUpdate, { params: { id }, body: { document: verbatim(document), revision, ...options } }),
      /** Deletes a design. */
      delete: (id: string) => call(R.designDelete, { params: { id } }),
    },
    postalCodes: {
      /** Prefecture, city and town(s) of a postal code as typed (`〒100-0001`); 404 when unknown. */
      lookup: (code: string) => call(R.postalCodeLookup, { params: { code } }),
    },
    checkout: {
      /** Dates, time slots, shipping fee rule, payment methods and bank account for the cart now. */
      options: () => call(R.checkoutOptions),
      /** The cart priced again for the choices: lines with snapshots, amounts, dates and the quote token. */
      quote: (body: CheckoutQuoteRequest) => call(R.checkoutQuote, { body }),
      /** Opens a card session at the payment gateway (the card form's token). */
      openCardSession: () => call(R.cardSessionCreate),
      /** Back from 3-D Secure: completes the order, or cancels it (`abandon: true`). */
      bridge: (token: string, body: CheckoutBridgeRequest = { abandon: false }) => call(R.checkoutBridge, { params: { token }, body }),
    },
    orders: {
      /** The customer's orders, newest first, paginated. */
      list: (query: PageQuery = {}) => call(R.orderList, { query }),
      /** One order of the customer (404 for another customer's). */
      get: (number: string) => call(R.orderShow, { params: { number } }),
      /** Places the order (idempotent by `idempotencyKey`); refusals are 409, 402, 422 and 503 errors with their body. */
      create: (body: OrderCreateRequest) => call(R.orderCreate, { body }),
      /** One production of an order (`PF-2026-000123-1`). */
      production: (number: string) => call(R.orderProductionShow, { params: { number } }),
    },
    myReviews: {
      /** The customer's reviews (newest first) and the delivered products waiting for one. */
      list: () => call(R.myReviewList),
      /** One review of the customer (NotFoundError for another customer's). */
      get: (id: number) => call(R.myReviewShow, { params: { id } }),
      /** Reviews a product of a delivered order (422 with Japanese messages per field; 429 when throttled). */
      create: (body: ReviewCreateRequest) => call(R.myReviewCreate, { body }),
      /** Replaces the customer's review. */
      update: (id: number, body: ReviewUpdateRequest) => call(R.myReviewUpdate, { params: { id }, body }),
      /** Deletes the customer's review. */
      delete: (id: number) => call(R.myReviewDelete, { params: { id } }),
    },
    inquiries: {
      /** Sends the contact form. */
      create: (body: InquiryRequest) => call(R.inquiryCreate, { body }),
    },
    health: {
      /** Liveness and database check. */
      check: () => call(R.healthcheck),
    },
  };
}

/**
 * The client `createApiClient` returns: the intersection of its groups, which declaration files can
 * name (the expanded type is too large for tsc to write out).
 */
export type ApiClient = { call: CallRoute } & ReturnType<typeof catalogueCalls> &
  ReturnType<typeof cartCalls> &
  ReturnType<typeof siteCalls> &
  ReturnType<typeof accountCalls>;
