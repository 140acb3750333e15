-- A version keeps what the shop measured and drew when it was made (issue #30): the preflight
-- findings (the same rules as the upload step's POST /api/preflight, judged against the job's
-- method, area, colours and inks at the version's layout) and the stored mock-up of the version (a
-- PNG in the file store, artwork-domain's ArtMockup). Null: a version made before this migration
-- (the back office measures it when asked, the order page draws it).
alter table art_versions add column preflight jsonb;
alter table art_versions add column mockups jsonb;

-- What a version keeps is written once: a measured preflight or a stored mock-up never changes, even
-- before a decision; once a decision exists nothing of the version changes (as before).
create or replace function art_versions_frozen() returns trigger language plpgsql as $$
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
  if old.preflight is not null and new.preflight is distinct from old.preflight then
    raise exception 'art version % keeps its preflight findings', old.id using errcode = 'check_violation';
  end if;
  if old.mockups is not null and new.mockups is distinct from old.mockups then
    raise exception 'art version % keeps its mock-up', old.id using errcode = 'check_violation';
  end if;
  return new;
end;
$$;

-- The silk-screen inks the shopper chose for a cart print (ids of print_inks, in print order): one set
-- for every garment colour ({colorId: null}) or one per garment colour, [{colorId, inkIds}]; null: not
-- told (inkjet, or a print from before). The order's snapshot keeps them with their names and colours.
alter table cart_prints add column ink_sets jsonb;
