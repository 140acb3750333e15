-- Catalogue read model: denormalised columns the list, facets and search read without joins, so a
-- 100,000-product catalogue filters and counts from `products` alone. The seed (and any future
-- catalogue writer) keeps them in step with the normalised tables of 001.

-- Weight class of the fabric (light, standard, heavy, extra-heavy), derived from weight_oz; null for goods without a weight.
alter table products add column weight_class text;
-- Cheapest and dearest SKU price, yen, tax included.
alter table products add column min_price integer not null default 0 check (min_price >= 0);
alter table products add column max_price integer not null default 0 check (max_price >= 0);
-- Filter values of the product's colours (colour families), sizes (size names) and tags (tag slugs).
alter table products add column color_families text[] not null default '{}';
alter table products add column size_names text[] not null default '{}';
alter table products add column tag_slugs text[] not null default '{}';
-- Review summary (count, average 1.0–5.0; 0 when there is none).
alter table products add column review_count integer not null default 0 check (review_count >= 0);
alter table products add column rating_average numeric(2, 1) not null default 0;
-- Normalised product name alone, to rank a name hit above a brand, category or code hit.
alter table products add column search_name text not null default '';

create index products_popular_idx on products (popularity desc, id);
create index products_newest_idx on products (published_at desc, id desc);
create index products_price_idx on products (min_price, id);
create index products_color_families_idx on products using gin (color_families);
create index products_size_names_idx on products using gin (size_names);
create index products_tag_slugs_idx on products using gin (tag_slugs);

-- Normalised names (NFKC, katakana folded to hiragana, lower case) with readings, for search ranking.
alter table brands add column search_text text not null default '';
alter table categories add column search_text text not null default '';

-- Colour family (white, black, navy…): the value of the `color` filter and facet.
alter table product_colors add column family text not null default 'other';

-- Regular price before a sale discount (yen, tax included); null when the SKU is not discounted.
alter table skus add column list_price integer check (list_price >= 0);
create index skus_color_idx on skus (color_id);

-- Which garments a print position applies to (silhouettes); empty = every silhouette.
alter table print_specs add column silhouettes text[] not null default '{}';

-- A sale may be limited to one brand (null = shop-wide).
alter table sales add column brand_id integer references brands (id);

-- Case studies: a short summary and the products used (codes).
alter table examples add column excerpt text not null default '';
alter table examples add column product_codes text[] not null default '{}';

create index posts_published_idx on posts (published_at desc, id desc);
create index reviews_product_created_idx on reviews (product_id, created_at desc, id desc);
