-- The artwork loop (issue #30, @shop/artwork-domain). A cart print keeps the print size and place the
-- shopper chose (`layout`, null: the default layout); an order keeps the shopper's proof choice at
-- checkout ('skipped' = 校正なしで進める; null for an order of goods only).
alter table cart_prints add column layout jsonb;
alter table orders add column proof text check (proof in ('wanted', 'skipped'));
-- The shipping date counted again from the last placement's approval, with the sentence why
-- ({ship_date, previous_ship_date, reason}); null until every placement is approved.
alter table orders add column ship_date_recount jsonb;

-- The customer's days to answer a データ不備 or a proof (business days; the deadline rule applies
-- the day after the last) and the day the reminder goes out. The operator edits them.
insert into shop_settings (key, value) values ('art_deadline_days', '5'), ('art_reminder_after_days', '2')
  on conflict (key) do nothing;

-- One art job per order production × placement (print spec): the domain's ArtJob without its
-- versions. `placement`, `garment_colors`, `ink_sets` and `waiting` are the domain's shapes as JSON.
create table art_jobs (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  order_production_id integer not null references order_productions (id) on delete cascade,
  print_spec_id integer not null,
  method text not null,
  placement jsonb not null,
  garment_colors jsonb not null,
  ink_sets jsonb not null,
  proof text not null check (proof in ('wanted', 'skipped')),
  lead_days integer not null check (lead_days >= 1),
  status text not null check (status in ('awaiting_check', 'needs_fix', 'awaiting_proof', 'changes_requested',
    'ready_for_production', 'proceeded_as_is', 'cancelled')),
  waiting jsonb,
  ready_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (order_production_id, print_spec_id)
);
create index art_jobs_order_idx on art_jobs (order_id, id);
create index art_jobs_status_idx on art_jobs (status);

-- Every change of an art job is also a line of its order's history (actor customer, cli or system),
-- under the order's status at the time; the order's status history leaves these lines out.
alter table order_events add column art_job_id integer references art_jobs (id) on delete cascade;

-- The numbered versions of a job: `content` is the domain's ArtVersion without its decisions.
create table art_versions (
  id serial primary key,
  art_job_id integer not null references art_jobs (id) on delete cascade,
  number integer not null check (number >= 1),
  content jsonb not null,
  created_at timestamptz not null,
  unique (art_job_id, number)
);

-- Decisions on a version, appended in order (`content`: the domain's ArtDecision).
create table art_decisions (
  id serial primary key,
  art_version_id integer not null references art_versions (id) on delete cascade,
  outcome text not null,
  content jsonb not null,
  created_at timestamptz not null
);
create index art_decisions_version_idx on art_decisions (art_version_id, id);

-- The database keeps what the service keeps (artwork-domain's `canChangeVersion`): once a decision
-- exists on a version, the version never changes, and decisions are never changed or removed (only
-- with their order, by the cascade: a version once its job is gone, a decision once its version is).
create function art_versions_frozen() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from art_jobs where id = old.art_job_id) then
    return old;
  end if;
  if exists (select 1 from art_decisions where art_version_id = old.id) then
    raise exception 'art version % has a decision and cannot change', old.id using errcode = 'check_violation';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;
create trigger art_versions_frozen before update or delete on art_versions
  for each row execute function art_versions_frozen();

create function art_decisions_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from art_versions where id = old.art_version_id) then
    return old;
  end if;
  raise exception 'art decisions are append-only (decision %)', old.id using errcode = 'check_violation';
end;
$$;
create trigger art_decisions_append_only before update or delete on art_decisions
  for each row execute function art_decisions_append_only();
