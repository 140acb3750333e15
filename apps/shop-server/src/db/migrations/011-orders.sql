-- Orders (issue #11, docs/decisions/009-checkout-orders-payments.md). An order keeps full snapshots
-- (lines as the confirm page showed them, the address, the card's brand and last 4) so that catalogue
-- or address-book changes never alter it; amounts are integer yen, tax included, never negative.

-- The shop's checkout settings (the operator edits them in the database; values are JSON).
create table shop_settings (
  key text primary key,
  value jsonb not null
);
insert into shop_settings (key, value) values
  -- yen, tax included; charged below the free-shipping minimum (cart-domain FREE_SHIPPING_MINIMUM)
  ('shipping_fee', '880'),
  -- the first is "no slot"
  ('delivery_time_slots', '["指定なし", "午前中", "14時〜16時", "16時〜18時", "18時〜20時", "19時〜21時"]'),
  -- calendar days from shipping to the earliest delivery, and how many later days may be asked for
  ('delivery_transit_days', '1'),
  ('delivery_window_days', '14'),
  -- days after the order a bank transfer is due
  ('bank_transfer_due_days', '7'),
  ('bank_account', '{"bank_name": "みずほ銀行", "branch_name": "渋谷支店", "account_type": "普通", "account_number": "1234567", "account_holder": "カ）プリントファクトリー"}');

-- The running number of order numbers (PF-2026-000123): never restarts, gaps are harmless.
create sequence order_number_seq;

create table orders (
  id serial primary key,
  number text not null unique check (number ~ '^PF-[0-9]{4}-[0-9]{6,15}$'),
  -- orders are kept: a customer with orders cannot be deleted by accident
  customer_id integer not null references customers (id),
  -- 'placing': reserved while the card is being authorised (never shown; undone on a decline)
  status text not null check (status in ('placing', 'pending_authentication', 'received', 'awaiting_payment', 'data_check',
                                         'in_production', 'shipped', 'delivered', 'cancelled')),
  payment_method text not null check (payment_method in ('card', 'bank_transfer')),
  goods_total integer not null check (goods_total >= 0),
  shipping_fee integer not null check (shipping_fee >= 0),
  total integer not null check (total >= 0),
  -- consumption tax contained in total
  tax integer not null check (tax >= 0 and tax <= total),
  -- pieces
  quantity integer not null check (quantity >= 0),
  ship_date date not null,
  -- null: the earliest date
  delivery_date date,
  -- null: no time slot
  delivery_slot text,
  address jsonb not null,
  -- charges by part (garments, wrapping, print_charges, plate_charges, data_production_fees, color_change_charges)
  charges jsonb not null,
  has_productions boolean not null,
  -- spec §3: 1 Yamato, 2 Japan Post, 3 Sagawa (others possible)
  carrier integer check (carrier > 0),
  tracking_number text,
  idempotency_key text not null,
  quote_token text not null,
  placed_at timestamptz not null,
  updated_at timestamptz not null,
  check (total = goods_total + shipping_fee),
  -- a second call with the same key waits here for the first and then answers its order
  unique (customer_id, idempotency_key)
);
create index orders_customer_idx on orders (customer_id, placed_at desc, id desc);
-- what the sweep looks for: reservations and 3-D Secure challenges left behind
create index orders_unfinished_idx on orders (placed_at) where status in ('placing', 'pending_authentication');

-- One row per cart line, with the snapshot the confirm page showed (the order line's wire shape).
create table order_lines (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  position integer not null check (position > 0),
  kind text not null check (kind in ('item', 'production')),
  subtotal integer not null check (subtotal >= 0),
  snapshot jsonb not null,
  -- the cart entry it came from (cart_items or cart_productions id): emptied when the order completes
  cart_entry_id integer not null,
  unique (order_id, position)
);

-- A print production of an order: what a reorder repeats.
create table order_productions (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  order_line_id integer not null unique references order_lines (id) on delete cascade,
  number text not null unique check (number ~ '^PF-[0-9]{4}-[0-9]{6,15}-[1-9][0-9]{0,3}$'),
  product_id integer references products (id) on delete set null,
  print_method_id integer references print_methods (id) on delete set null,
  data_check_status text not null default 'waiting' check (data_check_status in ('waiting', 'checking', 'approved')),
  -- the production's wire snapshot: item groups, items, prints with file_uuid/svg_file_uuid
  snapshot jsonb not null
);
create index order_productions_order_idx on order_productions (order_id);

-- Pieces taken from stock, per SKU of each line (productions too): returned at cancel.
create table order_items (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  order_line_id integer not null references order_lines (id) on delete cascade,
  -- null once the SKU left the catalogue (the snapshot still says what it was)
  sku_id integer references skus (id) on delete set null,
  quantity integer not null check (quantity > 0),
  unit_price integer not null check (unit_price >= 0),
  wrapping_id integer references wrappings (id) on delete set null,
  wrapping_charge integer not null default 0 check (wrapping_charge >= 0)
);
create index order_items_order_idx on order_items (order_id);

-- Uploaded files an order keeps: the orphan-file job never removes them.
create table order_files (
  order_id integer not null references orders (id) on delete cascade,
  file_uuid uuid not null,
  primary key (order_id, file_uuid)
);
create index order_files_file_idx on order_files (file_uuid);

-- Every status change with its time.
create table order_events (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  status text not null,
  -- customer, operator, system (sweeps), gateway
  actor text not null,
  note text,
  created_at timestamptz not null
);
create index order_events_order_idx on order_events (order_id, id);

-- The payment of an order (one per order): a card authorisation through the PaymentGateway port, or a
-- bank transfer. Only brand, last 4 and expiry of a card are kept, never its number.
create table payments (
  id serial primary key,
  order_id integer not null unique references orders (id) on delete cascade,
  method text not null check (method in ('card', 'bank_transfer')),
  -- the gateway adapter (card only)
  gateway text,
  -- the gateway's reference of the authorisation
  reference text,
  card_brand text check (card_brand in ('visa', 'mastercard', 'jcb', 'amex', 'diners')),
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  card_exp_month integer check (card_exp_month between 1 and 12),
  card_exp_year integer check (card_exp_year between 2000 and 2999),
  amount integer not null check (amount >= 0),
  -- 'pending': being authorised (the order is 'placing')
  status text not null check (status in ('pending', 'pending_challenge', 'authorized', 'captured', 'voided', 'refunded',
                                         'awaiting_transfer', 'paid', 'failed')),
  -- /checkout/bridge/{token}: where 3-D Secure returns
  bridge_token text unique,
  -- the gateway's 3-D Secure page while the challenge is under way
  challenge_url text,
  decline_code text,
  transfer_due_date date,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check ((method = 'card') = (gateway is not null))
);
