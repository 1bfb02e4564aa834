-- 027 — progress of long exports and imports, under the id the client sends (`X-Progress-Id`), so
-- that a status call answers it on whichever instance it reaches. A row is written when the task
-- starts and every few thousand rows; rows older than a day are dropped when a new task starts.
create table task_progress (
  id text primary key,
  user_id integer not null,
  kind text not null check (kind in ('export', 'import')),
  total integer not null,
  done integer not null default 0,
  -- what `done` counts: rows written (export), rows checked or rows saved (import)
  stage text not null default 'write' check (stage in ('write', 'check', 'save')),
  state text not null default 'running' check (state in ('running', 'done', 'cancelled', 'failed')),
  update_time timestamptz not null default now()
);
