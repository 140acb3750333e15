-- Product search (issue #33): one narrow row per product that the search reads instead of products.
-- `text` holds the product's normalised fields (name, tags, category, brand, attributes,
-- description: @shop/search-text's buildSearchDocument) joined by spaces, best field first; `ends`
-- the position where each field ends, so strpos(text, word) tells both whether and where a word
-- occurs. `tokens` are the unigrams and bigrams of `text`: a GIN index on a plain text[] finds the
-- candidates of one- and two-character words (黒, 綿) on PGlite and PostgreSQL alike, without an
-- extension. The server writes the rows (search/indexer.ts) after seeding and at start when the
-- index format changed.
create table search_documents (
  product_id integer primary key references products (id) on delete cascade,
  text text not null,
  name text not null,
  ends integer[] not null,
  tokens text[] not null,
  in_stock boolean not null default true
);
create index search_documents_tokens_idx on search_documents using gin (tokens);

-- Which index format and synonym data the rows were written with (one row).
create table search_index_state (
  id boolean primary key default true check (id),
  version text not null,
  built_at timestamptz not null default now()
);

-- In-stock ranks higher: kept in step when a SKU's stock crosses zero (orders, cancellations).
create function search_documents_in_stock() returns trigger language plpgsql as $$
begin
  update search_documents d
     set in_stock = exists (select 1 from skus k where k.product_id = d.product_id and k.quantity_available > 0)
   where d.product_id = new.product_id;
  return null;
end
$$;
create trigger skus_search_in_stock after update of quantity_available on skus
  for each row when ((old.quantity_available > 0) is distinct from (new.quantity_available > 0))
  execute function search_documents_in_stock();

-- The trigram search these replace.
drop index products_search_trgm_idx;
alter table products drop column search_text;
alter table products drop column search_name;
