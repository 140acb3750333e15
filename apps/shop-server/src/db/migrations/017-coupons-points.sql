-- Coupons and points (issue #14, slice L). The rules live in @shop/order-domain (discounts.ts,
-- points.ts); these tables only keep what happened. Amounts are integer yen, tax included.

-- A coupon: an amount (yen) or a percentage off the goods total, with its conditions. customer_id
-- null: anyone who enters the code may add it to their account; set: given to that customer only.
create table coupons (
  id serial primary key,
  -- stored upper-case; what a shopper types is upper-cased before it is looked up
  code text not null unique check (code ~ '^[A-Z0-9_-]{3,32}$'),
  name text not null check (length(name) between 1 and 100),
  kind text not null check (kind in ('amount', 'percent')),
  value integer not null check (value > 0 and (kind = 'amount' or value <= 100)),
  -- least goods total (yen, tax included); null: any
  min_order integer check (min_order >= 0),
  -- first and last valid day, shop-local, inclusive; null: open
  valid_from date,
  valid_until date,
  once_per_customer boolean not null default false,
  first_order_only boolean not null default false,
  customer_id integer references customers (id) on delete cascade,
  created_at timestamptz not null,
  check (valid_until is null or valid_from is null or valid_until >= valid_from)
);

-- The coupons in a customer's account (claimed with a code, or given by the shop).
create table customer_coupons (
  id serial primary key,
  customer_id integer not null references customers (id) on delete cascade,
  coupon_id integer not null references coupons (id) on delete cascade,
  claimed_at timestamptz not null,
  unique (customer_id, coupon_id)
);

-- A coupon used on an order (one coupon per order). Removed with the order (a reservation undone)
-- and when the order is cancelled (the coupon may be used again). `once_per_customer` copies the
-- coupon's flag so that the database itself refuses a second use of a once-only coupon.
create table coupon_uses (
  id serial primary key,
  order_id integer not null unique references orders (id) on delete cascade,
  customer_id integer not null references customers (id) on delete cascade,
  coupon_id integer not null references coupons (id) on delete cascade,
  once_per_customer boolean not null,
  discount integer not null check (discount >= 0),
  used_at timestamptz not null
);
create unique index coupon_uses_once_idx on coupon_uses (customer_id, coupon_id) where once_per_customer;

-- The point ledger: the balance is the sum of a customer's movements (customers.points of 002 is
-- left unused). order_id cascades: a reservation undone takes its `spent` movement with it.
create table point_movements (
  id serial primary key,
  customer_id integer not null references customers (id) on delete cascade,
  reason text not null check (reason in ('earned', 'spent', 'refunded', 'revoked', 'expired', 'granted')),
  points integer not null check (points <> 0),
  order_id integer references orders (id) on delete cascade,
  order_number text,
  created_at timestamptz not null,
  check ((reason in ('earned', 'refunded', 'granted')) = (points > 0))
);
create index point_movements_customer_idx on point_movements (customer_id, created_at desc, id desc);

-- Orders keep what the coupon took off and the points used; what is charged follows.
alter table orders add column coupon_discount integer not null default 0 check (coupon_discount >= 0);
alter table orders add column points_used integer not null default 0 check (points_used >= 0);
-- the coupon's name as the order was placed (「春のプリントキャンペーン」)
alter table orders add column coupon_label text;
-- 011's unnamed table check `total = goods_total + shipping_fee` (PostgreSQL named it orders_check1,
-- after orders_check for the tax).
alter table orders drop constraint orders_check1;
alter table orders add constraint orders_total_sum_check check (total = goods_total + shipping_fee - coupon_discount - points_used);

-- 1 point per 100 yen of goods (tax included), earned when an order is delivered.
insert into shop_settings (key, value) values ('point_rate', '{"yen_per_point": 100}');
