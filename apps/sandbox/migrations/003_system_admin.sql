-- Operation-support system: editable dictionaries (key, value, status per item), cockpit figures
-- and logged request payloads. (The user-list indexes are in 002.)

-- ── general data dictionary ──────────────────────────────────────────────────────────────
-- 键 / 值 of an item default to its code / name (NULL here); 状态 0 hides it from selects.
alter table dic_entry add column item_key text;
alter table dic_entry add column item_value text;
alter table dic_entry add column status smallint not null default 1 check (status in (0, 1));
create index dic_entry_category_idx on dic_entry (dic_number, pid, sort, id);

-- ── cockpit figures (驾驶舱数据录入) ───────────────────────────────────────────────────────
-- One row per (year, region, indicator) with a value; the indicators are the items of the
-- dictionary category `jsczb`. `cockpit_table` records who saved a (year, region) table last.
create table cockpit_figure (
  year text not null,
  qhdm text not null,
  indicator_code text not null,
  value numeric(16, 2) not null check (value >= 0),
  primary key (year, qhdm, indicator_code)
);

create table cockpit_table (
  year text not null,
  qhdm text not null,
  update_time timestamptz not null,
  updated_by text not null,
  primary key (year, qhdm)
);

-- ── operation log ─────────────────────────────────────────────────────────────────────────
alter table op_log add column payload jsonb;

