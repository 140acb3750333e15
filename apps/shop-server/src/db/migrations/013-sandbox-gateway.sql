-- The sandbox card gateway (docs/decisions/009-checkout-orders-payments.md): a separate system that this
-- process serves under /sandbox-gateway/, keeping tables of its own. None of them references the
-- shop's tables and none of the shop's references them: the shop knows a charge by its reference only.
-- No card number is stored, not even hashed: tokenising decides the test card's outcome and keeps
-- brand, last 4, expiry and that outcome. Tokens are bearer secrets and are kept as their sha256 (hex).

-- A card-entry session opened by createCardSession for the card form (/checkout/cardpay/{token}).
create table sandbox_gateway_sessions (
  token_hash text primary key,
  -- the shop's name for the shopper (opaque to the gateway)
  customer_ref text not null,
  -- where the card form goes back to once the card is tokenised (a path of the shop)
  return_path text not null,
  -- cards posted with this session, refused ones included (a limit stops number guessing)
  attempts integer not null default 0 check (attempts >= 0),
  created_at timestamptz not null,
  expires_at timestamptz not null
);

-- A tokenised card: single use, expires 30 minutes after tokenising.
create table sandbox_gateway_cards (
  token_hash text primary key,
  session_token_hash text not null references sandbox_gateway_sessions (token_hash),
  brand text not null check (brand in ('visa', 'mastercard', 'jcb', 'amex', 'diners')),
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month smallint not null check (exp_month between 1 and 12),
  exp_year smallint not null check (exp_year between 2000 and 2999),
  -- what authorising this card ends in (decided from the number at tokenising)
  outcome text not null check (outcome in ('success', 'card_declined', 'insufficient_funds', 'expired_card', 'challenge')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  -- set by the authorisation that used it
  used_at timestamptz
);

-- One authorisation and what became of it.
create table sandbox_gateway_charges (
  reference text primary key,
  -- the same key twice gives the same answer and this one row
  idempotency_key text not null unique,
  card_token_hash text not null unique references sandbox_gateway_cards (token_hash),
  -- yen, tax included
  amount integer not null check (amount > 0),
  refunded_amount integer not null default 0 check (refunded_amount >= 0 and refunded_amount <= amount),
  -- the shop's order number, shown on the challenge page
  order_number text not null,
  -- where the challenge page sends the shopper back
  return_url text not null,
  status text not null check (status in ('challenge_pending', 'authorized', 'declined', 'captured', 'voided', 'refunded')),
  decline_code text check (decline_code in ('card_declined', 'insufficient_funds', 'expired_card', 'authentication_failed')),
  -- what became of a challenge: the shopper authenticated or cancelled on its page, did nothing for 30
  -- minutes (expired), or the shop voided the charge while it was pending (abandoned)
  challenge_result text check (challenge_result in ('authenticated', 'cancelled', 'expired', 'abandoned')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check ((status = 'declined') = (decline_code is not null))
);
