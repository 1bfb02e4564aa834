/** Uploaded files: their spatial info and download, for those who may read them (file-access.ts). */
import { toBuffer } from '../../db/adapter';
import { M } from '../../messages';
import { Code } from '../codes';
import { binary, type Ctx, fail, type OpHandler, ok, typedHandlers } from '../types';
import { mayReadFile } from './file-access';

interface FileRow {
  file_id: string;
  file_name: string;
  content_type: string;
  content: unknown;
  geometry_type: string | null;
  feature_count: number | null;
  bbox: [number, number, number, number] | null;
  crs: string | null;
}

/**
 * A stored file the caller may read (`mayReadFile`: its uploader, or someone who may see a record
 * referencing it); any other answers 404 文件不存在, as an unknown id does.
 */
async function fileOf(ctx: Ctx, fileId: string): Promise<FileRow> {
  if (!(await mayReadFile(ctx, fileId))) return fail(Code.NotFound, M.fileNotFound);
  const rows = await ctx.db.query<FileRow>('select * from spatial_file where file_id = $1', [fileId]);
  return rows[0] ?? fail(Code.NotFound, M.fileNotFound);
}

const fileGetSpatialInfo: OpHandler<'fileGetSpatialInfo'> = async (ctx) => {
  const f = await fileOf(ctx, ctx.query.fileId);
  return ok({
    fileId: f.file_id,
    fileName: f.file_name,
    geometryType: f.geometry_type ?? 'Mixed',
    featureCount: f.feature_count ?? 0,
    bbox: f.bbox,
    crs: f.crs ?? 'EPSG:4490',
  });
};

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(asciiName: string, utf8Name: string): string {
  return `attachment; filename="${asciiName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(utf8Name)}`;
}

const fileDownload: OpHandler<'fileDownload'> = async (ctx) => {
  const f = await fileOf(ctx, ctx.query.fileId);
  const ext = f.file_name.includes('.') ? f.file_name.slice(f.file_name.lastIndexOf('.')) : '';
  return binary(toBuffer(f.content), 'application/octet-stream', {
    'Content-Disposition': contentDisposition(`${f.file_id}${ext}`, f.file_name),
  });
};

export const FILE_HANDLERS = typedHandlers({ fileGetSpatialInfo, fileDownload });
