-- Stock per warehouse and SKU spec (what a WMS keeps as its inventory totals), maintained by a
-- trigger on every change of a stock row: the available quantity (on hand − locked) and the number
-- of batch rows. The stock list reads it for 低于预警 (available of the SKU in the warehouse below
-- its warning value), for each row's 仓内可用 figure, and to count and page without scanning the
-- batches (100,000-row benchmark).

create table stock_summary (
  warehouse_id integer not null references warehouse (id) on delete cascade,
  sku_spec_id integer not null references sku_spec (id) on delete cascade,
  available integer not null,
  batches integer not null check (batches >= 0),
  primary key (warehouse_id, sku_spec_id)
);

create function stock_summary_apply(w integer, s integer, d_available integer, d_batches integer)
returns void language plpgsql as $$
begin
  -- Update first: INSERT … ON CONFLICT checks the proposed row (a negative delta) before it finds
  -- the conflict.
  update stock_summary set available = available + d_available, batches = batches + d_batches
   where warehouse_id = w and sku_spec_id = s;
  if not found then
    insert into stock_summary as t (warehouse_id, sku_spec_id, available, batches)
    values (w, s, d_available, d_batches)
    on conflict (warehouse_id, sku_spec_id)
    do update set available = t.available + excluded.available, batches = t.batches + excluded.batches;
  end if;
end;
$$;

create function stock_summary_track() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform stock_summary_apply(old.warehouse_id, old.sku_spec_id, -(old.on_hand - old.locked), -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform stock_summary_apply(new.warehouse_id, new.sku_spec_id, new.on_hand - new.locked, 1);
    return new;
  end if;
  return old;
end;
$$;

create trigger stock_summary_track after insert or update or delete on stock
  for each row execute function stock_summary_track();

insert into stock_summary (warehouse_id, sku_spec_id, available, batches)
select warehouse_id, sku_spec_id, sum(on_hand - locked)::int, count(*)::int
  from stock group by warehouse_id, sku_spec_id;
