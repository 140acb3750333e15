-- Customers, database-backed sessions (shared by every server process), login throttling,
-- password resets, the mail outbox and inquiries.
create table customers (
  id serial primary key,
  name text not null,
  email text not null,
  password_hash text not null,
  points integer not null default 0 check (points >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index customers_email_idx on customers (lower(email));

create table sessions (
  -- sha256 of the cookie value: a leaked table does not hand out live sessions
  id text primary key,
  customer_id integer references customers (id) on delete cascade,
  csrf_token text not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_customer_idx on sessions (customer_id);
create index sessions_expires_idx on sessions (expires_at);

create table login_attempts (
  id bigserial primary key,
  email text not null,
  ip text not null,
  attempted_at timestamptz not null default now()
);
create index login_attempts_lookup_idx on login_attempts (email, ip, attempted_at);

create table password_resets (
  token_hash text primary key,
  customer_id integer not null references customers (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table outbox (
  id serial primary key,
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create table inquiries (
  id serial primary key,
  customer_id integer references customers (id) on delete set null,
  name text not null,
  email text not null,
  category text not null,
  title text not null,
  contents text not null,
  created_at timestamptz not null default now()
);
