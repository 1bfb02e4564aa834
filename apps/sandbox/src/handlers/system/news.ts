/**
 * 信息发布 articles (农资新闻 agroNews, 市场行情 marketCondition: one entity with a channel) and their
 * images. Bodies are HTML from the rich-text editor, sanitised here with an allow-list before
 * they are stored and again when they are read (a row written before a rule changed is no
 * excuse). Visibility is computed from the sandbox clock (`app.now()`): an article is visible when
 * it is published (status 1) and its publish time has come, so a scheduled article appears when
 * the clock reaches it (R-18.1).
 */
import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { toBuffer } from '../../db/adapter';
import { col, defineEntity, type RecordOf, sql } from '../../db/entity';
import { M } from '../../messages';
import { parseDateTime } from '../../util/time';
import { Code } from '../codes';
import { requireButton } from '../shared';
import { binary, fail, ok, requireUser, typedHandlers } from '../types';

/** The menu buttons' prefix of each channel (农业资讯 news:*, 市场行情 market:*). */
const CHANNEL_BUTTON: Record<string, string> = { agroNews: 'news', marketCondition: 'market' };

export const NEWS_MSG = {
  notFound: '文章不存在',
  notVisible: '文章未发布或已下线',
  imageRefused: '只能上传不超过 2MB 的 png/jpg/gif/webp 格式的图片',
  imageNotFound: '图片不存在',
  published: '发布成功',
  scheduled: '已定时发布',
  offline: '已下线',
  draft: '已转为草稿',
  uploaded: '上传成功',
} as const;

export const news = defineEntity({
  table: 'news_article',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    channel: col.text('channel'),
    title: col.text('title'),
    cover: col.text('cover').nullable(),
    summary: col.text('summary'),
    content: col.text('content'),
    author: col.text('author'),
    source: col.text('source'),
    tags: col.json<string[]>('tags'),
    status: col.smallint('status'),
    publishTime: col.time('publish_time').nullable(),
    pinned: col.bool('pinned'),
    viewCount: col.int('view_count').defaulted(),
    createTime: col.time('create_time'),
    updateTime: col.time('update_time'),
  },
  computed: {
    publishMs: col.float('(extract(epoch from t.publish_time) * 1000)::float8'),
  },
  notFound: { msg: NEWS_MSG.notFound, code: Code.NotFound },
  orderBy: 't.pinned desc, t.publish_time desc nulls first, t.id desc',
});

type NewsRow = RecordOf<typeof news>;

/** Images of articles: `n` + UTC timestamp + random suffix, kept with the other stored files. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
export const MAX_NEWS_IMAGE_BYTES = 2 * 1024 * 1024;
export const newsImageUrl = (fileId: string) => `/system/api/v1/news/image/${fileId}`;
const IMAGE_SRC = /^\/system\/api\/v1\/news\/image\/n[A-Za-z0-9]{1,63}$/;

/** Covers stored by `agroMediaUpload`, served by `agroMedia` (`c` ids; `v` ids are videos). */
const AGRO_COVER_SRC = /^\/base\/api\/v1\/agro\/media\/c[A-Za-z0-9]{1,63}$/;

/**
 * Whether an `<img src>` of rich text is one of the app's own uploaded images: the relative URL of
 * an article image (`newsImage`) or of a 农技 cover (`agroMedia`). Anything else — external
 * http(s) URLs, protocol-relative and `data:` URLs, other API paths — is not: the page's CSP would
 * refuse to load it anyway, and an external image would tell a third party who reads what.
 */
export function isUploadedImageSrc(src: string): boolean {
  return IMAGE_SRC.test(src) || AGRO_COVER_SRC.test(src);
}

/**
 * Text of an HTML body, an image counting as text (to refuse a 通知 or 公文 body that is empty
 * once sanitised).
 */
export const htmlText = (html: string): string =>
  html
    .replace(/<img\b[^>]*>/gi, 'img')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/**
 * The allow-list of rich text (article bodies, notices, 公文 正文, 农技方案 measures): text
 * structure, links (http, https, mailto) and images whose source is an uploaded image
 * ({@link isUploadedImageSrc}). Everything else — scripts, styles, iframes, event-handler
 * attributes, `javascript:` and `data:` URLs, images from elsewhere — is dropped.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'hr',
      'h1',
      'h2',
      'h3',
      'h4',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'blockquote',
      'ul',
      'ol',
      'li',
      'code',
      'pre',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    // Images have no allowed scheme: only the relative paths of uploaded images pass.
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    exclusiveFilter: (frame) => frame.tag === 'img' && !isUploadedImageSrc(frame.attribs.src ?? ''),
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  });
}

/** The API record: the stored body sanitised once more, `visible` from the sandbox clock. */
function toArticle(row: NewsRow, now: Date, withContent: boolean) {
  const { publishMs, content, ...rest } = row;
  const visible = row.status === 1 && publishMs !== null && publishMs <= now.getTime();
  return withContent ? { ...rest, content: sanitizeArticleHtml(content), visible } : { ...rest, visible };
}

/** Visible to readers at `now` (over alias `t`). */
const visibleAt = (now: Date) => sql`t.status = 1 and t.publish_time <= ${now.toISOString()}::timestamptz`;

/** Day bounds of a `yyyy-MM-dd` filter, Beijing time. */
const dayStart = (d: string) => parseDateTime(`${d} 00:00:00`).toISOString();
const dayEnd = (d: string) => parseDateTime(`${d} 23:59:59`).toISOString();

function newImageId(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `n${stamp}${randomBytes(16).toString('hex')}`;
}

