-- Estimates (見積, issue #15, docs/decisions/013-reorders-estimates-byob.md). An estimate keeps its
-- lines as "held lines": exactly what an order line needs (the order line's wire snapshot, the charges
-- by part, what it takes from stock, the files it cites, its lead days), priced by the server with
-- @shop/cart-domain when the estimate was made. While it is valid the cart orders it at these prices.

-- How many days an estimate stays valid after the day it is issued (shop time).
insert into shop_settings (key, value) values ('estimate_valid_days', '30') on conflict (key) do nothing;

-- The running number of estimate numbers (Q-2026-000123): never restarts, gaps are harmless.
create sequence estimate_number_seq;

create table estimates (
  id serial primary key,
  number text not null unique check (number ~ '^Q-[0-9]{4}-[0-9]{6,15}$'),
  customer_id integer not null references customers (id) on delete cascade,
  source text not null check (source in ('print_order', 'reorder', 'byob')),
  title text not null,
  -- held lines: [{wire, charges, stock, files, leadDays, production?}]
  lines jsonb not null,
  -- charges by part summed over the lines (garments, wrapping, print_charges, ...)
  charges jsonb not null,
  -- yen, tax included
  goods_total integer not null check (goods_total >= 0),
  -- consumption tax contained in goods_total
  tax integer not null check (tax >= 0 and tax <= goods_total),
  -- pieces
  quantity integer not null check (quantity >= 0),
  issued_on date not null,
  valid_until date not null check (valid_until >= issued_on),
  -- the order that bought it (an estimate is bought once)
  ordered_order_id integer references orders (id) on delete set null,
  created_at timestamptz not null default now()
);
create index estimates_customer_idx on estimates (customer_id, id desc);

-- Which cart table an order line came from, so the right cart entries are emptied after the order.
alter table order_lines add column cart_entry_kind text;
update order_lines set cart_entry_kind = case kind when 'item' then 'cart_item' else 'cart_production' end where cart_entry_kind is null;
alter table order_lines alter column cart_entry_kind set not null;
alter table order_lines add constraint order_lines_cart_entry_kind_check
  check (cart_entry_kind in ('cart_item', 'cart_production', 'cart_reorder', 'cart_estimate'));

-- Custom lines (a BYOB quote) join items and productions.
alter table order_lines drop constraint if exists order_lines_kind_check;
alter table order_lines add constraint order_lines_kind_check check (kind in ('item', 'production', 'custom'));
