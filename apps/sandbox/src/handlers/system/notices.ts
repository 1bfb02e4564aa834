/**
 * 通知公告 (R-15.notice): notices with a sanitised rich-text body (the article allow-list),
 * attachments (uploaded files), an audience — departments with every sub-department, people,
 * functional groups (角色) and positions (岗位); none for 全体人员 —, 草稿 → 已发布 ⇄ 已撤回, 置顶, the inbox of the current user with 已读 / 未读 and
 * 全部已读, and the reader list of a notice (its whole audience, person by person, with the read
 * time). Times come from the sandbox clock (`app.now()`).
 *
 * Who sees and manages a notice (R-25.owner, `noticeVisibleTo` / `noticeManagedBy`): a published
 * notice is seen by its audience, its publisher (the author) and administrators; a draft or a
 * withdrawn notice only by its author and administrators. 撤回 / 发布 / 置顶, 编辑, 删除, the reader
 * list and the management list (`noticePage`) are the author's and the administrators'. Outside
 * that a notice answers as if it did not exist (HTTP 404 通知公告不存在): nothing about it is
 * revealed, and the web app (which ends the session on a body code 403) stays signed in.
 */
import type { Caller } from '../../auth/access';
import type { Queryable } from '../../db/adapter';
import { joinSql, run, type Sql, sql } from '../../db/entity';
import { M } from '../../messages';
import { likeAnywhere } from '../../util/like';
import { formatDateTime } from '../../util/time';
import { Code } from '../codes';
import { fail, ok, requireUser, typedHandlers } from '../types';
import { assertReadableFiles } from './file-access';
import { htmlText, sanitizeArticleHtml } from './news';
import type { SystemSchema } from './shared';

export const NOTICE_MSG = {
  notFound: '通知公告不存在',
  notAddressed: '通知公告不存在或已撤回',
  published: '发布成功',
  withdrawn: '已撤回',
  pinned: '已置顶',
  unpinned: '已取消置顶',
  cannotPublish: '该通知公告已发布',
  cannotWithdraw: '只有已发布的通知公告可以撤回',
  deletePublished: '已发布的通知公告不能删除，请先撤回',
  emptyContent: '正文不能为空',
  attachmentMissing: '附件不存在',
} as const;

const time = (v: unknown): string | null =>
  v === null || v === undefined ? null : formatDateTime(v instanceof Date ? v : new Date(String(v)));

interface OrgItemLike {
  type?: unknown;
  id?: unknown;
}

/** Department and user ids of an org-picker value (tabs dep, user, dep&user). */
export function audienceIds(audience: Record<string, unknown> | undefined): {
  depts: number[];
  users: number[];
} {
  const depts = new Set<number>();
  const users = new Set<number>();
  for (const tab of ['dep', 'user', 'dep&user']) {
    const list = audience?.[tab];
    if (!Array.isArray(list)) continue;
    for (const item of list as OrgItemLike[]) {
      const id = Number(item?.id);
      if (!Number.isInteger(id) || id <= 0) continue;
      if (item.type === 'dep') depts.add(id);
      else if (item.type === 'user') users.add(id);
    }
  }
  return { depts: [...depts].sort((a, b) => a - b), users: [...users].sort((a, b) => a - b) };
}

/** The ids of one tab of the notice's stored org-picker value (`n.audience`), as text. */
const audienceTab = (tab: 'role' | 'position') => sql`(
  select e->>'id' from jsonb_array_elements(
    case when jsonb_typeof(n.audience->${tab}::text) = 'array' then n.audience->${tab}::text else '[]'::jsonb end
  ) e where e->>'id' is not null and e->>'id' <> ''
)`;

/**
 * The enabled users a notice (alias `n`) is addressed to: everyone when it names nobody, else the
 * people it names, the staff of its departments and of their sub-departments, the members of its
 * functional groups (角色 tab) and the holders of its positions (岗位 tab).
 */
const AUDIENCE = sql`(
  with recursive deps(id) as (
    select d.id from department d where d.id = any(n.audience_depts)
    union
    select c.id from department c join deps p on c.parent_id = p.id
  )
  select u.id from app_user u
   where u.status = 1
     and ((cardinality(n.audience_depts) = 0 and cardinality(n.audience_users) = 0
           and not exists ${audienceTab('role')} and not exists ${audienceTab('position')})
          or u.id = any(n.audience_users)
          or u.department_id in (select id from deps)
          or u.id in (select gm.user_id from group_member gm where gm.group_id::text in ${audienceTab('role')})
          or u.id in (select up.user_id from user_position up where up.position_code in ${audienceTab('position')}))
)`;

/** Whether user `uid` is in the audience of notice alias `n`. */
const addressedTo = (uid: number) => sql`${uid} in ${AUDIENCE}`;

