-- Stock list filters on the batch rows themselves (100,000-row benchmark): 批次号 contains — a
-- trigram index (LIKE '%…%', keywords of three or more characters) — and 30 天内到期 — the expiry
-- dates of batches still in stock.
create extension if not exists pg_trgm;
create index stock_batch_trgm_idx on stock using gin (batch_no gin_trgm_ops) with (fastupdate = off);
create index stock_expiry_idx on stock (expiry_date) where on_hand > 0;
