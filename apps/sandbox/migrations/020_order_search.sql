-- 020 — the order list (订单明细) over 200,000+ orders, answered from indexes and a tally instead
-- of a scan of every row:
-- - 订单号 contains: a trigram index on order_no (keywords of three or more characters);
-- - 客户 (name or phone) contains: the same pair of indexes as the user list (migration 012) —
--   trigrams on the joined text for longer keywords, one- and two-character pieces for a surname;
-- - the number of orders per (status, source, payment method), kept by a trigger, so a list
--   filtered only by those (or not at all) counts a hundred tally rows, not every order.
create extension if not exists pg_trgm;

alter table sales_order add column customer_search text generated always as (
  customer_name || chr(31) || customer_phone
) stored;
alter table sales_order add column customer_grams text[] generated always as (
  user_search_grams(customer_name || chr(31) || customer_phone)
) stored;
create index sales_order_no_trgm_idx on sales_order using gin (order_no gin_trgm_ops) with (fastupdate = off);
create index sales_order_customer_trgm_idx on sales_order using gin (customer_search gin_trgm_ops) with (fastupdate = off);
create index sales_order_customer_grams_idx on sales_order using gin (customer_grams) with (fastupdate = off);

create table sales_order_tally (
  status smallint not null,
  source smallint not null,
  -- 0 when the order has no payment method yet
  pay_method smallint not null,
  n integer not null,
  primary key (status, source, pay_method)
);

create function sales_order_tally_apply(st smallint, so smallint, pm smallint, d integer)
returns void language plpgsql as $$
begin
  update sales_order_tally set n = n + d
   where status = st and source = so and pay_method = coalesce(pm, 0);
  if not found then
    insert into sales_order_tally as t (status, source, pay_method, n) values (st, so, coalesce(pm, 0), d)
    on conflict (status, source, pay_method) do update set n = t.n + excluded.n;
  end if;
end;
$$;

create function sales_order_tally_track() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.status = new.status and old.source = new.source
     and old.pay_method is not distinct from new.pay_method then
    return new;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform sales_order_tally_apply(old.status, old.source, old.pay_method, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform sales_order_tally_apply(new.status, new.source, new.pay_method, 1);
    return new;
  end if;
  return old;
end;
$$;

create trigger sales_order_tally_track after insert or update or delete on sales_order
  for each row execute function sales_order_tally_track();

insert into sales_order_tally (status, source, pay_method, n)
select status, source, coalesce(pay_method, 0), count(*)::int from sales_order group by 1, 2, 3;
