-- One purchase, one authorisation (issue #29, docs/decisions/019-one-purchase-one-authorisation.md).

-- An order whose placing was abandoned (its process died, the gateway failed) after the gateway may
-- have authorised the card: the order is gone (stock back), its authorisation voided, and its
-- idempotency key kept here, so a retry with the same key is told what happened instead of making a
-- second order and a second authorisation.
create table abandoned_placements (
  customer_id integer not null references customers (id) on delete cascade,
  idempotency_key text not null,
  order_number text not null,
  -- yen, tax included: what was held on the card and released
  amount integer not null check (amount >= 0),
  -- the gateway's reference of the voided charge (null: the gateway had none)
  charge_reference text,
  abandoned_at timestamptz not null,
  primary key (customer_id, idempotency_key)
);

-- What reconciling reads at the gateway: the charges that may still hold money.
create index sandbox_gateway_charges_open_idx on sandbox_gateway_charges (created_at) where status in ('authorized', 'challenge_pending');

-- A passed 3-D Secure check left the payment as 'pending_challenge' (issue #29): those of orders
-- past the check are authorised; shipping captures them from now on.
update payments p set status = 'authorized'
from orders o
where o.id = p.order_id and p.method = 'card' and p.status = 'pending_challenge'
  and o.status in ('received', 'data_check', 'in_production');
