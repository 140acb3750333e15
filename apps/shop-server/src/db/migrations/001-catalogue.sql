-- Catalogue: categories, brands, products, colours, sizes, SKUs (price and stock), print methods.
-- Money is integer yen, tax included (総額表示). Stock can never go below zero (CHECK).
create extension if not exists pg_trgm;

create table categories (
  id serial primary key,
  slug text not null unique,
  name text not null,
  description text not null default '',
  parent_id integer references categories (id),
  sequence integer not null default 0
);

create table brands (
  id serial primary key,
  slug text not null unique,
  name text not null,
  description text not null default '',
  country text not null default '',
  on_sale boolean not null default false,
  sequence integer not null default 0
);

create table fits (
  id serial primary key,
  slug text not null unique,
  name text not null,
  sequence integer not null default 0
);

create table tags (
  id serial primary key,
  slug text not null unique,
  name text not null
);

create table sizes (
  id serial primary key,
  name text not null unique,
  is_kids boolean not null default false,
  sequence integer not null
);

create table products (
  id serial primary key,
  code text not null unique,
  name text not null,
  description text not null default '',
  material text not null default '',
  brand_id integer not null references brands (id),
  category_id integer not null references categories (id),
  fit_id integer references fits (id),
  weight_oz numeric(4, 1),
  -- silhouette drawn for the generated product images (tshirt, longsleeve, polo, sweat, hoodie, zip, jacket, cap, tote, apron, towel)
  silhouette text not null default 'tshirt',
  is_printable boolean not null default true,
  popularity integer not null default 0,
  -- normalised text for Japanese-aware search (NFKC, katakana folded to hiragana, lower case)
  search_text text not null default '',
  published_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index products_category_idx on products (category_id);
create index products_brand_idx on products (brand_id);
create index products_search_trgm_idx on products using gin (search_text gin_trgm_ops);

create table product_tags (
  product_id integer not null references products (id) on delete cascade,
  tag_id integer not null references tags (id) on delete cascade,
  primary key (product_id, tag_id)
);

create table product_colors (
  id serial primary key,
  product_id integer not null references products (id) on delete cascade,
  name text not null,
  hex text not null check (hex ~ '^#[0-9a-fA-F]{6}$'),
  is_dark boolean not null default false,
  sequence integer not null default 0
);
create index product_colors_product_idx on product_colors (product_id);

create table skus (
  id serial primary key,
  product_id integer not null references products (id) on delete cascade,
  color_id integer not null references product_colors (id) on delete cascade,
  size_id integer not null references sizes (id),
  price integer not null check (price >= 0),
  quantity_available integer not null check (quantity_available >= 0),
  updated_at timestamptz not null default now(),
  unique (color_id, size_id)
);
create index skus_product_idx on skus (product_id);

create table wrappings (
  id serial primary key,
  name text not null,
  charge integer not null check (charge >= 0)
);

create table product_wrappings (
  product_id integer not null references products (id) on delete cascade,
  wrapping_id integer not null references wrappings (id) on delete cascade,
  primary key (product_id, wrapping_id)
);

create table print_methods (
  id serial primary key,
  slug text not null unique,
  name text not null,
  description text not null default '',
  color_change_charge integer not null default 0 check (color_change_charge >= 0),
  -- white inkjet is only for dark garments; plain inkjet only for light ones
  for_dark_colors boolean,
  sequence integer not null default 0
);

create table print_categories (
  id serial primary key,
  print_method_id integer not null references print_methods (id) on delete cascade,
  name text not null,
  plate_price integer not null default 0 check (plate_price >= 0),
  short_term_plate_price integer not null default 0 check (short_term_plate_price >= 0),
  extra_plate_charge integer not null default 0 check (extra_plate_charge >= 0),
  extra_print_charge integer not null default 0 check (extra_print_charge >= 0),
  data_production_fee integer not null default 0 check (data_production_fee >= 0)
);

create table print_charges (
  id serial primary key,
  print_category_id integer not null references print_categories (id) on delete cascade,
  min_quantity integer not null check (min_quantity >= 1),
  charge integer not null check (charge >= 0),
  unique (print_category_id, min_quantity)
);

create table print_specs (
  id serial primary key,
  print_method_id integer not null references print_methods (id) on delete cascade,
  print_category_id integer not null references print_categories (id),
  name text not null,
  position text not null,
  size text not null,
  sequence integer not null default 0
);

create table product_print_methods (
  product_id integer not null references products (id) on delete cascade,
  print_method_id integer not null references print_methods (id) on delete cascade,
  primary key (product_id, print_method_id)
);

create table reviews (
  id serial primary key,
  product_id integer not null references products (id) on delete cascade,
  rating integer not null check (rating between 1 and 5),
  title text not null,
  body text not null,
  nickname text not null,
  created_at timestamptz not null default now()
);
create index reviews_product_idx on reviews (product_id);

create table sales (
  id serial primary key,
  slug text not null unique,
  title text not null,
  description text not null default '',
  discount_percent integer not null default 0,
  starts_at timestamptz not null,
  ends_at timestamptz not null
);

-- Editorial content, loaded from content/*.md and rendered to sanitised HTML at load time.
create table blog_authors (id serial primary key, slug text not null unique, name text not null, bio text not null default '');
create table blog_categories (id serial primary key, slug text not null unique, name text not null, description text not null default '');
create table blog_tags (id serial primary key, slug text not null unique, name text not null);
create table posts (
  id serial primary key,
  uuid uuid not null unique,
  slug text not null unique,
  title text not null,
  excerpt text not null default '',
  html text not null,
  thumbnail_color text not null default '#cccccc',
  author_id integer not null references blog_authors (id),
  category_id integer not null references blog_categories (id),
  views integer not null default 0,
  search_text text not null default '',
  published_at timestamptz not null
);
create table post_tags (
  post_id integer not null references posts (id) on delete cascade,
  tag_id integer not null references blog_tags (id) on delete cascade,
  primary key (post_id, tag_id)
);
create table articles (id integer primary key, title text not null, category text not null, html text not null, published_at timestamptz not null);
create table faqs (slug text primary key, question text not null, category text not null, sequence integer not null default 0, html text not null);
create table words (slug text primary key, word text not null, reading text not null, category text not null, html text not null);
create table features (
  slug text primary key,
  title text not null,
  description text not null default '',
  status boolean not null default true,
  sequence integer not null default 0,
  filter jsonb not null default '{}',
  html text not null
);
create table examples (
  id integer primary key,
  title text not null,
  customer text not null,
  product_category text not null,
  print_method text not null,
  quantity integer not null,
  html text not null,
  published_at timestamptz not null
);
create table pages (path text primary key, title text not null, description text not null default '', sequence integer not null default 0, html text not null);
