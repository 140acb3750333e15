-- The customer's address book (issue #11, reused by the account area of #14). Values arrive
-- normalised by the contract's AddressFormSchema (postal code 7 digits, furigana in katakana); an
-- order keeps a snapshot of the address it was sent to, so editing or deleting one never changes an order.
create table customer_addresses (
  id serial primary key,
  customer_id integer not null references customers (id) on delete cascade,
  name text not null check (name <> ''),
  name_kana text not null check (name_kana <> ''),
  postal_code text not null check (postal_code ~ '^[0-9]{7}$'),
  prefecture text not null,
  city text not null check (city <> ''),
  -- '' where the place has no town name (東京都利島村)
  town text not null default '',
  street text not null check (street <> ''),
  building text not null default '',
  company text not null default '',
  phone text not null,
  is_default boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
-- At most one default address per customer (the service keeps it exactly one while any exist).
create unique index customer_addresses_default_idx on customer_addresses (customer_id) where is_default;
create index customer_addresses_customer_idx on customer_addresses (customer_id, created_at desc, id desc);
