import type { PlatformClient } from '@agrimap/sdk';
import { PAGE_SIZE } from '@/lib/list-search';
import { pageBody, pageQuery } from '@/lib/page-query';
import { type ApiData, apiFetch, apiKey } from '@/lib/query';
import { videoMessages as m } from './messages';
import type { VideoSearch } from './search';

export type Video = ApiData<'base', 'post', '/api/v1/agro/video/page'>['records'][number];
export type StoredMedia = ApiData<'base', 'post', '/api/v1/agro/media/upload'>;

export const VIDEO_LIST_KEY = apiKey('base', 'post', '/api/v1/agro/video/page');

/** Video files: MP4 or WebM up to 5 MB (the server checks the same). */
export const VIDEO_ACCEPT = '.mp4,.webm';
export const VIDEO_MAX_MB = 5;
/** Covers: PNG, JPEG or WebP up to 2 MB. */
export const COVER_ACCEPT = '.png,.jpg,.jpeg,.webp';
export const COVER_MAX_MB = 2;

/** Where the sandbox serves a stored video or cover (public, with HTTP Range support). */
export const mediaUrl = (fileId: string) => `/base/api/v1/agro/media/${fileId}`;

/** One page of videos. */
export function videoListQuery(client: PlatformClient, search: VideoSearch, pageSize = PAGE_SIZE) {
  return pageQuery(
    client,
    'base',
    '/api/v1/agro/video/page',
    pageBody(search, ['title', 'cropId', 'category'], pageSize),
    { errorText: m.toast.listFailure, what: 'agroVideoPage' },
  );
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The MIME type of a picked file, from the browser or, when it gives none, from the extension. */
export function mediaType(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const ext = file.name.toLowerCase().split('.').pop();
  const byExt: Record<string, string> = {
    mp4: 'video/mp4',
    webm: 'video/webm',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
  };
  return byExt[ext ?? ''] ?? 'application/octet-stream';
}

/** Stores a video or a cover on the server (base64 in JSON). */
export async function uploadMedia(
  client: PlatformClient,
  kind: 'video' | 'cover',
  file: File,
): Promise<StoredMedia> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return apiFetch(client, 'base', 'post', '/api/v1/agro/media/upload', {
    body: { kind, fileName: file.name, contentType: mediaType(file), contentBase64: toBase64(bytes) },
  });
}
