-- Customer reviews (issue #14). The seeded reviews of 001 gain an author: a review written on
-- /myaccount/reviews belongs to its customer, the product and the delivered order it was bought in.
-- One review per customer and product (editing replaces it). The operator can hide a review: the
-- product's reviews, review_count and rating_average count visible reviews only (kept right by the
-- review service in the same transaction as each write).
alter table reviews add column customer_id integer references customers (id) on delete set null;
alter table reviews add column order_id integer references orders (id) on delete set null;
-- how the size felt: 小さい, ちょうどいい, 大きい; null for bags and caps (and the seeded reviews)
alter table reviews add column size_fit text check (size_fit in ('small', 'just', 'large'));
alter table reviews add column is_hidden boolean not null default false;
alter table reviews add column updated_at timestamptz not null default now();
update reviews set updated_at = created_at;

create unique index reviews_customer_product_idx on reviews (customer_id, product_id) where customer_id is not null;
create index reviews_customer_idx on reviews (customer_id, created_at desc, id desc) where customer_id is not null;
-- what a product page reads: its visible reviews, newest first
create index reviews_product_visible_idx on reviews (product_id, created_at desc, id desc) where not is_hidden;