/** Visible in inboxes: published (a withdrawn notice disappears from them). */
const PUBLISHED = sql`n.status = 1`;

/**
 * The notices (alias `n`) the caller may read: administrators every one; anyone else their own and
 * the published ones addressed to them.
 */
export function noticeVisibleTo(user: Caller): Sql {
  if (user.isAdmin) return sql`true`;
  return sql`(n.creator_id = ${user.id} or (${PUBLISHED} and ${addressedTo(user.id)}))`;
}

/** The notices (alias `n`) the caller may edit, publish, withdraw, pin, delete and see the readers of. */
export function noticeManagedBy(user: Caller): Sql {
  return user.isAdmin ? sql`true` : sql`(n.creator_id is not distinct from ${user.id})`;
}

interface NoticeDbRow {
  id: number;
  title: string;
  noticeType: number;
  status: number;
  pinned: boolean;
  publishTime: unknown;
  creatorName: string;
  audienceCount: number;
  readCount: number;
  updateTime: unknown;
  content?: string;
  attachments?: SystemSchema<'NoticeAttachment'>[] | null;
  audience?: SystemSchema<'NoticeDetail'>['audience'] | null;
}

const ROW_COLUMNS = sql`n.id, n.title, n.notice_type as "noticeType", n.status, n.pinned,
  n.publish_time as "publishTime", n.creator_name as "creatorName", n.update_time as "updateTime",
  (select count(*)::int from ${AUDIENCE} a) as "audienceCount",
  (select count(*)::int from notice_read r where r.notice_id = n.id and r.user_id in ${AUDIENCE}) as "readCount"`;

const toRow = (r: NoticeDbRow) => ({
  id: Number(r.id),
  title: r.title,
  noticeType: Number(r.noticeType),
  status: Number(r.status),
  pinned: Boolean(r.pinned),
  publishTime: time(r.publishTime),
  creatorName: r.creatorName,
  audienceCount: Number(r.audienceCount),
  readCount: Number(r.readCount),
  updateTime: time(r.updateTime) as string,
});

/** A notice of the reader's inbox (alias `n`): the columns the inbox list and 阅读 share, and their mapper. */
interface InboxDbRow {
  id: number;
  title: string;
  noticeType: number;
  pinned: boolean;
  publishTime: unknown;
  creatorName: string;
}

const INBOX_COLUMNS = sql`n.id, n.title, n.notice_type as "noticeType", n.pinned, n.publish_time as "publishTime",
  n.creator_name as "creatorName"`;

const toInboxItem = (r: InboxDbRow) => ({
  id: Number(r.id),
  title: r.title,
  noticeType: Number(r.noticeType),
  pinned: Boolean(r.pinned),
  publishTime: time(r.publishTime) as string,
  creatorName: r.creatorName,
});

/** Locks a notice the caller manages; 404 when it does not exist or is not theirs to manage. */
async function noticeOrFail(
  q: Queryable,
  id: number,
  user: Caller,
): Promise<{ status: number; pinned: boolean }> {
  const [row] = await run<{ status: number; pinned: boolean }>(
    q,
    sql`select n.status, n.pinned from notice n where n.id = ${id} and ${noticeManagedBy(user)} for update`,
  );
  if (!row) return fail(Code.NotFound, NOTICE_MSG.notFound);
  return { status: Number(row.status), pinned: Boolean(row.pinned) };
}

