-- 012 — the user list's keyword filter (name, account or phone contains the keyword) over
-- 10,000+ users, answered from indexes instead of a scan of every row:
-- - `search_text`: the three fields joined by a separator no keyword contains, with a trigram
--   index (pg_trgm) for keywords of three or more characters (LIKE '%…%');
-- - `search_grams`: every one- and two-character piece of the same fields, with a GIN index,
--   for shorter keywords (a surname such as 张), which trigrams cannot serve.
-- pg_trgm ships with PostgreSQL (contrib, a trusted extension) and with PGlite, which loads it
-- when it opens the database (src/db/adapter.ts).
-- Both indexes have fastupdate off: new rows go straight into the index. PGlite runs no
-- autovacuum, so a pending list would only grow and every search would scan it.
create extension if not exists pg_trgm;

-- Every character, and every pair of neighbouring characters (each character doubled, the first
-- dropped, cut into pairs: 'abc' → 'abbcc' → 'ab', 'bc', 'c'). Pieces across the separator are
-- harmless: no keyword contains it. Built-in string functions only (cheap on every insert).
create function user_search_grams(t text) returns text[]
  language sql immutable strict parallel safe
  return string_to_array(t, null)
    || string_to_array(regexp_replace(substr(regexp_replace(t, '(.)', '\1\1', 'g'), 2), '(..)', '\1' || chr(30), 'g'), chr(30));

alter table app_user add column search_text text generated always as (
  real_name || chr(31) || user_name || chr(31) || coalesce(phone, '')
) stored;
alter table app_user add column search_grams text[] generated always as (
  user_search_grams(real_name || chr(31) || user_name || chr(31) || coalesce(phone, ''))
) stored;
create index app_user_search_trgm_idx on app_user using gin (search_text gin_trgm_ops) with (fastupdate = off);
create index app_user_search_grams_idx on app_user using gin (search_grams) with (fastupdate = off);
