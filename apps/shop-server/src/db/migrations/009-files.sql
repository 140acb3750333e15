-- Uploaded print data (issue #10). The bytes, the thumbnail and the preview live in the file store
-- (DATA_DIR/files or an S3 bucket) under the file's uuid; this table says whose they are and what they are.
-- Owner: a customer, or for a guest the session (sessions.id, the sha256 of its cookie) it was uploaded in.
-- At login the session rotates and the guest's files pass to the customer (session/store.ts rotateSession).
-- No foreign key to sessions: an expired session is swept, its files stay until the orphan job
-- (files/orphan-files.ts) removes them with their bytes.
create table files (
  uuid uuid primary key,
  customer_id integer references customers (id),
  session_id text,
  kind text not null check (kind in ('png', 'jpeg', 'webp', 'svg', 'pdf', 'ai')),
  -- the name the browser gave, for showing it back; never used to find the type or a path
  original_name text not null,
  byte_size integer not null check (byte_size >= 0),
  -- px; null for pdf and ai (not rendered)
  width integer check (width > 0),
  height integer check (height > 0),
  -- pdf and ai are stored as given and checked by hand before printing
  needs_check boolean not null,
  created_at timestamptz not null,
  last_used_at timestamptz not null,
  check ((customer_id is null) <> (session_id is null)),
  check ((width is null) = (height is null))
);
create index files_customer_idx on files (customer_id) where customer_id is not null;
create index files_session_idx on files (session_id) where session_id is not null;
create index files_last_used_idx on files (last_used_at);
-- The orphan job asks, for each stale file, whether a cart print still cites it.
create index cart_prints_svg_file_idx on cart_prints (svg_file_uuid) where svg_file_uuid is not null;
create index cart_prints_file_idx on cart_prints (file_uuid) where file_uuid is not null;
