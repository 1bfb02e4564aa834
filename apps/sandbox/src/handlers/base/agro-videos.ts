/**
 * 农技视频 (technical videos): files uploaded to the sandbox (MP4 / WebM up to 5 MB, covers PNG /
 * JPEG / WebP up to 2 MB; the type is checked by the declared content type and by the file's own
 * signature), served publicly with HTTP Range support so a `<video>` element can seek (206 with
 * Content-Range, 416 for a range outside the file); a view is counted once per play.
 */
import { randomBytes } from 'node:crypto';
import { toBuffer } from '../../db/adapter';
import { col, defineEntity, sql } from '../../db/entity';
import { M } from '../../messages';
import { Code } from '../codes';
import { binary, fail, type HandlerResult, ok, typedHandlers } from '../types';

/** Largest video file (the upload tip of SPEC §5: 只能上传不超过5MB的.mp4,.webm文件). */
export const MAX_VIDEO_BYTES = 5 * 1024 * 1024;
/** Largest cover image. */
export const MAX_COVER_BYTES = 2 * 1024 * 1024;

export const VIDEO_MSG = {
  notFound: '农技视频不存在',
  fileNotFound: '文件不存在',
  videoRefused: '只能上传不超过5MB的.mp4,.webm文件',
  coverRefused: '只能上传不超过2MB的.png,.jpg,.jpeg,.webp文件',
  videoMissing: '视频文件不存在',
  coverMissing: '封面图片不存在',
  cropMissing: '作物不存在',
  rangeNotSatisfiable: '请求的范围超出文件大小',
  uploaded: '上传成功',
  played: '操作成功',
} as const;

type Kind = 'video' | 'cover';

const TYPES: Record<Kind, readonly string[]> = {
  video: ['video/mp4', 'video/webm'],
  cover: ['image/png', 'image/jpeg', 'image/webp'],
};

/** Whether the bytes start like a file of that content type (the declared type alone proves nothing). */
export function hasSignature(content: Buffer, contentType: string): boolean {
  const at = (offset: number, bytes: number[]) => bytes.every((b, i) => content[offset + i] === b);
  switch (contentType) {
    case 'video/webm':
      return at(0, [0x1a, 0x45, 0xdf, 0xa3]); // EBML header
    case 'video/mp4':
      return content.length >= 12 && content.subarray(4, 8).toString('latin1') === 'ftyp';
    case 'image/png':
      return at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return at(0, [0xff, 0xd8, 0xff]);
    case 'image/webp':
      return at(0, [0x52, 0x49, 0x46, 0x46]) && content.subarray(8, 12).toString('latin1') === 'WEBP';
    default:
      return false;
  }
}

export const mediaUrl = (fileId: string) => `/base/api/v1/agro/media/${fileId}`;

