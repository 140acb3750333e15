-- Messages of an order (issue #30): one thread per order between its customer and the shop's staff.
-- Plain text (≤ 2,000 characters, @shop/validation's OrderMessageFormSchema); `staff_id` names the
-- staff member who wrote a staff message. `read_at` is when the other side first read the message
-- (the customer the shop's, any staff member the customer's); null until then.
create table order_messages (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  author text not null check (author in ('customer', 'staff')),
  staff_id integer references staff (id),
  body text not null check (char_length(body) between 1 and 2000),
  created_at timestamptz not null,
  read_at timestamptz,
  check ((author = 'staff') = (staff_id is not null))
);
create index order_messages_order_idx on order_messages (order_id, id);
-- the unread counts of the thread list
create index order_messages_unread_idx on order_messages (order_id) where read_at is null;
