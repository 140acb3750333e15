-- BYOB requests (持ち込みプリント, issue #15, docs/decisions/013-reorders-estimates-byob.md): a guest or a
-- customer asks for a quote to print on garments they send; the operator quotes it from the command
-- line; the customer accepts the quote, which becomes an estimate (source 'byob') in the cart.

-- The running number of request numbers (BY-2026-000123): never restarts, gaps are harmless.
create sequence byob_number_seq;

create table byob_requests (
  id serial primary key,
  number text not null unique check (number ~ '^BY-[0-9]{4}-[0-9]{6,15}$'),
  -- null: a guest's request, until the mailed link is opened by a logged-in customer
  customer_id integer references customers (id) on delete set null,
  -- sha256 (hex) of the tokens of the mailed links /myaccount/custom_order/{number}?token=… (the receipt's,
  -- and the quote's while the request has no customer)
  claim_token_hashes text[] not null,
  email text not null,
  name text not null,
  phone text not null,
  garment_kind text not null check (garment_kind in ('tshirt', 'longsleeve', 'polo', 'sweat', 'hoodie', 'jacket', 'tote', 'other')),
  material text not null check (material in ('cotton', 'polyester', 'blend', 'nylon', 'other')),
  colors text not null,
  -- [{"size": "M", "quantity": 10}, …] (no zero rows)
  quantities jsonb not null,
  -- pieces in all
  quantity integer not null check (quantity >= 1),
  print_method_id integer not null references print_methods (id),
  -- [{"placement": "front", "file_uuid": "…" | null, "note": "…"}, …]
  placements jsonb not null,
  arrival_method text not null check (arrival_method in ('parcel', 'drop_off')),
  arrival_date date not null,
  wanted_date date not null,
  notes text not null,
  status text not null default 'received' check (status in ('received', 'quoted', 'accepted', 'cancelled')),
  -- the operator's quote: yen, tax included; business days after arrival; a note for the customer
  quote_price integer check (quote_price > 0),
  quote_lead_days integer check (quote_lead_days > 0),
  quote_note text,
  quoted_at timestamptz,
  -- the estimate made when the quote was accepted (Q-…)
  estimate_number text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check ((status = 'received') = (quoted_at is null) or status = 'cancelled'),
  check ((quoted_at is null) = (quote_price is null) and (quoted_at is null) = (quote_lead_days is null))
);
create index byob_requests_customer_idx on byob_requests (customer_id, created_at desc);

-- Uploaded print data a request cites: the orphan-file job leaves these alone.
create table byob_request_files (
  request_id integer not null references byob_requests (id) on delete cascade,
  file_uuid uuid not null,
  primary key (request_id, file_uuid)
);
create index byob_request_files_file_idx on byob_request_files (file_uuid);