export const NEWS_HANDLERS = typedHandlers({
  async newsPage(ctx) {
    const b = ctx.body;
    const now = ctx.app.now();
    const where = [];
    if (b.title) where.push(sql`t.title ilike ${`%${b.title}%`}`);
    if (b.tag) where.push(sql`t.tags ? ${b.tag}`);
    if (b.from) where.push(sql`t.publish_time >= ${dayStart(b.from)}::timestamptz`);
    if (b.to) where.push(sql`t.publish_time <= ${dayEnd(b.to)}::timestamptz`);
    const page = await news.list(ctx.db, {
      filter: { channel: b.channel, status: b.status },
      where,
      page: { limit: b.pageSize, offset: (b.page - 1) * b.pageSize },
    });
    return ok({ records: page.records.map((r) => toArticle(r, now, false)), total: page.total });
  },

  async newsPublished(ctx) {
    const b = ctx.body;
    const now = ctx.app.now();
    const where = [visibleAt(now)];
    if (b.title) where.push(sql`t.title ilike ${`%${b.title}%`}`);
    const page = await news.list(ctx.db, {
      filter: { channel: b.channel },
      where,
      orderBy: 't.pinned desc, t.publish_time desc, t.id desc',
      page: { limit: b.pageSize, offset: (b.page - 1) * b.pageSize },
    });
    return ok({ records: page.records.map((r) => toArticle(r, now, false)), total: page.total });
  },

  async newsDetail(ctx) {
    const row = await news.get(ctx.db, ctx.query.id);
    return ok(toArticle(row, ctx.app.now(), true));
  },

  async newsRead(ctx) {
    const now = ctx.app.now();
    const row = await news.find(ctx.db, ctx.query.id);
    if (!row || !toArticle(row, now, false).visible) fail(Code.NotFound, NEWS_MSG.notVisible);
    await ctx.db.query('update news_article set view_count = view_count + 1 where id = $1', [ctx.query.id]);
    const read = await news.get(ctx.db, ctx.query.id);
    return ok(toArticle(read, now, true));
  },

  async newsSave(ctx) {
    const { id, publishTime, ...b } = ctx.body;
    const now = ctx.app.now();
    const values = {
      channel: b.channel,
      title: b.title.trim(),
      cover: b.cover || null,
      summary: b.summary.trim(),
      content: sanitizeArticleHtml(b.content),
      author: b.author.trim(),
      source: b.source.trim(),
      tags: [...new Set(b.tags.map((t) => t.trim()).filter(Boolean))],
      status: b.status,
      publishTime:
        b.status === 1
          ? publishTime
            ? parseDateTime(publishTime)
            : now
          : publishTime
            ? parseDateTime(publishTime)
            : null,
      pinned: b.pinned,
      updateTime: now,
    };
    const scheduled =
      b.status === 1 && values.publishTime !== null && values.publishTime.getTime() > now.getTime();
    const msg = b.status === 1 ? (scheduled ? NEWS_MSG.scheduled : NEWS_MSG.published) : M.saved;
    if (id === undefined) {
      const created = await news.insert(ctx.db, { ...values, createTime: now });
      return ok({ id: created.id }, msg);
    }
    await news.patch(ctx.db, id, values);
    return ok({ id }, msg);
  },

  async newsStatus(ctx) {
    const { id, status } = ctx.body;
    const now = ctx.app.now();
    return ctx.db.transaction(async (tx) => {
      const row = await news.get(tx, id);
      await requireButton({ db: tx, user: ctx.user }, [`${CHANNEL_BUTTON[row.channel] ?? 'news'}:edit`]);
      if (status === 1) {
        // A future publish time stays (scheduled); otherwise it is published now.
        const keep = row.publishMs !== null && row.publishMs > now.getTime() && row.status !== 2;
        await news.patch(tx, id, {
          status,
          publishTime: keep ? new Date(row.publishMs as number) : now,
          updateTime: now,
        });
        return ok(null, keep ? NEWS_MSG.scheduled : NEWS_MSG.published);
      }
      await news.patch(tx, id, { status, updateTime: now });
      return ok(null, status === 2 ? NEWS_MSG.offline : NEWS_MSG.draft);
    });
  },

  async newsDelete(ctx) {
    const row = await news.get(ctx.db, ctx.body.id);
    await requireButton(ctx, [`${CHANNEL_BUTTON[row.channel] ?? 'news'}:delete`]);
    await news.remove(ctx.db, ctx.body.id);
    return ok(null, M.deleted);
  },

  async newsImageUpload(ctx) {
    const user = requireUser(ctx);
    const b = ctx.body;
    const content = Buffer.from(b.contentBase64, 'base64');
    const type = (b.contentType ?? '').trim().toLowerCase();
    if (!IMAGE_TYPES.has(type) || content.length === 0 || content.length > MAX_NEWS_IMAGE_BYTES) {
      fail(Code.BadRequest, NEWS_MSG.imageRefused);
    }
    const fileId = newImageId(ctx.app.now());
    await ctx.db.query(
      'insert into spatial_file (file_id, file_name, content_type, content, uploader_id) values ($1, $2, $3, $4, $5)',
      [fileId, b.fileName, type, content, user.id],
    );
    return ok({ fileId, url: newsImageUrl(fileId) }, NEWS_MSG.uploaded);
  },

  async newsImage(ctx) {
    const fileId = String(ctx.params.fileId);
    const rows = await ctx.db.query<{ content_type: string; content: unknown }>(
      'select content_type, content from spatial_file where file_id = $1',
      [fileId],
    );
    const row = rows[0];
    if (!row || !IMAGE_TYPES.has(row.content_type)) return fail(Code.NotFound, NEWS_MSG.imageNotFound);
    return binary(toBuffer(row.content), row.content_type, {
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  },
});
