/**
 * Wire schemas of the back office's orders and dashboard (issue #30): the order search with its
 * filters, one order's detail (the storefront's OrderSchema plus what only staff see), the bulk
 * status change and the dashboard's counts. A query string the back office would never send (a
 * status that does not exist, a date that is not one) is a developer's mistake: the server answers
 * 400 with the English message given here. What a person types (the search words) is never refused.
 */
import * as v from 'valibot';
import { ART_JOB_STATUS_VALUES } from '../schemas/artwork.ts';
import {
  CountSchema,
  dataEnvelope,
  IdSchema,
  IsoDateSchema,
  PAGINATION_META_ENTRIES,
  TimestampSchema,
  wireObject,
  YenSchema,
} from '../schemas/common.ts';
import {
  AddressSnapshotSchema,
  ORDER_STATUS_VALUES,
  OrderNumberSchema,
  OrderSchema,
  OrderStatusSchema,
  PAYMENT_METHOD_VALUES,
  PAYMENT_STATUS_VALUES,
  PROOF_CHOICE_VALUES,
} from '../schemas/order.ts';

/** An order number (`PF-2026-000123`): the detail's path parameter. */
export { OrderNumberSchema };

/** The statuses of orders the shop still has to work on (paid or awaiting payment, not shipped). */
export const OPEN_ORDER_STATUSES = ['awaiting_payment', 'received', 'data_check', 'in_production'] as const;

/** The status filter: one status, or `open` for every status of OPEN_ORDER_STATUSES. */
export const ORDER_STATUS_FILTER_VALUES = [...ORDER_STATUS_VALUES, 'open'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTER_VALUES)[number];

/** Art jobs waiting on the shop's staff (データ確認待ち, 修正依頼あり) or on the customer (データ不備, 校正の返答待ち). */
export const ART_WAIT_VALUES = ['staff', 'customer'] as const;
export type ArtWait = (typeof ART_WAIT_VALUES)[number];

/** Longest search text accepted (characters). */
export const ORDER_SEARCH_MAX_LENGTH = 100;

const date = (field: string) => v.optional(v.pipe(v.string(), v.isoDate(`${field} must be a date written YYYY-MM-DD`)));

/**
 * `GET /api/admin/orders` query. `q` finds an order by its number, the customer's name, furigana,
 * e-mail address, phone number or postal code (widths, hyphens and spaces do not matter; hiragana
 * finds katakana). Filters narrow it; `due_from`/`due_until` are shipping dates, inclusive.
 */
export const AdminOrderQuerySchema = wireObject({
  q: v.optional(v.pipe(v.string(), v.maxLength(ORDER_SEARCH_MAX_LENGTH, `q must be at most ${ORDER_SEARCH_MAX_LENGTH} characters`))),
  status: v.optional(v.picklist(ORDER_STATUS_FILTER_VALUES, `status must be one of: ${ORDER_STATUS_FILTER_VALUES.join(', ')}`)),
  /** A print method's slug (`silkscreen`): orders with a production printed that way. */
  method: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,50}$/, 'method must be a print method slug (a-z, 0-9, -)'))),
  payment_method: v.optional(v.picklist(PAYMENT_METHOD_VALUES, `payment_method must be one of: ${PAYMENT_METHOD_VALUES.join(', ')}`)),
  payment_status: v.optional(v.picklist(PAYMENT_STATUS_VALUES, `payment_status must be one of: ${PAYMENT_STATUS_VALUES.join(', ')}`)),
  due_from: date('due_from'),
  due_until: date('due_until'),
  art: v.optional(v.picklist(ART_WAIT_VALUES, `art must be one of: ${ART_WAIT_VALUES.join(', ')}`)),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,5}$/, 'page must be a whole number from 1 to 999999'), v.transform(Number))),
});
export type AdminOrderQuery = v.InferOutput<typeof AdminOrderQuerySchema>;

/** A print method as the filters and the dashboard name it. */
export const AdminPrintMethodSchema = wireObject({ slug: v.string(), name: v.string() });

