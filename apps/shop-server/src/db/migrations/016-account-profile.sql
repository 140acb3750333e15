-- The account area (issue #14): what a customer manages themselves about their own record.

-- Furigana of the customer's name (full-width katakana), the newsletter choice and when the account
-- was closed. A closed account keeps its row (orders reference it) with its personal data replaced.
alter table customers add column name_kana text;
alter table customers add column newsletter boolean not null default false;
alter table customers add column closed_at timestamptz;

-- Every newsletter choice the customer made, with its time and the wording they agreed to: the
-- record of consent (the current choice is customers.newsletter, written in the same transaction).
create table newsletter_consents (
  id serial primary key,
  customer_id integer not null references customers (id) on delete cascade,
  subscribed boolean not null,
  -- the sentence the customer saw when choosing (kept as shown)
  wording text not null,
  recorded_at timestamptz not null
);
create index newsletter_consents_customer_idx on newsletter_consents (customer_id, recorded_at desc, id desc);

-- An e-mail change waiting for its confirmation link (sent to the new address). Only the sha256 of
-- the token is stored; a newer request replaces an older one; single use.
create table email_changes (
  token_hash text primary key,
  customer_id integer not null references customers (id) on delete cascade,
  new_email text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_changes_customer_idx on email_changes (customer_id);
