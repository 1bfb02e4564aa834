/**
 * 通知公告 of the seed: a pinned 公告 to everyone (read by the administrator), a 通知 to 农资经营部
 * (the operator's department), a 草稿 and a withdrawn notice — so the inbox, the badge, the reader
 * list and every status have something to show.
 */
import type { Queryable } from '../db/adapter';
import { DAY_MS } from '../util/time';
import { ACCOUNTS } from './org';

export const NOTICE_SEED_TABLES = ['notice', 'notice_read'] as const;
export const NOTICE_IDENTITY_TABLES = ['notice'] as const;

interface NoticeSeed {
  id: number;
  title: string;
  type: 1 | 2;
  content: string;
  audience: Record<string, unknown>;
  depts: number[];
  users: number[];
  status: 0 | 1 | 2;
  pinned: boolean;
  daysAgo: number;
}

const NOTICES: NoticeSeed[] = [
  {
    id: 1,
    title: '关于做好春耕农资保供稳价工作的公告',
    type: 2,
    content:
      '<h2>春耕农资保供稳价</h2><p>各部门、各分公司：</p><p>春耕备耕在即，请各单位做好化肥、种子、农药的储备与调运，确保<strong>供应不断档、价格不跳涨</strong>。</p><ol><li>每周一报送库存与到货计划；</li><li>门店价格变动须提前报备。</li></ol>',
    audience: {},
    depts: [],
    users: [],
    status: 1,
    pinned: true,
    daysAgo: 3,
  },
  {
    id: 2,
    title: '农资经营部周例会安排',
    type: 1,
    content: '<p>本周五下午三点在三楼会议室召开经营部周例会，请准备本周销售与库存数据。</p>',
    audience: { dep: [{ type: 'dep', id: '103', name: '农资经营部' }] },
    depts: [103],
    users: [],
    status: 1,
    pinned: false,
    daysAgo: 1,
  },
  {
    id: 3,
    title: '关于开展农资质量抽检的通知',
    type: 1,
    content: '<p>拟于下月开展农资质量抽检，具体安排另行通知。</p>',
    audience: {},
    depts: [],
    users: [],
    status: 0,
    pinned: false,
    daysAgo: 0,
  },
  {
    id: 4,
    title: '端午节放假安排',
    type: 2,
    content: '<p>端午节放假安排以人事部门通知为准。</p>',
    audience: {},
    depts: [],
    users: [],
    status: 2,
    pinned: false,
    daysAgo: 20,
  },
];

export async function seedNotices(q: Queryable, now: Date): Promise<void> {
  for (const n of NOTICES) {
    const at = new Date(now.getTime() - n.daysAgo * DAY_MS).toISOString();
    await q.query(
      `insert into notice (id, title, notice_type, content, attachments, audience, audience_depts, audience_users,
         status, pinned, publish_time, creator_id, creator_name, create_time, update_time)
       values ($1, $2, $3, $4, '[]'::jsonb, $5::jsonb, $6::int4[], $7::int4[], $8, $9, $10::timestamptz, $11, $12,
         $13::timestamptz, $13::timestamptz)`,
      [
        n.id,
        n.title,
        n.type,
        n.content,
        JSON.stringify(n.audience),
        n.depts,
        n.users,
        n.status,
        n.pinned,
        n.status === 0 ? null : at,
        ACCOUNTS.admin.id,
        ACCOUNTS.admin.realName,
        at,
      ],
    );
  }
  await q.query('insert into notice_read (notice_id, user_id, read_time) values (1, $1, $2::timestamptz)', [
    ACCOUNTS.admin.id,
    new Date(now.getTime() - 2 * DAY_MS).toISOString(),
  ]);
}
