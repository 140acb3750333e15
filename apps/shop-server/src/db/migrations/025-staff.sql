-- The shop's staff (the back office, /admin and /api/admin/*): accounts apart from customers, their
-- own database-backed sessions, set-up links, two-factor authentication (TOTP) and recovery codes.
create table staff (
  id serial primary key,
  email text not null,
  name text not null default '',
  role text not null check (role in ('owner', 'customer_service', 'artwork_check', 'production', 'shipping')),
  -- null until the set-up link is used
  password_hash text,
  -- the authenticator's secret, encrypted (staff/secret-box.ts); null: two-factor authentication off
  totp_secret text,
  -- an authenticator being enrolled from the account page, encrypted; replaces totp_secret once confirmed
  totp_pending_secret text,
  -- the last time step (RFC 6238 counter) whose code was accepted: a code is never accepted twice
  totp_last_counter bigint,
  disabled_at timestamptz,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index staff_email_idx on staff (lower(email));

create table staff_sessions (
  -- sha256 of the cookie value
  id text primary key,
  staff_id integer references staff (id),
  -- anonymous: before login; password: the code is awaited; enrol: signed in, a required
  -- authenticator must be set up first; full: signed in
  stage text not null check (stage in ('anonymous', 'password', 'enrol', 'full')),
  csrf_token text not null,
  -- wrong codes typed on this session (the login starts again after a few)
  code_failures integer not null default 0,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  check ((stage = 'anonymous') = (staff_id is null))
);
create index staff_sessions_staff_idx on staff_sessions (staff_id);
create index staff_sessions_expires_idx on staff_sessions (expires_at);

-- One-time set-up links (/admin/setup/<token>): only the sha256 of the token is kept.
create table staff_setup_tokens (
  token_hash text primary key,
  staff_id integer not null references staff (id),
  -- the authenticator being enrolled on the set-up page, encrypted
  totp_pending_secret text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index staff_setup_tokens_staff_idx on staff_setup_tokens (staff_id);

-- Recovery codes: each works once instead of an authenticator code; only a hash is kept.
create table staff_recovery_codes (
  id serial primary key,
  staff_id integer not null references staff (id),
  code_hash text not null,
  created_at timestamptz not null,
  used_at timestamptz
);
create unique index staff_recovery_codes_hash_idx on staff_recovery_codes (staff_id, code_hash);

-- Roles besides the owner that must use two-factor authentication (owners always must).
insert into shop_settings (key, value) values ('staff_totp_required_roles', '[]') on conflict (key) do nothing;
