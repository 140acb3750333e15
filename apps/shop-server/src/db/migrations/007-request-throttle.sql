-- Rate limits of the calls that send mail or write rows for anyone (forgot-password, inquiries,
-- registration): one row per admitted request and limit, shared by every server process
-- (session/throttle.ts). `bucket` names the limit ('forgot-password:email'), `key` what it counts
-- (a normalised e-mail address, a client IP). Rows older than their limit's window are pruned.
create table request_throttle (
  id bigserial primary key,
  bucket text not null,
  key text not null,
  hit_at timestamptz not null
);
-- Counting the hits of one key within the window.
create index request_throttle_lookup_idx on request_throttle (bucket, key, hit_at);
-- Pruning a bucket's expired rows.
create index request_throttle_prune_idx on request_throttle (bucket, hit_at);
