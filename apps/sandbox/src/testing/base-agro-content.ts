/**
 * Provider state "the agro content fixtures exist" (contract verification of 农技方案 and 农技视频):
 * crop 9871 契约农技作物; scheme 9871 契约测试方案 (草稿) and 9872 契约已发布方案 (已发布); the stored
 * video vpact9871 (WebM) and cover cpact9871 (PNG); videos 9871 契约测试视频 (category 01, 12 views)
 * and 9872 契约删除视频. Restored on every set-up; schemes and videos titled 契约新增… are removed.
 */
import type { Queryable } from '../db/adapter';

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const AGRO_CONTENT_FIXTURES = {
  crop: 9871,
  cropName: '契约农技作物',
  schemes: { draft: 9871, published: 9872, title: '契约测试方案', newTitle: '契约新增方案' },
  videos: { kept: 9871, removable: 9872, title: '契约测试视频', newTitle: '契约新增视频' },
  media: { video: 'vpact9871', cover: 'cpact9871' },
} as const;

/** A WebM's first bytes (EBML header) and some padding: what the upload check looks for. */
export const PACT_WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60, 0x42)]);

export async function setUpAgroContentFixtures(tx: Queryable, now: Date): Promise<Record<string, unknown>> {
  const F = AGRO_CONTENT_FIXTURES;
  const at = now.toISOString();
  await tx.query('delete from agro_scheme where id = any($1::int4[]) or title like $2', [
    [F.schemes.draft, F.schemes.published],
    '契约新增%',
  ]);
  await tx.query('delete from agro_video where id = any($1::int4[]) or title like $2 or crop_id = $3', [
    [F.videos.kept, F.videos.removable],
    '契约新增%',
    F.crop,
  ]);
  await tx.query('delete from agro_scheme where crop_id = $1', [F.crop]);
  await tx.query(
    `insert into agro_crop (id, name, family, category, image, maturity_days, description, sort, create_time, update_time)
     values ($1, $2, '禾本科', '粮食作物', null, 100, '契约测试', 999, $3::timestamptz, $3::timestamptz)
     on conflict (id) do update set name = excluded.name`,
    [F.crop, F.cropName, at],
  );
  await tx.query('delete from agro_media where file_id = any($1::text[])', [[F.media.video, F.media.cover]]);
  await tx.query(
    `insert into agro_media (file_id, kind, file_name, content_type, size, content, create_time) values
       ($1, 'video', '契约测试.webm', 'video/webm', $3, $4, $6::timestamptz),
       ($2, 'cover', '契约封面.png', 'image/png', $5, $7, $6::timestamptz)`,
    [
      F.media.video,
      F.media.cover,
      PACT_WEBM.length,
      PACT_WEBM,
      Buffer.from(PNG_1PX, 'base64').length,
      at,
      Buffer.from(PNG_1PX, 'base64'),
    ],
  );
  await tx.query(
    `insert into agro_scheme (id, title, crop_id, stage, problem, measures, spec_ids, attachments, status,
                              publish_time, author, create_time, update_time) values
       ($1, $3, $4, '分蘖期', '稻飞虱', '<p>契约测试措施</p>', '[]', '[]', 0, null, '契约作者', $5::timestamptz, $5::timestamptz),
       ($2, '契约已发布方案', $4, '抽穗期', '稻瘟病', '<p>契约已发布措施</p>', '[]', '[]', 1, $5::timestamptz, '契约作者',
        $5::timestamptz, $5::timestamptz)`,
    [F.schemes.draft, F.schemes.published, F.schemes.title, F.crop, at],
  );
  await tx.query(
    `insert into agro_video (id, title, crop_id, category, file_id, cover_id, duration_sec, description, view_count,
                             create_time, update_time) values
       ($1, $3, $4, '01', $5, $6, 4, '契约测试简介', 12, $7::timestamptz, $7::timestamptz),
       ($2, '契约删除视频', $4, '01', $5, null, 4, '', 0, $7::timestamptz, $7::timestamptz)`,
    [F.videos.kept, F.videos.removable, F.videos.title, F.crop, F.media.video, F.media.cover, at],
  );
  return {};
}