/** One order in the search results. */
export const AdminOrderRowSchema = wireObject({
  number: OrderNumberSchema,
  status: OrderStatusSchema,
  status_label: v.string(),
  placed_at: TimestampSchema,
  /** The shipping date (recounted once the artwork is approved). */
  ship_date: IsoDateSchema,
  /** Not shipped, cancelled or delivered, and the shipping date is past (JST). */
  overdue: v.boolean(),
  customer_name: v.string(),
  customer_name_kana: v.string(),
  email: v.string(),
  phone: v.string(),
  postal_code: v.string(),
  payment_method: v.picklist(PAYMENT_METHOD_VALUES),
  payment_method_label: v.string(),
  payment_status: v.picklist(PAYMENT_STATUS_VALUES),
  payment_status_label: v.string(),
  /** yen, tax included */
  total: YenSchema,
  /** pieces */
  quantity: CountSchema,
  has_productions: v.boolean(),
  /** The print methods of its productions, in order. */
  print_methods: v.array(AdminPrintMethodSchema),
});
export type AdminOrderRowWire = v.InferInput<typeof AdminOrderRowSchema>;
export type AdminOrderRow = v.InferOutput<typeof AdminOrderRowSchema>;

/** `GET /api/admin/orders` → rows by shipping date (earliest first), paginated, with the print methods to filter by. */
export const AdminOrderListResponseSchema = wireObject({
  data: v.array(AdminOrderRowSchema),
  meta: wireObject({
    ...PAGINATION_META_ENTRIES,
    print_methods: v.array(AdminPrintMethodSchema),
    /** Today in JST (`YYYY-MM-DD`): what `overdue` was counted against. */
    today: IsoDateSchema,
  }),
});
export type AdminOrderListResponse = v.InferOutput<typeof AdminOrderListResponseSchema>;

/** One line of the order's history: a status change or an artwork decision, with who and why. */
export const AdminOrderHistorySchema = wireObject({
  at: TimestampSchema,
  status: OrderStatusSchema,
  status_label: v.string(),
  /** customer, operator, system, gateway, cli */
  actor: v.string(),
  actor_label: v.string(),
  note: v.nullable(v.string()),
  /** The line belongs to an art job (its decision), not to a change of the order's status. */
  artwork: v.boolean(),
});

/** An art job of the order as staff read it: its state in the staff's words, what it waits on and since when. */
export const AdminOrderArtJobSchema = wireObject({
  id: IdSchema,
  production_number: v.string(),
  placement_name: v.string(),
  method: v.string(),
  proof: v.picklist(PROOF_CHOICE_VALUES),
  status: v.picklist(ART_JOB_STATUS_VALUES),
  status_label: v.string(),
  /** Whose turn it is: the shop's staff, the customer, or nobody (ready or cancelled). */
  waiting_on: v.nullable(v.picklist(ART_WAIT_VALUES)),
  /** Since when it waits (its last change for staff, the start of the wait for the customer). */
  waiting_since: v.nullable(TimestampSchema),
  /** The customer's last day to answer (`YYYY-MM-DD`), while they are asked to. */
  deadline: v.nullable(IsoDateSchema),
  latest_version: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  latest_file_name: v.string(),
  /** The current データ不備 reasons, in words. */
  reasons: v.array(v.string()),
});
export type AdminOrderArtJob = v.InferOutput<typeof AdminOrderArtJobSchema>;

/** The customer behind an order, and their address book (the order keeps its own copy of the address it went to). */
export const AdminOrderCustomerSchema = wireObject({
  id: IdSchema,
  name: v.string(),
  name_kana: v.nullable(v.string()),
  email: v.string(),
  /** The account was closed (its personal data replaced). */
  closed: v.boolean(),
  addresses: v.array(AddressSnapshotSchema),
});

/** `GET /api/admin/orders/:number` → the order with its customer, full history, art jobs and recounted shipping date. */
export const AdminOrderDetailResponseSchema = dataEnvelope(
  wireObject({
    order: OrderSchema,
    customer: AdminOrderCustomerSchema,
    history: v.array(AdminOrderHistorySchema),
    art_jobs: v.array(AdminOrderArtJobSchema),
    /** The shipping date counted again from the last approval, with why it moved; null until every placement is approved. */
    ship_date_recount: v.nullable(
      wireObject({ ship_date: IsoDateSchema, previous_ship_date: v.nullable(IsoDateSchema), reason: v.string() }),
    ),
    /** Not shipped, cancelled or delivered, and the shipping date is past (JST). */
    overdue: v.boolean(),
  }),
);
export type AdminOrderDetail = v.InferOutput<typeof AdminOrderDetailResponseSchema>['data'];

