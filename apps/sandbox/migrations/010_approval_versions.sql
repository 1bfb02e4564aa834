-- Approval flow designer: the flow's group and advanced settings, the disabled state (status 2)
-- and the versions frozen by 发布 (a request keeps the version it started on).

alter table approval add column flow_group text not null default '';
alter table approval add column advanced_setting jsonb not null default '{}';
-- 0 未发布 (draft), 1 已发布, 2 已停用
alter table approval add constraint approval_status_check check (status in (0, 1, 2));

create table approval_version (
  approval_id integer not null references approval (id) on delete cascade,
  version integer not null check (version >= 1),
  name text not null,
  flow_group text not null,
  form_item_list jsonb not null,
  process_conditions jsonb not null,
  process_data jsonb not null,
  advanced_setting jsonb not null,
  deploy_time timestamptz not null,
  primary key (approval_id, version)
);
