-- Approval flow designer, 基础设置: the flow's icon (an index into the designer's icon set, as the
-- designer document's basicSetting.flowImg).

alter table approval add column flow_img integer not null default 0 check (flow_img between 0 and 99);