export const NOTICE_HANDLERS = typedHandlers({
  async noticePage(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body;
    const conds: Sql[] = [noticeManagedBy(user)];
    const title = b.title?.trim();
    if (title) conds.push(sql`n.title like ${likeAnywhere(title)}`);
    if (b.noticeType !== undefined) conds.push(sql`n.notice_type = ${b.noticeType}`);
    if (b.status !== undefined) conds.push(sql`n.status = ${b.status}`);
    const where = joinSql(conds, ' and ');
    const [rows, count] = await Promise.all([
      run<NoticeDbRow>(
        ctx.db,
        sql`select ${ROW_COLUMNS} from notice n where ${where}
             order by n.pinned desc, n.publish_time desc nulls first, n.id desc
             limit ${b.pageSize} offset ${(b.page - 1) * b.pageSize}`,
      ),
      run<{ n: number }>(ctx.db, sql`select count(*)::int as n from notice n where ${where}`),
    ]);
    return ok({ records: rows.map(toRow), total: count[0]?.n ?? 0 });
  },

  async noticeDetail(ctx) {
    const user = requireUser(ctx);
    const [row] = await run<NoticeDbRow>(
      ctx.db,
      sql`select ${ROW_COLUMNS}, n.content, n.attachments, n.audience from notice n
          where n.id = ${ctx.query.id} and ${noticeVisibleTo(user)}`,
    );
    if (!row) return fail(Code.NotFound, NOTICE_MSG.notFound);
    return ok({
      ...toRow(row),
      content: sanitizeArticleHtml(row.content ?? ''),
      attachments: row.attachments ?? [],
      audience: row.audience ?? {},
    });
  },

  async noticeSave(ctx) {
    const user = requireUser(ctx);
    const { id, publish, ...b } = ctx.body;
    const now = ctx.app.now();
    const content = sanitizeArticleHtml(b.content);
    if (!htmlText(content)) fail(Code.BadRequest, NOTICE_MSG.emptyContent);
    const audience = b.audience ?? {};
    const { depts, users } = audienceIds(audience);
    await assertReadableFiles(
      ctx,
      (b.attachments ?? []).map((a) => a.fileId),
      NOTICE_MSG.attachmentMissing,
    );
    const values = [
      b.title.trim(),
      b.noticeType,
      content,
      JSON.stringify(b.attachments ?? []),
      JSON.stringify(audience),
      depts,
      users,
      b.pinned ?? false,
      now.toISOString(),
    ];
    return ctx.db.transaction(async (tx) => {
      let noticeId = id;
      if (noticeId === undefined) {
        const [created] = await tx.query<{ id: number }>(
          `insert into notice (title, notice_type, content, attachments, audience, audience_depts, audience_users, pinned,
             update_time, create_time, creator_id, creator_name, status)
           values ($1, $2, $3, $4::jsonb, $5::jsonb, $6::int4[], $7::int4[], $8, $9::timestamptz, $9::timestamptz, $10, $11, 0)
           returning id`,
          [...values, user.id, user.realName],
        );
        noticeId = Number(created?.id);
      } else {
        await noticeOrFail(tx, noticeId, user);
        await tx.query(
          `update notice set title = $1, notice_type = $2, content = $3, attachments = $4::jsonb, audience = $5::jsonb,
             audience_depts = $6::int4[], audience_users = $7::int4[], pinned = $8, update_time = $9::timestamptz
           where id = $10`,
          [...values, noticeId],
        );
      }
      if (publish) {
        await tx.query(
          `update notice set status = 1, publish_time = coalesce(case when status = 1 then publish_time end, $2::timestamptz)
            where id = $1`,
          [noticeId, now.toISOString()],
        );
        return ok({ id: noticeId }, NOTICE_MSG.published);
      }
      return ok({ id: noticeId }, M.saved);
    });
  },

  async noticeStatus(ctx) {
    const user = requireUser(ctx);
    const { id, action } = ctx.body;
    const now = ctx.app.now().toISOString();
    return ctx.db.transaction(async (tx) => {
      const row = await noticeOrFail(tx, id, user);
      let status = row.status;
      let pinned = row.pinned;
      let msg: string;
      if (action === 'publish') {
        if (row.status === 1) fail(Code.Conflict, NOTICE_MSG.cannotPublish);
        await tx.query(
          'update notice set status = 1, publish_time = $2::timestamptz, update_time = $2::timestamptz where id = $1',
          [id, now],
        );
        status = 1;
        msg = NOTICE_MSG.published;
      } else if (action === 'withdraw') {
        if (row.status !== 1) fail(Code.Conflict, NOTICE_MSG.cannotWithdraw);
        await tx.query('update notice set status = 2, update_time = $2::timestamptz where id = $1', [
          id,
          now,
        ]);
        status = 2;
        msg = NOTICE_MSG.withdrawn;
      } else {
        pinned = action === 'pin';
        await tx.query('update notice set pinned = $2, update_time = $3::timestamptz where id = $1', [
          id,
          pinned,
          now,
        ]);
        msg = pinned ? NOTICE_MSG.pinned : NOTICE_MSG.unpinned;
      }
      return ok({ status, pinned }, msg);
    });
  },

  async noticeDelete(ctx) {
    const user = requireUser(ctx);
    return ctx.db.transaction(async (tx) => {
      const row = await noticeOrFail(tx, ctx.body.id, user);
      if (row.status === 1) fail(Code.Conflict, NOTICE_MSG.deletePublished);
      await tx.query('delete from notice where id = $1', [ctx.body.id]);
      return ok(null, M.deleted);
    });
  },

  async noticeMine(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body;
    const mine = sql`${PUBLISHED} and ${addressedTo(user.id)}`;
    const conds: Sql[] = [mine];
    const title = b.title?.trim();
    if (title) conds.push(sql`n.title like ${likeAnywhere(title)}`);
    const readExists = sql`exists (select 1 from notice_read r where r.notice_id = n.id and r.user_id = ${user.id})`;
    if (b.read === true) conds.push(readExists);
    if (b.read === false) conds.push(sql`not ${readExists}`);
    const where = joinSql(conds, ' and ');
    const [rows, count, unread] = await Promise.all([
      run<InboxDbRow & { read: boolean }>(
        ctx.db,
        sql`select ${INBOX_COLUMNS}, ${readExists} as read
             from notice n where ${where}
             order by n.pinned desc, n.publish_time desc, n.id desc
             limit ${b.pageSize} offset ${(b.page - 1) * b.pageSize}`,
      ),
      run<{ n: number }>(ctx.db, sql`select count(*)::int as n from notice n where ${where}`),
      run<{ n: number }>(
        ctx.db,
        sql`select count(*)::int as n from notice n where ${mine} and not ${readExists}`,
      ),
    ]);
    return ok({
      records: rows.map((r) => ({ ...toInboxItem(r), read: Boolean(r.read) })),
      total: count[0]?.n ?? 0,
      unread: unread[0]?.n ?? 0,
    });
  },

  async noticeRead(ctx) {
    const user = requireUser(ctx);
    const id = ctx.body.id;
    const now = ctx.app.now().toISOString();
    return ctx.db.transaction(async (tx) => {
      const [row] = await run<
        InboxDbRow & { content: string; attachments: SystemSchema<'NoticeAttachment'>[] | null }
      >(
        tx,
        sql`select ${INBOX_COLUMNS}, n.content, n.attachments
             from notice n where n.id = ${id} and ${PUBLISHED} and ${addressedTo(user.id)}`,
      );
      if (!row) return fail(Code.NotFound, NOTICE_MSG.notAddressed);
      await tx.query(
        `insert into notice_read (notice_id, user_id, read_time) values ($1, $2, $3::timestamptz)
         on conflict (notice_id, user_id) do nothing`,
        [id, user.id, now],
      );
      const [read] = await tx.query<{ read_time: unknown }>(
        'select read_time from notice_read where notice_id = $1 and user_id = $2',
        [id, user.id],
      );
      return ok({
        ...toInboxItem(row),
        read: true,
        readTime: time(read?.read_time) as string,
        content: sanitizeArticleHtml(row.content),
        attachments: row.attachments ?? [],
      });
    });
  },

  async noticeReadAll(ctx) {
    const user = requireUser(ctx);
    const now = ctx.app.now().toISOString();
    const rows = await run<{ notice_id: number }>(
      ctx.db,
      sql`insert into notice_read (notice_id, user_id, read_time)
          select n.id, ${user.id}, ${now}::timestamptz from notice n
           where ${PUBLISHED} and ${addressedTo(user.id)}
          on conflict (notice_id, user_id) do nothing
          returning notice_id`,
    );
    return ok({ changed: rows.length }, M.done);
  },

  async noticeReaders(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body;
    const [exists] = await run<{ id: number }>(
      ctx.db,
      sql`select n.id from notice n where n.id = ${b.id} and ${noticeManagedBy(user)}`,
    );
    if (!exists) return fail(Code.NotFound, NOTICE_MSG.notFound);
    const base = sql`from notice n cross join lateral ${AUDIENCE} a
      join app_user u on u.id = a.id
      left join department d on d.id = u.department_id
      left join notice_read r on r.notice_id = n.id and r.user_id = u.id
      where n.id = ${b.id}`;
    const filter =
      b.read === true
        ? sql` and r.read_time is not null`
        : b.read === false
          ? sql` and r.read_time is null`
          : sql``;
    const [rows, counts] = await Promise.all([
      run<{ userId: number; realName: string; deptName: string | null; readTime: unknown }>(
        ctx.db,
        sql`select u.id as "userId", u.real_name as "realName", d.name as "deptName", r.read_time as "readTime"
            ${base}${filter}
            order by r.read_time desc nulls last, u.id
            limit ${b.pageSize} offset ${(b.page - 1) * b.pageSize}`,
      ),
      run<{ total: number; readCount: number; unreadCount: number }>(
        ctx.db,
        sql`select count(*) filter (where true ${filter})::int as total,
                   count(r.read_time)::int as "readCount",
                   (count(*) - count(r.read_time))::int as "unreadCount"
            ${base}`,
      ),
    ]);
    const c = counts[0] ?? { total: 0, readCount: 0, unreadCount: 0 };
    return ok({
      records: rows.map((r) => ({
        userId: Number(r.userId),
        realName: r.realName,
        deptName: r.deptName,
        readTime: time(r.readTime),
      })),
      total: Number(c.total),
      readCount: Number(c.readCount),
      unreadCount: Number(c.unreadCount),
    });
  },
});
