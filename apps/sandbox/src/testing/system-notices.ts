/**
 * Provider state "the notice fixtures exist" (contract verification of 通知公告): notice 9801
 * 契约测试通知 (通知, published an hour ago to everyone, read by nobody) and the draft 9802
 * 契约测试草稿通知, restored on every set-up; notices titled 契约新增… are removed.
 */
import type { Queryable } from '../db/adapter';

export const NOTICE_FIXTURES = {
  published: 9801,
  draft: 9802,
  title: '契约测试通知',
  draftTitle: '契约测试草稿通知',
  newTitle: '契约新增通知',
} as const;

export async function setUpNoticeFixtures(tx: Queryable, now: Date): Promise<Record<string, unknown>> {
  const F = NOTICE_FIXTURES;
  await tx.query('delete from notice where id = any($1::int4[]) or title like $2', [
    [F.published, F.draft],
    '契约新增%',
  ]);
  const at = new Date(now.getTime() - 3600_000).toISOString();
  await tx.query(
    `insert into notice (id, title, notice_type, content, attachments, audience, audience_depts, audience_users,
       status, pinned, publish_time, creator_id, creator_name, create_time, update_time)
     values ($1, $3, 1, '<p>契约测试正文</p>', '[]', '{}', '{}', '{}', 1, false, $5::timestamptz, 1, '系统管理员',
       $5::timestamptz, $5::timestamptz),
       ($2, $4, 1, '<p>草稿</p>', '[]', '{}', '{}', '{}', 0, false, null, 1, '系统管理员', $5::timestamptz, $5::timestamptz)`,
    [F.published, F.draft, F.title, F.draftTitle, at],
  );
  return {};
}
