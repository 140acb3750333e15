-- The audit log: every change of data by a staff member, the operator's command line or the shop
-- itself, with the values before and after. Append-only: a trigger refuses UPDATE, DELETE and
-- TRUNCATE on PGlite and PostgreSQL alike, so nothing in the application can rewrite history.
create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null,
  actor_kind text not null check (actor_kind in ('staff', 'cli', 'system')),
  staff_id integer references staff (id),
  -- the staff member's e-mail address at the time, or 'cli' / 'system'
  actor text not null,
  action text not null,
  target_type text not null,
  target_id text,
  before jsonb,
  after jsonb,
  client_address text,
  check ((actor_kind = 'staff') = (staff_id is not null))
);
create index audit_log_at_idx on audit_log (at desc, id desc);
create index audit_log_staff_idx on audit_log (staff_id, at desc);
create index audit_log_action_idx on audit_log (action, at desc);
create index audit_log_target_idx on audit_log (target_type, target_id, at desc);

create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end
$$;
create trigger audit_log_no_update_delete before update or delete on audit_log
  for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();
