/** Attachments of the forms' 上传 fields: stored with the spatial files, downloaded like them. */
import { randomBytes } from 'node:crypto';
import { Code } from '../codes';
import { fail, type OpHandler, ok, requireUser, typedHandlers } from '../types';

/** Largest attachment (the form designer's size limits go up to this). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const TOO_LARGE = '文件不能超过5MB';
const UPLOADED = '上传成功';

/**
 * A file id like the seeded ones: `u` + UTC timestamp + 128 random bits, so ids cannot be guessed
 * (downloads are checked anyway, see file-access.ts).
 */
function newFileId(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `u${stamp}${randomBytes(16).toString('hex')}`;
}

const fileUpload: OpHandler<'fileUpload'> = async (ctx) => {
  const user = requireUser(ctx);
  const b = ctx.body;
  const content = Buffer.from(b.contentBase64, 'base64');
  if (content.length > MAX_UPLOAD_BYTES) fail(Code.BadRequest, TOO_LARGE);
  const contentType = b.contentType?.trim() || 'application/octet-stream';
  const fileId = newFileId(new Date());
  await ctx.db.query(
    'insert into spatial_file (file_id, file_name, content_type, content, uploader_id) values ($1, $2, $3, $4, $5)',
    [fileId, b.fileName, contentType, content, user.id],
  );
  return ok({ fileId, fileName: b.fileName, contentType, size: content.length }, UPLOADED);
};

export const FILE_UPLOAD_HANDLERS = typedHandlers({ fileUpload });
