-- Shared proofs (issue #30, 「校正を共有する」): a private, read-only link to a snapshot of one print
-- production (the cart's, a guest's browser cart's, or a placed order's), without prices. The token
-- itself is never stored: `token_hash` is its SHA-256 (hex). The owner is the signed-in customer or,
-- for a guest, the session (sessions.id, itself a hash); at login a guest's links pass to the customer.
create table proof_links (
  id serial primary key,
  token_hash text not null unique,
  customer_id integer references customers (id) on delete cascade,
  session_id text,
  -- where it was made: 'cart' (the server cart), 'guest_cart' (a guest's browser cart), 'order'
  source text not null check (source in ('cart', 'guest_cart', 'order')),
  -- the cart production (source 'cart') or the production number (source 'order') it was made from
  cart_production_id integer,
  production_number text,
  -- what the link shows, frozen at creation: product, colours with sizes and quantities, placements
  -- (print area and layout in mm, inks, artwork file); never a price
  snapshot jsonb not null,
  -- uploaded files the snapshot shows (kept by the orphan sweep while the link lives)
  file_uuids uuid[] not null default '{}',
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  check (customer_id is not null or session_id is not null)
);
create index proof_links_customer_idx on proof_links (customer_id, id) where customer_id is not null;
create index proof_links_session_idx on proof_links (session_id, id) where session_id is not null;
create index proof_links_files_idx on proof_links using gin (file_uuids);
