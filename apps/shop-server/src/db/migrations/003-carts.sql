-- Server carts. Unit prices are snapshots taken from the catalogue by the server (never from the
-- client); refresh compares them with the catalogue and reports revision/shortage in meta.
create table cart_items (
  id serial primary key,
  customer_id integer not null references customers (id) on delete cascade,
  sku_id integer not null references skus (id) on delete cascade,
  quantity integer not null check (quantity > 0),
  price integer not null check (price >= 0),
  wrapping_id integer references wrappings (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- one line per SKU and wrapping choice; adding again raises the quantity
create unique index cart_items_line_idx on cart_items (customer_id, sku_id, coalesce(wrapping_id, 0));

create table cart_productions (
  id serial primary key,
  customer_id integer not null references customers (id) on delete cascade,
  product_id integer not null references products (id) on delete cascade,
  print_method_id integer not null references print_methods (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index cart_productions_customer_idx on cart_productions (customer_id);

create table cart_production_item_groups (
  id serial primary key,
  cart_production_id integer not null references cart_productions (id) on delete cascade,
  color_id integer not null references product_colors (id) on delete cascade
);

create table cart_production_items (
  id serial primary key,
  item_group_id integer not null references cart_production_item_groups (id) on delete cascade,
  sku_id integer not null references skus (id) on delete cascade,
  quantity integer not null check (quantity > 0),
  price integer not null check (price >= 0),
  wrapping_id integer references wrappings (id)
);

create table cart_prints (
  id serial primary key,
  cart_production_id integer not null references cart_productions (id) on delete cascade,
  print_spec_id integer not null references print_specs (id),
  print_charge integer not null check (print_charge >= 0),
  plate_charge integer not null default 0 check (plate_charge >= 0),
  data_production_fee integer not null default 0 check (data_production_fee >= 0),
  color_change_charge integer not null default 0 check (color_change_charge >= 0),
  color_change_frequency integer not null default 0 check (color_change_frequency >= 0),
  svg_file_uuid uuid,
  file_uuid uuid,
  size text
);

-- Reorders and estimates are created by the print-ordering work; the cart reads and deletes them.
create table cart_reorders (
  id serial primary key,
  customer_id integer not null references customers (id) on delete cascade,
  order_production_id integer not null,
  -- snapshot of item groups and prints: {cart_reorder_item_groups: [...], cart_reorder_prints: [...]}
  snapshot jsonb not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table cart_estimates (
  id serial primary key,
  customer_id integer not null references customers (id) on delete cascade,
  estimate_number text not null,
  total integer not null check (total >= 0),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
