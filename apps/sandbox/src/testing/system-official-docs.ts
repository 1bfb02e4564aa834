/**
 * Provider state "the official document fixtures exist" (contract verification of 公文管理): the
 * drafts 9861 契约测试公文 (发文字号 契约测〔2026〕1号) and 9862 契约待删公文 (契约测〔2026〕2号),
 * restored on every set-up with the requests they were submitted on removed; documents titled
 * 契约新增… are removed. The published flow 公文审批 (103) of the seed is what they are submitted on.
 */
import type { Queryable } from '../db/adapter';

export const OFFICIAL_DOC_FIXTURES = {
  draft: 9861,
  removable: 9862,
  title: '契约测试公文',
  removableTitle: '契约待删公文',
  newTitle: '契约新增公文',
  orgCode: '契约测',
  flowId: 103,
} as const;

export async function setUpOfficialDocFixtures(tx: Queryable, now: Date): Promise<Record<string, unknown>> {
  const F = OFFICIAL_DOC_FIXTURES;
  const stale = await tx.query<{ request_id: number | null }>(
    'select request_id from official_document where id = any($1::int4[]) or title like $2',
    [[F.draft, F.removable], '契约新增%'],
  );
  await tx.query('delete from official_document where id = any($1::int4[]) or title like $2', [
    [F.draft, F.removable],
    '契约新增%',
  ]);
  const requests = stale.map((r) => r.request_id).filter((id): id is number => id !== null);
  if (requests.length > 0)
    await tx.query('delete from approval_request where id = any($1::int4[])', [requests]);
  const at = new Date(now.getTime() - 3600_000).toISOString();
  await tx.query(
    `insert into official_document (id, secrecy, urgency, issuer, doc_no, title, main_to, body, attachments,
       creator_id, creator_name, create_time, update_time)
     values ($1, 0, 0, '湖南省农业生产资料集团有限公司文件', $3, $4, '各分公司', '<p>契约测试正文</p>', '[]', 1,
       '系统管理员', $6::timestamptz, $6::timestamptz),
       ($2, 0, 0, '湖南省农业生产资料集团有限公司文件', $5, $7, '各分公司', '<p>待删</p>', '[]', 1, '系统管理员',
       $6::timestamptz, $6::timestamptz)`,
    [
      F.draft,
      F.removable,
      `${F.orgCode}〔2026〕1号`,
      F.title,
      `${F.orgCode}〔2026〕2号`,
      at,
      F.removableTitle,
    ],
  );
  return {};
}
