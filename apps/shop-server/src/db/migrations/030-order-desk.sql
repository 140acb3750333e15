-- The back office's order desk (issue #30): the order search lists orders by shipping date (earliest
-- first), and the dashboard counts the open ones by status and shipping date.
create index orders_ship_date_idx on orders (ship_date, id);
create index orders_status_ship_date_idx on orders (status, ship_date);
