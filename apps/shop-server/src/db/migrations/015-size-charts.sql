-- Size charts (issue #13): the finished measurements of each size of a product, centimetres to one
-- decimal. Garments have 着丈 (body length), 身幅 (chest width), 肩幅 (shoulder) and 袖丈 (sleeve);
-- bags, towels and aprons 縦・横 (height, width) and, for bags, マチ (depth). A measure that does not
-- apply is null; a product without rows (caps) has no chart.
create table size_measurements (
  product_id integer not null references products (id) on delete cascade,
  size_id integer not null references sizes (id),
  body_length_cm numeric(4, 1) check (body_length_cm > 0),
  chest_width_cm numeric(4, 1) check (chest_width_cm > 0),
  shoulder_width_cm numeric(4, 1) check (shoulder_width_cm > 0),
  sleeve_length_cm numeric(4, 1) check (sleeve_length_cm > 0),
  height_cm numeric(4, 1) check (height_cm > 0),
  width_cm numeric(5, 1) check (width_cm > 0),
  depth_cm numeric(4, 1) check (depth_cm > 0),
  primary key (product_id, size_id)
);
