-- What the print-order pages show of the catalogue (issue #10). Per print method: its production
-- lead time in business days (the shipping date counts the longest of an order's methods), the
-- fewest pieces a production may have, short phrases of what it suits, and its named inks
-- (silk-screen; inkjet prints full colour and has none). Per print spec: its largest print area in
-- millimetres. White inkjet prints on any garment colour (issue #10), so its for_dark_colors
-- becomes null; inkjet stays light colours only.
alter table print_methods
  add column lead_days integer not null default 3 check (lead_days >= 1),
  add column min_quantity integer not null default 1 check (min_quantity >= 1),
  add column good_for text[] not null default '{}';

create table print_inks (
  id serial primary key,
  print_method_id integer not null references print_methods (id) on delete cascade,
  name text not null,
  hex text not null check (hex ~ '^#[0-9a-fA-F]{6}$'),
  sequence integer not null default 0,
  unique (print_method_id, name)
);

alter table print_specs
  add column width_mm integer check (width_mm > 0),
  add column height_mm integer check (height_mm > 0);
update print_specs set width_mm = 210, height_mm = 297 where size = 'A4';
update print_specs set width_mm = 297, height_mm = 420 where size = 'A3';
-- '10cm×6cm': width × height in centimetres
update print_specs
   set width_mm = substring(size from '^(\d+)cm×')::integer * 10,
       height_mm = substring(size from '×(\d+)cm$')::integer * 10
 where size ~ '^\d+cm×\d+cm$';
alter table print_specs
  alter column width_mm set not null,
  alter column height_mm set not null;

-- Catalogues seeded before this migration: the demo methods get the values the seed now writes
-- (apps/shop-server/src/seed/demo-data/reference.ts). A new catalogue has no rows here yet.
update print_methods set lead_days = 3, min_quantity = 1, good_for = array['写真・グラデーション', '1枚から', '淡色ボディ']
 where slug = 'inkjet';
update print_methods set lead_days = 4, min_quantity = 1, good_for = array['濃色ボディ', 'フルカラー', '1枚から'], for_dark_colors = null
 where slug = 'white-inkjet';
update print_methods set lead_days = 8, min_quantity = 10, good_for = array['大量注文', '発色・耐久性', 'チーム・イベント']
 where slug = 'silkscreen';
insert into print_inks (print_method_id, name, hex, sequence)
select m.id, i.name, i.hex, i.sequence
  from print_methods m
 cross join (values
   ('ホワイト', '#ffffff', 1), ('ブラック', '#1a1a1a', 2), ('レッド', '#c8102e', 3), ('ネイビー', '#1f2a44', 4),
   ('ロイヤルブルー', '#2454a6', 5), ('イエロー', '#ffd23f', 6), ('オレンジ', '#f57c00', 7), ('グリーン', '#1e8c45', 8),
   ('ピンク', '#f4a7b9', 9), ('パープル', '#5b3a8c', 10), ('グレー', '#9e9e9e', 11), ('ゴールド', '#b8932e', 12)
 ) as i(name, hex, sequence)
 where m.slug = 'silkscreen';
