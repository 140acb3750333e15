-- Designs saved from the design tool by logged-in customers (issue #12, `/api/designs`). The document
-- is the editor's JSON (libs/design-document, checked by parseDesignDocument before it is stored);
-- name, product code and method are copied out of it for the list. `revision` counts the saves: a
-- PUT names the revision it edited and is refused (409) when another save came first.
create table designs (
  id uuid primary key,
  customer_id integer not null references customers (id) on delete cascade,
  name text not null,
  -- null while designing without a product
  product_code text,
  method text not null check (method in ('inkjet', 'white-inkjet', 'silkscreen')),
  document jsonb not null,
  -- an uploaded image (files.uuid) shown in the list; null when none was sent
  thumbnail_file_uuid uuid,
  -- every upload the design cites (its thumbnail and its images), so the orphan job keeps them
  file_uuids uuid[] not null default '{}',
  revision integer not null default 1 check (revision >= 1),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index designs_customer_idx on designs (customer_id, updated_at desc, id);
-- The orphan job (files/orphan-files.ts) asks, for each stale file, whether a design still cites it.
create index designs_file_uuids_idx on designs using gin (file_uuids);
