-- Plates and the repeat choice of a cart production (spec §9): a print is charged
-- print_charge × plates (at least 1) per piece and its plate price × plates once; a repeatable order
-- keeps its plates for reorders and pays plate_price, a one-off order short_term_plate_price.
-- Rows written before this migration were priced as one plate of a one-off order.
alter table cart_prints add column plates integer not null default 1 check (plates >= 0);
alter table cart_productions add column is_repeatable boolean not null default false;
