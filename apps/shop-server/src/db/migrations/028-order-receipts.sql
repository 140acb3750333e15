-- Receipts of orders (領収書, issue #32): the 宛名 and 但し書き of an order's first receipt download,
-- kept so that every later download (marked 再発行) shows the same, and how often it was downloaded.
-- One row per order, written by the first download; the invoice (請求書) keeps nothing.
create table order_receipts (
  order_number text primary key references orders (number) on delete cascade,
  -- at most 20 and 200 characters (@shop/validation RECEIPT_LIMITS), one line each
  addressee text not null check (char_length(addressee) between 1 and 20),
  note text not null check (char_length(note) between 1 and 200),
  -- downloads so far, the first included
  issue_count integer not null check (issue_count >= 1),
  first_issued_at timestamptz not null,
  last_issued_at timestamptz not null,
  check (last_issued_at >= first_issued_at)
);
