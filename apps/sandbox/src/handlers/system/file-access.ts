/**
 * Who may read a stored file (R-25.owner): its uploader, or someone who may see a record that
 * references it. Each kind of record that can hold a file id is listed once in `FILE_REFERENCES`
 * with its own visibility rule (the rule its list and detail apply), so `mayReadFile` asks every
 * referencing entity and nothing else grants access. Administrators pass the rules that let them
 * see every record (notices, 公文, catalogue, articles …), not the approval requests they take no
 * part in.
 *
 * How files are referenced:
 * - attachments `[{fileId, …}]` (jsonb) of notices, 公文 and 农技方案; 上传 fields of an approval
 *   request's form values (anywhere in the jsonb);
 * - the URL of an article image (`/system/api/v1/news/image/<id>`) in a rich-text body (article,
 *   notice, 公文, 农技方案) and an article's `cover` (the id);
 * - `file:<id>` in image fields: a brand's logo, a shop category's icon, an item's images, a crop's
 *   image.
 */
import { type Caller, mayCallOperation } from '../../auth/access';
import { rawSql, run, type Sql, sql } from '../../db/entity';
import { Code } from '../codes';
import { type Ctx, fail } from '../types';

/** What the rules read from a request: the database, the app (spec, clock) and the caller. */
export type AccessCtx = Pick<Ctx, 'app' | 'db' | 'user'>;

import { newsImageUrl } from './news';
import { noticeVisibleTo } from './notices';
import { docVisibleTo } from './official-docs';

interface FileReference {
  /** The records that can hold a file, for the reader. */
  what: string;
  /** Whether the caller may see a record of this kind that references the file. */
  readable(ctx: AccessCtx, user: Caller, fileId: string): Promise<boolean>;
}

async function exists(ctx: AccessCtx, query: Sql): Promise<boolean> {
  const [row] = await run<{ found: boolean }>(ctx.db, sql`select exists (${query}) as found`);
  return row?.found === true;
}

const attachment = (fileId: string) => JSON.stringify([{ fileId }]);
const imageRef = (fileId: string) => `file:${fileId}`;

/** Whether record alias `a` holds the file among its attachments or as an image of its rich text `a.<text>`. */
const holdsFile = (a: string, text: string, fileId: string): Sql =>
  sql`(${rawSql(a)}.attachments @> ${attachment(fileId)}::jsonb or strpos(${rawSql(`${a}.${text}`)}, ${newsImageUrl(fileId)}) > 0)`;

/** A record of a kind whose readers are whoever may call `operationId`, when one references the file. */
const readableThrough =
  (operationId: string, references: (fileId: string) => Sql) =>
  async (ctx: AccessCtx, user: Caller, fileId: string): Promise<boolean> =>
    (await exists(ctx, references(fileId))) && mayCallOperation(ctx.app, user, operationId);

export const FILE_REFERENCES: readonly FileReference[] = [
  {
    what: '通知公告的附件和正文图片',
    readable: (ctx, user, fileId) =>
      exists(
        ctx,
        sql`select 1 from notice n where ${holdsFile('n', 'content', fileId)} and ${noticeVisibleTo(user)}`,
      ),
  },
  {
    what: '公文的附件和正文图片',
    readable: (ctx, user, fileId) =>
      exists(
        ctx,
        sql`select 1 from official_document d where ${holdsFile('d', 'body', fileId)} and ${docVisibleTo(user)}`,
      ),
  },
  {
    what: '审批申请表单的上传字段（发起人、审批人、抄送人）',
    readable: (ctx, user, fileId) =>
      exists(
        ctx,
        sql`select 1 from approval_request r
             where jsonb_path_exists(r.form_values, '$.** ? (@.fileId == $id)', jsonb_build_object('id', ${fileId}::text))
               and (r.initiator_id = ${user.id}
                    or exists (select 1 from approval_task t where t.request_id = r.id and t.assignee_id = ${user.id})
                    or exists (select 1 from approval_cc c where c.request_id = r.id and c.user_id = ${user.id}))`,
      ),
  },
  {
    what: '农技方案的附件和措施图片',
    readable: readableThrough(
      'agroSchemeDetail',
      (fileId) => sql`select 1 from agro_scheme s where ${holdsFile('s', 'measures', fileId)}`,
    ),
  },
  {
    what: '资讯文章的封面和正文图片（已发布的：读者；其余：管理者）',
    async readable(ctx, user, fileId) {
      const refs = sql`(t.cover = ${fileId} or strpos(t.content, ${newsImageUrl(fileId)}) > 0)`;
      const now = ctx.app.now().toISOString();
      if (
        (await exists(
          ctx,
          sql`select 1 from news_article t where ${refs} and t.status = 1 and t.publish_time <= ${now}::timestamptz`,
        )) &&
        (await mayCallOperation(ctx.app, user, 'newsRead'))
      )
        return true;
      return (
        (await exists(ctx, sql`select 1 from news_article t where ${refs}`)) &&
        mayCallOperation(ctx.app, user, 'newsPage')
      );
    },
  },
  {
    what: '品牌 logo',
    readable: readableThrough('brandPage', (id) => sql`select 1 from brand b where b.logo = ${imageRef(id)}`),
  },
  {
    what: '商城类目图标',
    readable: readableThrough(
      'listProductCategoryChild',
      (id) => sql`select 1 from product_category c where c.icon = ${imageRef(id)}`,
    ),
  },
  {
    what: '单品图片',
    readable: readableThrough(
      'skuPage',
      (id) => sql`select 1 from sku s where s.images @> jsonb_build_array(${imageRef(id)}::text)`,
    ),
  },
  {
    what: '作物图片',
    readable: readableThrough(
      'agroCropPage',
      (id) => sql`select 1 from agro_crop c where c.image = ${imageRef(id)}`,
    ),
  },
];

/** Whether the signed-in caller may read the stored file (false when it does not exist). */
export async function mayReadFile(ctx: AccessCtx, fileId: string): Promise<boolean> {
  const user = ctx.user;
  if (!user) return false;
  const [file] = await ctx.db.query<{ uploader_id: number | null }>(
    'select uploader_id from spatial_file where file_id = $1',
    [fileId],
  );
  if (!file) return false;
  if (file.uploader_id !== null && Number(file.uploader_id) === user.id) return true;
  for (const ref of FILE_REFERENCES) if (await ref.readable(ctx, user, fileId)) return true;
  return false;
}

/**
 * Refuses (HTTP 400 with `msg`) a record that would reference a file the caller may not read, so
 * attaching a file to one's own record never opens someone else's file.
 */
export async function assertReadableFiles(
  ctx: AccessCtx,
  fileIds: readonly string[],
  msg: string,
): Promise<void> {
  for (const fileId of new Set(fileIds)) {
    if (!(await mayReadFile(ctx, fileId))) fail(Code.BadRequest, msg);
  }
}