function newMediaId(kind: Kind, now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${kind === 'video' ? 'v' : 'c'}${stamp}${randomBytes(16).toString('hex')}`;
}

/**
 * The byte range a `Range` header asks of a file of `size` bytes: `{ start, end }` (inclusive),
 * `'unsatisfiable'` when it lies outside the file, or undefined when there is no usable single
 * range (the whole file is sent, as RFC 9110 allows for a header it does not honour).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return undefined;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return undefined;
  if (a === '') {
    // Suffix range: the last N bytes.
    const n = Number(b);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (b !== '' && Number(b) < start) return undefined;
  return { start, end };
}

export const videos = defineEntity({
  table: 'agro_video',
  key: 'id',
  columns: {
    id: col.int('id').defaulted(),
    title: col.text('title'),
    cropId: col.int('crop_id').nullable(),
    category: col.text('category'),
    fileId: col.text('file_id'),
    coverId: col.text('cover_id').nullable(),
    durationSec: col.int('duration_sec'),
    description: col.text('description'),
    viewCount: col.int('view_count').defaulted(),
    createTime: col.time('create_time'),
    updateTime: col.time('update_time'),
  },
  computed: {
    cropName: col.text('(select c.name from agro_crop c where c.id = t.crop_id)').nullable(),
    fileName: col.text(`coalesce((select f.file_name from agro_media f where f.file_id = t.file_id), '')`),
    contentType: col.text(`(select f.content_type from agro_media f where f.file_id = t.file_id)`),
    size: col.int(`(select f.size from agro_media f where f.file_id = t.file_id)`),
  },
  notFound: { msg: VIDEO_MSG.notFound, code: Code.NotFound },
  orderBy: 't.create_time desc, t.id desc',
});

interface MediaRow {
  content_type: string;
  size: number;
  content: unknown;
}

export const VIDEO_HANDLERS = typedHandlers({
  async agroVideoPage(ctx) {
    const b = ctx.body;
    const where = [];
    if (b.title?.trim()) where.push(sql`t.title ilike ${`%${b.title.trim()}%`}`);
    const page = await videos.list(ctx.db, {
      filter: { cropId: b.cropId, category: b.category || undefined },
      where,
      page: { limit: b.pageSize, offset: (b.page - 1) * b.pageSize },
    });
    return ok(page);
  },

  async agroVideoDetail(ctx) {
    return ok(await videos.get(ctx.db, ctx.query.id));
  },

  async agroVideoSave(ctx) {
    const { id, ...b } = ctx.body;
    const now = ctx.app.now();
    const kindOf = async (fileId: string) =>
      (await ctx.db.query<{ kind: string }>('select kind from agro_media where file_id = $1', [fileId]))[0]
        ?.kind;
    if ((await kindOf(b.fileId)) !== 'video') fail(Code.BadRequest, VIDEO_MSG.videoMissing);
    if (b.coverId && (await kindOf(b.coverId)) !== 'cover') fail(Code.BadRequest, VIDEO_MSG.coverMissing);
    if (b.cropId) {
      const crop = await ctx.db.query('select 1 from agro_crop where id = $1', [b.cropId]);
      if (crop.length === 0) fail(Code.BadRequest, VIDEO_MSG.cropMissing);
    }
    const values = {
      title: b.title.trim(),
      cropId: b.cropId ?? null,
      category: b.category,
      fileId: b.fileId,
      coverId: b.coverId ?? null,
      durationSec: b.durationSec,
      description: (b.description ?? '').trim(),
      updateTime: now,
    };
    if (id === undefined) {
      const created = await videos.insert(ctx.db, { ...values, createTime: now });
      return ok({ id: created.id }, M.saved);
    }
    await videos.patch(ctx.db, id, values);
    return ok({ id }, M.saved);
  },

  async agroVideoDelete(ctx) {
    const row = await videos.get(ctx.db, ctx.body.id);
    await ctx.db.transaction(async (tx) => {
      await tx.query('delete from agro_video where id = $1', [row.id]);
      // Files no other video uses go with it.
      await tx.query(
        `delete from agro_media m where m.file_id = any($1::text[])
           and not exists (select 1 from agro_video v where v.file_id = m.file_id or v.cover_id = m.file_id)`,
        [[row.fileId, ...(row.coverId ? [row.coverId] : [])]],
      );
    });
    return ok(null, M.deleted);
  },

  async agroVideoPlay(ctx) {
    const rows = await ctx.db.query<{ view_count: number }>(
      'update agro_video set view_count = view_count + 1 where id = $1 returning view_count',
      [ctx.body.id],
    );
    const row = rows[0] ?? fail(Code.NotFound, VIDEO_MSG.notFound);
    return ok({ viewCount: row.view_count }, VIDEO_MSG.played);
  },

  async agroMediaUpload(ctx) {
    const b = ctx.body;
    const kind = b.kind;
    const content = Buffer.from(b.contentBase64, 'base64');
    const type = b.contentType.trim().toLowerCase();
    const max = kind === 'video' ? MAX_VIDEO_BYTES : MAX_COVER_BYTES;
    if (
      !TYPES[kind].includes(type) ||
      content.length === 0 ||
      content.length > max ||
      !hasSignature(content, type)
    ) {
      fail(Code.BadRequest, kind === 'video' ? VIDEO_MSG.videoRefused : VIDEO_MSG.coverRefused);
    }
    const fileId = newMediaId(kind, ctx.app.now());
    const fileName = b.fileName.trim() || fileId;
    await ctx.db.query(
      `insert into agro_media (file_id, kind, file_name, content_type, size, content, create_time)
       values ($1, $2, $3, $4, $5, $6, $7::timestamptz)`,
      [fileId, kind, fileName, type, content.length, content, ctx.app.now().toISOString()],
    );
    return ok(
      { fileId, kind, fileName, contentType: type, size: content.length, url: mediaUrl(fileId) },
      VIDEO_MSG.uploaded,
    );
  },

  async agroMedia(ctx): Promise<HandlerResult> {
    const fileId = String(ctx.params.fileId);
    const rows = await ctx.db.query<MediaRow>(
      'select content_type, size, content from agro_media where file_id = $1',
      [fileId],
    );
    const row = rows[0] ?? fail(Code.NotFound, VIDEO_MSG.fileNotFound);
    const content = toBuffer(row.content);
    const size = content.length;
    const common = {
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    };
    const range = parseRange(ctx.range, size);
    if (range === 'unsatisfiable') {
      return {
        kind: 'json',
        status: 416,
        body: { code: 416, msg: VIDEO_MSG.rangeNotSatisfiable, data: null },
        headers: { 'Content-Range': `bytes */${size}` },
      };
    }
    if (!range) return binary(content, row.content_type, common);
    return {
      kind: 'binary',
      status: 206,
      body: content.subarray(range.start, range.end + 1),
      contentType: row.content_type,
      headers: { ...common, 'Content-Range': `bytes ${range.start}-${range.end}/${size}` },
    };
  },
});
