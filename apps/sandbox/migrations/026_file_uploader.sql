-- 025 — who uploaded each stored file. A file is downloaded only by its uploader or by someone who
-- may see a record that references it (notice, 公文, 农技方案, article, approval request, catalogue
-- image …); files stored before this migration have no uploader (null) and are reached only
-- through the records that reference them.
alter table spatial_file add column uploader_id integer references app_user (id) on delete set null;
