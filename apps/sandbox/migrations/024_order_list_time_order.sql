-- The order list is newest first by 下单时间 (create_time, then id for orders of the same instant).
-- Its page is read from these indexes backwards instead of sorting every match: all orders and an
-- order-date range from (create_time, id), a status (with or without a date range) from
-- (status, create_time, id). Both also cover the page's ids, so a deep page and the count of a date
-- range read the index alone once the table is vacuumed.
drop index if exists sales_order_time_idx;
create index sales_order_time_idx on sales_order (create_time, id);
drop index if exists sales_order_status_idx;
create index sales_order_status_idx on sales_order (status, create_time, id);

-- The number of orders per buyer (the order's own 客户 text, name + phone) and (status, source,
-- payment method), kept by a trigger like sales_order_tally: a list filtered by 客户 — alone or with
-- those — counts the matching buyers' tally rows (trigrams / pieces as on sales_order) instead of
-- re-checking every matching order. A third of 200,000 orders share a few buyers in the benchmark.
create table sales_order_buyer_tally (
  customer_search text not null,
  status smallint not null,
  source smallint not null,
  pay_method smallint not null,
  n integer not null,
  customer_grams text[] generated always as (user_search_grams(customer_search)) stored,
  primary key (customer_search, status, source, pay_method)
);
create index sales_order_buyer_tally_trgm_idx on sales_order_buyer_tally
  using gin (customer_search gin_trgm_ops) with (fastupdate = off);
create index sales_order_buyer_tally_grams_idx on sales_order_buyer_tally
  using gin (customer_grams) with (fastupdate = off);

create function sales_order_buyer_tally_apply(cs text, st smallint, so smallint, pm smallint, d integer)
returns void language plpgsql as $$
begin
  update sales_order_buyer_tally set n = n + d
   where customer_search = cs and status = st and source = so and pay_method = coalesce(pm, 0);
  if not found then
    insert into sales_order_buyer_tally as t (customer_search, status, source, pay_method, n)
    values (cs, st, so, coalesce(pm, 0), d)
    on conflict (customer_search, status, source, pay_method) do update set n = t.n + excluded.n;
  end if;
end;
$$;

create function sales_order_buyer_tally_track() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.status = new.status and old.source = new.source
     and old.pay_method is not distinct from new.pay_method
     and old.customer_search = new.customer_search then
    return new;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform sales_order_buyer_tally_apply(old.customer_search, old.status, old.source, old.pay_method, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform sales_order_buyer_tally_apply(new.customer_search, new.status, new.source, new.pay_method, 1);
    return new;
  end if;
  return old;
end;
$$;

create trigger sales_order_buyer_tally_track after insert or update or delete on sales_order
  for each row execute function sales_order_buyer_tally_track();

insert into sales_order_buyer_tally (customer_search, status, source, pay_method, n)
select customer_search, status, source, coalesce(pay_method, 0), count(*)::int from sales_order group by 1, 2, 3, 4;
