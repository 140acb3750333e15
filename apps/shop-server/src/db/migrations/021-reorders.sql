-- Reorders (再注文, issue #15, docs/decisions/013-reorders-estimates-byob.md). A delivered production
-- can be made again with the same artwork, placements and method; silk-screen keeps its plates this
-- many days from the order (the operator edits the setting; inkjet has no plates and no limit).
insert into shop_settings (key, value) values ('plate_keep_days', '365') on conflict (key) do nothing;

-- cart_reorders (migration 003) keeps order_production_id without a foreign key: a reorder whose
-- production is gone is answered expired on refresh (spec §4) and then removed.
create index cart_reorders_customer_idx on cart_reorders (customer_id, id);