/**
 * The status changes the back office makes on many orders at once: the operator's commands that need
 * nothing but the order (shipping needs a carrier and a tracking number per order: not in bulk).
 */
export const ORDER_BULK_ACTIONS = ['confirm_payment', 'start_data_check', 'start_production', 'deliver', 'cancel'] as const;
export type OrderBulkAction = (typeof ORDER_BULK_ACTIONS)[number];

/** Japanese names of the bulk actions (the action bar and its confirmation). */
export const ORDER_BULK_ACTION_LABELS: Readonly<Record<OrderBulkAction, string>> = {
  confirm_payment: '入金確認',
  start_data_check: 'データ確認開始',
  start_production: '製作開始',
  deliver: '配達完了',
  cancel: 'キャンセル',
};

/** Orders changed in one bulk call at most. */
export const ORDER_BULK_MAX = 100;

/** `POST /api/admin/orders/bulk_status` body: the orders and the one action to apply to each. */
export const OrderBulkStatusRequestSchema = wireObject({
  numbers: v.pipe(
    v.array(
      v.pipe(v.string('注文番号の形式が正しくありません'), v.regex(/^PF-\d{4}-\d{6,15}$/, '注文番号の形式が正しくありません')),
      '注文を選んでください',
    ),
    v.minLength(1, '注文を選んでください'),
    v.maxLength(ORDER_BULK_MAX, `一度に変更できる注文は${ORDER_BULK_MAX}件までです`),
    v.check((numbers) => new Set(numbers).size === numbers.length, '同じ注文が二度選ばれています'),
  ),
  action: v.picklist(ORDER_BULK_ACTIONS, '変更の内容を選んでください'),
});
export type OrderBulkStatusRequest = v.InferOutput<typeof OrderBulkStatusRequestSchema>;

/** What happened to one order of a bulk change. */
export const OrderBulkResultSchema = wireObject({
  number: OrderNumberSchema,
  outcome: v.picklist(['changed', 'refused']),
  /** The status before (null: no such order). */
  before_status: v.nullable(OrderStatusSchema),
  before_status_label: v.nullable(v.string()),
  /** The status now (unchanged when refused; null: no such order). */
  status: v.nullable(OrderStatusSchema),
  status_label: v.nullable(v.string()),
  /** Why it was refused, in Japanese; null when changed. */
  message: v.nullable(v.string()),
});
export type OrderBulkResult = v.InferOutput<typeof OrderBulkResultSchema>;

/** `POST /api/admin/orders/bulk_status` → one result per order, in the order sent. */
export const OrderBulkStatusResponseSchema = wireObject({ data: v.array(OrderBulkResultSchema) });
export type OrderBulkStatusResponse = v.InferOutput<typeof OrderBulkStatusResponseSchema>;

/** Open orders of one status by shipping date. */
const DashboardWorkRowSchema = wireObject({
  status: OrderStatusSchema,
  status_label: v.string(),
  overdue: CountSchema,
  today: CountSchema,
  later: CountSchema,
});

/** How many art jobs wait on one side, in how many orders, and the longest wait. */
const DashboardArtWaitSchema = wireObject({
  jobs: CountSchema,
  orders: CountSchema,
  /** When the longest-waiting job started waiting; null when none waits. */
  oldest_since: v.nullable(TimestampSchema),
});

/** `GET /api/admin/dashboard` → today's work: open orders by status and shipping date (overdue first), per print method, and the artwork waits. */
export const DashboardResponseSchema = dataEnvelope(
  wireObject({
    /** JST days the counts were made against (the links filter by them). */
    today: IsoDateSchema,
    yesterday: IsoDateSchema,
    tomorrow: IsoDateSchema,
    work: v.array(DashboardWorkRowSchema),
    /** Open orders past their shipping date, most late first (at most 20). */
    overdue_orders: v.array(
      wireObject({
        number: OrderNumberSchema,
        status: OrderStatusSchema,
        status_label: v.string(),
        ship_date: IsoDateSchema,
        /** calendar days past the shipping date */
        days_late: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
        customer_name: v.string(),
      }),
    ),
    /** Open orders and pieces per print method. */
    methods: v.array(wireObject({ slug: v.string(), name: v.string(), orders: CountSchema, pieces: CountSchema })),
    art: wireObject({ staff: DashboardArtWaitSchema, customer: DashboardArtWaitSchema }),
  }),
);
export type Dashboard = v.InferOutput<typeof DashboardResponseSchema>['data'];
