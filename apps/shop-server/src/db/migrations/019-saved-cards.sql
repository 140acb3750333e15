-- Saved cards (issue #14, the account area's /myaccount/payments; docs/decisions/009). Two sides, as
-- with a real tokenising gateway:
-- 1. The sandbox gateway keeps reusable "customer cards" in a table of its own. A card-entry session in
--    'save' mode tokenises a card as usual; the shop then exchanges that single-use token for a stored
--    card reference. Like every gateway table it keeps brand, last 4, expiry and the test card's outcome
--    (decided from the number when the card was saved): never the number, not even hashed.
-- 2. The shop keeps only the gateway's reference with brand, last 4 and expiry for display, and which
--    card is the customer's default.

alter table sandbox_gateway_sessions
  add column mode text not null default 'charge' check (mode in ('charge', 'save'));

create table sandbox_gateway_customer_cards (
  -- the reference handed to the shop (cc_…), kept as its sha256 like every other gateway token
  reference_hash text primary key,
  -- the shop's name for the shopper: a stored card is charged for this customer only
  customer_ref text not null,
  brand text not null check (brand in ('visa', 'mastercard', 'jcb', 'amex', 'diners')),
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month smallint not null check (exp_month between 1 and 12),
  exp_year smallint not null check (exp_year between 2000 and 2999),
  outcome text not null check (outcome in ('success', 'card_declined', 'insufficient_funds', 'expired_card', 'challenge')),
  created_at timestamptz not null,
  -- set when the shop deletes it: it can no longer be charged
  deleted_at timestamptz
);
create index sandbox_gateway_customer_cards_customer_idx on sandbox_gateway_customer_cards (customer_ref);

-- A charge of a stored card uses a single-use card row minted from it (no session behind it).
alter table sandbox_gateway_cards alter column session_token_hash drop not null;
alter table sandbox_gateway_cards
  add column customer_card_hash text references sandbox_gateway_customer_cards (reference_hash);
alter table sandbox_gateway_cards
  add constraint sandbox_gateway_cards_source check ((session_token_hash is null) <> (customer_card_hash is null));

-- The shop's side: what the customer sees on /myaccount/payments and chooses at checkout.
create table customer_cards (
  id serial primary key,
  customer_id integer not null references customers (id) on delete cascade,
  -- the adapter that stored it (payments.gateway) and its reference there
  gateway text not null,
  reference text not null,
  brand text not null check (brand in ('visa', 'mastercard', 'jcb', 'amex', 'diners')),
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month smallint not null check (exp_month between 1 and 12),
  exp_year smallint not null check (exp_year between 2000 and 2999),
  is_default boolean not null default false,
  created_at timestamptz not null,
  unique (gateway, reference)
);
-- At most one default card per customer (the service keeps it exactly one while any exist).
create unique index customer_cards_default_idx on customer_cards (customer_id) where is_default;
create index customer_cards_customer_idx on customer_cards (customer_id, created_at desc, id desc);
